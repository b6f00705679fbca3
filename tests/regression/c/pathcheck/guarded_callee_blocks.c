/* A callee that allocates only for a positive integer argument, and a caller that frees
   where the number it computed that argument from is non-zero (gnulib regex's
   re_search_internal: match_ctx_init(&mctx, eflags, dfa->nbackref * 2) makes its two
   arrays only when n > 0; the exit frees them "if (dfa->nbackref)").  The callee's
   summary has one outcome per set of the blocks it hands out through its arguments
   ("ret == 0 and makes arg0*.ents*, arg0*.tops*" only where arg2 >= 1, "... makes none"
   only where arg2 <= 0), and the caller's partition assumes the outcome's argument:
   2 * d->nbackref >= 1 makes d->nbackref at least 1 (signed arithmetic does not wrap). */
#include <stdlib.h>

typedef long Idx;
struct ent { int a; };
struct ctx { struct ent *ents; int **tops; Idx n; };
struct dfa { Idx nbackref; int flags; };

static int ctx_init(struct ctx *m, Idx n)
{
    m->n = 0;
    if (n > 0) {
        m->ents = malloc(n * sizeof(struct ent));
        m->tops = malloc(n * sizeof(int *));
        if (m->ents == NULL || m->tops == NULL)
            return 12;
    } else {
        m->ents = NULL;
        m->tops = NULL;
    }
    return 0;
}

static void ctx_free(struct ctx *m)
{
    free(m->tops);
    free(m->ents);
}

/* frees exactly where the callee allocated: no leak */
int search(struct dfa *dfa, int k)
{
    struct ctx m;
    int err = ctx_init(&m, dfa->nbackref * 2);
    if (err != 0)
        goto out;
    if (k > 3) {
        err = 1;
        goto out;
    }
    err = 0;
 out:
    if (dfa->nbackref)
        ctx_free(&m);
    return err;                         // NOLEAK
}

/* the argument plus a constant, tested through a second variable */
int search_offset(struct dfa *dfa)
{
    struct ctx m;
    int err = ctx_init(&m, dfa->nbackref + 3);
    if (dfa->nbackref > -3)
        ctx_free(&m);
    return err;                         // NOLEAK
}

/* frees only for a count above 1: a count of 1 loses both arrays */
int search_wrong(struct dfa *dfa)
{
    struct ctx m;
    int err = ctx_init(&m, dfa->nbackref * 2);
    if (dfa->nbackref > 1)
        ctx_free(&m);
    return err;                         // LEAK
}

/* the count changes between the call and the test: lost where it became 0 */
int search_changed(struct dfa *dfa)
{
    struct ctx m;
    int err = ctx_init(&m, dfa->nbackref * 2);
    dfa->nbackref = dfa->flags;
    if (dfa->nbackref)
        ctx_free(&m);
    return err;                         // LEAK
}

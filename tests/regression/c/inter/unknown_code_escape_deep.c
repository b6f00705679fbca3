/* Rule 1 of the unknown-function policy at depth: every block reachable from what code the
   analysis cannot see is handed escapes, however deep it sits, and stays escaped after the
   caller's own pointer to it is cleared or tested NULL.  Rule 2 lets that code overwrite
   `c.buf` or `c.out` with any number, 0 too, so the caller's `if (c.out != NULL)` may skip
   the block on a path where the unknown code nulled the field; that loss would be the
   unknown code's, which may have kept the block anywhere.  It holds both where the caller
   calls the unknown code itself and where a callee hands the caller's memory to it (its
   summary's `changed_by_unknown_code`: openssh's hostfile_replace_entries hands `&ctx`,
   whose `out` is its `fdopen` stream, to hostkeys_foreach, which hands it to a callback).
   A block the unknown code was never handed, or made after the call, is still lost. */
#include <stdio.h>
#include <stdlib.h>

struct ctx { FILE *out; char *buf; int n; };
typedef int visit_fn(void *);
visit_fn *lookup_callback(void);
void walk(struct ctx *c);

int run(visit_fn *cb, void *arg)
{
    return cb(arg);
}

int hand_over(struct ctx *c)
{
    return run(lookup_callback(), c);
}

int direct(void)
{
    struct ctx c = {0};

    c.buf = malloc(16);
    if (c.buf == NULL)
        return -1;                      // NOLEAK
    walk(&c);
    if (c.buf != NULL)
        free(c.buf);
    return 0;                           // NOLEAK
}

int through_callee(const char *path)
{
    struct ctx c = {0};

    c.out = fopen(path, "w");
    if (c.out == NULL)
        return -1;                      // NO-RESOURCE-LEAK
    if (hand_over(&c) != 0)
        goto fail;
    fclose(c.out);
    c.out = NULL;
    return 0;                           // NO-RESOURCE-LEAK
fail:
    if (c.out != NULL)
        fclose(c.out);
    return -1;                          // NO-RESOURCE-LEAK
}

/* two levels down: the context points to a record that holds the block */
struct rec { char *name; };
struct outer { struct rec *r; };
void visit_outer(struct outer *o);

int two_levels(void)
{
    struct rec r;
    struct outer o;

    r.name = malloc(8);
    if (r.name == NULL)
        return -1;                      // NOLEAK
    o.r = &r;
    visit_outer(&o);
    if (r.name != NULL)
        free(r.name);
    return 0;                           // NOLEAK
}

/* never handed to the unknown code: still lost */
int not_handed(void)
{
    struct ctx c = {0};
    char *p = malloc(16);

    if (p == NULL)
        return -1;                      // NOLEAK
    walk(&c);
    return 0;                           // LEAK
}

/* made after the call: the unknown code never saw it */
int made_after(void)
{
    struct ctx c = {0};

    walk(&c);
    c.buf = malloc(16);
    if (c.buf == NULL)
        return -1;                      // NOLEAK
    c.buf = NULL;
    return 0;                           // LEAK
}

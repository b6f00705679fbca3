/* gnulib regex's sift_states_bkref: a local copy of the caller's context is made once,
   the first time it is needed, and its pointer field says whether it was: "if
   (local.sifted == NULL) { local = *sctx; copy the limits set (allocates) }", and at the
   end "if (local.sifted != NULL) free the limits".  The context's pointer is not NULL
   there: it was dereferenced just before (sctx->sifted[to]).  The input pointer's value
   at the loop head, joined with the path that had not read it yet, was "NULL, the input
   block, or any number", so the copy could be 0 as a number, and the block looked lost
   at the end.  The input of a cell read as a pointer is its address or NULL (State.implicit). */
#include <stdlib.h>
#include <string.h>

typedef struct { int n; int *elems; } set_t;
typedef struct { int **sifted; set_t limits; int last; } ctx_t;

static int set_copy(set_t *dst, const set_t *src)
{
    dst->n = src->n;
    dst->elems = malloc(sizeof(int) * (src->n + 1));
    if (dst->elems == NULL) {
        dst->n = 0;
        return 1;
    }
    memcpy(dst->elems, src->elems, sizeof(int) * src->n);
    return 0;
}

static int backward(ctx_t *c)
{
    c->sifted[c->last] = NULL;
    return c->last > 3;
}

int sift(ctx_t *sctx, const int *cands, int ncands, int to)
{
    int err;
    ctx_t local;
    local.sifted = NULL;
    for (int i = 0; i < ncands; i++) {
        if (cands[i] < 0)
            continue;
        if (sctx->sifted[to] == NULL)   /* sctx->sifted is not NULL from here on */
            continue;
        if (local.sifted == NULL) {
            local = *sctx;
            err = set_copy(&local.limits, &sctx->limits);
            if (err)
                goto free_return;
        }
        local.last = i;
        err = backward(&local);
        if (err)
            goto free_return;
    }
    err = 0;
free_return:
    if (local.sifted != NULL)
        free(local.limits.elems);
    return err;                         // NOLEAK
}

/* without the dereference the context's pointer may be NULL: the copy then leaves the
   flag unset, the next turn copies again, and the first limits set is lost */
int sift_unproved(ctx_t *sctx, const int *cands, int ncands)
{
    int err;
    ctx_t local;
    local.sifted = NULL;
    for (int i = 0; i < ncands; i++) {
        if (cands[i] < 0)
            continue;
        if (local.sifted == NULL) {
            local = *sctx;
            err = set_copy(&local.limits, &sctx->limits);
            if (err)
                goto free_return;
        }
        local.last = i;
    }
    err = 0;
free_return:
    if (local.sifted != NULL)
        free(local.limits.elems);
    return err;                         // LEAK
}

// options: --no-out-params-stay-local
/* out_params_stay_local.c with the switch off (the address escapes like any other).
   out_params_stay_local (on by default): the address of the caller's own scalar
   variable passed to an unknown function (&sig, &len: out-parameters) is written
   through during the call, but does not escape into unknown memory.  The unknown call
   may redirect c->state into unknown memory; a later write through a pointer read
   from there (*c->state->slot = x) then does not land in sig, so free(sig) does not
   free x and x->key stays held.  A block the variable itself points to still escapes
   (rule 1 of the unknown-function policy), and a block the procedure really drops
   is still reported. */
#include <stdlib.h>

struct ctx { char *key; };
struct state { struct ctx **slot; };
struct conn { struct state *state; int (*sign)(struct conn *, char **, size_t *); };

int install(struct conn *c)
{
    char *sig = NULL;
    size_t len = 0;
    struct ctx *x;
    int r = -1;

    if (c->state == NULL)
        return -1;
    if (c->sign(c, &sig, &len) != 0)
        goto out;
    if ((x = malloc(sizeof *x)) == NULL)
        goto out;
    if ((x->key = malloc(16)) == NULL) {
        free(x);
        goto out;
    }
    *c->state->slot = x;
    r = 0;
out:
    free(sig);
    return r;                           // LEAK
}

int drop(struct conn *c)
{
    char *sig = NULL;
    size_t len = 0;
    struct ctx *x;

    if (c->sign(c, &sig, &len) != 0)
        return -1;
    if ((x = malloc(sizeof *x)) == NULL)
        return -1;
    x->key = sig;
    return 0;                           // LEAK
}

void hand_over(char **p);

int give(void)
{
    char *p = malloc(8);

    if (p == NULL)
        return -1;
    hand_over(&p);                      /* the block p holds escapes with the call */
    return 0;                           // NOLEAK
}

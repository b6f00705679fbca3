/* A call node reads at most explore_k input cells apart: after setup(), c->state->d
   and c->state->z (read past the budget) share one explore address.  Freeing what
   one pointer of such an address points to frees one block, not all it stands for:
   the address is maybe freed, not freed for certain, so the block setup() stored in
   c->state->z->d is still held after free(c->state->d).  A block held by a cell of
   its own (c->state->a, read within the budget) that is freed is still reported; one
   held by the merged cell is not (the price: the merge cannot tell z from d). */
#include <stdlib.h>

struct buf { char *d; };
struct state { struct buf *a, *b, *c, *d, *z; };
struct conn { struct state *state; };

void setup(struct conn *c)
{
    struct state *st = c->state;
    st->b->d = NULL;
    st->c->d = NULL;
    st->d->d = NULL;
    if (st->a->d == NULL)
        st->a->d = malloc(16);
    if (st->z->d == NULL)
        st->z->d = malloc(16);
}

void reset_d(struct conn *c)
{
    setup(c);
    free(c->state->d);
    c->state->d = NULL;             // NOLEAK
}

void drop_a(struct conn *c)
{
    setup(c);
    free(c->state->a);
    c->state->a = NULL;             // LEAK
}

void drop_z(struct conn *c)
{
    setup(c);
    free(c->state->z);
    c->state->z = NULL;             // TODO-FN leak
}

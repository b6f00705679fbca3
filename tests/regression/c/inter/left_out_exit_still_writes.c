/* --allocation-paths-only summarises a procedure by its allocating exits (the paper's
   Section 3), but the stores of the exits it leaves out still happen where they return:
   select_or_add's `c->cur = &c->b; return 2;` allocates nothing.  A caller that
   believed its cursor unchanged put the next block into c.a, and lost it when it
   cleared c.a (less's control_line switching `currtable` between three tables).  The
   left-out exits' pointer stores are kept in the summary as may-writes; their
   allocations, frees and results stay out, as in the paper. */
#include <stdlib.h>

struct ctx { char **cur; char *a, *b; };

static int select_or_add(struct ctx *c, int k)
{
    if (k == 1) {
        c->cur = &c->b;
        return 2;
    }
    if (k == 2) {
        *c->cur = malloc(8);
        return 1;
    }
    return 0;
}

int keeps_second(void)
{
    struct ctx c;
    c.a = c.b = NULL;
    c.cur = &c.a;
    select_or_add(&c, 1);
    select_or_add(&c, 2);
    c.a = NULL;
    free(c.b);
    return 0;                               // NOLEAK
}

int drops_both(void)
{
    struct ctx c;
    c.a = c.b = NULL;
    c.cur = &c.a;
    select_or_add(&c, 1);
    select_or_add(&c, 2);
    c.a = NULL;
    c.b = NULL;
    return 0;                               // LEAK
}

/* A callee that moves a pointer within its object through an out-parameter (a cursor:
   `*pp = *pp + 1`, less's tstr(&p, ..), a tokenizer's skip(&p)) leaves the caller's
   pointer pointing into the same object: offsets are not kept, so the caller's cell
   keeps its value (Summary.moved_inputs).  Before, the caller's cell was weakly written
   with an unknown number; a parameter never read before the call then held no address
   at all, and a store through it went to unknown memory, hiding the block it stored.
   The cell still counts as written: a read through it after the call may see another
   byte, so the path check does not take the two tests of *p below for one. */
#include <stdlib.h>

struct rec { char *name; int len; };

static void next_rec(struct rec **pp)
{
    *pp = *pp + 1;
}

static int fill_second(struct rec *r)
{
    next_rec(&r);
    r->name = malloc(16);
    if (!r->name)
        return -1;
    r->len = 16;
    return 0;
}

int lose_second(void)
{
    struct rec recs[2];
    recs[0].name = NULL;
    recs[1].name = NULL;
    if (fill_second(recs) != 0)
        return 1;
    recs[1].name = NULL;
    return 0;                               // LEAK
}

int free_second(void)
{
    struct rec recs[2];
    recs[0].name = NULL;
    recs[1].name = NULL;
    if (fill_second(recs) != 0)
        return 1;
    free(recs[1].name);
    return 0;                               // NOLEAK
}

static void skip(char **pp)
{
    *pp = *pp + 1;
}

int tested_twice(char *p)
{
    char *b = malloc(4);
    if (!b)
        return -1;
    if (*p == 'a') {
        skip(&p);
        if (*p != 'a')
            return 0;                       // LEAK
    }
    free(b);
    return 1;                               // NOLEAK
}

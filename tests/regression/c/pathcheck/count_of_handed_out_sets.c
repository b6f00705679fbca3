// options: --path-check-steps 1000
/* A procedure that stores fresh sets through its argument and returns how many it made
   (regex's group_nodes_into_DFAstates: 0 only before it makes any, -1 after freeing
   them), whose caller tests the count (build_trtable: "if (ndests <= 0) return").  Its
   outcomes by result come from a partition of its paths, which gets a sixth of the step
   budget (SHARPEN_SHARE): the partition of this loop nest runs out there, the summary
   has no outcomes, and the caller finds the sets lost where the count is 0.  Half the
   budget (HANDING_OUT_SHARE) for every procedure that stores blocks through its
   arguments and returns an integer decides it (and m4's build_trtable), but cost +6%
   CPU on the ssh client: it was a known false alarm.  The budget is set low here so that
   the nest needed more than a sixth of it.  Since a call no longer frees the block of
   the name it makes itself (add()'s realloc at the second call in the loop freed the
   first call's block, and with it the new one: the joined states then told apart
   allocated and freed names that are one), the partition fits in its share, the
   outcomes say that 0 comes with no set made, and the alarm is pruned. */
#include <stdlib.h>
struct set { long n; long *elems; };

static int add(struct set *s, long e)
{
    long *p = realloc(s->elems, (s->n + 1) * sizeof *p);
    if (!p)
        return 0;
    s->elems = p;
    s->elems[s->n++] = e;
    return 1;
}

/* groups the input's values into sets, one per distinct value: returns how many */
static long group(const long *in, long len, struct set *dests)
{
    long i, j, ndests = 0;
    for (i = 0; i < len; ++i) {
        for (j = 0; j < ndests; ++j)
            if (dests[j].elems[0] == in[i])
                break;
        if (j == ndests) {
            dests[ndests].n = 0;
            dests[ndests].elems = NULL;
            if (!add(&dests[ndests], in[i]))
                goto fail;
            ++ndests;
        } else if (in[i] > 100) {
            if (!add(&dests[j], in[i]))
                goto fail;
        }
    }
    return ndests;
 fail:
    for (j = 0; j < ndests; ++j)
        free(dests[j].elems);
    return -1;
}

int count_groups(const long *in, long len)
{
    struct set dests[16];
    long n = group(in, len, dests), j;
    if (n <= 0)
        return 0;                       // NOLEAK
    for (j = 0; j < n; ++j)
        free(dests[j].elems);
    return (int) n;
}

/* a single group is dropped: its set is lost */
int count_pairs(const long *in, long len)
{
    struct set dests[16];
    long n = group(in, len, dests), j;
    if (n <= 1)
        return 0;                       // LEAK
    for (j = 0; j < n; ++j)
        free(dests[j].elems);
    return (int) n;
}

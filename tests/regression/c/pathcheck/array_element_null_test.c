/* A callee that stores a fresh block straight into an array element and tests the
   element for NULL (`dests[nd].elems = malloc(..); if (dests[nd].elems == NULL) goto
   err;`): the test reads a cell that stands for every element, so on its own it does not
   tell that the block was not made, and the callee's -1 outcome kept the block; a caller
   that returns on -1 was reported to lose it (found while tracing GNU m4's build_trtable
   alarms at stop 67).  The normalisation now has the test read the temporary the store
   wrote (``engine.normalize.forward_stored_pointers``), as if the block had gone through
   a local first (`e = malloc(..); if (!e) goto err; dests[nd].elems = e;`).  A caller
   that drops the blocks it was given is still reported. */
#include <stdlib.h>

struct set { int n; int *elems; };

int fill_direct(struct set *dests, const int *in, int k)
{
    int nd = 0, j;
    for (int i = 0; i < k; i++) {
        for (j = 0; j < nd; j++)
            if (dests[j].n == in[i])
                break;
        if (j == nd) {
            dests[nd].elems = malloc(sizeof (int));
            if (dests[nd].elems == NULL)
                goto err;
            dests[nd].n = in[i];
            nd++;
        }
    }
    return nd;
err:
    for (j = 0; j < nd; j++)
        free(dests[j].elems);
    return -1;
}

int fill_local(struct set *dests, const int *in, int k)
{
    int nd = 0, j;
    for (int i = 0; i < k; i++) {
        for (j = 0; j < nd; j++)
            if (dests[j].n == in[i])
                break;
        if (j == nd) {
            int *e = malloc(sizeof (int));
            if (e == NULL)
                goto err;
            dests[nd].elems = e;
            dests[nd].n = in[i];
            nd++;
        }
    }
    return nd;
err:
    for (j = 0; j < nd; j++)
        free(dests[j].elems);
    return -1;
}

int use_direct(const int *in, int k)
{
    struct set d[8];
    int nd = fill_direct(d, in, k);
    if (nd <= 0)
        return nd;                      // NOLEAK
    for (int i = 0; i < nd; i++)
        free(d[i].elems);
    return 0;
}

int use_local(const int *in, int k)
{
    struct set d[8];
    int nd = fill_local(d, in, k);
    if (nd <= 0)
        return nd;                      // NOLEAK
    for (int i = 0; i < nd; i++)
        free(d[i].elems);
    return 0;
}

int use_and_forget(const int *in, int k)
{
    struct set d[8];
    int nd = fill_local(d, in, k);
    if (nd <= 0)
        return nd;
    return d[0].n;                      // LEAK
}

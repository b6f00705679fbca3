/* A procedure that makes blocks at several sites in a loop and returns how many it made,
   0 only before the first (gnulib regex's group_nodes_into_DFAstates: five sites of node
   sets, and build_trtable's `if (ndests <= 0) return ..`).  The partition that keeps
   paths apart by which blocks exist, newest and older of each site, has more allocated
   sets than --path-check-disjuncts at the loop and goes over its budget, and the summary
   then has no return outcomes: the caller's test of the count is not tied to the blocks.
   A partition that keeps apart only the paths with and without blocks finishes, and its
   outcomes say "returns 0, made nothing" (PathVerifier.for_presence).  A caller that
   returns where the count is 1 loses the one block. */
#include <stdlib.h>

struct set { int n; int *elems; };

static int group(const int *items, int len, struct set *sets)
{
    int count = 0;
    for (int i = 0; i < len; i++) {
        int kind = items[i] % 8;
        if (kind == 0) {
            continue;
        } else if (kind == 1) {
            sets[count].elems = malloc(1 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 1;
            count++;
        } else if (kind == 2) {
            sets[count].elems = malloc(2 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 2;
            count++;
        } else if (kind == 3) {
            sets[count].elems = malloc(3 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 3;
            count++;
        } else if (kind == 4) {
            sets[count].elems = malloc(4 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 4;
            count++;
        } else if (kind == 5) {
            sets[count].elems = malloc(5 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 5;
            count++;
        } else if (kind == 6) {
            sets[count].elems = malloc(6 * sizeof(int));
            if (sets[count].elems == NULL)
                abort();
            sets[count].n = 6;
            count++;
        }
    }
    return count;
}

int build(const int *items, int len)
{
    struct set sets[64];
    int n = group(items, len, sets);

    if (n <= 0)
        return n;                       // NOLEAK
    for (int j = 0; j < n; j++)
        free(sets[j].elems);
    return 0;                           // NOLEAK
}

int build_but_one(const int *items, int len)
{
    struct set sets[64];
    int n = group(items, len, sets);

    if (n <= 1)
        return n;                       // LEAK
    for (int j = 0; j < n; j++)
        free(sets[j].elems);
    return 0;                           // NOLEAK
}

// options: --path-check off
/* A callee that points a field of its argument at another field of the same argument
   (``a->cur = a->inline_buf``), a field it never reads or writes otherwise, and at a heap
   block on another path.  The write of the inline address is part of the summary: the
   caller's field may still point into its own record after the call, so the caller's
   ``a.cur == a.inline_buf`` test can be true, and the block kept in ``a.spare`` is lost
   on that branch.  (Before, the summary dropped that write, the caller took the field
   to hold the block for certain, and the branch was dead: the leak went unreported.) */
#include <stdlib.h>

struct rec {
    int *cur;
    int *spare;
    int inline_buf[4];
};

int setup(struct rec *a, int n, int use_heap)
{
    int *m;
    a->cur = a->inline_buf;
    a->spare = NULL;
    m = malloc(n * sizeof(int));
    if (m == NULL)
        return -1;
    a->spare = m;
    if (use_heap)
        a->cur = m;
    return 0;
}

int caller(int n, int use_heap)
{
    struct rec a;
    if (setup(&a, n, use_heap) < 0)
        return -1;              // NOLEAK
    if (a.cur == a.inline_buf)
        return 0;               // LEAK
    free(a.spare);
    return 1;                   // NOLEAK
}

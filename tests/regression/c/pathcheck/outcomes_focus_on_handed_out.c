/* Outcomes sharpened by a partition focused on the blocks the callee hands out: expand()
   makes and frees six scratch buffers, each on a condition, after the status is set, so
   its whole partition has 64 allocated sets where it can keep 32 and joins everything,
   status and all.  Kept apart only by the returned block, the outcomes say "non-NULL
   only with *perr == 0". */
#include <stdlib.h>
#include <string.h>

static char *expand(int *perr, int c)
{
    char *ret = NULL;
    char *t0, *t1, *t2, *t3, *t4, *t5;
    *perr = 1;
    if (c < 0)
        goto out;
    ret = strdup("x");
    if (ret == NULL)
        abort();
    *perr = 0;
out:
    t0 = (c & 1) ? malloc(1) : NULL;
    t1 = (c & 2) ? malloc(1) : NULL;
    t2 = (c & 4) ? malloc(1) : NULL;
    t3 = (c & 8) ? malloc(1) : NULL;
    t4 = (c & 16) ? malloc(1) : NULL;
    t5 = (c & 32) ? malloc(1) : NULL;
    free(t0);
    free(t1);
    free(t2);
    free(t3);
    free(t4);
    free(t5);
    return *perr ? NULL : ret;
}

int tied(int c)
{
    int err;
    char *p = expand(&err, c);
    if (p == NULL || err)
        return 0;                                  // NOLEAK
    free(p);
    return 1;
}

int untied(int c, int other)
{
    int err;
    char *p = expand(&err, c);
    if (p == NULL || other)
        return err;                                // LEAK
    free(p);
    return 1;
}

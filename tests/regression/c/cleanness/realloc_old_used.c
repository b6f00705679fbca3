/* realloc, broken: the old pointer is used and freed after a successful call. */
#include <stdlib.h>

int grow_bad(int n)
{
    char *p = malloc(8);
    char *q;
    if (!p)
        return -1;
    q = realloc(p, n);
    if (q == NULL) {
        free(p);
        return -1;
    }
    p[0] = 1;                           // USE-AFTER-FREE
    free(q);
    return 0;
}

int grow_free_old(int n)
{
    char *p = malloc(8);
    char *q;
    if (!p)
        return -1;
    q = realloc(p, n);
    if (q != NULL)
        free(p);                        // DOUBLE-FREE
    return 0;                           // LEAK
}

/* realloc: the old pointer is freed only when the call succeeds. */
#include <stdlib.h>

int grow_ok(int n)
{
    char *p = malloc(8);
    char *q;
    if (!p)
        return -1;
    q = realloc(p, n);
    if (q == NULL) {
        free(p);                        // NO-DOUBLE-FREE
        return -1;
    }
    q[0] = 1;                           // NO-USE-AFTER-FREE
    free(q);                            // NO-DOUBLE-FREE
    return 0;
}

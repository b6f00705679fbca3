/* Freed in one iteration, used in the next. */
#include <stdlib.h>

int loop_bad(int n)
{
    int *p = malloc(sizeof *p);
    int i, s = 0;
    if (!p)
        return 0;
    *p = 1;
    for (i = 0; i < n; i++) {
        s += *p;                        // USE-AFTER-FREE
        if (i == 3)
            free(p);
    }
    return s;                           // LEAK
}

/* Each element is released by a callee in a loop over an array: no double free. */
#include <stdlib.h>

void release(char *s)
{
    free(s);
}

void release_all(char **v, int n)
{
    int i;
    for (i = 0; i < n; i++)
        release(v[i]);                  // NO-DOUBLE-FREE
}

/* A free inside a loop of a block allocated before it. */
#include <stdlib.h>

void free_in_loop(int n)
{
    char *p = malloc(4);
    int i;
    for (i = 0; i < n; i++)
        free(p);                        // DOUBLE-FREE
}

void alloc_free_in_loop(int n)
{
    int i;
    for (i = 0; i < n; i++) {
        char *p = malloc(4);
        free(p);                        // NO-DOUBLE-FREE
    }
}

/* A copy of the pointer is freed after the original. */
#include <stdlib.h>

void alias_twice(void)
{
    char *p = malloc(4);
    char *q = p;
    free(p);
    free(q);                            // DOUBLE-FREE
}

void alias_once(void)
{
    char *p = malloc(4);
    char *q = p;
    p = NULL;
    free(q);                            // NO-DOUBLE-FREE
}

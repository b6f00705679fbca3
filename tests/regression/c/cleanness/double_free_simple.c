/* The same block freed twice on one path, and on one of two paths. */
#include <stdlib.h>

void must_twice(void)
{
    char *p = malloc(4);
    free(p);
    free(p);                            // DOUBLE-FREE
}

void may_twice(int c)
{
    char *p = malloc(4);
    if (c)
        free(p);
    free(p);                            // DOUBLE-FREE
}

void reset_between(void)
{
    char *p = malloc(4);
    free(p);
    p = malloc(4);
    free(p);                            // NO-DOUBLE-FREE
}

void null_between(void)
{
    char *p = malloc(4);
    free(p);
    p = NULL;
    free(p);                            // NO-DOUBLE-FREE
}

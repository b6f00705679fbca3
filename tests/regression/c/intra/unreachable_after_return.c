/* Code after a return (or after a non-returning call, or after an infinite loop)
   is unreachable: its allocations are never made and never reported. */
#include <stdlib.h>

int after_return(int x)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    free(p);
    return x;                           // NOLEAK
    p = malloc(8);                      /* dead */
    return 0;                           // NOLEAK
}

int after_exit(int x)
{
    char *p = malloc(8);
    if (x < 0) {
        exit(1);
        free(p);                        /* dead */
        return -1;                      // NOLEAK
    }
    free(p);
    return x;                           // NOLEAK
}

int after_forever(int x)
{
    char *p = malloc(8);
    free(p);
    for (;;) {
        if (x-- <= 0)
            return 0;                   // NOLEAK
    }
    p = malloc(8);                      /* dead: the loop only leaves by return */
    return 1;                           // NOLEAK
}

/* if (0) / while (0) bodies */
void constant_false(void)
{
    char *p = NULL;
    if (0)
        p = malloc(8);
    while (0)
        p = malloc(16);
    free(p);
    return;                             // NOLEAK
}

/* the leaking return is live, the dead one is not */
int dead_and_live(int x)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (x)
        return 1;                       // LEAK
    free(p);
    return 0;                           // NOLEAK
    return 2;                           // NOLEAK
}

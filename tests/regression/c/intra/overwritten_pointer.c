/* A pointer overwritten while it holds the only reference to a block loses the block. */
#include <stdlib.h>
#include <string.h>

void reassign(void)
{
    char *p = malloc(16);
    if (!p)
        return;                         // NOLEAK
    strcpy(p, "first");
    p = malloc(32);                     /* the first block is lost here */
    if (!p)
        return;                         // LEAK
    strcpy(p, "second");
    free(p);
    return;                             // LEAK
}

void reassign_fixed(void)
{
    char *p = malloc(16);
    if (!p)
        return;                         // NOLEAK
    strcpy(p, "first");
    free(p);
    p = malloc(32);
    if (!p)
        return;                         // NOLEAK
    strcpy(p, "second");
    free(p);
    return;                             // NOLEAK
}

int reset_to_null(int n)
{
    int *counts = calloc(n, sizeof *counts);
    if (!counts)
        return -1;                      // NOLEAK
    counts[0] = n;
    counts = NULL;                      /* "reset" without free */
    return n;                           // LEAK
}

void overwrite_with_other(const char *s)
{
    char *a = strdup(s);
    char *b = strdup(s);
    a = b;                              /* the first copy is lost */
    free(a);
    return;                             // LEAK
}

/* GNU `x ?: y`: x is evaluated once; its value when non-zero, else y. */
#include <stdlib.h>
#include <string.h>

const char *fallback = "none";

int name_length(const char *s)
{
    const char *name = strdup(s) ?: fallback;
    return (int)strlen(name);           // LEAK
}

int name_length_freed(const char *s)
{
    char *copy = strdup(s);
    const char *name = copy ?: fallback;
    int n = (int)strlen(name);
    free(copy);
    return n;                           // NOLEAK
}

char *dup_or_empty(const char *s)
{
    char *p = strdup(s) ?: calloc(1, 1);
    return p;                           // NOLEAK
}

int elvis_once(int *counter)
{
    /* the left operand is evaluated once: the block is not allocated twice */
    char *p = malloc(4) ?: NULL;
    free(p);
    return *counter;                    // NOLEAK
}

/* Two allocations: the error exit after the second one must release the first.
   A combined NULL check (!x || !y) must free both (free(NULL) is a no-op). */
#include <stdlib.h>
#include <string.h>

struct pair { char *key; char *value; };

int pair_set(struct pair *out, const char *k, const char *v)
{
    char *key = strdup(k);
    if (!key)
        return -1;                      // NOLEAK
    char *value = strdup(v);
    if (!value)
        return -1;                      // LEAK
    out->key = key;
    out->value = value;
    return 0;                           // NOLEAK
}

int pair_set_fixed(struct pair *out, const char *k, const char *v)
{
    char *key = strdup(k);
    if (!key)
        return -1;                      // NOLEAK
    char *value = strdup(v);
    if (!value) {
        free(key);
        return -1;                      // NOLEAK
    }
    out->key = key;
    out->value = value;
    return 0;                           // NOLEAK
}

int both_or_none(size_t a, size_t b)
{
    char *x = malloc(a);
    char *y = malloc(b);
    if (!x || !y) {
        free(x);
        free(y);
        return -1;                      // NOLEAK
    }
    x[0] = 'x';
    y[0] = 'y';
    free(y);
    free(x);
    return 0;                           // NOLEAK
}

int both_or_none_leaky(size_t a, size_t b)
{
    char *x = malloc(a);
    char *y = malloc(b);
    if (!x || !y)
        return -1;                      // LEAK
    x[0] = 'x';
    y[0] = 'y';
    free(y);
    free(x);
    return 0;                           // NOLEAK
}

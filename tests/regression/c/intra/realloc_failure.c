/* The classic `p = realloc(p, n)`: when realloc fails it returns NULL and leaves the
   old block allocated, but the only pointer to it has just been overwritten. */
#include <stdlib.h>
#include <string.h>

int grow_and_fill(size_t n)
{
    char *buf = malloc(16);
    if (!buf)
        return -1;                      // NOLEAK
    memset(buf, 0, 16);
    buf = realloc(buf, n);
    if (!buf)
        return -1;                      // LEAK
    memset(buf, 'x', n);
    free(buf);
    return 0;                           // NOLEAK
}

int grow_twice(size_t n)
{
    int *v = malloc(4 * sizeof *v);
    if (v == NULL)
        return -1;                      // NOLEAK
    v = realloc(v, 8 * sizeof *v);
    if (v == NULL)
        return -2;                      // LEAK
    v = realloc(v, n * sizeof *v);
    if (v == NULL)
        return -3;                      // LEAK
    v[0] = 1;
    free(v);
    return 0;                           // NOLEAK
}

struct vec { int *data; size_t len, cap; };

/* The old block belongs to the caller (v->data on entry).  On failure v->data is
   overwritten with NULL and the caller's block is lost for good. */
int vec_reserve(struct vec *v, size_t cap)
{
    v->data = realloc(v->data, cap * sizeof *v->data);
    if (!v->data)
        return -1;                      // TODO-FN leak (the lost old block is the caller's input memory, an explore address that is never in the allocated set)
    v->cap = cap;
    return 0;                           // NOLEAK
}

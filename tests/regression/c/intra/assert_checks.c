/* assert() on the allocation result: when it fails the process aborts (no leak on
   that path); the block must still be freed on the normal path. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

char *copy_asserted(const char *s)
{
    char *p = strdup(s);
    assert(p != NULL);
    return p;                           // NOLEAK
}

size_t len_asserted(const char *s)
{
    char *p = strdup(s);
    size_t n;
    assert(p);
    n = strlen(p);
    free(p);
    return n;                           // NOLEAK
}

size_t len_asserted_leak(const char *s)
{
    char *p = strdup(s);
    assert(p != NULL);
    return strlen(p);                   // LEAK
}

int bounds_asserted(int i)
{
    int *v = calloc(8, sizeof *v);
    int r;
    if (!v)
        return -1;                      // NOLEAK
    assert(i >= 0 && i < 8);
    r = v[i];
    free(v);
    return r;                           // NOLEAK
}

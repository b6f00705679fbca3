/* config.prog: xmalloc/xstrdup/xstrndup, defined here and used by config.c and main.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        perror("xmalloc");
        exit(2);
    }
    return p;                           // NOLEAK
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));      // NOLEAK
}

char *xstrndup(const char *s, size_t n)
{
    char *d = xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;                           // NOLEAK
}

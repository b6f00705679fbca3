/* A string builder struct on the stack with a heap buffer that grows; the result is
   detached and returned, or the builder is abandoned on error. */
#include <stdlib.h>
#include <string.h>

struct sb { char *buf; size_t len, cap; };

char *repeat(const char *s, int times)
{
    struct sb b;
    size_t n = strlen(s);
    int i;
    b.cap = 16;
    b.len = 0;
    b.buf = malloc(b.cap);
    if (!b.buf)
        return NULL;                    // NOLEAK
    for (i = 0; i < times; i++) {
        if (b.len + n + 1 > b.cap) {
            char *nb;
            size_t ncap = (b.len + n + 1) * 2;
            nb = realloc(b.buf, ncap);
            if (!nb) {
                free(b.buf);
                return NULL;            // NOLEAK
            }
            b.buf = nb;
            b.cap = ncap;
        }
        memcpy(b.buf + b.len, s, n);
        b.len += n;
    }
    b.buf[b.len] = '\0';
    return b.buf;                       // NOLEAK
}

char *repeat_abandon(const char *s, int times)
{
    struct sb b;
    size_t n = strlen(s);
    int i;
    b.cap = 16;
    b.len = 0;
    b.buf = malloc(b.cap);
    if (!b.buf)
        return NULL;                    // NOLEAK
    for (i = 0; i < times; i++) {
        if (b.len + n + 1 > b.cap)
            return NULL;                // LEAK
        memcpy(b.buf + b.len, s, n);
        b.len += n;
    }
    b.buf[b.len] = '\0';
    return b.buf;                       // NOLEAK
}

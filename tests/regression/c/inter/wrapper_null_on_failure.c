/* A constructor that returns NULL when an allocation fails (no abort) and cleans up
   its partial work first.  Its failure exits return exactly NULL, so callers drop the
   block on their NULL branch: an early return there loses nothing.  Callers that get a
   valid object and forget it leak; so does a caller whose second construction fails. */
#include <stdlib.h>
#include <string.h>

struct buf {
    char *data;
    size_t len;
    size_t cap;
};

struct buf *buf_new(size_t cap)
{
    struct buf *b = malloc(sizeof *b);
    if (!b)
        return NULL;                    // NOLEAK
    b->data = malloc(cap);
    if (!b->data) {
        free(b);
        return NULL;                    // NOLEAK
    }
    b->len = 0;
    b->cap = cap;
    return b;                           // NOLEAK
}

void buf_free(struct buf *b)
{
    if (!b)
        return;
    free(b->data);
    free(b);
}

int buf_demo(size_t n)
{
    struct buf *b = buf_new(n);
    if (b == NULL)
        return -1;                      // NOLEAK
    b->data[0] = 'x';
    b->len = 1;
    buf_free(b);
    return 0;                           // NOLEAK
}

int buf_demo_leaky(size_t n)
{
    struct buf *b = buf_new(n);
    if (!b)
        return -1;                      // NOLEAK
    if (n < 2)
        return -2;                      // LEAK
    buf_free(b);
    return 0;                           // NOLEAK
}

/* the second construction failing loses the first object */
int two_bufs(size_t n)
{
    struct buf *a = buf_new(n);
    struct buf *b;
    if (!a)
        return -1;                      // NOLEAK
    b = buf_new(n);
    if (!b)
        return -1;                      // LEAK
    memcpy(b->data, a->data, n);
    buf_free(a);
    buf_free(b);
    return 0;                           // NOLEAK
}

/* a wrapper of the wrapper: passes NULL through */
struct buf *buf_from_string(const char *s)
{
    size_t n = strlen(s) + 1;
    struct buf *b = buf_new(n);
    if (!b)
        return NULL;                    // NOLEAK
    memcpy(b->data, s, n);
    b->len = n - 1;
    return b;                           // NOLEAK
}

size_t string_length(const char *s)
{
    struct buf *b = buf_from_string(s);
    size_t n;
    if (!b)
        return 0;                       // NOLEAK
    n = b->len;
    buf_free(b);
    return n;                           // NOLEAK
}

/* keeps only the data pointer and drops the header: the struct leaks */
char *string_copy_leaky(const char *s)
{
    struct buf *b = buf_from_string(s);
    if (!b)
        return NULL;                    // NOLEAK
    return b->data;                     // LEAK
}

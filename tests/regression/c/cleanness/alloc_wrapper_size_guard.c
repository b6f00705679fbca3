/* An allocator wrapper that aborts when malloc fails, except for a zero size (httpd's
   ap_malloc): its NULL result comes only where the size is 0, so a caller asking for a
   non-zero size gets no "NULL if the allocation failed" note; one whose size may be 0
   still does, and so does one that converts -1 to a huge size_t (the conversion is the
   parameter's). */
#include <stdlib.h>

void die(void) __attribute__((noreturn));

void *xmalloc0(size_t size)
{
    void *p = malloc(size);

    if (p == NULL && size != 0)
        die();
    return p;
}

void *xmalloc_small(size_t size)
{
    void *p = malloc(size);

    if (p == NULL && size < 1000)
        die();
    return p;
}

struct info { int a; int b; };

int fixed(void)
{
    struct info *i = xmalloc0(sizeof(*i));

    i->a = 1;                           // NO-NULL-DEREF
    i->b = 2;
    free(i);
    return 0;
}

int any_size(size_t n)
{
    char *b = xmalloc0(n);

    b[0] = 0;                           // NULL-DEREF
    free(b);
    return 0;
}

int small(void)
{
    char *b = xmalloc_small(16);

    b[0] = 0;                           // NO-NULL-DEREF
    free(b);
    return 0;
}

int huge(void)
{
    char *b = xmalloc_small(-1);

    b[0] = 0;                           // NULL-DEREF
    free(b);
    return 0;
}

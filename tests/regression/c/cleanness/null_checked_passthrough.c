/* A helper that returns its pointer argument only after making sure it is not NULL
   (gnulib's `nonnull (p)`: `if (!p) xalloc_die (); return p;`) returns no NULL, even
   where the caller passes a NULL that an allocation's failure may make: xmalloc() built
   on it never hands that NULL to its callers.  A helper that passes the NULL on
   untested, or tests it without stopping, still returns it. */
#include <stdlib.h>
#include <string.h>

_Noreturn void die(void);
void note(const char *what);

static void *nonnull(void *p)
{
    if (!p)
        die();
    return p;
}

static void *passthrough(void *p)
{
    return p;
}

static void *logged(void *p)
{
    if (!p)
        note("allocation failed");
    return p;
}

void *xmalloc(size_t n) { return nonnull(malloc(n)); }
void *ymalloc(size_t n) { return passthrough(malloc(n)); }
void *zmalloc(size_t n) { return logged(malloc(n)); }

void *xmemdup(const void *p, size_t n)
{
    return memcpy(xmalloc(n), p, n);    // NO-NULL-DEREF
}

int first_x(void)
{
    char *q = xmalloc(8);
    int c;
    q[0] = 1;                           // NO-NULL-DEREF
    c = q[0];
    free(q);
    return c;
}

int first_y(void)
{
    char *q = ymalloc(8);
    int c;
    q[0] = 1;                           // NULL-DEREF
    c = q[0];
    free(q);
    return c;
}

int first_z(void)
{
    char *q = zmalloc(8);
    int c;
    q[0] = 1;                           // NULL-DEREF
    c = q[0];
    free(q);
    return c;
}

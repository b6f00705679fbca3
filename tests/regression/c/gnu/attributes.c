/* GNU attributes kept as facts: malloc, returns_nonnull, noreturn, nonnull, and others
 * (unused, aligned, format...) accepted anywhere GCC accepts them. */
#include <stdlib.h>
#include <string.h>

void *pool_get(size_t n) __attribute__((malloc, alloc_size(1)));
__attribute__((__malloc__, __returns_nonnull__)) char *xstrdup(const char *s);
__attribute__((noreturn)) void fatal(const char *msg);
void log_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void fatal2(int code);
void keep(void *registry, void *p) __attribute__((nonnull(1)));

struct __attribute__((packed)) packed_pair { char tag; int value; } __attribute__((aligned(4)));

int declared_allocator_leak(void)
{
    char *p = pool_get(8);
    if (!p)
        return -1;                      // NOLEAK
    p[0] = 0;
    return 0;                           // LEAK
}

int declared_allocator_freed(void)
{
    char *p = pool_get(8);
    free(p);
    return 0;                           // NOLEAK
}

int never_null(const char *s)
{
    char *p = xstrdup(s);
    if (p == NULL)
        return 0;                       // NOLEAK
    return 1;                           // LEAK
}

char *noreturn_on_failure(size_t n)
{
    char *p = malloc(n);
    if (!p)
        fatal("out of memory");
    char *q __attribute__((unused)) = malloc(n);
    if (!q) {
        free(p);
        fatal2(1);
    }
    free(q);
    log_msg("%d", 1);
    return p;                           // NOLEAK
}

void handed_over(void *registry)
{
    /* a function with only `nonnull` keeps the unknown-function policy: p escapes */
    char *p = malloc(4);
    keep(registry, p);                  // NOLEAK
}

/* __builtin_*: expect, offsetof, types_compatible_p, constant_p, unreachable, alloca,
 * overflow checks, and library builtins (__builtin_memcpy ...). */
#include <stdlib.h>
#include <stddef.h>

struct hdr { int n; char body[8]; };

int expect_leak(int n)
{
    char *p = malloc(n);
    if (__builtin_expect(p == NULL, 0))
        return -1;                      // NOLEAK
    return __builtin_offsetof(struct hdr, body); // LEAK
}

int compatible(void)
{
    char *p = malloc(4);
    if (__builtin_types_compatible_p(int, long))
        return 1;                       // NOLEAK
    if (__builtin_types_compatible_p(const int, int))
        free(p);
    return 0;                           // NOLEAK
}

int overflow(int a, int b)
{
    int sum;
    char *p = malloc(4);
    if (__builtin_add_overflow(a, b, &sum))
        return -1;                      // LEAK
    if (__builtin_mul_overflow(sum, 2, &sum))
        __builtin_unreachable();
    free(p);
    return sum;                         // NOLEAK
}

int stack_only(int n)
{
    char *tmp = __builtin_alloca(n);
    tmp[0] = (char)__builtin_constant_p(n);
    return tmp[0];                      // NOLEAK
}

struct hdr *copy_hdr(const struct hdr *h)
{
    struct hdr *c = malloc(sizeof *c);
    if (!c)
        return NULL;                    // NOLEAK
    __builtin_memcpy(c, h, sizeof *c);
    return c;                           // NOLEAK
}

void trap_after_leak(void)
{
    char *p = malloc(4);
    if (p)
        __builtin_trap();               // NOLEAK
}

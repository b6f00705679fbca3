/* va_arg, assert and offsetof must expand to something pycparser parses. */
#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>

struct pair { int a; char *name; double w[4]; };

char *pick(int n, ...)
{
    va_list ap, copy;
    char *s = NULL;
    size_t off = offsetof(struct pair, name) + offsetof(struct pair, w[2]);
    assert(n >= 0);
    va_start(ap, n);
    va_copy(copy, ap);
    while (n-- > 0) {
        s = va_arg(ap, char *);
        (void)va_arg(copy, int);
    }
    va_end(copy);
    va_end(ap);
    assert(s != NULL && off > 0);
    return s;
}

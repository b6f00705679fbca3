/* __attribute__ in every position GCC accepts: types, fields, enumerators, typedefs,
 * parameters, statements (fallthrough), labels, casts, function pointers. */
#include <stdlib.h>
struct __attribute__((packed)) a { int x __attribute__((aligned(8))); char c; } __attribute__((aligned(16)));
enum e { E1 __attribute__((deprecated)), E2 };
typedef int myint __attribute__((aligned(4)));
typedef void (*cb)(void *) __attribute__((nonnull));
static int g __attribute__((used)) = 3;
int __attribute__((noinline)) f(int x __attribute__((unused)), char *__attribute__((nonnull)) p)
{
    int r = 0;
    switch (x) {
    case 1:
        r = 1;
        __attribute__((fallthrough));
    case 2:
        r += 2;
        break;
    }
out: __attribute__((unused));
    return r + (int)(long)(char * __attribute__((may_alias)))p + g;
}
void *(*fp)(size_t) __attribute__((malloc));
extern void die(const char *, ...) __attribute__((__noreturn__, __format__(__printf__, 1, 2)));
void h(void)
{
    char *p = malloc(3);
    if (!p)
        die("x");
    free(p);                            // NOLEAK
}

int k(int n)
{
    char *__attribute__((aligned(8))) q = malloc(n);
    if (q == NULL)
        die("out of memory");
    return q[0];                        // LEAK
}

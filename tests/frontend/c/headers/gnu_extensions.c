/* GNU C that pycparser cannot parse natively; must parse in both modes. */
#include <stddef.h>

#pragma GCC diagnostic ignored "-Wunused"
#ident "gnu_extensions 1.0"

#define likely(x) __builtin_expect(!!(x), 1)
#define NORETURN __attribute__((__noreturn__))

__extension__ typedef long long i64;
typedef struct __attribute__((packed, aligned(4))) {
    char c;
    int i __attribute__((aligned(8)));
} packed_t;

extern int renamed(int) __asm__("real_name") __attribute__((nothrow));
static __inline__ int twice(int x) { return 2 * x; }
static __inline int thrice(int x) { return 3 * x; }
NORETURN void die(const char *__restrict msg);
_Noreturn void die2(void);
__const char *__restrict cptr;
__signed__ char sc;
static __thread int tls_counter;
int unused_var __attribute__((unused)) = 0;
void fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

int use(int *__restrict__ p, size_t n)
{
    __typeof__(n) m = n;
    int r = 0;
    __asm__ __volatile__("" ::: "memory");
    asm volatile("nop");
    if (likely(p != NULL))
        r = twice(*p) + thrice((int)m);
    r += (int)__builtin_offsetof(packed_t, i);
    r += __alignof__(double);
    return r;
}

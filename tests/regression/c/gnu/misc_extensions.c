/* __extension__, zero-length and flexible arrays, __label__, __int128, _Static_assert,
 * asm statements and labels, __restrict, _Generic. */
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(int) == 4, "int is 32 bits");
__extension__ typedef unsigned long long u64;

struct msg { int len; char data[]; };
struct old_msg { int len; char data[0]; };

int real_name(int) __asm__("real_name_v2");
__int128 wide_acc;
unsigned __int128 uwide;

struct msg *msg_new(const char *s)
{
    size_t n = strlen(s);
    struct msg *m = malloc(sizeof *m + n + 1);
    if (!m)
        return NULL;                    // NOLEAK
    m->len = (int)n;
    memcpy(m->data, s, n + 1);
    return m;                           // NOLEAK
}

int old_msg_leak(int n)
{
    struct old_msg *m = malloc(sizeof *m + n);
    if (!m)
        return -1;                      // NOLEAK
    m->len = n;
    return m->data[0];                  // LEAK
}

int local_labels(int n)
{
    __label__ done;
    char *p = malloc(n);
    if (!p)
        goto done;
    free(p);
done:
    return __extension__ (n + 1);       // NOLEAK
}

int copy_restrict(char *__restrict dst, const char *__restrict src, int n)
{
    char *tmp = malloc(n);
    memcpy(tmp, src, n);  // NULL-DEREF (malloc unchecked: severity note)
    memcpy(dst, tmp, n);
    return n;                           // LEAK
}

long hidden_in_asm(void)
{
    /* the block is an asm input: it may be kept anywhere, so it escapes */
    char *p = malloc(4);
    long r;
    __asm__ __volatile__("mov %1, %0" : "=r"(r) : "r"(p) : "memory");
    asm("nop");
    return r;                           // NOLEAK
}

long asm_output_only(void)
{
    char *p = malloc(4);
    long r = 0;
    __asm__ volatile("rdtsc" : "=a"(r));
    return r;                           // LEAK
}

#define release(x) _Generic((x), char *: free, default: ignore)(x)
static void ignore(void *p) { (void)p; }

void generic_frees(void)
{
    char *p = malloc(4);
    release(p);                         // NOLEAK
}

void generic_ignores(void)
{
    int *q = malloc(sizeof *q);
    release(q);                         // LEAK
}

int wide(void)
{
    unsigned __int128 x = (unsigned __int128)1 << 100;
    char *p = malloc(1);
    free(p);
    return (int)(x >> 100);             // NOLEAK
}

int asm_goto(int x)
{
    char *p = malloc(4);
    asm goto("test %0, %0; jz %l1" : : "r"(x) : "cc" : zero);
    free(p);
    return 1;                           // NOLEAK
zero:
    return 0;                           // LEAK
}

#define CHECKED(x) ({ __label__ bad; int r_ = (x); if (r_ < 0) goto bad; r_ = 1; bad: ; r_; })

int local_labels_twice(int a, int b)
{
    char *p = malloc(4);
    if (CHECKED(a) < 0) {
        free(p);
        return -1;                      // NOLEAK
    }
    if (CHECKED(b) < 0)
        return -2;                      // LEAK
    free(p);
    return 0;                           // NOLEAK
}

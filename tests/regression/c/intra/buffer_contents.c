/* Branches that depend on the contents of a buffer.  A heap block (or an input
   string) is one abstract cell for all its elements, so writing one element must not
   decide the value of the others, and a loop walking a string must be able to stop. */
#include <stdlib.h>
#include <string.h>

/* strlen-style loop over the input, then the scratch block is lost */
size_t count_then_leak(const char *s)
{
    char *scratch = malloc(16);
    size_t n = 0;
    if (!scratch)
        return 0;                       // NOLEAK
    while (*s) {
        s++;
        n++;
    }
    return n;                           // LEAK
}

size_t count_idx_then_leak(const char *s)
{
    char *scratch = malloc(16);
    size_t n = 0;
    if (!scratch)
        return 0;                       // NOLEAK
    while (s[n])
        n++;
    return n;                           // LEAK
}

/* terminating a buffer decides nothing about its first byte */
int terminate_then_test(void)
{
    char *p = malloc(16);
    if (!p)
        return 0;                       // NOLEAK
    memset(p, 'a', 16);
    p[15] = '\0';
    if (p[0] == 'a')
        return 1;                       // LEAK
    free(p);
    return 0;                           // NOLEAK
}

/* walking a heap string with a cursor */
size_t heap_scan(void)
{
    char *p = malloc(16);
    char *q;
    if (!p)
        return 0;                       // NOLEAK
    strcpy(p, "abc");
    for (q = p; *q; q++)
        ;
    return (size_t)(q - p);             // LEAK
}

size_t heap_scan_fixed(void)
{
    char *p = malloc(16);
    char *q;
    size_t n;
    if (!p)
        return 0;                       // NOLEAK
    strcpy(p, "abc");
    for (q = p; *q; q++)
        ;
    n = (size_t)(q - p);
    free(p);
    return n;                           // NOLEAK
}

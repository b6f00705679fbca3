/* The small-buffer optimisation: use a stack buffer when the data fits, the heap
   otherwise, and free only when the heap was used. */
#include <stdlib.h>
#include <string.h>

size_t with_scratch(const char *s)
{
    char stackbuf[64];
    size_t n = strlen(s) + 1;
    char *buf = n <= sizeof stackbuf ? stackbuf : malloc(n);
    if (!buf)
        return 0;                       // NOLEAK
    memcpy(buf, s, n);
    if (buf != stackbuf)
        free(buf);
    return n;                           // NOLEAK (a false alarm once, no longer reported: pointer (in)equality with a non-NULL pointer does not refine: on buf == stackbuf the heap block is still thought possible)
}

size_t with_scratch_flag(const char *s)
{
    char stackbuf[64];
    size_t n = strlen(s) + 1;
    int heap = n > sizeof stackbuf;
    char *buf = heap ? malloc(n) : stackbuf;
    if (!buf)
        return 0;                       // NOLEAK
    memcpy(buf, s, n);
    if (heap)
        free(buf);
    return n;                           // NOLEAK (a false alarm once, no longer reported: path-insensitive: `heap` is not correlated with which buffer buf points to)
}

/* freeing unconditionally would free the stack buffer: instead, always use the heap */
size_t always_heap(const char *s)
{
    size_t n = strlen(s) + 1;
    char *buf = malloc(n);
    if (!buf)
        return 0;                       // NOLEAK
    memcpy(buf, s, n);
    free(buf);
    return n;                           // NOLEAK
}

size_t with_scratch_forgot(const char *s)
{
    char stackbuf[64];
    size_t n = strlen(s) + 1;
    char *buf = n <= sizeof stackbuf ? stackbuf : malloc(n);
    if (!buf)
        return 0;                       // NOLEAK
    memcpy(buf, s, n);
    return n;                           // LEAK
}

/* Allocation wrappers that test the result before passing it on, with a single exit:
   `p = malloc(n); if (p) count++; return p;`.  When the wrapper returns NULL nothing was
   allocated, so a caller's early return on NULL loses nothing. */
#include <stdio.h>
#include <stdlib.h>

static unsigned long allocations;

void *counted_malloc(size_t n)
{
    void *p = malloc(n);
    if (p)
        allocations++;
    return p;                           // NOLEAK
}

void *logged_malloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        fprintf(stderr, "allocation of %lu bytes failed\n", (unsigned long)n);
    return p;                           // NOLEAK
}

int use_counted(size_t n)
{
    char *s = counted_malloc(n);
    if (!s)
        return -1;                      // NOLEAK (a false alarm once, no longer reported: the wrapper's single exit joins the NULL and non-NULL paths; the summary loses "NULL result => no block")
    s[0] = 0;
    free(s);
    return 0;                           // NOLEAK
}

int use_logged(size_t n)
{
    char *s = logged_malloc(n);
    if (s == NULL)
        return -1;                      // NOLEAK (a false alarm once, no longer reported: same join in logged_malloc)
    s[0] = 0;
    free(s);
    return 0;                           // NOLEAK
}

int use_counted_leaky(size_t n)
{
    char *s = counted_malloc(n);
    if (!s)
        return -1;                      // NOLEAK (a false alarm once, no longer reported: same join as in use_counted)
    s[0] = 0;
    return 0;                           // LEAK
}

/* Allocation wrapper that aborts on failure (xmalloc): it never returns NULL, so its
   callers need no NULL check.  Callers that free the block do not leak; callers that
   drop it leak at their own exit, and the report names the chain
   "allocated in xmalloc(), returned to <caller>()". */
#include <stdio.h>
#include <stdlib.h>

void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (p == NULL) {
        fprintf(stderr, "xmalloc: out of memory (%lu bytes)\n", (unsigned long)n);
        abort();
    }
    return p;                           // NOLEAK
}

int sum_squares(int n)
{
    int *v = xmalloc(n * sizeof *v);
    int i, s = 0;
    for (i = 0; i < n; i++)
        v[i] = i * i;
    for (i = 0; i < n; i++)
        s += v[i];
    free(v);
    return s;                           // NOLEAK
}

/* forgets the scratch array */
int sum_squares_leaky(int n)
{
    int *v = xmalloc(n * sizeof *v);
    int i, s = 0;
    for (i = 0; i < n; i++) {
        v[i] = i * i;
        s += v[i];
    }
    return s;                           // LEAK
}

/* the caller passes the block on: no NULL check is needed */
char *make_label(int id)
{
    char *s = xmalloc(16);
    snprintf(s, 16, "item-%d", id);
    return s;                           // NOLEAK
}

void print_label(int id)
{
    char *s = make_label(id);
    puts(s);
    free(s);                            // NOLEAK
}

/* an early exit skips the free: the block from xmalloc via make_label is lost */
void print_label_early_exit(int id)
{
    char *s = make_label(id);
    if (id < 0)
        return;                         // LEAK
    puts(s);
    free(s);                            // NOLEAK
}

/* A callee that stores a fresh block into its argument's struct and then frees the
   struct loses the block there: the leak is reported in the callee, once, and its
   callers do not get the block (nothing reaches it through freed memory).  A callee that
   frees the block first loses nothing. */
#include <stdlib.h>

struct stream { char *in; char *out; int size; };

void close_lazy(struct stream *s)
{
    if (s->in == NULL)
        s->in = malloc(64);
    free(s);                            // LEAK (s->in; at the end of the function)
}

void close_clean(struct stream *s)
{
    if (s->in == NULL)
        s->in = malloc(64);
    free(s->in);
    free(s);
}                                       // NOLEAK

int use_lazy(void)
{
    struct stream *s = calloc(1, sizeof *s);
    if (s == NULL)
        return -1;                      // NOLEAK
    close_lazy(s);
    return 0;                           // NOLEAK (reported in close_lazy)
}

int use_clean(void)
{
    struct stream *s = calloc(1, sizeof *s);
    if (s == NULL)
        return -1;                      // NOLEAK
    close_clean(s);
    return 0;                           // NOLEAK
}

/* Lazy initialisation through summaries: comp() allocates s->in only when s->size is 0,
   so after the caller's own init() a call of comp() keeps the block (its write is not on
   every exit, and a cell it may leave alone keeps its input content); replace() writes
   s->in on every path, so the block init() made is lost. */
#include <stdlib.h>

struct stream { char *in; unsigned size; unsigned want; int err; };

static int init(struct stream *s)
{
    s->in = malloc(s->want);
    if (s->in == NULL)
        return -1;
    s->size = s->want;
    return 0;
}

static int comp(struct stream *s)
{
    if (s->size == 0 && init(s) == -1)
        return -1;
    s->err = 0;
    return 0;
}

static int zero(struct stream *s, int len)
{
    while (len--)
        if (comp(s) == -1)
            return -1;
    return 0;
}

int stream_write(struct stream *s, int len)
{
    if (s->size == 0 && init(s) == -1)
        return 0;                       // NOLEAK
    if (len > 8 && zero(s, len) == -1)
        return 0;                       // NOLEAK
    (void)comp(s);
    return len;                         // NOLEAK
}

static void replace(struct stream *s)
{
    s->in = malloc(16);
}

int stream_reset(struct stream *s)
{
    if (s->size == 0 && init(s) == -1)
        return -1;
    replace(s);
    return 0;                           // LEAK
}

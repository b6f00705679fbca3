/* A callee's return class whose paths need what the caller cannot see (zlib 1.2.13's
   gz_comp and gz_init): comp returns -1 after a lazy initialisation that made the input
   buffer and then failed, and also where it failed without initialising; the first
   paths alone overwrite s->in for certain.  A caller that initialised the state never
   takes them (its s->size is not 0), and nothing loses its buffer: a summary outcome
   made of those paths alone must not overwrite s->in for certain. */
#include <stdlib.h>

struct state {
    unsigned size;
    char *in;
};

static int init(struct state *s)
{
    s->in = malloc(64);
    if (s->in == NULL)
        return -1;
    s->size = 64;
    return 0;
}

static int comp(struct state *s, int fail)
{
    if (s->size == 0 && init(s) == -1)
        return -1;
    if (fail)
        return -1;
    s->in[0] = 0;
    return 0;
}

int put(struct state *s, int fail)
{
    if (s->size == 0 && init(s) == -1)
        return 0;                       // NOLEAK
    if (comp(s, fail) == -1)
        return 0;                       // NOLEAK
    return 1;                           // NOLEAK
}

/* the caller's own buffer is overwritten by a fresh one for certain: lost */
int put_leaky(struct state *s)
{
    s->in = malloc(64);
    if (s->in == NULL)
        return 0;
    s->size = 64;
    if (init(s) == -1)
        return 0;                       // TODO-FN leak (init's failure path, left out: --allocation-paths-only)
    return 1;                           // LEAK
}

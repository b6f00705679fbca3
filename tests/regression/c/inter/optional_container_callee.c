// options: --path-check off
/* gnulib dfa's dfaanalyze: an array of sets made only under a flag (NULL otherwise); a
   callee grows an element's set (a new block, stored into the element it is given) under
   the same flag; the sets and the array are freed where the array exists.  Where the
   array is NULL no set was made: the callee's store into the element does not return
   where the array is NULL (State.within, through the summary's Alloc2Arg).  The engine
   alone, the path check off. */
#include <stdlib.h>

struct set { int *elems; long n, alloc; };

static void insert(int v, struct set *s)
{
    if (s->n >= s->alloc) {
        s->alloc = s->alloc * 2 + 1;
        s->elems = realloc(s->elems, s->alloc * sizeof *s->elems);
        if (!s->elems)
            abort();
    }
    s->elems[s->n++] = v;
}

static void add(struct set *dst, int v, long k)
{
    for (long i = 0; i < k; i++)
        insert(v, dst);
}

static void *xcalloc(long n, long size)
{
    void *p = calloc(n, size);
    if (!p)
        abort();
    return p;
}

struct dfa { int epsilon; long ntokens; };

void analyse(struct dfa *d, const int *tokens)
{
    long n = d->ntokens;
    struct set *backward = d->epsilon ? xcalloc(n, sizeof *backward) : NULL;
    for (long i = 0; i + 1 < n; i++) {
        if (tokens[i] == 3 && d->epsilon)
            add(&backward[tokens[i + 1]], tokens[i], 4);
    }
    if (backward) {
        for (long i = 0; i < n; i++)
            free(backward[i].elems);
        free(backward);                     // NOLEAK
    }
}

void sets_not_freed(struct dfa *d, const int *tokens)
{
    long n = d->ntokens;
    struct set *backward = d->epsilon ? xcalloc(n, sizeof *backward) : NULL;
    for (long i = 0; i + 1 < n; i++) {
        if (tokens[i] == 3 && d->epsilon)
            add(&backward[tokens[i + 1]], tokens[i], 4);
    }
    if (backward)
        free(backward);                     // LEAK
}

int set_made_anyway(struct dfa *d, const int *tokens)
{
    long n = d->ntokens;
    struct set *backward = d->epsilon ? xcalloc(n, sizeof *backward) : NULL;
    struct set local = { 0, 0, 0 };
    add(&local, tokens[0], 4);
    if (!backward)
        return 0;                           // LEAK
    free(local.elems);
    free(backward);
    return 1;
}

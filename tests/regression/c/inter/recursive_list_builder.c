/* A recursive list builder: range(lo, hi) allocates a node and links the rest built by
   the recursive call.  Its summary returns ret* and ret*.next* (k-bounded); a recursive
   free releases it all.  Also a recursive copy of a list. */
#include <stdlib.h>

struct cell {
    int value;
    struct cell *next;
};

struct cell *range(int lo, int hi)
{
    struct cell *c;
    if (lo >= hi)
        return NULL;                    // NOLEAK
    c = malloc(sizeof *c);
    if (!c)
        return NULL;                    // NOLEAK
    c->value = lo;
    c->next = range(lo + 1, hi);
    return c;                           // NOLEAK
}

void cells_free(struct cell *c)
{
    if (!c)
        return;
    cells_free(c->next);
    free(c);
}

struct cell *cells_copy(const struct cell *c)
{
    struct cell *d;
    if (!c)
        return NULL;                    // NOLEAK
    d = malloc(sizeof *d);
    if (!d)
        return NULL;                    // NOLEAK
    d->value = c->value;
    d->next = cells_copy(c->next);
    return d;                           // NOLEAK
}

int cells_len(const struct cell *c)
{
    return c ? 1 + cells_len(c->next) : 0;
}

int range_len(int n)
{
    struct cell *l = range(0, n);
    int len = cells_len(l);
    cells_free(l);
    return len;                         // NOLEAK
}

int copy_and_free_both(int n)
{
    struct cell *a = range(0, n);
    struct cell *b = cells_copy(a);
    int len = cells_len(b);
    cells_free(a);
    cells_free(b);
    return len;                         // NOLEAK
}

int copy_and_free_one(int n)
{
    struct cell *a = range(0, n);
    struct cell *b = cells_copy(a);
    int len = cells_len(b);
    cells_free(a);
    return len;                         // LEAK
}

int range_leaky(int n)
{
    struct cell *l = range(0, n);
    if (l == NULL)
        return 0;                       // NOLEAK
    return l->value;                    // LEAK
}

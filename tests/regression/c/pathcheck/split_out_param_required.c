/* The path check splits a call that passes an optional out-parameter (a parameter some
   condition mentions and that the procedure passes on) where it is NULL and where it is
   not.  Where the callee dereferences that argument on every path before any NULL test
   (its summary's "requires"), the NULL half ends in the callee: before, it went on past
   init(h) and h->slot, and put(h, copy) there stored the copy through a NULL holder, so
   the copy was "lost" on that path (found on diff's and grep's add_exclude, stop 63). */
#include <stdlib.h>
#include <string.h>

struct slot { char *data; };
struct holder { struct slot *slot; };

static void init(struct holder *h)
{
    h->slot = malloc(sizeof *h->slot);
    if (!h->slot)
        abort();
}

static void init_unchecked(struct holder *h)
{
    h->slot = malloc(sizeof *h->slot);
}

static void put(struct holder *h, char *p)
{
    h->slot->data = p;
}

void store(struct holder *h, const char *s)
{
    char *copy;
    init(h);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->slot)
        put(h, copy);
    else
        free(copy);                     // NOLEAK
}

void store_no_else(struct holder *h, const char *s)
{
    char *copy;
    init(h);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->slot)
        put(h, copy);                   // NOLEAK
}

/* the slot's allocation may fail: then the copy is kept nowhere */
void store_unchecked(struct holder *h, const char *s)
{
    char *copy;
    init_unchecked(h);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->slot)
        put(h, copy);                   // LEAK
}

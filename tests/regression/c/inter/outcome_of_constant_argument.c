/* A callee whose outcomes differ by a test of an integer parameter against a constant
   (gnulib's exclude.c: new_exclude_segment makes the hash table only for one segment
   type, and add_exclude then inserts through it).  The outcome that makes the block
   says "only where kind == 1" (its exits' intervals); the one that does not cannot say
   "only where kind != 1" by intervals, which cannot leave out one value.  Its paths all
   took the false branch of kind == 1, which the partition's tokens record
   (Summary.entry_excluded), so a caller that passes 1 cannot take it: before, it did,
   the slot was NULL there and the copy stored through it was "lost" (found on diff's and
   grep's add_exclude, stop 63).  A caller whose argument may be anything takes both. */
#include <stdlib.h>
#include <string.h>

struct slot { char *data; };
struct holder { int kind; struct slot *slot; };

static void init(struct holder *h, int kind)
{
    h->kind = kind;
    h->slot = NULL;
    if (kind == 1) {
        h->slot = malloc(sizeof *h->slot);
        if (!h->slot)
            abort();
    }
}

static void put(struct holder *h, char *p)
{
    h->slot->data = p;
}

void store_one(struct holder *h, const char *s)
{
    char *copy;
    init(h, 1);
    copy = strdup(s);
    if (!copy)
        abort();
    put(h, copy);                       // NOLEAK
}

void store_if_slot(struct holder *h, const char *s)
{
    char *copy;
    init(h, 1);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->slot)
        put(h, copy);
    else
        free(copy);                     // NOLEAK
}

void store_if_kind(struct holder *h, const char *s, int kind)
{
    char *copy;
    init(h, kind);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->kind == 1)
        put(h, copy);                   // LEAK
}

/* the other constant: only the outcome without the slot, and the caller frees the copy
   there */
void store_two(struct holder *h, const char *s)
{
    char *copy;
    init(h, 2);
    copy = strdup(s);
    if (!copy)
        abort();
    if (h->slot)
        put(h, copy);                   // NOLEAK
    else
        free(copy);
}

/* a variable kind: where it is not 3 the copy is stored nowhere (a real leak) */
void store_three(struct holder *h, const char *s, int kind)
{
    char *copy;
    init(h, kind);
    copy = strdup(s);
    if (!copy)
        abort();
    if (kind == 3)
        put(h, copy);                   // LEAK
}

/* a switch, as gnulib's: the outcome without the slot comes from the other case
   (kind == 0, which differs from 1) and from no case at all (kind != 0 and kind != 1) */
static void init_switch(struct holder *h, int kind)
{
    h->kind = kind;
    h->slot = NULL;
    switch (kind) {
    case 0:
        break;
    case 1:
        h->slot = malloc(sizeof *h->slot);
        if (!h->slot)
            abort();
        break;
    }
}

void store_switch(struct holder *h, const char *s)
{
    char *copy;
    init_switch(h, 1);
    copy = strdup(s);
    if (!copy)
        abort();
    put(h, copy);                       // NOLEAK
}

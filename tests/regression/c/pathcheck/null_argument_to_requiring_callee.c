/* A path on which a call passes NULL for an argument the callee dereferences on every
   path before any NULL test (its summary's "before any NULL test") ends at that call:
   the callee crashes there.  The path check went on with it, and a block the callee
   would have stored through the argument was "lost" on that path.  Two ways to get
   such a NULL: the split of an optional out-parameter (a parameter some condition
   mentions and that the procedure passes on) into its NULL and non-NULL halves, where
   the NULL half went on past init(h) and h->slot; and a callee's outcome that leaves a
   field NULL (a table whose allocation failed), through which the caller inserts (found
   on diff's and grep's add_exclude, gnulib's exclude.c and hash.c, stop 63). */
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

/* gnulib's shape: a segment list whose hash table's allocation may fail unchecked
   (new_segment's outcome without the table, for the very type that asks for one), and
   an insertion that may grow the table (a new bucket array, the old one freed) and
   returns the entry, or NULL where it failed */
struct entry { void *data; struct entry *next; };
struct table { struct entry *bucket; size_t n_buckets; size_t n_used; };

static int rehash(struct table *t, size_t candidate)
{
    struct entry *fresh;
    size_t size = candidate * 2;
    if (size == t->n_buckets)
        return 1;
    fresh = calloc(size, sizeof *fresh);
    if (!fresh)
        return 0;
    if (candidate & 1) {
        free(t->bucket);
        t->bucket = fresh;
        t->n_buckets = size;
        return 1;
    }
    free(fresh);
    return 0;
}

static int insert_if_absent(struct table *t, void *entry)
{
    if (t->n_used > t->n_buckets / 2 && !rehash(t, t->n_used))
        return -1;
    t->bucket[0].data = entry;
    t->n_used++;
    return 1;
}

static void *table_insert(struct table *t, void *entry)
{
    return insert_if_absent(t, entry) == -1 ? NULL : entry;
}

static struct table *table_new(size_t n)
{
    struct table *t = malloc(sizeof *t);
    if (!t)
        return NULL;
    t->n_buckets = n;
    t->n_used = 0;
    t->bucket = calloc(n, sizeof *t->bucket);
    if (!t->bucket) {
        free(t);
        return NULL;
    }
    return t;
}

struct seg { struct seg *next; int type; union { struct table *table; struct { int n; } pat; } v; };
struct exclude { struct seg *head; };

static void new_segment(struct exclude *ex, int type)
{
    struct seg *sp = calloc(1, sizeof *sp);
    if (!sp)
        abort();
    sp->type = type;
    switch (type) {
    case 1:
        break;
    case 0:
        sp->v.table = table_new(10);
        break;
    }
    sp->next = ex->head;
    ex->head = sp;
}

void add_name(struct exclude *ex, const char *name)
{
    struct seg *seg;
    char *str, *p;
    if (!(ex->head && ex->head->type == 0))
        new_segment(ex, 0);
    seg = ex->head;
    str = strdup(name);
    if (!str)
        abort();
    p = table_insert(seg->v.table, str);
    if (p != str) free(str);            // NOLEAK
}

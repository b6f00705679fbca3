/* Code the analysis cannot see (here a callback found at run time) may change every cell
   reachable from what it is handed, not only the cells its argument points to: `load`
   hands `&c`, and `c.t` is the caller's table, so the callback may fill `t->entries`
   (openssh's load_hostkeys_file hands its hostkeys to record_hostkey that way).  `load`'s
   summary says so (`changed_by_unknown_code`), and each caller applies it to its own
   memory.  Before stop 52, `t->entries` stayed the NULL of calloc, a false certain NULL
   dereference, and `c.loaded` stayed 0, which hid the leak in `count_loaded`. */
#include <stdlib.h>

struct entry { int line; };
struct table { unsigned n; struct entry *entries; };
struct ctx { const char *name; unsigned loaded; struct table *t; };
typedef int each_fn(void *);
each_fn *lookup_callback(void);

int run(each_fn *cb, void *c)
{
    return cb(c);
}

void load(struct table *t, const char *name)
{
    struct ctx c;

    c.name = name;
    c.loaded = 0;
    c.t = t;
    run(lookup_callback(), &c);
}

int first_line(const char *name)
{
    struct table *t = calloc(1, sizeof *t);
    int r;

    if (t == NULL)
        return -1;
    load(t, name);
    r = t->entries[0].line;             // NO-NULL-DEREF
    free(t->entries);
    free(t);
    return r;
}

/* the counter in the context may have been set by the callback */
int count_loaded(const char *name)
{
    struct ctx c;
    char *note = NULL;

    c.name = name;
    c.loaded = 0;
    c.t = NULL;
    run(lookup_callback(), &c);
    if (c.loaded != 0)
        note = malloc(4);
    return note != NULL;                // LEAK
}

/* the table is not reachable from what the callback gets: its entries are still NULL */
int first_line_unshared(const char *name)
{
    struct table *t = calloc(1, sizeof *t);
    struct ctx c;
    int r;

    if (t == NULL)
        return -1;
    c.name = name;
    c.loaded = 0;
    c.t = NULL;
    run(lookup_callback(), &c);
    r = t->entries[0].line;             // NULL-DEREF
    free(t);
    return r;
}

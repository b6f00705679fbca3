/* A lookup that returns a status and, through an optional out-parameter, the entry it
   found: the entry is set (not NULL) exactly with OK and CHANGED, and NULL with NEW and
   REVOKED.  The status is kept in a variable the procedure returns, so the summary's
   return outcomes come from path disjuncts kept apart by that variable; the outcomes with
   the same effect (OK and CHANGED) are not joined, as their join [0, 2] would also cover
   NEW.  A caller passing the address of its own variable takes only the outcomes that
   write it. */
#include <stddef.h>

struct entry { int key; int val; };
struct table { struct entry *entries; unsigned n; };
enum status { OK, NEW, CHANGED, REVOKED };

int same(int a, int b);
int revoked(int k);

static enum status lookup(struct table *t, int k, const struct entry **found)
{
    enum status st = NEW;
    unsigned i;

    if (found != NULL)
        *found = NULL;
    for (i = 0; i < t->n; i++) {
        if (same(t->entries[i].key, k)) {
            st = OK;
            if (found != NULL)
                *found = t->entries + i;
            break;
        }
        st = CHANGED;
        if (found != NULL)
            *found = t->entries + i;
    }
    if (revoked(k)) {
        st = REVOKED;
        if (found != NULL)
            *found = NULL;
    }
    return st;
}

int log_key(int key);

int value_if_found(struct table *t, int k)
{
    const struct entry *e = NULL;
    enum status st = lookup(t, k, &e);

    if (e != NULL)
        log_key(e->key);
    if (st == OK)
        return e->val;                  // NO-NULL-DEREF
    return -1;
}

int value_if_changed(struct table *t, int k)
{
    const struct entry *e = NULL;
    enum status st = lookup(t, k, &e);

    if (e != NULL)
        log_key(e->key);
    switch (st) {
    case CHANGED:
        return e->val;                  // NO-NULL-DEREF
    default:
        return 0;
    }
}

int value_if_new(struct table *t, int k)
{
    const struct entry *e = NULL;

    enum status st = lookup(t, k, &e);

    if (e != NULL)
        log_key(e->key);
    if (st == NEW)
        return e->val;                  // NULL-DEREF
    return 0;
}

int known(struct table *t, int k)
{
    return lookup(t, k, NULL) == OK;
}

/* A getter that returns NULL when the table has no entry. */
#include <stddef.h>

struct entry { const char *name; int value; };
struct table { struct entry *slots[8]; int n; };

struct entry *table_get(struct table *t, int i)
{
    if (i < 0 || i >= t->n)
        return NULL;
    return t->slots[i];
}

int value_at(struct table *t, int i)
{
    struct entry *e = table_get(t, i);
    return e->value;                    // NULL-DEREF
}

int value_at_checked(struct table *t, int i)
{
    struct entry *e = table_get(t, i);
    if (e == NULL)
        return -1;
    return e->value;                    // NO-NULL-DEREF
}

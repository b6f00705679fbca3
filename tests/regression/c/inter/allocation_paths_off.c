// options: --no-allocation-paths-only
/* The interprocedural cases the allocation-path rule (Section 3) decides, with the rule
   off: every exit of a callee is summarised.  The out-parameter maker's return value
   becomes [-1, 0], no longer tied to the allocation, so a caller's early return on
   failure looks like a leak (the false alarm the paper describes); but a validating
   callee's non-allocating failure exit is now seen, and the leak it causes is found. */
#include <stdlib.h>
#include <string.h>

struct item {
    char *label;
};

int item_make(const char *label, struct item **out)
{
    struct item *it = malloc(sizeof *it);
    if (!it)
        return -1;                      // NOLEAK
    it->label = strdup(label);
    if (!it->label) {
        free(it);
        return -1;                      // NOLEAK
    }
    *out = it;
    return 0;                           // NOLEAK
}

int use_item(const char *label)
{
    struct item *it;
    if (item_make(label, &it) != 0)
        return -1;                      // NOLEAK (a false alarm once, no longer reported: expected without the allocation-path rule: the status no longer tells whether *out was set)
    free(it->label);
    free(it);
    return 0;                           // NOLEAK
}

struct bag {
    char *names[8];
    int n;
};

/* rejects labels with a space before allocating anything */
int bag_add(struct bag *b, const char *name)
{
    char *copy;
    if (b->n == 8 || strchr(name, ' ') != NULL)
        return -1;
    copy = strdup(name);
    if (!copy)
        return -1;                      // NOLEAK
    b->names[b->n++] = copy;
    return 0;                           // NOLEAK
}

void bag_free(struct bag *b)
{
    int i;
    for (i = 0; i < b->n; i++)
        free(b->names[i]);
    free(b);
}

/* a rejected name makes the early return lose the bag: found with the rule off */
int bag_of(const char *name)
{
    struct bag *b = calloc(1, sizeof *b);
    if (!b)
        return -1;                      // NOLEAK
    if (bag_add(b, name) < 0)
        return -1;                      // LEAK
    bag_free(b);
    return 0;                           // NOLEAK
}

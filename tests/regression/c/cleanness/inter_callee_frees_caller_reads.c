/* A callee frees its argument; the caller reads a field afterwards. */
#include <stdlib.h>

struct item { int key; struct item *next; };

void item_destroy(struct item *it)
{
    free(it);
}

int destroy_then_read(void)
{
    struct item *it = malloc(sizeof *it);
    int k;
    if (!it)
        return -1;
    it->key = 7;
    item_destroy(it);
    k = it->key;                        // USE-AFTER-FREE
    return k;
}

int read_then_destroy(void)
{
    struct item *it = malloc(sizeof *it);
    int k;
    if (!it)
        return -1;
    it->key = 7;
    k = it->key;                        // NO-USE-AFTER-FREE
    item_destroy(it);
    return k;
}

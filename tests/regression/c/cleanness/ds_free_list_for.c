/* for-loop variants of freeing a list. */
#include "list.h"

void free_all(struct node *l)
{
    struct node *n;
    for (; l; l = n) {
        n = l->next;
        free(l);                        // NO-DOUBLE-FREE
    }
}

void free_all_bad(struct node *l)
{
    struct node *p;
    for (p = l; p; p = p->next)         // USE-AFTER-FREE
        free(p);
}

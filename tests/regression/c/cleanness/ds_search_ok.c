/* Dor-Sagiv search: the result is tested before it is used. */
#include "list.h"

struct node *list_search(struct node *l, int k)
{
    while (l != NULL && l->val != k)    // NO-NULL-DEREF
        l = l->next;
    return l;
}

int lookup(struct node *l, int k)
{
    struct node *n = list_search(l, k);
    if (n == NULL)
        return -1;
    return n->val;                      // NO-NULL-DEREF
}

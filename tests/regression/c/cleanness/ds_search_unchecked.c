/* Dor-Sagiv search, broken: the result of a search that may fail is dereferenced. */
#include "list.h"

struct node *list_find(struct node *l, int k)
{
    for (; l; l = l->next)
        if (l->val == k)
            return l;
    return NULL;
}

int lookup_unchecked(struct node *l, int k)
{
    struct node *n = list_find(l, k);
    return n->val;                      // NULL-DEREF
}

int lookup_checked(struct node *l, int k)
{
    struct node *n = list_find(l, k);
    return n ? n->val : 0;              // NO-NULL-DEREF
}

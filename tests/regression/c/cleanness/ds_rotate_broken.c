/* Rotate, broken: a one-element list is not handled, its NULL next is dereferenced. */
#include "list.h"

struct node *rotate_no_check(struct node *l)
{
    struct node *first, *p;
    if (l == NULL)
        return l;
    first = l;
    l = l->next;
    if (l == NULL)
        p = l;
    else
        p = l->next;
    p->val = 0;                         // NULL-DEREF
    first->next = NULL;
    return l;
}

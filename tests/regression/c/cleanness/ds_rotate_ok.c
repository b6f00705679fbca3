/* Dor-Sagiv rotate: the first node moves to the end. */
#include "list.h"

struct node *list_rotate(struct node *l)
{
    struct node *first, *p;
    if (l == NULL || l->next == NULL)
        return l;
    first = l;
    l = l->next;
    p = l;
    while (p->next != NULL)             // NO-NULL-DEREF
        p = p->next;
    p->next = first;
    first->next = NULL;
    return l;
}

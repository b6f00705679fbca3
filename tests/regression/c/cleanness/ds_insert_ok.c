/* Dor-Sagiv insert into a sorted list: correct. */
#include "list.h"

struct node *sorted_insert(struct node *l, int v)
{
    struct node *e = malloc(sizeof *e);
    struct node *p;
    if (e == NULL)
        return l;
    e->val = v;                         // NO-NULL-DEREF
    if (l == NULL || l->val >= v) {
        e->next = l;
        return e;
    }
    p = l;
    while (p->next != NULL && p->next->val < v)  // NO-NULL-DEREF
        p = p->next;
    e->next = p->next;
    p->next = e;
    return l;
}

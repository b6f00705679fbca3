/* Insert, broken: the new node's allocation is not checked (a NOTE-severity finding),
   and the insertion point is NULL after a test that found the list empty. */
#include "list.h"

struct node *push_front(struct node *l, int v)
{
    struct node *e = malloc(sizeof *e);
    e->val = v;                         // NULL-DEREF
    e->next = l;
    return e;
}

void append_after_head(struct node *head, int v)
{
    struct node *e = malloc(sizeof *e);
    if (!e)
        return;
    e->val = v;
    e->next = NULL;
    if (head == NULL)
        head->next = e;                 // NULL-DEREF
    else
        head->next = e;
}

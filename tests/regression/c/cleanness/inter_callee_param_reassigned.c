/* A callee dereferences its argument and then reuses the parameter (n = n->next): the
   dereference happens while the parameter still holds the caller's value, so a caller
   passing NULL is reported.  A callee that reassigns the parameter before any
   dereference does not dereference the argument. */
#include <stddef.h>

struct node { int data; struct node *next; };

static struct node sentinel;

int second_data(struct node *n)
{
    n = n->next;
    return n != NULL ? n->data : 0;
}

int default_data(struct node *n)
{
    n = &sentinel;
    return n->data;
}

/* the first iteration dereferences the argument */
int nth_data(struct node *n, int k)
{
    int i;
    for (i = 0; i < k; i++)
        n = n->next;
    return n != NULL ? n->data : 0;
}

int call_with_null(struct node *list)
{
    if (list == NULL)
        return second_data(list);       // NULL-DEREF
    return second_data(list);           // NO-NULL-DEREF
}

int call_nth(struct node *list)
{
    if (list == NULL)
        return nth_data(list, 2);       // NULL-DEREF
    return nth_data(list, 2);           // NO-NULL-DEREF
}

int call_default(struct node *list)
{
    if (list == NULL)
        return default_data(list);      // NO-NULL-DEREF
    return 0;
}

/* The loop that searches leaves the cursor NULL when the key is absent. */
#include "list.h"

int last_before(struct node *l, int k)
{
    struct node *p = l;
    while (p != NULL && p->val != k)
        p = p->next;
    return p->val;                      // NULL-DEREF
}

int found_or_zero(struct node *l, int k)
{
    struct node *p = l;
    while (p != NULL && p->val != k)
        p = p->next;
    if (!p)
        return 0;
    return p->val;                      // NO-NULL-DEREF
}

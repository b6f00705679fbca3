/* Merge, broken: the loop stops when one list is empty, then reads both heads. */
#include "list.h"

int merge_heads(struct node *a, struct node *b)
{
    while (a != NULL && b != NULL) {
        if (a->val <= b->val)
            a = a->next;
        else
            b = b->next;
    }
    if (a == NULL)
        return a->val;                  // NULL-DEREF
    return b->val;                      // NULL-DEREF
}

/* Reverse, broken: after the loop the cursor is NULL and its field is read. */
#include "list.h"

int reverse_and_peek(struct node *l)
{
    struct node *prev = NULL, *next;
    while (l != NULL) {
        next = l->next;
        l->next = prev;
        prev = l;
        l = next;
    }
    return l->val;                      // NULL-DEREF
}

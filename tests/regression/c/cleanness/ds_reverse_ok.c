/* Dor-Sagiv reverse: in place, no NULL dereference. */
#include "list.h"

struct node *list_reverse(struct node *l)
{
    struct node *prev = NULL, *next;
    while (l != NULL) {
        next = l->next;                 // NO-NULL-DEREF
        l->next = prev;
        prev = l;
        l = next;
    }
    return prev;
}

/* Dor-Sagiv delete: the node is unlinked, then freed, and never touched again. */
#include "list.h"

struct node *list_delete(struct node *l, int k)
{
    struct node *prev = NULL, *cur = l;
    while (cur != NULL && cur->val != k) {
        prev = cur;
        cur = cur->next;
    }
    if (cur == NULL)
        return l;
    if (prev == NULL)
        l = cur->next;
    else
        prev->next = cur->next;         // NO-NULL-DEREF
    free(cur);                          // NO-DOUBLE-FREE
    return l;
}

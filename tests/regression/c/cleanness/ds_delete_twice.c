/* Delete, broken: the node is freed on the unlink path and again at the end. */
#include "list.h"

struct node *drop_value(struct node *l, int k)
{
    struct node *cur = l;
    if (cur == NULL)
        return l;
    if (cur->val == k) {
        l = cur->next;
        free(cur);
    }
    free(cur);                          // DOUBLE-FREE
    return l;
}

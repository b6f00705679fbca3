/* A loop that frees a list, broken: the node is read after it was freed. */
#include "list.h"

void free_list_bad(struct node *l)
{
    while (l != NULL) {
        free(l);
        l = l->next;                    // USE-AFTER-FREE
    }
}

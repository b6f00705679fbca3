/* Delete, broken: the deleted node is read after it was freed. */
#include "list.h"

struct node *delete_first(struct node *l)
{
    struct node *rest;
    if (l == NULL)
        return NULL;
    free(l);
    rest = l->next;                     // USE-AFTER-FREE
    return rest;
}

struct node *delete_first_ok(struct node *l)
{
    struct node *rest;
    if (l == NULL)
        return NULL;
    rest = l->next;
    free(l);
    return rest;                        // NO-USE-AFTER-FREE
}

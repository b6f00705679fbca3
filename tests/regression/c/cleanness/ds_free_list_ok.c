/* A loop that frees a list: the next pointer is saved first. */
#include "list.h"

void free_list(struct node *l)
{
    struct node *next;
    while (l != NULL) {
        next = l->next;                 // NO-USE-AFTER-FREE
        free(l);                        // NO-DOUBLE-FREE
        l = next;
    }
}

int main(void)
{
    struct node *a = malloc(sizeof *a);
    if (!a)
        return 1;
    a->val = 1;
    a->next = NULL;
    free_list(a);
    return 0;
}

/* A list built and freed in one procedure: recency keeps the newest node apart. */
#include "list.h"

int build_and_free(int n)
{
    struct node *head = NULL, *e, *next;
    int i, sum = 0;
    for (i = 0; i < n; i++) {
        e = malloc(sizeof *e);
        if (!e)
            break;
        e->val = i;
        e->next = head;
        head = e;
    }
    for (e = head; e; e = e->next)
        sum += e->val;                  // NO-USE-AFTER-FREE
    while (head) {
        next = head->next;              // NO-USE-AFTER-FREE
        free(head);                     // NO-DOUBLE-FREE
        head = next;
    }
    return sum;
}

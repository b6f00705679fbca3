/* queue.prog: list primitives; the list owns its nodes, the caller owns the data. */
#include <stdlib.h>
#include "list.h"

struct lnode *lnode_new(void *data)
{
    struct lnode *n = malloc(sizeof *n);
    if (!n)
        return NULL;                    // NOLEAK
    n->data = data;
    n->next = NULL;
    return n;                           // NOLEAK
}

/* appends n at the end; returns the (possibly new) head */
struct lnode *list_append(struct lnode *head, struct lnode *n)
{
    struct lnode *t;
    if (!head)
        return n;
    for (t = head; t->next; t = t->next)
        ;
    t->next = n;
    return head;
}

/* unlinks the first node and returns it */
struct lnode *list_take_first(struct lnode **head)
{
    struct lnode *n = *head;
    if (n)
        *head = n->next;
    return n;
}

void list_destroy(struct lnode *head)
{
    while (head) {
        struct lnode *next = head->next;
        free(head);
        head = next;
    }
}

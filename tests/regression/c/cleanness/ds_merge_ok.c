/* Dor-Sagiv merge of two sorted lists: correct. */
#include "list.h"

struct node *list_merge(struct node *a, struct node *b)
{
    struct node head, *t = &head;
    head.next = NULL;
    while (a != NULL && b != NULL) {
        if (a->val <= b->val) {         // NO-NULL-DEREF
            t->next = a;
            a = a->next;
        } else {
            t->next = b;
            b = b->next;
        }
        t = t->next;
    }
    t->next = a ? a : b;
    return head.next;
}

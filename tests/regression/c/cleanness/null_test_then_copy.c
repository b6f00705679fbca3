/* A pointer tested for NULL, then copied after the branch and dereferenced through the
   copy: on the path where the test found NULL the copy is NULL too.  The same copy made
   inside the branch where the pointer is not NULL, or tested again, is fine. */
#include <stddef.h>

struct node { int data; struct node *next; };

int sum_then_link(struct node *n, struct node *tail)
{
    struct node *p;
    int v = 0;
    if (n != NULL)
        v = n->data;
    p = n;
    p->next = tail;                     // NULL-DEREF
    return v;
}

int copy_in_branch(struct node *n, struct node *tail)
{
    struct node *p = NULL;
    int v = 0;
    if (n != NULL) {
        v = n->data;
        p = n;
        p->next = tail;                 // NO-NULL-DEREF
    }
    return v;
}

int copy_tested_again(struct node *n, struct node *tail)
{
    struct node *p;
    int v = 0;
    if (n != NULL)
        v = n->data;
    p = n;
    if (p == NULL)
        return -1;
    p->next = tail;                     // NO-NULL-DEREF
    return v;
}

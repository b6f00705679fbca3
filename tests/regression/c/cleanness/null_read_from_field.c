/* A pointer read from memory that certainly holds NULL there (the procedure stored it:
   n->next = NULL) is the procedure's own NULL, like an assigned one. In a loop the read
   joins with the block of the first iteration, so the dereference of the next
   iteration is "may be NULL (read NULL at line ..)", not only when certain. */
#include <stdlib.h>
struct node { int data; struct node *next; };

/* the second round dereferences the NULL the first one read */
int walk_twice(void)
{
    struct node *n = malloc(sizeof *n);
    int k;
    if (n == NULL)
        return 0;
    n->data = 1;
    n->next = NULL;
    for (k = 0; k < 2; k++)
        n = n->next;                    // NULL-DEREF
    return 1;                           // LEAK
}

/* the same walk, guarded: the loop stops at the NULL */
int walk_guarded(void)
{
    struct node *n = malloc(sizeof *n);
    struct node *head = n;
    int k, s = 0;
    if (n == NULL)
        return 0;
    n->data = 1;
    n->next = NULL;
    for (k = 0; k < 2 && n != NULL; k++) {
        s += n->data;                   // NO-NULL-DEREF
        n = n->next;
    }
    free(head);
    return s;
}

/* the field was set again before the read: the pointer read is the second block */
int read_after_rewrite(void)
{
    struct node *n = malloc(sizeof *n);
    struct node *m = malloc(sizeof *m);
    struct node *q;
    int d;
    if (n == NULL || m == NULL) {
        free(n);
        free(m);
        return 0;
    }
    m->data = 2;
    m->next = NULL;
    n->next = NULL;
    n->next = m;
    q = n->next;
    d = q->data;                        // NO-NULL-DEREF
    free(m);
    free(n);
    return d;
}

/* a field of the caller's memory is no NULL the procedure knows of */
int read_input_field(struct node *list)
{
    struct node *q;
    if (list == NULL)
        return 0;
    q = list->next;
    return q->data;                     // NO-NULL-DEREF
}

/* Both outcomes of a test read the same input cell: they name its content with one explore
   address, so a later store through the parameter is a strong update and a block it
   overwrites is seen lost (with two names, the parameter would point to either, and the
   store could only be weak). */
#include <stdlib.h>
struct node { int data; struct node *next; };

int overwrite_next(struct node *n, int v)
{
    for (int i = 0; i < 2; i++) {
        if (n != NULL)
            v = n->data;
        if (n != NULL) {
            n->next = malloc(sizeof *n);
            if (n->next != NULL)
                n->next->next = NULL;
        }
    }
    return v;                           // LEAK
}

int replace_next(struct node *n, int v)
{
    for (int i = 0; i < 2; i++) {
        if (n != NULL)
            v = n->data;
        if (n != NULL) {
            if (i > 0)
                free(n->next);
            n->next = malloc(sizeof *n);
            if (n->next != NULL)
                n->next->next = NULL;
        }
    }
    return v;                           // NOLEAK
}

/* the test of n is reached from both outcomes of an earlier test */
int overwrite_after_join(struct node *n, struct node *m, int v)
{
    for (int i = 0; i < 2; i++) {
        if (m != NULL)
            v = m->data;
        if (n != NULL) {
            n->next = malloc(sizeof *n);
            if (n->next != NULL)
                n->next->next = NULL;
        }
    }
    return v;                           // LEAK
}

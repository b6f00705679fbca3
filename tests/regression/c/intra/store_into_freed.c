/* A block stored into memory that is then freed is lost: nothing reaches it through
   freed memory.  drop() stores into the argument's node and frees the node (the
   argument may be NULL: then the block is lost too); drop_fresh() does the same with a
   node of its own.  hand_over() keeps the node, and frees the block when there is none. */
#include <stdlib.h>

struct node { int data; struct node *next; };

void drop(struct node *n)
{
    struct node *p = malloc(sizeof *p);
    if (p == NULL)
        return;                         // NOLEAK
    p->next = NULL;
    if (n != NULL)
        n->next = p;
    free(n);                            // LEAK (at the end of the function)
}

int drop_fresh(void)
{
    struct node *n = malloc(sizeof *n);
    struct node *p;
    if (n == NULL)
        return -1;                      // NOLEAK
    p = malloc(sizeof *p);
    n->next = p;
    free(n);
    return 0;                           // LEAK
}

void hand_over(struct node *n)
{
    struct node *p = malloc(sizeof *p);
    if (p == NULL)
        return;                         // NOLEAK
    p->next = NULL;
    if (n == NULL) {
        free(p);
        return;                         // NOLEAK
    }
    n->next = p;
}                                       // NOLEAK

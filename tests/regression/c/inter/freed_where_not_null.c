/* A callee that frees its argument on every path where it is not NULL
   (``if (n == NULL) return; free(n); n = NULL;``) frees it for certain as far as the
   caller is concerned: an exit where the parameter, not yet assigned there, is NULL has
   no block to free (Summary.arg2free_must).  A block the caller left in a field of the
   freed node is then lost at the call.  A callee that frees the node on some paths only
   loses the block on those paths: the path check is asked, and the callee's return
   outcome that frees the node says it happens only where the node's field is positive
   (Summary.entry_fields), which the caller's own test of that field before making the
   block rules out (a false alarm until then). */
#include <stdlib.h>

struct node { int data; struct node *next; };

int release(struct node *n)
{
    if (n == NULL)
        return 0;
    free(n);
    n = NULL;
    return 1;
}

int release_some(struct node *n)
{
    if (n == NULL)
        return 0;
    if (n->data > 0) {
        free(n);
        return 1;
    }
    n->data = 1;
    return 0;
}

void drop_node(struct node *q)
{
    if (q != NULL)
        q->next = malloc(sizeof *q->next);
    release(q);                         // LEAK
}

int touch(struct node *n)
{
    if (n == NULL)
        return 0;
    n->data = 1;
    return 1;
}

void keep_node(struct node *q)
{
    if (q != NULL)
        q->next = malloc(sizeof *q->next);
    touch(q);                           // NOLEAK
}

void keep_node_correlated(struct node *q)
{
    if (q != NULL && q->data <= 0)
        q->next = malloc(sizeof *q->next);
    release_some(q);                    // NOLEAK (release_some frees only where q->data > 0)
}

void lose_node_correlated(struct node *q)
{
    if (q != NULL && q->data > 0)
        q->next = malloc(sizeof *q->next);
    release_some(q);                    // LEAK (the node is freed with the block where data > 0)
}

void keep_node_rewritten(struct node *q)
{
    if (q != NULL && q->data <= 0) {
        q->next = malloc(sizeof *q->next);
        q->data = 5;
    }
    release_some(q);                    // LEAK (data was set positive after the block was hung)
}

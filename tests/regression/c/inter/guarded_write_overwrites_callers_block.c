/* A procedure that tests its parameter against NULL twice and writes a new block
   into one of its fields under the second test writes that field wherever the
   parameter is not NULL (the summary learns it from an analysis with the parameter
   not NULL): a caller's block held only by that field is lost there. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int refill(struct node *n, int v)
{
    if (n != NULL)
        n->data = v;
    if (n != NULL)
        n->next = calloc(1, sizeof *n->next);
    return v;
}

int overwrite(struct node *q)
{
    if (q != NULL)
        q->next = calloc(1, sizeof *q->next);
    refill(q, 0);
    return 0;                   // LEAK (the first block, where q is not NULL)
}

int save_first(struct node *q)
{
    struct node *old = NULL;
    if (q != NULL) {
        q->next = calloc(1, sizeof *q->next);
        old = q->next;
    }
    refill(q, 0);
    free(old);
    return 0;                   // NOLEAK
}

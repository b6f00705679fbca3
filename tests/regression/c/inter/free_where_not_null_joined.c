/* A callee that frees its argument on every path where it is not NULL, through one exit
   that joins the NULL path (B100): its summary frees the argument for certain, so a
   block the caller keeps only in the argument's field is lost with it. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int g_seen;

void drop(struct node *n)
{
    int v = 0;
    if (n != NULL)
        v = n->data;
    if (n != NULL)
        free(n);
    g_seen = v;
}

int lose_field(struct node *q)
{
    if (q != NULL)
        q->next = malloc(sizeof *q);
    drop(q);
    return 0;                           // LEAK
}

int free_field_first(struct node *q)
{
    if (q != NULL) {
        q->next = malloc(sizeof *q);
        free(q->next);
    }
    drop(q);
    return 0;                           // NOLEAK
}

int keep_field(struct node *q, struct node **out)
{
    if (q == NULL)
        return -1;
    q->next = malloc(sizeof *q);
    *out = q->next;
    drop(q);
    return 0;                           // NOLEAK
}

/* frees under a flag as well: on the paths where the flag is 0 the node, and the block
   in its field, stay with the caller */
void drop_if(struct node *n, int c)
{
    if (n != NULL && c)
        free(n);
}

int maybe_dropped(struct node *q, int c)
{
    if (q != NULL)
        q->next = malloc(sizeof *q);
    drop_if(q, c);
    return 0;                           // TODO-FN leak (drop_if frees the node only where c != 0 too: a may-free, which keeps the block in its field reachable)
}

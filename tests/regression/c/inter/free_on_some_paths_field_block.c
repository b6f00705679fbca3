/* Callees that free their argument on some paths only (B76, B87): where their own
   allocation fails, or where a realloc of the argument succeeded.  Their summaries keep
   the paths that free the caller's node apart from those that do not (return outcomes
   "frees arg0*" and "frees none of arg0*"), so a caller that keeps a block only in the
   node's field loses it on the first kind: the path check of the caller finds that path.
   A caller that freed the field first, or keeps the block elsewhere, loses nothing; nor
   does one whose callee never frees the node. */
#include <stdlib.h>

struct node { int data; struct node *next; };

/* frees the node only where its own buffer could not be made */
void release_if_no_memory(struct node *n)
{
    char *buf = calloc(1, 16);
    if (buf != NULL) {
        n->data = buf[0];
        free(buf);
        return;
    }
    free(n);
}

/* frees the node where the realloc succeeded (the new block, carrying the old one's
   fields, is freed), nothing where it failed */
void shrink_and_drop(struct node *n)
{
    n = realloc(n, sizeof *n);
    if (n != NULL)
        n->data = 0;
    free(n);
}

void touch(struct node *n)
{
    n->data = 1;
}

int lose_field(struct node *q)
{
    if (q == NULL)
        return -1;                      // NOLEAK
    q->next = malloc(sizeof *q);
    release_if_no_memory(q);
    return 0;                           // LEAK (q->next, where q was freed)
}

int lose_field_after_realloc(struct node *q)
{
    if (q == NULL)
        return -1;                      // NOLEAK
    q->next = malloc(sizeof *q);
    shrink_and_drop(q);
    return 0;                           // LEAK (q->next, held by the freed copy)
}

int free_field_first(struct node *q)
{
    if (q == NULL)
        return -1;                      // NOLEAK
    q->next = malloc(sizeof *q);
    free(q->next);
    q->next = NULL;
    release_if_no_memory(q);
    return 0;                           // NOLEAK
}

int keep_elsewhere(struct node *q, struct node **out)
{
    if (q == NULL)
        return -1;                      // NOLEAK
    q->next = malloc(sizeof *q);
    *out = q->next;
    shrink_and_drop(q);
    return 0;                           // NOLEAK
}

int never_freed(struct node *q)
{
    if (q == NULL)
        return -1;                      // NOLEAK
    q->next = malloc(sizeof *q);
    touch(q);
    free(q->next);
    return 0;                           // NOLEAK
}

/* frees the old node where there was one (its field moved to the new node), and puts a
   new one in its place: the path of renew() that frees nothing is the one where the slot
   was empty, which a caller whose slot holds a node never takes.  The outcomes are not
   split by the free here (an outcome "frees none" that overwrites the slot would lose
   the caller's node on a path that cannot happen) */
static struct node *replace(struct node *old)
{
    struct node *fresh;
    if (old == NULL)
        return calloc(1, sizeof *fresh);
    fresh = malloc(sizeof *fresh);
    if (fresh == NULL)
        return NULL;
    fresh->next = old->next;
    free(old);
    return fresh;
}

void renew(struct node **slot)
{
    *slot = replace(*slot);
    if (*slot == NULL)
        exit(1);
}

void renew_twice(struct node **out)
{
    struct node *p = NULL;
    renew(&p);
    p->next = malloc(sizeof *p);
    renew(&p);
    *out = p;
}                                       // NOLEAK

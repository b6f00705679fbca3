/* Aliasing at call sites with f(p, &p->next): the second argument points into the
   block the first points to.  unlink_next frees the node *link and splices its
   successor in; insert_at links a new node at *link. */
#include <stdlib.h>

struct node {
    int v;
    struct node *next;
};

void unlink_at(struct node *owner, struct node **link)
{
    struct node *victim = *link;
    (void)owner;
    if (!victim)
        return;
    *link = victim->next;
    free(victim);
}

int insert_at(struct node **link, int v)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        return -1;                      // NOLEAK
    n->v = v;
    n->next = *link;
    *link = n;
    return 0;                           // NOLEAK
}

static struct node *chain3(void)
{
    struct node *a = calloc(1, sizeof *a);
    struct node *b = calloc(1, sizeof *b);
    struct node *c = calloc(1, sizeof *c);
    if (!a || !b || !c) {
        free(a);
        free(b);
        free(c);
        return NULL;                    // NOLEAK
    }
    a->next = b;
    b->next = c;
    return a;                           // NOLEAK
}

/* p -> b -> c; unlinking p->next frees b and leaves p -> c */
void drop_second(void)
{
    struct node *p = chain3();
    if (!p)
        return;                         // NOLEAK
    unlink_at(p, &p->next);
    free(p->next);
    free(p);                            // NOLEAK
}

/* after the unlink, only p is freed: c is lost */
void drop_second_leaky(void)
{
    struct node *p = chain3();
    if (!p)
        return;                         // NOLEAK
    unlink_at(p, &p->next);
    free(p);                            // LEAK
}

/* a node inserted after the head is reachable from the list */
int insert_second(void)
{
    struct node *p = calloc(1, sizeof *p);
    if (!p)
        return -1;                      // NOLEAK
    if (insert_at(&p->next, 7) < 0) {
        free(p);
        return -1;                      // NOLEAK
    }
    free(p->next);
    free(p);
    return 0;                           // NOLEAK
}

int insert_second_leaky(void)
{
    struct node *p = calloc(1, sizeof *p);
    if (!p)
        return -1;                      // NOLEAK
    insert_at(&p->next, 7);
    free(p);
    return 0;                           // LEAK
}

// options: --no-free-all-targets
/* A copy of a fresh pointer made before its NULL test: the test decides the copy too
   (it is NULL exactly where the allocation failed), so after the join a free through
   the copy frees the block for certain, even with --no-free-all-targets (B52). */
#include <stdlib.h>
struct node { int data; struct node *next; };

void free_through_copy(void)
{
    struct node *p = malloc(sizeof *p);
    struct node *q = p;
    if (p != NULL)
        p->data = 1;
    free(q);                            // NOLEAK
}

int use_after_free_through_copy(void)
{
    struct node *p = calloc(1, sizeof *p);
    struct node *q = p;
    int d = 0;
    if (p != NULL)
        d = p->data;
    free(p);
    if (q != NULL)
        d += q->data;                   // USE-AFTER-FREE
    return d;
}

/* the copy was made from a pointer that may also be NULL for another reason: it is not
   refined, and the free through it is not certain */
void free_through_mixed_copy(int c)
{
    struct node *p = malloc(sizeof *p);
    struct node *q = c ? p : NULL;
    if (p != NULL)
        p->data = 1;
    free(q);                            // LEAK
}

// options: --no-free-all-targets
/* A callee frees its argument's field only where the argument is not NULL (B101).  Its
   summary counts the exit where the argument is NULL as one that frees (there is no block
   to free there), and the caller applied the free for certain although its argument may
   be NULL: where it is, the block in the field of the caller's node lives on, and is lost
   when the node is freed.  Where the argument cannot be NULL, or the callee dereferences
   it first, the free is certain.  Under the paper's free-all-targets switch (the
   default) every may-free frees anyway, so this runs without it. */
#include <stdlib.h>

struct node { int data; struct node *other; };

static void drop_other(struct node *n)
{
    if (n != NULL) {
        free(n->other);
        n->other = NULL;
    }
}

static void drop_other_unchecked(struct node *n)
{
    free(n->other);
    n->other = NULL;
}

void maybe_cleared(int k)
{
    struct node *p = malloc(sizeof *p);
    struct node *q;
    if (p == NULL)
        return;                         // NOLEAK
    p->other = malloc(sizeof *p);
    q = p;
    if (k)
        q = NULL;
    drop_other(q);
    free(p);                            // LEAK
}

void never_cleared(int k)
{
    struct node *p = malloc(sizeof *p);
    if (p == NULL)
        return;                         // NOLEAK
    p->other = malloc(sizeof *p);
    p->data = k;
    drop_other(p);
    free(p);                            // NOLEAK
}

void dereferenced_first(int k)
{
    struct node *p = malloc(sizeof *p);
    struct node *q;
    if (p == NULL)
        return;                         // NOLEAK
    p->other = malloc(sizeof *p);
    q = p;
    if (k)
        q = NULL;
    drop_other_unchecked(q);            // NULL-DEREF
    free(p);                            // NOLEAK
}

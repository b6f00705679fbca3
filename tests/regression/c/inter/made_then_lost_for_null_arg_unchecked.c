// options: --path-check off
/* made_then_lost_for_null_arg.c without the path check: the callees' leak checks see
   only the joined state at their exits, where the block may be held through the
   argument, and do not put its loss on the paths with the argument NULL to any check.
   The callers that pass NULL are told: the analysis with the argument NULL found the
   block made there (Summary.null_decided), so the call makes it, and nothing holds it. */
#include <stdlib.h>

struct node { int data; struct node *next; };

void attach(struct node *n, int v)
{
    struct node *p = malloc(sizeof *p);
    if (p == NULL)
        return;
    p->data = v;
    p->next = NULL;
    if (n != NULL)
        n->next = p;                    // NOLEAK
}

void attach_guarded(struct node *n, int v)
{
    if (n != NULL) {
        n->next = malloc(sizeof *n->next);
        if (n->next != NULL)
            n->next->data = v;
    }
}

/* loops in between: the analysis with n NULL must keep n NULL across their joins */
void attach_after_loops(struct node *n, int v)
{
    struct node *p = malloc(sizeof *p);
    int i;
    for (i = 0; i < (v & 3); i++) {
        if (n != NULL)
            n->data = i;
    }
    if (p != NULL && n != NULL)
        n->next = p;                    // NOLEAK
}

int lose_one(void)
{
    attach(NULL, 1);
    return 0;                           // LEAK
}

int lose_none(void)
{
    struct node head = { 0, NULL };
    attach_guarded(NULL, 2);
    attach(&head, 3);
    free(head.next);
    return 0;                           // NOLEAK
}

int lose_after_loops(int v)
{
    attach_after_loops(NULL, v);
    return 0;                           // LEAK
}

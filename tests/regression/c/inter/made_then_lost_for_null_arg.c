/* A block the callee makes whatever its argument is, and stores into the argument only
   where the argument is not NULL, is lost by a caller that passes NULL: the callee's
   summary hands it out through the argument (Alloc2Arg), and only its analysis with the
   argument NULL at entry tells this callee from one that makes the block under the test
   (Summary.null_decided).  Passing NULL to the latter makes nothing.  Here the callee's
   own leak check finds the loss on its paths with the argument NULL, and reports it
   there, once; see made_then_lost_for_null_arg_unchecked.c for a callee whose check
   could not, where the caller reports it. */
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
        n->next = p;                    // LEAK (where n is NULL)
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
        n->next = p;                    // LEAK
}

int lose_one(void)
{
    attach(NULL, 1);
    return 0;                           // NOLEAK (reported in attach)
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
    return 0;                           // NOLEAK
}

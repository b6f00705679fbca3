/* A callee that loses a block only on some paths, where its own (joined) exit state still
   sees the block stored through its argument (a weak update of input memory): outcome
   summaries taken from the path check's disjuncts must not let that block vanish
   unreported.  The leak check asks the path check about the exit (the block is held only
   through a cell that may hold another address) and reports the loss in relink itself,
   where it happens; the return outcomes then leave the block out, and the caller, which
   once reported it as carried through its argument, reports nothing. */
#include <stdlib.h>
struct node { int data; struct node *other; };

struct node *relink(struct node *n)
{
    struct node *fresh;
    if (n != NULL)
        n->other = malloc(sizeof *n);
    if (n != NULL)
        n->other = n;                   /* the block just stored is lost */
    fresh = malloc(sizeof *fresh);
    if (fresh != NULL)
        fresh->other = NULL;
    return fresh;                       // LEAK
}

int caller(void)
{
    struct node *p = malloc(sizeof *p);
    struct node *q;
    if (p == NULL) return 0;
    p->other = NULL;
    q = relink(p);
    free(q);
    free(p);
    return 1;                           // NOLEAK
}

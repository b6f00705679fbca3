// options: --no-global-amalgamation
/* A callee that stores a fresh block into a global's node only past a test of an integer
   parameter (Summary.made_when): a call whose argument fails the test makes no block,
   and without global amalgamation the replay of the global's write looked the block up
   among the ones the call makes and crashed (a KeyError, found by the soundness suite's
   long profile at 063d13c; present at 9e79cf5).  Such a write is now left out. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *gp;

struct node *grow(int v)
{
    struct node *n = malloc(sizeof *n);
    if (gp != NULL)
        gp = gp->next;
    if (0 < v && gp != NULL)
        gp->next = malloc(sizeof *gp->next);
    if (0 < v)
        return gp;                      // LEAK (n)
    return n;                           // NOLEAK
}

int main(void)
{
    gp = grow(0);
    if (gp != NULL)
        gp->next = NULL;
    return 0;                           // NOLEAK
}

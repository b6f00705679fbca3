/* B105: a loop's site has older blocks (lost, when the loop overwrites its field) and a
   newest one, kept in a node's field.  A later loop may move the only pointer to that
   node elsewhere, and then the newest block is lost with its node.  The partition that
   checks the site's alarm keeps paths apart by the blocks they made, not by who holds
   them, so it joined the path whose `n` still holds the node with the one that moved
   `n`, and the newest block passed for held on both: the alarm was pruned.  A prune
   that rests on a disjunct holding the block only through a cell that may hold
   something else is now checked again by a partition that keeps apart the cells holding
   the blocks (`Candidate.unsure_key`).  Where the node is never given up, the blocks in
   its field are held, and the loop that runs at most once makes no older block. */
#include <stdlib.h>
struct node { int data; struct node *next; };

struct node *moved_after_fill(int v)
{
    struct node *n, *p0;
    int k1, k2;

    n = malloc(sizeof *n);
    if (n == NULL)
        return NULL;
    n->next = NULL;
    p0 = malloc(sizeof *p0);
    if (p0 == NULL)
        return n;                       // NOLEAK
    p0->next = NULL;
    k1 = (-3 < v) & 3;                  /* 0 or 1: the loop runs at most once */
    while (k1 > 0) {
        n->next = calloc(1, sizeof *n);
        k1 = k1 - 1;
    }
    k2 = v & 3;
    while (k2 > 0) {
        n = p0;
        k2 = k2 - 1;
    }
    return n;                           // LEAK
}

struct node *kept_after_fill(int v)
{
    struct node *n;
    int k1;

    n = malloc(sizeof *n);
    if (n == NULL)
        return NULL;
    n->next = NULL;
    k1 = (-3 < v) & 3;
    while (k1 > 0) {
        n->next = calloc(1, sizeof *n);
        k1 = k1 - 1;
    }
    return n;                           // NOLEAK
}

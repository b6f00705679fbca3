/* A node grown by realloc keeps its fields in the new block.  Where the new node's field
   is then overwritten, the block it held is lost, although the old node, which realloc
   may also have left in place (when it fails), still shows it in the joined state at the
   exit.  The cells of a block that may have been freed hold nothing for certain, so the
   path check is asked (Candidate.path_only), and it keeps apart the paths where realloc
   freed the old node.  Keeping the new node whole keeps the block. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *keep;

int grow_and_keep_new(struct node *n)
{
    if (n == NULL)
        return 0;
    n->next = calloc(1, sizeof *n->next);
    n = realloc(n, 2 * sizeof *n);
    if (n != NULL) {
        n->next = NULL;
        keep = n;
    }
    return 0;                           // LEAK
}

int grow_and_keep_all(struct node *n)
{
    if (n == NULL)
        return 0;
    n->next = calloc(1, sizeof *n->next);
    n = realloc(n, 2 * sizeof *n);
    if (n != NULL)
        keep = n;
    return 0;                           // NOLEAK
}

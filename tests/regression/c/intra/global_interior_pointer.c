/* A global holding a pointer into a block (to its first member, a list node) keeps the
   block: its base can be computed back from it, as a queue's tail pointer is.  The
   block's own fields point at the node too, so the walk may meet the node first through
   them; what the global keeps must not depend on that order. */
#include <stdlib.h>

struct node { struct node *next, *prev; };
struct buf { struct node n; int block; };
struct state { struct node list; };
struct state *cur;
struct node head;

int add_to_global_list(void)
{
    struct buf *bp = calloc(1, sizeof *bp);
    struct node *bn;
    if (bp == NULL)
        return 1;                       // NOLEAK
    bn = &bp->n;
    bn->next = &head;
    bn->prev = head.prev;
    head.prev->next = bn;
    head.prev = bn;
    return 0;                           // NOLEAK
}

/* Held by memory that existed before the call (what the global points to: the caller's,
   an explore address), a pointer into the block keeps it too: the caller's structure
   holds the element.  (Held only by a block the procedure made, it reaches that field
   alone: intra/interior_pointer_in_input.c.) */
int add_through_global_pointer(void)
{
    struct buf *bp = calloc(1, sizeof *bp);
    struct node *bn;
    if (bp == NULL)
        return 1;                       // NOLEAK
    bn = &bp->n;
    bn->next = &cur->list;
    bn->prev = cur->list.prev;
    cur->list.prev->next = bn;
    cur->list.prev = bn;
    return 0;                           // NOLEAK
}

/* B103: a walk n = n->next can leave n NULL beside the block it reached (the zeroed
   node's own next), a NULL that is not that block's allocation failure.  Returning n
   copies that: the return cell is mixed where n is, so the block is not taken as held
   by the result on the path where the walk ran off the end.  Both nodes are lost at
   the return of walk_past_end (tests/pathcheck/test_path_only.py names their sites:
   the marks here cannot tell the two apart). */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *walk_past_end(void) {
  struct node *n = malloc(sizeof *n);
  int i;
  if (n == NULL)
    return NULL;                               // NOLEAK
  n->data = 0;
  n->next = calloc(1, sizeof *n);
  for (i = 0; i < 3; i++)
    if (n != NULL)
      n = n->next;                             /* the zeroed node, then its NULL next */
  return n;                                    // LEAK
}

/* The correlated direction: the result is NULL only where the calloc failed. */
struct node *second_or_null(void) {
  struct node *first = malloc(sizeof *first);
  struct node *n;
  if (first == NULL)
    return NULL;                               // NOLEAK
  first->next = calloc(1, sizeof *first);
  n = first->next;
  free(first);
  return n;                                    // NOLEAK
}

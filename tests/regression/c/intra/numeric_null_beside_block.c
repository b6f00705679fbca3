// options: --no-free-all-targets
/* B79: a field that no summary or store records reads back as any number (the contents
   of a block realloc made from a callee's block whose fields the summary leaves out),
   and a number that may be 0 may be NULL without a NULL address.  Joined with a fresh
   block's own failure NULL, the cell is mixed: freeing it no longer frees the block for
   certain, and the block it overwrote is seen lost. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *make(void) {
  struct node *n = malloc(sizeof *n);
  if (n == NULL)
    return NULL;                               // NOLEAK
  n->data = 0;
  n->next = NULL;
  return n;
}

void overwritten_from_grown_node(void) {
  struct node *keep = calloc(1, sizeof *keep);
  struct node *old = make();
  struct node *p = realloc(old, 2 * sizeof *old);
  if (p == NULL)
    free(old);
  if (p != NULL)
    keep = p->next;                            /* NULL: the calloc'ed block is lost */
  free(keep);
  free(p);
  return;                                      // LEAK
}

void kept_beside_grown_node(void) {
  struct node *keep = calloc(1, sizeof *keep);
  struct node *p = make();
  struct node *q = realloc(p, 2 * sizeof *p);
  if (q == NULL) {
    free(p);
    free(keep);
    return;                                    // NOLEAK
  }
  if (q->next != NULL)
    q->data = 1;
  free(keep);
  free(q);
  return;                                      // NOLEAK
}

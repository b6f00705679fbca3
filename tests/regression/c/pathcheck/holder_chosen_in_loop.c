/* A block stored through a pointer that a loop may have moved from the caller's
   structure to a block the procedure then frees: on the paths where the loop ran, the
   stored block is lost with its holder; on the others the caller's structure keeps it.
   The joined state keeps it in the caller's field ("may"), so only the paths can tell.
   (A leak at the end of a function is reported at its last statement.) */
#include <stdlib.h>
struct node { int data; struct node *next; };

void attach_after_loop(struct node *n, int v) {
  struct node *p = malloc(sizeof *p);
  int i;
  if (p == NULL)
    return;
  p->next = NULL;
  for (i = 0; i < (v & 3); i++)
    n = p;
  if (n != NULL)
    n->next = calloc(1, sizeof *n);
  free(n);                                     // LEAK
}

void attach_to_callers_node(struct node *n, int v) {
  struct node *p = malloc(sizeof *p);
  int i;
  if (p == NULL)
    return;
  p->next = NULL;
  for (i = 0; i < (v & 3); i++)
    p->data = i;                               /* n is never moved */
  if (n != NULL)
    n->next = calloc(1, sizeof *n);            /* the caller's node holds it */
  free(p);                                     // NOLEAK
}

void attach_then_free_the_right_one(struct node *n, int v) {
  struct node *p = malloc(sizeof *p);
  int moved = 0;
  if (p == NULL)
    return;
  p->next = NULL;
  if (v > 3) {
    n = p;
    moved = 1;
  }
  if (n != NULL)
    n->next = calloc(1, sizeof *n);
  if (moved)
    free(p->next);                             /* the moved path frees what it stored */
  free(p);                                     // NOLEAK
}

void attach_on_a_branch(struct node *n, int v) {
  struct node *p = malloc(sizeof *p);
  if (p == NULL)
    return;
  p->next = NULL;
  if (v > 3)
    n = p;
  if (n != NULL)
    n->next = calloc(1, sizeof *n);
  free(p);                                     // LEAK  /* where v > 3, the calloc'ed block goes with p */
}

/* A field that a procedure's fresh block holds NULL in at every exit reaches the
   caller as that NULL (Summary.fresh_nulls, B44): before, the caller read what a
   callee may leave in a cell (any number, or NULL) and a dereference of it was no
   certain NULL. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *make(void) {
  struct node *n = malloc(sizeof *n);
  if (n == NULL)
    return NULL;
  n->data = 0;
  n->next = NULL;
  return n;
}

int next_data(void) {
  struct node *n = make();
  int d;
  if (n == NULL)
    return 0;
  d = n->next->data;                           // NULL-DEREF
  free(n);
  return d;
}

/* next is NULL on one exit only: nothing is recorded, the caller does not know. */
static struct node sentinel;

struct node *make_or_link(int k) {
  struct node *n = malloc(sizeof *n);
  if (n == NULL)
    return NULL;
  n->data = 0;
  if (k > 0) {
    n->next = &sentinel;
    return n;
  }
  n->next = NULL;
  return n;
}

int linked_data(void) {
  struct node *n = make_or_link(1);
  int d;
  if (n == NULL)
    return 0;
  d = n->next->data;                           // NO-NULL-DEREF
  free(n);
  return d;
}

/* The caller's own store after the call wins over the recorded NULL. */
int relinked_data(void) {
  struct node *n = make();
  int d;
  if (n == NULL)
    return 0;
  n->next = &sentinel;
  d = n->next->data;                           // NO-NULL-DEREF
  free(n);
  return d;
}

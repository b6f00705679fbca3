/* Figure 2: f frees y->next and x; called with a == b both blocks are freed. */
#include <stdlib.h>
typedef struct List { struct List *next; } List;

void f(List *x, List *y) {
  free(y->next);
  free(x);
}

void g(void) {
  List *a = malloc(sizeof(List));
  List *b = a;
  if (!a) return;           // NOLEAK
  a->next = malloc(sizeof(List));
  f(a, b);  // NOLEAK
}

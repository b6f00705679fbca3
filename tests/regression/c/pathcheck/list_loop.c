/* After a loop that builds a list, a NULL head means no block was allocated. */
#include <stdlib.h>
struct node { struct node *next; int v; };
int more(void);
void keep(struct node *l);

int build(void) {
  struct node *x = NULL, *y;
  while (more()) {
    y = malloc(sizeof *y);
    if (y == NULL) break;
    y->next = x;
    x = y;
  }
  if (!x) return 0;                            // NOLEAK
  keep(x);
  return 1;
}

int build_and_lose(void) {
  struct node *x = NULL, *y;
  while (more()) {
    y = malloc(sizeof *y);
    if (y == NULL) break;
    y->next = x;
    x = y;
  }
  if (x != NULL && x->v > 3) return 2;         // LEAK
  keep(x);
  return 1;
}

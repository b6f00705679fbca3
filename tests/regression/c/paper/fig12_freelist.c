/* Figure 12: freeList frees a list of any length; its summary is k-bounded. */
#include <stdlib.h>
typedef struct List { struct List *next; } List;

void freeList(List *p) {
  List *t = p;
  while (t != 0) {
    free(t);
    p = p->next;
    t = p;
  }
}

void user(void) {
  List *a = malloc(sizeof(List));
  if (!a) return;                     // NOLEAK
  a->next = malloc(sizeof(List));
  if (!a->next) { free(a); return; }  // NOLEAK
  a->next->next = 0;
  freeList(a);  // NOLEAK
}

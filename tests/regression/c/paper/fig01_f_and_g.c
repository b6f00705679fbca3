/* Figures 1 and 14: f returns a fresh block on one path and attaches one to its
   argument's next field on the other; g keeps only the returned one. */
#include <stdlib.h>
typedef struct S { struct S *next; int *val; } S;
int n;

int *f(S *p) {
  if (n) {
    return malloc(4);        // NOLEAK
  }
  p->next = malloc(10);
  return 0;                  // NOLEAK
}

int *g(void) {
  S k;
  int *a = f(&k);
  return a;                  // LEAK  (the block f attached to k.next)
}

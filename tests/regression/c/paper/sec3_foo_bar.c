/* Section 3, "being sensitive to memory-allocating paths": foo returns 1 exactly when
   it attaches a fresh block; bar's early return on 0 is no leak. */
#include <stdlib.h>
int n;

int foo(int **pp) {
  if (n == 0) return 0;
  *pp = malloc(n);
  return 1;
}

void bar(void) {
  int *p;
  if (foo(&p) == 0) return;   // NOLEAK
  free(p);  // NOLEAK
}

// options: --no-allocation-paths-only
/* Section 3's foo/bar with the allocation-path rule off: the joined summary loses the
   link between the return value and the allocation (the paper's false alarm), but the
   summary's return outcomes keep it, and the path check applies them one at a time. */
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
  free(p);
}

void baz(void) {
  int *p;
  if (foo(&p) == 1) return;   // LEAK  (the allocating outcome)
  free(p);
}

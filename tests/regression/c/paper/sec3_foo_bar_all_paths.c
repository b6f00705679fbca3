// options: --no-allocation-paths-only --path-check off
/* The same program with the allocation-path rule off: the summary joins both exits,
   loses the link between the return value and the allocation, and bar gets the
   false alarm the paper describes (without the path check: see
   tests/regression/c/pathcheck/foo_bar_outcomes.c for the same program with it). */
#include <stdlib.h>
int n;

int foo(int **pp) {
  if (n == 0) return 0;
  *pp = malloc(n);
  return 1;
}

void bar(void) {
  int *p;
  if (foo(&p) == 0) return;   // LEAK  (a false alarm, expected without the rule)
  free(p);
}

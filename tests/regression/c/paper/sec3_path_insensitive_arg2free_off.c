// options: --no-free-all-targets
/* The Section 3 example with path-insensitive frees turned off: f frees p on one path
   only, so Arg2Free is a may-free and the caller's block can leak. */
#include <stdlib.h>
void f(int *p, int n) {
  if (n) free(p);
}

void g(int *p) {
  free(p);
}

void caller(int n) {
  int *q = malloc(4);
  f(q, n);          // LEAK
}

void caller2(void) {
  int *q = malloc(4);
  g(q);             // NOLEAK  (g frees on every path)
}

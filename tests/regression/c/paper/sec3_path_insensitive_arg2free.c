/* Section 3, "unsound escaping effects": Arg2Free collects frees of every path, so the
   caller believes f always frees p (the leak when n == 0 is missed, as in the paper). */
#include <stdlib.h>
void f(int *p, int n) {
  if (n) free(p);
}

void caller(int n) {
  int *q = malloc(4);
  f(q, n);  // NOLEAK  (missed by design)
}

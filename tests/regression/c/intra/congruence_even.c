// options: --numeric-domain interval_congruence --path-check off
/* Only the congruence half of interval_congruence knows that x = 2 * argc is even, so the
   early return under x == 7 is infeasible and p is not lost there.  With --numeric-domain
   interval or pair (path check off, so that only the numeric domain can tell) the same
   program reports a false leak at that return; tests/domains/test_domains_precision.py
   checks the same fact on the domains themselves. */
#include <stdlib.h>

int main(int argc, char **argv) {
  int x = 2 * argc;
  int *p = malloc(sizeof(int));
  if (x == 7) return 0;  // NOLEAK
  free(p);
  return 0;
}

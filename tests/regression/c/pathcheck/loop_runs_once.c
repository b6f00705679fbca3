// options: --no-loop-at-least-once
/* A loop the intervals cannot count but the path check can: `k = u - u + 1` is 1, which
   intervals see as any number, so the loop's first round already gives the head a stable
   state.  The path that skips the loop is infeasible; the paths through it decide (they
   were once never examined: the head kept the zero-iteration paths alone). */
#include <stdlib.h>

int once_then_lose(unsigned u, int n) {
  char *p = malloc(8);
  unsigned k = u - u + 1u;
  if (p == NULL) return -1;
  while (k > 0) {                 /* runs at least once: the leak happens after it */
    k = k - 1;
  }
  return n;                       // LEAK
}

int once_then_free(unsigned u) {
  char *p = malloc(8);
  unsigned k = u - u + 1u;
  if (p == NULL) return -1;
  while (k > 0) {                 /* frees on its first round: only skipping it would leak */
    free(p);
    p = NULL;
    k = 0;
  }
  return 0;                       // NOLEAK
}

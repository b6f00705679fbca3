/* The focused retry keeps paths apart by every block lost at an exit; where those are
   many, it joins its disjuncts too, a few times, and completes.  An alarm realised only
   in such a joined disjunct is tried again with a partition kept apart by its own
   blocks alone: q's flag is decided there.  The blocks of make() are really lost where
   the flag is set (they are freed only where it is clear); their alarm stays. */
#include <stdlib.h>

char *make(int c) {
  return c ? malloc(1) : NULL;
}

#define SIX(f)                                                                     \
  p0 = make(c & 1); p1 = make(c & 2); p2 = make(c & 4);                            \
  p3 = make(c & 8); p4 = make(c & 16); p5 = make(c & 32);                          \
  if (!f) { free(p0); free(p1); free(p2); free(p3); free(p4); free(p5); }

int flagged(int c, int flag) {
  char *q = NULL;
  char *p0, *p1, *p2, *p3, *p4, *p5;
  if (flag)
    q = malloc(2);
  SIX(flag) SIX(flag) SIX(flag)
  if (flag)
    free(q);
  return c;                                    // LEAK (make's blocks, not q's)
}

int flag_changed(int c, int flag) {
  char *q = NULL;
  char *p0, *p1, *p2, *p3, *p4, *p5;
  if (flag)
    q = malloc(2);
  SIX(0) SIX(0) SIX(0)
  flag = c & 64;                               /* not the flag that allocated */
  if (flag)
    free(q);
  return c;                                    // LEAK
}

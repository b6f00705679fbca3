/* Too many allocated sets for the path check's partition: each SIX() makes 64 of them
   (six independent conditional blocks), more than it keeps apart, so it joins them all,
   and past a dozen such joins it gives up.  The retry that keeps paths apart only by the
   blocks lost at the exit (q's) still decides the flag. */
#include <stdlib.h>

#define SIX(b)                                                                     \
  p0 = (c & 1) ? malloc(b) : NULL; p1 = (c & 2) ? malloc(b) : NULL;                \
  p2 = (c & 4) ? malloc(b) : NULL; p3 = (c & 8) ? malloc(b) : NULL;                \
  p4 = (c & 16) ? malloc(b) : NULL; p5 = (c & 32) ? malloc(b) : NULL;              \
  free(p0); free(p1); free(p2); free(p3); free(p4); free(p5);

int flagged(int c, int flag) {
  char *q = NULL;
  char *p0, *p1, *p2, *p3, *p4, *p5;
  if (flag)
    q = malloc(2);
  SIX(1) SIX(2) SIX(3) SIX(4) SIX(5) SIX(6) SIX(7)
  SIX(8) SIX(9) SIX(10) SIX(11) SIX(12) SIX(13) SIX(14)
  if (flag)
    free(q);
  return c;                                    // NOLEAK
}

int flag_changed(int c, int flag) {
  char *q = NULL;
  char *p0, *p1, *p2, *p3, *p4, *p5;
  if (flag)
    q = malloc(2);
  SIX(1) SIX(2) SIX(3) SIX(4) SIX(5) SIX(6) SIX(7)
  SIX(8) SIX(9) SIX(10) SIX(11) SIX(12) SIX(13) SIX(14)
  flag = c & 64;                               /* not the flag that allocated */
  if (flag)
    free(q);
  return c;                                    // LEAK
}

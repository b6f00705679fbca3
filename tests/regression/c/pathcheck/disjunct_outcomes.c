/* Outcomes from the path check's disjuncts: the callee leaves through one return, so in
   the joined exit state the status and the out-parameter are not tied; the disjuncts
   keep "freed, -1" apart from "handed out, 0". */
#include <stdlib.h>

int make(char **out, int n) {
  int rc = 0;
  char *b = malloc(n);
  if (b == NULL) return -1;
  if (n > 100) {
    free(b);
    rc = -1;
  } else {
    *out = b;
  }
  return rc;
}

int use_made(int n) {
  char *p;
  if (make(&p, n) != 0) return -1;               // NOLEAK
  free(p);
  return 0;
}

int lose_made(int n) {
  char *p;
  if (make(&p, n) != 0) return -1;               // NOLEAK
  return n;                                      // LEAK
}

/* here the block is handed out on both outcomes: the -1 exit keeps it */
int make_always(char **out, int n) {
  int rc = 0;
  char *b = malloc(n);
  if (b == NULL) exit(1);
  if (n > 100) rc = -1;
  *out = b;
  return rc;
}

int not_tied(int n) {
  char *p;
  if (make_always(&p, n) != 0) return -1;        // LEAK
  free(p);
  return 0;
}

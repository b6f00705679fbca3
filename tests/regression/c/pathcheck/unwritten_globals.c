/* Globals no code writes keep their initialiser's value (a whole program: it has main). */
#include <stdlib.h>
static int five = 5;
static const int verbose = 0;
int debug_flag;                                /* tentative definition: 0, never written */
int mode = 1;
void set_mode(int m) { mode = m; }             /* mode is written: not a constant */

static int use_five(void) {
  char *p = NULL;
  if (five == 5) p = malloc(4);
  if (five == 5) free(p);
  return 0;                                    // NOLEAK
}

static int use_verbose(void) {
  char *p = malloc(4);
  if (verbose) return 1;                       // NOLEAK  (never taken)
  free(p);
  return 0;
}

static int use_debug(void) {
  char *p = NULL;
  if (debug_flag) p = malloc(4);               /* never taken */
  return 0;                                    // NOLEAK
}

static int use_mode(void) {
  char *p = malloc(4);
  if (mode == 2) return 1;                     // LEAK  (set_mode may have made it 2)
  free(p);
  return 0;
}

int main(void) {
  set_mode(2);
  return use_five() + use_verbose() + use_debug() + use_mode();
}

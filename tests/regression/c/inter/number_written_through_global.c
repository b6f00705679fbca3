/* A callee writes a number into memory a global points to: its summary says so
   (global:cfg*.level in "may overwrite"), and the caller forgets what it knew there. */
#include <stdlib.h>
struct config { int level; int verbose; char *name; };
struct config *cfg;

static void lower_level(void) { cfg->level = 0; }
static int read_level(void) { return cfg->level; }

int tested_around_a_writer(void) {
  char *buf = NULL;
  if (cfg->level > 2) buf = malloc(16);
  lower_level();                               /* cfg->level may have changed */
  if (cfg->level > 2) free(buf);
  return 0;                                    // LEAK
}

int tested_around_a_reader(void) {
  char *buf = NULL;
  int n;
  if (cfg->level > 2) buf = malloc(16);
  n = read_level();                            /* reads only */
  if (cfg->level > 2) free(buf);
  return n;                                    // NOLEAK
}

/* The global is a pointer to a number: the write's anchor is global:limit* itself. */
int *limit;

static void reset_limit(void) { *limit = 0; }

int tested_around_a_pointee_writer(void) {
  char *buf = NULL;
  if (*limit > 2) buf = malloc(16);
  reset_limit();                               /* *limit may have changed */
  if (*limit > 2) free(buf);
  return 0;                                    // LEAK
}

/* A caller that never reads cfg passes the callee's write on to its own callers
   (the summary of lower_twice says global:cfg*.level too). */
static void lower_twice(void) { lower_level(); lower_level(); }

int tested_around_a_passer(void) {
  char *buf = NULL;
  if (cfg->level > 2) buf = malloc(16);
  lower_twice();                               /* cfg->level may have changed */
  if (cfg->level > 2) free(buf);
  return 0;                                    // LEAK
}

static int read_after_lowering(void) { lower_level(); return cfg->level; }

int tested_around_a_reader_after_write(void) {
  char *buf = NULL;
  if (cfg->level > 2) buf = malloc(16);
  read_after_lowering();                       /* lowers, then reads */
  if (cfg->level > 2) free(buf);
  return 0;                                    // LEAK
}

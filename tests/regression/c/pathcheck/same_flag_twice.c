/* Two branches on one unchanged value: the path check keeps the branches apart. */
#include <stdlib.h>
void log_it(int v);

int param_flag(int g) {
  char *p = NULL;
  if (g) p = malloc(8);
  log_it(g);
  if (g) free(p);
  return 0;                                    // NOLEAK
}

int param_flag_rewritten(int g) {
  char *p = NULL;
  if (g) p = malloc(8);
  g = g - 1;                                   /* the flag changes in between */
  if (g) free(p);
  return 0;                                    // LEAK
}

int other_variable(int g, int h) {
  char *p = NULL;
  if (g) p = malloc(8);
  if (h) free(p);
  return 0;                                    // LEAK
}

int implied_range(int n) {
  char *p = NULL;
  if (n > 10) p = malloc(8);
  if (n > 5) free(p);                          /* n > 10 implies n > 5 */
  return 0;                                    // NOLEAK
}

int not_implied_range(int n) {
  char *p = NULL;
  if (n > 5) p = malloc(8);
  if (n > 10) free(p);                         /* n == 7 allocates and does not free */
  return 0;                                    // LEAK
}

int relational(int a, int b) {
  char *p = NULL;
  if (a < b) p = malloc(8);
  if (b > a) free(p);                          /* the same condition, written the other way */
  return 0;                                    // NOLEAK
}

int relational_not_implied(int a, int b) {
  char *p = NULL;
  if (a < b) p = malloc(8);
  if (b > a + 1) free(p);                      /* b == a + 1 allocates and does not free */
  return 0;                                    // LEAK
}

int same_bits(int flags) {
  char *p = NULL;
  if (flags & 4) p = malloc(8);
  if (flags & 4) free(p);
  return 0;                                    // NOLEAK
}

int other_bits(int flags) {
  char *p = NULL;
  if (flags & 4) p = malloc(8);
  if (flags & 2) free(p);
  return 0;                                    // LEAK
}

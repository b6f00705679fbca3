/* An ownership flag records whether the buffer is on the heap. */
#include <stdlib.h>
#include <string.h>
int consume(const char *s, int n);

int with_flag(const char *src, int n) {
  char local[64];
  char *p = local;
  int own = 0;
  if (n >= (int)sizeof local) {
    p = malloc(n + 1);
    if (p == NULL) return -1;
    own = 1;
  }
  memcpy(p, src, n);
  consume(p, n);
  if (own) free(p);
  return 0;                                    // NOLEAK
}

int flag_forgotten(const char *src, int n) {
  char local[64];
  char *p = local;
  int own = 0;
  if (n >= (int)sizeof local) {
    p = malloc(n + 1);
    if (p == NULL) return -1;
  }
  memcpy(p, src, n);
  consume(p, n);
  if (own) free(p);                            /* own is never set */
  return 0;                                    // LEAK
}

#include <stdlib.h>

int *make(int n) {
  if (n > 0)
    return NULL;
  return malloc(n); // ALLOC-SIZE
}

char *empty(void) {
  size_t len = 0;
  return calloc(len, 1); // ALLOC_SIZE
}

char *fine(size_t len) {
  return malloc(len + 1); // NO-ALLOC-SIZE
}

char *later(int n) {
  char *p = NULL;
  if (n <= 0)
    return p;
  p = malloc(n); // NO-ALLOC-SIZE
  return p;
}

/* An integer status tied to an allocation through an out-parameter: the summary keeps the
   outcomes apart, so the caller's test of the status prunes the allocation. */
#include <stdlib.h>
#include <string.h>

int to_blob(int key, char **blobp, int *lenp) {
  char *b;
  if (key < 0) return 0;                       /* nothing allocated */
  b = malloc(16);
  if (b == NULL) return 0;
  memset(b, 0, 16);
  *blobp = b;
  *lenp = 16;
  return 1;
}

int use_blob(int key) {
  char *blob;
  int len;
  if (to_blob(key, &blob, &len) == 0) return 0;   // NOLEAK
  free(blob);
  return len;
}

int lose_blob(int key) {
  char *blob;
  int len;
  if (to_blob(key, &blob, &len) == 0) return 0;   // NOLEAK
  return len;                                     // LEAK
}

int sometimes_alloc(char **outp, int n) {
  *outp = malloc(n);                           /* allocated on both outcomes */
  if (n > 100) return -1;
  return 0;
}

int status_not_tied(int n) {
  char *p;
  if (sometimes_alloc(&p, n) != 0) return -1;  // LEAK
  free(p);
  return 0;
}

/* A status result tested twice: after "ret <= 0" (failure, or success with an empty
   string), "ret != 0" can only be the failure, where asprintf allocated nothing.  The
   first test narrows the number and keeps it tied to the block. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int format_twice(char **out, int n) {
  char *s = NULL;
  int ret;
  if ((ret = asprintf(&s, "%d", n)) <= 0)
    goto fail;
  *out = s;
  return ret;
fail:
  if (ret == 0) {
    *out = s;
    return 0;
  }
  *out = NULL;
  return -1;                                     // NOLEAK
}

/* the same shape, but the empty string is dropped on the "ret == 0" path: a real leak */
int drops_empty(char **out, int n) {
  char *s = NULL;
  int ret;
  if ((ret = asprintf(&s, "%d", n)) <= 0)
    goto fail;
  *out = s;
  return ret;
fail:
  *out = NULL;
  return -1;                                     // LEAK
}

/* narrowed the other way: after "ret >= 0" only success is left, so "ret != 5" still
   holds the block */
int keeps_on_success(int n) {
  char *s;
  int ret = asprintf(&s, "%d", n);
  if (ret < 0)
    return -1;                                   // NOLEAK
  if (ret != 5)
    return 1;                                    // LEAK
  free(s);
  return 0;
}

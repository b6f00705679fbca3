/* may_be_freed.c's twin under the default (certain_frees_only on): a free that happens on
   some paths only is not followed (unsound, documented), and a free through a pointer
   that is NULL on some paths frees the block on the others alone. */
#include <stdlib.h>

void release_if(char *p, int c) {
  if (c)
    free(p);
}

int callee_may_free(int c) {
  char *p = malloc(8);
  if (p == NULL)
    return -1;
  release_if(p, c);
  free(p);                 // NO-DOUBLE-FREE (missed: the callee frees on some paths only)
  return 0;
}

int freed_through_joined_alias(int c, int d) {
  char *p = malloc(8);
  char *q = NULL;
  if (p == NULL)
    return -1;
  if (d > 0)
    q = p;
  free(q);
  if (d <= 0)
    free(p);               // NO-DOUBLE-FREE (only where q was NULL, so nothing was freed)
  return c;
}

int freed_twice_through_joined_alias(int c, int d) {
  char *p = malloc(8);
  char *q = NULL;
  if (p == NULL)
    return -1;
  if (d > 0)
    q = p;
  free(q);
  if (d > 0)
    free(p);               // DOUBLE-FREE
  else
    free(p);
  return c;
}

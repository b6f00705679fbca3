// options: --no-certain-frees-only
/* With certain_frees_only off (sound), a free that happens on some paths only counts:
   a later use or free of the block is a "may" warning.  The twin may_be_freed_certain.c
   is the same code under the default, where these frees are not followed. */
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
  free(p);                 // DOUBLE-FREE
  return 0;
}

int used_after_callee_may_free(int c) {
  char *p = malloc(8);
  if (p == NULL)
    return -1;
  release_if(p, c);
  p[0] = 1;                // USE-AFTER-FREE
  if (!c)
    free(p);               // TODO-FP double_free (the summary does not say release_if frees only where c != 0)
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

struct cell { struct cell *self; int v; };

int freed_through_self_in_loop(int n) {
  struct cell *c = malloc(sizeof *c);
  int i;
  if (c == NULL)
    return -1;
  c->self = c;
  c->v = 1;
  for (i = 0; i < n; i++) {
    free(c->self);         // USE-AFTER-FREE (a second round reads c->self in the freed block)
    c->self = NULL;        // USE-AFTER-FREE (c is the block freed through c->self)
  }
  return 0;
}

int fresh_block_each_round(int n) {
  int i;
  for (i = 0; i < n; i++) {
    char *p = malloc(4);
    if (p == NULL)
      return -1;
    p[0] = 1;              // NO-USE-AFTER-FREE (the block freed last round is another one)
    free(p);
  }
  return 0;
}

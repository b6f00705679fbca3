/* Two branches on one unchanged value read from memory: a field, an element, a pointee.
   The path check takes two reads of one lvalue with no write in between for one value. */
#include <stdlib.h>
#include <string.h>
struct conn { int flags; int mode; char *name; struct conn *peer; };
void log_it(int v);
int g_mode;

int field_twice(struct conn *c) {
  char *p = NULL;
  if (c->flags & 4) p = malloc(8);
  if (c->flags & 4) free(p);
  return 0;                                    // NOLEAK
}

int field_twice_through_two_hops(struct conn *c) {
  char *p = NULL;
  if (c->peer->mode == 3) p = malloc(8);
  if (c->peer->mode != 3) return 1;            /* p is NULL here */
  free(p);
  return 0;                                    // NOLEAK
}

int field_of_local_struct(int v) {
  struct conn s;
  char *p = NULL;
  s.mode = v;
  if (s.mode) p = malloc(8);
  if (s.mode) free(p);
  return 0;                                    // NOLEAK
}

int element_twice(int *opts, int i) {
  char *p = NULL;
  if (opts[i] > 2) p = malloc(8);
  if (opts[i] > 2) free(p);
  return 0;                                    // NOLEAK
}

int pointee_twice(int *flag) {
  char *p = NULL;
  if (*flag) p = malloc(8);
  if (*flag) free(p);
  return 0;                                    // NOLEAK
}

/* ---- the value may change between the reads: the alarm stays */

int field_written_between(struct conn *c) {
  char *p = NULL;
  if (c->flags & 4) p = malloc(8);
  c->flags = 0;
  if (c->flags & 4) free(p);
  return 0;                                    // LEAK
}

int field_written_through_alias(struct conn *c, int v) {
  char *p = NULL;
  int *q = v ? &c->mode : &c->flags;
  if (c->mode) p = malloc(8);
  *q = 0;                                      /* q may point to c->mode */
  if (c->mode) free(p);
  return 0;                                    // LEAK
}

void touch(struct conn *c);

int field_after_call(struct conn *c) {
  char *p = NULL;
  if (c->mode) p = malloc(8);
  touch(c);                                    /* may change c->mode */
  if (c->mode) free(p);
  return 0;                                    // LEAK
}

int other_object(struct conn *c, struct conn *d) {
  char *p = NULL;
  if (c->mode) p = malloc(8);
  if (d->mode) free(p);
  return 0;                                    // LEAK
}

int pointer_moved(struct conn *c) {
  char *p = NULL;
  if (c->mode) p = malloc(8);
  c = c->peer;
  if (c->mode) free(p);
  return 0;                                    // LEAK
}

int index_changed(int *opts, int i) {
  char *p = NULL;
  if (opts[i] > 2) p = malloc(8);
  i++;
  if (opts[i] > 2) free(p);
  return 0;                                    // LEAK
}

int pointee_of_written_local(int v) {
  int x = v;
  int *q = &x;
  char *p = NULL;
  if (*q) p = malloc(8);
  x = 0;                                       /* *q reads x */
  if (*q) free(p);
  return 0;                                    // LEAK
}

int field_written_in_loop(struct conn *c, int n) {
  char *p = NULL;
  if (c->mode) p = malloc(8);
  for (int i = 0; i < n; i++)
    c->mode = i;
  if (c->mode) free(p);
  return 0;                                    // LEAK
}

static void reset_mode(struct conn *c) { c->peer->mode = 0; }

int field_reset_by_callee(struct conn *c) {
  char *p = NULL;
  if (c->peer->mode) p = malloc(8);
  reset_mode(c);                               /* the summary writes arg0*.peer*.mode */
  if (c->peer->mode) free(p);
  return 0;                                    // LEAK
}

struct conn *g_conn;
static void reset_global(void) { g_conn->mode = 0; }

int global_field_reset_by_callee(void) {
  char *p = NULL;
  if (g_conn->mode) p = malloc(8);
  reset_global();                              /* writes through a global pointer */
  if (g_conn->mode) free(p);
  return 0;                                    // LEAK
}

static int peer_ready(struct conn *c) { return c->peer != NULL && c->peer->mode > 0; }

int field_twice_around_pure_callee(struct conn *c) {
  char *p = NULL;
  if (c->mode == 2) p = strdup("x");
  if (peer_ready(c)) log_it(0);                /* reads only */
  if (c->mode == 2) free(p);
  return 0;                                    // NOLEAK
}

int field_around_loop_without_writes(struct conn *c, int n) {
  char *p = NULL;
  if (c->flags & 8) p = malloc(8);
  while (n > 0)
    n -= c->mode + 1;                          /* reads memory, writes none */
  if (c->flags & 8) free(p);
  return n;                                    // NOLEAK
}

int field_around_loop_with_writes(struct conn *c, int *out, int n) {
  char *p = NULL;
  int i;
  if (c->flags & 8) p = malloc(8);
  for (i = 0; i < n; i++)
    out[i] = 0;                                /* out may point into *c */
  if (c->flags & 8) free(p);
  return 0;                                    // LEAK
}

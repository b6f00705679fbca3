/* A callee writes a static number and memory behind its argument, at one call site of
   the caller that explores many cells of the argument's memory.  The number global holds
   no pointer: the caller's summary names no memory behind it (no global:failed*...), and
   the number itself is still forgotten across the call. */
#include <stdlib.h>
static int failed;
struct node { struct node *a, *b, *c, *d, *e; char *p; };

static void mark(struct node *s) {
  if (!failed) failed = 1;
  s->a->p = 0; s->b->p = 0; s->c->p = 0; s->d->p = 0; s->e->p = 0;
  s->a->a->p = 0; s->b->b->p = 0;
}

static void relay(struct node *s) { mark(s); }

int tested_around_the_writer(struct node *s) {
  char *buf = NULL;
  if (failed) buf = malloc(16);
  relay(s);                                    /* failed may have changed */
  if (failed) free(buf);
  return 0;                                    // LEAK
}

int tested_twice_after_the_writer(struct node *s) {
  char *buf = NULL;
  relay(s);
  if (failed) buf = malloc(16);
  if (failed) free(buf);                       /* nothing in between */
  return 0;                                    // NOLEAK
}

/* The callee keeps the block in memory behind the argument: not lost. */
static void stash(struct node *s, char *q) { mark(s); s->a->p = q; }

int stored_behind_the_argument(struct node *s) {
  char *q = malloc(8);
  stash(s, q);
  return 0;                                    // NOLEAK
}

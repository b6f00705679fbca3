/* The NULL outcome of a call that returns a fresh block or NULL: direct wrappers, wrappers
   behind function pointers, and a choice between realloc and malloc. */
#include <stdlib.h>
struct state { int *arr; int n; };
typedef void *(*alloc_fn)(void *opaque, int n);
struct stream { alloc_fn alloc; void *opaque; struct state *st; };

static void *default_alloc(void *opaque, int n) { return malloc(n); }

struct state *make_state(int n) {
  struct state *s = malloc(sizeof *s);
  if (s == NULL) return NULL;
  s->n = n;
  s->arr = NULL;
  return s;
}

int init(struct stream *strm, int n) {
  struct state *s;
  if (strm->alloc == NULL) strm->alloc = default_alloc;
  s = strm->alloc(strm->opaque, sizeof(struct state));
  if (s == NULL) return -1;                    // NOLEAK
  strm->st = s;
  return 0;
}

int twice(int which, struct stream *strm) {
  struct state *s;
  if (which) s = make_state(1);
  else s = make_state(2);
  if (s == NULL) return -1;                    // NOLEAK
  strm->st = s;
  return 0;
}

char *grow(char *old, int n) {
  char *tmp = old ? realloc(old, n) : malloc(n);
  if (tmp == NULL) return old;                 // NOLEAK
  return tmp;
}

char *leaky_out(char **out) {
  *out = malloc(4);                            /* allocated whatever the result */
  return NULL;
}

int caller_of_leaky(void) {
  char *p;
  if (leaky_out(&p) == NULL) return -1;        // LEAK
  free(p);
  return 0;
}

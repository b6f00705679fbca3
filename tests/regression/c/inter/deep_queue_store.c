/* An argument stored deep inside the caller's structures: through four pointers and a
   BSD queue's tail pointer (tqh_last points into the last element), longer than the
   summaries' anchor bound (--max-anchor-length, 8).  What lies past the bound stays
   reachable from the caller's memory without a name: the summary treats it as escaped
   (Arg2Glob), so the caller's block is not reported lost. */
#include <stdlib.h>
#include <sys/queue.h>

struct confirm { void *ctx; TAILQ_ENTRY(confirm) entry; };
struct channel { int id; TAILQ_HEAD(, confirm) confirms; };
struct table { struct channel **channels; unsigned n; };
struct session { struct table *tab; };
void fatal(const char *m) __attribute__((noreturn));

struct channel *lookup(struct session *s, int id) {
  if (id < 0 || (unsigned)id >= s->tab->n)
    return NULL;
  return s->tab->channels[id];
}

void register_confirm(struct session *s, int id, void *ctx) {
  struct confirm *cc;
  struct channel *c;
  if ((c = lookup(s, id)) == NULL)
    fatal("bad id");
  if ((cc = calloc(1, sizeof(*cc))) == NULL)
    fatal("out of memory");
  cc->ctx = ctx;
  TAILQ_INSERT_TAIL(&c->confirms, cc, entry);
}

/* the same lookup, but the context is only read: the caller keeps ownership */
int confirm_count(struct session *s, int id, void *ctx) {
  struct channel *c = lookup(s, id);
  struct confirm *cc;
  int n = 0;
  if (c == NULL)
    return 0;
  TAILQ_FOREACH(cc, &c->confirms, entry)
    n += cc->ctx == ctx;
  return n;
}

struct reply { int type; };

void expect_confirm(struct session *s, int id) {
  struct reply *cr = calloc(1, sizeof(*cr));
  if (cr == NULL)
    fatal("out of memory");
  cr->type = 1;
  register_confirm(s, id, cr);
}                                                // NOLEAK

int count_only(struct session *s, int id) {
  struct reply *cr = calloc(1, sizeof(*cr));
  if (cr == NULL)
    return -1;
  return confirm_count(s, id, cr);               // LEAK
}

/* a global queue: after TAILQ_INSERT_TAIL the global's tqh_last points into the new
   element (&gc->entry.tqe_next), the only pointer the exit state keeps to it.  A pointer
   into a block held by a global reaches the block (State.reachable), so the element and
   the context stored in it stay reachable in the caller */
struct gconf { void *ctx; TAILQ_ENTRY(gconf) entry; };
static TAILQ_HEAD(, gconf) global_confirms = TAILQ_HEAD_INITIALIZER(global_confirms);

void register_global(void *ctx) {
  struct gconf *gc = calloc(1, sizeof(*gc));
  if (gc == NULL)
    fatal("out of memory");
  gc->ctx = ctx;
  TAILQ_INSERT_TAIL(&global_confirms, gc, entry);
}                                                // NOLEAK

int global_pending(void *ctx) {
  struct gconf *gc;
  TAILQ_FOREACH(gc, &global_confirms, entry)
    if (gc->ctx == ctx)
      return 1;
  return 0;
}

struct fwd { int port; };

void open_fwd(int port) {
  struct fwd *f = calloc(1, sizeof(*f));
  if (f == NULL)
    fatal("out of memory");
  f->port = port;
  register_global(f);
}                                                // NOLEAK

int probe_fwd(int port) {
  struct fwd *f = calloc(1, sizeof(*f));
  if (f == NULL)
    return -1;
  f->port = port;
  return global_pending(f);                      // LEAK
}

/* a shallow queue in the caller's channel: the summary writes the tail pointer too, as a
   pointer to the new element, so a later insertion in the caller goes into the element */
int enqueue(struct channel *c, void *ctx) {
  struct confirm *cc = calloc(1, sizeof(*cc));
  if (cc == NULL)
    return -1;
  cc->ctx = ctx;
  TAILQ_INSERT_TAIL(&c->confirms, cc, entry);
  return 0;
}

int expect_on(struct channel *c) {
  struct reply *cr = calloc(1, sizeof(*cr));
  if (cr == NULL)
    return -1;
  if (enqueue(c, cr) != 0) {
    free(cr);
    return -1;
  }
  return 0;                                      // NOLEAK
}

/* queues a copy of the reply's type only: the caller still owns the reply */
int enqueue_type(struct channel *c, const struct reply *r) {
  struct confirm *cc = calloc(1, sizeof(*cc));
  if (cc == NULL)
    return -1;
  cc->ctx = NULL;
  c->id = r->type;
  TAILQ_INSERT_TAIL(&c->confirms, cc, entry);
  return 0;
}

int expect_type(struct channel *c) {
  struct reply *cr = calloc(1, sizeof(*cr));
  if (cr == NULL)
    return -1;
  if (enqueue_type(c, cr) != 0) {
    free(cr);
    return -1;
  }
  return 0;                                      // LEAK
}

/* a pointer into a block held only by another heap block does not keep the block
   (valgrind calls it "possibly lost"): a back-link into a lost block is no owner */
struct owner { int id; int count; };
struct link { int *countp; };
static struct link *last_link;

void lose_owner(int id) {
  struct owner *o = calloc(1, sizeof(*o));
  struct link *l = calloc(1, sizeof(*l));
  if (o == NULL || l == NULL)
    fatal("out of memory");
  o->id = id;
  l->countp = &o->count;
  last_link = l;                                 // LEAK
}

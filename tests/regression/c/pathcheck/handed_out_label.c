/* The shared "out:" label: the success path hands the block out (*lp = l; l = NULL;
   r = 0) and the error paths, holding the same allocated blocks, free them at the label.
   Disjuncts are kept apart by which blocks were handed out, not only by which exist, so
   the caller's "if (fetch(..) != 0) return r;" sees no block on the error outcome. */
#include <stdlib.h>

struct list { unsigned n; char **items; };
int next_count(unsigned *out);
int next_item(char **item);

void list_free(struct list *l) {
  if (l == NULL)
    return;
  free(l->items);
  free(l);
}

int fetch(struct list **lp) {
  struct list *l = NULL;
  unsigned num, i;
  int r;
  *lp = NULL;
  if ((r = next_count(&num)) != 0)
    goto out;
  if (num == 0) {
    r = -2;
    goto out;
  }
  if ((l = calloc(1, sizeof *l)) == NULL || (l->items = calloc(num, sizeof *l->items)) == NULL) {
    r = -1;
    goto out;
  }
  for (i = 0; i < num; i++)
    if ((r = next_item(&l->items[i])) != 0)
      goto out;
  l->n = num;
  *lp = l;
  l = NULL;
  r = 0;
out:
  if (l != NULL)
    list_free(l);
  return r;                                      // NOLEAK
}

int has_items(void) {
  struct list *l = NULL;
  int r;
  if ((r = fetch(&l)) != 0)
    return r;                                    // NOLEAK
  r = l->n > 3;
  list_free(l);
  return r;
}

int forgets_list(void) {
  struct list *l = NULL;
  if (fetch(&l) != 0)
    return -1;                                   // NOLEAK
  return (int)l->n;                              // LEAK
}

/* the error path after the loop forgets to free: the label no longer cleans up.  The
   joined state at the label holds the block through *lp (the success path), so the
   paper's formula misses it; the leak check asks the path check about that exit, whose
   error path loses the block */
int fetch_leaky(struct list **lp) {
  struct list *l = NULL;
  unsigned num, i;
  int r;
  *lp = NULL;
  if ((r = next_count(&num)) != 0 || num == 0)
    return -1;
  if ((l = calloc(1, sizeof *l)) == NULL)
    return -1;
  l->items = NULL;
  for (i = 0; i < num; i++) {
    char *s;
    if ((r = next_item(&s)) != 0)
      goto out;
    free(s);
  }
  l->n = num;
  *lp = l;
  l = NULL;
  r = 0;
out:
  return r;                                      // LEAK
}

/* handed out on the error path too (through a global): the caller's test of the status
   does not tell whether the block exists */
struct list *last_list;

int fetch_global(struct list **lp) {
  struct list *l = calloc(1, sizeof *l);
  if (l == NULL)
    return -1;
  last_list = l;
  if (next_count(&l->n) != 0)
    return -2;                                   // NOLEAK
  *lp = l;
  return 0;
}

int uses_global(void) {
  struct list *l = NULL;
  if (fetch_global(&l) != 0)
    return -1;                                   // NOLEAK
  return (int)l->n;                              // NOLEAK
}

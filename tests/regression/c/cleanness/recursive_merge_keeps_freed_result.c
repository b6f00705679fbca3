// options: --max-anchor-length 16
/* A self-recursive procedure that returns a block it freed (a dangling result).  With
   anchors up to 16 steps its summary grows by one `.next*` per analysis (what it frees
   through its argument) for more than half of max_scc_rounds, so the component's
   iteration merges its summaries.  The merge kept only the fields it listed and dropped
   the freed result (`freed2ret`): the caller's use of it went unreported.  A merged
   summary now keeps what either summary may do. */
#include <stdlib.h>

struct n { struct n *next; int v; };

struct n *drop(struct n *p)
{
  struct n *q;
  if (p == NULL)
    return NULL;
  drop(p->next);
  free(p);
  q = malloc(sizeof *q);
  free(q);
  return q;
}

struct n *keep(struct n *p)
{
  struct n *q;
  if (p == NULL)
    return NULL;
  keep(p->next);                       /* (the block the inner call returns is dropped) */
  free(p);
  q = malloc(sizeof *q);
  return q;                            // LEAK
}

int use_dropped(void)
{
  struct n *a = malloc(sizeof *a);
  struct n *r;
  if (a == NULL)
    return 1;
  a->next = NULL;
  r = drop(a);
  if (r != NULL)
    r->v = 1;                          // USE-AFTER-FREE
  return 0;
}

int use_kept(void)
{
  struct n *a = malloc(sizeof *a);
  struct n *r;
  if (a == NULL)
    return 1;
  a->next = NULL;
  r = keep(a);
  if (r != NULL)
    r->v = 1;                          // NO-USE-AFTER-FREE
  free(r);
  return 0;
}

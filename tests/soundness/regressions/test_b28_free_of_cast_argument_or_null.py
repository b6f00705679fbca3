"""B28 (fixed; found beside B26, not by the generator, which writes no casts) — B26's rule
(a free through a cell that may hold a NULL of another source is not certain) read the
cell's mark only for a plain variable: ``free((void *)q)`` with ``q = {α, NULL}`` mixed
was taken as surely freeing the argument, and the caller dropped a block that was still
live when the callee took its NULL path.  A cast copy (``q2 = (T *)q``) lost the mark too.

Fix: ``Semantics._reads_mixed`` looks through casts, for frees, copies and call
arguments alike.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
void drop(struct node *n, int v) {
  struct node *q = NULL;
  if (v > 0) {
    q = n;
  }
  free((void *)q);
}
void drop_copy(struct node *n, int v) {
  struct node *q = NULL;
  struct node *r;
  if (v > 0) {
    q = n;
  }
  r = (struct node *)q;
  free(r);
}
int main(void) {
  struct node *p = malloc(sizeof(struct node));
  if (p == NULL) {
    return 0;
  }
  p->next = NULL;
  drop(p, 0);
  drop_copy(p, 0);
  free(p);
  return 0;
}
"""


def test_b28_free_of_cast_argument_or_null():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

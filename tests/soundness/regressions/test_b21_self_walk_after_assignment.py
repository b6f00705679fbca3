"""B21 (fixed in 749d7b6) — ``n = n->next`` loses the NULL of the new ``n`` when the state has a mixed cell
(any cell joining a fresh block with a NULL of another source, here ``m``): the analysis
has ``n = {ℓ}`` afterwards, finds ``n == NULL`` infeasible and misses the leak of ``q``
(also with the default options).

Diagnosis: ``Semantics.transfer`` (``Assign``, the "a copy of a mixed cell is mixed too"
bookkeeping added in 818a89a) calls ``lval_addrs`` on the right-hand side *after* the
assignment; for ``n = n->next`` this evaluates ``*n`` with the new ``n``, and
``_dereferenced`` ("after *p, p is not NULL") strips NULL from it.  Fix: compute the source
cells before the assignment (or without the ``_dereferenced`` side effect).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int pick(int x) {
  if (x > 5) return 0;
  return 1;
}
int main(void) {
  struct node *n = malloc(sizeof(struct node));
  struct node *m = NULL;
  int *q = malloc(sizeof(int));
  n->next = NULL;
  if (pick(9)) n->next = n;
  if (pick(3)) m = malloc(sizeof(struct node));
  n = n->next;
  if (n == NULL) return 0;
  free(q);
  return 0;
}
"""


def test_b21_self_walk_after_assignment():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

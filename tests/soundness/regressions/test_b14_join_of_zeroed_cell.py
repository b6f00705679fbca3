"""B14 (fixed in 818a89a) — an absent cell of a ``calloc``'ed block reads as 0 (``Semantics.read`` knows the
region is zeroed) but is ⊥ for ``State.join``: after ``if (..) p->data = 5;`` the analysis
has ``data = [5, 5]``, finds ``p->data != 5`` infeasible and misses the leak of ``q``.
The same happens at loop heads (the first iteration's 0 is lost).  Intraprocedural.

Diagnosis: ``State.implicit`` returns None (⊥) for every absent non-input cell, including
cells of a zeroed region (``Region.zeroed``), which stand for 0 / NULL until written.
Fix: let ``implicit`` return ``Value(0)`` / ``{NULL}`` (by the cell's type, or both) for
cells of zeroed regions, and use it in ``join``/``leq`` as for input cells.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int pick(int x) {
  if (x > 5) return 1;
  return 0;
}
int main(void) {
  struct node *p = calloc(1, sizeof(struct node));
  int *q = malloc(sizeof(int));
  if (pick(3)) p->data = 5;
  if (p->data == 5) free(q);
  free(p);
  return 0;
}
"""


def test_b14_join_of_zeroed_cell():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

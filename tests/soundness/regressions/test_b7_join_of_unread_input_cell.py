"""B7 (fixed in 818a89a) — joining a state where a pointer *input* cell (a parameter, a global) was assigned
with one where it was never read loses the input value: its target and NULL.

Diagnosis: ``State.join`` completes an absent input cell with ``State.implicit``, which is
``Value(⊤, explores | NULL)`` only when an explore address already exists for the cell; for
a cell never read on either side it is ``Value(⊤, {})``.  Below, after ``if (v > 0) n = m;``
the analysis has ``n = ⊤ {ℓm}``: ``free(n)`` is taken as the definite free of ``m``'s block
(single target), while concretely (``v == 0``) it frees the caller's block and ``m``'s block
leaks.  The leak in ``f`` is missed (even with the default options), the summary has no
Arg2Free, and ``main`` gets a false leak of ``a`` instead.  Fix: give ``implicit`` a lazily
created explore address and NULL for pointer-typed input cells (or materialise the input
value at the join).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
void f(struct node *n, int v) {
  struct node *m = malloc(sizeof(struct node));
  if (m == NULL) return;
  if (v > 0) n = m;
  free(n);
}
int main(void) {
  struct node *a = malloc(sizeof(struct node));
  f(a, 0);
  return 0;
}
"""


def test_b7_join_of_unread_input_cell():
    problems = regression_problems(PROGRAM, gamma_procs=("main", "f"))
    assert not problems, "\n".join(problems)

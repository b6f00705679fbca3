"""B1 (fixed in 818a89a) — the fields a callee wrote into a block it allocated and returned are absent (⊥) in
the caller's abstract memory, so a join with a branch that writes the field makes the
caller believe the field holds only that value.

Diagnosis: ``summary.Instantiation.apply`` adds the fresh region to the caller's allocated
set and replays pointer edges (Alloc2Ret...), but not the callee's exit contents of the
block's cells; an absent non-input cell is ⊥ for ``State.join`` (while ``Semantics.read``
reads it as ⊤).  Here the caller writes ``p->data = 5`` on one branch; after the join the
analysis has ``data = [5, 5]``, finds ``p->data != 5`` infeasible, and misses the leak at
the last ``return``.  Fix: materialise the fresh blocks' cells at instantiation (at least
⊤ numbers and NULL for pointer fields), or treat an absent cell of a callee region as ⊤.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *mk(int v) {
  struct node *n = malloc(sizeof(struct node));
  if (n == NULL) return NULL;
  n->data = v;
  n->next = NULL;
  return n;
}
int pick(int x) {
  if (x > 5) return 1;
  return 0;
}
int main(void) {
  struct node *p = mk(7);
  if (pick(3)) p->data = 5;
  if (p->data == 5) free(p);
  return 0;
}
"""


def test_b1_callee_fields_of_fresh_blocks():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

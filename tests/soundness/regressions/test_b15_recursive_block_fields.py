"""B15 — in a recursive procedure, the NULL a deeper activation stored into a field of the
block it returns is lost: after ``n->next = build(d - 1)`` the analysis of ``build`` has
``ℓbuild.next = ⊤ {ℓbuild}`` although the inner block's ``next`` is NULL (concretely, at
the last level).  Seen by property 1 on ``build``'s own frames; not (yet) observed as a
missed leak.

Diagnosis: recursion adds no call site to a region's name (``Instantiation.fresh_region``),
so the block from the recursive call *is* the caller's own region ``ℓbuild`` (empty
context); ``State.implicit``/``Semantics.read`` give the "any number or NULL" content only
to regions with a non-empty context, and the weak write of the ``ret*.next*`` edge reads
the old content as ``V_TOP`` (no NULL).  Fix: treat the fresh regions of a summary applied
inside its own recursion like callee regions (or let the summary carry NULL-ness of fresh
fields).
"""

import pytest

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
struct node { int data; struct node *next; };
struct node *build(int d) {
  struct node *n;
  if (d <= 0) return NULL;
  n = malloc(sizeof(struct node));
  if (n == NULL) return NULL;
  n->data = d;
  n->next = build(d - 1);
  return n;
}
int main(void) {
  struct node *l = build(2);
  return l != NULL;
}
"""


@pytest.mark.xfail(reason="B15: NULL fields of blocks from a recursive call are lost", strict=True)
def test_b15_recursive_block_fields():
    problems = regression_problems(PROGRAM, gamma_procs=("main", "build"), recall=False)
    assert not problems, "\n".join(problems)

"""B11 — with ``--no-global-amalgamation`` a fresh block a callee stores *through* a global
pointer (``gp->next = malloc(..)``) never enters the caller's allocated set, so when the
caller later drops it the leak is missed.  (With amalgamation on this is the paper's
documented choice: what a callee stores in globals stays reachable.)

Diagnosis: ``extract_summary`` replays only the top-level globals the callee assigned
(``_written_globals``); a write into input memory reached from a global (an explore
address of ``gp``) is neither in ``global_writes`` nor in ``cell_writes`` (which start from
the parameters), so the block is in no category.  Fix: walk the written cells reached from
globals too (anchors ``global:gp*.next*``).
"""

import pytest

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *gp;
void attach(void) {
  gp->next = malloc(sizeof(struct node));
}
int main(void) {
  gp = malloc(sizeof(struct node));
  if (gp == NULL) return 1;
  gp->next = NULL;
  attach();
  gp->next = NULL;
  free(gp);
  return 0;
}
"""


@pytest.mark.xfail(reason="B11: fresh block stored through a global pointer is lost", strict=True)
def test_b11_fresh_block_through_global():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

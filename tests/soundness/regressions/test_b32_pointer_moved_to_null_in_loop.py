"""B32 (fixed by the path-only leak candidates, stop 28) — in ``mk0``
the only pointer to a fresh block is moved along its ``next`` field once, by a loop whose
bound the analysis cannot fix (``i < (v & 3)`` with ``v`` read back from the block):
``n = n->next`` makes ``n`` NULL and the block is lost at ``return n``.  After the loop's
join ``n`` may still hold the block, so the exit state keeps it reachable from the result
and no leak is reported (path-insensitive may-reachability, the family of B30).  The path
check does not help: it verifies alarms, and there is none to verify.

Fixed (stop 28): the leak check asks the path check about every exit whose joined state
keeps a block only through cells that may also hold NULL or another address
(``checkers/leak.check_losses``, ``Candidate.path_only``), and the partition keeps apart
the paths on which no cell holds a block any more (``partition._unheld``), so the path
that loses it reaches the exit alone and is reported if it is feasible.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
struct node *mk0(int v) {
  struct node *n;
  int i2 = 0;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = v;
  n->next = NULL;
  n->other = NULL;
  if (n != NULL) {
    v = n->data;
  }
  for (i2 = 0; i2 < (v & 3); i2++) {
    if (n != NULL) {
      n = n->next;
    }
  }
  return n;
}
int main(void) {
  struct node *p0 = NULL;
  p0 = mk0(1);
  free(p0);
  return 0;
}
"""


def test_b32_pointer_moved_to_null_in_loop():
    problems = regression_problems(PROGRAM, gamma_procs=("main", "mk0"))
    assert not problems, "\n".join(problems)

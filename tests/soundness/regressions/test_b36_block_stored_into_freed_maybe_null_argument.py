"""B36 (fixed; found by this stop's long profile of property 3, ``test_leak_recall``, and
of property 4 on the same procedure; present before this stop's changes: it fails the
same way at b89dcf0) — ``drop0(n)`` allocates ``p0``, stores it in ``n->next`` only if
``n != NULL``, then frees ``n``.  Either way the block is lost at drop0's exit (not stored
when ``n`` is NULL, stored in freed memory otherwise), but the joined exit state keeps it
reachable from ``n``'s pointee and no leak is reported; with ``main`` passing NULL, the
summary's Alloc2Arg through ``arg0*.next`` then makes nothing in the caller either.

Fixed by two changes: ``free(n)`` of a parameter cell that no path has written frees its
pointee for certain, though a join marked the cell mixed (its NULL is the input's own:
``Semantics._freed_mixed``), and nothing is reachable through a block freed for certain
(``State.reachable``).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
void drop0(struct node *n, int v) {
  struct node *p0 = NULL;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = v;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (n != NULL) {
    n->next = p0;
  }
  free(n);
}
int main(void) {
  drop0(NULL, 0);
  return 0;
}
"""


def test_b36_block_stored_into_freed_maybe_null_argument():
    problems = regression_problems(PROGRAM, gamma_procs=("main",), recall=True)
    assert not problems, "\n".join(problems)

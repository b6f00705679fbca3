"""B26 (fixed; issue 13's long-profile failure) — a callee that frees a pointer which is
its argument on one path and a NULL it stored on the other was summarised as surely
freeing the argument: ``free(n)`` with ``n = {α, NULL}`` took the NULL for the caller's
own (an input pointer's NULL means "no block"), so the caller dropped a block that was
still live when the callee took the other path.

Fix: a join that puts an input block beside a NULL the procedure stored marks the cell
mixed (as for fresh blocks), and a free through a mixed cell is certain only without a
NULL; instantiation checks the caller's cell the same way.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
void drop(struct node *n, int v) {
  if (v < 1) {
    n = NULL;
  }
  free(n);
}
int main(void) {
  struct node *p = malloc(sizeof(struct node));
  if (p != NULL) {
    p->next = NULL;
  }
  drop(p, 0);
  free(p);
  return 0;
}
"""


def test_b26_free_of_argument_or_stored_null():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

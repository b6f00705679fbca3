"""B96 (open; found by the long profile of property 7 at f5e96b9, present at 701533f) --
``use2`` frees its argument in a loop that runs once (``for (i1 = 0; i1 < 1; i1++)``), and
``main`` passes the address of its local ``s0``: an invalid free.  The engine's loop head
joins the path that has not yet freed with the one that has, so the summary's free of
``arg0*`` is a may-free (``Arg2Free`` without ``arg2free_must``), and ``free_nonheap``
checks a callee's free of a caller's non-heap memory only where the callee frees on every
path (a conditional free of a caller's local is common and mostly guarded by a flag).
"""

import pytest

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int use0(struct node *n, int v);
int use1(struct node *n, int v);
int use2(struct node *n, int v);

int use0(struct node *n, int v) {
  return 0;
}

int use1(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  v = 0;
  v = 0;
  return 0;
}

int use2(struct node *n, int v) {
  int i1 = 0;
  for (i1 = 0; i1 < 1; i1++) {
    free(n);
    n = NULL;
  }
  return v;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node s0;
  s0.data = 0;
  s0.next = NULL;
  s0.other = NULL;
  use2((&s0), 0);
  use1(NULL, 0);
  use0(NULL, 0);
  return 0;
}
"""


@pytest.mark.xfail(reason="B96: a callee's free of a caller's local inside a loop that runs once is a may-free, not checked", strict=True)
def test_b96_callee_frees_local_in_loop_that_runs_once():
    problems = cleanness_regression_problems(PROGRAM, "InvalidFree")
    assert not problems, "\n".join(problems)

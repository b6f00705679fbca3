"""B60 (fixed at stop 31; found at 366d55a by a long-profile run of property 7, present at a8baa5b, where
stop 30 began) -- ``main`` frees ``p2``'s block twice: through ``p0``, which the loop
``for (i1 = 0; i1 < (x0 & 3); i1++) p0 = p2;`` set for certain (``x0 & 3`` is 1, so the
loop runs once), then through ``p2``.  With the sound options (``--no-free-all-targets``,
``--no-loop-at-least-once``) the joined state after the loop has ``p0`` as NULL or the
block, so ``free(p0)`` frees nothing for certain and no double free is a candidate; the
path check, which would keep the one-iteration path apart, is only asked about
candidates.  Probably B59's cause too (its loop has the same shape).

The cause: the cleanness checkers followed only frees that were certain (the must-freed
set; a pointer every one of whose targets is freed).  The sound options now include
``certain_frees_only`` off, under which a block freed on some path counts, through every
pointer that may hold it (a "may have been freed" warning).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void drop0(struct node *n, int v);

void drop0(struct node *n, int v) {
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *p2 = NULL;
  int i1 = 0;
  p2 = malloc(1001);
  if (p2 != NULL) {
    p2->data = x0;
    p2->next = NULL;
    p2->other = NULL;
  }
  drop0(NULL, 0);
  if (p0 != NULL) {
    x0 = p0->data;
  }
  x0 = 1;
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    p0 = p2;
  }
  free(p0);
  p0 = NULL;
  free(p2);
  return x0;
}
"""


def test_b60_double_free_after_a_loop_that_runs_once():
    problems = cleanness_regression_problems(PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)

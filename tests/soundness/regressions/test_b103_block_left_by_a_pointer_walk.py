"""B103 (found by the long profile of ``test_leak_recall_with_pointer_comparisons`` at
stop 70, present at e8c662f; fixed at stop 71) -- ``mk0`` makes a node, hangs a zeroed
node on its ``next``, and walks ``n = n->next`` three times (``x0 & 3`` with ``x0 = -1``),
guarded by ``n != NULL``: the walk reaches the zeroed node, then its NULL ``next``, and
``mk0`` returns NULL.  Both nodes are lost at run time; the zeroed node's leak (line 26)
was not reported: ``n`` was mixed after the loop (its NULL is not the zeroed node's
failure), but ``return n`` copied it into the return cell without the mark, so the
block passed for held by the result on every path.  The return cell is now mixed where
the returned value is (``tests/regression/c/pathcheck/walk_returns_mixed.c``).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
int g0 = 0;

struct node *mk0(int v) {
  int x0 = (-1);
  int x1 = 0;
  struct node *n;
  int i1 = 0;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  v = v;
  if (n != NULL) {
    n->next = calloc(1, 1002);
  }
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    if (n != NULL) {
      n = n->next;
    }
    v = v;
  }
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = mk0(0);
  return 0;
}
"""


def test_b103_block_left_by_a_pointer_walk():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

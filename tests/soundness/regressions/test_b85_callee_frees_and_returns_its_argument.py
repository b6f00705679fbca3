"""B85 (fixed; found by the long profile of property 7 at b58ff2f, ``test_cleanness_recall``;
present at 7f83047) — ``pass0`` frees its argument and returns it; ``main`` assigns the
result back to the pointer and writes through it under ``if (p0 != NULL)``: a use after
free, not reported.

The engine's state had the block freed and ``p0`` pointing to it, but the checkers report
a use only through a *stale* cell (``StaleFlow``), and assigning a call's result made
``p0`` fresh: only a callee that returns a block it freed itself (``freed2ret``) made the
result stale.  Fixed: a result that the summary returns from an argument (Arg2Ret to
``ret*``) whose cell is stale after the call is stale too.
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);
void bump1(int *r, int k);
struct node *mk2(int v);
int g0 = 0;

struct node *pass0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  free(n);
  return n;
}

void bump1(int *r, int k) {
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
}

struct node *mk2(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = calloc(1, 1002);
  mk2(0);
  bump1(NULL, g0);
  p0 = pass0(p0, g0);
  g0 = g0;
  if (p0 != NULL) {
    p0->data = g0;
  }
  return g0;
}
"""


def test_b85_use_of_an_argument_the_callee_freed_and_returned():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

"""B79 (found by stop 35's long profile of property 3 at 32fbff1; present at 7f83047;
fixed at stop 71) -- ``main`` holds a calloc'ed block (line 49) in ``p2``, reallocates a
node that ``mk0`` made with ``next = NULL`` and, where the new block exists, overwrites
``p2`` with its ``next``: the block of line 49 leaks concretely there, but no leak finding
named that site.  ``mk0``'s summary does not record the NULL it stores, so the new
block's ``next`` read back as any number (no NULL address); the join with ``p2``'s
``{NULL, block}`` did not mark the cell mixed, and ``free(p2)`` freed the block for
certain.  A number that may be 0 is a NULL for mixing now (``memory.may_be_zero``;
``tests/regression/c/intra/numeric_null_beside_block.c``).
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
int calc1(int a, int b);
int g0 = 0;

struct node *mk0(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  v = 0;
  return n;
}

int calc1(int a, int b) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = a;
    p0->next = NULL;
    p0->other = NULL;
  }
  a = a;
  a = a;
  free(p0);
  p0 = NULL;
  return 0;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *p2 = NULL;
  p2 = calloc(1, 1003);
  calc1(g0, g0);
  g0 = 0;
  p0 = mk0(0);
  p0 = realloc(p0, 1004);
  if (p0 != NULL) {
    p0->data = 0;
  }
  g0 = g0;
  if (p0 != NULL) {
    p2 = p0->next;
  }
  free(p2);
  return g0;
}

"""


def test_b79_main_block_lost_under_reallocated_field():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

"""B95 (resolved on 2026-12-04, stop 54, by the same retry as B92, ``leak.cells_key``; found by stop 40's long profile of property 3 at 169776b; present at 7f83047
and 7d73795, with either definition of main's return) -- ``mk0`` makes a block that points
to itself and then, in a loop that runs once (``v`` is 1), sets its only pointer to NULL:
the block is lost in ``mk0`` and never freed (``main`` frees the NULL result); no leak
finding names its site.
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

struct node *mk0(int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *n;
  int i1 = 0;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = v;
  n->next = NULL;
  n->other = NULL;
  if (n != NULL) {
    n->next = n;
  }
  v = v;
  v = 1;
  for (i1 = 0; i1 < (v & 3); i1++) {
    n = NULL;
  }
  v = 0;
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = mk0(0);
  free(p0);
  return x0;
}
"""


def test_b95_self_pointing_block_dropped_in_loop():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

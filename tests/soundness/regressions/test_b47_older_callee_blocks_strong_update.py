"""B47 (open; found by stop 24's long profile of property 1 with every numeric domain, at
6ea04c9; present at 3de93d7, where the stop began) -- the loop calls ``mk0`` three times;
after it, ``p0->data = x1`` writes 0 into the newest block, but the two older blocks
(data 1) are mapped to the same region ``mk0#5<main#13`` as the newest, whose field is
then 0 for certain: the older blocks of a callee's block returned in a loop are not kept
apart as older (recency), so the strong update covers them too.  Not fixed yet.
"""

import pytest

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
void bump1(int *r, int k);

struct node *mk0(int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 1;
  n->next = NULL;
  n->other = NULL;
  v = 0;
  return n;
}

void bump1(int *r, int k) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  k = k;
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  if (p0 != NULL) {
    k = p0->data;
  }
  k = k;
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int k1 = 0;
  bump1(NULL, 0);
  x0 = (-1);
  k1 = (x0 & 3);
  while (k1 > 0) {
    p0 = mk0(0);
    x0 = 0;
    x0 = 0;
    k1 = k1 - 1;
  }
  if (p0 != NULL) {
    p0->data = x1;
  }
  return 0;
}

"""


@pytest.mark.xfail(reason="B47: older blocks of a callee's returned block in a loop take a strong update",
                   strict=True)
def test_b47_older_callee_blocks_of_a_loop_take_a_strong_update():
    problems = regression_problems(PROGRAM, gamma_procs=("main",), recall=False)
    assert not problems, "\n".join(problems)

"""B84 (open; found by stop 36's long profile of property 7 at b883dad; present at
7f83047) -- ``main`` points a calloc'ed node's ``next`` at the node itself and passes it to
``use1``, which frees ``n->next`` (the node) and then writes ``n->next = NULL``: a write
into the block it has just freed, at line 42, not reported.  B42's shape (a write into a
block freed through its own self-pointer, fixed within one procedure) across a call: the
callee's own analysis does not know that its argument's field points back at the argument.
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

int calc0(int a, int b);
int use1(struct node *n, int v);

int calc0(int a, int b) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  p1 = malloc(1002);
  if (p1 != NULL) {
    p1->data = 0;
    p1->next = NULL;
    p1->other = NULL;
  }
  return 0;
}

int use1(struct node *n, int v) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1003);
  if (p1 != NULL) {
    p1->data = 0;
    p1->next = NULL;
    p1->other = NULL;
  }
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  v = 0;
  return 0;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  int k1 = 0;
  p0 = calloc(1, 1004);
  calc0(0, 0);
  x0 = x0;
  x0 = 0;
  x0 = 0;
  if (p0 != NULL) {
    p0->next = p0;
  }
  use1(p0, 0);
  k1 = (0 & 3);
  while (k1 > 0) {
    if (p0 != NULL) {
      x0 = p0->data;
    }
    k1 = k1 - 1;
  }
  x0 = 0;
  return 0;
}

"""


@pytest.mark.xfail(reason="B84: a callee's write into its argument after freeing the argument's field, which "
                          "points back at the argument, is not reported", strict=True)
def test_b84_callee_writes_field_it_freed_through_cycle():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

"""B107 (open; found by stop 73's long profile of property 7 at 84268f3, where the stop
began) -- ``main`` passes its node, whose ``next`` it set to NULL, to ``drop0``, whose loop
runs once: ``n = n->next; v = n->data;`` reads through that NULL at line 16.  No
null_deref finding names line 16 or the call at line 36: the callee's dereference of what
its argument's field holds is not checked against the caller's NULL there.  A recall gap
of the NULL dereference checker.
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

void drop0(struct node *n, int v);
struct node *new1(int v);

void drop0(struct node *n, int v) {
  int i1 = 0;
  for (i1 = 0; i1 < 1; i1++) {
    n = n->next;
    v = n->data;
  }
  free(n);
}

struct node *new1(int v) {
  struct node *n;
  n = malloc(1001);
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = new1(0);
  if (p0 != NULL) {
    p0->data = x0;
    p0->next = NULL;
    p0->other = NULL;
  }
  drop0(p0, 0);
  p0 = NULL;
  return x0;
}
"""


@pytest.mark.xfail(reason="B107: a callee's dereference of its argument's field, NULL in the caller, is not "
                          "reported", strict=True)
def test_b107_null_field_dereferenced_in_callee_loop():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

"""B72 (open; found by stop 33's dev-profile run of property 7 after its fixes; present at
9e79cf5) -- ``main``'s loop, which runs once (``x0 = 9``, ``i1 < (x0 & 3)``), frees
``p0`` and sets it NULL; then ``pass1(p0, 0)``, which dereferences its argument only on
the path where its own calloc succeeded (line 56).  A callee that dereferences an argument
on some paths only (``Summary.derefs`` without ``requires``) is reported for an argument
NULL for certain in the joined state before the call; here the loop head joins the
round where ``p0`` still held its block, so ``p0`` may be NULL and no event is made for
the path check to decide.  Not fixed yet.
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

struct node *new0(int v);
struct node *pass1(struct node *n, int v);
struct node *new2(int v);
int g0 = 0;

struct node *new0(int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *n;
  n = malloc(1001);
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  if (p0 != NULL) {
    p0 = p0->next;
  }
  if (p0 != NULL) {
    p0->next = calloc(1, 1002);
  }
  return n;
}

struct node *pass1(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = calloc(1, 1003);
  if (p1 == NULL) {
    return n;
  }
  v = v;
  if (p1 != NULL) {
    p1->next = malloc(1004);
    if (p1->next != NULL) {
      p1->next->data = v;
      p1->next->next = NULL;
      p1->next->other = NULL;
    }
  }
  v = 0;
  n = n;
  free(n->next);
  n->next = NULL;
  return n;
}

struct node *new2(int v) {
  int x0 = 0;
  unsigned x1 = 0;
  struct node *n;
  n = malloc(1005);
  if (v < v) {
    v = 0;
    v = (0 & (0 + v));
    g0 = 0;
  } else {
    v = 0;
  }
  if (0 < 0) {
    v = v;
    v = (0 + ((v & 255) << 0));
  }
  v = v;
  v = (v + v);
  return n;
}

int main(void) {
  int x0 = 9;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = malloc(1006);
  if (p0 != NULL) {
    p0->data = g0;
    p0->next = NULL;
    p0->other = NULL;
  }
  p0 = new2(0);
  if (p0 != NULL) {
    p0->data = g0;
    p0->next = NULL;
    p0->other = NULL;
  }
  p0 = new0(0);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    g0 = g0;
    free(p0);
    p0 = NULL;
  }
  pass1(p0, 0);
  return 0;
}

"""


@pytest.mark.xfail(reason="B72: a NULL after a loop, passed to a callee that dereferences it on some paths, "
                          "is not reported", strict=True)
def test_b72_null_after_loop_to_callee_deref_on_some_path():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

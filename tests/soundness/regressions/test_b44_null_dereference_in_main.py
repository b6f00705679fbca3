"""B44 (open; found by this stop's check of the review commit with the long profile of
property 7; present at 09e3768, where the stop began) -- a NULL dereference at line 51 of
``main`` is not reported.  Not analysed yet.
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
struct node *mk1(int v);

int calc0(int a, int b) {
  int x0 = 0;
  int x1 = 0;
  int k1 = 0;
  k1 = (0 & 3);
  while (k1 > 0) {
    a = 0;
    k1 = k1 - 1;
  }
  a = 0;
  a = 0;
  a = 0;
  return 0;
}

struct node *mk1(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  v = 0;
  v = 0;
  v = v;
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = mk1(0);
  calc0(0, x0);
  p0 = p0->next;
  if (0 < x0) {
    return x0;
  }
  x0 = p0->data;
  x0 = 0;
  return 0;
}

"""


@pytest.mark.xfail(reason="B44: a NULL dereference in main at line 51 is not reported", strict=True)
def test_b44_null_dereference_in_main():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

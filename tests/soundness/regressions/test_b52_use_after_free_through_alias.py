"""B52 (open; found by stop 27's long profile of property 7 at e6e291e; present at 8295cea and
4a9129d) -- main frees p0 at line 53 after ``p0 = p1`` (line 42), then reads ``p1->next`` at
line 56: a use after free through the alias, and no use_after_free/double_free finding
names it.  Not fixed yet.
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
void bump1(int *r, int k);
int g0 = 0;

int calc0(int a, int b) {
  return 0;
}

void bump1(int *r, int k) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = calloc(1, 1001);
  bump1(NULL, g0);
  calc0(0, 0);
  if (p0 != NULL) {
    if (p0 != NULL) {
      g0 = p0->data;
    }
    free(p0);
    p0 = NULL;
    g0 = 0;
  } else {
    p0 = p1;
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  free(p0);
  p0 = NULL;
  if (p1 != NULL) {
    free(p1->next);
    p1->next = NULL;
  }
  return g0;
}
"""


@pytest.mark.xfail(reason="B52: a use after free through an alias of the freed pointer is not reported", strict=True)
def test_b52_use_after_free_through_alias():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

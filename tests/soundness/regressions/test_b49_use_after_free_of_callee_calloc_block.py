"""B49 (open; found by stop 25's long profile of property 7 at 4a2d6fc; present at 26f4429,
where the stop began) -- main uses at line 27 a block mk0() calloc'ed at line 13 after it
was freed, and no use_after_free/double_free finding names it.  Not fixed yet.
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

struct node *mk0(int v);

struct node *mk0(int v) {
  struct node *n;
  n = calloc(1, 1001);
  if (n == NULL) {
    return NULL;
  }
  free(n);
  v = v;
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = mk0(0);
  if (p0 != NULL) {
    p0->data = 0;
  }
  return 0;
}

"""


@pytest.mark.xfail(reason="B49: a use after free of mk0's calloc'ed block at line 27 is not reported", strict=True)
def test_b49_use_after_free_of_callee_calloc_block():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

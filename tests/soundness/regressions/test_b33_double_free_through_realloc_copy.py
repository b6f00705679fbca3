"""B33 (open; found by the long profile of property 7 once realloc was generated for it) —
``p0->next = p0`` under ``if (p0 != NULL)``, then ``p0 = realloc(p0, ..)`` and
``free(p0->next)``: the old block, freed by realloc, is freed again.  realloc copies the
old block's cells into the new one, but after the join with the path where ``p0`` was
NULL the old block's ``next`` already holds ``{NULL, old}``, and a free of "NULL or a
freed block" is not reported.  Property 7 keeps realloc out of its programs meanwhile.
"""

import pytest

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
struct node *new1(int v) {
  struct node *n;
  n = malloc(1001);
  return n;
}
int main(void) {
  struct node *p0 = NULL;
  p0 = new1(0);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    p0->next = p0;
  }
  p0 = realloc(p0, 1002);
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  return 0;
}
"""


@pytest.mark.xfail(reason="B33: a double free through a pointer that may also be NULL is not reported", strict=True)
def test_b33_double_free_through_realloc_copy():
    problems = cleanness_regression_problems(PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)

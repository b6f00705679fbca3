"""B77 (open; found by stop 34's long profile of property 7 at 7f83047) -- ``main``
stores NULL into the fresh node's ``next`` under a NULL test of the node, then runs
``p0 = p0->next; p0->data = 0;``: the concrete run dereferences the NULL read back from
the field at line 40.  The engine's state after line 39 has ``p0`` NULL only, yet no
finding is made at line 40, with or without the path check; the one finding is at line
39 ("p0 is NULL here", the allocation-failure path), of the same subject ``p0``.  Seen
with B74 (a NULL read back from a node's field); the cause is not pinned down yet.
Not fixed yet.
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
int calc1(int a, int b);
int g0 = 0;

struct node *new0(int v) {
  struct node *n;
  n = malloc(1001);
  v = v;
  v = 0;
  v = 0;
  return n;
}

int calc1(int a, int b) {
  return 0;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  calc1(0, g0);
  p0 = new0(0);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  p0 = p0->next;
  p0->data = 0;
  return 0;
}
"""


@pytest.mark.xfail(reason="B77: a NULL read back from a fresh node's field is not reported", strict=True)
def test_b77_null_read_back_from_field():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

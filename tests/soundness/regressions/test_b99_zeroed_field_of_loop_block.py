"""B99 (open; found by the long profile of property 1 at b5d031e, present at 2f79032) --
``mk1`` returns the block a loop that runs once calloc'ed (``n = calloc(1, 1002)`` under
``for (i1 = 0; i1 < (v & 3); i1++)``), whose ``other`` field is zero, and ``main`` reads
``p0 = p0->other``: NULL at run time.  The abstract value of ``p0`` after the read holds only
the first block (``mk1@32``, whose ``other`` points to itself), not the NULL of the zeroed
block: the zeroed content of the loop's block is missing where the summary returns it.
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

void rec0(struct node *n, int d);
struct node *mk1(int v);
int g0 = 0;

void rec0(struct node *n, int d) {
  struct node *m;
  if (n == NULL) {
    return;
  }
  if (d <= 0) {
    return;
  }
  m = n->next;
  free(n);
  rec0(m, (d - 1));
}

struct node *mk1(int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *n;
  int i1 = 0;
  n = calloc(1, 1001);
  if (n == NULL) {
    return NULL;
  }
  if (n != NULL) {
    n->other = n;
  }
  rec0(NULL, 0);
  for (i1 = 0; i1 < (v & 3); i1++) {
    n = calloc(1, 1002);
  }
  return n;
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  rec0(NULL, 0);
  free(p0);
  p0 = NULL;
  p0 = mk1(1);
  if (p0 != NULL) {
    p0 = p0->other;
  }
  return g0;
}

"""


@pytest.mark.xfail(reason="B99: the zeroed field of a block calloc'ed in a callee's loop, read by the caller, "
                          "misses its NULL", strict=True)
def test_b99_zeroed_field_of_loop_block():
    problems = regression_problems(PROGRAM, recall=False)
    assert not problems, "\n".join(problems)

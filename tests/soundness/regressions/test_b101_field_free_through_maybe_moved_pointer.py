"""B101 (open; found by the long profile of property 1 at f7011ee, in the numeric domains
other than ``pair``, present at dc0dae3) -- ``main`` stores a fresh block into the ``next``
field of the block ``new1`` returned (``p0->next = malloc(1008)``), then a loop that runs
once (``g0 & 3`` is 1) moves ``p0`` to a calloc'ed block, whose ``next`` is NULL, and
``drop2(p0, 255)`` frees ``n->next`` and ``n``.  At run time the block of line 100 stays
allocated (``new1``'s block, which holds it, is not the one freed); after the call the
abstract allocated set no longer has its region (``main#31``), as if the callee's free of
``n->next`` had certainly freed it (the cause is not investigated yet).  With every
numeric domain, ``pair`` included.
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

void bump0(int *r, int k);
struct node *new1(int v);
void drop2(struct node *n, int v);
int g0 = (-295);

void bump0(int *r, int k) {
  struct node *p0 = NULL;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = (3 + 2);
    p0->next = NULL;
    p0->other = NULL;
  }
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = (5 + k);
    p0->next = NULL;
    p0->other = NULL;
  }
  free(p0);
  p0 = NULL;
}

struct node *new1(int v) {
  int x0 = 221;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *n;
  n = malloc(1003);
  p1 = calloc(1, 1004);
  if (p0 != NULL) {
    p0->data = ((0 & 255) << 0);
  }
  v = v;
  return n;
}

void drop2(struct node *n, int v) {
  int x0 = (-5);
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1005);
  if (p1 != NULL) {
    p1->data = 245;
    p1->next = NULL;
    p1->other = NULL;
  }
  free(p0);
  p0 = NULL;
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  free(n);
  n = NULL;
  v = (1 + v);
  free(n);
}

int main(void) {
  int x0 = 4;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node s0;
  int i1 = 0;
  int k2 = 0;
  s0.data = (-115);
  s0.next = NULL;
  s0.other = NULL;
  p1 = calloc(1, 1006);
  if (p0 != NULL) {
    p0->next = calloc(1, 1007);
  }
  p0 = new1(i1);
  if (p0 != NULL) {
    p0->data = i1;
    p0->next = NULL;
    p0->other = NULL;
  }
  if ((g0 & g0) < g0) {
    free(p0);
    p0 = NULL;
    g0 = g0;
    free(p0);
    p0 = NULL;
  }
  g0 = g0;
  if (p0 != NULL) {
    p0->next = malloc(1008);
    if (p0->next != NULL) {
      p0->next->data = g0;
      p0->next->next = NULL;
      p0->next->other = NULL;
    }
  }
  for (i1 = 0; i1 < (g0 & 3); i1++) {
    if ((p1 != NULL) && (p1->data > i1)) {
      bump0(NULL, i1);
      if (p0 != NULL) {
        p0 = p0->other;
      }
    }
    p0 = calloc(1, 1009);
    k2 = (i1 & 3);
    while (k2 > 0) {
      if (p1 != NULL) {
        p1->next = p0;
      }
      k2 = k2 - 1;
    }
  }
  drop2(p0, 255);
  p0 = NULL;
  return k2;
}
"""


@pytest.mark.xfail(reason="B101: after a callee frees its argument's field, a live block of the caller is "
                          "missing from the allocated set", strict=True)
def test_b101_field_free_through_maybe_moved_pointer():
    problems = regression_problems(PROGRAM, recall=False, options=None)
    assert not problems, "\n".join(problems)

"""B44 (found by a check of a review commit with the long profile of property 7;
present at 09e3768; fixed at stop 71) -- a NULL dereference at line 51 of ``main`` was not
reported: ``mk1`` sets ``n->next = NULL`` before returning ``n``, but its summary did not
say so, and ``main`` read ``p0->next`` as whatever a callee may leave in a cell (any
number, or NULL), which is no certain NULL.  A summary now lists the pointer cells of its
fresh blocks that hold NULL at every exit (``Summary.fresh_nulls``), and the caller writes
that NULL into the new block (``tests/regression/c/cleanness/inter_constructor_null_fields.c``).
"""

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


def test_b44_null_dereference_in_main():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

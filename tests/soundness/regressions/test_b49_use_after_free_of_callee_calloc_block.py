"""B49 (fixed in stop 29; found by stop 25's long profile of property 7 at 4a2d6fc; present
at 26f4429, where that stop began) -- main uses at line 27 a block mk0() calloc'ed at line 13
after it was freed, and no use_after_free/double_free finding named it.  mk0 frees the block
and returns its address anyway; the summary had no word for a dangling result (the block was
neither allocated at the exit nor an input), so the caller got NULL or nothing.  Stop 29's
long profile met it again as a double free (``DOUBLE_FREE_PROGRAM``).  ``Summary.freed2ret``
now names such blocks; the call makes them already freed in the caller, and the result's
cell stale (``engine.accesses.StaleFlow``).
"""

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


def test_b49_use_after_free_of_callee_calloc_block():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)


DOUBLE_FREE_PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; };

struct node *make_and_drop(int v) {
  struct node *p = NULL;
  p = malloc(1001);
  if (p != NULL) {
    p->data = v;
    p->next = NULL;
  }
  free(p);
  return p;
}

int main(void) {
  struct node *q = NULL;
  q = make_and_drop(0);
  free(q);
  return 0;
}
"""


def test_b49_double_free_of_a_returned_freed_block():
    problems = cleanness_regression_problems(DOUBLE_FREE_PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)

"""B71 (fixed at stop 33; found by stop 32's long profile of property 7 at 9e79cf5) --
``drop1`` copies its parameter (``p0 = n``) and dereferences the copy; ``main`` passes
NULL.  The summary's ``derefs`` followed the parameter and the results of NULL-in,
NULL-out callees, not plain copies, so the call was not checked.  A copy made while the
parameter still holds the caller's value now counts as the parameter
(``accesses._null_equivalents``).
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
void drop1(struct node *n, int v);

struct node *mk0(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  free(n);
  n = NULL;
  v = 0;
  v = v;
  if (n != NULL) {
    v = n->data;
  }
  return NULL;
}

void drop1(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  v = 0;
  p0 = n;
  v = p0->data;
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop1(NULL, 0);
  mk0(0);
  return 0;
}

"""


def test_b71_copy_of_argument_dereferenced():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

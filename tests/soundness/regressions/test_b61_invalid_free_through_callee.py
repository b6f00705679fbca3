"""B61 (fixed in 8df2836; found by stop 30's long profile of property 7 at ae307db,
present at a8baa5b) -- ``main`` passes ``&s0`` to ``use1()``, which frees its parameter on
every path: a concrete invalid free that ``free_nonheap`` did not report, because it
checked only direct calls of ``free``/``realloc``, not a summary's must-freed argument.
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
int use1(struct node *n, int v);
void rec2(struct node *n, int d);

int calc0(int a, int b) {
  int x0 = 0;
  return (0 + a);
}

int use1(struct node *n, int v) {
  struct node *p0 = NULL;
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  free(n);
  n = NULL;
  v = 0;
  return 0;
}

void rec2(struct node *n, int d) {
  struct node *m;
  if (n == NULL) {
    return;
  }
  if (d <= 0) {
    return;
  }
  m = n->next;
  free(n);
  rec2(m, (d - 1));
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node s0;
  s0.data = 0;
  s0.next = NULL;
  s0.other = NULL;
  rec2(NULL, 0);
  use1((&s0), x0);
  calc0(x0, x0);
  return x0;
}

"""


def test_b61_invalid_free_of_a_local_through_a_callee():
    problems = cleanness_regression_problems(PROGRAM, "InvalidFree")
    assert not problems, "\n".join(problems)

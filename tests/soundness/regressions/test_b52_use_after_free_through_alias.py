"""B52 (fixed; found by stop 27's long profile of property 7 at e6e291e; present at 8295cea and
4a9129d) -- main frees p0 at line 53 after ``p0 = p1`` (line 42), then reads ``p1->next`` at
line 56: a use after free through the alias, and no use_after_free/double_free finding
names it.

Fixed (stop 28): with the sound options ``free(p0)`` freed nothing for certain.  The tests
``if (p0 != NULL)`` refined ``p0`` alone; the alias ``p1`` kept ``{NULL, block}`` on both
branches, so the join after them no longer knew that a NULL in ``p0`` means no block
(``_correlated_nulls`` wants every holder NULL exactly where the block is absent), and a
free through a maybe-NULL pointer whose NULL is not the block's failure frees nothing
surely.  A test that decides a fresh block's allocation now refines the other cells that
hold exactly ``{NULL, block}`` with the allocation's own NULL (``Semantics._refine_aliases``).
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


def test_b52_use_after_free_through_alias():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

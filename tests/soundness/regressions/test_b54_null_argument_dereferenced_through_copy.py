"""B54 (fixed in stop 29; found by stop 28's long profile of property 7 at ac163c0; present
at 4e1485c, where that stop began) -- ``main`` calls ``drop0(NULL, 0)``; drop0 tests
``n != NULL``, then copies ``p0 = n`` and writes ``p0->next = n``: a NULL dereference through
the copy of an argument the procedure itself compared with NULL, and no null_deref finding
named line 23.  The scan found the event, but the path check's disjuncts, keyed by whether
``p0`` is NULL, joined the two branches of the test (``p0`` is NULL on both before the copy),
so no disjunct had ``p0`` certainly NULL and the alarm was pruned.  The key now includes the
variables ``p0`` is a copy of (``_Scan._copied_from``).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void drop0(struct node *n, int v);

void drop0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  if (n != NULL) {
    v = n->data;
  }
  free(p0);
  p0 = NULL;
  p0 = n;
  v = 0;
  p0->next = n;
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop0(NULL, 0);
  return 0;
}
"""


def test_b54_null_argument_dereferenced_through_copy():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

"""B81 (found by stop 35's long profile of property 7 at 32fbff1; present at 7f83047;
fixed at stop 82) -- ``main`` passes a calloc'ed node (all fields NULL) to ``use1``, which
reads ``n = n->next`` and dereferences it: a NULL dereference at line 31, not reported,
neither in ``use1`` (its input's field is not believed NULL) nor at the call (the summary
recorded only which parameters the callee dereferences, not which of their fields).
B67's shape.  Fixed by ``Summary.field_requires`` (``use1`` dereferences ``arg0*.next``
wherever ``arg0`` is not NULL) and by ``mk0``'s summary saying that the pointer fields of
the ``calloc``'ed block it returns and never wrote hold NULL (``Summary.fresh_nulls``,
``_zeroed_fields``), so that ``p0->next`` is certainly NULL at the call.
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
int use1(struct node *n, int v);
int g0 = 0;

struct node *mk0(int v) {
  struct node *n;
  n = calloc(1, 1001);
  if (n == NULL) {
    return NULL;
  }
  return n;
}

int use1(struct node *n, int v) {
  if (n == NULL) {
    return 0;
  }
  v = 0;
  v = v;
  if (n != NULL) {
    n = n->next;
  }
  v = n->data;
  return v;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = mk0(g0);
  use1(p0, g0);
  return g0;
}

"""


def test_b81_zeroed_field_of_argument_dereferenced():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

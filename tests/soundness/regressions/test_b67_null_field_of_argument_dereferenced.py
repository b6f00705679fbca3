"""B67 (found by stop 32's long profile of property 7 after ba34cea; present at 5289eed;
fixed at stop 82) -- ``main`` passes a block whose ``next`` is NULL; ``pass0`` does
``n = n->next; n->next = n;`` and dereferences that NULL.  A summary said which
parameters a procedure dereferences (``derefs``, ``requires``, ``untested``), not which
access paths below them, so the call was not checked for a NULL in the argument's field;
inside ``pass0`` the NULL is the caller's input, which the checker does not report
without a reason of the procedure's own.  Fixed by ``Summary.field_requires``
(``engine.accesses.field_requirements``): ``pass0`` reads ``arg0*.next`` and dereferences
it on every path before a test (its own allocation's failure aside), and the call, where
``p0->next`` certainly holds NULL, is reported (``checkers.cleanness._Scan._field_deref``).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);
int calc1(int a, int b);

struct node *pass0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  p0 = malloc(1001);
  if (p0 == NULL) {
    return NULL;
  }
  p0->data = 0;
  p0->next = NULL;
  p0->other = NULL;
  if (n != NULL) {
    v = n->data;
  }
  if (n != NULL) {
    v = n->data;
  }
  v = v;
  n = n->next;
  n->next = n;
  return n;
}

int calc1(int a, int b) {
  return a;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  calc1(0, 0);
  pass0(p0, 0);
  return 0;
}

"""


def test_b67_null_field_of_argument_dereferenced():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

"""B46 (fixed) -- found by stop 24's long profile of property 7 at 25cd1d1; present at
3de93d7 -- ``drop2(NULL, 0)`` dereferences NULL at line 40 (``v = n->data;``), and no
null_deref finding named it.  drop2 first assigns its parameter to itself (``n = n;``),
which ``procedure_facts`` took for an assignment ending the argument's value, so the
summary lost that drop2 dereferences its argument before any NULL test
(``Summary.requires``).  ``x = x`` no longer counts as an assignment there
(regression: cleanness/inter_callee_param_self_assigned.c).
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
struct node *mk1(int v);
void drop2(struct node *n, int v);
int g0 = 0;

struct node *mk0(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  return n;
}

struct node *mk1(int v) {
  struct node *n;
  n = malloc(1002);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  return NULL;
}

void drop2(struct node *n, int v) {
  n = n;
  v = n->data;
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop2(NULL, 0);
  mk1(0);
  mk0(g0);
  return g0;
}

"""


def test_b46_null_argument_dereferenced_after_self_assignment():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

"""B86 (fixed; found by stop 37's long profile of property 7 at 21f0ed6; present at 1552afc,
not at 7f83047) -- ``main``'s second loop walks ``p0 = p0->other`` from a calloc'ed node,
whose ``other`` is NULL, so its second round dereferences NULL at line 65: not reported.
The engine reports it (with ``--path-check off`` the alarm is there); the path check's
engine stage prunes it ("no path to this point has the pointer NULL"), having kept apart
only the paths of the NULL tests at lines 43 and 51 and not the NULL read back from the
zeroed node's field in the loop (B74's shape, where the engine missed it).

The event was "strict": a NULL the program tested for had to be certain in some disjunct,
and the retry partition keeps apart only whether ``p0`` is certainly NULL, but ``p0``
loaded from a field may be NULL beside other nodes in one disjunct.  Fixed: a pointer that
walks through memory (is assigned a value read through itself or a copy, ``p = p->next``)
is checked as "may be NULL" on a path.
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
int calc1(int a, int b);

struct node *mk0(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = v;
  n->next = NULL;
  n->other = NULL;
  return n;
}

int calc1(int a, int b) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1002);
  if (p1 != NULL) {
    p1->data = a;
    p1->next = NULL;
    p1->other = NULL;
  }
  return (0 + 0);
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  int i1 = 0;
  int i2 = 0;
  p0 = malloc(1003);
  if (p0 != NULL) {
    p0->data = x0;
    p0->next = NULL;
    p0->other = NULL;
  }
  calc1(0, 0);
  mk0(0);
  for (i1 = 0; i1 < 3; i1++) {
    if (p0 != NULL) {
      p0->other = malloc(1004);
      if (p0->other != NULL) {
        p0->other->data = x0;
        p0->other->next = NULL;
        p0->other->other = NULL;
      }
    }
    if (p0 != NULL) {
      p0->data = x0;
    }
    p0 = calloc(1, 1005);
  }
  for (i2 = 0; i2 < (i1 & 3); i2++) {
    p0 = p0->other;
  }
  return x0;
}
"""


def test_b86_null_field_of_zeroed_node_walked_in_a_loop():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

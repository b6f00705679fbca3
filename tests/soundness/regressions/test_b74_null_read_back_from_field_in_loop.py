"""B74 (fixed at stop 82; found by stop 33's long profile of property 7 at 00b2b39; present at
9e79cf5) -- ``drop2`` sets ``p1->next = NULL`` and then runs ``p1 = p1->next`` in a loop
that runs three times (``v = -1``, ``i1 < (v & 3)``): the second round dereferences the NULL
read back from the field. The loop head joins the round where ``p1`` still holds the block,
so ``p1`` may be NULL there, and a NULL stored in heap memory and read back is reported only
where it is certain (docs/assumptions.md, "NULL from inputs"). Not fixed yet.

Fixed with B88: a pointer read from memory where the engine's state after the read says
it is certainly NULL gets the reason "read NULL at line N" (``NullFlow``), which the
loop carries past the join.
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
struct node *mk1(int v);
void drop2(struct node *n, int v);

void drop0(struct node *n, int v) {
  free(n);
}

struct node *mk1(int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
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
  v = 0;
  v = 0;
  return n;
}

void drop2(struct node *n, int v) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int i1 = 0;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  p1 = malloc(1003);
  if (p1 == NULL) {
    return;
  }
  p1->data = 0;
  p1->next = NULL;
  p1->other = NULL;
  n = n;
  v = (-1);
  for (i1 = 0; i1 < (v & 3); i1++) {
    if (n != NULL) {
      n->data = v;
    }
    p1 = p1->next;
  }
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop2(NULL, 0);
  mk1(0);
  drop0(NULL, x0);
  return x0;
}

"""


def test_b74_null_read_back_from_field_in_loop():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)

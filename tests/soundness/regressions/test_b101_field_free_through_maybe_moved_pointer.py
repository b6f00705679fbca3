"""B101 (found by the long profile of property 1 at f7011ee, in the numeric domains
other than ``pair``, present at dc0dae3) -- ``main`` stores a fresh block into the ``next``
field of the block ``new1`` returned (``p0->next = malloc(1008)``), then a loop that runs
once (``g0 & 3`` is 1) moves ``p0`` to a calloc'ed block, whose ``next`` is NULL, and
``drop2(p0, 255)`` frees ``n->next`` and ``n``.  At run time the block of line 100 stays
allocated (``new1``'s block, which holds it, is not the one freed); after the call the
abstract allocated set no longer has its region (``main#31``), as if the callee's free of
``n->next`` had certainly freed it.  With every numeric domain, ``pair`` included.

Fixed at stop 72.  The cause: ``drop2``'s summary frees ``arg0*.next*`` on every exit,
counting the exit where ``n`` is NULL (there is no block to free there), and the caller
applied that free for certain although ``p0`` may be NULL at the call: where it is, the
callee reaches no field, and the block in the field of the caller's other block lives on.
A free reached through a pointer that may be NULL in the caller (a proper prefix of the
anchor, ``arg0*``) is a may-free now (``Instantiation._null_on_the_way``), unless the
callee dereferences that argument before any test.  The long profile at a6b4b1f (stop
72) met the same bug in ``use2(p1, x0)``, ``p1`` NULL where a loop cleared it
(``PROGRAM_USE2``, property 1 in the ``sign`` and ``interval_congruence`` domains; it
fails the same way at 44fa1b8).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void bump0(int *r, int k);
struct node *new1(int v);
void drop2(struct node *n, int v);
int g0 = (-295);

void bump0(int *r, int k) {
  struct node *p0 = NULL;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = (3 + 2);
    p0->next = NULL;
    p0->other = NULL;
  }
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = (5 + k);
    p0->next = NULL;
    p0->other = NULL;
  }
  free(p0);
  p0 = NULL;
}

struct node *new1(int v) {
  int x0 = 221;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *n;
  n = malloc(1003);
  p1 = calloc(1, 1004);
  if (p0 != NULL) {
    p0->data = ((0 & 255) << 0);
  }
  v = v;
  return n;
}

void drop2(struct node *n, int v) {
  int x0 = (-5);
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1005);
  if (p1 != NULL) {
    p1->data = 245;
    p1->next = NULL;
    p1->other = NULL;
  }
  free(p0);
  p0 = NULL;
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  free(n);
  n = NULL;
  v = (1 + v);
  free(n);
}

int main(void) {
  int x0 = 4;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node s0;
  int i1 = 0;
  int k2 = 0;
  s0.data = (-115);
  s0.next = NULL;
  s0.other = NULL;
  p1 = calloc(1, 1006);
  if (p0 != NULL) {
    p0->next = calloc(1, 1007);
  }
  p0 = new1(i1);
  if (p0 != NULL) {
    p0->data = i1;
    p0->next = NULL;
    p0->other = NULL;
  }
  if ((g0 & g0) < g0) {
    free(p0);
    p0 = NULL;
    g0 = g0;
    free(p0);
    p0 = NULL;
  }
  g0 = g0;
  if (p0 != NULL) {
    p0->next = malloc(1008);
    if (p0->next != NULL) {
      p0->next->data = g0;
      p0->next->next = NULL;
      p0->next->other = NULL;
    }
  }
  for (i1 = 0; i1 < (g0 & 3); i1++) {
    if ((p1 != NULL) && (p1->data > i1)) {
      bump0(NULL, i1);
      if (p0 != NULL) {
        p0 = p0->other;
      }
    }
    p0 = calloc(1, 1009);
    k2 = (i1 & 3);
    while (k2 > 0) {
      if (p1 != NULL) {
        p1->next = p0;
      }
      k2 = k2 - 1;
    }
  }
  drop2(p0, 255);
  p0 = NULL;
  return k2;
}
"""


def test_b101_field_free_through_maybe_moved_pointer():
    problems = regression_problems(PROGRAM, recall=False, options=None)
    assert not problems, "\n".join(problems)


PROGRAM_USE2 = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int rec0(struct node *n, int d);
void bump1(int *r, int k);
int use2(struct node *n, int v);

int rec0(struct node *n, int d) {
  if (n == NULL) {
    return 0;
  }
  if (d <= 0) {
    return 0;
  }
  return (1 + rec0(n->next, (d - 1)));
}

void bump1(int *r, int k) {
  int x0 = 8;
  int x1 = 7;
  int i1 = 0;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  k = rec0(NULL, 0);
  k = k;
  for (i1 = 0; i1 < (k & 3); i1++) {
    k = (1 + 2);
    k = k;
  }
  if ((10 + k) < ((-1) + k)) {
    k = 6;
    k = k;
  }
  if (r != NULL) {
    (*r) = (-170);
  }
}

int use2(struct node *n, int v) {
  int x0 = 5;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = calloc(1, 1001);
  if (n != NULL) {
    free(n->other);
    n->other = NULL;
  }
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    if (n != NULL) {
      n->next = n;
    }
    if (p0 != NULL) {
      x0 = (p0->data - v);
    }
  }
  if (p0 == NULL) {
    return ((x0 & 255) << 1);
  }
  return (0 + v);
}

int main(void) {
  unsigned char x0 = (-140);
  int x1 = (-298);
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *p2 = NULL;
  int i1 = 0;
  int k2 = 0;
  int i3 = 0;
  p0 = calloc(1, 1002);
  p1 = malloc(1003);
  if (p1 != NULL) {
    p1->data = (x1 % 7);
    p1->next = NULL;
    p1->other = NULL;
  }
  p2 = calloc(1, 1004);
  bump1(NULL, 2);
  if (p1 != NULL) {
    p1->other = calloc(1, 1005);
  }
  if (p1 != NULL) {
    p1->data = (-x0);
  }
  x1 = rec0(p0, 4);
  if (p2 != NULL) {
    p2->other = calloc(1, 1006);
  }
  for (i1 = 0; i1 < 3; i1++) {
    if (p2 != NULL) {
      p2->other = malloc(1007);
      if (p2->other != NULL) {
        p2->other->data = 0;
        p2->other->next = NULL;
        p2->other->other = NULL;
      }
    }
  }
  k2 = ((-x0) & 3);
  while (k2 > 0) {
    p2 = p1;
    if (p0 != NULL) {
      p0->other = calloc(1, 1008);
    }
    k2 = k2 - 1;
  }
  for (i3 = 0; i3 < (x1 & 3); i3++) {
    p1 = NULL;
  }
  use2(p1, x0);
  free(p0);
  free(p2);
  return x1;
}

"""


def test_b101_callee_frees_field_of_argument_a_loop_may_have_cleared():
    problems = regression_problems(PROGRAM_USE2, recall=False, options=None)
    assert not problems, "\n".join(problems)

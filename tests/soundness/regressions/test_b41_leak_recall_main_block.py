"""B41 (resolved on 2026-12-04, stop 54: the path-only retry that keeps apart the paths by
the cells holding the block, ``leak.cells_key``, finds the path that loses it; found by this stop's last long profile of property 3, ``test_leak_recall``;
present before this stop's changes: it fails the same way at 09e3768) -- the block
``main`` allocates at line 81 leaks concretely, and no leak finding names that site.

The block is held by main's ``p1`` when main returns: since a return from main is the
program's exit, it is lost only by the definition of ``--main-return-leaks``, which the
test asks for.
"""

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);
struct node *mk1(int v);
struct node *mk2(int v);
int g0 = 6;

struct node *pass0(struct node *n, int v) {
  int x0 = 4;
  struct node *p0 = NULL;
  free(n);
  v = (0 / 1);
  v = g0;
  if (n != NULL) {
    v = n->data;
  }
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  if (n != NULL) {
    return n->next;
  }
  return NULL;
}

struct node *mk1(int v) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *n;
  n = calloc(1, 1001);
  if (n == NULL) {
    return NULL;
  }
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  n = malloc(1003);
  if (n != NULL) {
    n->data = v;
    n->next = NULL;
    n->other = NULL;
  }
  if (v < v) {
    v = 0;
  }
  return n;
}

struct node *mk2(int v) {
  struct node *n;
  n = malloc(1004);
  if (n == NULL) {
    return NULL;
  }
  n->data = (0 & 0);
  n->next = NULL;
  n->other = NULL;
  free(n);
  n = NULL;
  v = 0;
  return NULL;
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *p2 = NULL;
  p1 = malloc(1005);
  if (p1 == NULL) {
    return g0;
  }
  p1->data = (g0 + (-187));
  p1->next = NULL;
  p1->other = NULL;
  p2 = malloc(1006);
  if (p2 != NULL) {
    p2->data = (-264);
    p2->next = NULL;
    p2->other = NULL;
  }
  mk2(0);
  p2 = pass0(NULL, 0);
  if (0 <= 0) {
    if (g0 < g0) {
    }
    if (p0 != NULL) {
      p0->next = p0;
    }
    if (p2 != NULL) {
      p2->next = p1;
    }
  } else {
    mk1(0);
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  g0 = 0;
  return g0;
}

"""


def test_b41_leak_recall_main_block():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True,
                                   options=sound_options(main_return_leaks=True))
    assert not problems, "\n".join(problems)

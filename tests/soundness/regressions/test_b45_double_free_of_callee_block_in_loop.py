"""B45 (fixed at stop 31; found by the long profile of property 7 at 0059f2b; present at 83a2249, where
that stop began) -- a double free at line 78 of ``main`` (``free(p0); free(p0);`` in a loop,
of the block ``use1`` stored in ``p0->next``) is not reported.  Not analysed yet.

The cause: the cleanness checkers followed only frees that were certain (the must-freed
set; a pointer every one of whose targets is freed).  The sound options now include
``certain_frees_only`` off, under which a block freed on some path counts, through every
pointer that may hold it (a "may have been freed" warning).
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
int use1(struct node *n, int v);
struct node *mk2(int v);

void drop0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  int k1 = 0;
  v = 0;
  if (n != NULL) {
    v = n->data;
  }
  k1 = (0 & 3);
  while (k1 > 0) {
    if (n != NULL) {
      n->data = (0 + 0);
    }
    v = v;
    k1 = k1 - 1;
  }
  free(n);
}

int use1(struct node *n, int v) {
  if (n != NULL) {
    n->next = malloc(1001);
    if (n->next != NULL) {
      n->next->data = 0;
      n->next->next = NULL;
      n->next->other = NULL;
    }
  }
  v = 0;
  return (v + 0);
}

struct node *mk2(int v) {
  struct node *n;
  n = malloc(1002);
  if (n == NULL) {
    return NULL;
  }
  n->data = v;
  n->next = NULL;
  n->other = NULL;
  return NULL;
}

int main(void) {
  int x0 = 1;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = malloc(1003);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  mk2(x0);
  use1(p0, x0);
  drop0(NULL, 0);
  if (p0 != NULL) {
    p0->data = ((x0 & 255) << 0);
  }
  if (p0 != NULL) {
    p0 = p0->next;
  }
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    free(p0);
    free(p0);
    p0 = NULL;
  }
  return 0;
}

"""


def test_b45_double_free_of_callee_block_in_loop():
    problems = cleanness_regression_problems(PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)

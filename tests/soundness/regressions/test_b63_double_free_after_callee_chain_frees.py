"""B63 (fixed at stop 31; found by stop 30's long profile of property 7 at 0193d11; present at a8baa5b,
where that stop began) -- ``pass2(p0, 0)`` passes ``main``'s block to ``drop0``, which frees
it under ``if (0 < 1)``; ``main``'s ``free(p0)`` is then a double free, not reported (with
the sound options the analysis reports nothing).  Not analysed yet.

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
struct node *mk1(int v);
struct node *pass2(struct node *n, int v);

void drop0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  if (n != NULL) {
    v = n->data;
  }
  v = 0;
  v = 0;
  v = v;
  if (0 < 1) {
    free(n);
  }
}

struct node *mk1(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  v = v;
  if (n != NULL) {
    v = n->data;
  }
  if (n != NULL) {
    v = n->data;
  }
  free(n);
  n = NULL;
  return n;
}

struct node *pass2(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  if (n != NULL) {
    v = n->data;
  }
  drop0(n, 0);
  n = NULL;
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  pass2(p0, 0);
  mk1(0);
  drop0(NULL, 0);
  free(p0);
  return x0;
}
"""


def test_b63_double_free_after_a_callee_chain_frees():
    problems = cleanness_regression_problems(PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)

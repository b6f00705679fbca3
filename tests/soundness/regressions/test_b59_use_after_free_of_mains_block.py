"""B59 (fixed at stop 31; found by stop 29's long profile of property 7 at e5c0e37; present at ff65668,
where that stop began) -- a use after free at line 50 of ``main``, of the block ``main``
allocated at line 33, is not reported.  Not analysed yet.

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

int use0(struct node *n, int v);
struct node *mk1(int v);
int g0 = 0;

int use0(struct node *n, int v) {
  return 0;
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
  return n;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = g0;
    p0->next = NULL;
    p0->other = NULL;
  }
  mk1(0);
  use0(NULL, g0);
  for (i1 = 0; i1 < (g0 & 3); i1++) {
    g0 = 0;
    g0 = g0;
  }
  if (p0 != NULL) {
    p0->next = p0;
  }
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  return g0;
}
"""


def test_b59_use_after_free_of_mains_block():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)

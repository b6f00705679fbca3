"""B47 (fixed: the oracle, not the engine) -- found by stop 24's long profile of property 1
with every numeric domain.  The loop calls ``mk0`` three times; after it, ``p0->data = x1``
strong-updates the newest block's ``data`` to 0.  The two older blocks (data 1) are the
region ``mk0#5<main#13~older``, whose ``data`` cell is absent from the state: a callee's
block's absent cell holds anything (``State.implicit``), so the state is sound.  The
concretisation check compares regions by identity without recency, and read only the
present cell of the newest region; it now joins the implicit value of an absent region of
the same identity too (tests/soundness/test_oracle.py tampers with the older region to show
it still fails where it must).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
void bump1(int *r, int k);

struct node *mk0(int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 1;
  n->next = NULL;
  n->other = NULL;
  v = 0;
  return n;
}

void bump1(int *r, int k) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  k = k;
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  if (p0 != NULL) {
    k = p0->data;
  }
  k = k;
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int k1 = 0;
  bump1(NULL, 0);
  x0 = (-1);
  k1 = (x0 & 3);
  while (k1 > 0) {
    p0 = mk0(0);
    x0 = 0;
    x0 = 0;
    k1 = k1 - 1;
  }
  if (p0 != NULL) {
    p0->data = x1;
  }
  return 0;
}

"""


def test_b47_older_callee_blocks_of_a_loop_take_a_strong_update():
    problems = regression_problems(PROGRAM, gamma_procs=("main",), recall=False)
    assert not problems, "\n".join(problems)

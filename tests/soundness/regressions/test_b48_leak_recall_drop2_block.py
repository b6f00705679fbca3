"""B48 (fixed by the path-only leak candidates, stop 28) -- the block drop2() allocates at line 32 leaks concretely (main calls
drop2), and no leak finding names that allocation site.

Fixed (stop 28): the leak check asks the path check about every exit whose joined state
keeps a block only through cells that may also hold NULL or another address
(``checkers/leak.check_losses``, ``Candidate.path_only``), and the partition keeps apart
the paths on which no cell holds a block any more (``partition._unheld``), so the path
that loses it reaches the exit alone and is reported if it is feasible.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *new0(int v);
int use1(struct node *n, int v);
void drop2(struct node *n, int v);

struct node *new0(int v) {
  struct node *n;
  n = malloc(1001);
  return n;
}

int use1(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  v = v;
  v = 0;
  v = v;
  return v;
}

void drop2(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  v = v;
  v = v;
  if (n != NULL) {
    n->next = p0;
  }
  n = NULL;
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop2(NULL, x0);
  use1(NULL, x0);
  p0 = new0(0);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  return 0;
}

"""


def test_b48_leak_recall_drop2_block():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

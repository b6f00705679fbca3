"""B43 (fixed by the path-only leak candidates, stop 28) -- the block ``drop0`` allocates at
line 24 leaks concretely, and no leak finding names that site.

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

void drop0(struct node *n, int v);

void drop0(struct node *n, int v) {
  struct node *p0 = NULL;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = v;
    p0->next = NULL;
    p0->other = NULL;
  }
  v = v;
  if (n != NULL) {
    p0 = n->next;
  }
  if (p0 != NULL) {
    p0->next = malloc(1002);
    if (p0->next != NULL) {
      p0->next->data = 0;
      p0->next->next = NULL;
      p0->next->other = NULL;
    }
  }
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop0(NULL, 0);
  return 0;
}

"""


def test_b43_leak_recall_drop_block():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

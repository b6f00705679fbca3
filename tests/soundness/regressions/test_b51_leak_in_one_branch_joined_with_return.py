"""B51 (fixed by the path-only leak candidates, stop 28) -- a block lost on one branch (``if (c) n = NULL;``) and returned on the
other is not reported: the leak check reads the exit state where the branches are joined
(``n`` may point to the block), as the paper's Section 4 does; the path partition, which
keeps the branches apart, is run only to verify candidates, never to find them.  B48
(a block stored through a maybe-NULL argument) has the same cause.  The long profile's
program lost the block through ``if (p0 != NULL) n = p0->next;``; the one here is its
smallest form.

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
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int c) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  if (c) {
    n = NULL;
  }
  return n;
}

int main(void) {
  struct node *p0 = NULL;
  p0 = mk0(1);
  free(p0);
  return 0;
}
"""


def test_b51_leak_in_one_branch_joined_with_return():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

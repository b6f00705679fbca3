"""B58 (fixed at stop 31; found by stop 29's long profile of property 3 at e5c0e37; present
at ff65668) -- the block ``main`` calloc's at line 51 leaks concretely, and no leak finding
named that site: B62's cause.  ``while (k1 > 0)`` with ``k1 = (x1 | 1) & 3`` runs at least
once; its first round gave the head a stable state, the partition stopped with the
zero-iteration paths alone, and the SMT stage, finding those infeasible, pruned the alarm.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int calc0(int a, int b);
int g0 = 0;

int calc0(int a, int b) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  if (0 < a) {
    if (p0 != NULL) {
      a = p0->data;
    }
    if (a < 0) {
      a = 0;
    }
  }
  return (0 + a);
}

int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node s0;
  int k1 = 0;
  s0.data = 0;
  s0.next = NULL;
  s0.other = NULL;
  x1 = calc0(0, g0);
  g0 = 0;
  if (0 < 0) {
    if (p0 != NULL) {
      g0 = p0->data;
    }
  }
  g0 = 0;
  k1 = ((x1 | 1) & 3);
  while (k1 > 0) {
    if (p0 != NULL) {
      g0 = p0->data;
    }
    k1 = k1 - 1;
  }
  p0 = calloc(1, 1001);
  return 0;
}
"""


def test_b58_leak_of_mains_calloc_block():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

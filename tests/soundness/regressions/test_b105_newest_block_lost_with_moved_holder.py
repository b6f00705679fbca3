"""B105 (found by the long profile of property 3 at 970091e, stop 71; present at f219052;
fixed at stop 72) -- a block calloc'ed in a loop into a node's field is lost where a
later loop moves the only pointer to the node elsewhere.  The engine's exit state loses
the site's older blocks (its alarm) and holds the newest one through ``n``, which may
hold the other node.  The partitions that checked the alarm kept paths apart by the
blocks they made (and by which variables hold the site's blocks: none), not by who holds
the node, so the path that moved ``n`` joined the one that did not, and the newest block
passed for held on both: the alarm was pruned.  A prune that rests on a disjunct holding
the block only through a cell that may hold something else is now checked again by a
partition that keeps apart the cells holding the blocks (``Candidate.unsure_key``).
"""

from ..harness import regression_problems

PROGRAM = """\
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
struct node { int data; struct node *next; };

struct node *mk1(int v) {
  struct node *p0;
  struct node *n;
  int k1 = 0;
  int k2 = 0;
  n = malloc(1001);
  if (n == (void *)0) {
    return (void *)0;
  }
  n->next = (void *)0;
  p0 = malloc(1002);
  if (p0 == (void *)0) {
    return n;
  }
  p0->next = (void *)0;
  k1 = (((-3) < v) & 3);
  while (k1 > 0) {
    n->next = calloc(1, 1003);
    k1 = k1 - 1;
  }
  k2 = ((~4) & 3);
  while (k2 > 0) {
    n = p0;
    k2 = k2 - 1;
  }
  return n;
}

int main(void) {
  struct node *p = mk1(101);
  if (p != (void *)0) {
    p->data = 1;
  }
  return 0;
}
"""


def test_b105_newest_block_lost_with_moved_holder():
    problems = regression_problems(PROGRAM, gamma_procs=())
    assert not problems, "\n".join(problems)

"""B107 (found by the long profile of property 3 at stop 81, present at 34707d6; fixed at
stop 82) -- ``main``'s outer loop runs its inner loop 0, 1 and 2 times; each inner round
stores ``p0`` into ``s0.next`` and then allocates a new block into ``p0``, and each outer
round first copies ``p0`` into ``p1``.  The first block (i1 = 1) is held by ``p1`` when
the last one is allocated, so recency keeps it with the site's older blocks (not ``~lost``);
after the loop ``p1 = calloc(..)`` drops it, and ``s0.next`` still holds the second older
block.  The path check's disjunct that made both the newest and the older blocks has
``s0.next`` holding the older region and nothing else, and ``main``'s return counted it held
(``State.reachable(surely=True)`` from main's variables): the alarm the engine reported
(its joined ``s0.next`` may be NULL) was pruned.  A region that may stand for several
blocks (``State.multi``) is no longer held at main's return through one cell: the cell
holds one of its blocks, the others may be lost (``checkers/leak.py``, ``_losses``;
``tests/regression/c/pathcheck/older_blocks_held_by_one_cell.c``).
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int g0 = 0;

int main(void) {
  int x0 = 0;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node s0;
  int i1 = 0;
  int k2 = 0;
  s0.data = 0;
  s0.next = NULL;
  s0.other = NULL;
  for (i1 = 0; i1 < 3; i1++) {
    p1 = p0;
    k2 = (i1 & 3);
    while (k2 > 0) {
      s0.next = p0;
      p0 = malloc(1001);
      if (p0 == NULL) {
        return g0;
      }
      p0->data = g0;
      p0->next = NULL;
      p0->other = NULL;
      k2 = k2 - 1;
    }
  }
  p1 = calloc(1, 1002);
  return 0;
}
"""


def test_b107_older_block_dropped_beside_held_one():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)

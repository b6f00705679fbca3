"""B29 (fixed; found by the long profile of property 1, ``test_overapproximation_other_domains``,
though it fails in every numeric domain) — ``p1 = p0; while (k) { if (p1) p0 = p1->next; }``
then ``free(p0)``: in the loop body the block is known allocated (``p1 != NULL``), so it
is not *nullable* there, and the join of ``p0 = {NULL}`` (read from the block, which exists)
with ``p0 = {NULL, ℓ}`` (the branch where the allocation failed) did not mark ``p0`` mixed —
the rule applied to nullable blocks only.  At the loop head, the join with the entry path
made ℓ nullable again, ``p0``'s NULL passed for "ℓ was not allocated", and ``free(p0)``
surely freed ℓ: the block, still live after one iteration (``p0`` is NULL), was dropped.

Fix: ``mixes_nulls`` treats a block whose allocation is known to have succeeded like a
nullable one with no side effects: a NULL beside it where it is allocated marks the cell.
"""

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int main(void) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int k1 = 1;
  p0 = malloc(sizeof(struct node));
  if (p0 != NULL) {
    p0->next = NULL;
  }
  p1 = p0;
  while (k1 > 0) {
    if (p1 != NULL) {
      p0 = p1->next;
    }
    k1 = k1 - 1;
  }
  free(p0);
  return 0;
}
"""


def test_b29_loop_null_beside_succeeded_block():
    for domain in ("pair", "interval"):
        problems = regression_problems(PROGRAM, options=sound_options(numeric_domain=domain))
        assert not problems, "\n".join(problems)

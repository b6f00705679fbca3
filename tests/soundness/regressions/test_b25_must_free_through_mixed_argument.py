"""B25 (fixed) — with ``--no-free-all-targets``, a callee that frees its argument was taken
to free the caller's block for certain when the argument was ``{ℓ, NULL}`` with ℓ still
marked "may have failed", although the cell was *mixed*: after ``p = p->next`` in a loop,
``p`` may be NULL while ℓ is allocated.  The block was dropped and its leak missed (the
leak-recall property, once joins re-established "NULL iff not allocated" for locals).

Fix: ``Instantiation`` applies the nullable rule only when the caller's cell behind the
anchor is not mixed, as ``Semantics.free`` does for a direct ``free`` (B20).
"""

from ..harness import analyse, check_leak_recall, parse_units, run_concrete, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
void drop(struct node *n) {
  free(n);
}
int main(void) {
  struct node *p0 = NULL;
  int k = 1;
  p0 = malloc(sizeof(struct node));
  if (p0 != NULL) {
    p0->next = NULL;
  }
  while (k > 0) {
    if (p0 != NULL) {
      p0 = p0->next;
    }
    k = k - 1;
  }
  drop(p0);
  return 0;
}
"""


def test_b25_must_free_through_mixed_argument():
    units = parse_units(PROGRAM)
    problems = check_leak_recall(run_concrete(units), analyse(units, sound_options()))
    assert not problems, "\n".join(problems)

"""B5 (fixed in 818a89a) — ``realloc(p, n)`` removes every region ``p`` may point to from the allocated set,
even when the region stands for several live blocks (allocated in a loop) or ``p`` has
several targets, so the other blocks' leaks are missed.

Diagnosis: ``Semantics.reallocate`` does ``st.alloc -= olds - {r}`` unconditionally, unlike
``Semantics.free``, which (with ``--no-free-all-targets``) only removes a single target that
stands for one block (``_singular``: not in ``st.multi``).  Fix: apply the same must-free
rule to the old block of a ``realloc``.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);
int main(void) {
  int *p = NULL;
  int i;
  for (i = 0; i < 2; i++) {
    p = malloc(sizeof(int));
  }
  p = realloc(p, 2 * sizeof(int));
  free(p);
  return 0;
}
"""


def test_b5_realloc_of_summarised_region():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

"""B9 (fixed in 818a89a) — with ``--no-free-all-targets``, ``free(p)`` where ``p`` has one target region and may
also be NULL removes the region from the allocated set; on the NULL path nothing is freed,
so a block lost before (here: ``p = NULL`` on one branch) is no longer reported.

Diagnosis: ``Semantics.free`` decides ``must`` from the number of heap targets and
``_singular`` only; NULL in the pointer's value is ignored (it only means "nothing
allocated" for the region's own allocation-failure NULL, see ``st.nullable``).  Fix: a free
is definite only when the pointer cannot be NULL, or its NULL is the failure value of that
very allocation.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int pick(int x) {
  if (x > 5) return 0;
  return 1;
}
int main(void) {
  int *p = malloc(sizeof(int));
  if (p == NULL) return 1;
  if (pick(3)) p = NULL;
  free(p);
  return 0;
}
"""


def test_b9_free_of_maybe_null_pointer():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

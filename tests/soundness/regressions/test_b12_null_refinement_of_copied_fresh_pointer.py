"""B12 (fixed in 818a89a) — a pointer found NULL is taken as proof that the allocations it may hold failed,
even when its NULL has another source: ``q`` is NULL-initialised and gets ``p``'s fresh
block on one branch only; on ``q == NULL`` the analysis removes ``p``'s block from the
allocated set ("the malloc failed"), so the leak on ``return 0`` is missed (also with the
default options).

Diagnosis: ``Semantics.refine_cell`` calls ``allocation_failed(st, dropped)`` for every
region dropped from a value refined to exactly NULL, as long as the region is in
``st.nullable``; it does not check that the NULL could only be that allocation's failure
value (``q``'s own NULL is joined in).  Fix: track, per nullable region, the cells that hold
its failure NULL (or drop the nullable mark when a value mixing it with another NULL source
is stored), and only then conclude the allocation failed.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int pick(int x) {
  if (x > 5) return 1;
  return 0;
}
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = NULL;
  if (pick(3)) q = p;
  if (q == NULL) return 0;
  free(p);
  return 0;
}
"""


def test_b12_null_refinement_of_copied_fresh_pointer():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

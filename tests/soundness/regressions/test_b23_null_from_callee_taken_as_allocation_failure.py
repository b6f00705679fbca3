"""B23 (fixed) — a fresh block passed through a callee that may return NULL instead: ``p =
pass(p, 1)`` gives ``p = {ℓ, null}``, and on ``p == NULL`` the analysis concludes that
``ℓ``'s ``malloc`` failed and drops it from the allocated set, although the NULL is the
callee's own ``return NULL`` and the block leaked (missed with and without the switches).

Diagnosis: the "this pointer is NULL, so its allocation failed" rule
(``Semantics.refine_cell`` → ``allocation_failed``) applies while ``ℓ`` is still in
``st.nullable``; the mixed-cell tracking (818a89a, 749d7b6) marks cells mixed at joins and
weak writes in the caller, but the mixing here happens inside the callee (two exits) and
``Instantiation.apply`` assigns the result (Arg2Ret targets plus ``ret_may_be_null``)
without marking the result cell mixed.  Fix: mark the result cell mixed when a returned
input block comes with a NULL the callee returns (or drop ``ℓ``'s nullable mark when it is
passed to a callee).
"""

import pytest

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *pass(struct node *n, int v) {
  if (v > 0) return NULL;
  return n;
}
int main(void) {
  struct node *p = malloc(sizeof(struct node));
  p = pass(p, 1);
  if (p == NULL) return 0;
  free(p);
  return 0;
}
"""



def test_b23_null_from_callee_taken_as_allocation_failure():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

"""B8 (fixed in 818a89a) — a callee that returns its pointer parameter gives the caller the parameter's
targets *without the caller's NULL*: ``q = id(gp)`` with ``gp`` NULL leaves ``q`` non-NULL
to the analysis, so ``q == NULL`` is infeasible and the leak is missed.

Diagnosis: ``extract_summary`` no longer sets ``ret_may_be_null`` for a NULL that comes
with input pointers ("the caller's own value (Arg2Ret supplies it)"), but
``Instantiation.psi`` drops NULL from ``argI*`` (``a is not NULL``), so Arg2Ret supplies
only the targets.  Fix: when instantiating ``Arg2Ret`` (and Arg2Arg) from an argument that
may be NULL, add NULL to the output.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int *gp;
int *id(int *q) {
  return q;
}
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = id(gp);
  if (q == NULL) return 0;
  free(p);
  return 0;
}
"""


def test_b8_arg2ret_drops_callers_null():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

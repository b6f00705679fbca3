"""B2 (fixed in 818a89a) — the usual arithmetic conversions are not modelled: ``u - 4`` with ``unsigned u = 3``
is -1 to the analysis (4294967295 in C), and ``3u >= -6`` is true to it (false in C).

Diagnosis: ``Semantics._eval_binop`` computes on mathematical integers and ignores the
operand types (``BinOp.ty`` and the operands' ``ty``); unsigned wrap-around is applied only
when a value is assigned (``Semantics.convert``).  Here the branch ``u - 4 > 0`` is found
infeasible and the leak on ``return 0`` is missed.  Fix: convert both operands to the common
type (``ctype.arithmetic_result``) before an operator and ``cast`` an unsigned result back
into its range; comparisons likewise.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int main(void) {
  unsigned u = 3;
  int *p = malloc(sizeof(int));
  if (p == NULL) return 1;
  if (u - 4 > 0) return 0;
  free(p);
  return 0;
}
"""


def test_b2_unsigned_conversions():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

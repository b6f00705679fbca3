"""B18 (fixed in 749d7b6) — with ``--numeric-domain constant``, ``unsigned u = -1`` keeps ``u = -1``: the
conversion to the unsigned type does not wrap, so ``long l = u`` is -1 and ``l > 0`` is
infeasible to the analysis (concretely 4294967295 > 0): the leak of ``q`` is missed.

Diagnosis: ``Semantics.convert`` returns the value unchanged when ``num.leq(N.range(lo,
hi))``; for a domain whose ``range`` over-approximates (``Constant.range(0, 2**32 - 1)`` is
⊤) every value "fits".  Fix: decide "fits" with ``num.bounds()`` against ``(lo, hi)`` (as
``NumericDomain.cast`` does), not with ``leq`` on the abstract range.
"""

import pytest

from domains import numeric_domain_names

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int main(void) {
  unsigned u = -1;
  long l = u;
  int *q = malloc(sizeof(int));
  if (l > 0) return 0;
  free(q);
  return 0;
}
"""


def test_b18_convert_fast_path_constant_domain():
    problems = regression_problems(PROGRAM, options=sound_options(numeric_domain="constant"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("domain", [n for n in numeric_domain_names() if n != "constant"])
def test_b18_other_domains_wrap(domain):
    problems = regression_problems(PROGRAM, options=sound_options(numeric_domain=domain))
    assert not problems, domain + ":\n" + "\n".join(problems)

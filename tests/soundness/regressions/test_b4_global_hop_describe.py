"""B4 (fixed) — describing a block a callee stored in a global crashed the leak checker:
``Hop.describe`` parsed ``via="global:gp"`` as ``argI``.  Kept as a plain regression."""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
int *gp;
void set(void) {
  gp = malloc(sizeof(int));
}
int main(void) {
  set();
  gp = NULL;
  return 0;
}
"""


def test_b4_global_hop_describe():
    problems = regression_problems(PROGRAM, gamma_procs=())
    assert not problems, "\n".join(problems)

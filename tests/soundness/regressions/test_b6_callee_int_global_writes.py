"""B6 (fixed in 818a89a) — with ``--no-global-amalgamation`` a callee's writes of *numbers* to a global are
dropped at the call site: ``set()`` makes ``g`` 5, the caller still believes ``g == 0``.

Diagnosis: ``extract_summary`` leaves the written globals (``replayed``) out of
``modified_globals`` when amalgamation is off, but the replay (``global_writes``) only
records pointer targets reached from the global; a global holding a number gets neither.
Fix: keep the numeric value (or at least ``modified_globals``) of replayed globals.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int g = 0;
void set(void) {
  g = 5;
}
int main(void) {
  int *p = malloc(sizeof(int));
  g = 0;
  set();
  if (g == 0) free(p);
  return 0;
}
"""


def test_b6_callee_int_global_writes():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)

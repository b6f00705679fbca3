"""B10 (fixed in 818a89a) — a callee that sets a global pointer to NULL is not replayed in the caller: after
``clear()`` the caller still believes ``gp`` points to its block and cannot be NULL, so the
leak on ``return 0`` is missed (with and without global amalgamation).

Diagnosis: without amalgamation, ``extract_summary`` collects ``global_writes`` by walking
the addresses stored in the global, and NULL is not an address, so a NULL-only write leaves
no entry (``null_globals`` is only used with an entry); with amalgamation,
``modified_globals`` writes ``Value(⊤, {unknown})`` without NULL (and
``Semantics._compare_pointers`` never lets a ⊤ number equal NULL).  Fix: replay a
("null", "") target for written globals, as ``cell_writes`` does for input cells.
"""

import pytest

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
int *gp;
void clear(void) {
  gp = NULL;
}
int main(void) {
  int *p = malloc(sizeof(int));
  gp = p;
  clear();
  if (gp == NULL) return 0;
  free(p);
  return 0;
}
"""


@pytest.mark.parametrize("amalgamation", [False, True], ids=["no-amalgamation", "amalgamation"])
def test_b10_callee_nulls_global(amalgamation):
    problems = regression_problems(PROGRAM, options=sound_options(global_amalgamation=amalgamation))
    assert not problems, "\n".join(problems)

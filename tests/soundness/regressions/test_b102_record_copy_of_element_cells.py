"""B102 (open; found by the long profile of ``test_array_elements_sound`` at stop 70,
present at e8c662f) -- with element cells (``--element-cells``, the default), a record
whose array of structs holds a fresh block in element 1 (``r.e[1].p = malloc(1)``) is
copied whole (``s = r``); the test ``s.e[0].p == 0`` then removes the block from the
allocated set, and element 1's cell is shown NULL, though at run time the block is
allocated and ``r.e[1].p`` still holds it.  (Element 0's copy seems to take the array's
cell, ``{NULL, block}``, whose NULL the test reads as "the block was not made"; the cause
is not investigated yet.)
"""

import pytest

from ..harness import regression_problems, sound_options

PROGRAM = """\
void *malloc(unsigned long size);
struct pair { int n; char *p; };
struct rec { struct pair e[2]; int flag; };

int main(void) {
  char *a[3];
  struct rec r;
  struct rec s;
  a[0] = 0; a[1] = 0; a[2] = 0;
  r.e[0].n = 0; r.e[0].p = 0; r.e[1].n = 0; r.e[1].p = 0; r.flag = 0;
  r.e[1].p = malloc(1);
  s = r;
  if (s.e[0].p == 0) { a[0] = malloc(1); }
  return 0;
}
"""


@pytest.mark.xfail(reason="B102: a NULL test of an element's copy after a whole-record copy drops the block "
                          "another element holds", strict=True)
def test_b102_record_copy_of_element_cells():
    problems = regression_problems(PROGRAM, recall=False, options=sound_options(element_cells=True))
    assert not problems, "\n".join(problems)


def test_b102_without_element_cells_the_block_stays():
    """The reference side: with the array as one cell (the paper's model) the same program
    is over-approximated at every point, so the xfail above fails for the element cells."""
    assert regression_problems(PROGRAM, recall=False, options=sound_options(element_cells=False)) == []

"""B102 (found by the long profile of ``test_array_elements_sound`` at stop 70, present
at e8c662f; fixed at stop 71) -- with element cells (``--element-cells``, the default), a
record whose array of structs holds a fresh block in element 1 (``r.e[1].p = malloc(1)``)
is copied whole (``s = r``); the copy writes the array's cell of ``s`` (``{NULL, block}``,
mixed: its NULL is element 0's), and element 0 of ``s``, with no cell of its own, reads
it.  The test ``s.e[0].p == 0`` then took that NULL for the block's failure and removed
the block from the allocated set (and element 1 of ``r`` became NULL).  An element cell
that reads its array's mixed cell is mixed too (``State.is_mixed``).
"""

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


def test_b102_record_copy_of_element_cells():
    problems = regression_problems(PROGRAM, recall=False, options=sound_options(element_cells=True))
    assert not problems, "\n".join(problems)


def test_b102_without_element_cells_the_block_stays():
    """The reference side: with the array as one cell (the paper's model) the same program
    is over-approximated at every point."""
    assert regression_problems(PROGRAM, recall=False, options=sound_options(element_cells=False)) == []

"""B104 (found by the long profile of ``test_overapproximation_with_pointer_comparisons``
at cc1181c, stop 71, and fixed the same day) -- ``Summary.fresh_nulls`` took the unwritten
cells of a ``calloc``'ed block for NULL pointer cells (an ``int`` field written 0 on one
path only joins the stored 0 with the zeroed cell's "0 or NULL"), and the caller wrote the
NULL address into them, with no number: the field then did not contain its 0.  The cells have no type where the summary is applied, so the caller now
writes "0 or NULL", as a read of a zeroed cell of unknown type gives.
"""

from ..harness import regression_problems

PROGRAM = """\
void *calloc(unsigned long count, unsigned long size);
struct node { int data; struct node *next; };

struct node *mk(int k) {
  struct node *n = calloc(1, sizeof(struct node));
  if (n != (void *)0 && k > 0)
    n->data = 0;
  return n;
}

int main(void) {
  struct node *p = mk(1);
  int d = 0;
  if (p != (void *)0) {
    d = p->data;
  }
  return d;
}
"""


def test_b104_zeroed_int_field_of_callee_block():
    problems = regression_problems(PROGRAM, recall=False)
    assert not problems, "\n".join(problems)

"""B22 (fixed) — the implicit content of an absent ``calloc``'ed cell is ``Value(0, {NULL})`` whatever
the cell's type, so joining it into an ``int`` field (``if (..) p->data = b;``) gives
``data = ⊤ {null}``; ``p->data == b`` is then taken as a comparison with NULL and refines
``b`` to 0 on the true branch: ``b != 0`` becomes infeasible and both leaks on ``return 1``
are missed (with and without the paper's switches).  The same NULL address in an integer
value also skips integer conversion (``unsigned char x = p->data`` keeps -2).

Diagnosis: ``State.implicit`` (zeroed regions, 818a89a) returns ``Value(const(0), NULL_SET)``
for every cell, and ``Semantics._refine_pointers`` treats ``other.addrs == NULL_SET`` as
"other is NULL" without looking at its number part (0e820f9 fixed arithmetic on such values,
not comparisons); ``Semantics.convert`` returns values with addresses unconverted.  Fix:
give integer cells a numeric implicit value (type the zeroed implicit by the cell, or keep
NULL only for pointer cells), and refine against NULL only when the other side is exactly
NULL (number part ⊥ or 0).
"""


from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int pick(int x) {
  if (x > 5) return 0;
  return 1;
}
int f(int b) {
  struct node *p = calloc(1, sizeof(struct node));
  int *q = malloc(sizeof(int));
  if (pick(3)) p->data = b;
  if (p->data == b) {
    if (b != 0) return 1;
  }
  free(q);
  free(p);
  return 0;
}
int main(void) {
  return f(48);
}
"""


def test_b22_zeroed_implicit_null_in_int_cell():
    problems = regression_problems(PROGRAM, gamma_procs=("main", "f"))
    assert not problems, "\n".join(problems)

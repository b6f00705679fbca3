"""B13 (fixed in 818a89a) — a callee that writes ``*r`` where the caller passed ``&v`` for its own, not yet
read, integer parameter ``v`` turns ``v`` into a pointer value: after ``set7(&v)`` the
analysis has ``v = ⊤ {α, null}``, and ``v - 1`` is then pointer arithmetic with a ⊥
number (``f`` returns ``{α, null}``, concretely 6).

Diagnosis: ``Instantiation.apply`` step 5 forgets ``modified_inputs`` with a weak
``sem.write(st, cells, False, V_TOP, None, node)``; the weak write reads the old content
with ``ty=None``, and ``Semantics.explore`` materialises an unread input cell of unknown
type as a pointer (explore address and NULL).  Fix: pass the cell's type, or write ⊤
strongly-or-joined without exploring (an overwritten cell's old input is irrelevant).
"""

from ..harness import regression_problems

PROGRAM = """\
void set7(int *r) {
  *r = 7;
}
int f(int v) {
  set7(&v);
  return v - 1;
}
int main(void) {
  int x = f(1);
  return x;
}
"""


def test_b13_int_input_explored_as_pointer():
    problems = regression_problems(PROGRAM, gamma_procs=("main", "f"), recall=False)
    assert not problems, "\n".join(problems)

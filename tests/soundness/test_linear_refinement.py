"""Transfer soundness of the refinement through linear arithmetic (``Semantics.
refine_linear``) against concrete evaluation: a comparison of ``x * c``, ``x + c``,
``c - x`` (nested) with a constant refines the cell ``x``, and the branch a concrete run
takes must keep ``x``'s concrete value.  ``x`` is a counter a loop makes (abstractly an
interval widened by the loop, concretely one number); the values stay far from overflow,
which is undefined behaviour for the signed types the refinement applies to.  Property 1
(over-approximation): at every point of ``main`` a concrete run reaches, the concrete
state is in γ of the abstract one."""

from __future__ import annotations

from hypothesis import given, note, strategies as stg

from .harness import assert_overapprox, returns_reached

OPS = ("<", "<=", ">", ">=", "==", "!=")


def expr(shape: str, c: int, d: int) -> str:
    return {
        "mul": f"x * {c}",
        "mul_left": f"{c} * x",
        "add": f"x + {d}",
        "sub": f"x - {d}",
        "rsub": f"{d} - x",
        "mul_add": f"x * {c} + {d}",
        "cast": f"(long) x * {c}",
    }[shape]


def program(start: int, rounds: int, step: int, shape: str, c: int, d: int, op: str, k: int) -> str:
    return f"""
int main(void)
{{
    int x = {start};
    int i;
    int r;
    for (i = 0; i < {rounds}; i++)
        x += {step};
    if ({expr(shape, c, d)} {op} {k})
        r = 1;
    else
        r = 2;
    if (x > 3)
        r += 10;
    if (x == 0)
        r += 20;
    return r;
}}
"""


@given(start=stg.integers(-6, 6), rounds=stg.integers(0, 4), step=stg.sampled_from([-3, -1, 1, 2, 5]),
       shape=stg.sampled_from(["mul", "mul_left", "add", "sub", "rsub", "mul_add", "cast"]),
       c=stg.sampled_from([-3, -2, -1, 1, 2, 3, 7]), d=stg.integers(-5, 5), op=stg.sampled_from(OPS),
       k=stg.integers(-12, 12))
def test_linear_comparison_keeps_concrete_value(start, rounds, step, shape, c, d, op, k):
    text = program(start, rounds, step, shape, c, d, op, k)
    note(text)
    assert_overapprox(text)


def test_refines_the_counter():
    """The refinement's precision: after ``if (n * 2 + 1 <= 0) return 0;`` the count is at
    least 0 (-1 would give -1), so ``return 2`` under ``n < 0`` is unreachable, as are
    ``return 3`` under ``n - 4 > 10`` after ``if (n > 14) return 1;`` -- while the
    unrefined ``return 4`` stays reachable."""
    text = """
int count(void);
int main(void)
{
    int n = count();
    if (n * 2 + 1 <= 0)
        return 0;
    if (n < 0)
        return 2;
    if (14 - n < 0)
        return 1;
    if (n - 4 > 10)
        return 3;
    return 4;
}
"""
    reached = returns_reached(text)
    assert reached == {"0": True, "2": False, "1": True, "3": False, "4": True}, reached

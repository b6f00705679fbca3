"""Transfer soundness of the unsigned comparisons (``Semantics.assume_compare``) against
concrete evaluation, where the compared object's abstract value is wider than its type:
a number a callee wrote through a pointer, widened by a loop (``[0, +inf)``, or below 0
after unsigned wrap-around, which the interval of the callee's loop does not model), is
seen in the type's range before the test refines it (``_unsigned_view``).  Property 1
(over-approximation) on small programs: at every point of ``main`` a concrete run
reaches, the concrete state is in γ of the abstract one, so in particular the branch a
comparison takes keeps the concrete value."""

from __future__ import annotations

from hypothesis import given, note, strategies as stg

from .harness import analyse, check_overapprox, failure_report, parse_units, run_concrete, sound_options

OPS = ("<", "<=", ">", ">=", "==", "!=")
EDGES = (0, 1, 2, 99, 100, 101, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 2, 2 ** 32 - 1)


def program(width: str, rounds: int, step: int, down: bool, op: str, const: int, swap: bool) -> str:
    update = "*v -= s;" if down else "*v += s;"
    cond = f"{const}u {op} n" if swap else f"n {op} {const}u"
    return f"""
void get(unsigned {width} *v, int k, unsigned {width} s)
{{
    int i;
    *v = 0;
    for (i = 0; i < k; i++)
        {update}
}}

int main(void)
{{
    unsigned {width} n;
    int r = 0;
    get(&n, {rounds}, {step}u);
    if ({cond})
        r = 1;
    else
        r = 2;
    if (n > 100u)
        r += 10;
    return r;
}}
"""


@given(width=stg.sampled_from(["int", "short", "char"]), rounds=stg.integers(0, 4),
       step=stg.sampled_from(EDGES[:6] + (65535, 255, 256)), down=stg.booleans(),
       op=stg.sampled_from(OPS), const=stg.sampled_from(EDGES + (255, 65535)), swap=stg.booleans())
def test_unsigned_comparison_keeps_concrete_value(width, rounds, step, down, op, const, swap):
    text = program(width, rounds, step, down, op, const, swap)
    note(text)
    units = parse_units(text)
    run = run_concrete(units)
    result = analyse(units, sound_options())
    problems = check_overapprox(run, result, sound_options())
    assert not problems, failure_report(text, problems)


def test_refines_a_callee_written_unsigned():
    """The test's branch refines the cell: after ``if (n > 100) return``, ``n`` is at most
    100, so a second test ``n > 200`` cannot hold (the precision the view is for)."""
    text = """
unsigned int word(void);
int get_u32(unsigned int *v)
{
    unsigned int w = word();
    if (w == 7)
        return -1;
    *v = w;
    return 0;
}

int main(void)
{
    unsigned int n;
    if (get_u32(&n) != 0)
        return 0;
    if (n > 100)
        return 1;
    if (n > 200)
        return 2;
    return 3;
}
"""
    units = parse_units(text)
    result = analyse(units, sound_options())
    proc = result.procedures["main"]
    cfg = proc.fn.cfg
    ret2 = [n for n in cfg.return_nodes if "2" in str(cfg.instrs[n])]
    assert ret2 and all(proc.post[n] is None for n in ret2), [str(cfg.instrs[n]) for n in cfg.return_nodes]

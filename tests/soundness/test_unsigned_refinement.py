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

from .harness import analyse, assert_overapprox, parse_units, returns_reached, sound_options

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
    assert_overapprox(text)


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


def counter_program(width: str, start: int, rounds: int, step: int, op: str, const: int) -> str:
    return f"""
int main(void)
{{
    unsigned {width} n = {start}u;
    int i;
    int r;
    for (i = 0; i < {rounds}; i++)
        n += {step}u;
    if (n {op} {const}u)
        r = 1;
    else
        r = 2;
    if (n == 0u)
        r += 10;
    return r;
}}
"""


@given(width=stg.sampled_from(["int", "short", "char", "long"]), start=stg.sampled_from([0, 1, 2, 200, 65535]),
       rounds=stg.integers(0, 4), step=stg.sampled_from([1, 2, 100, 255, 65535, 2 ** 32 - 1]),
       op=stg.sampled_from(OPS), const=stg.sampled_from(EDGES + (255, 65535)))
def test_local_counter_comparison_keeps_concrete_value(width, start, rounds, step, op, const):
    """A local unsigned counter that a loop's widening sends to +oo, and that wraps for
    the narrow types (each ``n += s`` converts to the type): the comparison cuts the
    part of its value past the type's maximum off (``Semantics._unsigned_view``), and the
    branch a concrete run takes keeps the concrete value."""
    text = counter_program(width, start, rounds, step, op, const)
    note(text)
    assert_overapprox(text)


def test_widened_local_counter_is_not_zero():
    """Precision: a local ``size_t`` index that starts at 1 and goes up by one after each
    access ``buf[n]`` is at most PTRDIFF_MAX at the access (``Semantics.
    _index_in_object``), so ``n++`` does not wrap; the loop's widening still leaves
    ``[1, +oo]`` at its head, and as an object of its type (every assignment converts)
    ``n`` holds nothing past SIZE_MAX, so ``n == 0`` after the loop cannot hold.  (The
iterations that skip the access keep the head's value, so narrowing cannot bring the
bound back below +oo.)"""
    text = """
typedef unsigned long size_t;
int more(void);
void *malloc(size_t n);
int main(void)
{
    size_t n = 1;
    char *buf = malloc(100);
    if (!buf)
        return 3;
    while (more()) {
        if (more()) {
            buf[n] = 0;
            n++;
        }
    }
    if (n == 0)
        return 1;
    return 2;
}
"""
    reached = returns_reached(text)
    assert reached == {"3": True, "1": False, "2": True}, reached

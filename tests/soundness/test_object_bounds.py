"""Transfer soundness of the facts that objects are smaller than PTRDIFF_MAX bytes
(docs/assumptions.md) against concrete evaluation: ``strlen`` of a character array
variable is less than its length (``Semantics.call_model``), an access ``p[i]`` bounds
``i`` by the object (``Semantics._index_in_object``), and every loop widens through
PTRDIFF_MAX (``engine.thresholds.OBJECT_BOUNDS``).  Property 1 (over-approximation): at
every point of ``main`` a concrete run reaches, the concrete state is in γ of the
abstract one."""

from __future__ import annotations

from hypothesis import given, note, strategies as stg

from .harness import assert_overapprox, returns_reached

OPS = ("<", "<=", ">", ">=", "==", "!=")


def strlen_program(size: int, fill: int, op: str, k: int) -> str:
    return f"""
typedef unsigned long size_t;
size_t strlen(const char *s);
int main(void)
{{
    char buf[{size}];
    int i;
    size_t l;
    int r;
    for (i = 0; i < {fill}; i++)
        buf[i] = 'a';
    buf[{fill}] = 0;
    l = strlen(buf);
    if (l {op} {k})
        r = 1;
    else
        r = 2;
    return r;
}}
"""


@given(size=stg.integers(1, 6), data=stg.data(), op=stg.sampled_from(OPS), k=stg.integers(-1, 7))
def test_strlen_of_array_keeps_concrete_value(size, data, op, k):
    fill = data.draw(stg.integers(0, size - 1))
    text = strlen_program(size, fill, op, k)
    note(text)
    assert_overapprox(text)


def index_program(elem: str, start: int, step: int, rounds: int, unsigned: bool, op: str, k: int) -> str:
    ity = "unsigned long" if unsigned else "long"
    return f"""
void *malloc(unsigned long n);
int main(void)
{{
    {elem} *p = malloc(16 * sizeof({elem}));
    {ity} i = {start};
    int j;
    int r = 0;
    if (!p)
        return 0;
    for (j = 0; j < {rounds}; j++) {{
        p[i] = 1;
        i = i + {step};
    }}
    p[i - 1] = 2;
    if (i {op} {k})
        r = 1;
    else
        r = 2;
    return r;
}}
"""


@given(elem=stg.sampled_from(["char", "int", "long"]), start=stg.integers(1, 4), step=stg.sampled_from([0, 1, 2, 3]),
       rounds=stg.integers(0, 4), unsigned=stg.booleans(), op=stg.sampled_from(OPS), k=stg.integers(-2, 16))
def test_index_refinement_keeps_concrete_value(elem, start, step, rounds, unsigned, op, k):
    text = index_program(elem, start, step, rounds, unsigned, op, k)
    note(text)
    assert_overapprox(text)


def test_strlen_of_array_is_bounded():
    """Precision: ``strlen`` of a ``char[8]`` is at most 7."""
    text = """
typedef unsigned long size_t;
size_t strlen(const char *s);
int fill(char *b);
int main(void)
{
    char buf[8];
    fill(buf);
    if (strlen(buf) > 7)
        return 1;
    return 2;
}
"""
    reached = returns_reached(text)
    assert reached == {"1": False, "2": True}, reached

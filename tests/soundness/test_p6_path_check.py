"""Property 6 — the path check never hides a real leak.

Generated programs are built to exercise the verifier: one procedure ``f(a, b)`` allocates
and frees under conditions over its parameters and a local, and half of its conditions
repeat an earlier one verbatim (the correlated branches the path check exists for), the
rest are fresh comparisons, bit tests and unsigned conversions, so that both infeasible
and feasible combinations occur.  ``main`` calls ``f`` with drawn arguments and the
concrete interpreter runs it.  Every block the run leaks must still be reported with the
path check on (its pruning is sound), and the findings with the check are a subset of
those without it (it only removes alarms, or exits from an alarm).

How often it matters (measured over 300 drawn programs, ``python -m
tests.soundness.test_p6_path_check``): 40% have at least one alarm without the path check,
30% have at least one alarm pruned by it, and 11% leak concretely (so the ``ci`` profile's
60 examples check about 18 prunings and 7 real leaks, the ``long`` profile's 2000 about
600 and 220).
"""

from __future__ import annotations

from hypothesis import given, note, strategies as st

from .harness import analyse, examples, failure_report, parse_units, recall_and_removal_problems, run_concrete, \
    sound_options

_OPS = ("<", "<=", ">", ">=", "==", "!=")


@st.composite
def operands(draw) -> str:
    return draw(st.sampled_from(["a", "b", "x", "a + 1", "a - b", "x & 3", "(unsigned char)a",
                                 str(draw(st.integers(-3, 300)))]))


@st.composite
def conditions(draw) -> str:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return f"{draw(operands())} {draw(st.sampled_from(_OPS))} {draw(operands())}"
    if kind == 1:
        return f"{draw(st.sampled_from(['a', 'b', 'x']))} & {draw(st.sampled_from([1, 2, 4, 6]))}"
    if kind == 2:
        return f"(unsigned)a {draw(st.sampled_from(_OPS))} {draw(st.integers(0, 10))}u"
    return f"!{draw(st.sampled_from(['a', 'b', 'x']))}"


def correlated_body(draw, conditions, others: dict) -> list:
    """Two to seven statements: an allocation or a free of ``p0``/``p1`` under a
    condition drawn from ``conditions``, a return under one, or a statement of one of the
    ``others`` kinds (kind -> draw -> statement); half of the conditions repeat an earlier
    one verbatim."""
    conds: list = []
    body = []
    for _ in range(draw(st.integers(2, 7))):
        if conds and draw(st.booleans()):
            c = draw(st.sampled_from(conds))
        else:
            c = draw(conditions)
            conds.append(c)
        i = draw(st.integers(0, 1))
        kind = draw(st.sampled_from(["alloc", "alloc", "free", "free", *others, "return"]))
        if kind == "alloc":
            body.append(f"  if ({c}) p{i} = malloc({1001 + len(body)});")
        elif kind == "free":
            body.append(f"  if ({c}) {{ free(p{i}); p{i} = NULL; }}")
        elif kind in others:
            body.append(others[kind](draw))
        else:
            body.append(f"  if ({c}) return 1;")
    return body


@st.composite
def path_programs(draw) -> str:
    body = correlated_body(draw, conditions(), {"assign": lambda d: f"  x = {d(operands())};"})
    a = draw(st.integers(-5, 300))
    b = draw(st.integers(-5, 300))
    return "\n".join([
        "#define NULL ((void *)0)",
        "void *malloc(unsigned long size);",
        "void free(void *ptr);",
        "int f(int a, int b) {",
        "  char *p0 = NULL;",
        "  char *p1 = NULL;",
        f"  int x = {draw(st.integers(0, 5))};",
        *body,
        "  free(p0);",
        "  free(p1);",
        "  return 0;",
        "}",
        "int main(void) {",
        f"  f({a}, {b});",
        "  return 0;",
        "}",
        "",
    ])


def check(text: str) -> list:
    return recall_and_removal_problems(text, sound_options(path_check="smt"), sound_options(path_check="off"),
                                       "the path check")


@examples(1.0)
@given(path_programs())
def test_path_check_never_hides_a_real_leak(text):
    note(text)
    problems = check(text)
    assert not problems, failure_report(text, problems)


def _measure(n: int = 300, programs=None) -> None:  # pragma: no cover - a measurement, not a test
    from hypothesis import HealthCheck, settings

    counts = {"alarms": 0, "pruned": 0, "leaks": 0, "total": 0}

    @settings(max_examples=n, deadline=None, suppress_health_check=list(HealthCheck))
    @given(programs if programs is not None else path_programs())
    def sample(text):
        units = parse_units(text)
        run = run_concrete(units, reject=False)
        plain = analyse(units, sound_options(path_check="off"))
        checked = analyse(units, sound_options(path_check="smt"))
        counts["total"] += 1
        counts["alarms"] += bool(plain.findings)
        counts["pruned"] += bool(checked.pruned)
        counts["leaks"] += bool(run.leaked)

    sample()
    print({k: (v, round(100 * v / max(1, counts["total"]))) for k, v in counts.items()})


if __name__ == "__main__":  # pragma: no cover
    _measure()

"""Soundness of what a test of a callee's result proves about its pointer argument
(``Summary.ret_when_null``, ``Semantics._assume_result_facts``).

A callee that returns some numbers only where its pointer argument is NULL
(``isnullenv(s)``: 1 for NULL; ``put(b, ..)``: -1 for NULL) lets a caller that tests the
result and rules all of those numbers out take the argument as not NULL.  Taking it so
where the callee may return such a number for a pointer too, or a number not recorded
for NULL, would hide a real NULL dereference.

The property: for a random callee (tests of the pointer and of an integer parameter in
random order, each returning a random constant or a comparison; a last return of a
constant, a comparison or a test of the pointer) and a caller that passes NULL or a
buffer, tests the result against a random constant and dereferences the pointer on one
branch, whenever the concrete run dereferences NULL, a null_deref finding reports it.
``test_result_facts_are_not_vacuous`` shows fixed programs on both sides.
"""

from __future__ import annotations

from hypothesis import event, given, note
from hypothesis import strategies as st

from .harness import cleanness_recall_problems, examples, failure_report

_small = st.integers(-3, 3)
_OPS = ["==", "!=", "<", "<=", ">", ">="]


@st.composite
def _value(draw):
    """What one return of the callee gives back."""
    return draw(st.one_of(
        _small.map(str),
        st.tuples(st.sampled_from(_OPS), _small).map(lambda t: f"(x {t[0]} {t[1]})"),
        st.sampled_from(["(p == NULL)", "(p != NULL)", "(p == NULL || *p == 0)", "(p != NULL && *p == 0)"]),
    ))


@st.composite
def _test(draw):
    """One early return of the callee, past a test of the pointer, the integer or both."""
    on_x = f"x {draw(st.sampled_from(_OPS))} {draw(_small)}"
    cond = draw(st.sampled_from(["p == NULL", "p != NULL", on_x, f"p == NULL && {on_x}", f"p != NULL && {on_x}",
                                 f"p == NULL || {on_x}"]))
    return f"    if ({cond})\n        return {draw(_value())};\n"


@st.composite
def result_tests(draw):
    body = "".join(draw(st.lists(_test(), min_size=0, max_size=3)))
    last = draw(_value())
    use = f"r {draw(st.sampled_from(_OPS))} {draw(_small)}"
    use = draw(st.sampled_from([use, f"!({use})"]))
    arg = draw(st.sampled_from(["NULL", "b", "(c ? NULL : b)", "(c ? b : NULL)"]))
    return (
        "#include <stddef.h>\n"
        "int f(char *p, int x)\n"
        "{\n"
        + body +
        f"    return {last};\n"
        "}\n"
        "int main(void)\n"
        "{\n"
        "    char b[4]; b[0] = 1;\n"
        f"    int c = {draw(st.integers(0, 1))};\n"
        f"    char *p = {arg};\n"
        f"    int r = f(p, {draw(_small)});\n"
        f"    if ({use})\n"
        "        return *p;\n"
        "    return 0;\n"
        "}\n"
    )


@examples(1.0)
@given(result_tests())
def test_a_result_test_hides_no_null_dereference(text):
    note(text)
    ev, result, problems = cleanness_recall_problems(text)
    reported = any(f.kind == "null_deref" for f in result.findings)
    event(("NULL dereferenced" if ev else "no NULL") + (", reported" if reported else ", not reported"))
    assert not problems, failure_report(text, problems)


def test_result_facts_are_not_vacuous():
    """isnullenv's 0 proves its argument was not NULL, its 1 does not; a callee that
    returns 0 for NULL too proves nothing with its 0."""
    isnull = "#include <stddef.h>\nint f(char *p, int x) { return p == NULL || *p == 0; }\n"
    empty = "#include <stddef.h>\nint f(char *p, int x) { return p != NULL && *p == 0; }\n"
    for callee, use, deref, reported in (
            (isnull, "!r", False, False),         # r == 0: p was not NULL
            (isnull, "r", True, True),            # r == 1: p may be NULL, and is
            (empty, "!r", True, True),            # r == 0 for NULL too
            (empty, "r", False, False)):          # r == 1: p was not NULL
        text = (callee + "int main(void) { char b[4]; b[0] = 1; int c = 1; char *p = c ? NULL : b;\n"
                f"  int r = f(p, 0); if ({use}) return *p; return 0; }}\n")
        ev, result, problems = cleanness_recall_problems(text)
        found = [f for f in result.findings if f.kind == "null_deref"]
        assert not problems, failure_report(text, problems)
        assert (ev is not None) == deref, (use, ev)
        assert bool(found) == reported, (use, [f.message for f in found])

"""Soundness of the guards on integer parameters: of NULL results (``Summary.null_when``)
and of the blocks a callee makes (``Summary.made_when``).

A callee that returns NULL only past a test of one of its integer parameters
(``if (flags & ALLOW_EOF) return NULL;``) gives that NULL only to callers whose argument
may pass the test: the caller evaluates the test with its argument's value
(``engine.accesses.guard_refuted``, the engine's arithmetic on the numeric domain, and
each value of a small range one by one).  Dropping the NULL where the argument may pass
the test would hide a real NULL dereference.

The property: for a random condition over the parameter (arithmetic, bitwise and
comparison operators, casts by the parameter's type) and a random argument (a constant,
or one of two constants), whenever the concrete run dereferences the NULL, a null_deref
finding reports it.  ``test_guards_are_not_vacuous`` shows fixed programs on both sides:
the NULL is reported where the argument passes the test, and not where it fails it.

The same guards decide which blocks a call makes (``Summary.made_when``: a block made only
past tests of a parameter is not made by a call whose argument fails one): for a random
condition guarding an allocation (returned, or stored through an out-parameter), every
block the concrete run leaks is still the site of a leak finding.
"""

from __future__ import annotations

from hypothesis import event, given, note
from hypothesis import strategies as st

from .harness import (
    analyse, check_leak_recall, cleanness_recall_problems, examples, failure_report, parse_units, run_concrete,
    sound_options,
)

TYPES = ("int", "unsigned", "unsigned char", "short", "long", "unsigned long")

_consts = st.integers(-300, 300) | st.sampled_from([0, 1, 2, 4, 8, 255, 256, 65535, -1, 2147483647])


def _expr():
    leaf = st.one_of(st.just("x"), _consts.map(lambda c: f"{c}" if c >= 0 else f"({c})"))
    return st.recursive(
        leaf,
        lambda inner: st.one_of(
            st.tuples(inner, st.sampled_from(["&", "|", "^", "+", "-", "==", "!=", "<", "<=", ">", ">="]), inner)
            .map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            st.tuples(inner, st.sampled_from(["<<", ">>"]), st.integers(0, 6)).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            st.tuples(st.sampled_from(["!", "-", "~"]), inner).map(lambda t: f"({t[0]}{t[1]})"),
            st.tuples(st.sampled_from(["(unsigned char)", "(int)", "(unsigned)"]), inner)
            .map(lambda t: f"({t[0]}{t[1]})"),
        ),
        max_leaves=4,
    )


def _argument(draw) -> str:
    """A constant argument, or a choice between two (``c`` is the caller's 0 or 1)."""
    k1 = draw(_consts)
    k2 = draw(st.none() | _consts)
    return f"{k1}" if k2 is None else f"(c ? {k1} : {k2})"


@st.composite
def _condition(draw):
    e = draw(_expr())
    if "x" not in e:  # (a condition without the parameter is no guard on it)
        e = f"(x {draw(st.sampled_from(['&', '==', '<', '>=']))} {e})"
    return e


@st.composite
def guarded_programs(draw):
    ty = draw(st.sampled_from(TYPES))
    cond = draw(_condition())
    null_when_true = draw(st.booleans())
    arg = _argument(draw)
    guard = f"if ({cond})" if null_when_true else f"if (!({cond}))"
    return (
        f"char *f({ty} x, char *b)\n"
        "{\n"
        f"    {guard}\n"
        "        return NULL;\n"
        "    return b;\n"
        "}\n"
        "int main(void)\n"
        "{\n"
        "    char b[4]; b[0] = 1;\n"
        f"    int c = {draw(st.integers(0, 1))};\n"
        f"    char *p = f({arg}, b);\n"
        "    return *p;\n"
        "}\n"
    )


_problems = cleanness_recall_problems


def _check_recall(text: str) -> None:
    """Every NULL dereference of the concrete run is reported (property 7 on ``text``)."""
    note(text)
    ev, result, problems = _problems(text)
    reported = any(f.kind == "null_deref" for f in result.findings)
    event(("NULL dereferenced" if ev else "no NULL") + (", reported" if reported else ", not reported"))
    assert not problems, failure_report(text, problems)


def _check_both_sides(text: str, arg: str, deref: bool) -> None:
    """The concrete run dereferences NULL exactly when ``deref``, and a null_deref finding
    is reported exactly then."""
    ev, result, problems = _problems(text)
    reported = [f for f in result.findings if f.kind == "null_deref"]
    assert not problems, failure_report(text, problems)
    assert (ev is not None) == deref, (arg, ev)
    assert bool(reported) == deref, (arg, [f.message for f in reported])


@examples(1.0)
@given(guarded_programs())
def test_a_guarded_null_is_reported_where_the_argument_passes(text):
    _check_recall(text)


def test_guards_are_not_vacuous():
    """The same callee, called with an argument that passes its test and with one that
    fails it: the first is a concrete NULL dereference and reported, the second neither."""
    callee = "char *f(unsigned x, char *b) { if ((x & 4) != 0) return NULL; return b; }\n"
    for arg, deref in (("5", True), ("3", False), ("(c ? 1 : 2)", False), ("(c ? 1 : 6)", True)):
        text = callee + f"int main(void) {{ char b[4]; b[0] = 1; int c = 0; char *p = f({arg}, b); return *p; }}\n"
        _check_both_sides(text, arg, deref)


@st.composite
def guarded_allocations(draw):
    ty = draw(st.sampled_from(TYPES))
    cond = draw(_condition())
    arg = _argument(draw)
    guard = f"if ({cond})" if draw(st.booleans()) else f"if (!({cond}))"
    head = "void *malloc(unsigned long);\n"
    if draw(st.booleans()):
        callee = (f"char *f({ty} x)\n{{\n    char *p = NULL;\n    {guard}\n        p = malloc(4);\n"
                  "    return p;\n}\n")
        call = f"    char *q = f({arg});\n"
    else:
        callee = f"void f({ty} x, char **out)\n{{\n    {guard}\n        *out = malloc(4);\n}}\n"
        call = f"    char *q = NULL;\n    f({arg}, &q);\n"
    return (head + callee + "int main(void)\n{\n"
            f"    int c = {draw(st.integers(0, 1))};\n" + call +
            "    if (q != NULL)\n        q[0] = 1;\n    return 0;\n}\n")


@examples(1.0)
@given(guarded_allocations())
def test_a_guarded_allocation_is_made_where_the_argument_passes(text):
    note(text)
    units = parse_units(text)
    run = run_concrete(units)
    result = analyse(units, sound_options())
    reported = any(f.kind == "leak" for f in result.findings)
    event(("leaks" if run.leaked else "no leak") + (", reported" if reported else ", not reported"))
    problems = check_leak_recall(run, result)
    assert not problems, failure_report(text, problems)


@st.composite
def guarded_dereferences(draw):
    """A callee that dereferences an out-parameter without testing it, past one or two
    random tests of an integer parameter (``Summary.untested_when``), called with NULL."""
    ty = draw(st.sampled_from(TYPES))
    first, second = draw(_condition()), draw(_condition())
    arg = _argument(draw)
    neg = [draw(st.booleans()) for _ in range(2)]
    g1 = f"({first})" if not neg[0] else f"(!({first}))"
    g2 = f"({second})" if not neg[1] else f"(!({second}))"
    body = draw(st.sampled_from([
        # one way, behind an early return
        f"    if ({g1})\n        return 0;\n    *out = 1;\n    return 1;\n",
        # two ways, each behind its own test
        f"    if ({g1}) {{\n        *out = 2;\n        return 2;\n    }}\n    if ({g2})\n        return *out;\n    return 0;\n",
        # nested tests
        f"    if ({g1})\n        if ({g2})\n            *out = 3;\n    return 0;\n",
    ]))
    return (
        f"int f({ty} x, char *out)\n{{\n{body}}}\n"
        "int main(void)\n{\n"
        f"    int c = {draw(st.integers(0, 1))};\n"
        f"    return f({arg}, NULL);\n"
        "}\n"
    )


@examples(1.0)
@given(guarded_dereferences())
def test_an_untested_dereference_is_reported_where_the_argument_passes(text):
    _check_recall(text)


def test_untested_dereference_guards_are_not_vacuous():
    """A flag that fails the callee's test: no dereference, no finding; one that passes
    it: both."""
    callee = "int f(int detached, char *out) { if (!detached) return 0; *out = 1; return 1; }\n"
    for arg, deref in (("0", False), ("1", True), ("(c ? 0 : 2)", True), ("-3", True)):
        text = callee + f"int main(void) {{ int c = 0; return f({arg}, NULL); }}\n"
        _check_both_sides(text, arg, deref)


@st.composite
def guarded_wrappers(draw):
    """A callee that makes a block and returns NULL instead past a random test of an
    integer parameter: its "ret == NULL" outcome says which arguments reach it
    (``Summary.entry_nums``), and a call whose argument is none of them does not take it
    (``analysis._outcomes_ruled_out``)."""
    ty = draw(st.sampled_from(TYPES))
    cond = draw(_condition())
    arg = _argument(draw)
    guard = f"if ({cond})" if draw(st.booleans()) else f"if (!({cond}))"
    return (
        "void *malloc(unsigned long);\nvoid free(void *);\nvoid abort(void);\n"
        f"char *f({ty} x)\n{{\n    char *p = malloc(4);\n    if (p == NULL)\n        abort();\n"
        f"    {guard} {{\n        free(p);\n        return NULL;\n    }}\n    return p;\n}}\n"
        "int main(void)\n{\n"
        f"    int c = {draw(st.integers(0, 1))};\n"
        f"    char *q = f({arg});\n"
        "    *q = 1;\n    free(q);\n    return 0;\n}\n"
    )


@examples(1.0)
@given(guarded_wrappers())
def test_a_guarded_null_outcome_is_taken_where_the_argument_reaches_it(text):
    _check_recall(text)


def test_guarded_null_outcomes_are_not_vacuous():
    """The wrapper's NULL outcome records the arguments that reach it, and a call whose
    argument is none of them is not told the result may be NULL for it."""
    callee = ("void *malloc(unsigned long);\nvoid free(void *);\nvoid die(void) __attribute__((noreturn));\n"
              "char *f(unsigned x) { char *p = malloc(4); if (p == NULL && x != 0) die(); return p; }\n")
    units = parse_units(callee + "int main(void) { char *q = f(8); *q = 1; free(q); return 0; }\n")
    result = analyse(units, sound_options())
    nums = [sub.entry_nums for label, sub in result.summaries["f"].outcomes if label == "ret == NULL"]
    assert nums and nums[0] and str(nums[0][0][1]) == "[0, 0]"
    assert not [f for f in result.findings if f.kind == "null_deref"]
    units = parse_units(callee + "int main(void) { int c = 1; char *q = f(c ? 0 : 8); *q = 1; free(q); return 0; }\n")
    result = analyse(units, sound_options())
    assert [f for f in result.findings if f.kind == "null_deref"]
    # the argument is converted to the parameter's type first: 300 is 44 as an unsigned
    # char, which reaches the NULL outcome of x < 50
    text = ("void *malloc(unsigned long);\nvoid free(void *);\nvoid abort(void);\n"
            "char *g(unsigned char x) { char *p = malloc(4); if (p == NULL) abort();"
            " if (x < 50) { free(p); return NULL; } return p; }\n"
            "int main(void) { char *q = g(300); *q = 1; free(q); return 0; }\n")
    _check_both_sides(text, "300", True)

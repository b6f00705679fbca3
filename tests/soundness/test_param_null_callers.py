"""Soundness of ruling out a parameter's NULL by the callers' arguments.

A procedure that compares a parameter with NULL and dereferences it anyway is reported
only where some call in the program may pass NULL there (``Finding.null_param``,
``interproc.analysis.callers_passing_null``): an argument counts as NULL unless the
engine's value is the address of a variable (or a string, a function, an allocated block,
a field of one); a parameter passed on unchanged counts as NULL where its own callers may
pass NULL; a pointer read from memory the procedure was given may be NULL; a procedure
whose address is taken keeps its alarm.  Getting any of that wrong hides a real NULL
dereference.

The property: for random callers (direct calls with an address, NULL, or either by a
flag; a wrapper that passes its parameter on; a wrapper that passes a pointer it reads
from a structure; a call through a function pointer), whenever the concrete run
dereferences NULL, a null_deref finding reports it.  ``test_callers_are_not_vacuous``
shows the alarm ruled out where every call passes an address and kept where one passes
NULL (or a pointer read from memory).
"""

from __future__ import annotations

from hypothesis import event, given, note
from hypothesis import strategies as st

from .harness import cleanness_recall_problems, examples, failure_report

_CALLEES = {
    "guard_store": "    if (q != NULL)\n        *q = 0;\n    *q = 5;\n    return 0;\n",
    "guard_return": "    int r = 0;\n    if (q == NULL)\n        r = 1;\n    *q += r;\n    return r;\n",
    "guard_else": "    if (q == NULL) {\n        r0 = 1;\n    } else {\n        *q = 2;\n    }\n    return *q;\n",
}

_ARGS = ("&x", "NULL", "(c ? &x : NULL)", "(c ? NULL : &x)", "&bx.v")

_CALLS = st.one_of(
    st.sampled_from(_ARGS).map(lambda a: f"g({a})"),
    st.sampled_from(_ARGS).map(lambda a: f"relay({a})"),
    st.sampled_from(_ARGS).map(lambda a: f"fp({a})"),
    st.just("via_box(&bx)"),
)


@st.composite
def caller_programs(draw):
    body = _CALLEES[draw(st.sampled_from(sorted(_CALLEES)))]
    calls = draw(st.lists(_CALLS, min_size=1, max_size=3))
    box_init = draw(st.sampled_from(["&x", "NULL", "(c ? &x : NULL)"]))
    return (
        "struct box { int *p; int v; };\n"
        "int r0;\n"
        "static int g(int *q)\n{\n" + body + "}\n"
        "static int relay(int *q)\n{\n    return g(q);\n}\n"
        "static int via_box(struct box *b)\n{\n    return g(b->p);\n}\n"
        "int main(void)\n{\n"
        "    int x = 0;\n"
        f"    int c = {draw(st.integers(0, 1))};\n"
        "    struct box bx;\n"
        + ("    int (*fp)(int *) = relay;\n" if any(c.startswith("fp(") for c in calls) else "") +
        f"    bx.p = {box_init};\n"
        "    bx.v = 1;\n"
        + "".join(f"    {call};\n" for call in calls) +
        "    return x;\n}\n"
    )


_problems = cleanness_recall_problems


@examples(1.0)
@given(caller_programs())
def test_a_null_some_caller_passes_is_reported(text):
    note(text)
    ev, result, problems = _problems(text)
    reported = any(f.kind == "null_deref" for f in result.findings)
    ruled_out = any(p.stage == "callers" for p in result.pruned)
    event(("NULL dereferenced" if ev else "no NULL") + (", reported" if reported else ", not reported")
          + (", ruled out by callers" if ruled_out else ""))
    assert not problems, failure_report(text, problems)


def test_callers_are_not_vacuous():
    """Every call passes an address: no concrete NULL, and the alarm is ruled out by the
    callers; one call passes NULL (directly, through the wrapper, read from a structure):
    a concrete NULL dereference, reported."""
    head = ("struct box { int *p; int v; };\n"
            "static int g(int *q)\n{\n" + _CALLEES["guard_store"] + "}\n"
            "static int relay(int *q) { return g(q); }\n"
            "static int via_box(struct box *b) { return g(b->p); }\n")
    # (calls, what bx.p holds, a concrete NULL dereference, reported): a pointer read from
    # memory the procedure was given counts as NULL whatever it holds (the last case)
    for calls, box, deref, kept in ((("g(&x)", "relay(&x)"), "&x", False, False),
                                    (("g(&x)", "relay(&bx.v)", "g(&bx.v)"), "&x", False, False),
                                    (("g(&x)", "g(NULL)"), "&x", True, True),
                                    (("relay(&x)", "relay(NULL)"), "&x", True, True),
                                    (("g(&x)", "via_box(&bx)"), "NULL", True, True),
                                    (("g(&x)", "via_box(&bx)"), "&x", False, True)):
        text = head + ("int main(void)\n{\n    int x = 0;\n    struct box bx;\n"
                       f"    bx.p = {box};\n    bx.v = 1;\n"
                       + "".join(f"    {c};\n" for c in calls) + "    return x;\n}\n")
        ev, result, problems = _problems(text)
        assert not problems, failure_report(text, problems)
        reported = [f for f in result.findings if f.kind == "null_deref"]
        assert (ev is not None) == deref, (calls, box, ev)
        assert bool(reported) == kept, (calls, box, [f.message for f in reported])
        assert any(p.stage == "callers" for p in result.pruned) == (not kept), (calls, box)

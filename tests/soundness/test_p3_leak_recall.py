"""Property 3 — leak recall: every allocation site whose block a concrete run leaks (live at
the end of ``main`` and unreachable from the globals) is the allocation site
(``finding.alloc_site`` function and line) of some leak finding, in any procedure.  By
default a block that main's own variables still reach when it returns is held at the
program's exit (C11 5.1.2.2.3), not lost; with ``main_return_leaks`` (drawn with the
program) it counts as lost too.

Run with the unsound switches off.  The generator avoids the remaining unsound constructs:
no global holds a pointer (escapes to globals are collected over all paths, by design), and
the known-bug triggers of ``harness.KNOWN_BUG_RESTRICTIONS`` are excluded.
"""

from __future__ import annotations

from hypothesis import given, note
from hypothesis import strategies as st

from .cprog import render_program
from .harness import (
    KNOWN_BUG_RESTRICTIONS, P3_CONFIG, analyse, check_leak_recall, examples, failure_report, parse_units,
    run_concrete, sound_options,
)
from .strategies import GenConfig, programs


def leak_recall_problems(prog, main_return_leaks: bool = False) -> tuple[str, list]:
    text = render_program(prog)
    units = parse_units(text)
    run = run_concrete(units)
    result = analyse(units, sound_options(main_return_leaks=main_return_leaks))
    return text, check_leak_recall(run, result, main_return_leaks)


@examples(3.0)
@given(programs(P3_CONFIG), st.booleans())
def test_leak_recall(prog, main_return_leaks):
    text, problems = leak_recall_problems(prog, main_return_leaks)
    note(text)
    assert not problems, failure_report(text, problems)


@examples(2.0)
@given(programs(GenConfig(**{**KNOWN_BUG_RESTRICTIONS, "global_pointers": False, "pointer_compare": True})),
       st.booleans())
def test_leak_recall_with_pointer_comparisons(prog, main_return_leaks):
    """Leak recall on programs whose conditions also compare two pointers: a test that
    rules a block out of a cell that holds it wherever it exists (``State.holders``) must
    not hide a block that is really lost."""
    text, problems = leak_recall_problems(prog, main_return_leaks)
    note(text)
    assert not problems, failure_report(text, problems)

"""Property 3 — leak recall: every allocation site whose block a concrete run leaks (live at
the end of ``main`` and unreachable from the globals) is the allocation site
(``finding.alloc_site`` function and line) of some leak finding, in any procedure.

Run with the unsound switches off.  The generator avoids the remaining unsound constructs:
no global holds a pointer (escapes to globals are collected over all paths, by design), and
the known-bug triggers of ``harness.KNOWN_BUG_RESTRICTIONS`` are excluded.
"""

from __future__ import annotations

from hypothesis import given, note

from .cprog import render_program
from .harness import (
    P3_CONFIG, analyse, check_leak_recall, examples, failure_report, parse_units,
    run_concrete, sound_options,
)
from .strategies import programs


def leak_recall_problems(prog) -> tuple[str, list]:
    text = render_program(prog)
    units = parse_units(text)
    run = run_concrete(units)
    result = analyse(units, sound_options())
    return text, check_leak_recall(run, result)


@examples(3.0)
@given(programs(P3_CONFIG))
def test_leak_recall(prog):
    text, problems = leak_recall_problems(prog)
    note(text)
    assert not problems, failure_report(text, problems)

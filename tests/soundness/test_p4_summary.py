"""Property 4 — summary soundness: for a callee analysed alone, instantiating its summary at
the call sites of a caller over-approximates what inlining the callee gives.

The generator draws a callee and ``int caller(int a, struct node *q)`` calling it; the printer
also emits the inlined variant (the callee's body at each call statement, with renamed
parameters and locals, every ``return e`` turned into ``ret = e; goto end;``).  Both are
analysed (unsound switches off) and compared at the caller's exit, by allocation *tag* (the
unique size constant of each ``malloc``/``calloc``, read from the allocation's ``Call``):

- a block the inlined analysis has in the allocated set is allocated in the summary-based
  one too, unless the summary-based analysis reports it leaked inside the callee (a block
  the callee loses never reaches its callers);
- a caller variable (parameter or local of the caller; not the lowering's temporaries) may
  point to at least the tags of allocated blocks it may point to with inlining (a pointer
  to a freed block is dangling);
- the leak findings of the inlined program (by tag) are a subset of the summary-based ones.

Excluded: the known-bug triggers of ``harness.KNOWN_BUG_RESTRICTIONS``.
"""

from __future__ import annotations

from hypothesis import given, note

from .cprog import inline_calls, render_program
from .harness import P4_CONFIG, analyse, check_summary_vs_inline, examples, failure_report, parse_units, sound_options
from .strategies import caller_callee


def summary_problems(drawn, options=None) -> tuple[str, str, list]:
    prog, caller, callee = drawn
    inlined = inline_calls(prog, caller, callee)
    inlined = type(inlined)(inlined.globals, tuple(f for f in inlined.funcs if f.name != callee))
    text, itext = render_program(prog), render_program(inlined)
    options = options or sound_options()
    s_result = analyse(parse_units(text), options)
    i_result = analyse(parse_units(itext), options)
    return text, itext, check_summary_vs_inline(s_result, i_result, caller, callee)


@examples(3.0)
@given(caller_callee(P4_CONFIG))
def test_summary_instantiation_covers_inlining(drawn):
    text, itext, problems = summary_problems(drawn)
    note(text)
    note("--- inlined ---\n" + itext)
    assert not problems, failure_report(text + "\n/* inlined: */\n" + itext, problems)

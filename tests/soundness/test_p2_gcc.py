"""Property 2 — the interpreter agrees with the real thing: the generated programs compiled
with ``gcc -O0 -g`` and run give the same return value of ``main`` (as an exit status), and
under ``valgrind --leak-check=full`` the same leaked allocations, compared as allocation
stacks ``((function, line), ...)`` from the allocation statement up to ``main`` (valgrind's
definitely, indirectly and possibly lost records; source lines map to allocation statements
because the printer puts one allocation per line).  Valgrind must also report no other
error (the interpreter flags every undefined behaviour it could see).

The whole generated fragment, no restriction (this checks the interpreter, not the
analysis).  gcc and valgrind are slow, so few examples; skipped where they are absent.
"""

from __future__ import annotations

import shutil
import tempfile

import pytest
from hypothesis import given, note

from .cprog import render_program
from .harness import P2_CONFIG, check_against_gcc, examples, failure_report, parse_units, run_concrete
from .strategies import programs

GCC = shutil.which("gcc")
VALGRIND = shutil.which("valgrind")


def _agreement(prog, valgrind: bool):
    text = render_program(prog)
    note(text)
    run = run_concrete(parse_units(text), record=())
    with tempfile.TemporaryDirectory(prefix="sparrow-gcc-") as d:
        problems = check_against_gcc(text, run, d, valgrind)
    assert not problems, failure_report(text, problems)


@pytest.mark.skipif(GCC is None, reason="gcc is not installed")
@examples(0.5)
@given(programs(P2_CONFIG))
def test_return_value_agrees_with_gcc(prog):
    _agreement(prog, valgrind=False)


@pytest.mark.skipif(GCC is None or VALGRIND is None, reason="gcc or valgrind is not installed")
@examples(0.25)
@given(programs(P2_CONFIG))
def test_leaks_agree_with_valgrind(prog):
    _agreement(prog, valgrind=True)

"""The analysis makes no reference cycles, so it can run with the cyclic garbage collector
paused (``gcpause.paused_gc``): reference counting alone frees every
state, semantics and summary instantiation.  A cycle (a bound method stored in its own
instance, a recursive closure) would keep what it holds alive until the end of the run.

The check analyses the regression programs of every checker with the collector paused,
then asks it for the garbage it finds: none of it may be the analysis's."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from sparrowpy.checkers import checker_names
from sparrowpy.interproc.analysis import analyze_units, load_inputs
from sparrowpy.options import AnalysisOptions

C = Path(__file__).parent.parent / "regression" / "c"
SAMPLES = sorted(C.glob("inter/*.c"))[:12] + sorted(C.glob("cleanness/*.c"))[:8] + sorted(C.glob("pathcheck/*.c"))[:8]


def _cyclic_garbage(make) -> list:
    """What the collector finds unreachable after ``make()`` ran with it paused."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        make()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        return list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if enabled:
            gc.enable()


def _ours(o) -> bool:
    module = getattr(type(o), "__module__", "") or ""
    if type(o).__name__ == "function":
        module = getattr(o, "__module__", "") or ""
    return module.startswith(("sparrowpy", "domains"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_analysis_leaves_no_cyclic_garbage(path):
    # the frontend's parser and the C types of recursive structs are cycles, made before
    # the analysis and living as long as the program's IR: loaded first
    units = load_inputs([str(path)]).units
    analyze_units(units, AnalysisOptions(), checkers=list(checker_names()))  # (imports, caches)
    results = []
    garbage = _cyclic_garbage(lambda: results.append(
        analyze_units(units, AnalysisOptions(), checkers=list(checker_names()))))
    assert results[0].findings is not None
    ours = [o for o in garbage if _ours(o)]
    assert not ours, sorted({type(o).__qualname__ for o in ours})


def test_the_check_finds_a_cycle():
    # (not vacuous: a Semantics holding a method bound to itself is found)
    from sparrowpy.engine.semantics import Semantics

    def make():
        sem = Semantics.__new__(Semantics)
        sem.loop = sem.eval
    ours = [o for o in _cyclic_garbage(make) if _ours(o)]
    assert any(type(o) is Semantics for o in ours)


def test_parsing_leaves_no_parser_cycles():
    # the parse runs with the collector paused too (preprocess._parse, declcache): the
    # parser, a cycle through its lexer, is broken when the file is done
    path = next(p for p in SAMPLES if p.parent.name == "inter")
    load_inputs([str(path)])  # (imports)
    loads = []
    garbage = _cyclic_garbage(lambda: loads.append(load_inputs([str(path)])))
    assert loads[0].units
    parsers = [o for o in garbage if "Parser" in type(o).__name__ or "Lexer" in type(o).__name__]
    assert not parsers, sorted({type(o).__name__ for o in parsers})

"""Outcomes that every path reaches past a test "parameter != constant"
(``Summary.entry_excluded``), on the regression program
``inter/outcome_of_constant_argument.c``: ``init(h, kind)`` makes the slot only where
``kind == 1``; its other outcome happens only where ``kind != 1``, which no interval
says, and a call passing 1 cannot take it."""

from __future__ import annotations

from pathlib import Path

from sparrowpy.interproc.analysis import _outcomes_ruled_out, analyze_paths
from sparrowpy.interproc.summary import _param_test
from sparrowpy.ir import Assume, BinOp, Cast, Const, Loc, Lv, UnOp, Var
from sparrowpy.options import AnalysisOptions
from sparrowpy import ctype as T

PROGRAM = Path(__file__).parent.parent / "regression" / "c" / "inter" / "outcome_of_constant_argument.c"
INT = T.IntType("int", 4, True)
LOC = Loc("t.c", 1, 1)


def _init_summary(**options):
    result = analyze_paths([str(PROGRAM)], AnalysisOptions(**options), checkers=[])
    assert not result.load.errors, [str(e) for e in result.load.errors]
    return next(s for s in result.summaries.values() if s.name.endswith("init"))


def test_the_outcome_without_the_block_excludes_the_constant():
    s = _init_summary()
    by_label = {label: sub for label, sub in s.outcomes}
    assert set(by_label) == {"makes arg0*.slot*", "makes none of arg0*.slot*"}
    assert [(i, c) for i, c, _ in by_label["makes none of arg0*.slot*"].entry_excluded] == [(1, 1)]
    assert by_label["makes arg0*.slot*"].entry_excluded == ()
    doc = by_label["makes none of arg0*.slot*"].outcome_json()
    assert doc["only_where"] == ["arg1 != 1"]


def _num(cls, v):
    from sparrowpy.engine.memory import Value
    return Value(cls.const(v) if v is not None else cls.top(), frozenset())


def test_a_call_passing_the_constant_cannot_take_that_outcome():
    s = _init_summary()
    none_of = next(k for k, (label, _) in enumerate(s.outcomes) if label.startswith("makes none"))
    cls = type(next(num for _, sub in s.outcomes for _, num, _ in sub.entry_nums))  # (the numeric domain)
    ptr = _num(cls, None)
    assert _outcomes_ruled_out(s.outcomes, [ptr, _num(cls, 1)], None) == {none_of}
    assert _outcomes_ruled_out(s.outcomes, [ptr, _num(cls, 2)], None) == {1 - none_of}  # entry_nums: [1, 1]
    assert _outcomes_ruled_out(s.outcomes, [ptr, _num(cls, None)], None) == set()


def _var(name="k"):
    return Lv(Var(name, ty=INT))


def test_which_branches_test_a_parameter_against_a_constant():
    names = {"k": (0, INT)}
    eq = BinOp("==", _var(), Const(3))
    ne = BinOp("!=", _var(), Const(3))
    assert _param_test(Assume(eq, False, LOC), names) == ("k", 3, False)
    assert _param_test(Assume(eq, True, LOC), names) == ("k", 3, True)
    assert _param_test(Assume(ne, True, LOC), names) == ("k", 3, False)
    assert _param_test(Assume(ne, False, LOC), names) == ("k", 3, True)
    assert _param_test(Assume(UnOp("!", eq), True, LOC), names) == ("k", 3, False)
    assert _param_test(Assume(BinOp("==", Const(3), _var()), False, LOC), names) == ("k", 3, False)
    assert _param_test(Assume(_var(), True, LOC), names) == ("k", 0, False)
    assert _param_test(Assume(_var(), False, LOC), names) == ("k", 0, True)
    assert _param_test(Assume(UnOp("!", _var()), True, LOC), names) == ("k", 0, True)
    assert _param_test(Assume(BinOp("==", Cast(_var(), T.IntType("long", 8, True)), Const(3)), False, LOC),
                       names) == ("k", 3, False)
    # another variable, or a comparison that is no equality
    assert _param_test(Assume(BinOp("==", _var("j"), Const(3)), False, LOC), names) is None
    assert _param_test(Assume(BinOp("<", _var(), Const(3)), False, LOC), names) is None

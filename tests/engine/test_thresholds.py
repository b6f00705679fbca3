"""Widening thresholds (``engine/thresholds.py``): which constants are collected, per
function and per loop, the option's values, and a program that only thresholds make
precise (tests/regression/c/intra/widening_thresholds.c) analysed with and without them."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from sparrowpy.engine.thresholds import (
    Thresholds, collect_loop_thresholds, collect_thresholds, condition_constants, function_thresholds,
    loop_thresholds,
)
from sparrowpy.frontend.load import load_files
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.ir import BinOp, Cast, Const, Lv, UnOp, Var
from sparrowpy.options import AnalysisOptions, parse_widening_thresholds

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = ROOT / "tests" / "regression" / "c" / "intra" / "widening_thresholds.c"


def _functions(tmp_path, src: str) -> dict:
    f = tmp_path / "t.c"
    f.write_text(src)
    result = load_files([str(f)])
    assert not result.errors, [str(e) for e in result.errors]
    return result.units[0].functions


# ----------------------------------------------------------------------------- collection

def test_condition_constants_through_negation_casts_and_minus():
    i = Lv(Var("i"))
    assert condition_constants(BinOp("<", i, Const(10))) == {10}
    assert condition_constants(UnOp("!", BinOp("!=", Const(3), i))) == {3}
    assert condition_constants(BinOp(">=", Cast(i, None), UnOp("-", Cast(Const(4), None)))) == {-4}
    # constants of arithmetic are not compared against; a comparison nested in one is
    assert condition_constants(BinOp("<", BinOp("+", i, Const(1)), Lv(Var("n")))) == set()
    assert condition_constants(BinOp("&", BinOp("==", i, Const(7)), Const(1))) == {7}
    assert condition_constants(i) == set()


LOOPS = """\
int f(int n, int *a)
{
    int i, j, s = 0;
    if (n > 1000)
        return -1;
    for (i = 0; i < 10; i++) {
        for (j = 0; j != 3; j++)
            s += a[j];
        if (s == -5)
            break;
    }
    while (n > 0)
        n--;
    return s;
}

int g(int n) { return n + 1; }
"""


def test_function_thresholds_are_c_minus_1_c_c_plus_1_sorted(tmp_path):
    fns = _functions(tmp_path, LOOPS)
    ts = collect_thresholds(fns["f"].cfg)
    assert ts == (-6, -5, -4, -1, 0, 1, 2, 3, 4, 9, 10, 11, 999, 1000, 1001)
    assert list(ts) == sorted(set(ts))
    assert collect_thresholds(fns["g"].cfg) == ()


def test_loop_thresholds_are_those_of_the_loop_own_conditions(tmp_path):
    fns = _functions(tmp_path, LOOPS)
    cfg = fns["f"].cfg
    per_head = collect_loop_thresholds(cfg)
    assert len(per_head) == 3 == len(cfg.loop_heads)
    by_line = {cfg.instrs[h].loc.line: ts for h, ts in per_head.items()}
    # the outer loop sees its own test, its body's and the nested loop's; not n > 1000
    assert by_line[6] == (-6, -5, -4, 2, 3, 4, 9, 10, 11)
    assert by_line[7] == (2, 3, 4)
    assert by_line[12] == (-1, 0, 1)
    assert collect_loop_thresholds(fns["g"].cfg) == {}


def test_thresholds_are_computed_once_per_cfg(tmp_path, monkeypatch):
    import sparrowpy.engine.thresholds as th

    fn = _functions(tmp_path, LOOPS)["f"]
    calls = []
    real = th.collect_thresholds
    monkeypatch.setattr(th, "collect_thresholds", lambda cfg: calls.append(cfg) or real(cfg))
    first = function_thresholds(fn)
    assert function_thresholds(fn) is first and loop_thresholds(fn) is loop_thresholds(fn)
    assert len(calls) <= 1


SCANNER = """\
int scan(const char *buf, int len, int *out)
{
    int i, bytes = 0, state = 0, j = 0, k = 0, m = 0;
    for (i = 0; i < len; i++) {
        char ch = buf[i];
        if (state == 1 && ch == 'a')
            bytes += 2;
        if (ch == '~')
            state = 1;
        bytes++;
    }
    while (j != 10) {
        k = j;
        j = k + 1;
        m = m + 2;
    }
    *out = bytes + k + m;
    return j;
}
"""


def test_variable_thresholds_are_those_its_comparisons_reach(tmp_path):
    from sparrowpy.engine.thresholds import OBJECT_BOUNDS, collect_variable_thresholds

    cfg = _functions(tmp_path, SCANNER)["scan"].cfg
    by_line = {cfg.instrs[h].loc.line: table for h, table in collect_variable_thresholds(cfg).items()}
    scan_loop, copy_loop = by_line[4], by_line[12]
    bounds = set(OBJECT_BOUNDS)
    # the characters compared with ch are ch's; i only indexes the buffer ch is read from,
    # and bytes is compared with nothing
    assert set(scan_loop[(False, "ch")]) == {96, 97, 98, 125, 126, 127} | bounds
    assert set(scan_loop[(False, "state")]) == {0, 1, 2} | bounds
    assert (False, "i") not in scan_loop and (False, "bytes") not in scan_loop
    # k = j; j = k + 1: the value of k flows into j, which the loop compares with 10
    assert set(copy_loop[(False, "j")]) == set(copy_loop[(False, "k")]) == {9, 10, 11} | bounds
    assert (False, "m") not in copy_loop


def test_variable_thresholds_keep_bounds_and_spare_iterations(tmp_path, monkeypatch):
    """Under ``auto`` a counter that only the loop's unrelated constants would stop climbs
    through none of them, and the copies of a tested variable keep its bound."""
    from sparrowpy.engine.memory import LocalAddr
    from sparrowpy.engine.semantics import Semantics

    src = tmp_path / "scan.c"
    src.write_text(SCANNER)
    visits = []
    real = Semantics.transfer
    monkeypatch.setattr(Semantics, "transfer", lambda self, n, instr, st: visits.append(n) or real(self, n, instr, st))

    def run(mode):
        visits.clear()
        options = AnalysisOptions(widening_thresholds=mode, path_check="off")
        result = analyze_paths([str(src)], options, None, [], keep_states=True)
        proc = next(p for p in result.procedures.values() if p.fn.name == "scan")
        st = proc.post[proc.fn.cfg.return_nodes[0]]
        values = {a.name: st.mem[a].num.bounds() for a in st.mem
                  if isinstance(a, LocalAddr) and a.name in ("j", "k", "state")}
        return values, len(visits)

    auto, auto_visits = run("auto")
    loop, loop_visits = run("loop")
    assert auto == loop == {"j": (10, 10), "k": (0, 9), "state": (0, 1)}
    assert auto_visits < loop_visits


def test_thresholds_per_mode(tmp_path):
    fn = _functions(tmp_path, LOOPS)["f"]
    heads = sorted(fn.cfg.loop_heads)
    loop = Thresholds(fn, AnalysisOptions(widening_thresholds="loop"))
    assert [loop.at(h) for h in heads] == [loop_thresholds(fn)[h] for h in heads]
    # auto: cell by cell, the loop's whole list for the cells that are not variables
    auto = Thresholds(fn, AnalysisOptions())
    assert [auto.at(h).other for h in heads] == [loop_thresholds(fn)[h] for h in heads]
    none = Thresholds(fn, AnalysisOptions(widening_thresholds="none"))
    assert all(none.at(h) == () for h in heads)
    given = Thresholds(fn, AnalysisOptions(widening_thresholds="100,-1,7"))
    assert all(given.at(h) == (-1, 7, 100) for h in heads)


# ----------------------------------------------------------------------------- the option

@pytest.mark.parametrize("value, expected", [
    ("auto", "auto"), ("loop", "loop"), ("none", "none"), (" NONE ", "none"), ("10", (10,)), ("10, 0,-3,10", (-3, 0, 10)),
    ("0x10,8", (8, 16)), ((5, 1), (1, 5)), ([], ()),
])
def test_parse_widening_thresholds(value, expected):
    assert parse_widening_thresholds(value) == expected
    assert AnalysisOptions(widening_thresholds=value).widening_thresholds == expected


@pytest.mark.parametrize("value, words", [
    ("", "expected auto, loop, none"), ("1,,2", "expected auto, loop, none"), ("1,x", "'x' is not an integer"),
    ("some", "'some' is not an integer"), ([1, "2"], "'2' is not an integer"), ([True], "True"), (3, "not 3"),
])
def test_bad_widening_thresholds(value, words):
    with pytest.raises(ValueError) as e:
        parse_widening_thresholds(value)
    assert words in str(e.value)


def test_the_option_is_part_of_the_cache_key():
    from sparrowpy.interproc.analysis import SccAnalyzer

    texts = set()
    for mode in ("auto", "loop", "none", "9,10"):
        analyzer = SccAnalyzer.__new__(SccAnalyzer)
        analyzer.options = AnalysisOptions(widening_thresholds=mode)
        texts.add(analyzer._options_text())
    assert len(texts) == 4


# ----------------------------------------------------------------------------- the program

def _leak_lines(mode) -> set:
    options = AnalysisOptions(widening_thresholds=mode)
    result = analyze_paths([str(PROGRAM)], options, None, ["leak"])
    assert not result.load.errors
    return {(f.function, f.line) for f in result.findings}


def test_only_thresholds_make_the_program_precise():
    real = {("fill_ten_leaky", 57), ("copy_of_counter_leaky", 98)}
    assert _leak_lines("auto") == real
    assert _leak_lines("loop") == real
    # without thresholds the counters widen to +oo and narrowing does not bring them back:
    # the bail-outs guarded by impossible values are (false) leak alarms
    assert _leak_lines("none") == real | {("fill_ten", 21), ("ring_walk", 43), ("copy_of_counter", 82)}
    # the constants of the loops' tests, given by hand, do as well as auto
    assert _leak_lines((9, 10, 11, 15, 16, 17)) == real
    assert _leak_lines("11,17") != real  # one above the bound is no use


def test_the_counter_is_bounded_at_the_loop_head():
    from sparrowpy.engine.memory import LocalAddr

    def counter_at_head(mode):
        options = AnalysisOptions(widening_thresholds=mode)
        result = analyze_paths([str(PROGRAM)], options, None, [], keep_states=True)
        proc = next(p for p in result.procedures.values() if p.fn.name == "fill_ten")
        head = next(iter(proc.fn.cfg.loop_heads))
        st = proc.post[head]
        cell = next(a for a in st.mem if isinstance(a, LocalAddr) and a.name == "i")
        return st.mem[cell].num.bounds()

    assert counter_at_head("auto") == (0, 10)
    # without: [0, +oo], which narrowing through the back edge (i <= 10, then i++) only
    # brings down to [0, 11]; i != 10 cannot cut 11, so i > 10 stays possible
    assert counter_at_head("none") == (0, 11)


def test_evolve_keeps_the_setting_normalised():
    o = attrs.evolve(AnalysisOptions(), widening_thresholds=[3, 1, 3])
    assert o.widening_thresholds == (1, 3)


# ----------------------------------------------------------------------------- cost

def test_thresholds_are_used_for_a_bounded_number_of_widenings(tmp_path):
    from sparrowpy.engine.thresholds import MAX_THRESHOLD_WIDENINGS

    fn = _functions(tmp_path, LOOPS)["f"]
    t = Thresholds(fn, AnalysisOptions(widening_thresholds="1,2"))
    head = min(fn.cfg.loop_heads)
    assert t.at(head, 0) == t.at(head, MAX_THRESHOLD_WIDENINGS - 1) == (1, 2)
    assert t.at(head, MAX_THRESHOLD_WIDENINGS) == ()


def test_a_loop_with_many_constants_does_not_climb_through_all_of_them(tmp_path):
    """A counter bounded by a variable (i < n) climbs one threshold per iteration; a
    switch of 150 cases gives its loop 450 thresholds.  Past MAX_THRESHOLD_WIDENINGS the
    widening is plain, so the loop stabilises long before max_loop_head_iterations."""
    from sparrowpy.engine.thresholds import MAX_THRESHOLD_WIDENINGS

    cases = "\n".join(f"        case {k}: s += {k}; break;" for k in range(0, 300, 2))
    src = (f"int f(int n, const int *a)\n{{\n    int i, s = 0;\n    for (i = 0; i < n; i++) {{\n"
           f"        switch (a[i]) {{\n{cases}\n        default: s--;\n        }}\n    }}\n    return s;\n}}\n")
    f = tmp_path / "sw.c"
    f.write_text(src)
    stats = {}
    for mode in ("none", "auto"):
        result = analyze_paths([str(f)], AnalysisOptions(widening_thresholds=mode), None, [])
        stats[mode] = result.stats
    assert stats["auto"].iteration_caps == 0
    assert stats["auto"].widenings <= stats["none"].widenings + MAX_THRESHOLD_WIDENINGS + 2

"""``engine.compact``: a procedure's post-states stored as differences from a few whole
ones, compressed by the fixpoint where it no longer reads them itself.

- a compressed state reads back equal to the one stored (cells changed, added and
  removed; the other fields), and a large difference or a small state stays whole;
- the fixpoint gives the same state at every node with compression forced on every state
  (``MIN_CELLS`` 0) as with none, on loop shapes and on generated programs, and so the
  same findings;
- during a long loop, compression keeps few whole states alive at once.
"""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, note

from domains.interval import Interval
from sparrowpy.engine import compact
from sparrowpy.engine.compact import CompactStates, compress_entry
from sparrowpy.engine.fixpoint import analyse_function
from sparrowpy.engine.memory import LocalAddr, State, Value
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

from tests.engine.test_fixpoint_keep import LONG_LOOP, SHAPES, _Counting
from tests.soundness.harness import P5_CONFIG, analyse, examples, numbered, parse_units
from tests.soundness.cprog import render_split
from tests.soundness.strategies import programs


def _cells(n: int) -> dict:
    return {LocalAddr("f", f"v{i}"): Value(Interval(i, i)) for i in range(n)}


def _compressed(entries: list, n: int, preds, min_cells: int) -> CompactStates:
    compress_entry(entries, n, preds, min_cells)
    return CompactStates(entries)


def test_a_compressed_state_reads_back_equal():
    base = State(_cells(100))
    mem = dict(base.mem)
    del mem[LocalAddr("f", "v3")]
    mem[LocalAddr("f", "v5")] = Value(Interval(-1, 7))
    mem[LocalAddr("f", "new")] = Value(Interval(0, 0))
    st = State(mem, nullable={LocalAddr("f", "v1"): 3})
    entries = [base, st, None]
    states = _compressed(entries, 1, [0], 10)
    assert states.compressed(1) and not states.compressed(0)
    back = states[1]
    assert back is not st and back == st
    assert back.mem == st.mem and back.nullable == st.nullable and back.alloc == st.alloc
    assert states[1] is back  # (read again: the cached one)
    assert list(states) == [base, back, None]
    # a node's state written again (a later round) is stored whole
    entries[1] = base
    again = CompactStates(entries)
    assert not again.compressed(1) and again[1] is base


def test_small_states_and_large_differences_stay_whole():
    base = State(_cells(100))
    far = State({k: Value(Interval(-5, -5)) for k in base.mem})  # every cell changed
    states = _compressed([base, far, None], 1, [0], 10)
    assert not states.compressed(1)
    small = _compressed([base, State(dict(base.mem))], 1, [0], 1000)
    assert not small.compressed(1)
    # (the same pair, with a lower threshold, is compressed: an empty difference)
    low = _compressed([base, State(dict(base.mem))], 1, [0], 10)
    assert low.compressed(1) and low[1] == base


def test_a_chain_shares_one_anchor():
    # a difference is taken from the anchor of a compressed predecessor, so a rebuild
    # copies one whole state, however long the chain
    mem = _cells(50)
    entries = [State(dict(mem))] + [None] * 5
    for n in range(1, 6):
        mem = dict(mem)
        mem[LocalAddr("f", f"v{n}")] = Value(Interval(100 + n, 100 + n))
        entries[n] = State(mem)
        compress_entry(entries, n, [n - 1], 10)
    states = CompactStates(entries)
    assert [states.compressed(n) for n in range(6)] == [False] + [True] * 5
    assert compact.whole_states(entries) == 1
    assert states[5].mem == mem


def _all_states(result, min_cells: int, monkeypatch) -> dict:
    monkeypatch.setattr(compact, "MIN_CELLS", min_cells)
    out = {}
    for key, proc in sorted(result.procedures.items()):
        if proc is None:
            continue
        out[key] = list(analyse_function(proc.fn, proc.sem, AnalysisOptions()))
    return out


def _compare(result, monkeypatch) -> tuple:
    whole = _all_states(result, 10**9, monkeypatch)
    forced = _all_states(result, 0, monkeypatch)
    problems = [f"{key}: node {n} differs" for key in whole for n, (a, b) in
                enumerate(zip(whole[key], forced[key])) if a != b]
    return problems, forced


def test_compressed_runs_give_every_node_the_same_state(tmp_path, monkeypatch):
    src = tmp_path / "shapes.c"
    src.write_text(textwrap.dedent(SHAPES) + LONG_LOOP.replace("#include <stdlib.h>", ""))
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=[], keep_states=True)
    problems, _ = _compare(result, monkeypatch)
    assert problems == []
    # not vacuous: with MIN_CELLS 0 many states are stored as differences (half of them
    # here: a difference of more than a quarter of a small state's cells is not taken)
    monkeypatch.setattr(compact, "MIN_CELLS", 0)
    proc = result.procedures["one_loop"]
    post = analyse_function(proc.fn, proc.sem, AnalysisOptions())
    assert post.differences() >= len(post) // 3, (post.differences(), len(post))


@examples(0.2)
@given(programs(P5_CONFIG))
def test_compressed_runs_on_generated_programs(prog):
    names = [f.name for f in prog.funcs]
    text = render_split(prog, names, [names])[0]
    note(numbered(text))
    result = analyse(parse_units(text), AnalysisOptions())
    with pytest.MonkeyPatch.context() as mp:
        problems, _ = _compare(result, mp)
    assert problems == []


def test_the_same_findings_with_every_state_compressed(tmp_path, monkeypatch):
    src = tmp_path / "shapes.c"
    src.write_text(textwrap.dedent(SHAPES) + LONG_LOOP.replace("#include <stdlib.h>", ""))

    def findings(min_cells):
        monkeypatch.setattr(compact, "MIN_CELLS", min_cells)
        res = analyze_paths([str(src)], AnalysisOptions())
        return sorted((f.kind, f.function, f.line, f.message) for f in res.findings)
    plain = findings(10**9)
    assert plain  # (the shapes leak: fallthrough's malloc, after_abort's caller-less block...)
    assert findings(0) == plain


class _Whole(_Counting):
    """A fixpoint that records the most whole states it held at once (after each visit)."""

    def alive(self) -> int:
        return compact.whole_states(self.post)


def test_a_long_loop_holds_few_whole_states(monkeypatch):
    # without ``keep`` every node's state is read after the run, so none is released;
    # compressed where a release would be, a round holds a frontier of whole states
    result = analyse(parse_units(LONG_LOOP), AnalysisOptions())
    proc = result.procedures["one_loop"]
    monkeypatch.setattr(compact, "MIN_CELLS", 0)
    monkeypatch.setattr(compact, "MAX_DIFF", 1.0)  # (this loop's states are small: any difference)
    fp = _Whole(proc.fn, proc.sem, AnalysisOptions())
    fp.run()
    loop = max(fp.components.values(), key=len)
    assert len(loop) > 25
    assert fp.most <= 14, fp.most  # (12 here; 44 uncompressed)
    monkeypatch.setattr(compact, "MIN_CELLS", 10**9)
    plain = _Whole(proc.fn, proc.sem, AnalysisOptions())
    plain.run()
    assert plain.most >= len(loop)  # (uncompressed: every node of the loop at once)


def test_differences_of_reordered_and_aligned_memories_agree():
    # a state copied from the anchor keeps its cells' order (compared pairwise); one
    # built in another order is compared cell by cell: both find the same cells
    base = _cells(40)
    aligned = dict(base)
    aligned[LocalAddr("f", "v7")] = Value(Interval(-3, 3))
    reordered = dict(reversed(list(aligned.items())))
    assert list(aligned) == list(base) and list(reordered) != list(base)
    for mem in (aligned, reordered):
        assert compact._changed(mem, base, 10) == {LocalAddr("f", "v7"): aligned[LocalAddr("f", "v7")]}
        assert compact._changed({k: Value(Interval(99, 99)) for k in mem}, base, 10) is None

"""Callback variants (``Summary.variants``): which pairs the call graph finds, what each
variant's summary says, and that the stats count them without counting their calls
twice."""

from __future__ import annotations

from pathlib import Path

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.interproc.callgraph import CallGraph, Program
from sparrowpy.options import AnalysisOptions

SOURCE = Path(__file__).parent.parent / "regression" / "c" / "inter" / "callback_variants.c"


def test_the_pairs_are_the_functions_passed_by_name_or_through_a_forwarder():
    r = analyze_paths([str(SOURCE)], AnalysisOptions())
    graph = CallGraph(Program(r.load.units))
    assert graph.callback_params["walk"] == {1: "fn"}
    assert graph.callback_params["walk_all"] == {1: "fn"}  # (passes it on to walk's)
    # ``again`` calls walk back: an edge walk -> again would close a cycle, so no variant
    assert graph.callback_variants["walk"] == [(1, "count_node"), (1, "free_node"), (1, "keep_node")]
    assert graph.callback_variants["walk_all"] == [(1, "count_node"), (1, "free_node")]
    assert {"count_node", "free_node", "keep_node"} <= graph.succs["walk"]
    assert "again" not in graph.succs["walk"]


def test_each_variant_summarises_its_callback():
    r = analyze_paths([str(SOURCE)], AnalysisOptions())
    walk = r.summaries["walk"]
    assert walk.arg2glob  # (the summary itself: the unknown callback lets the list escape)
    counted, freed, kept = (walk.variants[(1, n)] for n in ("count_node", "free_node", "keep_node"))
    assert not counted.arg2free and not counted.arg2glob
    assert "arg0*" in {str(a) for a in freed.arg2free}
    assert "arg0*" in {str(a) for a in kept.arg2glob} and not kept.arg2free
    assert set(r.summaries["walk_all"].variants) == {(1, "count_node"), (1, "free_node")}


def test_the_stats_count_the_variants_and_not_their_calls(monkeypatch):
    from sparrowpy.interproc import callgraph

    stats = analyze_paths([str(SOURCE)], AnalysisOptions()).stats_json()
    assert stats["callback_variants"] == 5
    monkeypatch.setattr(callgraph, "MAX_CALLBACK_VARIANTS", 0)
    without = analyze_paths([str(SOURCE)], AnalysisOptions()).stats_json()
    assert without["callback_variants"] == 0
    # the variants' analyses count among the procedure analyses, but their calls are not
    # counted again: the unknown and unresolved calls are the procedures' own
    assert stats["procedure_analyses"] == without["procedure_analyses"] + 5
    assert stats["unresolved_indirect_calls"] == without["unresolved_indirect_calls"] > 0
    assert stats["unknown_function_calls"] == without["unknown_function_calls"]

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


def test_two_walkers_whose_callbacks_call_each_other_get_no_cycle(tmp_path):
    # walk_a's callback calls walk_b, walk_b's calls walk_a: each pair alone closes no
    # cycle, both together would (walk_a -> cb_a -> walk_b -> cb_b -> walk_a); the second
    # pair is checked with the first's edge and left out, so no component is recursive
    src = tmp_path / "two.c"
    src.write_text(
        "typedef void fn_t(int);\n"
        "void walk_a(fn_t *f) { f(1); }\n"
        "void walk_b(fn_t *f) { f(2); }\n"
        "static void cb_b(int n) { if (n > 5) walk_a(0); }\n"
        "static void cb_a(int n) { walk_b(cb_b); }\n"
        "void top(void) { walk_a(cb_a); }\n")
    r = analyze_paths([str(src)], AnalysisOptions())
    graph = CallGraph(Program(r.load.units))
    taken = sorted((k, f) for k, pairs in graph.callback_variants.items() for _, f in pairs)
    assert len(taken) == 1
    assert all(len(c) == 1 and not graph.is_recursive(c) for c in graph.sccs())

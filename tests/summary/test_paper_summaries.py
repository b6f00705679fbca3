"""The summaries the paper gives for its examples (Figures 1-8, 12, 14; Section 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions
from sparrowpy.interproc.summary import Anchor, Summary

PAPER = Path(__file__).parent.parent / "regression" / "c" / "paper"


def summaries(name: str, **options) -> dict:
    result = analyze_paths([str(PAPER / name)], AnalysisOptions(**options), checkers=[])
    assert not result.load.errors
    return {k: s.to_json() for k, s in result.summaries.items()}


def anchors(entries: list) -> set:
    """Anchors of a category, without the site names (which carry line numbers)."""
    return {e["anchor"] if isinstance(e, dict) and "anchor" in e else
            (e["from"], e["to"]) if isinstance(e, dict) else e for e in entries}


@pytest.fixture(scope="module")
def fig3_9():
    return summaries("fig03_09_leak.c")


def empty_except(summary: dict, *categories: str) -> None:
    for cat in ("Alloc2Ret", "Alloc2Arg", "Glob2Ret", "Glob2Arg", "Arg2Free", "Arg2Glob", "Arg2Arg", "Arg2Ret"):
        if cat not in categories:
            assert summary[cat] == [], (cat, summary[cat])


def test_fig3_freeNext_frees_through_next(fig3_9):
    s = fig3_9["freeNext"]
    assert anchors(s["Arg2Free"]) == {"arg0*.next*"}
    empty_except(s, "Arg2Free")


def test_fig4_attachGlob(fig3_9):
    s = fig3_9["attachGlob"]
    assert anchors(s["Arg2Glob"]) == {"arg0*"}
    assert anchors(s["Glob2Arg"]) == {"arg1**"}
    empty_except(s, "Arg2Glob", "Glob2Arg")


def test_fig5_makeArray_attaches_a_fresh_block(fig3_9):
    s = fig3_9["makeArray"]
    assert anchors(s["Alloc2Arg"]) == {"arg0**"}
    empty_except(s, "Alloc2Arg")


def test_fig6_make2List_returns_a_list_of_length_two(fig3_9):
    s = fig3_9["make2List"]
    assert anchors(s["Alloc2Ret"]) == {"ret*", "ret*.val*", "ret*.next*", "ret*.next*.val*"}
    sites = {e["site"] for e in s["Alloc2Ret"]}
    assert len(sites) == 4  # four distinct allocation sites
    assert not s["return_may_be_null"]  # lst was dereferenced, so it is not NULL at the return
    empty_except(s, "Alloc2Ret")


def test_fig7_argPassing(fig3_9):
    s = fig3_9["argPassing"]
    assert anchors(s["Arg2Arg"]) == {("arg0*", "arg1**")}
    empty_except(s, "Arg2Arg")


def test_fig8_renewList(fig3_9):
    s = fig3_9["renewList"]
    assert anchors(s["Arg2Free"]) == {"arg0*", "arg0*.val*"}
    assert anchors(s["Arg2Ret"]) == {("arg0*.next*", "ret*")}
    empty_except(s, "Arg2Free", "Arg2Ret")


def test_fig1_14_f_returns_one_block_and_attaches_another():
    s = summaries("fig01_f_and_g.c")["f"]
    assert anchors(s["Alloc2Ret"]) == {"ret*"}
    assert anchors(s["Alloc2Arg"]) == {"arg0*.next*"}
    empty_except(s, "Alloc2Ret", "Alloc2Arg")


def test_fig2_f_frees_both_arguments():
    s = summaries("fig02_alias.c")["f"]
    assert anchors(s["Arg2Free"]) == {"arg0*", "arg1*.next*"}


@pytest.mark.parametrize("k", [2, 5])
def test_fig12_freeList_summary_is_k_bounded(k):
    s = summaries("fig12_freelist.c", explore_k=k)["freeList"]
    freed = anchors(s["Arg2Free"])
    assert "arg0*" in freed and "arg0*.next*" in freed
    # every anchor is a chain of next fields, and the chain is bounded
    for a in freed:
        assert Anchor.parse(a).steps[::2] == ("*",) * len(Anchor.parse(a).steps[::2])
    assert max(len(Anchor.parse(a).steps) for a in freed) <= AnalysisOptions().max_anchor_length


def test_sec3_foo_summarises_only_the_allocating_path():
    s = summaries("sec3_foo_bar.c")["foo"]
    assert anchors(s["Alloc2Arg"]) == {"arg0**"}
    assert s["return_value"] == "[1, 1]"
    assert s["exits_summarised"] == [1, 2]


def test_sec3_foo_joins_both_paths_without_the_rule():
    s = summaries("sec3_foo_bar.c", allocation_paths_only=False)["foo"]
    assert anchors(s["Alloc2Arg"]) == {"arg0**"}
    assert s["return_value"] == "[0, 1]"
    assert s["exits_summarised"] == [2, 2]


def test_json_round_trip_keeps_the_categories(fig3_9):
    for doc in fig3_9.values():
        again = Summary.from_json(doc).to_json()
        for cat in ("Alloc2Ret", "Alloc2Arg", "Glob2Ret", "Glob2Arg", "Arg2Free", "Arg2Glob", "Arg2Arg", "Arg2Ret"):
            assert again[cat] == doc[cat]


def test_anchor_parse_and_print():
    for text in ("ret*", "arg0*.next*.val*", "arg2**", "global:gp*.f*"):
        assert str(Anchor.parse(text)) == text

"""Leak candidates found by the path check: an exit whose joined state keeps a block only
through pointers that may also hold NULL or another address is put to the partition, and
the block is reported lost there if a feasible path loses it (``Candidate.path_only``).
The regression programs (``regression/c/pathcheck/path_only_losses.c``) give the
expected findings; these tests pin the mechanism: the counts, the budget, the switch,
and the partition key that keeps the losing path apart."""

from __future__ import annotations

from pathlib import Path

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

LOSSES = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "path_only_losses.c"
FOUND = {"lost_on_one_branch", "global_overwritten", "stored_if_asked", "moved_along_the_list",
         "lost_on_a_feasible_path"}


def _leaky(result) -> set:
    return {f.function for f in result.findings if f.kind == "leak"}


def test_the_losses_on_some_paths_are_found_and_counted():
    r = analyze_paths([str(LOSSES)])
    assert _leaky(r) == FOUND
    pc = r.path_check
    # every function of the file but two has one such exit, none of them a candidate of
    # the joined state; in freed_on_that_branch the engine knows that n is NULL exactly
    # where the block does not exist (freed), as after a failed allocation, and in
    # stored_if_asked_else_freed that *out holds the block wherever it exists (holders)
    assert pc.candidates == 0
    assert pc.path_only_candidates == 7
    assert pc.path_only_found == len(FOUND)
    assert pc.path_only_unchecked == 0
    assert all(any("lost only on some of the paths" in n for n in f.notes) for f in r.findings)


def test_with_the_path_check_off_the_joined_state_alone_decides():
    r = analyze_paths([str(LOSSES)], AnalysisOptions(path_check="off"))
    assert not r.findings
    assert r.path_check.path_only_candidates == 0


def test_over_the_budget_a_path_only_candidate_is_dropped_and_counted():
    # the paper's formula on the joined state reports none of them; past its budget the
    # path check cannot tell which path loses the block, so it reports nothing either
    r = analyze_paths([str(LOSSES)], AnalysisOptions(path_check_steps=1))
    assert not r.findings
    assert r.path_check.path_only_unchecked == r.path_check.path_only_candidates == 7


def test_the_linear_stage_refutes_a_path_that_loses_the_block():
    r = analyze_paths([str(LOSSES)], AnalysisOptions(path_check="linear"))
    assert "lost_on_an_infeasible_path" not in _leaky(r)
    assert "lost_on_a_feasible_path" in _leaky(r)


def test_the_partition_keeps_apart_the_paths_where_no_cell_holds_a_block(monkeypatch):
    # without the key, `if (c) n = NULL;` joins with the other branch (same allocated
    # set, nothing handed out) and the exit's one disjunct may still hold the block
    from sparrowpy.pathcheck import partition

    from sparrowpy.checkers import leak

    monkeypatch.setattr(partition, "_unheld", lambda st, alloc: frozenset())
    monkeypatch.setattr(leak, "cells_key", lambda proc, blocks: lambda st: frozenset())
    r = analyze_paths([str(LOSSES)])
    assert "lost_on_one_branch" not in _leaky(r)
    # a global written on one path only is kept apart by the handed-out blocks already
    assert "global_overwritten" in _leaky(r)


def test_a_retry_keeps_apart_the_paths_by_the_cells_holding_the_block(monkeypatch):
    # without the unheld key the whole partition joins `if (c) n = NULL;` with the other
    # branch, and its disjunct at the exit still may hold the block: the retry keyed by
    # the cells that hold it (leak.cells_key) keeps the branches apart
    from sparrowpy.pathcheck import partition

    monkeypatch.setattr(partition, "_unheld", lambda st, alloc: frozenset())
    r = analyze_paths([str(LOSSES)])
    assert "lost_on_one_branch" in _leaky(r)
    assert r.path_check.path_only_found == len(FOUND)


def test_a_whole_partition_over_a_small_share_is_run_again_for_a_larger_one():
    # a path-only candidate (or the sharpening) may ask first, with a sixth of the steps;
    # an alarm of the joined state asking next must get its third, not the failure
    from sparrowpy.pathcheck import PathVerifier, SHARPEN_SHARE, WHOLE_SHARE

    runs = []

    def fake_run(self, focus, share, steps=0, max_merges=0, partial=None):
        runs.append(share)
        return None if share == SHARPEN_SHARE else "partition"

    v = PathVerifier(None, None, AnalysisOptions())
    v._run = fake_run.__get__(v)
    assert v.partition(SHARPEN_SHARE) is None
    assert v.partition(SHARPEN_SHARE) is None      # not run again for the same share
    assert v.partition(WHOLE_SHARE) == "partition"
    assert runs == [SHARPEN_SHARE, WHOLE_SHARE]


def test_a_whole_partition_that_gave_up_at_a_join_is_not_run_again_for_a_larger_budget():
    # a budget only stops the partition's iteration: a run that gave up at a join of
    # every disjunct (more joins than its max_merges), not at its budget, gives up at the
    # same join with any larger budget, its finished nodes the same; only a run allowed
    # more joins is another iteration
    from types import SimpleNamespace

    from sparrowpy.pathcheck import SHARPEN_SHARE, WHOLE_SHARE, PathVerifier, _MAX_MERGES

    def verifier(cause: str):
        runs = []
        v = PathVerifier(None, None, AnalysisOptions())

        def fake_run(self, focus, share, steps=0, max_merges=0, partial=None):
            runs.append((share, max_merges))
            self._last_run = SimpleNamespace(merged=max_merges + 1 if cause == "joins" else 0)
            return None
        v._run = fake_run.__get__(v)
        return v, runs

    v, runs = verifier("joins")
    assert v.partition(SHARPEN_SHARE, fallback=True) is None
    assert v.partition(WHOLE_SHARE, fallback=True) is None  # the same iteration: not run again
    assert v.partition(2, fallback=False) is None  # up to _MAX_MERGES joins: run
    assert runs == [(SHARPEN_SHARE, 0), (2, _MAX_MERGES)]
    v, runs = verifier("steps")
    assert v.partition(SHARPEN_SHARE, fallback=True) is None
    assert v.partition(WHOLE_SHARE, fallback=True) is None  # over its budget: run with more
    assert runs == [(SHARPEN_SHARE, 0), (WHOLE_SHARE, 0)]


def test_a_cell_that_holds_the_block_wherever_it_exists_makes_no_candidate(tmp_path):
    # init() stores its block in s->in wherever it makes it (held_where_made); comp()
    # calls it on some paths only, so s->in holds the block, NULL or the caller's old
    # pointer, but the block wherever it exists (State.holders): no path loses it, and
    # the partition is not asked.  A cell that may lose it (the losses file) still is.
    src = tmp_path / "holders.c"
    src.write_text(
        "#include <stdlib.h>\n"
        "struct st { char *in; int size; };\n"
        "int init(struct st *s)\n{\n    s->in = malloc(16);\n    if (s->in == NULL)\n        return -1;\n"
        "    s->size = 16;\n    return 0;\n}\n"
        "int comp(struct st *s)\n{\n    if (s->size == 0 && init(s) == -1)\n        return -1;\n"
        "    s->in[0] = 1;\n    return 0;\n}\n")
    r = analyze_paths([str(src)])
    assert not r.findings
    assert r.path_check.path_only_candidates == 0


def test_a_loss_found_only_where_more_paths_were_joined_than_are_checked_says_so(tmp_path, monkeypatch):
    # five loops before the exit, each left at once or after some turns: the disjunct
    # where `drop` makes the block unheld stands for 32 paths, more than are checked one
    # by one; the loss is real and reported, and its note says the check was incomplete
    # (it said "found by the path check" alone, as if a path had been checked).  The
    # leak checker's wider rerun (``Candidate.wide``) checks 32 paths, so it is kept
    # out here, and tried below
    import sparrowpy.checkers.leak as leak

    monkeypatch.setattr(leak, "WIDE_PATHS", 0)
    src = tmp_path / "loops.c"
    loops = "".join(f"    for (i = 0; i < {v}; i++) k++;\n" for v in "abcde")
    src.write_text("#include <stdlib.h>\n"
                   "char *pick(int a, int b, int c, int d, int e, int drop, int *count)\n{\n"
                   "    char *n = malloc(8);\n    int k = 0, i;\n    if (n == NULL)\n        return NULL;\n"
                   + loops +
                   "    *count = k;\n    if (drop)\n        n = NULL;\n    return n;\n}\n")
    r = analyze_paths([str(src)])
    [f] = [f for f in r.findings if f.kind == "leak"]
    assert any("incomplete" in n and "not checked one by one" in n for n in f.notes), f.notes
    assert any("found by the path check" in n for n in f.notes)
    # the wider rerun names the 32 paths and finds one that loses it: no such note
    monkeypatch.undo()
    [f] = [f for f in analyze_paths([str(src)]).findings if f.kind == "leak"]
    assert not any("incomplete" in n for n in f.notes), f.notes
    assert any("a feasible one among the paths that may lose it" in n for n in f.notes), f.notes
    # with one loop the paths are few: checked, with a path that loses it, and no such note
    monkeypatch.setattr(leak, "WIDE_PATHS", 0)
    src.write_text(src.read_text().replace(loops, "    for (i = 0; i < a; i++) k++;\n"))
    [f] = [f for f in analyze_paths([str(src)]).findings if f.kind == "leak"]
    assert not any("incomplete" in n for n in f.notes), f.notes


def test_a_feasible_path_of_a_named_disjunct_confirms_a_loss_beside_one_of_too_many_paths(tmp_path, monkeypatch):
    # `n` is lost where `drop` holds, in two disjuncts: without `mode` (one path), and
    # with it (a second block, handed out, and five loops: 32 paths, more than a
    # disjunct names).  The named one's path is feasible: the alarm is confirmed with
    # it, complete, instead of kept unchecked because the other's paths were too many
    # (and without the leak checker's wider rerun, kept out here, which would name them)
    import sparrowpy.checkers.leak as leak

    monkeypatch.setattr(leak, "WIDE_PATHS", 0)
    src = tmp_path / "named.c"
    loops = "".join(f"        for (i = 0; i < {v}; i++) k++;\n" for v in "abcde")
    src.write_text("#include <stdlib.h>\n"
                   "char *pick(int a, int b, int c, int d, int e, int drop, int mode, char **out, int *count)\n"
                   "{\n    char *n = malloc(8);\n    char *m = NULL;\n    int k = 0, i;\n"
                   "    if (n == NULL)\n        return NULL;\n"
                   "    if (mode) {\n        m = malloc(4);\n"
                   "        if (m == NULL) {\n            free(n);\n            return NULL;\n        }\n"
                   + loops +
                   "    }\n    *out = m;\n    *count = k;\n    if (drop)\n        n = NULL;\n    return n;\n}\n")
    [f] = [f for f in analyze_paths([str(src)]).findings if f.kind == "leak"]
    assert not any("incomplete" in n for n in f.notes), f.notes
    assert any("a feasible one among the paths that may lose it" in n and "(!(mode))" in n for n in f.notes), f.notes


WALK = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "walk_returns_mixed.c"


def test_a_walk_that_runs_off_the_end_loses_the_block_it_reached():
    """B103: ``return n`` after ``n = n->next`` ran past the zeroed node copies n's NULL,
    which is not that node's allocation failure; both nodes are lost (the first one
    found by the engine's joined state, the zeroed one only on the paths where the walk
    ran off the end), and ``second_or_null``, whose NULL result is the failure, loses
    nothing."""
    r = analyze_paths([str(WALK)])
    lines = sorted(f.alloc_site.line for f in r.findings if f.kind == "leak" and f.function == "walk_past_end")
    src = WALK.read_text().splitlines()
    assert [src[n - 1].strip().split(" = ")[1] for n in lines] == ["malloc(sizeof *n);", "calloc(1, sizeof *n);"]
    assert not [f for f in r.findings if f.function == "second_or_null"]


OLDER = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "holder_lost_beside_older_blocks.c"


def test_newest_block_lost_with_its_holder_beside_the_sites_older_blocks():
    """B105: the calloc'ed block in the node's field is lost where the second loop moved
    ``n`` off the node; the site's alarm (raised for its older blocks, which a loop that
    runs at most once never makes) was pruned by partitions that joined that path with
    the one keeping the node.  Each of the three sites is reported, the node kept in
    ``kept_after_fill`` holds its blocks."""
    r = analyze_paths([str(OLDER)])
    src = OLDER.read_text().splitlines()
    made = sorted(src[f.alloc_site.line - 1].strip().split(" = ")[1]
                  for f in r.findings if f.kind == "leak" and f.function == "moved_after_fill")
    assert made == ["calloc(1, sizeof *n);", "malloc(sizeof *n);", "malloc(sizeof *p0);"]
    assert not [f for f in r.findings if f.function == "kept_after_fill"]

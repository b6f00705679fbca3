"""A partition remembers each call's transfers inside a loop from the last round and takes
them again for the same state (``partition.MEMO_CALLS``), and a verifier's partitions
share the call transfers each made (``partition.CallMemo``): the partitions, the
findings, the pruned alarms with their reasons and the work charged against the budget
are those of a run that makes every transfer."""

from __future__ import annotations

from pathlib import Path

import pytest

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

# A loop whose disjuncts (the flag set and not, the block made and not) settle at
# different rounds, around calls to summarised procedures with return outcomes, inside
# an outer loop that runs the inner one again: most of the inner calls' states are the
# same from one round to the next.  One function frees on every path (its alarm is
# pruned), the other loses the block where an unknown test makes it return early.
_LOOPS = """
#include <stdlib.h>
int more(int);
char *make(int n) {
    char *p = malloc(n);
    if (!p)
        return 0;
    p[0] = 0;
    return p;
}
int fill(char *p, int k) {
    if (!p)
        return -1;
    p[0] = (char) k;
    return 0;
}
int kept(int rows, int own) {
    char *p = 0;
    int s = 0;
    if (own)
        p = make(16);
    for (int r = 0; r < rows; r++) {
        for (int i = 0; more(i); i++) {
            s += fill(p, i);
            if (s > 1000)
                break;
        }
    }
    if (own)
        free(p);
    return s;
}
int lost(int rows) {
    char *p = 0;
    int s = 0;
    for (int r = 0; r < rows; r++) {
        for (int i = 0; more(i); i++) {
            if (!p)
                p = make(i + 1);
            s += fill(p, i);
            if (more(-s))
                return -1;
        }
    }
    free(p);
    return s;
}
"""

_REGRESSION = Path(__file__).parent.parent / "regression" / "c" / "pathcheck"


def _programs(tmp_path) -> list:
    paths = []
    (tmp_path / "loops.c").write_text(_LOOPS)
    paths.append(str(tmp_path / "loops.c"))
    for name in ("list_loop.c", "grown_array_counter.c", "count_of_handed_out_sets.c",
                 "holder_lost_beside_older_blocks.c", "own_focus_after_joins.c", "inline_buffer_grow.c"):
        paths.append(str(_REGRESSION / name))
    return paths


def _run(paths: list, steps: int, memo: bool, monkeypatch, cells: int = 0, shared: int = -1) -> tuple:
    """(with ``memo`` False, neither the loop memo nor the verifier's ``CallMemo``;
    ``shared``: its ``SHARED_CELLS``, -1 for the default)"""
    from sparrowpy.pathcheck import partition

    monkeypatch.setattr(partition, "MEMO_CALLS", memo)
    if cells:
        monkeypatch.setattr(partition, "MEMO_CELLS", cells)
    if not memo:
        monkeypatch.setattr(partition, "SHARED_CELLS", 0)
    elif shared >= 0:
        monkeypatch.setattr(partition, "SHARED_CELLS", shared)
    runs: list = []
    original = partition.PartitionedFixpoint.run

    def run(self):
        try:
            return original(self)
        finally:
            runs.append((self.fn.name, self.max_steps, self.work, self.steps, self.merged, self.reused,
                         self.calls.hits if self.calls is not None else 0))

    monkeypatch.setattr(partition.PartitionedFixpoint, "run", run)
    r = analyze_paths(paths, AnalysisOptions(path_check_steps=steps))
    found = sorted((f.kind, f.function, f.line, f.message, tuple(f.notes)) for f in r.findings)
    pruned = sorted((p.finding.function, p.finding.line, p.finding.message, p.stage, p.reason) for p in r.pruned)
    monkeypatch.undo()
    return found, pruned, runs


@pytest.mark.parametrize("steps,cells,shared", [(20, 0, -1), (200, 0, -1), (30000, 0, -1), (30000, 40, -1),
                                                (30000, 0, 400)])
def test_remembered_call_transfers_change_nothing_but_the_time(tmp_path, monkeypatch, steps, cells, shared):
    # (with ``cells``, a small MEMO_CELLS: some calls' transfers remembered, others not;
    # with ``shared``, a small SHARED_CELLS: the verifier's CallMemo drops its oldest)
    paths = _programs(tmp_path)
    found, pruned, runs = _run(paths, steps, True, monkeypatch, cells, shared)
    found0, pruned0, runs0 = _run(paths, steps, False, monkeypatch)
    assert found == found0
    assert pruned == pruned0
    # the same partitions, with the same work charged (so the same budget decisions)
    assert [r[:5] for r in runs] == [r[:5] for r in runs0]
    assert not any(r[5] or r[6] for r in runs0)
    if steps == 30000:
        assert any(r[5] for r in runs)  # (the memo was used)
        assert any(r[6] for r in runs)  # (and the calls the verifier's partitions share)


def test_the_loop_program_keeps_its_real_loss_and_prunes_the_correlated_one(tmp_path, monkeypatch):
    (tmp_path / "loops.c").write_text(_LOOPS)
    found, pruned, runs = _run([str(tmp_path / "loops.c")], 30000, True, monkeypatch)
    assert [f[1] for f in found if f[0] == "leak"] == ["lost"]
    assert any(p[0] == "kept" for p in pruned)  # (an alarm the engine gave, pruned)
    assert any(r[0] == "kept" and r[5] for r in runs)  # (its inner calls taken again)

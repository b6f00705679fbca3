"""What the cleanness checkers' messages say about where a block was freed."""
from __future__ import annotations

from pathlib import Path

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

CLEAN = Path(__file__).parent.parent / "regression" / "c" / "cleanness"


def test_a_use_after_free_names_only_the_frees_before_it():
    # used_after_callee_may_free(): release_if() may free p at line 25, p is used at 26 and
    # freed again at 28; the message on the use names the callee's free, not the later one
    path = CLEAN / "may_be_freed.c"
    result = analyze_paths([str(path)], AnalysisOptions(certain_frees_only=False))
    uaf = [f for f in result.findings if f.kind == "use_after_free" and f.line == 26]
    assert len(uaf) == 1
    assert "freed in release_if() called at line 25" in uaf[0].message
    assert "line 28" not in uaf[0].message
    # the double free at 28 still names the free before it
    df = [f for f in result.findings if f.kind == "double_free" and f.line == 28]
    assert df and "called at line 25" in df[0].message


def test_a_null_a_callee_dereferences_on_some_paths_is_a_warning():
    # say() reads its argument only for a '%' in the format: the NULL banner() passes is
    # certain, its dereference is not; first() reads it on every path
    path = CLEAN / "null_to_callee_some_paths.c"
    result = analyze_paths([str(path)], AnalysisOptions())
    null = {f.function: f for f in result.findings if f.kind == "null_deref"}
    assert "on some path" in null["banner"].message
    assert null["banner"].severity == "warning"
    assert null["broken"].severity == "error"

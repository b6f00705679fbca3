"""Return outcomes told apart by the number a status out-parameter points to
(``summary.outcomes_of``'s ``apart``, ``status_outs``), on the regression program
``pathcheck/status_out_param_outcomes.c``: ``expand(&err, dollar, s)`` returns NULL with
``*err = 1``, or with ``*err = 0`` only where ``dollar`` is not 0."""

from __future__ import annotations

from pathlib import Path

from sparrowpy.frontend.load import load_file
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.interproc.summary import status_outs
from sparrowpy.options import AnalysisOptions

PROGRAM = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "status_out_param_outcomes.c"


def _summaries(**options) -> dict:
    result = analyze_paths([str(PROGRAM)], AnalysisOptions(**options), checkers=[])
    assert not result.load.errors, [str(e) for e in result.load.errors]
    return {k: s.to_json() for k, s in result.summaries.items()}


def _by_name(summaries: dict, name: str) -> dict:
    return next(s for s in summaries.values() if s["function"] == name)


def test_the_null_outcomes_are_told_apart_by_the_status():
    expand = _by_name(_summaries(), "expand")
    whens = {o["when"]: o for o in expand["return_outcomes"]}
    assert set(whens) == {"ret != NULL and *arg0 == 0", "ret == NULL and *arg0 == 0", "ret == NULL and *arg0 == 1"}
    # the missing variable's NULL happens only where the flag is not 0: the pair domain
    # says so exactly
    assert whens["ret == NULL and *arg0 == 0"]["only_where"] == ["arg1 in [-oo, -1] ∪ [1, +oo]"]
    assert "only_where" not in whens["ret == NULL and *arg0 == 1"]
    assert whens["ret == NULL and *arg0 == 1"]["number_writes"] == ["arg0* := [1, 1]"]


def test_a_caller_that_passes_the_flag_0_and_stops_on_the_status_never_returns_null():
    summaries = _summaries()
    assert _by_name(summaries, "percent")["return_may_be_null"] is False
    assert _by_name(summaries, "dollar")["return_may_be_null"] is True
    assert _by_name(summaries, "any_flag")["return_may_be_null"] is True


def test_without_the_path_check_nothing_is_sharpened():
    summaries = _summaries(path_check="off")
    assert _by_name(summaries, "percent")["return_may_be_null"] is True
    assert all(" and *arg" not in o["when"] for o in _by_name(summaries, "expand").get("return_outcomes", ()))


def test_status_outs_are_unassigned_pointers_to_integers():
    functions = load_file(str(PROGRAM)).functions
    fns = {fn.name: fn for fn in (functions.values() if isinstance(functions, dict) else functions)}
    assert status_outs(fns["expand"]) == [(0, "err")]
    assert status_outs(fns["percent"]) == []


BLOB = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "status_out_and_blob_outcomes.c"


def test_status_outcomes_keep_apart_the_blocks_handed_out():
    """openssh's ``to_blob``: a length through an integer out-parameter (a status, so the
    outcomes are also told apart by it) and a blob made only where the caller passed an
    out-parameter for it.  The outcomes told apart by the status also say which handed-out
    blocks exist, so the one that makes the blob happens only where that argument is not
    NULL, and the one that returns 0 without it only where it is NULL (before, the status
    outcomes joined the two, and a caller's ``ret == 0`` kept its own NULL beside the
    blob: two false alarms on the ssh client once the failure exits no longer held the
    buffer's data block)."""
    result = analyze_paths([str(BLOB)], AnalysisOptions(), checkers=[])
    assert not result.load.errors, [str(e) for e in result.load.errors]
    to_blob = _by_name({k: s.to_json() for k, s in result.summaries.items()}, "to_blob")
    made = [o for o in to_blob["return_outcomes"] if o["Alloc2Arg"]]
    assert len(made) == 1 and made[0]["when"] == "ret == 0 and makes arg1**", made
    assert made[0]["only_where"] == ["arg1 != NULL"]
    assert any(o["when"] == "ret == 0 and makes none of arg1**" and o.get("only_where") == ["arg1 == NULL"]
               for o in to_blob["return_outcomes"])

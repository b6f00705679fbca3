"""--jobs gives the same findings and summaries as one job; the on-disk cache reuses what
is unchanged and re-analyses exactly what an edit invalidates."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.report.text import format_json, format_text

ROOT = Path(__file__).resolve().parents[2]
PROG = ROOT / "tests" / "regression" / "c" / "inter" / "mesa.prog"


def program_files() -> list[str]:
    files = sorted(str(p) for p in (ROOT / "tests" / "regression" / "c" / "inter").glob("*.c"))
    return files[:12]


def summaries_json(result) -> dict:
    return {k: s.to_json() for k, s in sorted(result.summaries.items())}


@pytest.mark.parametrize("files", [sorted(str(p) for p in PROG.glob("*.c")), [str(ROOT / "examples" / "leaky.c")]])
def test_jobs_give_the_same_findings_and_summaries(files):
    one = analyze_paths(files, jobs=1)
    two = analyze_paths(files, jobs=2)
    assert format_text(one) == format_text(two)
    assert summaries_json(one) == summaries_json(two)
    assert [f.fingerprint for f in one.findings] == [f.fingerprint for f in two.findings]


def test_jobs_on_a_program_with_many_independent_sccs(tmp_path):
    src = tmp_path / "many.c"
    parts = ["#include <stdlib.h>\n"]
    for i in range(40):
        parts.append(f"int *make{i}(void) {{ return malloc({i + 1}); }}\n"
                     f"void use{i}(int n) {{ int *p = make{i}(); if (n) return; free(p); }}\n")
    src.write_text("".join(parts))
    one = analyze_paths([str(src)], jobs=1)
    two = analyze_paths([str(src)], jobs=2)
    assert len(one.findings) == 40
    assert format_text(one) == format_text(two)


def _cold_and_warm(tmp_path):
    """Two runs of a copy of the program with one cache directory."""
    work = tmp_path / "prog"
    shutil.copytree(PROG, work)
    files = sorted(str(p) for p in work.glob("*.c"))
    cache = str(tmp_path / "cache")
    return analyze_paths(files, cache_dir=cache), analyze_paths(files, cache_dir=cache)


def test_cache_reuses_everything_on_an_unchanged_program(tmp_path):
    cold, warm = _cold_and_warm(tmp_path)
    assert cold.cache_hits == 0 and cold.cache_misses > 0
    assert warm.cache_misses == 0 and warm.cache_hits == cold.cache_misses
    assert format_json(cold).split('"stats"')[0] == format_json(warm).split('"stats"')[0]


def test_an_edit_invalidates_the_function_and_only_callers_whose_callee_summary_changed(tmp_path):
    src = tmp_path / "chain.c"
    text = """#include <stdlib.h>
int *leaf(int n) { int *p = malloc(4); if (p) *p = n + 1; return p; }
int *mid(int n) { return leaf(n); }
void top(int n) { int *q = mid(n); free(q); }
int other(int n) { return n * 2; }
"""
    src.write_text(text)
    cache = str(tmp_path / "cache")
    first = analyze_paths([str(src)], cache_dir=cache)
    assert first.cache_misses == 4
    # an edit inside leaf that keeps its summary: only leaf is re-analysed
    src.write_text(text.replace("*p = n + 1;", "*p = n + 2;"))
    second = analyze_paths([str(src)], cache_dir=cache)
    assert (second.cache_hits, second.cache_misses) == (3, 1)
    # an edit that changes leaf's summary (it now frees and returns NULL): leaf, mid and
    # top are re-analysed, other is reused
    src.write_text(text.replace("if (p) *p = n + 1; return p;", "free(p); return NULL;         "))
    third = analyze_paths([str(src)], cache_dir=cache)
    assert (third.cache_hits, third.cache_misses) == (1, 3)
    assert not third.findings


def test_a_corrupt_cache_entry_is_a_miss_not_a_crash(tmp_path):
    src = ROOT / "examples" / "leaky.c"
    cache = tmp_path / "cache"
    analyze_paths([str(src)], cache_dir=str(cache))
    for p in cache.rglob("*.pickle"):
        p.write_bytes(b"not a pickle")
    again = analyze_paths([str(src)], cache_dir=str(cache))
    assert again.cache_hits == 0
    assert len(again.findings) == 4


def test_worker_processes_report_their_cache_hits_and_misses(tmp_path):
    files = sorted(str(p) for p in PROG.glob("*.c"))
    cache = str(tmp_path / "cache")
    cold = analyze_paths(files, jobs=2, cache_dir=cache)
    warm = analyze_paths(files, jobs=2, cache_dir=cache)
    serial = analyze_paths(files, jobs=1, cache_dir=str(tmp_path / "serial"))
    assert cold.cache_misses == serial.cache_misses > 0
    assert (warm.cache_hits, warm.cache_misses) == (cold.cache_misses, 0)


def test_warm_run_reports_no_path_check_time_of_the_cold_one(tmp_path):
    cold, warm = _cold_and_warm(tmp_path)
    c, w = cold.stats_json()["path_check"], warm.stats_json()["path_check"]
    assert c["candidates"] > 0 and c["seconds"] > 0
    # the same verdicts, none of the time
    times = ("seconds", "seconds_over_budget")
    assert {k: v for k, v in w.items() if k not in times} == {k: v for k, v in c.items() if k not in times}
    assert w["seconds"] == 0 and w["seconds_over_budget"] == 0

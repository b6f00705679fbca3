"""scripts/bench.py's peer row: GCC's -fanalyzer on the same input (issue 14's yardstick)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("bench", ROOT / "scripts" / "bench.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_gcc_commands_follow_the_compilation_database(tmp_path):
    bench = _bench()
    db = [
        {"directory": str(tmp_path), "file": "a.c", "arguments": ["cc", "-O2", "-Iinc", "-c", "a.c", "-o", "a.o"]},
        {"directory": str(tmp_path), "file": "b.c", "command": "cc -DX=1 -c b.c -ob.o"},
        # the same file again (a shared library's build of it): timed once
        {"directory": str(tmp_path), "file": "a.c", "arguments": ["cc", "-fPIC", "-c", "a.c", "-o", "a.lo"]},
    ]
    (tmp_path / "cc.json").write_text(json.dumps(db))
    cmds = bench._gcc_commands([], str(tmp_path / "cc.json"))
    assert [c[1] for c in cmds] == [
        ["cc", "-O2", "-Iinc", "-c", "a.c", "-fanalyzer", "-o", os.devnull],
        ["cc", "-DX=1", "-c", "b.c", "-fanalyzer", "-o", os.devnull],
    ]
    assert all(c[0] == str(tmp_path) for c in cmds)


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_gcc_analyzer_row_counts_its_warnings_and_the_ratio(tmp_path):
    bench = _bench()
    src = tmp_path / "leak.c"
    src.write_text("#include <stdlib.h>\nint f(int n) { char *p = malloc(n); if (!p) return 0; p[0] = 1;\n"
                   "  return n; }\n")
    row = bench.gcc_analyzer("leak.c", [str(src)], ours={"seconds": 600.0})
    if row.get("failed"):
        pytest.skip("this gcc has no -fanalyzer")
    assert row["files"] == 1 and row["analyzer_warnings"] >= 1
    # a three-line file takes gcc well under ten minutes
    assert row["sparrowpy_over_gcc"] > 1.0
    assert "sparrowpy_over_gcc" not in bench.gcc_analyzer("leak.c", [str(src)])


def test_the_memory_yardstick_is_mb_per_100_kloc():
    bench = _bench()
    # 415.8 MiB over the ssh client's 81,669 lines: 534 MB per 100 KLOC (issue 14: 500)
    assert bench.mb_per_100kloc(415.8, 81_669) == 534
    assert bench.mb_per_100kloc(100.0, 100_000) == 105  # (MiB to MB)
    assert bench.mb_per_100kloc(50.0, 0) == 0

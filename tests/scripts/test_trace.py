"""scripts/trace.py: the developer traces print what the analysis saw, and change nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "regression" / "c" / "inter"


def _run(*args) -> subprocess.CompletedProcess:
    # a subprocess: the traces replace functions of the analysis for the whole process
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "trace.py"), *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_disjuncts_show_the_realising_path_and_the_lost_block():
    prog = PROGRAMS / "wrapper_frees_merged_inputs_kept.c"
    out = _run("disjuncts", "--function", "conn_init", "--region", "conn_init@69",
               "--", "analyze", str(prog))
    assert out.returncode == 1, out.stderr  # the findings of analyze are still reported
    assert "memory leak" in out.stdout
    assert "=== conn_init: exit node" in out.stderr
    assert " [R0] paths:" in out.stderr
    assert "conn_init@69#21: allocated=True freed=False held by" in out.stderr


def test_exit_inputs_show_the_merged_explore_address():
    prog = PROGRAMS / "wrapper_frees_merged_inputs.c"
    out = _run("exit-inputs", "--function", "conn_close", "--", "summaries", str(prog),
               "--function", "conn_close")
    assert out.returncode == 0, out.stderr
    assert "summary of conn_close" in out.stdout
    lines = [line for line in out.stderr.splitlines() if line.startswith("  input α2.1.state ")]
    assert lines, out.stderr
    # what the state points to is one explore address, and the callee's frees reach the
    # caller through it: it is among the freed
    merged = lines[0].split("-> ['")[1].split("'")[0]
    freed = [line for line in out.stderr.splitlines() if line.startswith("  freed:")]
    assert freed and merged in freed[0]


def test_usage_without_a_command_line():
    out = _run("disjuncts", "--function", "f")
    assert out.returncode == 2
    assert "Usage:" in out.stderr

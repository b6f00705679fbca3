"""Run ``sparrowpy analyze`` on a plan, as a user does (its command line, JSON report), and
measure wall-clock time and peak memory of the process tree."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Optional

import attrs

from .inputs import Plan


@attrs.define
class Measured:
    returncode: int
    seconds: float
    peak_mib: float


def run_measured(argv: list, cwd: str, stdout_path: str, stderr_path: str,
                 stdin=subprocess.DEVNULL) -> Measured:
    """Run ``argv`` in ``cwd``; wall-clock seconds and the peak resident set (MiB) of the
    process or any child it waited for (Linux: the rusage of wait4)."""
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err, stdin=stdin)
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            proc.kill()
            proc.wait()
            raise
        seconds = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    peak_kib = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss / 1024
    return Measured(proc.returncode, seconds, peak_kib / 1024.0)


def sparrowpy_command(plan: Plan, report_path: str, jobs: int, extra_args=()) -> list:
    """The ``analyze`` command line; Table 5 counts memory leaks, so only the ``leak``
    checker runs unless ``--sparrowpy-args`` names checkers itself."""
    extra = list(extra_args)
    if not any(a == "--checkers" or a.startswith("--checkers=") for a in extra):
        extra = ["--checkers", "leak"] + extra
    return ([sys.executable, "-m", "sparrowpy.cli", "analyze", "--format", "json", "-o", report_path,
             "-q", "--no-config", "--jobs", str(jobs)] + extra + list(plan.analyze_args))


@attrs.define
class SparrowRun:
    ok: bool
    seconds: float
    peak_mib: float
    report: Optional[dict]
    returncode: int
    error: str = ""
    command: list = attrs.Factory(list)


def _tail(path: str, lines: int = 5) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return "\n".join(fh.read().splitlines()[-lines:])
    except OSError:
        return ""


def run_sparrowpy(plan: Plan, workdir: str, jobs: int, extra_args=()) -> SparrowRun:
    """Analyse the plan; the report and stderr are kept in ``workdir``."""
    os.makedirs(workdir, exist_ok=True)
    report_path = os.path.abspath(os.path.join(workdir, "sparrowpy.json"))
    stderr_path = os.path.join(workdir, "sparrowpy.stderr")
    if os.path.exists(report_path):
        os.remove(report_path)
    argv = sparrowpy_command(plan, report_path, jobs, extra_args)
    m = run_measured(argv, plan.root, os.devnull, stderr_path)
    report = None
    error = ""
    try:
        with open(report_path, encoding="utf-8") as fh:
            report = json.load(fh)
    except (OSError, ValueError):
        error = _tail(stderr_path) or f"sparrowpy exited with status {m.returncode} and wrote no report"
    ok = report is not None and m.returncode in (0, 1, 2)
    if ok and m.returncode == 2:
        stats = report.get("stats", {})
        first = _first_error(stderr_path)
        if stats.get("files_failed", 0) >= stats.get("files", 0):
            ok = False
            error = f"none of its {stats.get('files', 0)} file(s) could be loaded ({first})"
        elif stats.get("files_failed", 0):
            error = f"{stats.get('files_failed')} of {stats.get('files')} file(s) could not be loaded ({first})"
        else:
            error = (f"{stats.get('files_analysed_in_part', 0)} of {stats.get('files')} file(s) analysed in part, "
                     f"without what could not be read ({first})")
    return SparrowRun(ok, m.seconds, m.peak_mib, report, m.returncode, error, argv)


def _first_error(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if ": error: " in line:
                    return line.strip()
    except OSError:
        pass
    return "see sparrowpy.stderr"

"""Runs every regression C program under c/ and compares findings with its inline marks."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.cli import _analysis_parent, analysis_options

from .expectations import observed, parse

ROOT = Path(__file__).parent / "c"


def _cases() -> list[Path]:
    cases = []
    for p in sorted(ROOT.rglob("*")):
        if p.is_dir() and p.name.endswith(".prog"):
            cases.append(p)
        elif p.suffix == ".c" and not any(part.endswith(".prog") for part in p.relative_to(ROOT).parts):
            cases.append(p)
    return cases


def _files(case: Path) -> list[Path]:
    return sorted(case.glob("*.c")) if case.is_dir() else [case]


def _options(flags: list[str]):
    parser = argparse.ArgumentParser(parents=[_analysis_parent()])
    return analysis_options(parser.parse_args(flags))


@pytest.mark.parametrize("case", _cases(), ids=lambda p: str(p.relative_to(ROOT)))
def test_regression(case: Path):
    files = _files(case)
    exp = parse(files)
    result = analyze_paths([str(f) for f in files], _options(exp.options))
    assert not result.load.errors, [str(e) for e in result.load.errors]
    got = observed(result.findings)
    missing = exp.expected - got
    unexpected = got - exp.expected - exp.todo_fp
    forbidden = got & exp.forbidden
    now_found = got & exp.todo_fn
    now_silent = exp.todo_fp - got
    report = "\n".join(f.format_text() for f in result.findings)
    assert not now_found, f"a TODO-FN is found now; upgrade the mark: {sorted(now_found)}"
    assert not now_silent, f"a TODO-FP is no longer reported; make it a NO- mark: {sorted(now_silent)}"
    assert not missing, f"expected but not reported: {sorted(missing)}\nreported:\n{report}"
    assert not unexpected, f"reported but not expected: {sorted(unexpected)}\nreported:\n{report}"
    assert not forbidden, f"reported on a NO-line: {sorted(forbidden)}"


_GLIBC_CASES = [c for c in _cases() if c.relative_to(ROOT).parts[0] in ("gnu", "resource")
                or c.name == "posix_allocators.c"]


@pytest.mark.skipif(not Path("/usr/include/stdio.h").exists(), reason="needs the system's C library headers")
@pytest.mark.parametrize("case", _GLIBC_CASES, ids=lambda p: str(p.relative_to(ROOT)))
def test_regression_with_system_headers(case: Path):
    """GNU C, the library models and resources give the same findings on glibc's headers
    (--system-headers: glibc's attributes and GCC code paths) as on the bundled ones."""
    from sparrowpy.frontend.load import FrontendOptions

    files = _files(case)
    exp = parse(files)
    result = analyze_paths([str(f) for f in files], _options(exp.options), FrontendOptions(system_headers=True))
    assert not result.load.errors, [str(e) for e in result.load.errors]
    got = observed(result.findings)
    report = "\n".join(f.format_text() for f in result.findings)
    assert exp.expected <= got, f"expected but not reported: {sorted(exp.expected - got)}\n{report}"
    assert not (got - exp.expected - exp.todo_fp), f"reported but not expected: {sorted(got - exp.expected)}\n{report}"


def test_collector_finds_cases():
    assert len(_cases()) >= 1

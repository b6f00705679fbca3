"""Property 5 — determinism: the same program analysed twice, and with its functions emitted
in another order and split differently over files, gives byte-identical findings (text and
JSON, without the timing statistics) and summaries (``Summary.to_json``, as
``summaries --format json``).

``#line`` directives keep every function at the file name and lines it has in the
single-file print, so locations are comparable across the variants (``cprog.render_split``).
In-process runs share one hash seed; a second test runs the command line in subprocesses
with different ``PYTHONHASHSEED``s and ``--jobs`` (few examples: each run starts Python).
Default analysis options (the paper's), the whole generated fragment.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

import sparrowpy
from hypothesis import given, note
from hypothesis import strategies as st
from sparrowpy.options import AnalysisOptions

from .cprog import render_split
from .harness import P5_CONFIG, analyse, canonical_output, examples, numbered, parse_units
from .strategies import programs


@st.composite
def layouts(draw, cfg=P5_CONFIG):
    """A program, an order of its functions, and an assignment of functions to files."""
    prog = draw(programs(cfg))
    names = [f.name for f in prog.funcs]
    order = draw(st.permutations(names))
    nfiles = draw(st.integers(1, 3))
    where = [draw(st.integers(0, nfiles - 1)) for _ in names]
    groups = [[n for n, k in zip(names, where) if k == i] for i in range(nfiles)]
    return prog, list(order), groups


def _variants(drawn):
    prog, order, groups = drawn
    names = [f.name for f in prog.funcs]
    canonical = render_split(prog, names, [names])
    variant = render_split(prog, order, groups)
    return canonical, variant


def _diff(a: str, b: str) -> str:
    import difflib
    return "\n".join(difflib.unified_diff(a.split("\n"), b.split("\n"), "first", "second", lineterm="", n=2))


@examples(0.5)
@given(layouts())
def test_analysis_is_deterministic(drawn):
    canonical, variant = _variants(drawn)
    note("\n".join(f"--- file {k} ---\n{numbered(t)}" for k, t in enumerate(variant)))
    options = AnalysisOptions()
    first = canonical_output(analyse(parse_units(canonical), options))
    second = canonical_output(analyse(parse_units(canonical), options))
    assert first == second, "two runs differ:\n" + _diff(first, second) + "\n" + numbered(canonical[0])
    other = canonical_output(analyse(parse_units(variant), options))
    assert first == other, ("reordering/splitting the functions changes the output:\n" + _diff(first, other)
                            + "\n" + numbered(canonical[0]))


def _cli(args: list, seed: str, cwd: str) -> str:
    root = os.path.dirname(os.path.dirname(os.path.abspath(sparrowpy.__file__)))
    env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "sparrowpy.cli", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    return proc.stdout


def _cli_outputs(texts: list, seed: str, jobs: str) -> str:
    with tempfile.TemporaryDirectory(prefix="sparrow-det-") as d:
        files = []
        for k, t in enumerate(texts):
            name = f"part{k}.c"
            with open(os.path.join(d, name), "w") as fh:
                fh.write(t)
            files.append(name)
        report = json.loads(_cli(["analyze", "--format", "json", "--jobs", jobs, *files], seed, d))
        report.pop("stats", None)
        text = _cli(["analyze", "--jobs", jobs, *files], seed, d)
        summaries = _cli(["summaries", "--format", "json", *files], seed, d)
    return json.dumps(report, indent=1, sort_keys=True) + "\n" + text + "\n" + summaries


@examples(0.1, minimum=2)
@given(layouts())
def test_command_line_is_deterministic_across_processes(drawn):
    canonical, variant = _variants(drawn)
    note("\n".join(f"--- file {k} ---\n{numbered(t)}" for k, t in enumerate(variant)))
    first = _cli_outputs(canonical, "0", "1")
    second = _cli_outputs(variant, "4242", "2")
    assert first == second, "runs differ:\n" + _diff(first, second) + "\n" + numbered(canonical[0])

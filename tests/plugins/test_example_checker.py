"""The worked example of docs/add-a-checker.md, end to end: a checker plug-in file, its
rule page in SARIF, inline marks of its kind, and the docs quoting the file as it is."""

from __future__ import annotations

import json
import re
from pathlib import Path

from sparrowpy.checkers import checker_names

from ..regression.expectations import observed, parse
from .test_plugins import ROOT, run

EXAMPLE = Path(__file__).parent / "example"
PLUGIN = EXAMPLE / "alloc_size.py"


def _findings(doc):
    from sparrowpy.findings import Finding, SourcePoint

    out = []
    for f in doc["findings"]:
        exits = tuple(SourcePoint(e["file"], e["line"], e.get("column", 0)) for e in f["exits"])
        out.append(Finding(f["kind"], f["file"], f["line"], f["column"], f["function"], f["message"], exits=exits))
    return out


def test_the_example_checker_meets_its_marks():
    src = EXAMPLE / "alloc_size.c"
    r = run("analyze", "--plugin", PLUGIN, "--format", "json", src)
    assert r.returncode == 1, r.stderr
    doc = json.loads(r.stdout)
    exp = parse([src], checker_names() + ["alloc_size"])
    assert len(exp.expected) == 2 and len(exp.forbidden) == 2
    got = {(str(Path(f).resolve()), line, kind) for f, line, kind in observed(_findings(doc))}
    expected = {(str(Path(f).resolve()), line, kind) for f, line, kind in exp.expected}
    assert got == expected
    fps = [f["fingerprint"] for f in doc["findings"]]
    assert len(set(fps)) == len(fps)


def test_the_example_checker_has_its_page_in_sarif():
    r = run("analyze", "--plugin", PLUGIN, "--format", "sarif", "--checkers", "alloc_size",
            EXAMPLE / "alloc_size.c")
    doc = json.loads(r.stdout)
    (rule,) = [r for r in doc["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "alloc_size"]
    assert rule["id"] == "alloc_size" and rule["name"] == "AllocationSize"
    assert "## How to fix" in rule["help"]["markdown"]


def test_the_docs_quote_the_example_as_it_is():
    page = (ROOT / "docs" / "add-a-checker.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    assert PLUGIN.read_text() in blocks
    assert "--plugin tests/plugins/example/alloc_size.py" in page

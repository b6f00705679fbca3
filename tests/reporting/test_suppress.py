"""Suppressions: inline comments, the configuration's [suppress], baselines (and their
stability when lines are inserted)."""

from __future__ import annotations

import json

import pytest

from sparrowpy.report.suppress import BASELINE_VERSION, inline_rules

from .util import cli, write

TWO_LEAKS = """#include <stdlib.h>
int first(int n) {
  int *p = malloc(4);
  if (n) return 1;
  free(p);
  return 0;
}
int second(int n) {
  int *q = malloc(4);
  if (n) return 1;
  free(q);
  return 0;
}
"""


def funcs(r, key="findings") -> list:
    return sorted(f["function"] for f in r.json()[key])


@pytest.mark.parametrize("line, rules", [
    ("  if (n) return 1; // sparrowpy-ignore", frozenset()),
    ("  // sparrowpy-ignore[leak]", {"leak"}),
    ("  /* sparrowpy-ignore[leak, double_free] */", {"leak", "double_free"}),
    ("  /* reviewed: sparrowpy-ignore */ x = 1;", frozenset()),
    ("  // sparrowpy-ignored", None),
    ("  x = 1; /* done */ sparrowpy-ignore", None),
    ('  puts("sparrowpy-ignore");', None),
])
def test_inline_comment_syntax(line, rules):
    assert inline_rules(line) == rules


@pytest.mark.parametrize("edit, suppressed", [
    (lambda s: s.replace("  if (n) return 1;\n  free(p);", "  if (n) return 1; // sparrowpy-ignore\n  free(p);"), "first"),
    (lambda s: s.replace("  if (n) return 1;\n  free(q);", "  /* sparrowpy-ignore[leak] */\n  if (n) return 1;\n  free(q);"),
     "second"),
    (lambda s: s.replace("  if (n) return 1;\n  free(p);", "  if (n) return 1; // sparrowpy-ignore[double_free]\n  free(p);"),
     None),
    (lambda s: s.replace("int first(int n) {\n", "int first(int n) { // sparrowpy-ignore\n"), None),
])
def test_inline_suppression_on_the_line_or_the_line_above(tmp_path, edit, suppressed):
    write(tmp_path, {"t.c": edit(TWO_LEAKS)})
    r = cli("analyze", "--format", "json", "t.c", cwd=tmp_path)
    doc = r.json()
    expected = sorted({"first", "second"} - {suppressed})
    assert funcs(r) == expected
    assert doc["stats"]["suppressed"] == (1 if suppressed else 0)
    assert doc["stats"]["findings"] == len(expected)
    assert "suppressed" not in doc  # only with --show-suppressed
    if suppressed:
        shown = cli("analyze", "--format", "json", "--show-suppressed", "t.c", cwd=tmp_path).json()
        (s,) = shown["suppressed"]
        assert s["function"] == suppressed and s["suppression"]["kind"] == "inline"
        text = cli("analyze", "--show-suppressed", "t.c", cwd=tmp_path)
        assert sum("(suppressed: sparrowpy-ignore comment at t.c:" in ln for ln in text.stdout.splitlines()) == 1
        assert "1 suppressed" in text.stderr


def test_everything_suppressed_exits_0(tmp_path):
    src = TWO_LEAKS.replace("  if (n) return 1;\n", "  if (n) return 1; // sparrowpy-ignore\n")
    write(tmp_path, {"t.c": src})
    r = cli("analyze", "t.c", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout == ""
    assert "0 finding(s), 2 suppressed" in r.stderr


def test_baseline_round_trip_and_stability_across_inserted_lines(tmp_path):
    write(tmp_path, {"t.c": TWO_LEAKS})
    w = cli("analyze", "--write-baseline", "base.json", "t.c", cwd=tmp_path)
    assert w.returncode == 0, w  # writing a baseline is not a failure
    base = json.loads((tmp_path / "base.json").read_text())
    before = cli("analyze", "--format", "json", "t.c", cwd=tmp_path).json()
    assert base == {"version": BASELINE_VERSION, "fingerprints": sorted(f["fingerprint"] for f in before["findings"])}

    r = cli("analyze", "--format", "json", "--baseline", "base.json", "t.c", cwd=tmp_path)
    assert r.returncode == 0 and r.json()["findings"] == [] and r.json()["stats"]["suppressed"] == 2

    # insert lines above both findings, and a new leak: only the new leak is reported
    edited = TWO_LEAKS.replace("#include <stdlib.h>\n", "#include <stdlib.h>\n/* a\n   comment */\nint unrelated;\n\n")
    edited = edited.replace("int second(int n) {\n", "int second(int n) {\n  int k = n * 2;\n  (void)k;\n")
    edited += "void third(void) {\n  char *r = malloc(1);\n  r[0] = 0;\n}\n"
    write(tmp_path, {"t.c": edited})
    after = cli("analyze", "--format", "json", "t.c", cwd=tmp_path).json()
    assert [f["line"] for f in after["findings"]][:2] != [f["line"] for f in before["findings"]]
    r = cli("analyze", "--format", "json", "--baseline", "base.json", "t.c", cwd=tmp_path)
    # third() leaks r and writes through it unchecked (a null_deref note): two new findings
    assert r.returncode == 1 and funcs(r) == ["third", "third"] and r.json()["stats"]["suppressed"] == 2
    assert sorted(f["kind"] for f in r.json()["findings"]) == ["leak", "null_deref"]
    shown = cli("analyze", "--format", "json", "--baseline", "base.json", "--show-suppressed", "t.c", cwd=tmp_path)
    assert funcs(shown, "suppressed") == ["first", "second"]
    assert {s["suppression"]["kind"] for s in shown.json()["suppressed"]} == {"baseline"}

    # rewriting the baseline keeps the baselined findings and adds the new one
    cli("analyze", "--baseline", "base.json", "--write-baseline", "base2.json", "t.c", cwd=tmp_path)
    assert len(json.loads((tmp_path / "base2.json").read_text())["fingerprints"]) == 4


@pytest.mark.parametrize("content, words", [
    ("{not json", "invalid JSON"),
    ('{"fingerprints": "abc", "version": 1}', "not a baseline"),
    ('{"fingerprints": [], "version": 7}', "unsupported baseline version"),
    (None, "no such baseline file"),
])
def test_bad_baseline_is_an_error(tmp_path, content, words):
    write(tmp_path, {"t.c": TWO_LEAKS})
    if content is not None:
        (tmp_path / "base.json").write_text(content)
    r = cli("analyze", "--baseline", "base.json", "t.c", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.startswith("base.json") and words in r.stderr, r


def test_config_suppressions(tmp_path):
    write(tmp_path, {"src/t.c": TWO_LEAKS, "third_party/lib.c": TWO_LEAKS.replace("first", "lib_first")
                     .replace("second", "lib_second")})
    fp = next(f["fingerprint"] for f in cli("analyze", "--format", "json", "src", cwd=tmp_path).json()["findings"]
              if f["function"] == "first")
    (tmp_path / "sparrowpy.toml").write_text(
        f'[suppress]\nfingerprints = ["{fp}"]\nfunctions = ["sec*"]\nfiles = ["third_party/*"]\n')
    r = cli("analyze", "--format", "json", "--show-suppressed", "src", "third_party", cwd=tmp_path)
    assert r.returncode == 0 and r.json()["findings"] == []
    why = {s["function"]: s["suppression"]["justification"] for s in r.json()["suppressed"]}
    assert why == {"first": "sparrowpy.toml: [suppress] fingerprints",
                   "second": "sparrowpy.toml: [suppress] functions 'sec*'",
                   "lib_first": "sparrowpy.toml: [suppress] files 'third_party/*'",
                   "lib_second": "sparrowpy.toml: [suppress] files 'third_party/*'"}
    # file patterns are relative to the configuration's directory, wherever the run starts
    r = cli("analyze", "--format", "json", "lib.c", cwd=tmp_path / "third_party")
    assert r.json()["findings"] == [] and r.json()["stats"]["suppressed"] == 2

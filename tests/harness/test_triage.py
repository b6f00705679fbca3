"""Triage files, the interactive walk, and verdicts carried over to later runs."""

import io
import json
import os
import subprocess
import sys

import pytest

from spec2000_harness.cli import main
from spec2000_harness.triage import (Triage, TriageError, Verdict, apply_triage, interactive, load_triage,
                                     show_finding, write_triage)

from .trees import LEAKY_HELPER, LEAKY_USER, LOCAL, write

TOY = LEAKY_HELPER + LEAKY_USER.replace("#include <stdlib.h>\n", "").replace("int *make(int n);\n", "") \
    + LOCAL.replace("#include <stdlib.h>\n", "")


def toy_tree(root, text=TOY) -> str:
    write(root, "toy.c", text)
    return str(root)


def run(tree, out, *extra):
    return main(["run", "--program", f"toy={tree}", "--only", "toy", "--out", str(out), *extra])


def toy_entry(out):
    with open(os.path.join(out, "results.json"), encoding="utf-8") as fh:
        return json.load(fh)["programs"][0]


def test_file_round_trip_with_awkward_names_and_notes(tmp_path):
    t = Triage(str(tmp_path / "t.toml"))
    t.set("binutils-2.13.1", "0123456789abcdef", Verdict("bug", 'a "quoted"\nnote \\ é', "bfd.c:3 f: leak"))
    t.set("gzip", "fedcba9876543210", Verdict("unsure"))
    write_triage(t, t.path)
    back = load_triage(t.path)
    assert back.entries == t.entries


def test_missing_file_is_empty_and_bad_verdicts_are_errors(tmp_path):
    assert len(load_triage(str(tmp_path / "none.toml"))) == 0
    bad = tmp_path / "bad.toml"
    bad.write_text('["gzip"."0123456789abcdef"]\nverdict = "maybe"\n')
    with pytest.raises(TriageError, match="verdict must be one of bug, false, unsure"):
        load_triage(str(bad))
    bad.write_text("[gzip\n")
    with pytest.raises(TriageError, match="invalid TOML"):
        load_triage(str(bad))


def test_run_refuses_a_bad_triage_file(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('["toy"."x"]\nnote = "no verdict"\n')
    assert run(toy_tree(tmp_path / "toy"), tmp_path / "out", "--triage", str(bad)) == 2
    assert "toy.x: verdict must be one of" in capsys.readouterr().err


def test_counts_and_gone():
    entry = {"program": "p", "findings_list": [{"fingerprint": "a"}, {"fingerprint": "b"}, {"fingerprint": "c"}]}
    t = Triage()
    t.set("p", "a", Verdict("bug"))
    t.set("p", "b", Verdict("unsure", "check later"))
    t.set("p", "z", Verdict("false", "", "x.c:1 f: old"))
    t.set("q", "c", Verdict("bug"))            # another program's verdict does not apply
    apply_triage(entry, t)
    assert (entry["bugs"], entry["false_alarms"], entry["unsure"], entry["untriaged"]) == (1, 0, 1, 1)
    assert entry["findings_list"][1]["note"] == "check later"
    assert entry["gone"] == [{"fingerprint": "z", "verdict": "false", "note": "", "finding": "x.c:1 f: old"}]


def test_show_finding_prints_each_step_with_its_source(tmp_path):
    tree = toy_tree(tmp_path)
    f = {"file": "toy.c", "line": 16, "column": 9, "function": "use", "message": "memory leak", "kind": "leak",
         "fingerprint": "abc", "alloc_site": {"file": "toy.c", "line": 5, "function": "make"},
         "chain": ["returned to use() at toy.c:10"], "exits": [{"file": "toy.c", "line": 16}]}
    out = io.StringIO()
    show_finding(f, tree, out, context=1)
    text = out.getvalue()
    lines = TOY.splitlines()
    assert f">     5 | {lines[4]}" in text
    assert "  - returned to use() at toy.c:10" in text and f">    10 | {lines[9]}" in text
    assert "  - lost at exit" in text and f">    16 | {lines[15]}" in text
    assert f"      4 | {lines[3]}" in text        # context around the step


def test_interactive_keys(tmp_path):
    results = {"programs": [{"program": "p", "source": {"root": str(tmp_path)}, "findings_list": [
        {"fingerprint": fp, "file": "x.c", "line": 1, "function": "f", "message": "m", "exits": []}
        for fp in ("a", "b", "c", "d")]}]}
    t = Triage()
    t.set("p", "a", Verdict("bug"))           # already triaged: not asked
    out = io.StringIO()
    n = interactive(results, t, io.StringIO("x\nf\nnot freed on error\ns\nq\n"), out)
    assert n == 1
    assert t.get("p", "b") == Verdict("false", "not freed on error", "x.c:1 f: m")
    assert t.get("p", "c") is None and t.get("p", "d") is None
    assert "please answer b, f, u, s or q" in out.getvalue()
    assert "[2/3] p" in out.getvalue() and out.getvalue().endswith("[q]uit? triaged 1 finding(s)\n")
    # end of input is quit too
    assert interactive(results, t, io.StringIO("u\n"), io.StringIO()) == 1
    assert t.get("p", "c").verdict == "unsure" and t.get("p", "c").note == ""


def test_triage_carries_over_moved_lines_and_lists_gone_findings(tmp_path, capsys, monkeypatch):
    tree = toy_tree(tmp_path / "toy")
    out1 = str(tmp_path / "out1")
    assert run(tree, out1) == 0
    first = toy_entry(out1)
    assert first["findings"] == 2 and first["untriaged"] == 2
    by_fn = {f["function"]: f for f in first["findings_list"]}

    # the interactive walk, fed on stdin: use() is a bug, lose() a false alarm
    order = [f["function"] for f in first["findings_list"]]
    answers = {"use": "b\nleaks on n > 10\n", "lose": "f\n\n"}
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(answers[fn] for fn in order)))
    assert main(["triage", out1]) == 0
    triage_file = os.path.join(out1, "triage.toml")
    t = load_triage(triage_file)
    assert t.get("toy", by_fn["use"]["fingerprint"]).verdict == "bug"
    assert t.get("toy", by_fn["use"]["fingerprint"]).note == "leaks on n > 10"
    assert t.get("toy", by_fn["lose"]["fingerprint"]).verdict == "false"
    again = toy_entry(out1)            # the tables were written again
    assert (again["bugs"], again["false_alarms"], again["untriaged"]) == (1, 1, 0)
    assert "| toy | file list |" in open(os.path.join(out1, "table.md"), encoding="utf-8").read()

    # unrelated edits move every line: the verdicts still apply
    moved = "/* a comment\n   of three lines */\nstatic int unrelated(void) { return 1; }\n\n" + TOY
    toy_tree(tmp_path / "toy", moved)
    out2 = str(tmp_path / "out2")
    assert run(tree, out2, "--triage", triage_file) == 0
    second = toy_entry(out2)
    assert {f["function"]: f["line"] for f in second["findings_list"]} == \
        {fn: f["line"] + 4 for fn, f in by_fn.items()}
    assert (second["bugs"], second["false_alarms"], second["untriaged"], second["gone"]) == (1, 1, 0, [])
    assert {f["function"]: f["verdict"] for f in second["findings_list"]} == {"use": "bug", "lose": "false"}

    # lose() fixed: its verdict is listed as gone
    toy_tree(tmp_path / "toy", moved.replace("        return 1;\n    free(s);", "    {\n        free(s);\n"
                                                                                "        return 1;\n    }\n"
                                                                                "    free(s);"))
    out3 = str(tmp_path / "out3")
    assert run(tree, out3, "--triage", triage_file) == 0
    third = toy_entry(out3)
    assert [f["function"] for f in third["findings_list"]] == ["use"]
    assert [(g["fingerprint"], g["verdict"]) for g in third["gone"]] == [(by_fn["lose"]["fingerprint"], "false")]
    md = open(os.path.join(out3, "table.md"), encoding="utf-8").read()
    assert f"- toy {by_fn['lose']['fingerprint']} (false): toy.c:" in md


def test_triage_command_reads_stdin_through_python_m(tmp_path):
    tree = toy_tree(tmp_path / "toy")
    out = str(tmp_path / "out")
    assert run(tree, out) == 0
    proc = subprocess.run([sys.executable, "-m", "spec2000_harness", "triage", out, "--triage",
                           str(tmp_path / "t.toml")], input="u\nunsure about this one\nq\n",
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "verdict: [b]ug [f]alse alarm [u]nsure [s]kip [q]uit?" in proc.stdout
    assert "triaged 1 finding(s)" in proc.stdout
    t = load_triage(str(tmp_path / "t.toml"))
    [(fp, v)] = t.for_program("toy").items()
    assert v.verdict == "unsure" and v.note == "unsure about this one"
    assert toy_entry(out)["unsure"] == 1

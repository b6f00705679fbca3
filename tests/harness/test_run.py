"""``python -m spec2000_harness run`` end to end on small trees (no SPEC, no network)."""

import csv
import json
import os
import shutil
import subprocess
import sys

import attrs
import pytest

from spec2000_harness import peers as peers_mod
from spec2000_harness.cli import main
from spec2000_harness.plot import have_matplotlib
from spec2000_harness.programs import PROGRAMS

from .trees import CLEAN, GUARDED, bzip2_tree, database_tree, spec_tree, write

PROGRAM_FIELDS = {"program", "source", "kloc", "seconds", "phase_seconds", "peak_mib", "findings", "bugs",
                  "false_alarms", "untriaged", "paper", "peers"}


def load(out):
    with open(os.path.join(out, "results.json"), encoding="utf-8") as fh:
        return json.load(fh)


def by_name(results):
    return {p["program"]: p for p in results["programs"]}


def lines_of(*paths):
    total = 0
    for p in paths:
        with open(p, "rb") as fh:
            total += sum(1 for _ in fh)
    return total


def test_spec_root_layout(tmp_path, capsys):
    root = spec_tree(tmp_path / "spec")
    out = str(tmp_path / "out")
    assert main(["run", "--spec-root", root, "--out", out]) == 0
    err = capsys.readouterr().err
    r = load(out)
    progs = by_name(r)
    assert [p["program"] for p in r["programs"]] == [p.name for p in PROGRAMS]
    mcf, art = progs["mcf"], progs["art"]
    assert mcf["status"] == art["status"] == "ok"
    assert PROGRAM_FIELDS <= set(mcf)
    assert {"machine", "sparrowpy_version", "options"} <= set(r)
    assert r["options"]["spec_root"] == os.path.abspath(root)
    src = os.path.join(root, "benchspec", "CINT2000", "181.mcf", "src")
    assert mcf["lines"] == lines_of(*(os.path.join(src, f) for f in ("helper.c", "mcf.c", "guarded.c", "local.c")))
    assert mcf["kloc"] == pytest.approx(mcf["lines"] / 1000)
    assert mcf["seconds"] > 0 and mcf["peak_mib"] > 0 and mcf["phase_seconds"]
    # the leak through make(), the local one, and the one that exists only with -DSPEC_CPU2000
    assert sorted(f["function"] for f in mcf["findings_list"]) == ["lose", "other", "use"]
    assert mcf["findings"] == 3 and mcf["untriaged"] == 3 and mcf["bugs"] == 0
    assert mcf["paper"] == {"kloc": 1.9, "seconds": 2.77, "bugs": 0, "false_alarms": 0}
    assert art["findings"] == 0
    # every other program: skipped, one line each
    for p in PROGRAMS:
        if p.name not in ("mcf", "art"):
            assert progs[p.name]["status"] == "skipped"
            assert err.count(f"skipped {p.name}:") == 1
    assert "skipped gcc: no benchspec/CINT2000/176.gcc/src under" in err
    md = open(os.path.join(out, "table.md"), encoding="utf-8").read()
    assert md.count("\n| mcf | SPEC |") == 1 and md.count("\n| art | SPEC |") == 1
    rows = list(csv.DictReader(open(os.path.join(out, "table.csv"), encoding="utf-8")))
    assert [row["program"] for row in rows] == ["art", "mcf", "total"]
    assert int(rows[-1]["findings"]) == 3
    if have_matplotlib():
        with open(os.path.join(out, "scaling.svg"), encoding="utf-8") as fh:
            assert "<svg" in fh.read()
    else:
        assert "scaling.svg not written: matplotlib is not installed" in err


def test_public_tree_and_compilation_database(tmp_path, capsys):
    bz = bzip2_tree(tmp_path / "bzip2")
    toy = database_tree(tmp_path / "toy")
    out = str(tmp_path / "out")
    assert main(["run", "--program", f"bzip2={bz}", "--program", f"toy={toy}", "--only", "bzip2,toy",
                 "--out", out]) == 0
    progs = by_name(load(out))
    assert set(progs) == {"bzip2", "toy"}
    bzip2 = progs["bzip2"]
    assert bzip2["source"]["kind"] == "file-list" and bzip2["source"]["files"] == 2
    assert [f["function"] for f in bzip2["findings_list"]] == ["use"]    # bzip2recover.c left out
    t = progs["toy"]
    assert t["source"]["kind"] == "compile_commands"
    assert t["paper"] is None
    assert [f["function"] for f in t["findings_list"]] == ["other"]       # needs the database's -DLEAKY
    md = open(os.path.join(out, "table.md"), encoding="utf-8").read()
    assert "| bzip2 | file list |" in md and "| toy | compile_commands.json |" in md
    assert "- toy: compile_commands.json of the tree: 1 file(s), each with its own flags" in md


def test_missing_tree_is_one_line_and_nothing_ran(tmp_path, capsys):
    out = str(tmp_path / "out")
    missing = str(tmp_path / "nowhere")
    assert main(["run", "--program", f"tar={missing}", "--only", "tar", "--out", out]) == 1
    err = capsys.readouterr().err
    assert [line for line in err.splitlines() if "tar-1.13" in line] == \
        [f"spec2000_harness: skipped tar-1.13: no directory {missing}"]
    assert by_name(load(out))["tar-1.13"]["reason"] == f"no directory {missing}"


def test_files_sparrowpy_cannot_load(tmp_path, capsys):
    write(tmp_path / "broken", "a.c", '#error "not for this platform"\nint f(void) { return 0; }\n')
    out = str(tmp_path / "out")
    assert main(["run", "--program", f"broken={tmp_path / 'broken'}", "--only", "broken", "--out", out]) == 1
    err = capsys.readouterr().err
    line = next(line for line in err.splitlines() if "skipped broken:" in line)
    assert "none of its 1 file(s) could be loaded" in line and "not for this platform" in line
    assert by_name(load(out))["broken"]["status"] == "failed"
    # one good file: the program runs, and the table says what could not be loaded
    write(tmp_path / "broken", "b.c", CLEAN)
    assert main(["run", "--program", f"broken={tmp_path / 'broken'}", "--only", "broken", "--out", out]) == 0
    entry = by_name(load(out))["broken"]
    assert entry["status"] == "ok" and entry["files_failed"] == 1
    md = open(os.path.join(out, "table.md"), encoding="utf-8").read()
    assert "- broken: sparrowpy: 1 of 2 file(s) could not be loaded (a.c:1: error: #error" in md


def test_files_sparrowpy_analyses_in_part(tmp_path):
    """A header found nowhere: the file is analysed without it, and the table says so."""
    write(tmp_path / "part", "a.c", '#include "nowhere.h"\nint f(void) { return 0; }\n')
    out = str(tmp_path / "out")
    assert main(["run", "--program", f"part={tmp_path / 'part'}", "--only", "part", "--out", out]) == 0
    entry = by_name(load(out))["part"]
    assert entry["status"] == "ok" and entry["files_failed"] == 0
    md = open(os.path.join(out, "table.md"), encoding="utf-8").read()
    assert "- part: sparrowpy: 1 of 1 file(s) analysed in part, without what could not be read (a.c:1: error: " \
           "nowhere.h: No such file or directory; read as an empty header)" in md


def test_sparrowpy_args_reach_the_analysis(tmp_path):
    write(tmp_path / "toy", "toy.c", GUARDED % {"macro": "LEAKY"})
    out = str(tmp_path / "out")
    argv = ["run", "--program", f"toy={tmp_path / 'toy'}", "--only", "toy", "--out", out]
    assert main(argv) == 0
    assert by_name(load(out))["toy"]["findings"] == 0
    assert main(argv + ["--sparrowpy-args=-D LEAKY --path-check linear"]) == 0
    r = load(out)
    assert [f["function"] for f in by_name(r)["toy"]["findings_list"]] == ["other"]
    assert r["options"]["sparrowpy_args"] == ["-D", "LEAKY", "--path-check", "linear"]


def test_table5_counts_memory_leaks_unless_checkers_are_named(tmp_path):
    write(tmp_path / "toy", "toy.c", "#include <stdlib.h>\nint f(int n) { int *p = malloc(4); free(p); free(p);"
                                     " char *q = malloc(8); if (n) return 1; free(q); return 0; }\n")
    out = str(tmp_path / "out")
    argv = ["run", "--program", f"toy={tmp_path / 'toy'}", "--only", "toy", "--out", out]
    assert main(argv) == 0
    assert {f["kind"] for f in by_name(load(out))["toy"]["findings_list"]} == {"leak"}
    assert main(argv + ["--sparrowpy-args=--checkers leak,double_free"]) == 0
    assert {f["kind"] for f in by_name(load(out))["toy"]["findings_list"]} == {"leak", "double_free"}


@pytest.mark.parametrize("argv, message", [
    (["--program", "gzip"], "--program expects NAME=DIR"),
    (["--peers", "lint"], "unknown peer 'lint'"),
    (["--spec-root", "."], "no benchspec/ directory"),
    (["--only", "nosuch"], "--only: unknown program 'nosuch'"),
])
def test_usage_errors(tmp_path, capsys, argv, message):
    assert main(["run", *argv, "--out", str(tmp_path / "out")]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("peer, evidence", [("gcc-analyzer", "Wanalyzer-malloc-leak"),
                                            ("cppcheck", ": memleak: "), ("clang-sa", "Potential leak of memory")])
def test_peers_run_where_installed_and_missing_ones_are_skipped(tmp_path, capsys, monkeypatch, peer, evidence):
    if shutil.which(peers_mod.PEERS[peer].executable) is None:
        pytest.skip(f"{peers_mod.PEERS[peer].executable} is not installed")
    others = [p for p in peers_mod.PEERS if p != peer]
    monkeypatch.setitem(peers_mod.PEERS, others[0],
                        attrs.evolve(peers_mod.PEERS[others[0]], executable="no-such-peer-for-tests"))
    root = spec_tree(tmp_path / "spec")
    out = str(tmp_path / "out")
    assert main(["run", "--spec-root", root, "--only", "mcf", "--peers", f"{peer},{others[0]}",
                 "--out", out]) == 0
    err = capsys.readouterr().err
    r = load(out)
    got = by_name(r)["mcf"]["peers"][peer]
    assert got["files"] == 4 and got["failed"] == 0
    assert got["leaks"] >= 1          # lose() loses its block on one path, within one file
    assert others[0] not in by_name(r)["mcf"]["peers"]
    assert r["peers_skipped"] == [f"{others[0]}: no-such-peer-for-tests is not installed"]
    assert err.count(f"peer skipped: {others[0]}") == 1
    md = open(os.path.join(out, "table.md"), encoding="utf-8").read()
    assert f"{peer} leaks" in md and f"Peer skipped: {others[0]}" in md
    log = open(os.path.join(out, "programs", "mcf", f"{peer}.log"), encoding="utf-8").read()
    assert evidence in log


def test_python_m_entry_point(tmp_path):
    out = subprocess.run([sys.executable, "-m", "spec2000_harness", "list"], capture_output=True, text=True)
    assert out.returncode == 0
    assert len(out.stdout.splitlines()) == 1 + len(PROGRAMS)
    assert "binutils-2.13.1    909.4    712.09   228    25" in out.stdout


def test_sparrowpy_does_not_import_the_harness():
    import sparrowpy

    root = os.path.dirname(sparrowpy.__file__)
    offenders = []
    for dirpath, _, files in os.walk(root):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(dirpath, name), encoding="utf-8") as fh:
                    if "spec2000_harness" in fh.read():
                        offenders.append(os.path.join(dirpath, name))
    assert offenders == []

"""The command line: exit statuses, formats, determinism, input errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import domains

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "leaky.c"

LEAKY = """#include <stdlib.h>
int f(int n) {
  int *p = malloc(4);
  if (n) return 1;
  free(p);
  return 0;
}
"""
CLEAN = """#include <stdlib.h>
void g(void) { int *p = malloc(4); free(p); }
"""


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "sparrowpy.cli", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd or ROOT)


@pytest.fixture
def files(tmp_path):
    (tmp_path / "leaky.c").write_text(LEAKY)
    (tmp_path / "clean.c").write_text(CLEAN)
    (tmp_path / "bad.c").write_text("int f(void) {\n  return 1\n}\n")
    return tmp_path


def test_exit_status_0_without_findings(files):
    r = run("analyze", files / "clean.c")
    assert r.returncode == 0, r.stderr
    assert r.stdout == ""


def test_exit_status_1_with_findings_and_gcc_style_line(files):
    r = run("analyze", files / "leaky.c")
    assert r.returncode == 1
    line, *notes = r.stdout.strip().splitlines()
    assert line.startswith(f"{files / 'leaky.c'}:4:")
    assert ": warning: memory leak: block allocated at" in line and line.endswith("[leak]")
    # (the path that loses the block: through the test of the parameter n, whose
    # branches the path check's paths name since stop 63)
    assert notes == [f"{files / 'leaky.c'}:4:10: note: a path that loses it, which the path check could "
                     "not rule out, to line 4: line 4 (n)"]
    assert "1 finding(s)" in r.stderr


def test_missing_file_is_an_input_error_but_others_are_analysed(files):
    r = run("analyze", files / "nope.c", files / "leaky.c")
    assert r.returncode == 2
    assert f"{files / 'nope.c'}: error: no such file" in r.stderr
    assert "[leak]" in r.stdout  # leaky.c was still analysed


def test_parse_error_names_file_and_line(files):
    r = run("analyze", files / "bad.c", files / "clean.c")
    assert r.returncode == 2
    assert f"{files / 'bad.c'}:3" in r.stderr or f"{files / 'bad.c'}:2" in r.stderr
    assert "error" in r.stderr
    assert "Traceback" not in r.stderr


def test_usage_error_exits_2():
    r = run("analyze")
    assert r.returncode == 2
    r = run("analyze", "--format", "xml", EXAMPLE)
    assert r.returncode == 2


def test_json_report_shape(files):
    r = run("analyze", "--format", "json", files / "leaky.c")
    assert r.returncode == 1
    doc = json.loads(r.stdout)
    assert doc["tool"] == "sparrowpy" and doc["version"]
    (f,) = doc["findings"]
    for key in ("kind", "file", "line", "column", "function", "message", "alloc_site", "exits", "fingerprint"):
        assert key in f
    assert f["kind"] == "leak" and f["function"] == "f" and f["line"] == 4
    assert f["alloc_site"] == {"file": str(files / "leaky.c"), "line": 3, "column": 12, "function": "f"}
    assert f["exits"] == [{"file": str(files / "leaky.c"), "line": 4, "column": 10}]
    for key in ("files", "functions", "source_lines", "seconds", "skipped_constructs"):
        assert key in doc["stats"]
    assert doc["stats"]["files"] == 1 and doc["stats"]["functions"] == 1


def test_output_file(files, tmp_path):
    out = tmp_path / "report.json"
    r = run("analyze", "--format", "json", "-o", out, files / "leaky.c")
    assert r.returncode == 1 and r.stdout == ""
    assert json.loads(out.read_text())["findings"]


def test_reports_are_deterministic():
    a = run("analyze", "--format", "text", EXAMPLE)
    b = run("analyze", "--format", "text", EXAMPLE)
    assert a.stdout == b.stdout and a.stdout
    s1 = run("summaries", "--format", "json", EXAMPLE)
    s2 = run("summaries", "--format", "json", EXAMPLE)
    assert s1.stdout == s2.stdout and json.loads(s1.stdout)["summaries"]


def test_readme_example_reports_its_three_leaks():
    r = run("analyze", EXAMPLE)
    assert r.returncode == 1
    functions = sorted({line.split(" lost in ")[1].split("(")[0] for line in r.stdout.splitlines() if "[leak]" in line})
    assert functions == ["greet", "join"]
    assert "in buffer_new(), returned to greet()" in r.stdout


def test_summaries_text_dot_and_function_filter():
    r = run("summaries", "--function", "buffer_new", EXAMPLE)
    assert r.returncode == 0
    assert r.stdout.startswith("# legend: a region is named PROC@LINE#NODE")
    body = r.stdout[r.stdout.index("summary of buffer_new:"):]
    # one item per line
    assert "  Alloc2Ret:\n    ret* : buffer_new@14#2\n    ret*.data* : buffer_new@17#6\n" in body
    assert "  Arg2Free: none\n" in body
    d = run("summaries", "--format", "dot", "--function", "buffer_free", EXAMPLE)
    assert d.stdout.startswith('digraph "buffer_free"') and "style=dotted" in d.stdout
    assert '"legend" [label="legend: ' in d.stdout and "PROC@LINE#NODE" in d.stdout
    missing = run("summaries", "--function", "nosuch", EXAMPLE)
    assert missing.returncode == 2 and "no function named nosuch" in missing.stderr


def test_states_at_exits_and_all_points(files):
    r = run("states", files / "leaky.c", "--function", "f")
    assert r.returncode == 0
    assert "after node" in r.stdout and "return 1" in r.stdout
    assert r.stdout.startswith("# legend: a region is named PROC@LINE#NODE")
    assert "  allocated:\n    f@3#2\n  freed: none\n" in r.stdout
    everywhere = run("states", files / "leaky.c", "--function", "f", "--all-points")
    assert everywhere.stdout.count("after node") > r.stdout.count("after node")
    assert run("states", files / "leaky.c", "--function", "f").stdout == r.stdout


def test_ir_command(files):
    r = run("ir", files / "leaky.c")
    assert r.returncode == 0
    assert "function f(int n) -> int" in r.stdout
    assert "= malloc(4)" in r.stdout and "assume(n)" in r.stdout


def test_list_checkers_and_help():
    from sparrowpy.checkers import checker_names

    r = run("list-checkers")
    assert r.returncode == 0
    assert [line.split()[0] for line in r.stdout.splitlines()] == checker_names()
    assert {"leak", "resource_leak", "double_free", "use_after_free", "null_deref", "free_nonheap"} <= set(
        checker_names())
    h = run("analyze", "--help")
    assert h.returncode == 0
    for flag in ("--numeric-domain", "--no-loop-at-least-once", "--no-free-all-targets", "--explore-k",
                 "--no-global-amalgamation", "--no-allocation-paths-only", "--format"):
        assert flag in h.stdout


def test_unsound_switches_change_the_result(tmp_path):
    src = tmp_path / "fig13.c"
    # (a loop bound the path check cannot decide: with 10 it proves the loop runs)
    src.write_text("#include <stdlib.h>\nvoid f(int n) {\n  int *p = malloc(4);\n"
                   "  for (int i = 0; i < n; i++) free(p);\n  return;\n}\n")
    # (leak only: the loop frees p once per iteration, a double free when n >= 2 that the
    # double_free checker reports whatever the loop heuristic says)
    assert run("analyze", "--checkers", "leak", src).returncode == 0
    off = run("analyze", "--checkers", "leak", "--no-loop-at-least-once", src)
    assert off.returncode == 1 and ":5:" in off.stdout


@pytest.mark.parametrize("domain", domains.numeric_domain_names())
def test_every_numeric_domain_runs_the_example(domain):
    r = run("analyze", "--numeric-domain", domain, EXAMPLE)
    assert r.returncode == 1, r.stderr


def test_help_lists_the_input_report_and_performance_flags():
    h = run("analyze", "--help")
    for flag in ("--compile-commands", "--config", "--no-config", "--baseline", "--write-baseline",
                 "--show-suppressed", "--jobs", "--cache-dir", "sarif", "--quiet"):
        assert flag in h.stdout, flag
    readme = (ROOT / "README.md").read_text()
    commands = readme.split("## Commands", 1)[1].split("\n## ", 1)[0]
    for flag in ("--compile-commands", "--config", "--baseline", "--write-baseline", "--show-suppressed",
                 "--jobs", "--cache-dir", "sarif"):
        assert flag in commands, flag


def test_jobs_and_cache_dir_give_the_same_report(tmp_path):
    base = run("analyze", "--format", "json", EXAMPLE)
    cache = tmp_path / "cache"
    for args in (("--jobs", "2"), ("--jobs", "0"), ("--cache-dir", cache), ("--cache-dir", cache, "--jobs", "2")):
        r = run("analyze", "--format", "json", *args, EXAMPLE)
        assert r.returncode == 1, (args, r.stderr)
        assert json.loads(r.stdout)["findings"] == json.loads(base.stdout)["findings"], args


def test_bad_jobs_and_checkers_are_usage_errors():
    r = run("analyze", "--jobs", "-1", EXAMPLE)
    assert r.returncode == 2 and "--jobs" in r.stderr
    r = run("analyze", "--checkers", "nosuch", EXAMPLE)
    assert r.returncode == 2 and "unknown checker 'nosuch'" in r.stderr
    r = run("analyze", "--explore-k", "0", EXAMPLE)
    assert r.returncode == 2 and "--explore-k must be at least 1" in r.stderr


CORRELATED = ("#include <stdlib.h>\nint f(int g) {\n  char *p = NULL;\n  if (g) p = malloc(4);\n"
              "  if (g) free(p);\n  return 0;\n}\n")


def test_path_check_prunes_and_explains(tmp_path):
    src = tmp_path / "corr.c"
    src.write_text(CORRELATED)
    on = run("analyze", src)
    assert on.returncode == 0 and "1 alarm(s) pruned by the path check" in on.stderr
    off = run("analyze", "--path-check", "off", src)
    assert off.returncode == 1 and ":6:" in off.stdout
    shown = run("analyze", "--show-pruned", src)
    assert shown.returncode == 0
    assert "note: pruned alarm: memory leak" in shown.stdout
    assert "line 5 (!(g)) cannot be taken after line 4 (g)" in shown.stdout
    doc = json.loads(run("analyze", "--format", "json", "--show-pruned", src).stdout)
    assert doc["stats"]["path_check"]["candidates"] == 1
    assert doc["stats"]["path_check"]["pruned_engine"] == 1
    assert doc["pruned"][0]["pruned_by"] == "engine" and doc["pruned"][0]["line"] == 6
    assert run("analyze", "--path-check", "sometimes", src).returncode == 2


ONE_EXIT_PRUNED = """\
#include <stdlib.h>
int step(void);
int f(int g)
{
    char *p = NULL;
    if (g)
        p = malloc(4);
    if (step() < 0)
        return -1;
    if (!g)
        return 0;
    free(p);
    return 1;
}
"""


def test_an_exit_the_path_check_rules_out_is_listed_beside_the_alarm_it_keeps(tmp_path):
    """A block lost at two exits, one of them impossible (``p`` is allocated only where
    ``g`` holds): the alarm stays for the other exit, and the ruled-out exit is a pruned
    alarm of its own that ``--show-pruned`` lists and the final line counts (it counted
    the path check's candidates, and listed nothing, before)."""
    src = tmp_path / "oneexit.c"
    src.write_text(ONE_EXIT_PRUNED)
    r = run("analyze", src)
    assert r.returncode == 1 and "oneexit.c:9:9: warning: memory leak" in r.stdout
    assert "return at line 11" not in r.stdout
    assert "1 alarm(s) pruned by the path check" in r.stderr
    shown = run("analyze", "--show-pruned", src)
    pruned = [line for line in shown.stdout.splitlines() if "pruned alarm" in line]
    assert len(pruned) == 1 and pruned[0].startswith(f"{src}:11:9: note: pruned alarm: memory leak")
    assert "line 10 (!(g)) cannot be taken after line 6 (g)" in shown.stdout
    doc = json.loads(run("analyze", "--format", "json", "--show-pruned", src).stdout)
    assert [f["line"] for f in doc["findings"]] == [9]
    assert [(p["line"], p["pruned_by"]) for p in doc["pruned"]] == [(11, "engine")]


CORRELATED_NULL = """\
#include <stddef.h>
int g;
int f(int *q)
{
    int x = 0;
    int *p = &x;
    if (g)
        p = NULL;
    if (!g)
        return *p;
    return *q;
}
"""


def test_a_pruned_null_dereference_says_why_in_its_own_words(tmp_path):
    """The engine stage's reason names what no path shows (the pointer NULL), not a leak's
    reason (a block freed, reachable or never allocated)."""
    src = tmp_path / "corrnull.c"
    src.write_text(CORRELATED_NULL)
    shown = run("analyze", "--checkers", "null_deref", "--show-pruned", src)
    assert shown.returncode == 0, shown.stderr
    assert "note: pruned alarm: NULL dereference: p may be NULL here" in shown.stdout
    assert "pruned by the engine stage: no path to this point has the pointer NULL (infeasible: " in shown.stdout
    assert "block" not in shown.stdout


def test_path_check_mode_from_the_config(tmp_path):
    src = tmp_path / "corr.c"
    src.write_text(CORRELATED)
    (tmp_path / "sparrowpy.toml").write_text('[analysis]\npath_check = "off"\npath_check_seconds = 3\n')
    r = run("analyze", "--config", tmp_path / "sparrowpy.toml", src)
    assert r.returncode == 1 and "corr.c:6:" in r.stdout, r.stderr


DB_PAIRS = ("struct db;\nstruct db *db_open(const char *name);\nvoid db_close(struct db *db);\n"
            "int db_query(struct db *db, const char *q) { return q[0] == 0 ? -1 : 0; }\n"
            "int count(const char *name) {\n  struct db *db = db_open(name);\n  if (!db)\n    return -1;\n"
            "  if (db_query(db, \"select\") < 0)\n    return -2;\n  db_close(db);\n  return 0;\n}\n")


def test_project_acquire_release_pairs_from_the_config(tmp_path):
    src = tmp_path / "db.c"
    src.write_text(DB_PAIRS)
    (tmp_path / "sparrowpy.toml").write_text('[models]\nacquire = ["db_open"]\nrelease = ["db_close"]\n')
    r = run("analyze", "--config", tmp_path / "sparrowpy.toml", src)
    assert r.returncode == 1, r.stderr
    lines = [ln for ln in r.stdout.splitlines() if "warning" in ln]
    assert len(lines) == 1 and "db.c:10:" in lines[0] and "[resource_leak]" in lines[0], r.stdout
    # without the pairs, db_open is an unknown function: nothing to report
    assert run("analyze", "--no-config", src).returncode == 0


def test_resource_leak_is_on_by_default_and_listed():
    listed = run("list-checkers")
    assert "resource_leak" in listed.stdout and "leak" in listed.stdout


FANOUT = """#include <stdlib.h>
struct s { int *p; };
void share(struct s *a, struct s *b, struct s *c, struct s *d) {
  int *n = malloc(4);
  a->p = n; b->p = n; c->p = n; d->p = n;
}
int *pass(int *x) { free(x); return malloc(8); }
"""


def test_one_spelling_of_a_region_in_messages_states_and_summaries():
    r = run("analyze", EXAMPLE)
    name = "buffer_new@14#2<greet@53"
    assert f"(region {name})" in r.stdout
    st = run("states", EXAMPLE, "--function", "greet")
    assert f"    {name}\n" in st.stdout  # an allocated region at an exit
    su = run("summaries", "--function", "buffer_new", EXAMPLE)
    assert "ret* : buffer_new@14#2\n" in su.stdout


def test_summaries_mark_cut_anchors_and_verbose_shows_every_field(tmp_path):
    src = tmp_path / "fanout.c"
    src.write_text(FANOUT)
    r = run("summaries", "--function", "share", src)
    assert r.returncode == 0, r.stderr
    items = [ln.strip() for ln in r.stdout.splitlines() if ln.startswith("    ") and "share@4#" in ln]
    # four access paths to one block, anchors_per_address = 3: three kept, each marked
    assert len(items) == 3 and all(i.endswith("[cut]") for i in items), r.stdout
    legend = " ".join(ln[2:] for ln in r.stdout.splitlines() if ln.startswith("# "))
    assert "[cut]: the address had more access paths than anchors_per_address" in legend
    doc = json.loads(run("summaries", "--format", "json", "--function", "share", src).stdout)
    assert len(doc["summaries"][0]["anchors_cut"]) == 3
    plain = run("summaries", "--function", "pass", src).stdout
    verbose = run("summaries", "--verbose", "--function", "pass", src).stdout
    for field in ("ret_nullable:", "arg2free_must:", "cell_writes:", "must_cells:", "regions:"):
        assert field in verbose and field not in plain, field
    assert "  arg2free_must:\n    arg0*\n" in verbose
    vdoc = json.loads(run("summaries", "--format", "json", "--verbose", "--function", "pass", src).stdout)
    assert vdoc["summaries"][0]["arg2free_must"] == ["arg0*"]
    assert "arg2free_must" not in json.loads(run("summaries", "--format", "json", "--function", "pass",
                                                 src).stdout)["summaries"][0]


HANDOFF = """#include <stdlib.h>
struct box { int *p; };
void drop(int *q) { free(q); }
void keep(struct box *b) { b->p = malloc(4); }
int g(struct box *b) {
  int *p = malloc(4);
  keep(b);
  drop(p);
  return 0;
}
"""


def test_explain_a_finding_by_fingerprint_and_by_line():
    doc = json.loads(run("analyze", "--format", "json", EXAMPLE).stdout)
    (f,) = [f for f in doc["findings"] if "copy_name@32" in f["message"]]
    r = run("explain", f["fingerprint"], EXAMPLE)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert f"finding {f['fingerprint']} [leak] in greet()" in out
    exit_part = out.split("exit: return at line 56 of greet()")[1]
    assert "  allocated:\n" in exit_part and "    copy_name@32#3<greet@54\n" in exit_part
    assert "  roots (outlive the procedure" in exit_part and "greet:$ret" in exit_part
    assert "reachable from the roots:\n    no allocated block" in exit_part
    assert "unreachable, so lost here:" in exit_part
    chain = out.split("chain of copy_name@32#3<greet@54")[1]
    assert "call of copy_name() at leaky.c:54" in chain and "Alloc2Ret ret* : copy_name@32#3" in chain
    by_line = run("explain", f"{EXAMPLE}:56")
    assert by_line.returncode == 0 and by_line.stdout.count("\nfinding ") == 3
    assert run("explain", "0123456789abcdef", EXAMPLE).returncode == 2
    assert run("explain", "nonsense", EXAMPLE).returncode == 2


ONE_BRANCH = """#include <stdlib.h>
char *keep(int c) {
  char *n = malloc(8);
  if (n == NULL) return NULL;
  if (c) n = NULL;
  return n;
}
"""


def test_explain_a_loss_the_path_check_found(tmp_path):
    # the joined state at line 6 still reaches the block: the explanation says that the
    # path check found the losing path, not that the block is unreachable there
    src = tmp_path / "branch.c"
    src.write_text(ONE_BRANCH)
    assert run("analyze", src).returncode == 1
    out = run("explain", f"{src}:6").stdout
    assert "the joined state still reaches the block" in out
    assert "lost only on some of the paths to line 6" in out
    assert "not reachable from any root" not in out
    assert "unreachable, so lost here: none" in out


def test_explain_why_an_exit_is_clean(tmp_path):
    src = tmp_path / "handoff.c"
    src.write_text(HANDOFF)
    assert run("analyze", src).returncode == 0
    r = run("explain", f"{src}:9")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "no finding at handoff.c:9 in g(): why the exit is clean" in out
    # the block stored through the argument is reachable from the input memory
    assert "keep@4#2<g@7, through α3.1 -> α3.1.p -> keep@4#2<g@7" in out
    assert "unreachable, so lost here: none" in out
    # the local block was freed by the callee: the summary fact that freed it
    assert "g@6#2 is not allocated here" in out
    assert "line 8: drop() applied through its summary:\n    Arg2Free arg0*" in out


def test_explain_a_pruned_alarm(tmp_path):
    src = tmp_path / "corr.c"
    src.write_text(CORRELATED)
    r = run("explain", f"{src}:6")
    assert r.returncode == 0, r.stderr
    assert "pruned alarm" in r.stdout and "why not reported: the path check" in r.stdout


PRECISION = """#include <stdlib.h>
int f(int n) {
  int x = 0;
  if (n > 0) x = 1; else x = -1;
  int *p = malloc(4);
  if (x == 0) return 1;
  free(p);
  return x;
}
"""


def test_compare_two_numeric_domains(tmp_path):
    src = tmp_path / "prec.c"
    src.write_text(PRECISION)
    r = run("compare", src, "--path-check", "off", "--a", "numeric-domain=interval", "--b", "numeric-domain=pair",
            "--format", "json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    # intervals cannot say x != 0: a false leak at line 6 that the pair domain avoids
    (only_a,) = doc["findings"]["only_a"]
    assert only_a["line"] == 6 and only_a["kind"] == "leak" and doc["findings"]["only_b"] == []
    (f,) = doc["functions"]
    assert f["function"] == "f" and f["more_precise_b"] > 0 and f["more_precise_a"] == 0
    assert doc["totals"]["more_precise_b"] == f["more_precise_b"]
    point = next(p for p in f["points"] if p["instruction"] == "free(p)")
    assert point["more_precise"] == "b"
    assert {"cell": "f:x", "a": "[-1, 1]", "b": "[-1, -1] ∪ [1, 1]"} in point["cells"]
    # the flags form and the text format; swapping A and B swaps the verdicts
    t = run("compare", src, "--path-check", "off", "--a=--numeric-domain pair", "--b", "numeric-domain=interval")
    assert t.returncode == 0, t.stderr
    assert "findings: 0 in both, 0 only with A, 1 only with B" in t.stdout
    assert f"A strictly more precise at {f['more_precise_b']} point(s), B at 0" in t.stdout
    assert run("compare", src, "--b", "numeric-domain=nosuch").returncode == 2
    assert run("compare", src).returncode == 2  # nothing to compare


def test_compare_ablate_tabulates_each_unsound_switch(tmp_path):
    src = tmp_path / "fig13.c"
    src.write_text("#include <stdlib.h>\nvoid f(int n) {\n  int *p = malloc(4);\n"
                   "  for (int i = 0; i < n; i++) free(p);\n  return;\n}\n")
    r = run("compare", "--ablate", src, "--format", "json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    rows = {row["switch"]: row for row in doc["switches"]}
    assert set(rows) == {"loop_at_least_once", "free_all_targets", "allocation_paths_only", "global_amalgamation",
                         "untested_params_not_null", "certain_frees_only", "unchecked_results_not_null", "out_params_stay_local",
                         "tested_pointers_at_start", "field_invariants", "recency"}
    assert [d["line"] for d in rows["loop_at_least_once"]["hides"]] == [5]
    assert rows["free_all_targets"]["hides"] == [] and rows["loop_at_least_once"]["adds"] == []
    text = run("compare", "--ablate", src).stdout
    assert re.search(r"^loop_at_least_once +on +1 +0$", text, re.M), text


THRESHOLDS_PROGRAM = ROOT / "tests" / "regression" / "c" / "intra" / "widening_thresholds.c"


def _leak_lines(r) -> list:
    return sorted(f["line"] for f in json.loads(r.stdout)["findings"])


def test_widening_thresholds_flag():
    args = ("analyze", "--checkers", "leak", "--format", "json")
    auto = run(*args, THRESHOLDS_PROGRAM)
    assert auto.returncode == 1 and _leak_lines(auto) == [57, 98], auto.stderr
    assert _leak_lines(run(*args, "--widening-thresholds", "auto", THRESHOLDS_PROGRAM)) == [57, 98]
    assert _leak_lines(run(*args, "--widening-thresholds", "loop", THRESHOLDS_PROGRAM)) == [57, 98]
    none = run(*args, "--widening-thresholds", "none", THRESHOLDS_PROGRAM)
    assert none.returncode == 1 and _leak_lines(none) == [21, 43, 57, 82, 98], none.stderr
    given = run(*args, "--widening-thresholds", "9,10,11,15,16,17", THRESHOLDS_PROGRAM)
    assert _leak_lines(given) == [57, 98], given.stderr
    # a list that starts with a negative number takes the = form
    neg = run(*args, "--widening-thresholds=-1,10,15", THRESHOLDS_PROGRAM)
    assert neg.returncode == 1 and _leak_lines(neg) == [57, 98], neg.stderr
    assert "--widening-thresholds auto|loop|none|N,M,..." in run("analyze", "--help").stdout


@pytest.mark.parametrize("value, words", [
    ("1,x", "'x' is not an integer"), ("", "expected auto, loop, none or a comma-separated list of integers"),
    ("sometimes", "'sometimes' is not an integer"), ("1,,2", "expected auto, loop, none"),
])
def test_bad_widening_thresholds_are_usage_errors(value, words):
    r = run("analyze", f"--widening-thresholds={value}", EXAMPLE)
    assert r.returncode == 2
    assert "argument --widening-thresholds:" in r.stderr and words in r.stderr, r.stderr
    assert "Traceback" not in r.stderr


def test_widening_thresholds_from_the_config_and_the_flag_wins(tmp_path):
    cfg = tmp_path / "sparrowpy.toml"
    args = ("analyze", "--checkers", "leak", "--format", "json", "--config", cfg)
    cfg.write_text('[analysis]\nwidening_thresholds = "none"\n')
    assert _leak_lines(run(*args, THRESHOLDS_PROGRAM)) == [21, 43, 57, 82, 98]
    assert _leak_lines(run(*args, "--widening-thresholds", "auto", THRESHOLDS_PROGRAM)) == [57, 98]
    cfg.write_text('[analysis]\nwidening_thresholds = [17, 16, 15, 11, 10, 9]\n')
    assert _leak_lines(run(*args, THRESHOLDS_PROGRAM)) == [57, 98]
    cfg.write_text('[analysis]\nwidening_thresholds = "loop"\n')
    assert _leak_lines(run(*args, THRESHOLDS_PROGRAM)) == [57, 98]
    cfg.write_text('[analysis]\nwidening_thresholds = "9, 10, 11"\n')
    assert _leak_lines(run(*args, THRESHOLDS_PROGRAM)) == [43, 57, 98]  # not ring_walk's bound
    cfg.write_text('[analysis]\nwidening_thresholds = [1, "x"]\n')
    r = run(*args, THRESHOLDS_PROGRAM)
    assert r.returncode == 2 and "sparrowpy.toml:2: error: 'analysis.widening_thresholds'" in r.stderr, r.stderr


def test_compare_with_and_without_widening_thresholds():
    r = run("compare", THRESHOLDS_PROGRAM, "--checkers", "leak", "--a", "widening-thresholds=none",
            "--b", "widening-thresholds=auto", "--format", "json")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert sorted(f["line"] for f in doc["findings"]["only_a"]) == [21, 43, 82]
    assert doc["findings"]["only_b"] == []


PARTLY_PARSEABLE = """\
#include <stdlib.h>
#include "generated_config_7c2.h"
void report(const char *fmt, ...) GENERATED_PRINTF(1, 2);
int broken(void) { return 1 }
void leaks(void) { malloc(4); }
"""


@pytest.mark.parametrize("extra", [[], ["--jobs", "2"]])
def test_a_file_is_analysed_without_the_declarations_it_cannot_parse(tmp_path, extra):
    """A header found nowhere and two declarations the parser cannot read: each is an
    input error with its line (exit status 2, counted in the stats and in SARIF), and the
    file's other functions are still analysed -- on a warm cache run too."""
    (tmp_path / "p.c").write_text(PARTLY_PARSEABLE)
    cache = ["--cache-dir", str(tmp_path / "cache")]
    for _ in range(2):
        r = run("analyze", "p.c", "--format", "json", *cache, *extra, cwd=tmp_path)
        assert r.returncode == 2, r.stderr
        errors = [ln for ln in r.stderr.splitlines() if ": error: " in ln]
        assert [ln.split(": error: ")[0] for ln in errors] == ["p.c:2", "p.c:3", "p.c:4"]
        assert "read as an empty header" in errors[0] and "declaration was skipped" in errors[2]
        doc = json.loads(r.stdout)
        assert [(f["line"], f["function"]) for f in doc["findings"]] == [(5, "leaks")]
        stats = doc["stats"]
        assert (stats["files_failed"], stats["files_analysed_in_part"], stats["declarations_skipped"],
                stats["headers_read_as_empty"]) == (0, 1, 2, 1)
        assert "sparrowpy: 1 file(s) (1 analysed in part), 1 function(s)" in r.stderr  # (leaks; broken was skipped)
    r = run("analyze", "p.c", "--format", "sarif", cwd=tmp_path)
    run_ = json.loads(r.stdout)["runs"][0]
    notes = run_["invocations"][0]["toolExecutionNotifications"]
    assert [n["locations"][0]["physicalLocation"]["region"]["startLine"] for n in notes] == [2, 3, 4]
    assert run_["invocations"][0]["executionSuccessful"] is False

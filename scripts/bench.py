#!/usr/bin/env python3
"""Benchmark of ``sparrowpy analyze``: source lines per second and peak memory.

Each measured run happens in a fresh subprocess, so the peak resident set size is that of
one analysis.  Inputs:

- ``--generated N``: one generated C file with N functions (loops, structs, allocations,
  frees, calls to earlier functions, some leaks);
- ``--deep FILES DEPTH``: a generated multi-file program whose call graph is a chain of
  DEPTH wrapper levels spread over FILES files, plus recursion and function pointers;
- ``--hooks N``: a generated hook-table program (N handlers called through a global table
  by a dispatcher they call back: one big SCC, the shape of httpd's hooks);
- ``--project KLOC``: a generated project of KLOC ~1,000-line files that all include one
  shared header of 300 ``static inline`` functions (openssh's shape with OpenSSL's headers);
- ``--compile-commands FILE``: a compilation database, each file with its own flags;
- ``--examples``: the bundled examples and the regression programs of the test suite;
- any paths given on the command line (files or directories of .c files), as one program.

Each row also reports the path check (``--path-check``, default smt): its seconds, its
share of the analysis phase, the alarms before it and the candidates pruned by each stage,
and its path-only candidates (checked, found, past the budget; the alarms "before" it are
the findings plus the pruned alarms the final line counts, so they include the ones it
found itself).

Usage: python scripts/bench.py --generated 400 --deep 8 60 --jobs 1 2 --warm
       python scripts/bench.py -- path/to/bzip2/*.c
       python scripts/bench.py --system-headers -I lib -I . -- gzip/*.c
       python scripts/bench.py --compile-commands build/compile_commands.json --jobs 2 --timeout 900
       python scripts/bench.py --project 200 --jobs 1 0 --dask 2 4 --warm

``--dask W...`` adds rows on a local Dask cluster of W workers (``--executor dask``).

``--gcc-analyzer`` adds a row per input for GCC's ``-fanalyzer`` on the same files, one at a
time (a compilation database's entries as the build runs them, with ``-fanalyzer`` added and
the object thrown away; other inputs with the command line's ``-I`` and ``-D``), and the
ratio of sparrowpy's one-job time to it (issue 14's target is at most 1.5).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.frontend.load import FrontendOptions
files = json.loads(sys.argv[2])
ccdb = json.loads(sys.argv[8]) if len(sys.argv) > 8 else None
executor = json.loads(sys.argv[9]) if len(sys.argv) > 9 else None
jobs = int(sys.argv[3])
cache = sys.argv[4] or None
includes = tuple(json.loads(sys.argv[5]))
system_headers = sys.argv[6] == "1"
from sparrowpy.options import AnalysisOptions
options = AnalysisOptions(path_check=sys.argv[7])
checkers = json.loads(sys.argv[10]) if len(sys.argv) > 10 else None
defines = tuple(json.loads(sys.argv[11])) if len(sys.argv) > 11 else ()
base = FrontendOptions(include_dirs=includes, system_headers=system_headers, defines=defines)
t0 = time.perf_counter()
c0 = time.process_time()
if ccdb:
    from sparrowpy.frontend.inputs import collect_inputs
    files = collect_inputs([], ccdb, base)
# (as the analyze command: no summary is read after the run, each is dropped once its
# last caller is analysed)
result = analyze_paths(files, options, frontend=base, checkers=checkers, jobs=jobs, cache_dir=cache,
                       executor="" if executor == "dask" else executor, keep_summaries=False)
seconds = time.perf_counter() - t0
cpu = time.process_time() - c0
stats = result.stats_json()
# the largest of this process and its workers (forked ones, or a local Dask cluster's,
# which have ended by now)
peak_kb = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
              resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
kinds = {}
for f in result.findings:
    kinds[f.kind] = kinds.get(f.kind, 0) + 1
print(json.dumps({"seconds": seconds, "cpu_seconds": cpu, "stats": stats, "peak_mib": peak_kb / 1024.0, "kinds": kinds,
                  "pruned_alarms": result.pruned_alarm_count(),
                  "errors": [str(e) for e in result.load.errors]}))
"""

HEADER = """#include <stdlib.h>
#include <string.h>
#include <stdio.h>
typedef struct Node { int key; char *name; struct Node *next; struct Node *child; } Node;
"""


def gen_function(i: int, rng: random.Random, callees: list[str]) -> str:
    """One medium-sized function with a loop, a struct, allocation and maybe a leak."""
    leak = rng.random() < 0.15
    call = f"  total += {rng.choice(callees)}(n - 1, head);\n" if callees else ""
    return f"""
int work{i}(int n, Node *head) {{
  int total = 0;
  Node *list = NULL;
  for (int k = 0; k < n && k < 100; k++) {{
    Node *node = malloc(sizeof(Node));
    if (node == NULL)
      break;
    node->key = k * {i % 7 + 1};
    node->name = malloc(16);
    if (node->name)
      snprintf(node->name, 16, "n%d", k);
    node->next = list;
    node->child = NULL;
    list = node;
    if (k % 3 == 0)
      total += k;
    else if (k % 5 == 1)
      total -= 1;
  }}
  while (head != NULL && total < 1000) {{
    total += head->key;
    head = head->next;
  }}
{call}  char *buf = malloc(64);
  if (!buf)
    goto out;
  switch (total % 4) {{
  case 0: buf[0] = 'a'; break;
  case 1: buf[0] = 'b';
  case 2: total++; break;
  default: total--;
  }}
  {"if (total > 50) return total;" if leak else ""}
  free(buf);
out:
  while (list) {{
    Node *next = list->next;
    free(list->name);
    free(list);
    list = next;
  }}
  return total;
}}
"""


def generate_file(path: Path, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    parts = [HEADER]
    names: list[str] = []
    for i in range(n):
        parts.append(gen_function(i, rng, names[-5:]))
        names.append(f"work{i}")
    path.write_text("".join(parts))


def generate_deep(directory: Path, files: int, depth: int, seed: int = 2) -> list[Path]:
    """A chain of allocation wrappers, out-parameters and destroyers across files."""
    rng = random.Random(seed)
    paths = []
    per_file = max(1, depth // files)
    level = 0
    decls = HEADER + "".join(
        f"Node *make{j}(int n);\nvoid destroy{j}(Node *p);\nint fill{j}(Node **out, int n);\n" for j in range(depth))
    decls += "typedef Node *(*maker_t)(int);\n"
    for f in range(files):
        body = [decls]
        for _ in range(per_file):
            if level >= depth:
                break
            j = level
            inner = f"make{j - 1}(n - 1)" if j > 0 else "NULL"
            body.append(f"""
Node *make{j}(int n) {{
  Node *p = malloc(sizeof(Node));
  if (!p)
    return NULL;
  p->key = n;
  p->name = strdup("x");
  p->child = {inner};
  p->next = NULL;
  return p;
}}

void destroy{j}(Node *p) {{
  if (!p)
    return;
  {f"destroy{j - 1}(p->child);" if j > 0 else ""}
  {"free(p->name);" if rng.random() < 0.9 else "/* forgets p->name */"}
  free(p);
}}

int fill{j}(Node **out, int n) {{
  Node *p = make{j}(n);
  if (p == NULL)
    return -1;
  *out = p;
  return 0;
}}

static int count{j}(Node *p) {{
  return p ? 1 + count{j}(p->next) : 0;
}}

int use{j}(int n) {{
  Node *a = NULL;
  maker_t m = make{j};
  if (fill{j}(&a, n) != 0)
    return 0;
  Node *b = m(n);
  int c = count{j}(a) + count{j}(b);
  destroy{j}(a);
  {"destroy" + str(j) + "(b);" if rng.random() < 0.8 else "/* b leaks */"}
  return c;
}}
""")
            level += 1
        p = directory / f"deep{f}.c"
        p.write_text("".join(body))
        paths.append(p)
    return paths


def generate_project(directory: Path, kloc: int, inline: int = 300, seed: int = 4) -> list[Path]:
    """A project of about ``kloc`` thousand lines of its own code in files of ~1,000 lines,
    every file including one large shared header (``inline`` static inline functions, the
    shape of OpenSSL's headers in openssh) of which each file calls only a few."""
    rng = random.Random(seed)
    header = [HEADER, "#ifndef SHARED_H\n#define SHARED_H\n"]
    for k in range(inline):
        header.append(f"""
static inline int shared_get{k}(const Node *n) {{
  if (n == NULL)
    return {k};
  return n->key + {k};
}}

static inline Node *shared_new{k}(int key) {{
  Node *n = malloc(sizeof(Node));
  if (n) {{
    n->key = key + {k};
    n->name = NULL;
    n->next = NULL;
    n->child = NULL;
  }}
  return n;
}}
""")
    header.append("#endif\n")
    (directory / "shared.h").write_text("".join(header))
    paths = []
    per_file = 22  # gen_function is ~45 lines: ~1,000 lines per file
    for f in range(max(1, kloc)):
        body = ['#include "shared.h"\n']
        names: list = []
        for i in range(per_file):
            body.append(gen_function(f * per_file + i, rng, names[-5:]))
            names.append(f"work{f * per_file + i}")
        k = rng.randrange(inline)
        body.append(f"""
int entry{f}(int n) {{
  Node *a = shared_new{k}(n);
  int r = shared_get{k}(a) + work{f * per_file}(n, a);
  free(a);
  return r;
}}
""")
        path = directory / f"unit{f}.c"
        path.write_text("".join(body))
        paths.append(path)
    return paths


def generate_hooks(path: Path, n: int, seed: int = 3) -> None:
    """The shape of a hook-heavy server (httpd's hooks and filters): ``n`` handlers in a
    global table of function pointers, a dispatcher that calls through the table, and
    handlers that call the dispatcher again, so the dispatcher and the handlers form one
    strongly connected component; loggers of another pointer type sit beside them and
    must stay out of it.  Some handlers leak a scratch block on an early return."""
    rng = random.Random(seed)
    out = [HEADER, """
struct req { char *buf; int n; struct req *next; };
typedef int (*hook_t)(struct req *r, int depth);
typedef void (*log_t)(const char *what, int level);
int run_hooks(struct req *r, int depth);
static void log_quiet(const char *what, int level) { (void)what; (void)level; }
static void log_loud(const char *what, int level) { char *m = strdup(what); if (m && level > 1) puts(m); free(m); }
log_t loggers[2] = { log_quiet, log_loud };
"""]
    for i in range(n):
        leak = rng.random() < 0.2
        out.append(f"""
static int hook{i}(struct req *r, int depth) {{
  char *tmp = malloc({16 + i});
  if (!tmp)
    return -1;
  r->n += {i % 5 + 1};
  loggers[r->n & 1]("hook{i}", depth);
  if (depth > 0 && r->n % {rng.randint(3, 9)} == 0) {{
    int rc = run_hooks(r, depth - 1);
    if (rc < 0) {{
      free(tmp);
      return rc;
    }}
  }}
  if (r->n > {rng.randint(50, 500)})
    {"return 1;  /* tmp leaks */" if leak else "{ free(tmp); return 1; }"}
  free(tmp);
  return 0;
}}
""")
    out.append("hook_t hooks[%d] = { %s };\n" % (n, ", ".join(f"hook{i}" for i in range(n))))
    out.append(f"""
int run_hooks(struct req *r, int depth) {{
  for (int i = 0; i < {n}; i++) {{
    int rc = hooks[i](r, depth);
    if (rc != 0)
      return rc;
  }}
  return 0;
}}

int main(void) {{
  struct req r = {{ NULL, 0, NULL }};
  return run_hooks(&r, 3) < 0;
}}
""")
    path.write_text("".join(out))


def mb_per_100kloc(peak_mib: float, lines: int) -> int:
    """Issue 14's memory yardstick: the peak in MB (10^6 bytes) per 100,000 source lines."""
    return round(peak_mib * 1.048576 * 100_000 / lines) if lines else 0


def count_lines(files) -> int:
    return sum(sum(1 for _ in open(f, "rb")) for f in files)


INCLUDES: list = []
SETTINGS: dict = {"system_headers": False, "path_check": "smt", "timeout": None, "dask": [], "checkers": None,
                  "defines": []}


def measure(label: str, files: list[str], jobs: int = 1, cache: str = "", ccdb: str = "",
            executor: str = "") -> dict:
    cmd = [sys.executable, "-c", _CHILD, str(ROOT), json.dumps(files), str(jobs), cache,
           json.dumps(INCLUDES), "1" if SETTINGS["system_headers"] else "0", SETTINGS["path_check"],
           json.dumps(ccdb or None), json.dumps(executor or None), json.dumps(SETTINGS["checkers"]),
           json.dumps(SETTINGS["defines"])]
    t0 = time.perf_counter()
    # its own process group, so that a timeout also ends the worker processes
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=SETTINGS["timeout"])
        proc.stdout, proc.stderr = out, err
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.communicate()
        return {"input": label, "jobs": jobs, "executor": executor or "local", "timeout_s": SETTINGS["timeout"],
                "seconds": round(time.perf_counter() - t0, 2)}
    if proc.returncode != 0:
        raise SystemExit(f"benchmark {label} failed:\n{proc.stderr}")
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    stats = data["stats"]
    lines = stats["source_lines"]
    row = {
        "input": label, "jobs": jobs, "executor": executor or "local", "files": stats["files"], "functions": stats["functions"], "source_lines": lines,
        "seconds": round(data["seconds"], 2), "cpu_seconds": round(data.get("cpu_seconds", 0.0), 2), "loc_per_s": round(lines / data["seconds"]) if data["seconds"] else 0,
        "peak_mib": round(data["peak_mib"], 1), "peak_mb_per_100kloc": mb_per_100kloc(data["peak_mib"], lines),
        "findings": stats["findings"],
        "findings_by_kind": dict(sorted(data.get("kinds", {}).items())),
        "checkers": ",".join(SETTINGS["checkers"]) if SETTINGS["checkers"] else "default",
        "phases": stats["phase_seconds"],
        "unreachable_functions": stats.get("functions_unreachable", 0), "budget_skips": stats.get("budget_skips", 0),
        "internal_errors": stats.get("internal_errors", 0),
        "procedure_analyses": stats.get("procedure_analyses", 0),
    }
    pc = stats["path_check"]
    analysis = stats["phase_seconds"].get("analysis", 0.0)
    row["path_check"] = {"mode": SETTINGS["path_check"], "seconds": pc["seconds"],
                         "share_of_analysis": round(pc["seconds"] / analysis, 3) if analysis else 0.0,
                         # (the part spent in partitions that went over their step budget)
                         "over_budget_seconds": pc.get("seconds_over_budget", 0.0),
                         # (alarms as the final line counts them; "pruned" below counts
                         # the path check's candidates per stage)
                         "alarms_before": stats["findings"] + data.get("pruned_alarms", 0),
                         "pruned": [pc["pruned_engine"], pc["pruned_linear"], pc["pruned_smt"]],
                         "kept_budget": pc["kept_budget"],
                         # exits the joined state keeps a block at only unsurely: checked,
                         # found lost on a feasible path, past the budget
                         "path_only": [pc.get("path_only_candidates", 0), pc.get("path_only_found", 0),
                                       pc.get("path_only_unchecked", 0)],
                         # the partitions' runs by who asked first and which partition:
                         # [runs, seconds, over the budget, their seconds]
                         "by_purpose": {k: [v["runs"], v["seconds"], v["over_budget_runs"], v["over_budget_seconds"]]
                                        for k, v in pc.get("by_purpose", {}).items()}}
    if cache:
        row["cache_hits"], row["cache_misses"] = stats["cache_hits"], stats["cache_misses"]
    if data["errors"]:
        row["input_errors"] = len(data["errors"])
    # each row on stderr as soon as it is measured: a long benchmark stopped half-way
    # keeps what it measured
    print("measured: " + " | ".join(f"{k}={v}" for k, v in row.items()), file=sys.stderr, flush=True)
    return row


def _gcc_commands(files: list[str], ccdb: str) -> list:
    """``(directory, argv)`` of ``gcc -fanalyzer`` for each input file."""
    gcc = shutil.which("gcc") or "gcc"
    if ccdb:
        out, seen = [], set()
        for e in json.loads(Path(ccdb).read_text()):
            where = os.path.normpath(os.path.join(e["directory"], e["file"]))
            if where in seen:
                continue  # a file compiled twice (a static and a shared library) is analysed once
            seen.add(where)
            argv, skip = [], False
            for a in e.get("arguments") or shlex.split(e["command"]):
                if skip:
                    skip = False
                elif a == "-o":
                    skip = True
                elif not (a.startswith("-o") and len(a) > 2):
                    argv.append(a)
            if "-c" not in argv:
                argv.append("-c")
            out.append((e["directory"], argv + ["-fanalyzer", "-o", os.devnull]))
        return out
    flags = [f"-I{d}" for d in INCLUDES] + [f"-D{d}" for d in SETTINGS["defines"]]
    return [(str(Path(f).resolve().parent), [gcc, *flags, "-fanalyzer", "-c", str(Path(f).resolve()), "-o", os.devnull])
            for f in files]


def gcc_analyzer(label: str, files: list[str], ccdb: str = "", ours: dict = None) -> dict:
    """GCC's ``-fanalyzer`` over the same input, file by file (wall-clock sum), its
    ``-Wanalyzer-*`` warnings, and ``ours`` (sparrowpy's row) over it."""
    if shutil.which("gcc") is None:
        return {"input": label, "peer": "gcc -fanalyzer", "skipped": "gcc not found"}
    warnings = failed = 0
    t0 = time.perf_counter()
    commands = _gcc_commands(files, ccdb)
    for cwd, argv in commands:
        r = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, errors="replace")
        warnings += sum(1 for line in r.stderr.splitlines() if "[-Wanalyzer-" in line)
        failed += r.returncode != 0
    secs = time.perf_counter() - t0
    row = {"input": label, "peer": "gcc -fanalyzer", "files": len(commands), "seconds": round(secs, 2),
           "analyzer_warnings": warnings, "failed": failed}
    if ours and ours.get("seconds") and secs:
        row["sparrowpy_over_gcc"] = round(ours["seconds"] / secs, 2)
    print("measured: " + " | ".join(f"{k}={v}" for k, v in row.items()), file=sys.stderr, flush=True)
    return row


def edit_one_function(files: list[str]) -> str:
    """Change one statement in a file in the middle of the program, keeping every line
    number: ``x = 0;`` becomes ``x = 0 + 0;`` (same value, different IR)."""
    import re

    pattern = re.compile(r"(\b[A-Za-z_][A-Za-z_0-9]*(?:->[A-Za-z_]\w*)?\s*=\s*)0;")
    for f in sorted(files)[len(files) // 2:] + sorted(files)[: len(files) // 2]:
        text = Path(f).read_text()
        m = pattern.search(text, len(text) // 3)
        if m:
            Path(f).write_text(text[:m.start()] + m.group(1) + "0 + 0;" + text[m.end():])
            return f
    raise SystemExit("no statement to edit found")


def measure_all(label: str, files: list[str], args, tmpdir: Path) -> list:
    rows = [measure(label, files, 1)]
    if args.gcc_analyzer:
        rows.append(gcc_analyzer(label, files, ours=rows[0]))
    for j in args.jobs:
        if j != 1:
            rows.append(measure(label, files, j))
    for w in SETTINGS["dask"]:
        rows.append(measure(label, files, w, executor="dask"))
    if args.warm:
        jobs = max(args.jobs)
        copy = tmpdir / ("warm-" + str(abs(hash(label)) % 10**6))
        copy.mkdir()
        mapping = []
        for d in sorted({Path(f).parent for f in files}):  # headers beside the sources too
            for h in d.glob("*.h"):
                (copy / h.name).write_bytes(h.read_bytes())
        for f in files:
            dst = copy / Path(f).name
            dst.write_text(Path(f).read_text())
            mapping.append(str(dst))
        cache = str(copy / ".cache")
        rows.append(measure(f"{label} [cold, cache]", mapping, jobs, cache))
        rows.append(measure(f"{label} [warm, unchanged]", mapping, jobs, cache))
        edited = edit_one_function(mapping)
        rows.append(measure(f"{label} [warm, one function of {Path(edited).name} edited]", mapping, jobs, cache))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="C files or directories, analysed as one program")
    ap.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                    help="include directory for the given paths")
    ap.add_argument("--generated", type=int, metavar="N", help="a generated file with N functions")
    ap.add_argument("--deep", nargs=2, type=int, metavar=("FILES", "DEPTH"),
                    help="a generated multi-file program with a call chain of DEPTH levels")
    ap.add_argument("--hooks", type=int, metavar="N",
                    help="a generated hook-table program: N handlers in one SCC with their dispatcher")
    ap.add_argument("--project", type=int, metavar="KLOC",
                    help="a generated project of KLOC thousand lines in ~1,000-line files, each including one "
                         "shared header of 300 static inline functions")
    ap.add_argument("--dask", type=int, nargs="+", default=[], metavar="WORKERS",
                    help="also measure on a local Dask cluster of these many workers (--executor dask)")
    ap.add_argument("--examples", action="store_true", help="the bundled examples and regression programs")
    ap.add_argument("--jobs", type=int, nargs="+", default=[1], metavar="N",
                    help="also measure with these --jobs values (e.g. --jobs 1 2)")
    ap.add_argument("--warm", action="store_true",
                    help="also measure a cold and a warm run with a summary cache, and a run after one edit")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON")
    ap.add_argument("--system-headers", action="store_true", help="preprocess with the system's headers")
    ap.add_argument("--compile-commands", metavar="FILE",
                    help="a compilation database (each file with its own flags), analysed as one program")
    ap.add_argument("--timeout", type=float, metavar="S", help="give up a measurement after S seconds")
    ap.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                    help="define a macro for the given paths")
    ap.add_argument("--checkers", metavar="NAMES",
                    help="comma-separated checkers to run (default: the default set; compare the "
                         "cleanness checkers' cost with --checkers leak)")
    ap.add_argument("--gcc-analyzer", action="store_true",
                    help="also time gcc -fanalyzer on the same files, one at a time, and give sparrowpy's "
                         "one-job time over it")
    ap.add_argument("--path-check", choices=["off", "linear", "smt"], default="smt",
                    help="the path check's mode; each row reports its share of the analysis time and the "
                         "alarms before and after it (pruned by the engine, linear and SMT stages)")
    args = ap.parse_args(argv)
    INCLUDES[:] = [str(Path(d).resolve()) for d in args.include_dirs]
    SETTINGS.update(system_headers=args.system_headers, path_check=args.path_check, timeout=args.timeout,
                    dask=args.dask, checkers=args.checkers.split(",") if args.checkers else None,
                    defines=list(args.defines))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        if args.generated:
            f = tmpdir / "generated.c"
            generate_file(f, args.generated)
            rows += measure_all(f"generated ({args.generated} functions)", [str(f)], args, tmpdir)
        if args.deep:
            files, depth = args.deep
            d = tmpdir / "deep"
            d.mkdir()
            paths = generate_deep(d, files, depth)
            rows += measure_all(f"deep call chain ({files} files, depth {depth})", [str(p) for p in paths], args,
                                tmpdir)
        if args.project:
            d = tmpdir / "project"
            d.mkdir()
            paths = generate_project(d, args.project)
            rows += measure_all(f"project ({args.project} KLOC, shared header)", [str(p) for p in paths], args,
                                tmpdir)
        if args.hooks:
            f = tmpdir / "hooks.c"
            generate_hooks(f, args.hooks)
            rows += measure_all(f"hook table ({args.hooks} handlers)", [str(f)], args, tmpdir)
        if args.examples:
            ex = sorted(str(p) for p in (ROOT / "examples").glob("*.c"))
            rows.append(measure("examples/", ex))
            reg = sorted(str(p) for p in (ROOT / "tests" / "regression" / "c").rglob("*.c"))
            # one program per file would re-import the interpreter each time; analyse them together
            # only where names do not clash: each regression file is its own program, so time them one by one
            t0 = time.perf_counter()
            total_lines = count_lines(reg)
            peak = 0.0
            for f in reg:
                r = measure(f, [f])
                peak = max(peak, r["peak_mib"])
            secs = time.perf_counter() - t0
            rows.append({"input": f"tests/regression/c ({len(reg)} programs, one process each)",
                         "source_lines": total_lines, "seconds_incl_startup": round(secs, 2), "peak_mib": peak})
        if args.compile_commands:
            ccdb = str(Path(args.compile_commands).resolve())
            for j in args.jobs:
                rows.append(measure(args.compile_commands, [], j, ccdb=ccdb))
            if args.gcc_analyzer:
                one = next((r for r in rows if r.get("input") == args.compile_commands and r.get("jobs") == 1), None)
                rows.append(gcc_analyzer(args.compile_commands, [], ccdb, ours=one))
            for w in args.dask:
                rows.append(measure(args.compile_commands, [], w, ccdb=ccdb, executor="dask"))
        if args.paths:
            files = []
            for p in args.paths:
                pp = Path(p)
                files += sorted(str(x) for x in pp.rglob("*.c")) if pp.is_dir() else [str(pp)]
            rows += measure_all(", ".join(args.paths), files, args, tmpdir)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(" | ".join(f"{k}={v}" for k, v in r.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

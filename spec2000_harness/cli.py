"""``python -m spec2000_harness``: run sparrowpy over the programs of the paper's Table 5 and
print its table beside ours.

    python -m spec2000_harness run [--spec-root DIR] [--program NAME=DIR]... [--only NAMES]
                                   [--triage FILE] [--jobs N] [--peers gcc-analyzer,clang-sa,cppcheck]
                                   [--sparrowpy-args ARGS] --out DIR
    python -m spec2000_harness triage DIR [--triage FILE]
    python -m spec2000_harness table DIR [--triage FILE]
    python -m spec2000_harness list

Exit status: 0 when at least one program was analysed (``run``) or the command did its work,
1 when no program could be analysed, 2 a usage or input error.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shlex
import subprocess
import sys
from typing import Optional, Sequence

from . import __version__
from .inputs import SkipProgram, plan_for
from .peers import PEERS, find_peer, parse_peers, run_peer
from .plot import have_matplotlib, write_scaling_svg
from .programs import PROGRAMS, extra_program, lookup
from .runner import run_sparrowpy
from .table import table_csv, table_markdown, totals
from .triage import TriageError, apply_triage, interactive, load_triage, write_triage

PROG = "spec2000_harness"


class UsageError(Exception):
    pass


def say(text: str) -> None:
    print(f"{PROG}: {text}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Facts about the run
# ---------------------------------------------------------------------------


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = None
    try:
        with open("/proc/meminfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("MemTotal:"):
                    mem = round(int(line.split()[1]) / 1024 / 1024, 1)
                    break
    except OSError:
        pass
    return {"system": f"{platform.system()} {platform.release()}", "machine": platform.machine(), "cpu": cpu,
            "cpus": os.cpu_count(), "memory_gib": mem, "python": platform.python_version()}


def sparrowpy_version() -> str:
    import sparrowpy

    version = sparrowpy.__version__
    where = os.path.dirname(os.path.abspath(sparrowpy.__file__))
    try:
        commit = subprocess.run(["git", "-C", where, "rev-parse", "--short=12", "HEAD"], capture_output=True,
                                text=True, timeout=10)
        if commit.returncode == 0 and commit.stdout.strip():
            dirty = subprocess.run(["git", "-C", where, "status", "--porcelain", "--", where],
                                   capture_output=True, text=True, timeout=10).stdout.strip()
            version += f" (commit {commit.stdout.strip()}{', modified' if dirty else ''})"
    except (OSError, subprocess.SubprocessError):
        pass
    return version


# ---------------------------------------------------------------------------
# run
# ---------------------------------------------------------------------------


def parse_program_args(values: list) -> dict:
    """``NAME=DIR`` pairs, by Table 5 name (``164.gzip`` and ``openssh`` are understood); a
    name outside Table 5 is an extra program."""
    out = {}
    for v in values:
        name, sep, tree = v.partition("=")
        if not sep or not name or not tree:
            raise UsageError(f"--program expects NAME=DIR, not {v!r}")
        program = lookup(name) or extra_program(name)
        if program.name in out:
            raise UsageError(f"--program {program.name} given twice")
        out[program.name] = (program, tree)
    return out


def _entry_skipped(program, status: str, reason: str) -> dict:
    return {"program": program.name, "status": status, "reason": reason,
            "paper": program.paper.to_json() if program.paper else None, "note": program.note}


def analyse_program(program, plan, out_dir: str, jobs: int, extra_args, peers: dict) -> dict:
    work = os.path.join(out_dir, "programs", program.name)
    run = run_sparrowpy(plan, work, jobs, extra_args)
    if not run.ok:
        last = run.error.splitlines()[-1] if run.error else ""
        return _entry_skipped(program, "failed", f"sparrowpy failed (exit {run.returncode}): {last}")
    stats = run.report.get("stats", {})
    findings = run.report.get("findings", [])
    entry = {
        "program": program.name, "status": "ok", "source": plan.to_json(),
        "kloc": round(stats.get("source_lines", 0) / 1000.0, 3), "lines": stats.get("source_lines", 0),
        "files": stats.get("files", 0), "files_failed": stats.get("files_failed", 0),
        "functions": stats.get("functions", 0),
        "seconds": round(run.seconds, 3), "analysis_seconds": stats.get("seconds"),
        "phase_seconds": stats.get("phase_seconds", {}), "peak_mib": round(run.peak_mib, 1),
        "findings": len(findings), "bugs": 0, "false_alarms": 0, "unsure": 0, "untriaged": len(findings),
        "paper": program.paper.to_json() if program.paper else None, "note": program.note,
        "peers": {}, "gone": [], "errors": run.error, "findings_list": findings,
        "command": " ".join(shlex.quote(a) for a in run.command),
    }
    for name, exe in peers.items():
        say(f"{program.name}: running {name} on {len(plan.units)} file(s)")
        entry["peers"][name] = run_peer(name, exe, plan, work, jobs)
    return entry


def write_outputs(results: dict, out_dir: str) -> list:
    """results.json, table.md, table.csv and, with matplotlib, scaling.svg; returns the paths."""
    results["totals"] = totals(results["programs"])
    written = []
    path = os.path.join(out_dir, "results.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(results, fh, indent=2)
        fh.write("\n")
    written.append(path)
    for name, text in (("table.md", table_markdown(results)), ("table.csv", table_csv(results))):
        path = os.path.join(out_dir, name)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        written.append(path)
    svg = os.path.join(out_dir, "scaling.svg")
    if have_matplotlib():
        write_scaling_svg(results, svg)
        written.append(svg)
    else:
        say("scaling.svg not written: matplotlib is not installed (pip install 'sparrowpy[plot]')")
    return written


def cmd_run(args) -> int:
    trees = parse_program_args(args.program)
    try:
        peer_names = parse_peers(args.peers)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if args.spec_root is not None and not os.path.isdir(os.path.join(args.spec_root, "benchspec")):
        raise UsageError(f"--spec-root {args.spec_root}: no benchspec/ directory there")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    triage_path = os.path.abspath(args.triage) if args.triage else None
    try:
        triage = load_triage(triage_path)
    except TriageError as e:
        raise UsageError(str(e)) from None
    programs = list(PROGRAMS) + [p for p, _ in trees.values() if p.paper is None]
    if args.only:
        wanted = []
        for name in (n.strip() for n in args.only.split(",") if n.strip()):
            p = lookup(name) or (trees[name][0] if name in trees else None)
            if p is None:
                raise UsageError(f"--only: unknown program {name!r}")
            wanted.append(p.name)
        programs = [p for p in programs if p.name in wanted]
    extra_args = shlex.split(args.sparrowpy_args or "")
    os.makedirs(args.out, exist_ok=True)

    peers = {}
    peers_skipped = []
    for name in peer_names:
        exe = find_peer(name)
        if exe is None:
            line = f"{name}: {PEERS[name].executable} is not installed"
            peers_skipped.append(line)
            say(f"peer skipped: {line}")
        else:
            peers[name] = exe

    entries = []
    for program in programs:
        tree = trees.get(program.name, (None, None))[1]
        try:
            plan = plan_for(program, tree, args.spec_root,
                            os.path.join(args.out, "programs", program.name))
        except SkipProgram as e:
            say(f"skipped {program.name}: {e}")
            entries.append(_entry_skipped(program, "skipped", str(e)))
            continue
        say(f"{program.name}: sparrowpy on {plan.description}")
        entry = analyse_program(program, plan, args.out, args.jobs, extra_args, peers)
        if entry["status"] != "ok":
            say(f"skipped {program.name}: {entry['reason']}")
        else:
            apply_triage(entry, triage)
            say(f"{program.name}: {entry['files']} file(s), {entry['kloc']:.1f} KLOC, {entry['seconds']:.2f} s, "
                f"{entry['findings']} alarm(s), {entry['untriaged']} untriaged"
                + (f", {len(entry['gone'])} gone" if entry["gone"] else ""))
        entries.append(entry)

    results = {
        "programs": entries, "machine": machine(), "sparrowpy_version": sparrowpy_version(),
        "harness_version": __version__,
        "date": datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat(),
        "options": {"spec_root": os.path.abspath(args.spec_root) if args.spec_root else None,
                    "programs": {n: os.path.abspath(t) for n, (_, t) in trees.items()},
                    "only": args.only, "triage": triage_path, "jobs": args.jobs, "peers": peer_names,
                    "sparrowpy_args": extra_args},
        "peers_skipped": peers_skipped,
    }
    for path in write_outputs(results, args.out):
        say(f"wrote {path}")
    sys.stdout.write(table_markdown(results))
    return 0 if any(e["status"] == "ok" for e in entries) else 1


# ---------------------------------------------------------------------------
# triage / table
# ---------------------------------------------------------------------------


def _load_results(out_dir: str) -> dict:
    path = os.path.join(out_dir, "results.json")
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file (run `python -m {PROG} run --out {out_dir}` first)") from None
    except (OSError, ValueError) as e:
        raise UsageError(f"{path}: error: cannot read the results: {e}") from None


def _triage_path(args, results: dict) -> str:
    return os.path.abspath(args.triage or results.get("options", {}).get("triage")
                           or os.path.join(args.dir, "triage.toml"))


def _retable(results: dict, triage, out_dir: str) -> None:
    results.setdefault("options", {})["triage"] = triage.path
    for entry in results["programs"]:
        if entry.get("status") == "ok":
            apply_triage(entry, triage)
    write_outputs(results, out_dir)


def cmd_triage(args) -> int:
    results = _load_results(args.dir)
    path = _triage_path(args, results)
    try:
        triage = load_triage(path)
    except TriageError as e:
        raise UsageError(str(e)) from None
    n = interactive(results, triage, sys.stdin, sys.stdout)
    if n:
        write_triage(triage, path)
        say(f"wrote {path} ({len(triage)} verdict(s))")
    _retable(results, triage, args.dir)
    return 0


def cmd_table(args) -> int:
    results = _load_results(args.dir)
    try:
        triage = load_triage(_triage_path(args, results))
    except TriageError as e:
        raise UsageError(str(e)) from None
    _retable(results, triage, args.dir)
    sys.stdout.write(table_markdown(results))
    return 0


def cmd_list(args) -> int:
    print(f"{'program':<16} {'KLOC':>7} {'time (s)':>9} {'bugs':>5} {'false':>5}  where")
    for p in PROGRAMS:
        where = f"--spec-root: benchspec/{p.spec_dir}/src" if p.spec_dir else f"--program {p.name}=DIR"
        if p.spec_dir and p.note:
            where += f"; or --program {p.name}=DIR"
        print(f"{p.name:<16} {p.paper.kloc:>7.1f} {p.paper.seconds:>9.2f} {p.paper.bugs:>5} "
              f"{p.paper.false_alarms:>5}  {where}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"python -m {PROG}",
                                     description="Reproduce Table 5 of Jung & Yi (ISMM 2008) with sparrowpy.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    r = sub.add_parser("run", help="analyse the programs and write results.json, table.md, table.csv",
                       description="Analyse each program of Table 5 that has a tree, and the extra programs "
                                   "given with --program; a program without a tree is skipped with one line.")
    r.add_argument("--spec-root", metavar="DIR", help="a SPEC CPU2000 installation (with benchspec/)")
    r.add_argument("--program", action="append", default=[], metavar="NAME=DIR",
                   help="a public source tree for a program (gzip, bzip2, binutils, openssh, httpd, tar, or a "
                        "new name); uses DIR/compile_commands.json when present; DIR may also be a "
                        "compilation database (a .json file), e.g. of one target")
    r.add_argument("--only", metavar="NAMES", help="comma-separated programs to consider (default: all)")
    r.add_argument("--triage", metavar="FILE", help="verdicts per finding fingerprint (TOML; may not exist yet)")
    r.add_argument("--jobs", "-j", type=int, default=1, metavar="N",
                   help="sparrowpy's --jobs, and parallel peer runs (default: 1)")
    r.add_argument("--peers", metavar="LIST", help=f"also run these where installed: {','.join(PEERS)}")
    r.add_argument("--sparrowpy-args", metavar="ARGS",
                   help="extra options for sparrowpy analyze, one shell-quoted string; give it with '=' "
                        "(e.g. --sparrowpy-args='--path-check off --system-headers')")
    r.add_argument("--out", required=True, metavar="DIR", help="where to write the results")
    r.set_defaults(run=cmd_run)
    t = sub.add_parser("triage", help="give a verdict to each untriaged finding of a run, interactively",
                       description="Walk the untriaged findings of a run (the finding, its chain, the source "
                                   "around each step); keys b(ug), f(alse), u(nsure), s(kip), q(uit). Writes "
                                   "the triage file and the tables again.")
    t.add_argument("dir", metavar="DIR", help="the --out directory of a run")
    t.add_argument("--triage", metavar="FILE",
                   help="the triage file (default: the run's --triage, else DIR/triage.toml)")
    t.set_defaults(run=cmd_triage)
    tb = sub.add_parser("table", help="write the tables of a run again (after editing the triage file)")
    tb.add_argument("dir", metavar="DIR", help="the --out directory of a run")
    tb.add_argument("--triage", metavar="FILE", help="the triage file (default: the run's)")
    tb.set_defaults(run=cmd_table)
    ls = sub.add_parser("list", help="the programs of Table 5 with the paper's figures")
    ls.set_defaults(run=cmd_list)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        return args.run(args)
    except UsageError as e:
        text = str(e)
        print(text if ": error: " in text else f"{PROG}: error: {text}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130

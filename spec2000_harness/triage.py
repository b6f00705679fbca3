"""Triage: a verdict (``bug``, ``false`` or ``unsure``) and a note per finding, kept in a TOML
file keyed by program and finding fingerprint::

    ["gzip"."ace5037cf3e41dd5"]
    verdict = "bug"
    note = "huft_build's table is not freed when inflate_codes fails"
    finding = "inflate.c:693 inflate_fixed: memory leak: block allocated at ..."

Fingerprints are sparrowpy's (``fingerprint`` in its JSON report): built from the file's base
name, the kind, the functions and the allocation site's function, never from line numbers,
so a verdict stays attached to its finding when lines move, in later runs and later versions
of sparrowpy.  ``finding`` records what the finding said when it was triaged (for people
reading the file and for the list of findings no longer produced, "gone").
"""

from __future__ import annotations

import json
import os
import re
from typing import Optional, TextIO

import attrs

VERDICTS = ("bug", "false", "unsure")


class TriageError(Exception):
    pass


@attrs.frozen
class Verdict:
    verdict: str
    note: str = ""
    finding: str = ""


@attrs.define
class Triage:
    path: Optional[str] = None
    entries: dict = attrs.Factory(dict)
    """``{program: {fingerprint: Verdict}}``."""

    def get(self, program: str, fingerprint: str) -> Optional[Verdict]:
        return self.entries.get(program, {}).get(fingerprint)

    def set(self, program: str, fingerprint: str, verdict: Verdict) -> None:
        self.entries.setdefault(program, {})[fingerprint] = verdict

    def for_program(self, program: str) -> dict:
        return dict(self.entries.get(program, {}))

    def __len__(self) -> int:
        return sum(len(v) for v in self.entries.values())


def load_triage(path: Optional[str]) -> Triage:
    """Read a triage file; a file that does not exist yet is an empty triage."""
    if path is None or not os.path.exists(path):
        return Triage(path)
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: setup.cfg installs tomli there
        import tomli as tomllib  # type: ignore[no-redef]

    try:
        with open(path, "rb") as fh:
            doc = tomllib.load(fh)
    except OSError as e:
        raise TriageError(f"{path}: error: cannot read the triage file: {e.strerror}") from None
    except tomllib.TOMLDecodeError as e:
        raise TriageError(f"{path}: error: invalid TOML: {e}") from None
    triage = Triage(path)
    for program, table in doc.items():
        if not isinstance(table, dict):
            raise TriageError(f"{path}: error: [{program}] must be a table of fingerprints")
        for fp, entry in table.items():
            if not isinstance(entry, dict) or entry.get("verdict") not in VERDICTS:
                raise TriageError(f"{path}: error: {program}.{fp}: verdict must be one of "
                                  f"{', '.join(VERDICTS)}")
            triage.set(program, fp, Verdict(entry["verdict"], str(entry.get("note", "")),
                                            str(entry.get("finding", ""))))
    return triage


def _toml_str(s: str) -> str:
    # JSON string escapes (\" \\ \n \t \uXXXX) are TOML basic-string escapes
    return json.dumps(s, ensure_ascii=False)


def triage_text(triage: Triage) -> str:
    out = ["# spec2000_harness triage: verdict = \"bug\" | \"false\" | \"unsure\", keyed by program and\n"
           "# sparrowpy finding fingerprint (stable when unrelated lines move).\n"]
    for program in sorted(triage.entries):
        for fp in sorted(triage.entries[program]):
            v = triage.entries[program][fp]
            out.append(f"\n[{_toml_str(program)}.{_toml_str(fp)}]\nverdict = {_toml_str(v.verdict)}\n")
            if v.note:
                out.append(f"note = {_toml_str(v.note)}\n")
            if v.finding:
                out.append(f"finding = {_toml_str(v.finding)}\n")
    return "".join(out)


def write_triage(triage: Triage, path: str) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(triage_text(triage))
    os.replace(tmp, path)


def finding_summary(f: dict) -> str:
    return f"{f['file']}:{f['line']} {f['function']}: {f['message']}"


def apply_triage(entry: dict, triage: Triage) -> None:
    """Set each finding's verdict in a program's results entry, count bugs, false alarms,
    unsure and untriaged findings, and list the triaged findings no longer produced (gone)."""
    known = triage.for_program(entry["program"])
    counts = dict.fromkeys(VERDICTS, 0)
    produced = set()
    for f in entry.get("findings_list", []):
        produced.add(f["fingerprint"])
        v = known.get(f["fingerprint"])
        f["verdict"] = v.verdict if v else None
        f["note"] = v.note if v else ""
        if v:
            counts[v.verdict] += 1
    n = len(entry.get("findings_list", []))
    entry["bugs"] = counts["bug"]
    entry["false_alarms"] = counts["false"]
    entry["unsure"] = counts["unsure"]
    entry["untriaged"] = n - sum(counts.values())
    entry["gone"] = [{"fingerprint": fp, "verdict": v.verdict, "note": v.note, "finding": v.finding}
                     for fp, v in sorted(known.items()) if fp not in produced]


# ---------------------------------------------------------------------------
# The interactive walk
# ---------------------------------------------------------------------------

_PLACE_RE = re.compile(r"([\w./+-]+\.[ch]):(\d+)")

KEYS = {"b": "bug", "f": "false", "u": "unsure"}


def _source_lines(root: str, file: str, line: int, context: int, cache: dict) -> list:
    path = file if os.path.isabs(file) else os.path.join(root, file)
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as fh:
                cache[path] = fh.read().splitlines()
        except OSError:
            cache[path] = None
    lines = cache[path]
    if not lines:
        return [f"      ({file}: source not available)"]
    lo, hi = max(1, line - context), min(len(lines), line + context)
    return [f"  {'>' if n == line else ' '} {n:5} | {lines[n - 1]}" for n in range(lo, hi + 1)]


def _steps(f: dict) -> list:
    """``(label, file, line)`` for each step of a finding: allocation, the summaries that
    carried the block, the exits where it is lost."""
    steps = []
    a = f.get("alloc_site")
    if a:
        steps.append((f"allocated in {a.get('function', '?')}()", a["file"], a["line"]))
    for text in f.get("chain", []):
        m = None
        for m in _PLACE_RE.finditer(text):
            pass
        steps.append((text, m.group(1), int(m.group(2))) if m else (text, None, None))
    for e in f.get("exits", []):
        steps.append(("lost at exit", e["file"], e["line"]))
    if not f.get("exits"):
        steps.append(("reported", f["file"], f["line"]))
    return steps


def show_finding(f: dict, root: str, out: TextIO, context: int = 2, cache: Optional[dict] = None) -> None:
    cache = {} if cache is None else cache
    out.write(f"{f['file']}:{f['line']}:{f.get('column', 0)}: {f['message']} [{f.get('kind', 'leak')}]\n")
    out.write(f"  in {f['function']}()   fingerprint {f['fingerprint']}\n")
    for label, file, line in _steps(f):
        out.write(f"  - {label}\n")
        if file is not None:
            out.write("\n".join(_source_lines(root, file, line, context, cache)) + "\n")


def interactive(results: dict, triage: Triage, stdin: TextIO, out: TextIO) -> int:
    """Ask a verdict for each untriaged finding; returns how many were triaged.  Keys:
    b(ug), f(alse), u(nsure), s(kip), q(uit); after a verdict, a note (may be empty)."""
    todo = [(p, f) for p in results["programs"] for f in p.get("findings_list", [])
            if triage.get(p["program"], f["fingerprint"]) is None]
    if not todo:
        out.write("nothing to triage: every finding has a verdict\n")
        return 0
    triaged = 0
    cache: dict = {}

    def ask(prompt: str) -> Optional[str]:
        out.write(prompt)
        out.flush()
        line = stdin.readline()
        return None if line == "" else line.strip()

    for i, (p, f) in enumerate(todo, 1):
        out.write(f"\n[{i}/{len(todo)}] {p['program']}\n")
        show_finding(f, p.get("source", {}).get("root", "."), out, cache=cache)
        while True:
            key = ask("verdict: [b]ug [f]alse alarm [u]nsure [s]kip [q]uit? ")
            if key is None or key.lower() in ("q", "quit"):
                out.write(f"triaged {triaged} finding(s)\n")
                return triaged
            key = key.lower()[:1]
            if key == "s":
                break
            if key in KEYS:
                note = ask("note (enter for none): ") or ""
                triage.set(p["program"], f["fingerprint"], Verdict(KEYS[key], note, finding_summary(f)))
                triaged += 1
                break
            out.write("please answer b, f, u, s or q\n")
    out.write(f"triaged {triaged} finding(s)\n")
    return triaged

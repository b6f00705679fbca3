"""SARIF 2.1.0 output (``--format sarif``): one run of sparrowpy.

* ``tool.driver.rules`` come from the checker registry (one rule per checker, id = checker
  name); each rule's help is its page ``sparrowpy/rules/<id>.md`` (package data).
* Each finding is a result with its location, the allocation site as a related location,
  a code flow (allocation, with the calls that carried the block up as messages, then every
  exit where the block is lost), and ``partialFingerprints["sparrowpyFingerprint/v1"]``.
* Paths under the current directory are relative URIs against ``%SRCROOT%`` (recorded in
  ``originalUriBaseIds``); others are absolute ``file://`` URIs.
* The invocation records input errors (files that did not parse) and constructs degraded to
  unknown effects as tool execution notifications.

The output is deterministic: no timestamps, no timings, everything in a fixed order.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Optional
from urllib.parse import quote

from .. import __version__

SARIF_VERSION = "2.1.0"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "sparrowpyFingerprint/v1"
SRCROOT = "%SRCROOT%"
INFORMATION_URI = "urn:sparrowpy"
RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
"""Where the rule pages are (a source checkout; absent from an installed wheel, in which
case a rule's help falls back to the checker registry's description)."""

NOTIFICATIONS = (
    ("input-error", "A file could not be preprocessed or parsed; it was skipped."),
    ("unsupported-construct", "A construct the frontend cannot lower was degraded to an unknown effect."),
)

_VOLATILE_STATS = ("seconds", "seconds_over_budget", "by_purpose", "phase_seconds", "cache_hits", "cache_misses")


# ---------------------------------------------------------------------------
# Rule pages
# ---------------------------------------------------------------------------


def rule_page(rule_id: str, rules_dir: Optional[Path] = None) -> Optional[str]:
    from ..checkers import RULE_PAGES

    path = (rules_dir or RULES_DIR) / f"{rule_id}.md"
    if rules_dir is None and rule_id in RULE_PAGES:  # a plug-in's own page
        path = Path(RULE_PAGES[rule_id])
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


_LINK_RE = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")


def markdown_to_text(md: str) -> str:
    """A plain-text rendering of a rule page: code blocks indented, no fences, heading marks,
    emphasis, link syntax or backticks outside code."""
    out = []
    in_code = False
    for line in md.splitlines():
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            out.append("    " + line if line.strip() else "")
            continue
        line = re.sub(r"^#+\s*", "", line)
        line = _LINK_RE.sub(r"\1 (\2)", line)
        line = line.replace("**", "").replace("`", "")
        out.append(line)
    return "\n".join(out).strip() + "\n"


def _camel(title: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", title))


def rule_descriptor(rule_id: str, short: str, rules_dir: Optional[Path] = None) -> dict:
    """The SARIF reportingDescriptor of a rule, from its page (see ``sparrowpy/rules/README.md``)."""
    page = rule_page(rule_id, rules_dir)
    name = _camel(rule_id)
    full = short
    if page is not None:
        lines = page.splitlines()
        m = re.match(r"^#\s*[\w-]+\s*:\s*(.+)$", lines[0]) if lines else None
        if m:
            name = _camel(m.group(1))
        para: list = []
        for line in lines[1:]:
            if line.strip():
                if line.lstrip().startswith("#"):
                    break
                para.append(line.strip())
            elif para:
                break
        if para:
            full = markdown_to_text(" ".join(para)).strip()
        help_ = {"text": markdown_to_text(page), "markdown": page}
    else:
        help_ = {"text": short, "markdown": short}
    return {
        "id": rule_id,
        "name": name,
        "shortDescription": {"text": short},
        "fullDescription": {"text": full},
        "help": help_,
        "defaultConfiguration": {"level": "warning"},
    }


def rules() -> list:
    """``(rule id, descriptor)`` for every registered checker, sorted by id."""
    from ..checkers import CHECKERS, checker_names

    return [(name, rule_descriptor(name, CHECKERS[name][1])) for name in checker_names()]


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------


class _Artifacts:
    """Files mentioned in the run, each with an index into ``run.artifacts``."""

    def __init__(self, base_dir: str):
        self.base_dir = os.path.abspath(base_dir)
        self.entries: dict = {}  # key -> (artifactLocation without index, roles)

    def location(self, path: str) -> dict:
        ab = os.path.abspath(path)
        try:
            rel = os.path.relpath(ab, self.base_dir)
        except ValueError:
            rel = None
        if rel is not None and rel != os.pardir and not rel.startswith(os.pardir + os.sep):
            return {"uri": quote(rel.replace(os.sep, "/")), "uriBaseId": SRCROOT}
        return {"uri": Path(ab).as_uri()}

    def add(self, path: str, role: Optional[str] = None) -> None:
        loc = self.location(path)
        key = (loc.get("uriBaseId", ""), loc["uri"])
        _, roles = self.entries.setdefault(key, (loc, set()))
        if role:
            roles.add(role)

    def finish(self) -> list:
        """Sort the artifacts (so indexes are deterministic) and return ``run.artifacts``."""
        self.order = {key: i for i, key in enumerate(sorted(self.entries))}
        out = []
        for key in sorted(self.entries):
            loc, roles = self.entries[key]
            art = {"location": dict(loc)}
            if roles:
                art["roles"] = sorted(roles)
            out.append(art)
        return out

    def ref(self, path: str) -> dict:
        loc = self.location(path)
        key = (loc.get("uriBaseId", ""), loc["uri"])
        if key in getattr(self, "order", {}):
            loc["index"] = self.order[key]
        return loc


def _physical(arts: _Artifacts, path: str, line: Optional[int], column: Optional[int] = None) -> dict:
    out = {"artifactLocation": arts.ref(path)}
    if line:
        region = {"startLine": int(line)}
        if column:
            region["startColumn"] = int(column)
        out["region"] = region
    return out


def _location(arts, path, line, column=None, message: Optional[str] = None, function: Optional[str] = None,
              id_: Optional[int] = None) -> dict:
    loc: dict = {}
    if id_ is not None:
        loc["id"] = id_
    loc["physicalLocation"] = _physical(arts, path, line, column)
    if function:
        loc["logicalLocations"] = [{"name": function, "kind": "function"}]
    if message:
        loc["message"] = {"text": message}
    return loc


# ---------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------


def _code_flow(arts: _Artifacts, f) -> dict:
    steps = []
    a = f.alloc_site
    if a is not None:
        text = f"block allocated here, in {a.function}()" if a.function else "block allocated here"
        if f.chain:
            text += "; then " + "; ".join(f.chain)
        steps.append({"location": _location(arts, a.file, a.line, a.column, text, a.function),
                      "kinds": ["acquire", "memory"], "importance": "essential"})
    exits = list(f.exits) or []
    if not exits:
        text = f"block lost in {f.function}()" if f.kind in ("leak", "resource_leak") else f.message
        steps.append({"location": _location(arts, f.file, f.line, f.column, text, f.function),
                      "kinds": ["exit", "function"], "importance": "essential"})
    for e in exits:
        steps.append({"location": _location(arts, e.file, e.line, e.column,
                                            f"block unreachable when {f.function}() exits here", f.function),
                      "kinds": ["exit", "function"], "importance": "essential"})
    return {"message": {"text": f.message}, "threadFlows": [{"locations": steps}]}


def _result(arts: _Artifacts, f, why, rule_index: dict) -> dict:
    res = {
        "ruleId": f.kind,
        "ruleIndex": rule_index[f.kind],
        "level": getattr(f, "severity", "warning"),
        "message": {"text": f.message},
        "locations": [_location(arts, f.file, f.line, f.column, function=f.function)],
        "partialFingerprints": {FINGERPRINT_KEY: f.fingerprint},
    }
    if f.alloc_site is not None:
        a = f.alloc_site
        where = f" in {a.function}()" if a.function else ""
        res["relatedLocations"] = [_location(arts, a.file, a.line, a.column, f"allocation site{where}", a.function,
                                             id_=1)]
    res["codeFlows"] = [_code_flow(arts, f)]
    if why is not None:
        res["suppressions"] = [{"kind": "inSource" if why.in_source else "external", "status": "accepted",
                                "justification": why.justification}]
    props = {}
    if f.notes:
        props["notes"] = list(f.notes)
    if f.chain:
        props["chain"] = list(f.chain)
    if props:
        res["properties"] = props
    return res


def _notifications(arts: _Artifacts, load) -> list:
    out = []
    if load is None:
        return out
    index = {nid: i for i, (nid, _) in enumerate(NOTIFICATIONS)}
    errors = sorted(load.errors, key=lambda e: (str(e.file), e.line or 0, e.message))
    for err in errors:
        note = {"level": "error", "message": {"text": f"{err.message}; the file was skipped"},
                "locations": [_location(arts, err.file, err.line, getattr(err, "column", None))],
                "descriptor": {"id": "input-error", "index": index["input-error"]}}
        out.append(note)
    partial = sorted(load.partial, key=lambda e: (str(e.source), str(e.file), e.line or 0, e.message))
    for err in partial:
        out.append({"level": "error", "message": {"text": f"{err.message} (in the analysis of {err.source})"},
                    "locations": [_location(arts, err.file, err.line, getattr(err, "column", None))],
                    "descriptor": {"id": "input-error", "index": index["input-error"]}})
    diags = []
    for tu in load.units:
        diags.extend(tu.diagnostics)
    diags.sort(key=lambda d: (d.loc.file, d.loc.line, d.loc.column, d.message))
    for d in diags:
        out.append({"level": "note", "message": {"text": f"unsupported construct degraded to an unknown effect: "
                                                          f"{d.message}"},
                    "locations": [_location(arts, d.loc.file, d.loc.line, d.loc.column)],
                    "descriptor": {"id": "unsupported-construct", "index": index["unsupported-construct"]}})
    return out


def to_sarif(report) -> dict:
    """The SARIF log (a dict) of a :class:`report.Report`."""
    arts = _Artifacts(report.base_dir)
    load = report.load
    if load is not None:
        for tu in load.units:
            arts.add(tu.file, "analysisTarget")
        for err in load.errors:
            arts.add(err.file, "analysisTarget")
        for err in load.partial:
            arts.add(err.file, "analysisTarget")
    rule_list = rules()
    known = {rid for rid, _ in rule_list}
    shown = report.shown
    for f, _ in shown:
        if f.kind not in known:  # a checker outside the registry (should not happen)
            rule_list.append((f.kind, rule_descriptor(f.kind, f.kind)))
            known.add(f.kind)
        arts.add(f.file, "resultFile")
        if f.alloc_site is not None:
            arts.add(f.alloc_site.file, "resultFile")
        for e in f.exits:
            arts.add(e.file, "resultFile")
    artifacts = arts.finish()
    rule_index = {rid: i for i, (rid, _) in enumerate(rule_list)}
    results = [_result(arts, f, why, rule_index) for f, why in shown]
    notifications = _notifications(arts, load)
    invocation = {"executionSuccessful": not (load is not None and load.input_errors())}
    if report.exit_code is not None:
        invocation["exitCode"] = report.exit_code
    if notifications:
        invocation["toolExecutionNotifications"] = notifications
    stats = {k: v for k, v in report.stats().items() if k not in _VOLATILE_STATS}
    if isinstance(stats.get("path_check"), dict):
        stats["path_check"] = {k: v for k, v in stats["path_check"].items() if k not in _VOLATILE_STATS}
    run = {
        "tool": {
            "driver": {
                "name": "sparrowpy",
                "version": __version__,
                "semanticVersion": __version__,
                "informationUri": INFORMATION_URI,
                "rules": [d for _, d in rule_list],
                "notifications": [{"id": nid, "shortDescription": {"text": text}} for nid, text in NOTIFICATIONS],
            }
        },
        "invocations": [invocation],
        "originalUriBaseIds": {SRCROOT: {"uri": Path(arts.base_dir).as_uri().rstrip("/") + "/"}},
        "artifacts": artifacts,
        "results": results,
        "columnKind": "unicodeCodePoints",
        "properties": {"stats": stats},
    }
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]}

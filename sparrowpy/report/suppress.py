"""Suppressions: inline comments, the configuration's ``[suppress]`` table, baselines.

A finding is suppressed, in this order of precedence, by

1. an inline comment ``// sparrowpy-ignore`` (or ``/* sparrowpy-ignore */``) on the
   finding's line or on the line just above it; ``sparrowpy-ignore[leak]`` (a
   comma-separated list of rule ids) only suppresses those kinds;
2. the configuration: ``[suppress] fingerprints``, ``functions`` (fnmatch patterns on the
   function where the finding is) and ``files`` (fnmatch patterns on its file, relative to
   the configuration file's directory, or as reported);
3. a baseline (``--baseline FILE``): ``{"version": 1, "fingerprints": [...]}`` as written by
   ``--write-baseline FILE``.

Fingerprints (``Finding.fingerprint``) are built from names, not line numbers, so a
baseline keeps matching when unrelated lines are inserted or removed.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
from typing import Iterable, Optional

import attrs

BASELINE_VERSION = 1

INLINE_RE = re.compile(r"(?://.*?|/\*(?:(?!\*/).)*?)\bsparrowpy-ignore\b(?:\[([^\]]*)\])?")
"""``sparrowpy-ignore`` inside a ``//`` comment or a ``/* */`` comment opened on that line."""


class BaselineError(Exception):
    def __init__(self, file: str, line: Optional[int], message: str):
        super().__init__(file, line, message)
        self.file = file
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: error: {self.message}"


@attrs.frozen
class Suppression:
    """Why a finding is suppressed."""

    kind: str
    """``inline``, ``config`` or ``baseline``."""
    justification: str

    @property
    def in_source(self) -> bool:
        return self.kind == "inline"

    def to_json(self) -> dict:
        return {"kind": self.kind, "justification": self.justification}


# ---------------------------------------------------------------------------
# Inline comments
# ---------------------------------------------------------------------------


class SourceLines:
    """Lines of source files, read once each (``None`` for a file that cannot be read)."""

    def __init__(self):
        self._cache: dict = {}

    def get(self, path: str) -> Optional[list]:
        if path not in self._cache:
            try:
                with open(path, encoding="utf-8", errors="replace") as fh:
                    self._cache[path] = fh.read().splitlines()
            except OSError:
                self._cache[path] = None
        return self._cache[path]


def inline_rules(line: str) -> Optional[frozenset]:
    """The rule ids a line's ``sparrowpy-ignore`` comment names: an empty set for all rules,
    ``None`` when the line has no such comment."""
    m = INLINE_RE.search(line)
    if m is None:
        return None
    if m.group(1) is None:
        return frozenset()
    return frozenset(r.strip() for r in m.group(1).split(",") if r.strip())


def inline_suppression(finding, sources: SourceLines) -> Optional[Suppression]:
    lines = sources.get(finding.file)
    if not lines:
        return None
    for n in (finding.line, finding.line - 1):
        if 1 <= n <= len(lines):
            rules = inline_rules(lines[n - 1])
            if rules is not None and (not rules or finding.kind in rules):
                return Suppression("inline", f"sparrowpy-ignore comment at {finding.file}:{n}")
    return None


# ---------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------


def _file_candidates(path: str, base_dir: str) -> list:
    out = [path.replace(os.sep, "/")]
    try:
        rel = os.path.relpath(os.path.abspath(path), base_dir)
    except ValueError:
        rel = None
    if rel is not None and not rel.startswith(os.pardir):
        out.append(rel.replace(os.sep, "/"))
    return out


def config_suppression(finding, config) -> Optional[Suppression]:
    name = os.path.basename(config.path) if config.path else "configuration"
    if finding.fingerprint in config.suppress_fingerprints:
        return Suppression("config", f"{name}: [suppress] fingerprints")
    for pat in config.suppress_functions:
        if fnmatch.fnmatchcase(finding.function, pat):
            return Suppression("config", f"{name}: [suppress] functions {pat!r}")
    cands = _file_candidates(finding.file, config.directory)
    for pat in config.suppress_files:
        if any(fnmatch.fnmatchcase(c, pat) for c in cands):
            return Suppression("config", f"{name}: [suppress] files {pat!r}")
    return None


# ---------------------------------------------------------------------------
# Baselines
# ---------------------------------------------------------------------------


@attrs.define
class Baseline:
    path: str
    fingerprints: frozenset = frozenset()


def read_baseline(path: str) -> Baseline:
    """Read a baseline file; raises :class:`BaselineError`."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise BaselineError(path, None, "no such baseline file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise BaselineError(path, None, f"cannot read the baseline: {e}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise BaselineError(path, e.lineno, f"invalid JSON: {e.msg} (column {e.colno})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("fingerprints"), list) \
            or not all(isinstance(f, str) for f in doc["fingerprints"]):
        raise BaselineError(path, None, 'not a baseline: expected {"version": 1, "fingerprints": [...]}')
    if doc.get("version") != BASELINE_VERSION:
        raise BaselineError(path, None, f"unsupported baseline version {doc.get('version')!r} "
                                        f"(expected {BASELINE_VERSION})")
    return Baseline(path, frozenset(doc["fingerprints"]))


def baseline_text(findings: Iterable) -> str:
    fps = sorted({f.fingerprint for f in findings})
    return json.dumps({"version": BASELINE_VERSION, "fingerprints": fps}, indent=2) + "\n"


def write_baseline(path: str, findings: Iterable) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(baseline_text(findings))


# ---------------------------------------------------------------------------
# Applying them
# ---------------------------------------------------------------------------


def classify(findings: Iterable, config=None, baseline: Optional[Baseline] = None,
             sources: Optional[SourceLines] = None) -> list:
    """``[(finding, Suppression or None)]``, in the findings' order."""
    sources = sources or SourceLines()
    out = []
    for f in findings:
        why = inline_suppression(f, sources)
        if why is None and config is not None:
            why = config_suppression(f, config)
        if why is None and baseline is not None and f.fingerprint in baseline.fingerprints:
            why = Suppression("baseline", f"baseline {os.path.basename(baseline.path)}")
        out.append((f, why))
    return out

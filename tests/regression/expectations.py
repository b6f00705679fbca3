"""Inline expectations in regression C programs.

A comment on a source line states what the analyzer must say about that line:

- ``// LEAK``: a block is lost at this line (a return, or the function's last
  statement for the closing brace); likewise ``// KIND`` for any registered checker, its
  name in capitals with ``-`` or ``_`` between words (``// RESOURCE-LEAK``,
  ``// DOUBLE_FREE``), at the line of the offending statement (for a finding with exits,
  at each exit);
- ``// NOLEAK``, ``// NO-KIND``: nothing of that kind may be reported here
  (documents intent; the comparison is exact anyway);
- ``// TODO-FP kind``: a known false alarm that is tolerated here; the test fails once
  it is no longer reported, so the mark becomes a ``NO-`` mark and the precision gained
  stays tested;
- ``// TODO-FN kind``: a known missed error; the test fails if it starts being found,
  so the mark gets upgraded.

There is no list of kinds here: marks are matched against the checker registry
(``checker_names()``), so a new checker's kind works as soon as it registers.

A first-line comment ``// options: --no-loop-at-least-once ...`` passes analysis options
(the ``analyze`` command's flags).  A directory under ``c/`` whose name ends in ``.prog``
is one program made of all its .c files.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

_MARK = re.compile(r"//\s*([A-Z][A-Z0-9_-]*[A-Z0-9])\b")
_TODO = re.compile(r"//.*\bTODO-(FP|FN)\s+([A-Za-z][A-Za-z0-9_-]*)")


def _norm(name: str) -> str:
    return name.lower().replace("-", "_")


def _kinds(kinds=None) -> dict:
    """normalised name -> registered kind."""
    if kinds is None:
        from sparrowpy.checkers import checker_names

        kinds = checker_names()
    return {_norm(k): k for k in kinds}


def mark_kind(token: str, kinds: dict):
    """``(kind, forbidden)`` for a mark such as ``LEAK``, ``NO-LEAK``, ``NOLEAK``,
    ``RESOURCE-LEAK``; None when the word names no registered kind."""
    if _norm(token) in kinds:
        return kinds[_norm(token)], False
    for prefix in ("NO-", "NO_", "NO"):
        if token.startswith(prefix) and _norm(token[len(prefix):]) in kinds:
            return kinds[_norm(token[len(prefix):])], True
    return None


class Expectations:
    def __init__(self):
        self.expected: set = set()   # (file, line, kind)
        self.forbidden: set = set()
        self.todo_fp: set = set()
        self.todo_fn: set = set()
        self.options: list[str] = []


def parse(files: list[Path], kinds=None) -> Expectations:
    """The marks of ``files``; ``kinds`` are the checker names (default: the registry's)."""
    known = _kinds(kinds)
    exp = Expectations()
    for path in files:
        lines = path.read_text().splitlines()
        if lines and lines[0].lstrip().startswith("// options:"):
            exp.options += shlex.split(lines[0].split("options:", 1)[1])
        for no, text in enumerate(lines, start=1):
            todo = _TODO.search(text)
            if todo:
                kind = known.get(_norm(todo.group(2)), todo.group(2))
                (exp.todo_fp if todo.group(1) == "FP" else exp.todo_fn).add((str(path), no, kind))
                continue
            for m in _MARK.finditer(text):
                found = mark_kind(m.group(1), known)
                if found is not None:
                    kind, forbidden = found
                    (exp.forbidden if forbidden else exp.expected).add((str(path), no, kind))
    return exp


def observed(findings) -> set:
    """(file, line, kind) of every reported error; a finding with exits (a leak) counts at
    each exit where it is lost."""
    out = set()
    for f in findings:
        if f.exits:
            for e in f.exits:
                out.add((e.file, e.line, f.kind))
        else:
            out.add((f.file, f.line, f.kind))
    return out

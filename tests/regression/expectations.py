"""Inline expectations in regression C programs.

A comment on a source line states what the analyzer must say about that line:

- ``// LEAK``: a block is lost at this line (a return, or the function's last
  statement for the closing brace); ``// RESOURCE-LEAK`` the same for a handle; likewise ``// DOUBLE-FREE``, ``// USE-AFTER-FREE``,
  ``// NULL-DEREF`` for the other checkers, at the line of the offending statement;
- ``// NOLEAK`` (or ``NO-DOUBLE-FREE``...): nothing of that kind may be reported here
  (documents intent; the comparison is exact anyway);
- ``// TODO-FP leak``: a known false alarm that is tolerated here;
- ``// TODO-FN leak``: a known missed error; the test fails if it starts being found,
  so the mark gets upgraded.

A first-line comment ``// options: --no-loop-at-least-once ...`` passes analysis options
(the ``analyze`` command's flags).  A directory under ``c/`` whose name ends in ``.prog``
is one program made of all its .c files.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

KINDS = {"LEAK": "leak", "RESOURCE-LEAK": "resource_leak", "DOUBLE-FREE": "double_free", "USE-AFTER-FREE": "use_after_free",
         "NULL-DEREF": "null_deref", "FREE-NONHEAP": "free_nonheap"}
_MARK = re.compile(r"//\s*(NO-?)?(LEAK|RESOURCE-LEAK|DOUBLE-FREE|USE-AFTER-FREE|NULL-DEREF|FREE-NONHEAP)\b")
_TODO = re.compile(r"//.*\bTODO-(FP|FN)\s+([a-z_-]+)")


class Expectations:
    def __init__(self):
        self.expected: set = set()   # (file, line, kind)
        self.forbidden: set = set()
        self.todo_fp: set = set()
        self.todo_fn: set = set()
        self.options: list[str] = []


def parse(files: list[Path]) -> Expectations:
    exp = Expectations()
    for path in files:
        lines = path.read_text().splitlines()
        if lines and lines[0].lstrip().startswith("// options:"):
            exp.options += shlex.split(lines[0].split("options:", 1)[1])
        for no, text in enumerate(lines, start=1):
            todo = _TODO.search(text)
            if todo:
                kind = todo.group(2).replace("-", "_")
                (exp.todo_fp if todo.group(1) == "FP" else exp.todo_fn).add((str(path), no, kind))
                continue
            for m in _MARK.finditer(text):
                key = (str(path), no, KINDS[m.group(2)])
                (exp.forbidden if m.group(1) else exp.expected).add(key)
    return exp


def observed(findings) -> set:
    """(file, line, kind) of every reported error; a leak counts at each exit where it is lost."""
    out = set()
    for f in findings:
        if f.kind in ("leak", "resource_leak") and f.exits:
            for e in f.exits:
                out.add((e.file, e.line, f.kind))
        else:
            out.add((f.file, f.line, f.kind))
    return out

"""One findings model for every checker; formatters read it (analyse once, render many)."""

from __future__ import annotations

import hashlib
import os
from typing import Optional

import attrs


@attrs.frozen
class SourcePoint:
    """A place in the source, with the function it belongs to."""

    file: str
    line: int
    column: int = 0
    function: Optional[str] = None

    def to_json(self) -> dict:
        out = {"file": self.file, "line": self.line}
        if self.column:
            out["column"] = self.column
        if self.function is not None:
            out["function"] = self.function
        return out

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@attrs.frozen
class Finding:
    """A reported error: where it shows, what it is, and the evidence behind it."""

    kind: str
    file: str
    line: int
    column: int
    function: str
    message: str
    alloc_site: Optional[SourcePoint] = None
    exits: tuple = ()
    chain: tuple = ()
    """Summaries that carried the block (interprocedural), outermost last."""
    notes: tuple = ()
    """Approximations that bear on this finding (e.g. calls through unknown pointers)."""
    identity: tuple = attrs.field(default=(), eq=False)
    """What names this finding independently of line numbers (kind, functions, files)."""
    occurrence: int = attrs.field(default=0, eq=False)
    """Index among findings with the same identity, in source order (set by ``number``)."""
    severity: str = "warning"
    """``error`` (certain on the paths that reach it), ``warning`` or ``note`` (only when
    an allocation fails); also the SARIF level."""
    null_param: int = attrs.field(default=-1, eq=False)
    """A NULL dereference (or a leak) that happens only where the procedure was called
    with this parameter (an index) NULL: reported only if a caller may pass NULL there, or the
    procedure's callers are not all known (``interproc.analysis.callers_passing_null``).
    -1: no such condition."""

    def sort_key(self) -> tuple:
        alloc = (self.alloc_site.file, self.alloc_site.line) if self.alloc_site is not None else ("", 0)
        return (self.file, self.line, self.column, self.kind, alloc, self.message)

    @property
    def fingerprint(self) -> str:
        """Stable across edits elsewhere: built from names and kinds, never line numbers."""
        parts = list(self.identity) or [self.kind, self.function]
        parts = [os.path.basename(self.file)] + [str(p) for p in parts] + [str(self.occurrence)]
        return hashlib.sha1("\x1f".join(parts).encode()).hexdigest()[:16]

    def to_json(self) -> dict:
        out = {
            "kind": self.kind, "file": self.file, "line": self.line, "column": self.column,
            "function": self.function, "message": self.message, "fingerprint": self.fingerprint,
        }
        if self.alloc_site is not None:
            out["alloc_site"] = self.alloc_site.to_json()
        out["exits"] = [e.to_json() for e in self.exits]
        if self.chain:
            out["chain"] = list(self.chain)
        if self.notes:
            out["notes"] = list(self.notes)
        if self.severity != "warning":
            out["severity"] = self.severity
        return out

    def format_text(self) -> str:
        col = f":{self.column}" if self.column else ""
        text = f"{self.file}:{self.line}{col}: {self.severity}: {self.message} [{self.kind}]"
        for note in self.notes:
            text += f"\n{self.file}:{self.line}{col}: note: {note}"
        return text


def number(findings: list) -> list:
    """Sort findings deterministically and number those sharing an identity, so each
    fingerprint is unique and stays stable when unrelated lines move."""
    findings = sorted(findings, key=lambda x: x.sort_key())
    seen: dict = {}
    out = []
    for fd in findings:
        key = (os.path.basename(fd.file), fd.kind, fd.function, fd.identity)
        n = seen.get(key, 0)
        seen[key] = n + 1
        out.append(attrs.evolve(fd, occurrence=n) if n else fd)
    return out

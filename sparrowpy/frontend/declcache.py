"""Parse each distinct top-level declaration once per process (issue 14).

Every file of a project includes the same headers, so the preprocessed files share
thousands of identical top-level declarations (OpenSSL's headers alone bring about 300
``static inline`` functions into each openssh file).  Here a preprocessed file is split
into its top-level declarations; each is parsed on its own, and the result is kept under
a key made of

* its text, preceded by the line marker and the column where it starts (so the AST's
  coordinates are right wherever the key matches), and
* which of the identifiers it contains are typedef names at that point: that is the
  only state of the parser a top-level declaration depends on (C's "lexer hack").

A declaration met again with the same key reuses the parsed nodes and replays what it
declared at file scope.  The nodes are shared between translation units; lowering only
reads them.

The split is by tokens: a declaration ends at a ``;`` outside braces and parentheses, or
at the ``}`` that closes a function body (a brace opened right after a ``)``).  Whatever
this does not cover (K&R parameter declarations, say) makes a part fail to parse, and then
the whole file is parsed in one piece, as before, so errors are reported exactly as
without the cache.

If the whole file does not parse either and the caller asks for it (``skipped``), the
declarations are parsed one by one again and those that fail are left out, each
reported with its own error: one declaration the parser cannot read (an attribute macro
a generated header would have defined, a GNU construct the parser lacks) no longer
costs every other function of the file.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Optional

from pycparser import c_ast, c_parser

from ..gcpause import paused_gc
from .preprocess import FrontendError, _RECURSION_LIMIT, _new_parser, _parse, _parse_error, clean_preprocessed

__all__ = ["parse_declarations", "cache_stats", "clear_cache"]

_SCAN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|^[ \t]*#[^\n]*|[{}();]', re.M)
_MARKER_RE = re.compile(r'[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?')
_WORD_RE = re.compile(r"[A-Za-z_]\w*")

_CACHE: dict = {}
"""key -> (ext nodes, {name: is_typedef} declared at file scope)."""

_STATS = {"parts": 0, "reused": 0}


def cache_stats() -> dict:
    """Declarations parsed and reused in this process (for the benchmark)."""
    return dict(_STATS, distinct=len(_CACHE))


def clear_cache() -> None:
    _CACHE.clear()
    _STATS.update(parts=0, reused=0)


def split_declarations(text: str, filename: str) -> Optional[list]:
    """``[(prefix, body)]``: each top-level declaration's text, with a prefix (line marker
    and indentation) that puts it where it was.  None when the text does not split
    cleanly (unbalanced delimiters)."""
    parts = []
    brace = paren = 0
    body_brace = False
    start = 0
    marker_off, marker_line, marker_file = 0, 1, filename
    at_start = (0, 1, filename)  # the marker state where the current part starts
    for m in _SCAN_RE.finditer(text):
        tok = m.group()
        c = tok[0]
        if c in "\"'":
            continue
        if c in " \t#":
            mm = _MARKER_RE.match(tok)
            if mm is not None:
                nl = text.find("\n", m.end())
                if nl < 0:
                    nl = len(text)
                marker_off, marker_line = nl + 1, int(mm.group(1))
                if mm.group(2) is not None:
                    marker_file = mm.group(2)
            continue
        end = None
        if c == "(":
            paren += 1
        elif c == ")":
            paren -= 1
            if paren < 0:
                return None
        elif c == "{":
            if brace == 0 and paren == 0:
                i = m.start() - 1
                while i >= 0 and text[i] in " \t\n\r":
                    i -= 1
                body_brace = i >= 0 and text[i] == ")"
            brace += 1
        elif c == "}":
            brace -= 1
            if brace < 0:
                return None
            if brace == 0 and paren == 0 and body_brace:
                end = m.end()
        elif c == ";" and brace == 0 and paren == 0:
            end = m.end()
        if end is not None:
            parts.append((_prefix(text, start, *at_start), text[start:end]))
            start = end
            at_start = (marker_off, marker_line, marker_file)
    if brace or paren:
        return None
    if text[start:].strip():
        parts.append((_prefix(text, start, *at_start), text[start:]))
    return parts


def _prefix(text: str, start: int, marker_off: int, marker_line: int, marker_file: str) -> str:
    start_line = marker_line + text.count("\n", marker_off, start)
    line_start = text.rfind("\n", 0, start) + 1
    return f'# {start_line} "{marker_file}"\n' + " " * (start - line_start)


class _Parser:
    """One pycparser parser reused for the parts of a file, with the file scope kept."""

    def __init__(self):
        self.parser = _new_parser()
        self.scope: dict = {}

    def parse_part(self, text: str, filename: str) -> list:
        p = self.parser
        if hasattr(p, "parse_in_scope"):  # GNU C: attribute markers and typeof
            return p.parse_in_scope(text, filename, self.scope).ext
        p._scope_stack = [self.scope]
        p._typedef_checked_token = None
        p.clex.input(text, filename)
        p._tokens = c_parser._TokenStream(p.clex.token)
        ast = p._parse_translation_unit_or_empty()
        tok = p._peek()
        if tok is not None:
            p._parse_error(f"before: {tok.value}", p._tok_coord(tok))
        return ast.ext


def _own_part(prefix: str, own: str) -> bool:
    """Whether a part's line marker puts it in the file being parsed (by base name)."""
    m = _MARKER_RE.match(prefix)
    return m is not None and m.group(2) is not None and os.path.basename(m.group(2)) == own


def parse_declarations(text: str, filename: str, cleaned: bool = True,
                       skipped: Optional[list] = None) -> c_ast.FileAST:
    """Parse preprocessed text like ``preprocess._parse``, reusing the declarations this
    process has parsed before.  Raises :class:`FrontendError`.

    ``cleaned`` False: the text is cpp's output as it is, and each declaration is cleaned
    (``preprocess.clean_preprocessed``) only when it is parsed, not when it is reused:
    cleaning the whole text took as long as parsing what was new in it (openssh's
    ssh-keygen: 4.4 s for 63 files).  The split and the keys work on either text: the
    split sees only strings, braces, parentheses and semicolons, which cleaning keeps
    balanced, and the cleaned text of a declaration is a function of its text.

    ``skipped``: a list to collect a :class:`FrontendError` per declaration left out when
    the file does not parse as a whole (see the module's docstring); without it, the
    file's first error is raised."""
    if not hasattr(c_parser, "_TokenStream"):  # pragma: no cover - another pycparser version
        return _parse(text if cleaned else clean_preprocessed(text), filename)
    parts = split_declarations(text, filename)
    if parts is None:
        return _parse(text if cleaned else clean_preprocessed(text), filename)
    state = _Parser()
    scope = state.scope
    ext: list = []
    own = os.path.basename(filename)
    old_limit = sys.getrecursionlimit()
    if old_limit < _RECURSION_LIMIT:
        sys.setrecursionlimit(_RECURSION_LIMIT)
    with paused_gc():  # as in preprocess._parse
        try:
            for prefix, body in parts:
                names = set(_WORD_RE.findall(body))
                typedefs = tuple(sorted(n for n in names if scope.get(n)))
                key = (prefix, body, typedefs)
                hit = _CACHE.get(key)
                _STATS["parts"] += 1
                if hit is None:
                    before = {n: scope.get(n) for n in names}
                    src = prefix + body
                    nodes = state.parse_part(src if cleaned else clean_preprocessed(src), filename)
                    declared = {n: scope[n] for n in names if scope.get(n) != before[n] and n in scope}
                    hit = (nodes, declared)
                    if not _own_part(prefix, own):
                        # only what headers bring is met again: the file's own declarations
                        # (its function bodies, most of the parsed nodes) are not kept
                        _CACHE[key] = hit
                else:
                    _STATS["reused"] += 1
                    scope.update(hit[1])
                ext.extend(hit[0])
        except Exception:
            # anything the split got wrong (or a real error): the whole file in one piece,
            # which reports errors exactly as without the cache
            whole = text if cleaned else clean_preprocessed(text)
            if skipped is None:
                return _parse(whole, filename)
            try:
                return _parse(whole, filename)
            except FrontendError:
                pass
            state.parser.__dict__.clear()
            state = _Parser()
            return c_ast.FileAST(_parse_each(parts, filename, cleaned, state, skipped))
        finally:
            if old_limit < _RECURSION_LIMIT:
                sys.setrecursionlimit(old_limit)
            state.parser.__dict__.clear()  # (the parser is a cycle: its lexer holds its methods)
    return c_ast.FileAST(ext)


def _parse_each(parts: list, filename: str, cleaned: bool, state: "_Parser", skipped: list) -> list:
    """The nodes of every part that parses on its own; a :class:`FrontendError` in
    ``skipped`` for each that does not.  A failed part leaves the parser's file scope as
    it was before it (a typedef it may have half-declared is not kept); the parser
    itself is replaced, since pycparser's state after an error is not meant for reuse."""
    ext: list = []
    for prefix, body in parts:
        src = prefix + body
        names = set(_WORD_RE.findall(body))
        before = {n: state.scope.get(n) for n in names}
        try:
            ext.extend(state.parse_part(src if cleaned else clean_preprocessed(src), filename))
        except Exception as exc:
            err = exc if isinstance(exc, FrontendError) else _parse_error(exc, state.parser, filename)
            if err.line is None:
                m = _MARKER_RE.match(prefix)
                if m is not None:
                    err = FrontendError(m.group(2) or filename, int(m.group(1)), err.message)
            skipped.append(err)
            for n, v in before.items():
                if v is None:
                    state.scope.pop(n, None)
                else:
                    state.scope[n] = v
            scope = state.scope
            state.parser.__dict__.clear()
            state = _Parser()
            state.scope = scope
    state.parser.__dict__.clear()
    return ext

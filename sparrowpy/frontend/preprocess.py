"""C preprocessing and parsing for sparrowpy.

The system C preprocessor (``cpp`` from GCC) expands a source file; the
result is cleaned of what pycparser cannot parse and handed to pycparser.

Two header modes (see ``docs/headers.md``):

* **bundled** (default): ``-undef -nostdinc -isystem BUNDLED_INCLUDE_DIR``.
  Only sparrowpy's own libc headers are visible; GCC's predefined macros are
  dropped and a fixed x86_64/Linux/LP64 target description is defined
  instead.  ``__GNUC__`` is *not* defined, so programs take their portable
  code paths.
* **system** (``system_headers=True``): the machine's real headers (glibc)
  with GCC's predefined macros kept (glibc needs ``__GNUC__`` to pick its
  GCC code paths, which are the ones our neutralisation covers).

In both modes ``_sparrow_compat.h`` is force-included (``-include``): it maps
GNU spellings (``__attribute__``, ``__extension__``, ``__restrict``,
``__inline``, ``__builtin_va_*``, ...) onto ISO C.  A final pass over the
preprocessed text removes what no macro can (``__asm__ volatile (...)``,
``__attribute__`` after an ``#undef``, ``#pragma`` and ``#ident`` lines),
always preserving line numbers.

Every problem is reported as a :class:`FrontendError` carrying the file and
line of the user's code (cpp line markers are kept, so pycparser's
coordinates point into the original files).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Iterable, Optional, Sequence

from pycparser import c_ast, c_parser

from ..gcpause import paused_gc
from . import gnu

__all__ = [
    "BUNDLED_INCLUDE_DIR",
    "COMPAT_HEADER",
    "FrontendError",
    "cpp_command",
    "clean_preprocessed",
    "parse_file",
    "parse_text",
    "preprocess",
]

#: Absolute path of sparrowpy's bundled libc headers.
BUNDLED_INCLUDE_DIR: str = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "include"
)

#: The header force-included in both modes.
COMPAT_HEADER: str = os.path.join(BUNDLED_INCLUDE_DIR, "_sparrow_compat.h")

#: Environment variable naming another preprocessor executable (default cpp).
CPP_ENV_VAR = "SPARROWPY_CPP"

# The target description used in bundled mode, where -undef has removed
# every GCC/system predefined macro (the ISO ones such as __STDC__ and
# __STDC_VERSION__ remain).  x86_64 Linux, LP64, little endian.
TARGET_DEFINES: tuple = (
    "__SPARROWPY__=1",
    "__x86_64__=1",
    "__x86_64=1",
    "__amd64__=1",
    "__amd64=1",
    "__linux__=1",
    "__linux=1",
    "__gnu_linux__=1",
    "__unix__=1",
    "__unix=1",
    "__ELF__=1",
    "__LP64__=1",
    "_LP64=1",
    "__CHAR_BIT__=8",
    "__SIZEOF_SHORT__=2",
    "__SIZEOF_INT__=4",
    "__SIZEOF_LONG__=8",
    "__SIZEOF_LONG_LONG__=8",
    "__SIZEOF_POINTER__=8",
    "__SIZEOF_FLOAT__=4",
    "__SIZEOF_DOUBLE__=8",
    "__SIZEOF_LONG_DOUBLE__=16",
    "__SIZEOF_SIZE_T__=8",
    "__SIZEOF_WCHAR_T__=4",
    "__SIZEOF_WINT_T__=4",
    "__SIZEOF_PTRDIFF_T__=8",
    "__SIZEOF_INT128__=16",
    "__ORDER_LITTLE_ENDIAN__=1234",
    "__ORDER_BIG_ENDIAN__=4321",
    "__ORDER_PDP_ENDIAN__=3412",
    "__BYTE_ORDER__=__ORDER_LITTLE_ENDIAN__",
    "__FLOAT_WORD_ORDER__=__ORDER_LITTLE_ENDIAN__",
    "__SCHAR_MAX__=0x7f",
    "__SHRT_MAX__=0x7fff",
    "__INT_MAX__=0x7fffffff",
    "__LONG_MAX__=0x7fffffffffffffffL",
    "__LONG_LONG_MAX__=0x7fffffffffffffffLL",
    "__WCHAR_MAX__=0x7fffffff",
    "__WCHAR_MIN__=(-__WCHAR_MAX__ - 1)",
    "__SIZE_MAX__=0xffffffffffffffffUL",
    "__PTRDIFF_MAX__=0x7fffffffffffffffL",
    "__INTMAX_MAX__=0x7fffffffffffffffL",
    "__UINTMAX_MAX__=0xffffffffffffffffUL",
    "__INTPTR_MAX__=0x7fffffffffffffffL",
    "__UINTPTR_MAX__=0xffffffffffffffffUL",
    "__SIZE_TYPE__=long unsigned int",
    "__PTRDIFF_TYPE__=long int",
    "__WCHAR_TYPE__=int",
    "__WINT_TYPE__=unsigned int",
    "__INTMAX_TYPE__=long int",
    "__UINTMAX_TYPE__=long unsigned int",
    "__INTPTR_TYPE__=long int",
    "__UINTPTR_TYPE__=long unsigned int",
    "__CHAR16_TYPE__=short unsigned int",
    "__CHAR32_TYPE__=unsigned int",
    "__INT8_TYPE__=signed char",
    "__INT16_TYPE__=short int",
    "__INT32_TYPE__=int",
    "__INT64_TYPE__=long int",
    "__UINT8_TYPE__=unsigned char",
    "__UINT16_TYPE__=short unsigned int",
    "__UINT32_TYPE__=unsigned int",
    "__UINT64_TYPE__=long unsigned int",
    "__BIGGEST_ALIGNMENT__=16",
)

# Extra defines in system-header mode (GCC's own predefined macros are
# kept there, see the module docstring).
SYSTEM_DEFINES: tuple = ("__SPARROWPY__=1",)


class FrontendError(Exception):
    """A bad input: carries file, line (int or None) and message.

    ``str()`` is ``'file:line: error: message'`` (``'file: error: message'``
    when the line is unknown).  ``column`` is filled in when known.
    """

    def __init__(self, file, line, message, column=None, source=None):
        super().__init__(file, line, message)
        self.file = file
        self.line = line
        self.message = message
        self.column = column
        self.source = source
        """The file being analysed, when the error is in a header it includes."""

    def __reduce__(self):
        return (type(self), (self.file, self.line, self.message, self.column, self.source))

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        text = f"{where}: error: {self.message}"
        if self.source is not None and os.path.normpath(os.fspath(self.source)) != os.path.normpath(self.file):
            text += f" (in the analysis of {self.source})"
        return text


# ---------------------------------------------------------------------------
# Running cpp
# ---------------------------------------------------------------------------


def _cpp_executable() -> Optional[str]:
    name = os.environ.get(CPP_ENV_VAR) or "cpp"
    return shutil.which(name)


def _as_list(value, what: str) -> list:
    if value is None:
        return []
    if isinstance(value, (str, bytes, os.PathLike)):
        return [value]
    try:
        return list(value)
    except TypeError:
        raise TypeError(f"{what} must be a sequence of strings") from None


def cpp_command(
    path: str,
    *,
    include_dirs: Iterable[str] = (),
    defines: Iterable[str] = (),
    undefines: Iterable[str] = (),
    system_headers: bool = False,
    std: Optional[str] = None,
    cpp: str = "cpp",
    extra_args: Sequence[str] = (),
) -> list:
    """The argument vector :func:`preprocess` runs (useful for debugging).

    ``extra_args`` (e.g. ``-isystem DIR``, ``-include FILE`` from a compilation database)
    go just before the file name."""
    args = [cpp, "-x", "c"]
    if std:
        args.append(f"-std={std}")
    if system_headers:
        for d in SYSTEM_DEFINES:
            args.append("-D" + d)
    else:
        args += ["-undef", "-nostdinc"]
        for d in TARGET_DEFINES:
            args.append("-D" + d)
    # User -D/-U come after ours so that they win; cpp applies -D and -U
    # in command-line order.
    for d in _as_list(defines, "defines"):
        args.append("-D" + os.fspath(d))
    for u in _as_list(undefines, "undefines"):
        args.append("-U" + os.fspath(u))
    for inc in _as_list(include_dirs, "include_dirs"):
        args += ["-I", os.fspath(inc)]
    if not system_headers:
        args += ["-isystem", BUNDLED_INCLUDE_DIR]
    args += ["-include", COMPAT_HEADER]
    args += [os.fspath(a) for a in extra_args]
    args.append(os.fspath(path))
    return args


# file:line:col: error: message   /   file:line: fatal error: message
_CPP_DIAG_RE = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+):(?:(?P<col>\d+):)?\s*"
    r"(?:fatal error|error):\s*(?P<msg>.*)$"
)
_CPP_NOLINE_RE = re.compile(r"^(?P<file>.+?):\s*(?:fatal error|error):\s*(?P<msg>.*)$")


def _cpp_error(path: str, stderr: str, returncode: int) -> FrontendError:
    lines = stderr.splitlines()
    for ln in lines:
        m = _CPP_DIAG_RE.match(ln)
        if m:
            col = m.group("col")
            return FrontendError(
                m.group("file"),
                int(m.group("line")),
                m.group("msg").strip(),
                column=int(col) if col else None,
            )
    for ln in lines:
        m = _CPP_NOLINE_RE.match(ln)
        if m:
            f = m.group("file")
            # "cpp: error: unrecognized option" names the tool, not a file.
            if os.path.basename(f) in ("cpp", "gcc", "cc1", "cc"):
                f = os.fspath(path)
            return FrontendError(f, None, m.group("msg").strip())
    text = "; ".join(ln.strip() for ln in lines if ln.strip())
    if not text:
        text = f"the C preprocessor failed (exit status {returncode})"
    return FrontendError(os.fspath(path), None, text)


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("utf-8", errors="replace")


def preprocess(
    path: str,
    *,
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
    undefines: Sequence[str] = (),
    system_headers: bool = False,
    std: Optional[str] = None,
    cwd: Optional[str] = None,
    extra_args: Sequence[str] = (),
    clean: bool = True,
) -> str:
    """Preprocess the C file *path* and return text ready for pycparser (with ``clean``
    False: cpp's output as it is, for ``declcache.parse_declarations(cleaned=False)``,
    which cleans only the declarations it has not met before).

    ``include_dirs`` are searched (in order) before the bundled headers;
    ``defines`` are ``NAME`` or ``NAME=VALUE`` strings, ``undefines`` names;
    ``std`` is passed as ``-std=STD``; ``cwd`` is the directory cpp runs in
    (relative paths are relative to it).  Line markers are kept.  Raises
    :class:`FrontendError` on a missing file or any cpp error.
    """
    fpath, args = _command(path, include_dirs=include_dirs, defines=defines, undefines=undefines,
                           system_headers=system_headers, std=std, cwd=cwd, extra_args=extra_args)
    pending = _AHEAD.pop((tuple(args), cwd), None)
    if pending is not None:
        proc, out, err, _ = pending
        returncode = proc.wait()
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
        out.close()
        err.close()
    else:
        try:
            proc = subprocess.run(
                args,
                cwd=cwd,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as e:
            raise FrontendError(fpath, None, f"cannot run the C preprocessor: {e}") from None
        returncode, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
    if returncode != 0:
        raise _cpp_error(fpath, _decode(stderr), returncode)
    text = _decode(stdout)
    return clean_preprocessed(text) if clean else text


_AHEAD: dict = {}
"""(cpp's arguments, cwd) -> (process, stdout file, stderr file, path): a preprocessing started
ahead (``start_ahead``), which ``preprocess`` with the same arguments collects instead of
running cpp again."""


def start_ahead(path: str, *, cwd: Optional[str] = None, **kwargs) -> None:
    """Start cpp on ``path`` now, into temporary files, for a later ``preprocess`` call with
    the same arguments to collect: a run with one job preprocesses the next file while it
    parses and lowers this one (cpp is another process, on the machine's other core).  The
    text is the same either way: cpp's output depends on its arguments and on the files,
    which the analysis does not write.  Does nothing where ``preprocess`` would fail
    before running cpp (it then reports why) or cpp cannot be started."""
    try:
        _, args = _command(path, cwd=cwd, **kwargs)
    except FrontendError:
        return
    key = (tuple(args), cwd)
    if key in _AHEAD:
        return
    out, err = tempfile.TemporaryFile(), tempfile.TemporaryFile()
    try:
        proc = subprocess.Popen(args, cwd=cwd, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
    except OSError:
        out.close()
        err.close()
        return
    _AHEAD[key] = (proc, out, err, os.fspath(path))


def discard_ahead(keep: Optional[str] = None) -> None:
    """Stop the preprocessings started ahead that nothing collected (but those of the file
    ``keep``)."""
    for key, (proc, out, err, path) in list(_AHEAD.items()):
        if path == keep:
            continue
        del _AHEAD[key]
        proc.kill()
        proc.wait()
        out.close()
        err.close()


def _command(path, *, include_dirs: Sequence[str] = (), defines: Sequence[str] = (), undefines: Sequence[str] = (),
             system_headers: bool = False, std: Optional[str] = None, cwd: Optional[str] = None,
             extra_args: Sequence[str] = ()) -> tuple:
    """``(path, cpp's arguments)`` for ``preprocess``; raises :class:`FrontendError` for a
    file that is missing or unreadable, or when there is no cpp."""
    fpath = os.fspath(path)
    check = fpath if cwd is None or os.path.isabs(fpath) else os.path.join(cwd, fpath)
    if not os.path.exists(check):
        raise FrontendError(fpath, None, "No such file or directory")
    if os.path.isdir(check):
        raise FrontendError(fpath, None, "Is a directory, not a C file")
    if not os.access(check, os.R_OK):
        raise FrontendError(fpath, None, "Permission denied")
    exe = _cpp_executable()
    if exe is None:
        raise FrontendError(
            fpath,
            None,
            "the C preprocessor 'cpp' was not found (install GCC's cpp, or "
            f"set {CPP_ENV_VAR})",
        )
    args = cpp_command(
        fpath,
        include_dirs=include_dirs,
        defines=defines,
        undefines=undefines,
        system_headers=system_headers,
        std=std,
        cpp=exe,
        extra_args=extra_args,
    )
    return fpath, args


# ---------------------------------------------------------------------------
# Cleaning preprocessed text
# ---------------------------------------------------------------------------

# A directive line that is not a line marker ("# 12 "f.c"" / "#line 12"):
# #pragma (also from _Pragma), #ident, #sccs, #assert, ...
_DIRECTIVE_RE = re.compile(r"^[ \t]*#(?![ \t]*(?:\d|line\b)).*$", re.M)
_MARKER_RE = re.compile(r"[ \t]*#[ \t]*(?:line\b[ \t]*)?\d")

# GNU keywords to remove together with a parenthesised operand that follows.
_PAREN_KEYWORDS = ("__asm__", "__asm", "asm", "__attribute__", "__attribute", "__declspec")
_ASM_KEYWORDS = frozenset(("__asm__", "__asm", "asm"))
_ASM_QUALIFIERS = frozenset(
    ("volatile", "__volatile__", "__volatile", "inline", "__inline__", "__inline", "goto")
)
# GNU spellings of ISO keywords, for text that did not go through our cpp
# invocation (parse_text on gcc -E output).  Same as _sparrow_compat.h.
_KEYWORD_ALIASES = {
    "__extension__": "",
    "__restrict": "restrict",
    "__restrict__": "restrict",
    "__inline": "inline",
    "__inline__": "inline",
    "__const": "const",
    "__const__": "const",
    "__signed": "signed",
    "__signed__": "signed",
    "__volatile": "volatile",
    "__volatile__": "volatile",
    "__thread": "_Thread_local",
    "__complex__": "_Complex",
}
_SCAN_RE = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|(?P<attr>\[\[)|\b(?P<kw>'
    + "|".join(sorted(set(_PAREN_KEYWORDS) | set(_KEYWORD_ALIASES), key=len, reverse=True))
    + r")\b"
)
_QUICK_RE = re.compile(
    r"\b(?:" + "|".join(sorted(set(_PAREN_KEYWORDS) | set(_KEYWORD_ALIASES))) + r")\b"
)
_WORD_RE = re.compile(r"[A-Za-z_]\w*")


def _skip_ws(text: str, i: int) -> int:
    n = len(text)
    while i < n and text[i] in " \t\r\n\f\v":
        i += 1
    return i


def _match_paren(text: str, i: int, open_: str = "(", close: str = ")") -> int:
    """Index just past the ')' matching the '(' at *i*, or -1."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    break
                j += 1
            i = j
        i += 1
    return -1


def _blank(span: str) -> str:
    """Blank out *span* but keep its newlines and any line markers."""
    if "\n" not in span:
        return " " * len(span)
    parts = span.split("\n")
    out = [" " * len(parts[0])]
    for p in parts[1:]:
        out.append(p if _MARKER_RE.match(p) else " " * len(p))
    return "\n".join(out)


def clean_preprocessed(text: str) -> str:
    """Remove what pycparser cannot parse from preprocessed C *text*.

    Drops non-marker directive lines (``#pragma``, ``#ident``), removes
    ``__asm__ [volatile|goto|inline] (...)``, ``__attribute__((...))``,
    ``__declspec(...)`` and C23 ``[[...]]`` attributes, and rewrites GNU keyword spellings
    (``__restrict``, ``__extension__``, ...).  Line numbering is preserved.
    Idempotent.
    """
    if "#" in text:
        text = _DIRECTIVE_RE.sub("", text)
    text = gnu.rewrite(text, _match_paren, _blank)
    if "[[" not in text and not _QUICK_RE.search(text):
        return text
    out = []
    pos = 0
    for m in _SCAN_RE.finditer(text):
        if m.start() < pos:
            continue
        if m.group("attr"):
            # C23 attribute specifier [[...]] (e.g. gnulib's
            # [[__maybe_unused__]] when cpp says __has_c_attribute).
            end = _match_paren(text, m.start(), "[", "]")
            if end > 0:
                out.append(text[pos : m.start()])
                out.append(_blank(text[m.start() : end]))
                pos = end
            continue
        kw = m.group("kw")
        if kw is None:
            continue
        if kw in _KEYWORD_ALIASES:
            out.append(text[pos : m.start()])
            out.append(_KEYWORD_ALIASES[kw])
            pos = m.end()
            continue
        j = _skip_ws(text, m.end())
        if kw in _ASM_KEYWORDS:
            while True:
                w = _WORD_RE.match(text, j)
                if w is None or w.group() not in _ASM_QUALIFIERS:
                    break
                j = _skip_ws(text, w.end())
        if j >= len(text) or text[j] != "(":
            continue
        if kw == "asm":
            # Plain `asm` is an ordinary identifier in ISO C: only treat it
            # as GNU asm when its operand starts with a string literal.
            k = _skip_ws(text, j + 1)
            if k >= len(text) or text[k] != '"':
                continue
        end = _match_paren(text, j)
        if end < 0:
            continue
        out.append(text[pos : m.start()])
        span = text[m.start() : end]
        if kw in _ASM_KEYWORDS:
            out.append(gnu.replace_asm(span, j - m.start(), _blank))
        elif kw.startswith("__attribute"):
            out.append(gnu.replace_attribute(span, _blank))
        else:
            out.append(_blank(span))
        pos = end
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------

# pycparser's messages: "file:line:col: msg", "file:line: msg" or "file: msg"
_PARSE_MSG_RE = re.compile(r"^(?P<file>.*?):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>.*)$", re.S)

_RECURSION_LIMIT = 20000


class _SparrowCParser(gnu.GnuParserMixin, c_parser.CParser):
    """pycparser's parser with GNU statement expressions as primary expressions.

    pycparser 3.0 accepts ``({ ... })`` only as a whole assignment-expression
    (``x = ({...});``, ``return ({...});``); GNU code also uses it as an
    operand (``(void)({...})``, ``1 + ({...})``, ``({...}).field``).  The
    value is, as in pycparser, a ``c_ast.Compound`` node used as an
    expression (its last statement is the value).
    """

    def _parse_primary_expression(self):
        if self._peek_type() == "LPAREN" and self._peek_type(2) == "LBRACE":
            self._advance()
            comp = self._parse_compound_statement()
            self._expect("RPAREN")
            return comp
        return super()._parse_primary_expression()

    def _parse_assignment_expression(self):
        # Same as pycparser's, minus its statement-expression special case
        # (handled, more generally, by _parse_primary_expression above).
        expr = self._parse_conditional_expression()
        if self._is_assignment_op():
            op = self._advance().value
            rhs = self._parse_assignment_expression()
            return c_ast.Assignment(op, expr, rhs, expr.coord)
        return expr


def _new_parser():
    needed = ("_parse_primary_expression", "_parse_assignment_expression", "_peek_type",
              "_parse_labeled_statement", "_parse_unary_expression", "_parse_jump_statement",
              "_parse_declaration_end",
              "_parse_translation_unit_or_empty", "_starts_statement", "_parse_pragmacomp_or_statement",
              "_advance", "_parse_compound_statement", "_expect", "_is_assignment_op",
              "_parse_conditional_expression")
    if all(hasattr(c_parser.CParser, n) for n in needed):
        return _SparrowCParser()
    return c_parser.CParser()  # pragma: no cover - another pycparser version


def _parser_position(parser):
    """(file, line, column) of the token pycparser stopped at, if known."""
    file = None
    line = None
    col = None
    try:
        file = parser.clex.filename
        toks = parser._tokens  # pycparser 3 internal token stream
        buf = toks._buffer
        idx = toks._index
        tok = None
        if idx < len(buf) and buf[idx] is not None:
            tok = buf[idx]
        else:
            for t in reversed(buf[:idx]):
                if t is not None:
                    tok = t
                    break
        if tok is not None:
            line, col = tok.lineno, tok.column
    except Exception:  # pragma: no cover - internals of another version
        pass
    return file, line, col


def _parse_error(exc: Exception, parser, filename: str) -> FrontendError:
    msg = str(exc)
    m = _PARSE_MSG_RE.match(msg)
    if m:
        col = m.group("col")
        return FrontendError(
            m.group("file") or filename,
            int(m.group("line")),
            m.group("msg"),
            column=int(col) if col else None,
        )
    file, line, col = _parser_position(parser)
    file = file or filename
    # "file: message" without a line: strip the file prefix.
    for prefix in (f"{file}: ", f"{filename}: "):
        if msg.startswith(prefix):
            msg = msg[len(prefix) :]
            break
    if line is not None and not msg.startswith("before"):
        tok_text = _token_text(parser)
        if tok_text:
            msg = f"{msg} before: {tok_text}"
    return FrontendError(file, line, msg, column=col)


def _token_text(parser) -> Optional[str]:
    try:
        toks = parser._tokens
        if toks._index < len(toks._buffer):
            tok = toks._buffer[toks._index]
            if tok is not None:
                return tok.value
    except Exception:  # pragma: no cover
        pass
    return None


def _parse(text: str, filename: str) -> c_ast.FileAST:
    """Parse with the cyclic garbage collector paused: the parser builds a large tree of
    small objects, none of them in a cycle, and each full collection would traverse
    everything parsed so far (a quarter of the parse time of openssh's files).  The
    parser itself is a cycle (its lexer holds its bound methods), broken at the end."""
    parser = _new_parser()
    old_limit = sys.getrecursionlimit()
    raised = False
    with paused_gc():
        try:
            if old_limit < _RECURSION_LIMIT:
                sys.setrecursionlimit(_RECURSION_LIMIT)
                raised = True
            return parser.parse(text, filename)
        except c_parser.ParseError as e:
            raise _parse_error(e, parser, filename) from None
        except RecursionError:
            file, line, col = _parser_position(parser)
            raise FrontendError(
                file or filename, line, "code nested too deeply for the parser", column=col
            ) from None
        except Exception as e:  # a pycparser bug must not escape as a traceback
            file, line, col = _parser_position(parser)
            raise FrontendError(
                file or filename,
                line,
                f"internal parser error ({type(e).__name__}: {e})",
                column=col,
            ) from None
        finally:
            if raised:
                sys.setrecursionlimit(old_limit)
            parser.__dict__.clear()


def parse_text(text: str, filename: str) -> c_ast.FileAST:
    """Parse already-preprocessed C *text* (``filename`` names it in errors).

    The text is first passed through :func:`clean_preprocessed`, so the
    output of ``gcc -E`` parses too.  Raises :class:`FrontendError`.
    """
    return _parse(clean_preprocessed(text), filename)


def parse_file(path, **preprocess_kwargs) -> c_ast.FileAST:
    """Preprocess *path* (see :func:`preprocess` for the keyword arguments)
    and parse it with pycparser.  Raises :class:`FrontendError`."""
    text = preprocess(path, **preprocess_kwargs)
    return _parse(text, os.fspath(path))

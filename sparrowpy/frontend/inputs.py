"""What to analyse: files and directories from the command line, and compile_commands.json.

Every input becomes a ``(path, FrontendOptions)`` pair, so each file is preprocessed with
its own flags (``analysis.analyze_paths`` and ``load.load_files`` accept such pairs).

* A directory stands for every ``*.c`` file below it (recursively, sorted, hidden
  directories and files skipped).
* A compilation database (``compile_commands.json``, as written by CMake's
  ``CMAKE_EXPORT_COMPILE_COMMANDS`` or by Bear) gives each file's directory and compiler
  command (``arguments``, or ``command`` as one shell string).  From the command the
  preprocessing flags are kept: ``-I``, ``-iquote``, ``-isystem`` (directories relative
  to the entry's ``directory``), ``-D``, ``-U``, ``-std=``, ``-include``; every other flag is
  ignored.  Entries for non-C files (C++, Objective-C, assembly) are skipped, and a file
  listed twice is analysed once (with the flags of its first entry).
"""

from __future__ import annotations

import json
import os
import shlex
from typing import Iterable, Optional, Sequence

import attrs

from .load import FrontendOptions

__all__ = [
    "InputError",
    "C_SUFFIXES",
    "expand_paths",
    "parse_compiler_flags",
    "read_compile_commands",
    "collect_inputs",
]

C_SUFFIXES = (".c",)
"""File names analysed when a directory is given (and kept from a compilation database)."""


class InputError(Exception):
    """A bad input description (compilation database): file, line (or None), message."""

    def __init__(self, file: str, line: Optional[int], message: str):
        super().__init__(file, line, message)
        self.file = file
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: error: {self.message}"


# ---------------------------------------------------------------------------
# Files and directories
# ---------------------------------------------------------------------------


def _is_hidden(name: str) -> bool:
    return name.startswith(".") and name not in (".", "..")


def iter_c_files(directory: str) -> list:
    """The C files below ``directory``, recursively, sorted, without hidden entries."""
    out = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if not _is_hidden(d))
        for f in files:
            if not _is_hidden(f) and f.endswith(C_SUFFIXES):
                out.append(os.path.normpath(os.path.join(root, f)))
    return sorted(out, key=lambda p: os.path.relpath(p, directory).split(os.sep))


def expand_paths(paths: Iterable) -> list:
    """Files as given; each directory replaced by the C files below it.

    A path that does not exist is kept, so that loading reports it as an input error.
    Duplicates (the same file reached twice) are dropped, keeping the first.
    """
    out: list = []
    seen: set = set()
    for p in paths:
        p = os.fspath(p)
        found = iter_c_files(p) if os.path.isdir(p) else [p]
        for f in found:
            key = os.path.normcase(os.path.abspath(f))
            if key in seen:
                continue
            seen.add(key)
            out.append(f)
    return out


# ---------------------------------------------------------------------------
# Compiler flags
# ---------------------------------------------------------------------------


@attrs.define
class CompilerFlags:
    """The preprocessing part of one compiler command line."""

    include_dirs: list = attrs.Factory(list)
    system_include_dirs: list = attrs.Factory(list)
    defines: list = attrs.Factory(list)
    undefines: list = attrs.Factory(list)
    include_files: list = attrs.Factory(list)
    std: Optional[str] = None


# Flags whose value is the next argument and that we ignore (skipping the value, so that
# a value is never mistaken for a flag).
_IGNORED_WITH_VALUE = frozenset((
    "-o", "-x", "-MF", "-MT", "-MQ", "-idirafter", "-imacros", "-iprefix", "-iwithprefix",
    "-iwithprefixbefore", "-isysroot", "-Xlinker", "-Xassembler", "-Xclang", "-target", "-arch",
    "-L", "-l", "-aux-info", "--param", "-dumpdir", "-dumpbase",
))

# Flags that take a directory: joined (-Idir) or separate (-I dir).
_DIR_FLAGS = {"-I": "include_dirs", "-iquote": "include_dirs", "-isystem": "system_include_dirs"}


def _absolute(path: str, directory: Optional[str]) -> str:
    if directory is None or os.path.isabs(path):
        return os.path.normpath(path)
    return os.path.normpath(os.path.join(directory, path))


def parse_compiler_flags(args: Sequence[str], directory: Optional[str] = None) -> CompilerFlags:
    """Extract ``-I``/``-iquote``/``-isystem``/``-D``/``-U``/``-std=``/``-include`` from a
    compiler's arguments, as the compiler reads them (joined ``-Idir``, ``-DX=1`` and
    separate ``-I dir``, ``-D X`` forms).  Directories are made absolute against
    ``directory``; an ``-include`` file too when it exists there.  Other flags, and
    positional arguments (the compiler, the source file), are ignored."""
    flags = CompilerFlags()
    i = 0
    n = len(args)

    def value(flag: str, arg: str):
        """The flag's value (joined or the next argument) and how many arguments it used."""
        if arg == flag:
            return (args[i + 1], 2) if i + 1 < n else (None, 1)
        return arg[len(flag):], 1

    while i < n:
        arg = args[i]
        used = 1
        if arg in _IGNORED_WITH_VALUE:
            used = 2
        elif arg.startswith("-isystem"):
            v, used = value("-isystem", arg)
            if v:
                flags.system_include_dirs.append(_absolute(v, directory))
        elif arg.startswith("-iquote"):
            v, used = value("-iquote", arg)
            if v:
                flags.include_dirs.append(_absolute(v, directory))
        elif arg == "-include" or (arg.startswith("-include") and not arg.startswith("-include-")):
            v, used = value("-include", arg)
            if v:
                cand = _absolute(v, directory)
                flags.include_files.append(cand if os.path.isfile(cand) else v)
        elif arg.startswith("-I"):
            v, used = value("-I", arg)
            if v:
                flags.include_dirs.append(_absolute(v, directory))
        elif arg.startswith("-D"):
            v, used = value("-D", arg)
            if v:
                flags.defines.append(v)
        elif arg.startswith("-U"):
            v, used = value("-U", arg)
            if v:
                flags.undefines.append(v)
        elif arg.startswith("-std=") or arg.startswith("--std="):
            flags.std = arg.split("=", 1)[1] or None
        i += used
    return flags


def options_from_flags(flags: CompilerFlags, base: Optional[FrontendOptions] = None) -> FrontendOptions:
    """Per-file options: the file's own flags, then the command line's (which win: their
    ``-D``/``-U`` come later, their ``-I`` directories are searched after the file's, and
    ``--std`` replaces the file's ``-std=``)."""
    base = base or FrontendOptions()
    return FrontendOptions(
        include_dirs=tuple(flags.include_dirs) + tuple(base.include_dirs),
        defines=tuple(flags.defines) + tuple(base.defines),
        undefines=tuple(flags.undefines) + tuple(base.undefines),
        system_headers=base.system_headers,
        std=base.std or flags.std,
        include_files=tuple(flags.include_files) + tuple(base.include_files),
        system_include_dirs=tuple(flags.system_include_dirs) + tuple(base.system_include_dirs),
    )


# ---------------------------------------------------------------------------
# compile_commands.json
# ---------------------------------------------------------------------------


def _display_path(path: str) -> str:
    """``path`` relative to the current directory when it is below it, else absolute."""
    path = os.path.abspath(path)
    cwd = os.getcwd()
    try:
        rel = os.path.relpath(path, cwd)
    except ValueError:  # another drive (Windows)
        return path
    if rel == os.pardir or rel.startswith(os.pardir + os.sep):
        return path
    return rel


def _entry_line(text: str, index: int) -> Optional[int]:
    """The line where the ``index``-th object of the top-level array starts (best effort)."""
    depth = 0
    count = -1
    line = 1
    in_str = esc = False
    for ch in text:
        if ch == "\n":
            line += 1
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "[{":
            if ch == "{" and depth == 1:
                count += 1
                if count == index:
                    return line
            depth += 1
        elif ch in "]}":
            depth -= 1
    return None


def read_compile_commands(path: str, base: Optional[FrontendOptions] = None) -> list:
    """The ``(file, FrontendOptions)`` pairs of a compilation database, in its order,
    without duplicates and without non-C files.  Raises :class:`InputError`."""
    path = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise InputError(path, None, "no such compilation database") from None
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(path, None, f"cannot read the compilation database: {e}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(path, e.lineno, f"invalid JSON: {e.msg} (column {e.colno})") from None
    if not isinstance(doc, list):
        raise InputError(path, 1, "a compilation database is a JSON array of entries")
    db_dir = os.path.dirname(os.path.abspath(path))
    out: list = []
    seen: set = set()
    for k, entry in enumerate(doc):
        def bad(msg: str):
            return InputError(path, _entry_line(text, k), f"entry {k}: {msg}")

        if not isinstance(entry, dict):
            raise bad("not an object")
        directory = entry.get("directory")
        file = entry.get("file")
        if not isinstance(directory, str) or not directory:
            raise bad("missing or invalid 'directory'")
        if not isinstance(file, str) or not file:
            raise bad("missing or invalid 'file'")
        if "arguments" in entry:
            args = entry["arguments"]
            if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
                raise bad("'arguments' must be a list of strings")
        elif "command" in entry:
            if not isinstance(entry["command"], str):
                raise bad("'command' must be a string")
            try:
                args = shlex.split(entry["command"])
            except ValueError as e:
                raise bad(f"cannot split 'command': {e}") from None
        else:
            raise bad("needs 'arguments' or 'command'")
        directory = _absolute(directory, db_dir)
        source = _absolute(file, directory)
        if not source.endswith(C_SUFFIXES):
            continue
        key = os.path.normcase(source)
        if key in seen:
            continue
        seen.add(key)
        out.append((_display_path(source), options_from_flags(parse_compiler_flags(args[1:], directory), base)))
    return out


def collect_inputs(paths: Iterable, compile_commands: Optional[str] = None,
                   base: Optional[FrontendOptions] = None) -> list:
    """Every input as a ``(path, FrontendOptions)`` pair: the compilation database's files
    with their own flags (plus the command line's), then the command line's files and
    directories with the command line's flags, each file once.  Raises :class:`InputError`
    for a bad compilation database."""
    base = base or FrontendOptions()
    out: list = []
    seen: set = set()
    if compile_commands is not None:
        for f, opts in read_compile_commands(compile_commands, base):
            seen.add(os.path.normcase(os.path.abspath(f)))
            out.append((f, opts))
    for f in expand_paths(paths):
        key = os.path.normcase(os.path.abspath(f))
        if key in seen:
            continue
        seen.add(key)
        out.append((f, base))
    return out

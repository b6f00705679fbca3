"""Load C files: preprocess, parse and lower each, collecting input errors per file.

An input is a path (preprocessed with the options given to :func:`load_files`) or a
``(path, FrontendOptions)`` pair carrying that file's own flags (compile_commands.json,
see ``inputs.py``).
"""

from __future__ import annotations

import os
import time
from typing import Iterable, Optional

import attrs

from .lower import TranslationUnit, lower_ast
from .preprocess import FrontendError, preprocess


@attrs.define
class FrontendOptions:
    """How to preprocess: include dirs, macro definitions, header mode, language standard."""

    include_dirs: tuple = ()
    defines: tuple = ()
    undefines: tuple = ()
    system_headers: bool = False
    std: Optional[str] = None
    include_files: tuple = ()
    """Files included before the source (``-include``), after sparrowpy's compatibility header."""
    system_include_dirs: tuple = ()
    """``-isystem`` directories, searched after the ``-I`` ones and the bundled headers."""
    after_dirs: tuple = ()
    """``-idirafter`` directories, searched last: the empty stand-ins of headers found
    nowhere (``preprocess_input``)."""

    def preprocess_kwargs(self) -> dict:
        return dict(include_dirs=self.include_dirs, defines=self.defines, undefines=self.undefines,
                    system_headers=self.system_headers, std=self.std, extra_args=self.extra_cpp_args())

    def extra_cpp_args(self) -> list:
        """``-isystem`` and ``-include`` arguments (inserted before the file name)."""
        out: list = []
        for d in self.system_include_dirs:
            out += ["-isystem", os.fspath(d)]
        for f in self.include_files:
            out += ["-include", os.fspath(f)]
        for d in self.after_dirs:
            out += ["-idirafter", os.fspath(d)]
        return out


@attrs.define
class LoadResult:
    """The translation units that loaded, the files that did not, and phase timings."""

    units: list = attrs.Factory(list)
    errors: list = attrs.Factory(list)
    seconds_parse: float = 0.0
    seconds_lower: float = 0.0
    source_lines: int = 0
    notes: list = attrs.Factory(list)
    """``headers.HeaderNote``: files preprocessed with the system's headers because they
    include a header that is not bundled (``headers.format_notes`` prints them)."""
    partial: list = attrs.Factory(list)
    """Input errors of files that were still analysed, in part: a declaration the parser
    could not read (left out), a header found nowhere (read as empty).  Like ``errors``
    they make the exit status 2; unlike them, the file's other functions are analysed."""
    unreferenced: int = 0
    """Header ``static`` functions no kept code names, dropped as each file was lowered
    (``callgraph.drop_unreferenced_header_statics``)."""

    def input_errors(self) -> bool:
        """Whether any input error was met (exit status 2)."""
        return bool(self.errors or self.partial)


def count_lines(path: str) -> int:
    try:
        with open(path, "rb") as fh:
            return sum(1 for _ in fh)
    except OSError:
        return 0


def parse_input(path: str, options: FrontendOptions, notes: Optional[list] = None, partial: Optional[list] = None):
    """Preprocess and parse one file with its options; raises :class:`FrontendError`.
    With ``partial``, a header found nowhere is read as empty and a declaration that does
    not parse is left out, each recorded there (``LoadResult.partial``)."""
    text = preprocess_input(path, options, notes, clean=False, partial=partial)
    return _parse_recovering(text, path, partial)


def _parse_recovering(text: str, path: str, partial: Optional[list]):
    from .declcache import parse_declarations

    skipped = None if partial is None else []
    ast = parse_declarations(text, path, cleaned=False, skipped=skipped)
    for err in skipped or ():
        partial.append(FrontendError(err.file, err.line, f"{err.message}; this declaration was skipped",
                                     column=err.column, source=path))
    return ast


_MAX_STUBS = 16
"""Headers found nowhere that one file may have read as empty before it is given up."""


def preprocess_input(path: str, options: FrontendOptions, notes: Optional[list] = None, clean: bool = True,
                     partial: Optional[list] = None) -> str:
    """Preprocess one file; in bundled mode, a header that is not bundled but that the
    system has makes the file fall back to the system's headers (``headers.py``), noted
    in ``notes``; so does an ``#error`` directive met with the bundled headers (code
    written for the C libraries it knows, which the bundled headers do not describe).
    With ``partial``, a header that neither has (a header the build would
    generate, ``version.h``; a library that is not installed) is read as an empty file,
    and the error is recorded there instead of raised.  Raises :class:`FrontendError`."""
    from .headers import ERROR_DIRECTIVE, HeaderNote, empty_header_dir, missing_header, system_has_header

    stubbed: list = []
    fell_back = None
    while True:
        try:
            text = preprocess(path, clean=clean, **options.preprocess_kwargs())
            break
        except FrontendError as err:
            header = missing_header(err)
            if header is None:
                if options.system_headers or not err.message.startswith("#error"):
                    raise
                # an #error the bundled headers lead to: try the system's once
                header = ERROR_DIRECTIVE
            if not options.system_headers and (header == ERROR_DIRECTIVE or system_has_header(header)):
                options = attrs.evolve(options, system_headers=True)
                fell_back = header
                continue
            stub = empty_header_dir(header) if partial is not None and len(stubbed) < _MAX_STUBS else None
            if stub is None or stub in options.after_dirs:
                raise
            options = attrs.evolve(options, after_dirs=options.after_dirs + (stub,))
            stubbed.append(err)
    if fell_back is not None and notes is not None:
        notes.append(HeaderNote(fell_back, path))
    for err in stubbed:
        partial.append(FrontendError(err.file, err.line, f"{err.message}; read as an empty header",
                                     column=err.column, source=path))
    return text


def load_file(path: str, options: Optional[FrontendOptions] = None, result: Optional[LoadResult] = None,
              cache=None) -> Optional[TranslationUnit]:
    """Preprocess, parse and lower one file; an input error is recorded, not raised.

    With a ``cache`` (``sparrowpy.interproc.cache.SummaryCache``) the lowered unit is stored under a
    digest of the preprocessed text: a later run still preprocesses (cheap) but skips
    parsing and lowering when the text is unchanged."""
    options = options or FrontendOptions()
    result = result if result is not None else LoadResult()
    if not os.path.isfile(path):
        result.errors.append(FrontendError(path, None, "no such file" if not os.path.exists(path) else "not a regular file"))
        return None
    t0 = time.perf_counter()
    key = None
    try:
        if cache is not None:
            text = preprocess_input(path, options, result.notes, clean=False, partial=result.partial)
            from ..plugins import code_digest

            key = cache.key(["translation unit", code_digest(), os.path.abspath(path), text])
            tu = cache.get(key)
            if tu is not None:
                result.seconds_parse += time.perf_counter() - t0
                result.source_lines += count_lines(path)
                result.units.append(tu)
                return tu
            before = len(result.partial)
            ast = _parse_recovering(text, path, result.partial)
            if len(result.partial) > before:
                key = None  # not cached: a warm run must report the skipped declarations too
        else:
            ast = parse_input(path, options, result.notes, result.partial)
    except FrontendError as err:
        err.source = path
        result.errors.append(err)
        result.seconds_parse += time.perf_counter() - t0
        return None
    t1 = time.perf_counter()
    tu = lower_ast(ast, path)
    from ..interproc.callgraph import drop_unreferenced_header_statics

    result.unreferenced += drop_unreferenced_header_statics(tu)
    t2 = time.perf_counter()
    if key is not None:
        cache.put(key, tu)
    result.seconds_parse += t1 - t0
    result.seconds_lower += t2 - t1
    result.source_lines += count_lines(path)
    result.units.append(tu)
    return tu


def split_input(item, default: Optional[FrontendOptions] = None) -> tuple:
    """``(path, options)`` of an input given as a path or as a ``(path, FrontendOptions)`` pair."""
    if isinstance(item, tuple):
        path, opts = item
        return os.fspath(path), opts if opts is not None else (default or FrontendOptions())
    return os.fspath(item), default or FrontendOptions()


def load_files(paths: Iterable, options: Optional[FrontendOptions] = None, progress=None) -> LoadResult:
    """Load every input in order: paths use ``options``; ``(path, FrontendOptions)`` pairs
    their own.  ``progress("parse", done, total)`` is called as files complete."""
    items = list(paths)
    result = LoadResult()
    if progress is not None:
        progress("parse", 0, len(items))
    for i, item in enumerate(items):
        path, opts = split_input(item, options)
        load_file(path, opts, result)
        if progress is not None:
            progress("parse", i + 1, len(items))
    return result


def referenced_functions(units: Iterable) -> set:
    """The names of the functions some unit defines, calls or takes the address of (in a
    function or a global's initialiser)."""
    from ..ir import Var, VAR_FUNC, instr_nodes

    names: set = set()
    for tu in units:
        names.update(tu.functions)
        fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
        for fn in fns:
            for instr in fn.cfg.instrs:
                for x in instr_nodes(instr):
                    if type(x) is Var and x.kind == VAR_FUNC:
                        names.add(x.name)
    return names


def prune_prototypes(units: list) -> None:
    """Keep, in each unit, the prototypes of the functions the program refers to: a
    unit's headers declare thousands (OpenSSL's), which took more memory than the
    unit's own functions, and the analysis looks a prototype up only by the name of a
    function the program calls or whose address it takes.

    The digest of all of them (``prototypes_digest``), which the summary cache's keys
    include, is taken first: it must not change when another file of the program starts
    or stops referring to a function this unit's headers declare."""
    used = referenced_functions(units)
    for tu in units:
        prototypes_digest(tu)
        if any(name not in used for name in tu.prototypes):
            tu.prototypes = {name: ty for name, ty in tu.prototypes.items() if name in used}


def prototypes_digest(tu) -> str:
    """A digest of the unit's prototypes of functions it does not define, as declared
    (computed once, before any pruning)."""
    d = getattr(tu, "prototypes_digest", None)
    if d is None:
        import hashlib

        text = "\n".join(sorted(f"{n}:{t}" for n, t in tu.prototypes.items() if n not in tu.functions))
        d = tu.prototypes_digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return d


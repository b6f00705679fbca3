"""Plug-ins: numeric domains and checkers loaded from outside the package.

A plug-in is a Python file (``--plugin path/to/mydomain.py``) or an importable module
(``--plugin mypackage.checkers``); importing it registers what it defines, with
``@register_numeric_domain`` or ``@register_checker``, exactly as a module of ``domains/``
or ``sparrowpy/checkers/`` does.  Installed distributions contribute through the
entry-point groups ``sparrowpy.domains`` and ``sparrowpy.checkers`` (each entry point
names a module, or an object inside one, that is loaded).

A plug-in (or a module of the two packages) that fails to import is skipped with a
warning naming it and the error; the rest of the run goes on.  The files of every loaded
plug-in are remembered, so the summary cache key covers their code
(:func:`code_digest`).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
import traceback
from typing import Iterable, Optional

ENTRY_POINT_GROUPS = ("sparrowpy.domains", "sparrowpy.checkers")

LOADED: dict = {}
"""Plug-in spec (absolute file, or module name) -> the module's file (or None)."""

SKIPPED: list = []
"""(what, error text) of every plug-in or package module that failed to import, in order."""

_reported = 0
_entry_points_done = False


def _error_text(err: BaseException) -> str:
    # the innermost frame in the plug-in's own code says where it went wrong
    frames = traceback.extract_tb(err.__traceback__)
    where = ""
    for fr in reversed(frames):
        if "importlib" not in fr.filename:
            where = f" ({fr.filename}:{fr.lineno})"
            break
    return f"{type(err).__name__}: {err}{where}"


def record_skipped(what: str, err: BaseException) -> None:
    """Remember that ``what`` failed to import (a warning is printed by :func:`report`)."""
    SKIPPED.append((what, _error_text(err)))


def _module_name_for(path: str) -> str:
    stem = os.path.splitext(os.path.basename(path))[0]
    stem = "".join(c if c.isalnum() or c == "_" else "_" for c in stem)
    return f"_sparrowpy_plugin_{stem}_{hashlib.sha1(path.encode()).hexdigest()[:8]}"


def is_file_spec(spec: str) -> bool:
    return spec.endswith(".py") or os.sep in spec or (os.altsep is not None and os.altsep in spec)


def load_plugin(spec: str, base: Optional[str] = None) -> bool:
    """Import one plug-in (a ``.py`` file, relative to ``base`` if given, or a module name);
    False (and the failure recorded) when it cannot be imported.  Loading twice is a no-op."""
    if is_file_spec(spec):
        path = os.path.abspath(os.path.join(base, spec) if base and not os.path.isabs(spec) else spec)
        if path in LOADED:
            return True
        if not os.path.isfile(path):
            SKIPPED.append((f"plug-in {spec}", "no such file"))
            return False
        name = _module_name_for(path)
        try:
            module_spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(module_spec)
            sys.modules[name] = module  # pickling values of its classes needs the module by name
            module_spec.loader.exec_module(module)
        except Exception as err:  # noqa: BLE001 - any failure of third-party code is a skip
            sys.modules.pop(name, None)
            record_skipped(f"plug-in {spec}", err)
            return False
        LOADED[path] = path
        return True
    if spec in LOADED:
        return True
    try:
        module = importlib.import_module(spec)
    except Exception as err:  # noqa: BLE001
        record_skipped(f"plug-in {spec}", err)
        return False
    LOADED[spec] = getattr(module, "__file__", None)
    return True


def load_plugins(specs: Iterable[str], base: Optional[str] = None) -> None:
    for spec in specs:
        load_plugin(spec, base)


def load_entry_points() -> None:
    """Load the entry points of the groups ``sparrowpy.domains`` and ``sparrowpy.checkers``
    (once per process)."""
    global _entry_points_done
    if _entry_points_done:
        return
    _entry_points_done = True
    from importlib import metadata

    for group in ENTRY_POINT_GROUPS:
        try:
            eps = sorted(metadata.entry_points(group=group), key=lambda e: e.name)
        except Exception as err:  # noqa: BLE001 - a broken distribution's metadata
            record_skipped(f"entry points of {group}", err)
            continue
        for ep in eps:
            try:
                obj = ep.load()
            except Exception as err:  # noqa: BLE001
                record_skipped(f"entry point {ep.name} = {ep.value} ({group})", err)
                continue
            module = sys.modules.get(getattr(obj, "__module__", None) or ep.value.split(":")[0]) \
                or (obj if hasattr(obj, "__file__") else None)
            LOADED[f"entry point {group}:{ep.name}"] = getattr(module, "__file__", None)


def report(stream=None) -> None:
    """Print a warning for each skipped plug-in or module not reported yet."""
    global _reported
    import domains

    stream = stream or sys.stderr
    pending = list(getattr(domains, "SKIPPED_MODULES", ()))
    for what, err in pending:
        if (f"module {what}", err) not in SKIPPED:
            SKIPPED.append((f"module {what}", err))
    for what, err in SKIPPED[_reported:]:
        print(f"sparrowpy: warning: {what} was skipped: it failed to import: {err}", file=stream)
    _reported = len(SKIPPED)


# -- the code in use, for the cache key ------------------------------------------------------

_ANALYSIS_PARTS = ("engine", "interproc", "frontend", "pathcheck", "checkers", "ir.py", "cfg.py", "ctype.py",
                   "findings.py", "options.py", "config.py", "plugins.py", "__init__.py")
"""What of the ``sparrowpy`` package decides summaries and findings (not the command line,
the report formatters or the oracle)."""


def _file_digest(path: str, memo: dict) -> str:
    try:
        st = os.stat(path)
    except OSError:
        return "missing"
    key = (path, st.st_mtime_ns, st.st_size)
    found = memo.get(key)
    if found is None:
        with open(path, "rb") as fh:
            found = hashlib.sha256(fh.read()).hexdigest()
        memo[key] = found
    return found


_MEMO: dict = {}


def _package_files() -> list:
    root = os.path.dirname(os.path.abspath(__file__))
    out = []
    for part in _ANALYSIS_PARTS:
        p = os.path.join(root, part)
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs[:] = sorted(x for x in dirs if x != "__pycache__")
                out += [os.path.join(d, f) for f in sorted(files) if f.endswith((".py", ".h"))]
        elif os.path.isfile(p):
            out.append(p)
    return out


def _module_files(objects: Iterable) -> list:
    """The source files of the modules defining ``objects`` and, transitively, of the
    modules they use from the ``domains`` package, the ``sparrowpy`` package or plug-ins
    (so a domain built on another domain's module changes the key when that one changes)."""
    import types

    import domains

    roots = [os.path.dirname(os.path.abspath(domains.__file__)),
             os.path.dirname(os.path.abspath(__file__))]
    plugin_files = {f for f in LOADED.values() if f}

    def ours(module) -> Optional[str]:
        f = getattr(module, "__file__", None)
        if not f:
            return None
        f = os.path.abspath(f)
        if f in plugin_files or any(f.startswith(r + os.sep) for r in roots):
            return f
        return None

    seen: dict = {}
    todo = []
    for obj in objects:
        for cls in (getattr(obj, "__mro__", None) or (obj,)):
            m = sys.modules.get(getattr(cls, "__module__", None) or "")
            if m is not None:
                todo.append(m)
    while todo:
        m = todo.pop()
        f = ours(m)
        if f is None or f in seen:
            continue
        seen[f] = m
        for v in list(vars(m).values()):
            if isinstance(v, types.ModuleType):
                todo.append(v)
            else:
                mod = sys.modules.get(getattr(v, "__module__", None) or "") if not isinstance(v, (int, str)) else None
                if mod is not None:
                    todo.append(mod)
    return sorted(seen)


def code_digest(numeric_domain: Optional[str] = None, checkers: Iterable[str] = ()) -> str:
    """A digest of the analysis code in use: the package's analysis modules, the modules of
    the numeric domain and of the checkers selected, and every loaded plug-in file."""
    import domains

    from .checkers import CHECKERS, _load

    _load()
    objects = []
    if numeric_domain is not None:
        try:
            objects.append(domains.get_numeric_domain(numeric_domain))
        except domains.UnknownDomainError:
            pass
    for name in checkers:
        entry = CHECKERS.get(name)
        if entry is not None:
            objects.append(entry[0])
    files = _package_files()
    files += [f for f in _module_files(objects) if f not in files]
    files += sorted({f for f in LOADED.values() if f and f not in files})
    h = hashlib.sha256()
    for f in files:
        h.update(f"{os.path.basename(f)}={_file_digest(f, _MEMO)}\n".encode())
    return h.hexdigest()

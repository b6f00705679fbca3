"""The configuration file: library models, suppressions and analysis defaults.

``sparrowpy.toml`` (or ``.sparrowpy.toml``) is looked up in the current directory and its
parents, stopping at the first one that contains it, at a directory holding ``.git``, or at
the filesystem root; ``--config FILE`` names one explicitly, ``--no-config`` ignores them.
The schema is documented in ``docs/configuration.md``::

    [models]
    allocators = ["xmalloc"]                   # return a fresh block or NULL
    zeroing_allocators = ["xcalloc"]
    deallocators = ["xfree", { name = "pool_free", arg = 1 }]
    reallocators = ["xrealloc", { name = "grow", arg = 0 }]
    takes_ownership = [{ name = "list_append", arg = 1 }]
    noreturn = ["fatal"]
    acquire = ["db_open"]                      # return a resource handle or NULL (resource_leak)
    release = ["db_close", { name = "pool_put", arg = 1 }]
    [suppress]
    fingerprints = ["6b0983942f372603"]
    functions = ["test_*"]
    files = ["third_party/*"]
    [analysis]
    explore_k = 5

A top-level ``plugins = ["mydomain.py", "lab.checkers"]`` (before any table) loads
plug-ins (``sparrowpy.plugins``): files relative to the configuration's directory, or
module names.

Every problem raises :class:`ConfigError` naming the file and, when it can be found, the
line (``str()`` is ``file:line: error: message``).
"""

from __future__ import annotations

import os
import re
from typing import Optional

import attrs

from .engine.models import Model

CONFIG_NAMES = ("sparrowpy.toml", ".sparrowpy.toml")

MODEL_KINDS = ("allocators", "zeroing_allocators", "deallocators", "reallocators", "takes_ownership", "noreturn",
               "acquire", "release")
"""The keys of ``[models]``; those that take an argument index accept ``{name, arg}`` tables."""

_WITH_ARG = {"deallocators", "reallocators", "takes_ownership", "release"}
_SUPPRESS_KEYS = ("fingerprints", "functions", "files")
_EXTRA_ANALYSIS_KEYS = {"jobs": int, "cache_dir": str, "executor": str}
"""``[analysis]`` keys that are run settings rather than ``AnalysisOptions`` fields."""
_NOT_CONFIGURABLE = {"user_models"}


class ConfigError(Exception):
    """A configuration problem: file, line (or None) and message."""

    def __init__(self, file: str, line: Optional[int], message: str):
        super().__init__(file, line, message)
        self.file = file
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: error: {self.message}"


@attrs.define
class Config:
    """A loaded configuration (an empty one when there is no file)."""

    path: Optional[str] = None
    models: dict = attrs.Factory(dict)
    """name -> models.Model, for ``AnalysisOptions.user_models``."""
    suppress_fingerprints: frozenset = frozenset()
    suppress_functions: tuple = ()
    suppress_files: tuple = ()
    analysis: dict = attrs.Factory(dict)
    """``[analysis]`` values by ``AnalysisOptions`` field name (plus ``jobs``, ``cache_dir``)."""
    plugins: tuple = ()
    """Plug-ins (``.py`` files relative to the file, or module names) the file loads."""

    @property
    def directory(self) -> str:
        """Where relative paths of the configuration are taken from."""
        return os.path.dirname(os.path.abspath(self.path)) if self.path else os.getcwd()

    @property
    def has_suppressions(self) -> bool:
        return bool(self.suppress_fingerprints or self.suppress_functions or self.suppress_files)


def find_config(start: Optional[str] = None) -> Optional[str]:
    """The nearest ``sparrowpy.toml``/``.sparrowpy.toml`` from ``start`` (default: the current
    directory) upwards; the search stops after a directory containing ``.git``."""
    d = os.path.abspath(start or os.getcwd())
    while True:
        for name in CONFIG_NAMES:
            cand = os.path.join(d, name)
            if os.path.isfile(cand):
                return cand
        if os.path.exists(os.path.join(d, ".git")):
            return None
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def _display(path: str) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith(os.pardir) else rel


class _Locator:
    """Finds the line of ``[section]`` / ``key = ...`` in the TOML text, for messages."""

    _HEADER = re.compile(r"^\s*\[\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\s*(?:#.*)?$")
    _KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+|\"[^\"]*\"|'[^']*')\s*=")

    def __init__(self, text: str):
        self.keys: dict = {}
        self.sections: dict = {}
        section = ""
        for n, line in enumerate(text.splitlines(), 1):
            m = self._HEADER.match(line)
            if m and not line.lstrip().startswith("[["):
                section = m.group(1).replace(" ", "")
                self.sections.setdefault(section, n)
                continue
            m = self._KEY.match(line)
            if m:
                self.keys.setdefault((section, m.group(1).strip("\"'")), n)

    def line(self, section: str, key: Optional[str] = None) -> Optional[int]:
        if key is not None and (section, key) in self.keys:
            return self.keys[(section, key)]
        return self.sections.get(section)


def _load_toml(path: str, text: str) -> dict:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        try:
            import tomli as tomllib  # type: ignore[no-redef]
        except ModuleNotFoundError:
            raise ConfigError(_display(path), None, "reading a configuration file needs Python >= 3.11 "
                                                    "(tomllib) or the 'tomli' package") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = re.search(r"\(at line (\d+), column (\d+)\)", msg)
        line = int(m.group(1)) if m else None
        if m:
            msg = msg[:m.start()].rstrip() + f" (column {m.group(2)})"
        elif "(at end of document)" in msg:
            line = max(1, len(text.splitlines()))
            msg = msg.replace("(at end of document)", "(at the end of the file)")
        raise ConfigError(_display(path), line, f"invalid TOML: {msg}") from None


def load_config(path: str) -> Config:
    """Read and check a configuration file; raises :class:`ConfigError`."""
    shown = _display(path)
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise ConfigError(shown, None, "no such configuration file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(shown, None, f"cannot read the configuration file: {e}") from None
    doc = _load_toml(path, text)
    where = _Locator(text)
    cfg = Config(path=path)

    def fail(section: str, key: Optional[str], message: str):
        return ConfigError(shown, where.line(section, key), message)

    cfg.plugins = _read_plugins(doc, where, shown, cfg.directory)
    for section in doc:
        if section == "plugins":
            continue
        if section not in ("models", "suppress", "analysis"):
            raise fail(section, None, f"unknown section [{section}] (expected [models], [suppress], [analysis])")
        if not isinstance(doc[section], dict):
            raise fail("", section, f"'{section}' must be a table ([{section}])")
    cfg.models = _read_models(doc.get("models", {}), fail)
    _read_suppress(doc.get("suppress", {}), cfg, fail)
    cfg.analysis = _read_analysis(doc.get("analysis", {}), fail)
    return cfg


def _read_plugins(doc: dict, where, shown: str, directory: str) -> tuple:
    """The top-level ``plugins = [...]`` list, loaded at once (files relative to the
    configuration's directory) so that ``[analysis]`` may select a plug-in's domain."""
    from . import plugins

    value = doc.get("plugins", [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ConfigError(shown, where.line("", "plugins"), "'plugins' must be a list of file names or module names")
    plugins.load_plugins(value, directory)
    return tuple(value)


def _read_models(table: dict, fail) -> dict:
    specs: dict = {}  # name -> (kind, fields)
    for kind, entries in table.items():
        if kind not in MODEL_KINDS:
            raise fail("models", kind, f"unknown key 'models.{kind}' (expected one of {', '.join(MODEL_KINDS)})")
        if not isinstance(entries, list):
            raise fail("models", kind, f"'models.{kind}' must be a list")
        for entry in entries:
            if isinstance(entry, str):
                name, arg = entry, 0
            elif isinstance(entry, dict):
                unknown = sorted(set(entry) - ({"name", "arg"} if kind in _WITH_ARG else {"name"}))
                if unknown:
                    raise fail("models", kind, f"unknown key '{unknown[0]}' in an entry of 'models.{kind}'")
                name = entry.get("name")
                arg = entry.get("arg", 0)
                if type(arg) is not int or arg < 0:
                    raise fail("models", kind, f"'arg' of {name!r} in 'models.{kind}' must be an integer >= 0")
            else:
                raise fail("models", kind, f"entries of 'models.{kind}' are names or {{ name = ..., arg = N }} tables")
            if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_]\w*", name):
                raise fail("models", kind, f"{name!r} in 'models.{kind}' is not a C function name")
            prev = specs.get(name)
            if prev is not None:
                if kind == "takes_ownership" and prev[0] == kind:
                    prev[1].add(arg)
                    continue
                raise fail("models", kind, f"'{name}' is declared twice (in 'models.{prev[0]}' and 'models.{kind}')")
            specs[name] = (kind, {arg})
    models = {}
    for name, (kind, args) in specs.items():
        arg = min(args)
        if kind == "allocators":
            m = Model(name, allocates=True)
        elif kind == "zeroing_allocators":
            m = Model(name, allocates=True, zeroed=True)
        elif kind == "deallocators":
            m = Model(name, frees=arg)
        elif kind == "reallocators":
            m = Model(name, reallocates=arg)
        elif kind == "takes_ownership":
            m = Model(name, escapes=tuple(sorted(args)))
        elif kind == "acquire":
            m = Model(name, allocates=True, resource="handle", reason="[models] acquire")
        elif kind == "release":
            m = Model(name, frees=arg, reason="[models] release")
        else:
            m = Model(name, noreturn=True)
        models[name] = m
    return models


def _string_list(table: dict, section: str, key: str, fail) -> list:
    value = table[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(section, key, f"'{section}.{key}' must be a list of strings")
    return value


def _read_suppress(table: dict, cfg: Config, fail) -> None:
    for key in table:
        if key not in _SUPPRESS_KEYS:
            raise fail("suppress", key, f"unknown key 'suppress.{key}' (expected one of {', '.join(_SUPPRESS_KEYS)})")
    if "fingerprints" in table:
        fps = _string_list(table, "suppress", "fingerprints", fail)
        for fp in fps:
            if not re.fullmatch(r"[0-9a-f]{16}", fp):
                raise fail("suppress", "fingerprints", f"{fp!r} is not a fingerprint (16 hexadecimal digits)")
        cfg.suppress_fingerprints = frozenset(fps)
    if "functions" in table:
        cfg.suppress_functions = tuple(_string_list(table, "suppress", "functions", fail))
    if "files" in table:
        cfg.suppress_files = tuple(_string_list(table, "suppress", "files", fail))


_ZERO_IS_OFF = ("procedure_seconds", "scc_seconds")
"""Float ``[analysis]`` keys where 0 turns the bound off."""


def analysis_keys() -> dict:
    """Key -> expected Python type of ``[analysis]``."""
    from .options import AnalysisOptions

    defaults = AnalysisOptions()
    keys = {f.name: type(getattr(defaults, f.name)) for f in attrs.fields(AnalysisOptions)
            if f.name not in _NOT_CONFIGURABLE}
    keys.update(_EXTRA_ANALYSIS_KEYS)
    return keys


def _read_analysis(table: dict, fail) -> dict:
    import domains

    keys = analysis_keys()
    out = {}
    for key, value in table.items():
        if key not in keys:
            raise fail("analysis", key, f"unknown key 'analysis.{key}' (expected one of {', '.join(sorted(keys))})")
        want = keys[key]
        if key == "widening_thresholds":
            out[key] = _read_thresholds(value, fail)
            continue
        if want is bool:
            ok = type(value) is bool
        elif want is int:
            ok = type(value) is int
        elif want is float:
            ok = type(value) in (int, float)
            value = float(value) if ok else value
        else:
            ok = isinstance(value, want)
        if not ok:
            raise fail("analysis", key, f"'analysis.{key}' must be {_TYPE_NAMES.get(want, want.__name__)}, "
                                        f"not {value!r}")
        if key == "path_check" and value not in ("off", "linear", "smt"):
            raise fail("analysis", key, f"'analysis.path_check' must be \"off\", \"linear\" or \"smt\", not {value!r}")
        if want is float and key in _ZERO_IS_OFF:
            if value < 0:
                raise fail("analysis", key, f"'analysis.{key}' must not be negative (0: no bound)")
        elif want is float and value <= 0:
            raise fail("analysis", key, f"'analysis.{key}' must be positive")
        if key == "numeric_domain" and value not in domains.numeric_domain_names():
            raise fail("analysis", key, f"unknown numeric domain {value!r} "
                                        f"(expected one of {', '.join(domains.numeric_domain_names())})")
        if want is int and key != "jobs" and value < (1 if key == "explore_k" else 0):
            raise fail("analysis", key, f"'analysis.{key}' must be at least {1 if key == 'explore_k' else 0}")
        if key == "jobs" and value < 0:
            raise fail("analysis", key, "'analysis.jobs' must be at least 0 (0: one per CPU)")
        out[key] = value
    return out


def _read_thresholds(value, fail):
    """``analysis.widening_thresholds``: "auto", "loop", "none", "N,M,..." or an array of integers."""
    from .options import parse_widening_thresholds

    if not isinstance(value, (str, list)):
        raise fail("analysis", "widening_thresholds", "'analysis.widening_thresholds' must be \"auto\", \"loop\", \"none\" "
                                                      f"or an array of integers, not {value!r}")
    try:
        return parse_widening_thresholds(value)
    except ValueError as err:
        raise fail("analysis", "widening_thresholds", f"'analysis.widening_thresholds': {err}") from None


_TYPE_NAMES = {bool: "true or false", int: "an integer", str: "a string", float: "a number"}


def resolve_config(explicit: Optional[str], disabled: bool = False) -> Config:
    """The configuration of a run: ``explicit`` (``--config``) if given, else the nearest
    file found from the current directory (unless ``disabled``), else an empty one."""
    if explicit is not None:
        return load_config(explicit)
    if disabled:
        return Config()
    found = find_config()
    return load_config(found) if found else Config()

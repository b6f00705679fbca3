"""Checkers read the exit states of each analysed procedure and produce findings.

A checker is a function ``check(ctx) -> list[Finding]`` registered with
``@register_checker(name, description)``; the command line's ``--checkers`` choices and
``--list-checkers`` come from this registry.  Every public module of this package is
imported (a new checker is one new file), and so are plug-ins (``--plugin``) and the
``sparrowpy.checkers`` entry points; see ``docs/add-a-checker.md``.
"""

from __future__ import annotations

from typing import Callable, Optional

CHECKERS: dict[str, tuple[Callable, str]] = {}

RULE_PAGES: dict[str, str] = {}
"""Rule pages given at registration (plug-ins); the package's are ``sparrowpy/rules/NAME.md``."""


def register_checker(name: str, description: str, page: Optional[str] = None):
    """Register ``check(ctx) -> list[Finding]`` under ``name`` (the findings' kind and the
    SARIF rule id); ``page`` is the path of its rule page when it is not in
    ``sparrowpy/rules/`` (a plug-in's)."""
    def decorate(fn: Callable) -> Callable:
        CHECKERS[name] = (fn, description)
        if page is not None:
            RULE_PAGES[name] = page
        return fn
    return decorate


def checker_names() -> list[str]:
    _load()
    return sorted(CHECKERS)


def get_checker(name: str) -> Callable:
    _load()
    return CHECKERS[name][0]


_loaded = False


def _load() -> None:
    """Import every public module of this package (each registers its checkers), then the
    ``sparrowpy.checkers`` and ``sparrowpy.domains`` entry points; a module that fails to
    import is skipped and named by ``sparrowpy.plugins.report``."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib
    import pkgutil

    from .. import plugins

    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        try:
            importlib.import_module(f"{__name__}.{info.name}")
        except Exception as err:  # noqa: BLE001 - one broken checker must not stop the others
            plugins.record_skipped(f"module {__name__}.{info.name}", err)
    plugins.load_entry_points()

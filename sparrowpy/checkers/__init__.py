"""Checkers read the exit states of each analysed procedure and produce findings.

A checker is a function ``check(ctx) -> list[Finding]`` registered with
``@register_checker(name, description)``; the command line's ``--checkers`` choices and
``--list-checkers`` come from this registry.
"""

from __future__ import annotations

from typing import Callable

CHECKERS: dict[str, tuple[Callable, str]] = {}


def register_checker(name: str, description: str):
    def decorate(fn: Callable) -> Callable:
        CHECKERS[name] = (fn, description)
        return fn
    return decorate


def checker_names() -> list[str]:
    _load()
    return sorted(CHECKERS)


def get_checker(name: str) -> Callable:
    _load()
    return CHECKERS[name][0]


def _load() -> None:
    from . import leak  # noqa: F401  (registers itself)
    from . import resource  # noqa: F401
    from . import double_free, free_nonheap, null_deref, use_after_free  # noqa: F401

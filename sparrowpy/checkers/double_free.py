"""Double free: ``free`` (or ``realloc``, or a procedure whose summary frees an argument)
applied to a block that is already freed.

Severity ``error`` when the block is freed on every path that reaches the call (the
engine's must-freed set), ``warning`` when on some path only.  Found by the shared scan
(``checkers/cleanness``), path-checked like leak alarms.
"""

from __future__ import annotations

from . import register_checker
from .cleanness import report


@register_checker("double_free", "a block is freed (by free, realloc or a procedure's summary) after it was "
                                 "already freed on every path (error) or on some path (warning)")
def check(ctx) -> list:
    return report(ctx, "double_free")

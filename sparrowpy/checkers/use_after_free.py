"""Use after free: a read or write through a pointer to a freed block, or passing it to a
function whose model or summary dereferences that argument.

Found by the shared scan (``checkers/cleanness``), path-checked like leak alarms.
"""

from __future__ import annotations

from . import register_checker
from .cleanness import report


@register_checker("use_after_free", "a freed block is read or written, or passed to a function that "
                                    "dereferences it")
def check(ctx) -> list:
    return report(ctx, "use_after_free")

"""Free of what is not a heap block: the address of a local, a global, a string literal,
a function or alloca'd memory, or a pointer into the middle of a block (``p + k``,
``&p[k]``, ``&p->f`` for a field that is not the first).

Found by the shared scan (``checkers/cleanness``), path-checked like leak alarms.
"""

from __future__ import annotations

from . import register_checker
from .cleanness import report


@register_checker("free_nonheap", "free of a local's, global's, string literal's or function's address, or of a "
                                  "pointer into the middle of a block")
def check(ctx) -> list:
    return report(ctx, "free_nonheap")

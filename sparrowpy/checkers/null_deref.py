"""NULL dereference: a pointer that is NULL on a feasible path is dereferenced (or passed
to a function that dereferences it before any NULL test).

Reported when the pointer is certainly NULL, or when the procedure made or believed in
that NULL (assigned NULL, compared with NULL, the result of a function that may return
NULL: ``engine.accesses.NullFlow``); a dereference that is NULL only when an allocation
fails has severity ``note`` and is turned off by ``assume_alloc_succeeds``.  Found by the
shared scan (``checkers/cleanness``), path-checked like leak alarms.
"""

from __future__ import annotations

from . import register_checker
from .cleanness import report


@register_checker("null_deref", "a pointer that is NULL on a feasible path (assigned or compared with NULL, a "
                                "may-NULL result, a failed allocation) is dereferenced")
def check(ctx) -> list:
    return report(ctx, "null_deref")

"""Pausing Python's cyclic garbage collector around phases that make no reference cycles."""

from __future__ import annotations

import contextlib
import gc


@contextlib.contextmanager
def paused_gc():
    """The cyclic garbage collector is paused inside (nesting is fine: the outermost pause
    enables it again).  Used where large numbers of long-lived, acyclic objects are made --
    parsing, lowering, loading the files, the analysis -- on which each full collection
    would traverse everything made so far for nothing: on openssh 9.2p1, 41 of the 338 s
    of the whole package's analysis and a quarter of its parse time.  What runs inside
    must make no reference cycles, or they live until the pause ends
    (``tests/engine/test_no_cycles.py`` checks the analysis and the loading)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()

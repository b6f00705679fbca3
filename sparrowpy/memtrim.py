"""Giving the memory that freed objects leave in the C allocator back to the system.

CPython allocates objects over 512 bytes (the hash tables of dictionaries: the abstract
states' memories) with the C library's ``malloc``.  glibc keeps what is freed for reuse
and returns it to the system only from the top of its heap, so after the analysis of one
large procedure (openssh's ``process_escapes``: 1.7M cells over its nodes, and again
for each variant ``_null_only`` runs) the process keeps tens of megabytes it no longer
uses, and the next large procedure starts above them.  ``malloc_trim(0)`` releases the
free pages anywhere in the heap (glibc 2.8 and later).  Dask's workers do the same
(``distributed.worker_memory``).  Elsewhere (another C library, another system) this
does nothing.
"""

from __future__ import annotations

import ctypes
import functools
import sys

TRIM_CELLS = 200_000
"""An analysis whose states held more cells than this in all (``Budget.total_cells``)
is followed by a trim: about 50 MB of dictionaries.  Smaller ones leave little behind,
and a trim costs a walk over the heap's free lists."""


@functools.lru_cache(maxsize=None)
def _trim_function():
    if not sys.platform.startswith("linux"):
        return None
    try:
        # the process's own symbols, the C library's among them (no search of the system
        # for a library file, which find_library does by running ldconfig)
        fn = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None  # (not glibc: musl has no malloc_trim)
    fn.argtypes = [ctypes.c_size_t]
    fn.restype = ctypes.c_int
    return fn


def give_back_memory() -> bool:
    """Release the C allocator's free pages to the system; whether it could try."""
    fn = _trim_function()
    if fn is None:
        return False
    fn(0)
    return True

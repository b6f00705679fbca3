"""spec2000_harness: reproduce Table 5 of Jung & Yi (ISMM 2008) with sparrowpy, side by side.

It drives sparrowpy as a user does (``sparrowpy analyze --format json``); nothing in
``sparrowpy/`` imports it.  See ``spec2000_harness/README.md`` and ``docs/spec2000-harness.md``.
"""

__version__ = "0.1.0"

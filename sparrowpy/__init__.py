"""sparrowpy: a SPARROW-style static memory-leak detector for C (Jung & Yi, ISMM 2008)."""

__version__ = "0.1.0"

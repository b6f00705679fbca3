"""A deterministic ordering for printing elements and keys of containers."""

from __future__ import annotations


def display_key(e: object) -> tuple[int, object, str]:
    """Return a sort key: numbers numerically (so 2 precedes 10), everything else by ``str`` then ``repr``.

    Natural ordering is not used for other types: it may be partial (sets)
    or undefined across types, and ``sorted`` under a partial order depends
    on the input order, which would make output vary between runs.
    """
    if isinstance(e, (int, float)) and not isinstance(e, bool):
        return 0, e, ""
    return 1, 0, f"{e}\0{e!r}"

"""Hypothesis support for testing abstract domains: value strategies and samplers of concretisations.

Hypothesis is a test-only dependency, so it is imported inside the functions:
``import domains`` (which imports this module) works without it.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from .lattice import Lattice
from .numeric import NumericDomain

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["EDGE_INTS", "bounds", "members", "numeric_values", "strategy_for"]

#: Integers where C code and bound arithmetic tend to go wrong: type limits,
#: their neighbours, and values too large for a float to hold exactly.
EDGE_INTS = (
    -(2**64), -(2**63) - 1, -(2**63), -(2**31), -129, -128, -2, -1,
    0, 1, 2, 127, 128, 255, 256, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
    2**63 - 1, 2**63, 2**64 - 1, 2**64, 10**30, -(10**30),
)


def bounds() -> SearchStrategy[int | None]:
    """Return a strategy of interval bounds: mostly -8..8, often None (unbounded), sometimes large."""
    from hypothesis import strategies as st

    return st.one_of(
        st.integers(-8, 8),
        st.none(),
        st.sampled_from(EDGE_INTS),
        st.integers(),
    )


def members(value: NumericDomain, window: int = 16) -> SearchStrategy[int]:
    """Return a strategy of integers in γ(value): the domain's own sampler, or a generic one.

    A domain that implements :meth:`~domains.numeric.NumericDomain.member_strategy`
    (returning a strategy rather than None) is sampled with it; each integer it
    produces is checked with ``contains()``, and one that is not a member fails
    the test with an ``AssertionError`` naming the domain.

    Otherwise members are found through ``bounds()`` and ``contains()``.  Each draw proposes an integer near a finite bound, near 0, one of the
    bounds or -1/0/1, or anywhere in the hull (including huge values when
    unbounded); if the proposal is not a member, the other kinds of proposal
    are tried in turn, and draws where none is a member are rejected.
    ``value`` must not be ⊥.  Finite bounds of a union of intervals are
    always members, so the rejection is rare for such domains.
    """
    own = type(value).member_strategy(value)
    if own is not None:
        return own.map(lambda x: _checked_member(value, x))
    lo, hi = value.bounds()
    # One shared raw strategy, mapped per value: building and validating new
    # integer strategies (with filters) for every draw is what made naive
    # versions of this function slow.
    return _raw_members(window).map(lambda raw: _pick_member(value, lo, hi, raw)).filter(
        lambda x: x is not None
    )


def _checked_member(value: NumericDomain, x: int) -> int:
    if not value.contains(x):
        raise AssertionError(
            f"{type(value).__name__}.member_strategy({value}) produced {x}, which is not a member"
        )
    return x


_RAW_MEMBERS: dict[int, SearchStrategy] = {}


def _raw_members(window: int) -> SearchStrategy:
    from hypothesis import strategies as st

    raw = _RAW_MEMBERS.get(window)
    if raw is None:
        raw = st.tuples(st.integers(0, 4), st.integers(0, window), st.integers())
        _RAW_MEMBERS[window] = raw
    return raw


def _pick_member(value: NumericDomain, lo: int | None, hi: int | None,
                 raw: tuple[int, int, int]) -> int | None:
    mode, off, big = raw
    proposals = []
    if lo is not None:
        proposals.append(lo + off)
    if hi is not None:
        proposals.append(hi - off)
    proposals.append(off if big >= 0 else -off)
    if lo is not None and hi is not None:
        proposals.append(lo + big % (hi - lo + 1))
    elif lo is not None:
        proposals.append(lo + abs(big))
    elif hi is not None:
        proposals.append(hi - abs(big))
    else:
        proposals.append(big)
    points = [p for p in (lo, hi) if p is not None] + [0, 1, -1]
    proposals.append(points[abs(big) % len(points)])
    # Start at the drawn kind of proposal, then fall back on the others.
    k = mode % len(proposals)
    for x in proposals[k:] + proposals[:k] + points:
        if value.contains(x):
            return x
    return None


def numeric_values(cls: type[NumericDomain]) -> SearchStrategy[NumericDomain]:
    """Return a strategy of values of any numeric domain, built only from its public interface.

    Values are ⊥, ⊤, constants, ranges and joins of two of those (which
    gives disjunctive domains their holes).
    """
    from hypothesis import strategies as st

    def make_range(pair: tuple[int | None, int | None]) -> NumericDomain:
        lo, hi = pair
        if lo is not None and hi is not None and lo > hi:
            lo, hi = hi, lo
        return cls.range(lo, hi)

    base = st.one_of(
        st.tuples(bounds(), bounds()).map(make_range),
        st.integers(-8, 8).map(cls.const),
        st.sampled_from(EDGE_INTS).map(cls.const),
        st.just(cls.bottom()),
        st.just(cls.top()),
    )
    return st.one_of(base, st.tuples(base, base).map(lambda p: p[0].join(p[1])))


def strategy_for(cls: type[Lattice]) -> SearchStrategy[Lattice]:
    """Return a strategy of values of ``cls`` using the ``strategy()`` of the module defining it.

    Numeric domains also get :func:`numeric_values`, so a domain whose module
    has no ``strategy()`` is still testable.  Map and product classes made by
    :func:`domains.map_domain` / :func:`domains.product` are handled by their
    modules' strategies, which take the class.
    """
    from hypothesis import strategies as st

    from .mapdomain import MapDomain
    from .mapdomain import strategy as map_strategy
    from .product import Product
    from .product import strategy as product_strategy

    if issubclass(cls, MapDomain):
        return map_strategy(cls)
    if issubclass(cls, Product):
        return product_strategy(cls)
    module_strategy = getattr(sys.modules[cls.__module__], "strategy", None)
    if issubclass(cls, NumericDomain):
        if module_strategy is None:
            return numeric_values(cls)
        return st.one_of(module_strategy(), numeric_values(cls))
    if module_strategy is None:
        raise LookupError(f"module {cls.__module__} defines no strategy() for {cls.__qualname__}")
    return module_strategy()

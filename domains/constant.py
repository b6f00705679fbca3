"""The constant-propagation domain: the flat lattice ⊥ < n < ⊤ over the integers.

This module is the worked example of ``docs/add-a-numeric-domain.md``.  It
shows the shortest route to a sound new domain: handle ⊥/⊤ in
:class:`~domains.lattice.BoundedLattice`, and compute every operator by
converting to :class:`~domains.interval.Interval` (a γ-preserving embedding),
running the interval operator, and abstracting the result back.  Because
intervals are exact on singletons, constant folding is exact, and the
intervals' algebra supplies the useful absorbing cases for free:
``⊤ * 0 = 0``, ``⊤ & 0 = 0``, ``⊤ | -1 = -1``, ``⊤ % 1 = 0``, ``0 / ⊤ = 0``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .interval import Interval
from .lattice import BoundedLattice
from .numeric import NumericDomain, register_numeric_domain

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Constant", "strategy"]

# Markers stored instead of an int for the two non-constant elements.
_BOT = "⊥"
_TOP = "⊤"


@register_numeric_domain("constant")
class Constant(BoundedLattice, NumericDomain):
    """An integer constant, or ⊥ (no value), or ⊤ (any value); build with :meth:`const`."""

    __slots__ = ("_value",)
    chain_bound = 2  # height 2

    _value: int | str

    @classmethod
    def _make(cls, value: int | str) -> Constant:
        self = object.__new__(cls)
        object.__setattr__(self, "_value", value)
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self._value is _BOT:
            return Constant.bottom, ()
        if self._value is _TOP:
            return Constant.top, ()
        return Constant.const, (self._value,)

    # -- constructors ---------------------------------------------------------

    @classmethod
    def bottom(cls) -> Constant:
        return _BOTTOM

    @classmethod
    def top(cls) -> Constant:
        return _TOPV

    @classmethod
    def const(cls, n: int) -> Constant:
        return cls._from_interval(Interval.const(n))

    @classmethod
    def range(cls, lo: int | None, hi: int | None) -> Constant:
        return cls._from_interval(Interval(lo, hi))

    # -- the embedding into intervals ----------------------------------------

    def _to_interval(self) -> Interval:
        v = self._value
        if v is _BOT:
            return Interval.bottom()
        if v is _TOP:
            return Interval.top()
        return Interval.const(v)

    @classmethod
    def _from_interval(cls, iv: Interval) -> Constant:
        """The best Constant above ``iv``: itself if a singleton, else ⊥ or ⊤."""
        if iv.is_bottom():
            return _BOTTOM
        n = iv.as_const()
        return _TOPV if n is None else cls._make(n)

    # -- queries --------------------------------------------------------------

    def is_bottom(self) -> bool:
        return self._value is _BOT

    def is_top(self) -> bool:
        return self._value is _TOP

    def contains(self, n: int) -> bool:
        v = self._value
        return v is _TOP or (v is not _BOT and v == n)

    def as_const(self) -> int | None:
        v = self._value
        return None if v is _BOT or v is _TOP else v

    def bounds(self) -> tuple[int | None, int | None]:
        return self._to_interval().bounds()

    # -- lattice hooks (operands are neither ⊥ nor ⊤, so both are constants) --

    def _leq(self, other: Constant) -> bool:
        return self._value == other._value

    def _join(self, other: Constant) -> Constant:
        return self if self._value == other._value else _TOPV

    def _meet(self, other: Constant) -> Constant:
        return self if self._value == other._value else _BOTTOM

    def _widen(self, other: Constant, thresholds: Sequence[int]) -> Constant:
        # Height 2: the join already stabilises every chain.
        return self._join(other)

    def _narrow(self, other: Constant) -> Constant:
        return self._meet(other)

    # -- operators ------------------------------------------------------------

    def binop(self, op: str, other: Constant) -> Constant:
        return self._from_interval(self._to_interval().binop(op, other._to_interval()))

    def unop(self, op: str) -> Constant:
        return self._from_interval(self._to_interval().unop(op))

    def refine(self, op: str, other: Constant) -> tuple[Constant, Constant]:
        x, y = self._to_interval().refine(op, other._to_interval())
        return self._from_interval(x), self._from_interval(y)

    def cast(self, bits: int, signed: bool) -> Constant:
        return self._from_interval(self._to_interval().cast(bits, signed))

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._value == other._value

    def __hash__(self) -> int:
        return hash((Constant, self._value))

    def __str__(self) -> str:
        return str(self._value)

    def __repr__(self) -> str:
        v = self._value
        if v is _BOT:
            return "Constant.bottom()"
        if v is _TOP:
            return "Constant.top()"
        return f"Constant.const({v!r})"


_BOTTOM = Constant._make(_BOT)
_TOPV = Constant._make(_TOP)


def strategy() -> SearchStrategy[Constant]:
    """Return a hypothesis strategy of Constants: ⊥, ⊤, small and edge-case integers."""
    from hypothesis import strategies as st

    from .testing import EDGE_INTS

    return st.one_of(
        st.integers(-8, 8).map(Constant.const),
        st.sampled_from([_BOTTOM, _TOPV]),
        st.sampled_from(EDGE_INTS).map(Constant.const),
        st.integers().map(Constant.const),
    )

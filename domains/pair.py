"""The Sparrow numeric domain: a pair of intervals, one for the negative and one for the non-negative part.

A value ``(neg, nonneg)`` with ``neg ⊆ [-oo, -1]`` and ``nonneg ⊆ [0, +oo]``
(either may be ⊥) stands for ``γ(neg) ∪ γ(nonneg)`` (Jung & Yi, ISMM 2008).
Unlike one interval it represents "non-zero", ``[-oo, -1] ∪ [1, +oo]``,
exactly, so the typical leak-detector test ``if (p != 0)`` refines precisely.

The two parts live in disjoint halves, so a value's γ determines its parts:
structural equality is lattice equality, and the componentwise order, join
and meet are set inclusion, per-half hull of the union, and intersection.
Operations run the interval operation on every pair of non-empty parts and
split each result at zero, which is sound and never less precise than
interval arithmetic on the hulls.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from .interval import Interval
from .numeric import BINARY_OPS, COMPARISON_OPS, NumericDomain, register_numeric_domain

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Pair", "strategy"]

_IBOT = Interval.bottom()
_NEG_HALF = Interval(None, -1)
_NONNEG_HALF = Interval(0, None)


@register_numeric_domain("pair")
class Pair(NumericDomain):
    """A union of a negative and a non-negative interval; ``Pair(neg, nonneg)``.

    Build values with :meth:`const`, :meth:`range`, :meth:`from_interval` or
    from the two parts (each must lie in its half; default ⊥).
    """

    __slots__ = ("_neg", "_pos")
    chain_bound = 6  # an interval's 3 per part

    _neg: Interval
    _pos: Interval

    def __new__(cls, neg: Interval = _IBOT, nonneg: Interval = _IBOT) -> Pair:
        if not (isinstance(neg, Interval) and isinstance(nonneg, Interval)):
            raise TypeError("Pair parts must be Intervals")
        if not neg.leq(_NEG_HALF):
            raise ValueError(f"negative part {neg} is not within [-oo, -1]")
        if not nonneg.leq(_NONNEG_HALF):
            raise ValueError(f"non-negative part {nonneg} is not within [0, +oo]")
        return cls._make(neg, nonneg)

    @classmethod
    def _make(cls, neg: Interval, pos: Interval) -> Pair:
        self = object.__new__(cls)
        object.__setattr__(self, "_neg", neg)
        object.__setattr__(self, "_pos", pos)
        return self

    def __reduce__(self) -> tuple[object, tuple[Interval, Interval]]:
        return Pair, (self._neg, self._pos)

    # -- constructors ---------------------------------------------------------

    @classmethod
    def from_interval(cls, iv: Interval) -> Pair:
        """Return the exact Pair of an Interval (split at zero)."""
        return cls._make(iv.meet(_NEG_HALF), iv.meet(_NONNEG_HALF))

    @classmethod
    def bottom(cls) -> Pair:
        return _BOTTOM

    @classmethod
    def top(cls) -> Pair:
        return _TOP

    @classmethod
    def const(cls, n: int) -> Pair:
        return cls.from_interval(Interval.const(n))

    @classmethod
    def range(cls, lo: int | None, hi: int | None) -> Pair:
        return cls.from_interval(Interval(lo, hi))

    @classmethod
    def from_truth(cls, may_be_false: bool, may_be_true: bool) -> Pair:
        return cls._make(_IBOT, Interval.from_truth(may_be_false, may_be_true))

    # -- accessors ------------------------------------------------------------

    @property
    def neg(self) -> Interval:
        """The negative part, within ``[-oo, -1]`` (may be ⊥)."""
        return self._neg

    @property
    def nonneg(self) -> Interval:
        """The non-negative part, within ``[0, +oo]`` (may be ⊥)."""
        return self._pos

    def hull(self) -> Interval:
        """Return the smallest Interval containing γ(self)."""
        return self._neg.join(self._pos)

    def _parts(self) -> Iterator[Interval]:
        if not self._neg.is_bottom():
            yield self._neg
        if not self._pos.is_bottom():
            yield self._pos

    def bounds(self) -> tuple[int | None, int | None]:
        return self.hull().bounds()

    def is_bottom(self) -> bool:
        return self._neg.is_bottom() and self._pos.is_bottom()

    def is_top(self) -> bool:
        return self._neg == _NEG_HALF and self._pos == _NONNEG_HALF

    def contains(self, n: int) -> bool:
        return self._neg.contains(n) or self._pos.contains(n)

    def as_const(self) -> int | None:
        if self._neg.is_bottom():
            return self._pos.as_const()
        if self._pos.is_bottom():
            return self._neg.as_const()
        return None

    def truth(self) -> tuple[bool, bool]:
        pos = self._pos
        may_zero = pos.contains(0)
        may_nonzero = not self._neg.is_bottom() or (not pos.is_bottom() and pos.as_const() != 0)
        return may_zero, may_nonzero

    # -- lattice --------------------------------------------------------------

    def leq(self, other: Pair) -> bool:
        return self is other or (self._neg.leq(other._neg) and self._pos.leq(other._pos))

    def join(self, other: Pair) -> Pair:
        neg = self._neg.join(other._neg)
        pos = self._pos.join(other._pos)
        if neg is self._neg and pos is self._pos:
            return self
        if neg is other._neg and pos is other._pos:
            return other
        return Pair._make(neg, pos)

    def meet(self, other: Pair) -> Pair:
        neg = self._neg.meet(other._neg)
        pos = self._pos.meet(other._pos)
        if neg is self._neg and pos is self._pos:
            return self
        if neg is other._neg and pos is other._pos:
            return other
        return Pair._make(neg, pos)

    def widen(self, other: Pair, thresholds: Sequence[int] = ()) -> Pair:
        # Interval widening of a part may overshoot its half (toward ∓oo);
        # clamping puts it back.  The half's edge (0 or -1) acts as one more
        # threshold, so each part still moves finitely often.
        neg = self._neg.widen(other._neg, thresholds).meet(_NEG_HALF)
        pos = self._pos.widen(other._pos, thresholds).meet(_NONNEG_HALF)
        if neg == self._neg and pos == self._pos:
            return self
        return Pair._make(neg, pos)

    def narrow(self, other: Pair) -> Pair:
        neg = self._neg.narrow(other._neg)
        pos = self._pos.narrow(other._pos)
        if neg is self._neg and pos is self._pos:
            return self
        return Pair._make(neg, pos)

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._neg == other._neg and self._pos == other._pos

    def __hash__(self) -> int:
        return hash((Pair, self._neg, self._pos))

    def __str__(self) -> str:
        neg, pos = self._neg, self._pos
        if neg.is_bottom() or pos.is_bottom() or (neg.hi == -1 and pos.lo == 0):
            # One part, or two adjacent parts: print as one interval.
            return str(neg.join(pos))
        return f"{neg} ∪ {pos}"

    def __repr__(self) -> str:
        return f"Pair({self._neg!r}, {self._pos!r})"

    # -- operators ------------------------------------------------------------

    def binop(self, op: str, other: Pair) -> Pair:
        if op not in _BINOPS:
            raise ValueError(f"unknown binary operator {op!r}")
        neg = pos = _IBOT
        for p in self._parts():
            for q in other._parts():
                r = p.binop(op, q)
                neg = neg.join(r.meet(_NEG_HALF))
                pos = pos.join(r.meet(_NONNEG_HALF))
        return Pair._make(neg, pos)

    def unop(self, op: str) -> Pair:
        if op in ("-", "~"):
            neg = pos = _IBOT
            for p in self._parts():
                r = p.unop(op)
                neg = neg.join(r.meet(_NEG_HALF))
                pos = pos.join(r.meet(_NONNEG_HALF))
            return Pair._make(neg, pos)
        return super().unop(op)

    def refine(self, op: str, other: Pair) -> tuple[Pair, Pair]:
        if op not in _COMPARISONS:
            raise ValueError(f"unknown comparison operator {op!r}")
        # Refine each pair of parts separately: a concrete pair (x, y) lies in
        # one pair of parts, whose interval refinement keeps it.
        xneg = xpos = yneg = ypos = _IBOT
        for p in self._parts():
            for q in other._parts():
                p2, q2 = p.refine(op, q)
                if p2.is_bottom():
                    continue
                xneg, xpos = xneg.join(p2.meet(_NEG_HALF)), xpos.join(p2.meet(_NONNEG_HALF))
                yneg, ypos = yneg.join(q2.meet(_NEG_HALF)), ypos.join(q2.meet(_NONNEG_HALF))
        return Pair._make(xneg, xpos), Pair._make(yneg, ypos)

    def cast(self, bits: int, signed: bool) -> Pair:
        # Interval.cast is identity on a fitting part and covers the
        # conversion of a non-fitting one, so casting the parts separately is
        # sound and keeps the "identity if everything fits" behaviour.
        neg = pos = _IBOT
        for p in self._parts():
            r = p.cast(bits, signed)
            neg = neg.join(r.meet(_NEG_HALF))
            pos = pos.join(r.meet(_NONNEG_HALF))
        if neg == self._neg and pos == self._pos:
            return self
        return Pair._make(neg, pos)


_BINOPS = frozenset(BINARY_OPS)
_COMPARISONS = frozenset(COMPARISON_OPS)
_BOTTOM = Pair._make(_IBOT, _IBOT)
_TOP = Pair._make(_NEG_HALF, _NONNEG_HALF)


def strategy() -> SearchStrategy[Pair]:
    """Return a hypothesis strategy of Pairs: splits of intervals, unions with holes, ⊥, ⊤ and non-zero."""
    from hypothesis import strategies as st

    from .interval import strategy as interval_strategy

    intervals = interval_strategy()
    neg_parts = intervals.map(lambda iv: iv.meet(_NEG_HALF))
    pos_parts = intervals.map(lambda iv: iv.meet(_NONNEG_HALF))
    return st.one_of(
        intervals.map(Pair.from_interval),
        st.builds(Pair._make, neg_parts, pos_parts),
        st.sampled_from([_BOTTOM, _TOP, Pair._make(_NEG_HALF, Interval(1, None))]),
    )

"""The sign domain: the eight sets of signs ⊥, <0, =0, >0, <=0, >=0, !=0, ⊤.

A value is a set of the three atoms negative, zero and positive, kept as a
3-bit mask, so the lattice is the powerset of the atoms: order is inclusion,
join is union, meet is intersection (all exact) and the height is 3, so
widening is the join.  Each operator is the join, over all pairs of atoms,
of the interval operator on the atoms' intervals ``[-oo, -1]``, ``[0, 0]``,
``[1, +oo]`` abstracted back to signs; the results are memoised, so an
operation costs one dictionary lookup after its first use.

Values print as ``<0``, ``=0``, ``>0``, ``<=0``, ``>=0``, ``!=0``, ``⊥``, ``⊤``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .interval import Interval
from .numeric import (
    BINARY_OPS,
    COMPARISON_OPS,
    NumericDomain,
    int_type_range,
    register_numeric_domain,
)

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Sign", "strategy"]

NEG, ZERO, POS = 1, 2, 4
_ATOMS = (
    (NEG, Interval(None, -1)),
    (ZERO, Interval(0, 0)),
    (POS, Interval(1, None)),
)
_NAMES = {0: "⊥", NEG: "<0", ZERO: "=0", POS: ">0", NEG | ZERO: "<=0",
          ZERO | POS: ">=0", NEG | POS: "!=0", NEG | ZERO | POS: "⊤"}


def _alpha(iv: Interval) -> int:
    """The set of signs of the members of ``iv``."""
    if iv.is_bottom():
        return 0
    lo, hi = iv.bounds()
    mask = 0
    if lo is None or lo < 0:
        mask |= NEG
    if iv.contains(0):
        mask |= ZERO
    if hi is None or hi > 0:
        mask |= POS
    return mask


def _atoms(mask: int) -> list[Interval]:
    return [iv for bit, iv in _ATOMS if mask & bit]


@register_numeric_domain("sign")
class Sign(NumericDomain):
    """A set of signs of an integer; build with :meth:`const`, :meth:`range` or :meth:`from_signs`."""

    __slots__ = ("_mask",)
    chain_bound = 3  # height 3

    _mask: int

    def __new__(cls, mask: int = NEG | ZERO | POS) -> Sign:
        if mask not in _NAMES:
            raise ValueError(f"a sign mask is an int in 0..7, got {mask!r}")
        return _VALUES[mask]

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return Sign, (self._mask,)

    # -- constructors ---------------------------------------------------------

    @classmethod
    def from_signs(cls, negative: bool = False, zero: bool = False, positive: bool = False) -> Sign:
        """Return the value whose members may have exactly the given signs."""
        return _VALUES[(NEG if negative else 0) | (ZERO if zero else 0) | (POS if positive else 0)]

    @classmethod
    def bottom(cls) -> Sign:
        return _VALUES[0]

    @classmethod
    def top(cls) -> Sign:
        return _VALUES[NEG | ZERO | POS]

    @classmethod
    def const(cls, n: int) -> Sign:
        return _VALUES[_alpha(Interval.const(n))]

    @classmethod
    def range(cls, lo: int | None, hi: int | None) -> Sign:
        return _VALUES[_alpha(Interval(lo, hi))]

    # -- queries --------------------------------------------------------------

    @property
    def mask(self) -> int:
        """The bit set of atoms: ``NEG`` = 1, ``ZERO`` = 2, ``POS`` = 4."""
        return self._mask

    def is_bottom(self) -> bool:
        return self._mask == 0

    def is_top(self) -> bool:
        return self._mask == 7

    def contains(self, n: int) -> bool:
        return bool(self._mask & (NEG if n < 0 else POS if n > 0 else ZERO))

    def as_const(self) -> int | None:
        return 0 if self._mask == ZERO else None

    def bounds(self) -> tuple[int | None, int | None]:
        m = self._mask
        if not m:
            raise ValueError("⊥ has no bounds")
        lo = None if m & NEG else (0 if m & ZERO else 1)
        hi = None if m & POS else (0 if m & ZERO else -1)
        return lo, hi

    def truth(self) -> tuple[bool, bool]:
        m = self._mask
        return bool(m & ZERO), bool(m & (NEG | POS))

    # -- lattice --------------------------------------------------------------

    def leq(self, other: Sign) -> bool:
        return not (self._mask & ~other._mask)

    def join(self, other: Sign) -> Sign:
        return _VALUES[self._mask | other._mask]

    def meet(self, other: Sign) -> Sign:
        return _VALUES[self._mask & other._mask]

    def widen(self, other: Sign, thresholds: Sequence[int] = ()) -> Sign:
        # Finite height: the join stabilises every chain.
        return _VALUES[self._mask | other._mask]

    def narrow(self, other: Sign) -> Sign:
        return _VALUES[self._mask & other._mask]

    # -- operators ------------------------------------------------------------

    def binop(self, op: str, other: Sign) -> Sign:
        key = (op, self._mask, other._mask)
        mask = _BINOP_CACHE.get(key)
        if mask is None:
            if op not in BINARY_OPS:
                raise ValueError(f"unknown binary operator {op!r}")
            mask = 0
            for x in _atoms(self._mask):
                for y in _atoms(other._mask):
                    mask |= _alpha(x.binop(op, y))
            _BINOP_CACHE[key] = mask
        return _VALUES[mask]

    def unop(self, op: str) -> Sign:
        key = (op, self._mask)
        mask = _UNOP_CACHE.get(key)
        if mask is None:
            mask = 0
            for x in _atoms(self._mask) or [Interval.bottom()]:
                mask |= _alpha(x.unop(op))
            _UNOP_CACHE[key] = mask
        return _VALUES[mask]

    def refine(self, op: str, other: Sign) -> tuple[Sign, Sign]:
        key = (op, self._mask, other._mask)
        masks = _REFINE_CACHE.get(key)
        if masks is None:
            if op not in COMPARISON_OPS:
                raise ValueError(f"unknown comparison operator {op!r}")
            mx = my = 0
            for x in _atoms(self._mask):
                for y in _atoms(other._mask):
                    x2, y2 = x.refine(op, y)
                    mx |= _alpha(x2)
                    my |= _alpha(y2)
            # An impossible condition must give ⊥ on both sides.
            masks = (mx, my) if mx and my else (0, 0)
            _REFINE_CACHE[key] = masks
        return _VALUES[masks[0]], _VALUES[masks[1]]

    def cast(self, bits: int, signed: bool) -> Sign:
        key = (self._mask, bits, signed)
        mask = _CAST_CACHE.get(key)
        if mask is None:
            int_type_range(bits, signed)  # validate even when there is no atom to cast
            mask = 0
            for x in _atoms(self._mask):
                mask |= _alpha(x.cast(bits, signed))
            _CAST_CACHE[key] = mask
        return _VALUES[mask]

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._mask == other._mask

    def __hash__(self) -> int:
        return hash((Sign, self._mask))

    def __str__(self) -> str:
        return _NAMES[self._mask]

    def __repr__(self) -> str:
        return f"Sign({self._mask})"


def _make(mask: int) -> Sign:
    self = object.__new__(Sign)
    object.__setattr__(self, "_mask", mask)
    return self


# The eight values are interned: construction never allocates.
_VALUES = tuple(_make(m) for m in range(8))
_BINOP_CACHE: dict[tuple[str, int, int], int] = {}
_UNOP_CACHE: dict[tuple[str, int], int] = {}
_REFINE_CACHE: dict[tuple[str, int, int], tuple[int, int]] = {}
_CAST_CACHE: dict[tuple[int, int, bool], int] = {}


def strategy() -> SearchStrategy[Sign]:
    """Return a hypothesis strategy of all eight Sign values."""
    from hypothesis import strategies as st

    return st.sampled_from(_VALUES)

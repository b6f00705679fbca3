"""The congruence domain (Granger): sets ``mZ + r`` of integers congruent to ``r`` modulo ``m``.

A value is ⊥ or a pair ``(m, r)`` with ``m >= 0``: ``m == 0`` is the constant
``r``, ``m > 0`` the class ``{r + k·m | k ∈ Z}`` with ``0 <= r < m`` (so the
representation is canonical), and ``(1, 0)`` is ⊤.  Order is inclusion:
``(m1, r1) ≤ (m2, r2)`` iff ``m2`` divides ``m1`` and ``r1 ≡ r2 (mod m2)``.
Join is ``(gcd(m1, m2, |r1 - r2|), r1)``; meet is exact by the Chinese
remainder theorem (⊥ when the classes are disjoint).

The lattice has no infinite ascending chain, but its chains are arbitrarily
long (``2**64 Z ⊂ 2**63 Z ⊂ ... ⊂ Z``), so the widening is not the join: a
constant may grow to a class once, and a class that grows again goes to ⊤.
Narrowing only refines ⊤.  Intervals are not congruences, so ``range`` is
exact only for one value; the reduced product with intervals
(``domains.interval_congruence``) combines both.

Values print as ``5``, ``4Z+1``, ``2Z``, ``⊥``, ``⊤``.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import gcd
from typing import TYPE_CHECKING

from .lattice import BoundedLattice
from .numeric import (
    BINARY_OPS,
    COMPARISON_OPS,
    MAX_SHIFT,
    NumericDomain,
    concrete_binop,
    concrete_cast,
    int_type_range,
    register_numeric_domain,
)

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Congruence", "strategy"]

_BOT_MOD = -1  # the modulus stored for ⊥


def _v2(m: int) -> int | None:
    """The exponent of 2 in ``m`` (None, i.e. infinity, for 0)."""
    return None if m == 0 else (m & -m).bit_length() - 1


@register_numeric_domain("congruence")
class Congruence(BoundedLattice, NumericDomain):
    """``mZ + r``: ⊥, a constant (``m == 0``), or a residue class; build with :meth:`const` or :meth:`of`."""

    __slots__ = ("_m", "_r")
    chain_bound = 3  # ⊥ → constant → class → ⊤

    _m: int
    _r: int

    @classmethod
    def _make(cls, m: int, r: int) -> Congruence:
        if m > 0:
            r %= m
            if m == 1:
                return _TOPV
        self = object.__new__(cls)
        object.__setattr__(self, "_m", m)
        object.__setattr__(self, "_r", r)
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self._m == _BOT_MOD:
            return Congruence.bottom, ()
        return Congruence.of, (self._m, self._r)

    # -- constructors ---------------------------------------------------------

    @classmethod
    def of(cls, m: int, r: int) -> Congruence:
        """Return ``mZ + r`` (``m == 0``: the constant ``r``; a negative ``m`` means ``|m|``)."""
        if not (isinstance(m, int) and isinstance(r, int)):
            raise TypeError(f"a congruence is built from ints, got {m!r}, {r!r}")
        return cls._make(abs(int(m)), int(r))

    @classmethod
    def bottom(cls) -> Congruence:
        return _BOTTOM

    @classmethod
    def top(cls) -> Congruence:
        return _TOPV

    @classmethod
    def const(cls, n: int) -> Congruence:
        if not isinstance(n, int):
            raise TypeError(f"Congruence.const needs an int, got {n!r}")
        return cls._make(0, int(n))

    @classmethod
    def range(cls, lo: int | None, hi: int | None) -> Congruence:
        if lo is not None and hi is not None:
            if lo > hi:
                return _BOTTOM
            if lo == hi:
                return cls.const(lo)
        return _TOPV

    # -- queries --------------------------------------------------------------

    @property
    def modulus(self) -> int:
        """``m`` (0 for a constant, 1 for ⊤).  Raises ValueError on ⊥."""
        if self._m == _BOT_MOD:
            raise ValueError("⊥ has no modulus")
        return self._m

    @property
    def residue(self) -> int:
        """``r`` (the constant itself when ``m == 0``, else ``0 <= r < m``).  Raises ValueError on ⊥."""
        if self._m == _BOT_MOD:
            raise ValueError("⊥ has no residue")
        return self._r

    def is_bottom(self) -> bool:
        return self._m == _BOT_MOD

    def is_top(self) -> bool:
        return self._m == 1

    def contains(self, n: int) -> bool:
        m = self._m
        if m == 0:
            return n == self._r
        return m > 0 and (n - self._r) % m == 0

    def as_const(self) -> int | None:
        return self._r if self._m == 0 else None

    def bounds(self) -> tuple[int | None, int | None]:
        if self._m == _BOT_MOD:
            raise ValueError("⊥ has no bounds")
        if self._m == 0:
            return self._r, self._r
        return None, None

    # -- lattice hooks (operands are neither ⊥ nor ⊤) -------------------------

    def _leq(self, other: Congruence) -> bool:
        m1, r1, m2, r2 = self._m, self._r, other._m, other._r
        if m2 == 0:
            return m1 == 0 and r1 == r2
        return m1 % m2 == 0 and (r1 - r2) % m2 == 0

    def _join(self, other: Congruence) -> Congruence:
        m = gcd(self._m, other._m, self._r - other._r)
        if m == self._m:
            return self
        if m == other._m:
            return other
        return Congruence._make(m, self._r)

    def _meet(self, other: Congruence) -> Congruence:
        m1, r1, m2, r2 = self._m, self._r, other._m, other._r
        if m1 == 0:
            return self if other.contains(r1) else _BOTTOM
        if m2 == 0:
            return other if self.contains(r2) else _BOTTOM
        g = gcd(m1, m2)
        if (r2 - r1) % g:
            return _BOTTOM
        # x = r1 + m1·t with m1·t ≡ r2 - r1 (mod m2), i.e. t ≡ (r2-r1)/g · (m1/g)^-1 (mod m2/g).
        n = m2 // g
        t = ((r2 - r1) // g * pow(m1 // g, -1, n)) % n if n > 1 else 0
        return Congruence._make(m1 * n, r1 + m1 * t)

    def _widen(self, other: Congruence, thresholds: Sequence[int]) -> Congruence:
        if other._leq(self):
            return self
        # A constant may become a class once; a class that must grow goes to ⊤.
        return self._join(other) if self._m == 0 else _TOPV

    def _narrow(self, other: Congruence) -> Congruence:
        # Only ⊤ is refined (BoundedLattice handles it), so a narrowing chain
        # changes at most once before ⊥.
        return self

    # -- operators ------------------------------------------------------------

    def binop(self, op: str, other: Congruence) -> Congruence:
        if op not in BINARY_OPS:
            raise ValueError(f"unknown binary operator {op!r}")
        if self._m == _BOT_MOD or other._m == _BOT_MOD:
            return _BOTTOM
        m1, r1, m2, r2 = self._m, self._r, other._m, other._r
        if m1 == 0 and m2 == 0 and not (op == "<<" and r2 > MAX_SHIFT and r1 != 0):
            z = concrete_binop(op, r1, r2)
            return _BOTTOM if z is None else Congruence._make(0, z)
        if op == "+":
            return Congruence._make(gcd(m1, m2), r1 + r2)
        if op == "-":
            return Congruence._make(gcd(m1, m2), r1 - r2)
        if op == "*":
            return Congruence._make(gcd(m1 * m2, m1 * r2, m2 * r1), r1 * r2)
        if op == "/":
            return self._div(other)
        if op == "%":
            return self._mod(other)
        if op == "<<":
            return self._shl(other)
        if op == ">>":
            return self._shr(other)
        if op in ("&", "|", "^"):
            return self._bitwise(op, other)
        return self._compare(op, other)

    def _div(self, d: Congruence) -> Congruence:
        # Only exact division by a constant c that divides every member is kept:
        # (m·k + r) / c = (m/c)·k + r/c.
        m, r = self._m, self._r
        c = d.as_const()
        if c == 0:
            return _BOTTOM
        if c is not None and m % c == 0 and r % c == 0:
            return Congruence._make(m // abs(c), r // c)
        if self.as_const() == 0:
            return self
        return _TOPV

    def _mod(self, d: Congruence) -> Congruence:
        # x % y = x - (x/y)·y ≡ x modulo every g dividing all divisors y.
        c = d.as_const()
        if c == 0:
            return _BOTTOM
        if c in (1, -1) or self.as_const() == 0:
            return Congruence._make(0, 0)
        g = abs(c) if c is not None else gcd(d._m, d._r)
        return Congruence._make(gcd(self._m, g), self._r)

    def _shl(self, k: Congruence) -> Congruence:
        n = k.as_const()
        if n is not None and n < 0:
            return _BOTTOM
        if self.as_const() == 0:
            return self
        if n is not None and n <= MAX_SHIFT:
            return Congruence._make(self._m << n, self._r << n)
        return _TOPV

    def _shr(self, k: Congruence) -> Congruence:
        n = k.as_const()
        if n is not None and n < 0:
            return _BOTTOM
        m, r = self._m, self._r
        if n is not None:
            if m == 0:
                return Congruence._make(0, r >> n)
            # floor((m·k + r) / 2**n) = (m >> n)·k + (r >> n) when 2**n divides m.
            if n <= MAX_SHIFT and m % (1 << n) == 0:
                return Congruence._make(m >> n, r >> n)
        return _TOPV

    def _bitwise(self, op: str, other: Congruence) -> Congruence:
        # The low j bits of every member are those of r when 2**j divides m,
        # and bitwise operators act on each bit separately.  Not both operands
        # are constants (binop folded those), so j is finite.
        j = min(v for v in (_v2(self._m), _v2(other._m)) if v is not None)
        mask = (1 << j) - 1
        low = concrete_binop(op, self._r & mask, other._r & mask) & mask
        # A constant c may also fix the higher bits: x & c for 0 <= c < 2**j,
        # x | c when every bit of c from j up is set.
        c, x = other.as_const(), self
        if c is None:
            c, x = self.as_const(), other
        if c is not None:
            if op == "&" and 0 <= c <= mask:
                return Congruence._make(0, x._r & c)
            if op == "|" and c >> j == -1:
                return Congruence._make(0, (x._r & mask) | c)
        return Congruence._make(1 << j, low)

    def _compare(self, op: str, other: Congruence) -> Congruence:
        # Not both constants (binop folded those): only disjoint classes decide.
        if op in ("==", "!=") and self.meet(other).is_bottom():
            return Congruence._make(0, int(op == "!="))
        return _TOPV  # {0, 1}: their join is Z

    def unop(self, op: str) -> Congruence:
        if op == "+":
            return self
        if op not in ("-", "~", "!"):
            raise ValueError(f"unknown unary operator {op!r}")
        if self._m == _BOT_MOD:
            return _BOTTOM
        if op == "-":
            return Congruence._make(self._m, -self._r)
        if op == "~":
            return Congruence._make(self._m, -self._r - 1)
        may_zero, may_nonzero = self.truth()
        return self.from_truth(may_nonzero, may_zero)

    def refine(self, op: str, other: Congruence) -> tuple[Congruence, Congruence]:
        if op not in COMPARISON_OPS:
            raise ValueError(f"unknown comparison operator {op!r}")
        if self._m == _BOT_MOD or other._m == _BOT_MOD:
            return _BOTTOM, _BOTTOM
        if op == "==":
            m = self.meet(other)
            return m, m
        a, b = self.as_const(), other.as_const()
        if a is not None and b is not None and not concrete_binop(op, a, b):
            return _BOTTOM, _BOTTOM
        return self, other

    def cast(self, bits: int, signed: bool) -> Congruence:
        tmin, tmax = int_type_range(bits, signed)
        m, r = self._m, self._r
        if m == _BOT_MOD:
            return self
        if m == 0:
            if tmin <= r <= tmax:
                return self
            # Out-of-range conversion to a signed type is implementation-defined.
            return Congruence._make(0, concrete_cast(r, bits, False)) if not signed else _TOPV
        if signed:
            return _TOPV
        # Reduction modulo 2**bits keeps the residue modulo gcd(m, 2**bits).
        return Congruence._make(gcd(m, 1 << bits), r)

    # -- test hook ------------------------------------------------------------

    @classmethod
    def member_strategy(cls, value: Congruence) -> SearchStrategy[int] | None:
        """Members ``r + k·m`` directly: small ``k``, any ``k``, and the members nearest the edge integers."""
        from hypothesis import strategies as st

        from .testing import EDGE_INTS

        m, r = value._m, value._r
        if m == 0:
            return st.just(r)
        return st.one_of(
            st.integers(-4, 4).map(lambda k: r + m * k),
            st.sampled_from(EDGE_INTS).map(lambda e: e + (r - e) % m),
            st.integers().map(lambda k: r + m * k),
        )

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._m == other._m and self._r == other._r

    def __hash__(self) -> int:
        return hash((Congruence, self._m, self._r))

    def __str__(self) -> str:
        m, r = self._m, self._r
        if m == _BOT_MOD:
            return "⊥"
        if m == 1:
            return "⊤"
        if m == 0:
            return str(r)
        return f"{m}Z+{r}" if r else f"{m}Z"

    def __repr__(self) -> str:
        if self._m == _BOT_MOD:
            return "Congruence.bottom()"
        return f"Congruence.of({self._m!r}, {self._r!r})"


def _raw(m: int, r: int) -> Congruence:
    self = object.__new__(Congruence)
    object.__setattr__(self, "_m", m)
    object.__setattr__(self, "_r", r)
    return self


_BOTTOM = _raw(_BOT_MOD, 0)
_TOPV = _raw(1, 0)


def strategy() -> SearchStrategy[Congruence]:
    """Return a hypothesis strategy of Congruences: ⊥, ⊤, constants, small and huge (sparse) moduli."""
    from hypothesis import strategies as st

    from .testing import EDGE_INTS

    moduli = st.one_of(st.integers(2, 16), st.sampled_from([2**8, 2**16, 2**32, 2**64, 10**30, 3 * 2**40]),
                       st.integers(2, 2**80))
    residues = st.one_of(st.integers(-8, 8), st.sampled_from(EDGE_INTS), st.integers())
    return st.one_of(
        st.tuples(moduli, residues).map(lambda p: Congruence.of(*p)),
        st.integers(-8, 8).map(Congruence.const),
        st.sampled_from(EDGE_INTS).map(Congruence.const),
        st.sampled_from([_BOTTOM, _TOPV]),
    )

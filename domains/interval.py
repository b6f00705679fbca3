"""The interval domain: sets of integers approximated by ``[lo, hi]`` with ``lo, hi ∈ Z ∪ {-∞, +∞}``.

Representation: a bound is a Python ``int`` or the float ``-inf``/``+inf``.
Floats never carry finite values, so comparisons and ``min``/``max`` run at C
speed and stay exact for integers of any size; arithmetic on bounds goes
through small helpers that never convert an ``int`` to ``float`` (which would
overflow for huge ints) and define ``0 * ±∞ = 0`` (correct for interval
endpoints: every member of ``[0, 0] * [1, +∞]`` is 0).  ⊥ is the canonical
empty interval ``(+inf, -inf)``, which makes ``join``/``leq`` branch-free.

The public ``lo``/``hi`` properties report infinite bounds as ``None``.
"""

from __future__ import annotations

import bisect
import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Union

from .numeric import (
    MAX_SHIFT,
    NumericDomain,
    int_type_range,
    register_numeric_domain,
)

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Interval", "strategy"]

INF = float("inf")
NINF = -INF

#: A bound: an int, or the float -inf/+inf.
Bound = Union[int, float]


def _as_int(v: object, what: str) -> int:
    # Accept anything integer-like (bool, numpy integers) but store plain ints
    # so that printing and hashing are uniform; reject floats outright since a
    # finite float bound would break the representation invariant.
    try:
        return int(operator.index(v))
    except TypeError:
        raise TypeError(f"{what} must be an int, got {v!r}") from None


def _check_bound(v: object, name: str) -> Bound:
    if v is None:
        return INF if name == "hi" else NINF
    return _as_int(v, f"interval bound {name}")


def _add(a: Bound, b: Bound) -> Bound:
    # Callers never add infinities of opposite signs (lower bounds are never
    # +inf and upper bounds never -inf).
    if a.__class__ is float:
        return a
    if b.__class__ is float:
        return b
    return a + b


def _mul(a: Bound, b: Bound) -> Bound:
    if a == 0 or b == 0:
        return 0
    if a.__class__ is float or b.__class__ is float:
        return INF if (a > 0) == (b > 0) else NINF
    return a * b


def _tdiv_pos(n: Bound, m: Bound) -> Bound:
    """Truncated ``n / m`` for ``m >= 1``, as a limit when either is infinite.

    Callers never pass two infinities: a finite ``n`` over ``+inf`` is 0 (and
    is attained by a large enough finite divisor); ``±inf`` over a finite
    ``m`` stays ``±inf``.
    """
    if m.__class__ is float:
        return 0
    if n.__class__ is float:
        return n
    q = abs(n) // m
    return q if n >= 0 else -q


def _pow2(k: Bound) -> Bound:
    return INF if k.__class__ is float or k > MAX_SHIFT else 1 << k


def _shr(v: Bound, k: Bound) -> Bound:
    """``floor(v / 2**k)`` for ``k >= 0``; ``v`` infinite only with a finite ``k``."""
    if v.__class__ is float:
        return v
    if k.__class__ is float or k > v.bit_length():
        return 0 if v >= 0 else -1
    return v >> k


def _bitlen_bound(v: Bound) -> Bound:
    """``2**k - 1`` for the least ``k`` with ``0 <= w < 2**k`` for all ``0 <= w <= v``."""
    if v.__class__ is float:
        return INF
    return (1 << v.bit_length()) - 1


def _halves(lo: Bound, hi: Bound) -> tuple[tuple[Bound, Bound] | None, tuple[Bound, Bound] | None]:
    """Split a non-empty ``[lo, hi]`` into its negative and non-negative parts."""
    neg = (lo, min(hi, -1)) if lo < 0 else None
    nonneg = (max(lo, 0), hi) if hi >= 0 else None
    return neg, nonneg


@register_numeric_domain("interval")
class Interval(NumericDomain):
    """An integer interval ``[lo, hi]`` over Z ∪ {-∞, +∞}; ``Interval(lo, hi)`` with None for ∞.

    ``Interval(lo, hi)`` with ``lo > hi`` is ⊥.  Arithmetic is sound on
    mathematical integers with C semantics (see :mod:`domains.numeric`); it
    gives the smallest enclosing interval for ``+``, ``-``, ``*``, ``/``,
    unary ``-``/``~``, comparisons and constant operands.  Operations return
    plain Intervals, so the class is not meant to be subclassed.
    """

    __slots__ = ("_lo", "_hi")
    chain_bound = 3  # ⊥ → a value, then each bound jumps to infinity at most once

    _lo: Bound
    _hi: Bound

    def __new__(cls, lo: int | None = None, hi: int | None = None) -> Interval:
        return cls._make(_check_bound(lo, "lo"), _check_bound(hi, "hi"))

    @classmethod
    def _make(cls, lo: Bound, hi: Bound) -> Interval:
        if lo > hi:
            return _BOTTOM
        self = object.__new__(cls)
        object.__setattr__(self, "_lo", lo)
        object.__setattr__(self, "_hi", hi)
        return self

    def __reduce__(self) -> tuple[object, tuple[int | None, int | None]]:
        if self._lo > self._hi:
            return Interval, (1, 0)
        return Interval, self.bounds()

    # -- constructors ---------------------------------------------------------

    @classmethod
    def bottom(cls) -> Interval:
        return _BOTTOM

    @classmethod
    def top(cls) -> Interval:
        return _TOP

    @classmethod
    def const(cls, n: int) -> Interval:
        n = _as_int(n, "Interval.const argument")
        return cls._make(n, n)

    @classmethod
    def range(cls, lo: int | None, hi: int | None) -> Interval:
        return cls(lo, hi)

    # -- accessors ------------------------------------------------------------

    @property
    def lo(self) -> int | None:
        """The lower bound, None for -∞.  Raises ValueError on ⊥."""
        return self.bounds()[0]

    @property
    def hi(self) -> int | None:
        """The upper bound, None for +∞.  Raises ValueError on ⊥."""
        return self.bounds()[1]

    def bounds(self) -> tuple[int | None, int | None]:
        lo, hi = self._lo, self._hi
        if lo > hi:
            raise ValueError("⊥ has no bounds")
        return (None if lo == NINF else lo), (None if hi == INF else hi)

    def is_bottom(self) -> bool:
        return self._lo > self._hi

    def is_top(self) -> bool:
        return self._lo == NINF and self._hi == INF

    def contains(self, n: int) -> bool:
        return self._lo <= n <= self._hi

    def as_const(self) -> int | None:
        lo = self._lo
        return lo if lo == self._hi else None

    def truth(self) -> tuple[bool, bool]:
        lo, hi = self._lo, self._hi
        if lo > hi:
            return False, False
        return lo <= 0 <= hi, not (lo == 0 and hi == 0)

    # -- lattice --------------------------------------------------------------

    def leq(self, other: Interval) -> bool:
        # The ⊥ encoding (+inf, -inf) makes both comparisons succeed for ⊥.
        return other._lo <= self._lo and self._hi <= other._hi

    def join(self, other: Interval) -> Interval:
        slo, shi, olo, ohi = self._lo, self._hi, other._lo, other._hi
        if slo <= olo and ohi <= shi:
            return self
        if olo <= slo and shi <= ohi:
            return other
        return Interval._make(min(slo, olo), max(shi, ohi))

    def meet(self, other: Interval) -> Interval:
        slo, shi, olo, ohi = self._lo, self._hi, other._lo, other._hi
        if olo <= slo and shi <= ohi:
            return self
        if slo <= olo and ohi <= shi:
            return other
        return Interval._make(max(slo, olo), min(shi, ohi))

    def widen(self, other: Interval, thresholds: Sequence[int] = ()) -> Interval:
        slo, shi, olo, ohi = self._lo, self._hi, other._lo, other._hi
        if slo > shi:
            return other
        if olo > ohi:
            return self
        # A bound that does not grow is kept; one that grows jumps to the next
        # threshold beyond it, or to infinity.  Each bound thus moves at most
        # len(thresholds) + 1 times, which bounds every widening chain.
        lo = slo if olo >= slo else _threshold_below(olo, thresholds)
        hi = shi if ohi <= shi else _threshold_above(ohi, thresholds)
        if lo == slo and hi == shi:
            return self
        return Interval._make(lo, hi)

    def narrow(self, other: Interval) -> Interval:
        slo, shi, olo, ohi = self._lo, self._hi, other._lo, other._hi
        if slo > shi or olo > ohi:
            return _BOTTOM
        # Only infinite bounds are refined, so a narrowing sequence changes
        # each bound at most once.
        lo = olo if slo == NINF else slo
        hi = ohi if shi == INF else shi
        if lo == slo and hi == shi:
            return self
        return Interval._make(lo, hi)

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._lo == other._lo and self._hi == other._hi

    def __hash__(self) -> int:
        return hash((self._lo, self._hi))

    def __str__(self) -> str:
        lo, hi = self._lo, self._hi
        if lo > hi:
            return "⊥"
        if lo == NINF and hi == INF:
            return "⊤"
        return f"[{_fmt(lo)}, {_fmt(hi)}]"

    def __repr__(self) -> str:
        if self._lo > self._hi:
            return "Interval.bottom()"
        lo, hi = self.bounds()
        return f"Interval({lo!r}, {hi!r})"

    # -- operators ------------------------------------------------------------

    def binop(self, op: str, other: Interval) -> Interval:
        try:
            method = _BINOPS[op]
        except KeyError:
            raise ValueError(f"unknown binary operator {op!r}") from None
        if self._lo > self._hi or other._lo > other._hi:
            return _BOTTOM
        return method(self._lo, self._hi, other._lo, other._hi)

    def unop(self, op: str) -> Interval:
        lo, hi = self._lo, self._hi
        if op == "+":
            return self
        if op not in ("-", "~", "!"):
            raise ValueError(f"unknown unary operator {op!r}")
        if lo > hi:
            return _BOTTOM
        if op == "-":
            return Interval._make(-hi, -lo)
        if op == "~":
            return Interval._make(_add(-hi, -1), _add(-lo, -1))
        may_zero, may_nonzero = self.truth()
        return _bool(may_nonzero, may_zero)

    @classmethod
    def from_truth(cls, may_be_false: bool, may_be_true: bool) -> Interval:
        return _bool(may_be_false, may_be_true)

    def refine(self, op: str, other: Interval) -> tuple[Interval, Interval]:
        slo, shi, olo, ohi = self._lo, self._hi, other._lo, other._hi
        if slo > shi or olo > ohi:
            return _BOTTOM, _BOTTOM
        if op == "<":
            x = Interval._make(slo, min(shi, _add(ohi, -1)))
            y = Interval._make(max(olo, _add(slo, 1)), ohi)
        elif op == "<=":
            x = Interval._make(slo, min(shi, ohi))
            y = Interval._make(max(olo, slo), ohi)
        elif op == ">":
            y, x = other.refine("<", self)
        elif op == ">=":
            y, x = other.refine("<=", self)
        elif op == "==":
            x = y = self.meet(other)
        elif op == "!=":
            # Only an endpoint can be removed from an interval, and only a
            # constant on the other side says which value to remove.
            x, y = self, other
            if olo == ohi:
                x = _trim(slo, shi, olo)
            if slo == shi:
                y = _trim(olo, ohi, slo)
        else:
            raise ValueError(f"unknown comparison operator {op!r}")
        if x._lo > x._hi or y._lo > y._hi:
            return _BOTTOM, _BOTTOM
        return x, y

    def cast(self, bits: int, signed: bool) -> Interval:
        tmin, tmax = int_type_range(bits, signed)
        lo, hi = self._lo, self._hi
        if lo > hi or (tmin <= lo and hi <= tmax):
            return self
        # Conversion to unsigned is reduction modulo 2**bits (C 6.3.1.3p2),
        # exact while the interval does not straddle a multiple of 2**bits.
        # Out-of-range conversion to signed is implementation-defined, so only
        # the full range is sound for every compiler.
        if not signed and lo.__class__ is int and hi.__class__ is int:
            m = tmax + 1
            if hi - lo < m:
                wlo, whi = lo % m, hi % m
                if wlo <= whi:
                    return Interval._make(wlo, whi)
        return Interval._make(tmin, tmax)


def _fmt(b: Bound) -> str:
    if b == INF:
        return "+oo"
    if b == NINF:
        return "-oo"
    return str(b)


def _threshold_below(v: Bound, thresholds: Sequence[int]) -> Bound:
    """The greatest threshold ``<= v``, else -inf (robust to unsorted input)."""
    if thresholds and v.__class__ is int:
        i = bisect.bisect_right(thresholds, v) - 1
        if i >= 0 and thresholds[i] <= v:
            return thresholds[i]
    return NINF


def _threshold_above(v: Bound, thresholds: Sequence[int]) -> Bound:
    """The least threshold ``>= v``, else +inf (robust to unsorted input)."""
    if thresholds and v.__class__ is int:
        i = bisect.bisect_left(thresholds, v)
        if i < len(thresholds) and thresholds[i] >= v:
            return thresholds[i]
    return INF


def _trim(lo: Bound, hi: Bound, k: Bound) -> Interval:
    """``[lo, hi] \\ {k}`` where that is an interval; ``[lo, hi]`` otherwise."""
    if lo == k:
        lo = _add(lo, 1)
    elif hi == k:
        hi = _add(hi, -1)
    return Interval._make(lo, hi)


def _bool(may_false: bool, may_true: bool) -> Interval:
    if may_false:
        return _ZERO_ONE if may_true else _ZERO
    return _ONE if may_true else _BOTTOM


# -- binary operators on raw bounds (both operands non-empty) -----------------


def _op_add(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return Interval._make(_add(a, c), _add(b, d))


def _op_sub(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return Interval._make(_add(a, -d), _add(b, -c))


def _op_mul(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    p = (_mul(a, c), _mul(a, d), _mul(b, c), _mul(b, d))
    return Interval._make(min(p), max(p))


def _div_pos(a: Bound, b: Bound, c: Bound, d: Bound) -> tuple[Bound, Bound]:
    """``[a, b] / [c, d]`` for ``1 <= c <= d``.

    For a positive divisor, truncated division grows with the dividend; it
    shrinks with the divisor for a non-negative dividend and grows with it for
    a negative one.  The extremes are therefore at these corners.
    """
    lo = _tdiv_pos(a, d) if a >= 0 else _tdiv_pos(a, c)
    hi = _tdiv_pos(b, c) if b >= 0 else _tdiv_pos(b, d)
    return lo, hi


def _op_div(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    # Split the divisor at zero; a zero divisor contributes nothing (it is
    # undefined behaviour), so a divisor of exactly [0, 0] gives ⊥.
    lo: Bound = INF
    hi: Bound = NINF
    if d >= 1:
        qlo, qhi = _div_pos(a, b, max(c, 1), d)
        lo, hi = min(lo, qlo), max(hi, qhi)
    if c <= -1:
        # x / y == -(x / -y)
        qlo, qhi = _div_pos(a, b, -min(d, -1), -c)
        lo, hi = min(lo, -qhi), max(hi, -qlo)
    return Interval._make(lo, hi)


def _mod_nonneg(a: Bound, b: Bound, m: Bound, big: Bound) -> tuple[Bound, Bound]:
    """``[a, b] % y`` for ``0 <= a <= b`` and ``|y| ∈ [m, big]``, ``m >= 1``."""
    if b < m:
        return a, b  # x < |y|: x % y == x
    if m == big and b.__class__ is int and a // m == b // m:
        return a % m, b % m  # one period of a constant modulus: no wrap inside
    return 0, min(b, _add(big, -1))


def _op_mod(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    # C's x % y depends on |y| only and has the sign of x, with |x % y| <
    # |y| and |x % y| <= |x|.  Handle each sign of the divisor (as a range of
    # |y|) and each sign of the dividend separately, then join.
    mags = []
    if d >= 1:
        mags.append((max(c, 1), d))
    if c <= -1:
        mags.append((-min(d, -1), -c))
    neg, nonneg = _halves(a, b)
    lo: Bound = INF
    hi: Bound = NINF
    for m, big in mags:
        if nonneg is not None:
            rlo, rhi = _mod_nonneg(nonneg[0], nonneg[1], m, big)
            lo, hi = min(lo, rlo), max(hi, rhi)
        if neg is not None:
            rlo, rhi = _mod_nonneg(-neg[1], -neg[0], m, big)
            lo, hi = min(lo, -rhi), max(hi, -rlo)
    return Interval._make(lo, hi)


def _shift_counts(c: Bound, d: Bound) -> tuple[Bound, Bound] | None:
    # A negative count is undefined behaviour and contributes nothing.
    if d < 0:
        return None
    return max(c, 0), d


def _op_shl(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    counts = _shift_counts(c, d)
    if counts is None:
        return _BOTTOM
    c, d = counts
    # x << n == x * 2**n grows with n for x >= 0 and shrinks for x < 0.  A
    # count capped at MAX_SHIFT under-approximates 2**n, which is sound for a
    # lower bound of a non-negative x and an upper bound of a negative x; the
    # other bounds use 2**n = +inf past the cap.
    lo = a * (1 << min(c, MAX_SHIFT)) if a >= 0 else _mul(a, _pow2(d))
    hi = _mul(b, _pow2(d)) if b >= 0 else b * (1 << min(c, MAX_SHIFT))
    return Interval._make(lo, hi)


def _op_shr(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    counts = _shift_counts(c, d)
    if counts is None:
        return _BOTTOM
    c, d = counts
    # floor(x / 2**n) grows with x; for x >= 0 it shrinks toward 0 as n grows
    # and for x < 0 it grows toward -1.
    lo = _shr(a, d) if a >= 0 else _shr(a, c)
    hi = _shr(b, c) if b >= 0 else _shr(b, d)
    return Interval._make(lo, hi)


def _neg_floor(lo: Bound) -> Bound:
    """``-2**k`` for the least ``k`` with ``lo >= -2**k`` (``lo <= -1``)."""
    if lo.__class__ is float:
        return NINF
    return -(1 << (-lo - 1).bit_length())


def _bitwise(a: Bound, b: Bound, c: Bound, d: Bound, case) -> Interval:
    """Join ``case`` over the sign-halves of both operands."""
    xs = _halves(a, b)
    ys = _halves(c, d)
    lo: Bound = INF
    hi: Bound = NINF
    for xneg, x in zip((True, False), xs):
        if x is None:
            continue
        for yneg, y in zip((True, False), ys):
            if y is None:
                continue
            rlo, rhi = case(xneg, x, yneg, y)
            lo, hi = min(lo, rlo), max(hi, rhi)
    return Interval._make(lo, hi)


def _and_case(xneg: bool, x: tuple, yneg: bool, y: tuple) -> tuple[Bound, Bound]:
    # Bits of a non-negative operand bound the result: 0 <= p & q <= p.  Two
    # negatives share their infinite run of leading ones: a negative AND is
    # below both operands and, with both >= -2**k, at least -2**k.
    if not xneg and not yneg:
        return 0, min(x[1], y[1])
    if not xneg:
        return 0, x[1]
    if not yneg:
        return 0, y[1]
    return min(_neg_floor(x[0]), _neg_floor(y[0])), min(x[1], y[1])


def _or_case(xneg: bool, x: tuple, yneg: bool, y: tuple) -> tuple[Bound, Bound]:
    # OR only sets bits, so it is at least each operand; a negative operand
    # makes the result negative; two non-negatives stay below the next power
    # of two.
    if not xneg and not yneg:
        return max(x[0], y[0]), _bitlen_bound(max(x[1], y[1]))
    if xneg and yneg:
        return max(x[0], y[0]), -1
    return (x[0] if xneg else y[0]), -1


def _xor_case(xneg: bool, x: tuple, yneg: bool, y: tuple) -> tuple[Bound, Bound]:
    # Use ~v = -v - 1, which maps negatives onto non-negatives:
    # (~p) ^ (~q) == p ^ q and p ^ q == ~(~p ^ q).
    if not xneg and not yneg:
        return 0, _bitlen_bound(max(x[1], y[1]))
    if xneg and yneg:
        return 0, _bitlen_bound(max(_add(-x[0], -1), _add(-y[0], -1)))
    n, p = (x, y) if xneg else (y, x)
    t = _bitlen_bound(max(_add(-n[0], -1), p[1]))
    return _add(-t, -1), -1


def _op_and(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    if a == b and c == d:
        return Interval._make(a & c, a & c)
    return _bitwise(a, b, c, d, _and_case)


def _op_or(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    if a == b and c == d:
        return Interval._make(a | c, a | c)
    return _bitwise(a, b, c, d, _or_case)


def _op_xor(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    if a == b and c == d:
        return Interval._make(a ^ c, a ^ c)
    return _bitwise(a, b, c, d, _xor_case)


def _op_lt(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return _bool(b >= c, a < d)


def _op_le(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return _bool(b > c, a <= d)


def _op_gt(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return _bool(a <= d, b > c)


def _op_ge(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    return _bool(a < d, b >= c)


def _op_eq(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    overlap = max(a, c) <= min(b, d)
    return _bool(not (a == b == c == d), overlap)


def _op_ne(a: Bound, b: Bound, c: Bound, d: Bound) -> Interval:
    overlap = max(a, c) <= min(b, d)
    return _bool(overlap, not (a == b == c == d))


_BINOPS = {
    "+": _op_add,
    "-": _op_sub,
    "*": _op_mul,
    "/": _op_div,
    "%": _op_mod,
    "<<": _op_shl,
    ">>": _op_shr,
    "&": _op_and,
    "|": _op_or,
    "^": _op_xor,
    "<": _op_lt,
    "<=": _op_le,
    ">": _op_gt,
    ">=": _op_ge,
    "==": _op_eq,
    "!=": _op_ne,
}

_BOTTOM = object.__new__(Interval)
object.__setattr__(_BOTTOM, "_lo", INF)
object.__setattr__(_BOTTOM, "_hi", NINF)
_TOP = Interval._make(NINF, INF)
_ZERO = Interval._make(0, 0)
_ONE = Interval._make(1, 1)
_ZERO_ONE = Interval._make(0, 1)


def strategy() -> SearchStrategy[Interval]:
    """Return a hypothesis strategy of Intervals, biased toward ⊥, ⊤, constants and small bounds near 0."""
    from hypothesis import strategies as st

    from .testing import bounds

    def build(pair: tuple[int | None, int | None]) -> Interval:
        lo, hi = pair
        if lo is not None and hi is not None and lo > hi:
            lo, hi = hi, lo
        return Interval(lo, hi)

    return st.one_of(
        st.tuples(bounds(), bounds()).map(build),
        st.one_of(
            st.just(_BOTTOM),
            st.just(_TOP),
            st.integers(-8, 8).map(Interval.const),
        ),
    )

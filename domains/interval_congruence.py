"""The reduced product of intervals and congruences: ``[lo, hi] ∩ (mZ + r)``.

It proves what neither proves alone: ``x = 2 * k`` with ``k`` unknown is even
(intervals: ⊤), so ``x != 7`` always holds; ``x`` in ``[0, 10]`` and odd is
in ``[1, 9]``.  The reduction makes each value canonical: the interval's
finite bounds are members of the class (so ``[0, 10] ∩ 4Z+1`` is
``[1, 9] ∩ 4Z+1``), a single member makes both components that constant,
and no member gives ⊥.  Each component is then the best abstraction of the
set, so join and meet are exact.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .congruence import Congruence
from .interval import Interval
from .numeric import register_numeric_domain
from .reduced import ReducedProduct, strategy_of

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["IntervalCongruence", "strategy"]


@register_numeric_domain("interval_congruence")
class IntervalCongruence(ReducedProduct):
    """An interval and a congruence, each tightened by the other."""

    __slots__ = ()
    components = (Interval, Congruence)
    # ⊥ → a value, then at most: each bound jumps to infinity, the congruence
    # goes constant → class → ⊤ (the reduction never moves a bound that was
    # already a member of the widened class).
    chain_bound = 5

    @classmethod
    def reduce(cls, values: tuple[Interval, Congruence]) -> tuple[Interval, Congruence]:
        iv, cg = values
        n = cg.as_const()
        if n is not None:  # a constant class: the interval must hold it
            return (Interval.const(n), cg) if iv.contains(n) else (Interval.bottom(), cg)
        lo, hi = iv.bounds()
        m, r = cg.modulus, cg.residue
        if m > 1:  # move each finite bound inward to the nearest member
            lo = None if lo is None else lo + (r - lo) % m
            hi = None if hi is None else hi - (hi - r) % m
            iv = Interval(lo, hi)
        n = iv.as_const()
        if n is not None:
            return iv, Congruence.const(n)
        return iv, cg

    @classmethod
    def member_strategy(cls, value: IntervalCongruence) -> SearchStrategy[int] | None:
        """``r + k·m`` for ``k`` in the range the bounds allow: near each end, or anywhere."""
        from hypothesis import strategies as st

        iv, cg = value.values
        m = cg.modulus
        if m <= 1:  # ⊤ or a constant: the interval's members are the members
            return None
        r = cg.residue
        lo, hi = iv.bounds()
        kmin = None if lo is None else (lo - r) // m  # exact: lo ≡ r (mod m) after reduce
        kmax = None if hi is None else (hi - r) // m
        ks = [st.integers(kmin, kmax)]
        if kmin is not None:
            ks.append(st.integers(0, 4).map(lambda d: kmin + d))
        if kmax is not None:
            ks.append(st.integers(0, 4).map(lambda d: kmax - d))
        if kmin is None and kmax is None:
            ks.append(st.integers(-4, 4))
        k = st.one_of(*ks)
        if kmin is not None and kmax is not None:
            k = k.map(lambda j: min(max(j, kmin), kmax))
        return k.map(lambda j: r + m * j)

    def __str__(self) -> str:
        if self.is_bottom() or self.is_top():
            return super().__str__()
        iv, cg = self.values
        n = iv.as_const()
        if n is not None:
            return str(Interval.const(n))
        if cg.is_top():
            return str(iv)
        return f"({iv}, {cg})" if not iv.is_top() else str(cg)


def strategy() -> SearchStrategy[IntervalCongruence]:
    """Return a hypothesis strategy of reduced interval × congruence values."""
    return strategy_of(IntervalCongruence)

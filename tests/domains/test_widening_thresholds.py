"""Laws of interval widening with thresholds (the fixpoint passes the constants of a loop's
conditions, ``sparrowpy/engine/thresholds.py``): the result bounds both arguments, a
growing bound stops at the next threshold, and a strictly increasing chain widened with a
fixed threshold set stabilises after at most ``len(thresholds) + 2`` distinct iterates
per growing side."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from domains.interval import Interval
from domains.pair import Pair
from domains.testing import strategy_for

THRESHOLDS = st.lists(st.integers(-50, 50), max_size=8, unique=True).map(lambda t: tuple(sorted(t)))
WIDE_THRESHOLDS = st.one_of(THRESHOLDS, st.lists(st.integers(), max_size=6, unique=True).map(
    lambda t: tuple(sorted(t))))


@given(a=strategy_for(Interval), b=strategy_for(Interval), ts=WIDE_THRESHOLDS)
def test_widening_with_thresholds_is_an_upper_bound_of_both(a, b, ts):
    w = a.widen(b, ts)
    assert a.leq(w) and b.leq(w), (str(a), str(b), ts, str(w))
    # never below the plain join, never above the plain widening
    assert a.join(b).leq(w)
    assert w.leq(a.widen(b))


@given(a=strategy_for(Pair), b=strategy_for(Pair), ts=WIDE_THRESHOLDS)
def test_pair_widening_with_thresholds_is_an_upper_bound_of_both(a, b, ts):
    w = a.widen(b, ts)
    assert a.leq(w) and b.leq(w), (str(a), str(b), ts, str(w))


def _distinct(xs: list) -> int:
    return 1 + sum(1 for x, y in zip(xs, xs[1:]) if x != y)


@given(lo=st.integers(-20, 20), hi=st.integers(-20, 20), ts=THRESHOLDS,
       steps=st.lists(st.integers(1, 15), min_size=1, max_size=40))
def test_increasing_chain_stabilises_within_thresholds_plus_two(lo, hi, ts, steps):
    """``y_{k+1}`` strictly above ``y_k`` (the upper bound grows by ``steps[k]``); the
    iterates ``x_{k+1} = x_k ∇ (x_k ⊔ y_{k+1})`` (the engine's pattern) take at most
    ``len(ts) + 2`` distinct values: each growth moves the bound to a further threshold,
    or to +oo after which nothing changes."""
    lo, hi = min(lo, hi), max(lo, hi)
    ys = [Interval.range(lo, hi)]
    for d in steps:
        hi += d
        ys.append(Interval.range(lo, hi))
    xs = [ys[0]]
    for y in ys[1:]:
        x = xs[-1].widen(xs[-1].join(y), ts)
        assert xs[-1].leq(x) and y.leq(x)
        xs.append(x)
    assert _distinct(xs) <= len(ts) + 2, ([str(x) for x in xs], ts)
    # once it changed len(ts) + 1 times it is at +oo, hence stable for every further y
    if _distinct(xs) == len(ts) + 2:
        assert xs[-1].bounds()[1] is None


@given(lo=st.integers(-20, 20), hi=st.integers(-20, 20), ts=THRESHOLDS,
       steps=st.lists(st.tuples(st.integers(0, 15), st.integers(0, 15)).filter(lambda s: s != (0, 0)),
                      min_size=1, max_size=40))
def test_chain_growing_both_ways_changes_at_most_twice_thresholds_plus_two(lo, hi, ts, steps):
    lo, hi = min(lo, hi), max(lo, hi)
    x = Interval.range(lo, hi)
    xs = [x]
    for dlo, dhi in steps:
        lo, hi = lo - dlo, hi + dhi
        y = Interval.range(lo, hi)
        x = x.widen(y, ts)  # the contract's pattern: a value never joined with x
        assert y.leq(x)
        xs.append(x)
    assert _distinct(xs) <= 2 * (len(ts) + 1) + 1, ([str(x) for x in xs], ts)


def test_a_growing_bound_stops_at_the_next_threshold():
    ts = (9, 10, 11)
    assert Interval.range(0, 2).widen(Interval.range(0, 3), ts) == Interval.range(0, 9)
    assert Interval.range(0, 9).widen(Interval.range(0, 10), ts) == Interval.range(0, 10)
    assert Interval.range(0, 11).widen(Interval.range(0, 12), ts) == Interval.range(0, None)
    assert Interval.range(0, 2).widen(Interval.range(-1, 2), ts) == Interval.range(None, 2)
    assert Interval.range(0, 2).widen(Interval.range(0, 3)) == Interval.range(0, None)
    assert Pair.from_interval(Interval.range(0, 2)).widen(Pair.from_interval(Interval.range(0, 3)), ts) \
        == Pair.from_interval(Interval.range(0, 9))

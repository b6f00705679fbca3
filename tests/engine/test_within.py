"""``State.within``: "every block of b that exists, exists only where block r does".

Checked against a concretisation, as ``test_holders`` checks ``State.holders``: a concrete
memory is the set of blocks that exist and one address per cell.  It is in γ(state) when
every existing block is allocated, every cell's address is among the cell's abstract
addresses, a cell that points to a block not freed points to one that exists, every
recorded holder of an existing block points to it, and every "within" fact holds (b
exists only where r does).  The join must keep every concrete memory of either side and
be an upper bound for ``leq``.  What stores, calls and tests do with the facts is checked
on programs: tests/regression/c/intra/optional_container.c and
tests/regression/c/inter/optional_container_callee.c."""

from __future__ import annotations

import itertools

from hypothesis import given, settings, strategies as hs

from domains.interval import Interval
from sparrowpy.engine.memory import (
    NULL, AllocSite, GlobalAddr, LocalAddr, Region, State, Value, field_addr,
)
from sparrowpy.ir import Loc

BOT = Interval.bottom()
R1 = Region(AllocSite("f", Loc("t.c", 3), 2), ())
R2 = Region(AllocSite("f", Loc("t.c", 5), 4), ())
R3 = Region(AllocSite("f", Loc("t.c", 7), 6), ())
P = LocalAddr("f", "p")
Q = LocalAddr("f", "q")
G = field_addr(GlobalAddr("g"), "arg")
CELLS = (P, Q, G)
BLOCKS = (R1, R2, R3)
TARGETS = (R1, R2, R3, NULL)


def concrete_memories(st: State):
    """Every concrete memory of γ(st): (blocks that exist, cell -> address)."""
    cells = sorted(st.mem, key=str)
    for k in range(len(BLOCKS) + 1):
        for live in itertools.combinations(sorted(st.alloc, key=str), k):
            live = frozenset(live)
            for choice in itertools.product(*(sorted(st.mem[c].addrs, key=str) for c in cells)):
                cm = dict(zip(cells, choice))
                if in_gamma(st, live, cm):
                    yield live, cm


def in_gamma(st: State, live, cm) -> bool:
    if not live <= st.alloc:
        return False
    for c, a in cm.items():
        v = st.mem.get(c)
        if v is None or a not in v.addrs:
            return False
        if type(a) is Region and a not in st.freed and a not in live:
            return False  # (a pointer to a block that was never freed: the block exists)
    if not all(cm.get(c) is r for r, held in st.holders.items() if r in live for c in held):
        return False
    return all(r in live for r, blocks in st.within.items() for b in blocks if b in live)


@hs.composite
def states(draw):
    """A state with holders and "within" facts that hold on some concrete memory."""
    alloc = frozenset(draw(hs.sets(hs.sampled_from(BLOCKS))))
    values = [frozenset(draw(hs.sets(hs.sampled_from(TARGETS), min_size=1))) for _ in CELLS]
    mem = {c: Value(BOT, v) for c, v in zip(CELLS, values)}
    pairs = [(r, c) for r in alloc for c, v in zip(CELLS, values) if r in v]
    hold: dict = {}
    for r, c in (draw(hs.sets(hs.sampled_from(pairs))) if pairs else ()):
        hold[r] = hold.get(r, frozenset()) | {c}
    facts = [(r, b) for r in BLOCKS for b in BLOCKS if r is not b]
    within: dict = {}
    for r, b in draw(hs.sets(hs.sampled_from(facts), max_size=3)):
        within[r] = within.get(r, frozenset()) | {b}
    st = State(mem, alloc, frozenset(), holders=hold, within=within)
    if next(concrete_memories(st), None) is None:
        st.within = {}
    return st


@settings(max_examples=300, deadline=None)
@given(states(), states())
def test_join_keeps_every_concrete_memory_of_both_sides(x, y):
    j = x.join(y)
    for side in (x, y):
        for live, cm in concrete_memories(side):
            assert in_gamma(j, live, cm), (live, cm, j.within, j.holders)


@settings(max_examples=300, deadline=None)
@given(states(), states())
def test_join_is_an_upper_bound(x, y):
    j = x.join(y)
    assert x.leq(j) and y.leq(j)


def _st(alloc, values, within=None, holders=None) -> State:
    mem = {c: Value(BOT, frozenset(v)) for c, v in zip(CELLS, values)}
    return State(mem, frozenset(alloc), frozenset(), holders=holders, within=within)


def test_blocks_made_on_the_side_where_the_container_surely_exists():
    """``if (arr) { .. b = malloc(..) .. }`` joined with the branch where ``arr`` is NULL:
    the branch's blocks exist only where the container does (``p`` holds it wherever it
    exists, and holds nothing else on the branch)."""
    taken = _st({R1, R2}, [{R1}, {R2}, {NULL}])
    skipped = _st(set(), [{NULL}, {NULL}, {NULL}])
    j = taken.join(skipped)
    assert j.holds_where_allocated(R1, P)
    assert j.within.get(R1) == {R2}
    # where the container may exist without the branch's cell holding it alone, nothing
    unsure = _st({R1, R2}, [{R1, NULL}, {R2}, {NULL}])
    assert R2 not in unsure.join(skipped).within.get(R1, frozenset())


def test_a_fact_one_side_lacks_holds_only_where_that_side_has_no_such_block():
    fact = _st({R1, R2}, [{R1, NULL}, {R2}, {NULL}], within={R1: frozenset({R2})})
    none_made = _st({R1}, [{R1, NULL}, {NULL}, {NULL}])
    made_anyway = _st({R1, R2}, [{R1, NULL}, {R2}, {NULL}])
    assert fact.join(none_made).within == {R1: {R2}}
    assert fact.join(made_anyway).within == {}
    # the fixpoint must not stop at a state that claims a fact its iterate lacks
    assert not made_anyway.leq(fact) and fact.leq(made_anyway)


def test_a_fact_ages_with_its_blocks():
    """Recency: the block of a site that runs again becomes one of its older blocks; the
    fact that it lived in r's block holds of the older ones, unless older blocks that did
    not were there already."""
    st = _st({R1, R2}, [{R1}, {R2}, {NULL}], within={R1: frozenset({R2})})
    older = st.copy()
    o = older.age(R2)
    assert older.within == {R1: {o}}
    mixed = _st({R1, R2, R2.aged()}, [{R1}, {R2}, {R2.aged()}], within={R1: frozenset({R2})})
    mixed.age(R2)
    assert mixed.within == {}

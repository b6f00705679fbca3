"""``State.holders``: "wherever block r is allocated, this cell points to r".

Checked against a concretisation: a concrete memory is the set of blocks that exist and
one address per cell; it is in γ(state) when every existing block is in the allocated
set, every cell's address is among the cell's abstract addresses, and every recorded
holder of an existing block points to it.  The join must keep every concrete memory of
either side (and be an upper bound for ``leq``).  What tests and writes do with holders
is checked on programs: tests/regression/c/intra/holder_inline_or_heap.c."""

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
BUF = LocalAddr("f", "buf")
P = LocalAddr("f", "p")
Q = LocalAddr("f", "q")
G = field_addr(GlobalAddr("g"), "arg")
CELLS = (P, Q, G)
BLOCKS = (R1, R2)
TARGETS = (R1, R2, BUF, NULL)


def _state(alloc, values, holders) -> State:
    mem = {c: Value(BOT, frozenset(v)) for c, v in zip(CELLS, values)}
    hold = {}
    for r, c in holders:
        if r in alloc:
            hold[r] = hold.get(r, frozenset()) | {c}
    return State(mem, frozenset(alloc), frozenset(), holders=hold)


@hs.composite
def states(draw):
    """A state whose recorded holders hold on some concrete memory at least (each
    recorded cell may point to its block)."""
    alloc = draw(hs.sets(hs.sampled_from(BLOCKS)))
    values = [draw(hs.sets(hs.sampled_from(TARGETS), min_size=1)) for _ in CELLS]
    pairs = [(r, c) for r in alloc for c, v in zip(CELLS, values) if r in v]
    holders = draw(hs.sets(hs.sampled_from(pairs))) if pairs else set()
    return _state(alloc, values, holders)


def concrete_memories(st: State):
    """Every concrete memory of γ(st): (blocks that exist, cell -> address)."""
    cells = sorted(st.mem, key=str)
    for k in range(len(BLOCKS) + 1):
        for live in itertools.combinations(sorted(st.alloc, key=str), k):
            live = frozenset(live)
            for choice in itertools.product(*(sorted(st.mem[c].addrs, key=str) for c in cells)):
                cm = dict(zip(cells, choice))
                if all(cm[c] is r for r, held in st.holders.items() if r in live for c in held):
                    yield live, cm


def in_gamma(st: State, live, cm) -> bool:
    if not live <= st.alloc:
        return False
    for c, a in cm.items():
        v = st.mem.get(c)
        if v is None or a not in v.addrs:
            return False
    return all(cm[c] is r for r, held in st.holders.items() if r in live for c in held)


@settings(max_examples=300, deadline=None)
@given(states(), states())
def test_join_keeps_every_concrete_memory_of_both_sides(x, y):
    j = x.join(y)
    for side in (x, y):
        for live, cm in concrete_memories(side):
            assert in_gamma(j, live, cm), (live, cm, j.holders)


@settings(max_examples=300, deadline=None)
@given(states(), states())
def test_join_is_an_upper_bound(x, y):
    j = x.join(y)
    assert x.leq(j) and y.leq(j)


def test_block_on_one_side_is_held_by_the_cell_that_points_to_it():
    made = _state({R1}, [{R1}, {NULL}, {NULL}], ())
    not_made = _state(set(), [{BUF}, {NULL}, {NULL}], ())
    j = made.join(not_made)
    assert j.mem[P].addrs == {R1, BUF}
    assert P in j.holders[R1] and j.holds_where_allocated(R1, P)
    # a cell that holds the block on one side and something else where it exists too
    both = _state({R1}, [{BUF}, {NULL}, {NULL}], ())
    assert not made.join(both).holds_where_allocated(R1, P)
    # a state with the same values but without the correlation is not below the join
    # (the fixpoint must not stop at a state that claims more than its iterates show)
    uncorrelated = _state({R1}, [{R1, BUF}, {NULL}, {NULL}], ())
    assert not uncorrelated.leq(j) and j.leq(uncorrelated)


def test_a_holder_keeps_its_block_surely():
    """``State.reachable(surely=True, through_holders=True)`` (what main's variables hold
    at the program's exit) follows a holder to its block: wherever the block exists, the
    cell points to it, whatever else the cell may hold elsewhere."""
    inner = field_addr(R1, "f")
    mem = {P: Value(BOT, frozenset((NULL, R1, BUF))), inner: Value(BOT, frozenset((R2,)))}
    held = State(mem, frozenset((R1, R2)), frozenset(), holders={R1: frozenset((P,))})
    assert {R1, R2} <= held.reachable([P], surely=True, exactly=True, through_holders=True)
    assert R1 not in held.reachable([P], surely=True, exactly=True)
    unheld = State(dict(mem), frozenset((R1, R2)), frozenset())
    assert R1 not in unheld.reachable([P], surely=True, exactly=True, through_holders=True)
    assert R1 in unheld.reachable([P])


def test_a_failed_allocation_gives_back_what_any_failing_one_would():
    """``Semantics.allocation_failed`` of several allocations that a NULL test cannot
    tell apart (``memory = c ? malloc(..) : realloc(old, ..); if (memory == NULL)``):
    either failed, so the block a failed realloc gives back is allocated afterwards, in
    whatever order the set lists them (it was order-dependent, so hash-seed dependent:
    gzip's vasnprintf alarms changed from run to run)."""
    from sparrowpy.engine.semantics import Semantics

    old, fresh_m, fresh_r = R1, R2, Region(AllocSite("f", Loc("t.c", 7), 6), ())
    for order in ([fresh_m, fresh_r, old], [old, fresh_r, fresh_m], [fresh_r, old, fresh_m]):
        st = State({}, frozenset((fresh_m, fresh_r, old)), frozenset((old,)),
                   nullable={fresh_m: frozenset(), fresh_r: frozenset({("restore", old)}), old: frozenset()})
        Semantics.allocation_failed(None, st, order)
        assert st.alloc == {old} and old not in st.freed, order


@settings(max_examples=300, deadline=None)
@given(states(), hs.booleans())
def test_free_through_a_cell_keeps_every_block_that_may_still_exist(st, mixed):
    """``Semantics.free`` given the cell it read (``free(p)``), against the concrete free
    of each memory of γ(state): a block that still exists stays allocated, and one the
    free claims to free for certain (``must_freed``) exists on none of them (a memory
    where the free is undefined, of a local or a dead block, has no successor).  A holder
    of the block frees it for certain even when its NULL has another source
    (``p = NULL; if (c) p = malloc(..); free(p);``)."""
    from sparrowpy.engine.semantics import Semantics
    from sparrowpy.options import AnalysisOptions

    sem = Semantics.__new__(Semantics)
    sem.options = AnalysisOptions(free_all_targets=False, certain_frees_only=False)
    after = st.copy()
    sem.free(after, st.mem[P], mixed=mixed, cell=P)
    for live, cm in concrete_memories(st):
        target = cm[P]
        if target is not NULL and target not in live:
            continue  # freeing a local, or a block freed before: undefined behaviour
        left = live - {target}
        assert left <= after.alloc, (live, cm, after.alloc)
        assert not (after.must_freed & left), (live, cm, after.must_freed)


def test_a_holder_frees_its_block_for_certain():
    # p is {NULL, R1}, the NULL not R1's failure (mixed), but p holds R1 wherever it exists
    held = State({P: Value(BOT, frozenset((NULL, R1)))}, frozenset((R1,)), frozenset(),
                 mixed=frozenset((P,)), holders={R1: frozenset((P,))})
    unheld = State({P: Value(BOT, frozenset((NULL, R1)))}, frozenset((R1,)), frozenset(), mixed=frozenset((P,)))
    from sparrowpy.engine.semantics import Semantics
    from sparrowpy.options import AnalysisOptions

    sem = Semantics.__new__(Semantics)
    sem.options = AnalysisOptions(free_all_targets=False)
    for st, certain in ((held, True), (unheld, False)):
        sem.free(st, st.mem[P], mixed=True, cell=P)
        assert (R1 not in st.alloc) is certain and (R1 in st.must_freed) is certain

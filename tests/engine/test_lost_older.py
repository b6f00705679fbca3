"""Recency's lost older blocks (``State.lost_older``, ``State.age`` with a target).

When an allocation site runs again while its older blocks are allocated and no cell holds
them, they are lost: they move to the site's ``~lost`` region before the newest block ages
into ``~older``, so that nothing reaches them at the exit.  Checked on random states of two
variables and the two regions' ``next`` fields against the definitions: ``held`` is "some
cell's addresses contain the region or a field of it"; after the move, the lost region is
allocated and only its own cells may point to it, and the variables still reach what they
reached, renamed.  What it does to programs: tests/regression/c/intra/sliding_window_overwrite.c."""

from __future__ import annotations

from hypothesis import given, strategies as hs

from domains.interval import Interval
from sparrowpy.engine.memory import NULL, AllocSite, LocalAddr, Region, State, Value, field_addr
from sparrowpy.ir import Loc

BOT = Interval.bottom()
NEW = Region(AllocSite("f", Loc("t.c", 3), 2), ())
OLD = NEW.aged()
LOST = OLD.lost()
P = LocalAddr("f", "p")
Q = LocalAddr("f", "q")
CELLS = (P, Q, field_addr(NEW, "next"), field_addr(OLD, "next"))
TARGETS = (NEW, OLD, field_addr(OLD, "next"), NULL)


def _root(a):
    return a.root if hasattr(a, "root") else a


@given(hs.lists(hs.sets(hs.sampled_from(TARGETS)), min_size=4, max_size=4),
       hs.sets(hs.sampled_from((NEW, OLD)), min_size=1), hs.booleans())
def test_lost_older_blocks_move_apart(values, alloc, old_freed):
    mem = {c: Value(BOT, frozenset(v)) for c, v in zip(CELLS, values) if v and _root(c) in alloc | {P, Q}}
    st = State(mem, frozenset(alloc), frozenset({OLD}) if old_freed else frozenset(), multi=frozenset({OLD}))
    holds = any(OLD in v.addrs or any(_root(a) == OLD for a in v.addrs) for v in st.mem.values())
    assert st.held(OLD) == holds
    assert st.lost_older(NEW) == (OLD in alloc and not old_freed and not holds)
    if not st.lost_older(NEW) or NEW not in alloc:
        return
    before = {c: {_root(a) for a in st.mem[c].addrs} for c in (P, Q) if c in st.mem}
    st.age(OLD, OLD.lost())
    assert LOST in st.alloc and OLD not in st.alloc and LOST in st.multi
    for c, v in st.mem.items():
        if _root(c) != LOST:
            assert LOST not in {_root(a) for a in v.addrs}, (c, v)
    assert {c: {_root(a) for a in st.mem[c].addrs} for c in (P, Q) if c in st.mem} == before
    st.age(NEW)
    assert OLD in st.alloc and LOST in st.alloc and NEW not in st.alloc

"""Recency's lost older blocks (``State.lost_older``, ``State.make_older``).

When an allocation site runs again while its older blocks are allocated and no cell holds
them, they are lost: they move to the site's ``~lost`` region before the newest block ages
into ``~older``, so that nothing reaches them at the exit.  Checked on random states of two
variables and the two regions' ``next`` fields against the definitions: a region is held
when "some cell's addresses contain the region or a field of it" (``State.unheld``); after
the moves, the lost region is allocated and only its own cells may point to it, and the
variables still reach what they reached, the newest block renamed to the older.  What it does to programs: tests/regression/c/intra/sliding_window_overwrite.c."""

from __future__ import annotations

from hypothesis import given, strategies as hs

from domains.interval import Interval
from sparrowpy.engine.memory import NULL, AllocSite, LocalAddr, Region, State, Value, _root_of, field_addr
from sparrowpy.ir import Loc

BOT = Interval.bottom()
NEW = Region(AllocSite("f", Loc("t.c", 3), 2), ())
OLD = NEW.aged()
LOST = OLD.lost()
P = LocalAddr("f", "p")
Q = LocalAddr("f", "q")
CELLS = (P, Q, field_addr(NEW, "next"), field_addr(OLD, "next"))
TARGETS = (NEW, OLD, field_addr(OLD, "next"), NULL)


@given(hs.lists(hs.sets(hs.sampled_from(TARGETS)), min_size=4, max_size=4),
       hs.sets(hs.sampled_from((NEW, OLD)), min_size=1), hs.booleans())
def test_lost_older_blocks_move_apart(values, alloc, old_freed):
    mem = {c: Value(BOT, frozenset(v)) for c, v in zip(CELLS, values) if v and _root_of(c) in alloc | {P, Q}}
    st = State(mem, frozenset(alloc), frozenset({OLD}) if old_freed else frozenset(), multi=frozenset({OLD}))
    holds = any(OLD in v.addrs or any(_root_of(a) == OLD for a in v.addrs) for v in st.mem.values())
    assert (OLD not in st.unheld(frozenset((OLD,)))) == holds
    assert st.lost_older(NEW) == (OLD in alloc and not old_freed and not holds)
    if not st.lost_older(NEW) or NEW not in alloc:
        return
    before = {c: {_root_of(a) for a in st.mem[c].addrs} for c in (P, Q) if c in st.mem}
    renames = st.make_older(NEW)
    assert renames == [(OLD, LOST), (NEW, OLD)]
    assert LOST in st.alloc and LOST in st.multi
    for c, v in st.mem.items():
        if _root_of(c) != LOST:
            assert LOST not in {_root_of(a) for a in v.addrs}, (c, v)
    renamed = {c: {OLD if a == NEW else a for a in roots} for c, roots in before.items()}
    assert {c: {_root_of(a) for a in st.mem[c].addrs} for c in (P, Q) if c in st.mem} == renamed
    assert OLD in st.alloc and NEW not in st.alloc

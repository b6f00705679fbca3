"""A global's pointer into a block keeps the whole block (``State.reachable``), whatever
order the walk meets the field in: the walk follows set and dict order, which the hash
seed changes, and the first version pushed the block only when the global's cell was the
first to reach the field (openssh and less put list nodes, a block's first member, on a
global list, and the block's own fields point back at the node)."""

from __future__ import annotations

import itertools

from sparrowpy.engine.memory import AllocSite, GlobalAddr, Region, State, Value, field_addr
from sparrowpy.ir import Loc
from domains.interval import Interval


def test_a_global_pointer_into_a_block_reaches_it_in_any_walk_order():
    block = Region(AllocSite("add", Loc("t.c", 3), 2), ())
    node = field_addr(block, "n")
    nxt = field_addr(node, "next")
    head_prev = field_addr(GlobalAddr("head"), "prev")
    bot = Interval.bottom()
    mem = {head_prev: Value(bot, frozenset((node,))), nxt: Value(bot, frozenset((node,)))}
    st = State(mem, frozenset((block,)), frozenset())
    roots = [GlobalAddr("head"), head_prev, nxt, node]
    for order in itertools.permutations(roots):
        assert block in st.reachable(list(order)), order


def test_a_pointer_into_a_block_held_by_another_block_reaches_the_field_only():
    block = Region(AllocSite("add", Loc("t.c", 3), 2), ())
    other = Region(AllocSite("add", Loc("t.c", 9), 5), ())
    node = field_addr(block, "n")
    held = field_addr(other, "prev")
    st = State({held: Value(Interval.bottom(), frozenset((node,)))}, frozenset((block, other)), frozenset())
    seen = st.reachable([other])
    assert node in seen and block not in seen

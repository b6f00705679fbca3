"""An alarm of the joined state is about the blocks it loses: the path check keeps it only
for a path that loses one of those, not another block of the same allocation site made
through another call chain (gzip's streamsavedir: two arrays grown by one xpalloc, the
alarm on the one made only where ``cmp`` is set, kept by a path with ``cmp`` NULL that
lost the other).  What was checked is recorded per block, so that a summary's outcomes
do not take a loss of the other block as one the procedure's check has seen."""

from __future__ import annotations

import types

from domains.interval import Interval
from sparrowpy.checkers.leak import _Losses, _LostAt
from sparrowpy.engine.memory import AllocSite, Region, State
from sparrowpy.interproc.analysis import loss_checked
from sparrowpy.interproc.summary import Hop
from sparrowpy.ir import Loc
from sparrowpy.pathcheck import allocation_identity

SITE = AllocSite("xpalloc", Loc("x.c", 10), 4)
VIA_ENTRIES = Region(SITE, (Hop("f", "f.c", 123, 35, "ret"),))
VIA_NAMES = Region(SITE, (Hop("f", "f.c", 134, 41, "ret"),))


def _state_losing(*blocks) -> State:
    return State({}, frozenset(blocks), frozenset())


def test_a_path_losing_another_chains_block_does_not_realise_the_alarm():
    losses = _Losses("f", [], resources=False)
    st = _state_losing(VIA_NAMES)
    assert VIA_NAMES in losses(st)
    named = _LostAt(SITE, losses, frozenset({allocation_identity(VIA_ENTRIES)}))
    assert not named(st)
    assert named(_state_losing(VIA_ENTRIES, VIA_NAMES))
    assert named.regions == {VIA_ENTRIES}
    # a path-only candidate is about the site: any of its blocks
    assert _LostAt(SITE, losses)(st)


def test_how_a_call_passed_the_block_out_does_not_make_it_another():
    returned = Region(SITE, (Hop("f", "f.c", 25, 9, "ret"),))
    stored = Region(SITE, (Hop("f", "f.c", 25, 9, "arg0"),))
    named = _LostAt(SITE, _Losses("f", [], resources=False), frozenset({allocation_identity(returned)}))
    assert named(_state_losing(stored))


def test_what_was_checked_is_recorded_per_block():
    ctx = types.SimpleNamespace(losses_checked={(allocation_identity(VIA_ENTRIES), 7)})
    assert loss_checked(ctx, VIA_ENTRIES, 7)
    assert not loss_checked(ctx, VIA_NAMES, 7)
    assert not loss_checked(ctx, VIA_ENTRIES, 8)
    ctx.losses_checked.add((SITE, 8))
    assert loss_checked(ctx, VIA_NAMES, 8)

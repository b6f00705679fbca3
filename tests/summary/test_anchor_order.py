"""Anchors are ordered as (root, steps): instantiation's order of work (and so the
regions' numbering in reports) depends on it, and the comparisons are hand-written."""

from hypothesis import given
from hypothesis import strategies as st

from sparrowpy.interproc.summary import DEREF, Anchor

anchors = st.builds(Anchor, st.sampled_from(["ret", "arg0", "arg1", "arg10", "global"]),
                    st.lists(st.sampled_from([DEREF, ".a", ".next", ".b"]), max_size=4).map(tuple))


@given(st.lists(anchors, max_size=12))
def test_anchors_sort_as_root_then_steps(xs):
    assert sorted(xs) == sorted(xs, key=lambda a: (a.root, a.steps))


@given(anchors, anchors)
def test_comparisons_agree(a, b):
    ka, kb = (a.root, a.steps), (b.root, b.steps)
    assert (a < b, a <= b, a > b, a >= b, a == b) == (ka < kb, ka <= kb, ka > kb, ka >= kb, ka == kb)


def test_anchors_do_not_compare_with_other_types():
    import pytest
    with pytest.raises(TypeError):
        Anchor("arg0") < ("arg0", ())


def test_regions_named_alike_are_kept_the_same_whatever_their_order():
    # two regions of one site and chain that differ only in how the block was passed out
    # (Hop.via, not part of the name) come from a set iterated in hash order: the summary
    # keeps the same one either way, so the message does not change from run to run
    from sparrowpy.engine.memory import AllocSite, Region
    from sparrowpy.interproc.summary import Hop, _keep_region, region_key
    from sparrowpy.ir import Loc

    site = AllocSite("recallocarray", Loc("recallocarray.c", 44, 1), 4)
    a = Region(site, (Hop("load", "ssh.c", 2262, 9, "arg3"),))
    b = Region(site, (Hop("load", "ssh.c", 2262, 9, "arg4"),))
    assert a != b and region_key(a) == region_key(b)
    kept = []
    for order in ((a, b), (b, a)):
        regions: dict = {}
        for r in order:
            _keep_region(regions, region_key(r), r)
        kept.append(regions[region_key(a)])
    assert kept[0] is kept[1] is a


def test_the_views_instantiation_reuses_agree_with_the_cell_writes():
    """``Summary.order``'s views of the cell writes, computed once per summary, say what
    instantiation derived from them at every call before: the first writer of each fresh
    block, the values written per anchor, and the anchors written."""
    from sparrowpy.interproc.summary import Anchor, DEREF, Summary

    a0 = Anchor("arg0", (DEREF,))
    a0f = Anchor("arg0", (DEREF, ".f", DEREF))
    a1 = Anchor("arg1", (DEREF,))
    writes = frozenset({
        (a0f, ("fresh", "k1")), (a0, ("fresh", "k1")), (a0, ("null", "")),
        (a1, ("input", a0)), (a1, ("fresh", "k2")), (a0f, ("global", "")),
    })
    s = Summary("f", cell_writes=writes)
    assert dict(s.order("fresh_writes")) == {"k1": "arg0", "k2": "arg1"}
    firsts = [k for k, _ in s.order("fresh_writes")]
    in_order = [k for _, (kind, k) in s.order("writes") if kind == "fresh"]
    assert firsts == sorted(set(in_order), key=in_order.index)
    by_cell = s.order("writes_by_cell")
    assert {phi: set(toks) for phi, toks in by_cell.items()} == {
        a0: {("fresh", "k1"), ("null", "")}, a0f: {("fresh", "k1"), ("global", "")},
        a1: {("input", a0), ("fresh", "k2")}}
    assert set(s.order("write_tokens")) == {tok for _, tok in writes}
    assert s.order("stored_fresh") == {"k1", "k2"}

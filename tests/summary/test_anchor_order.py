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

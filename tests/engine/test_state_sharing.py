"""What abstract states share to save memory, and that sharing never shows through.

- ``State.copy`` shares ``inputs`` and ``explores`` with the original, and whichever
  of the two changes them first (an input cell read for the first time,
  ``Semantics.explore``) copies them (``State.own_inputs``);
- ``Value`` makes equal address sets of more than ``_SHARED_SET`` addresses one object,
  until ``forget_shared_address_sets`` empties the table between SCCs.
"""

from __future__ import annotations

import textwrap

from hypothesis import given, strategies as hs

from domains.interval import Interval
from sparrowpy.engine import memory
from sparrowpy.engine.memory import NULL, ExploreAddr, LocalAddr, State, Value, field_addr
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

TOP = Interval.top()
P = LocalAddr("f", "p", param=True)


def _explore(k: int) -> ExploreAddr:
    return ExploreAddr("f", 3, k)


def test_a_copy_shares_inputs_until_either_side_changes_them():
    st = State({P: Value(TOP)}, inputs={P: frozenset({_explore(1)})}, explores={3: frozenset({_explore(1)})})
    c = st.copy()
    assert c.inputs is st.inputs and c.explores is st.explores
    c.own_inputs()
    c.inputs[field_addr(P, "x")] = frozenset({_explore(2)})
    c.explores[4] = frozenset({_explore(2)})
    assert field_addr(P, "x") not in st.inputs and 4 not in st.explores
    # the original, changed after the copy, copies too
    d = st.copy()
    st.own_inputs()
    st.inputs[field_addr(P, "y")] = frozenset({_explore(3)})
    assert field_addr(P, "y") not in d.inputs and field_addr(P, "y") not in c.inputs
    # a state made from another's dictionaries (a join hands one side's on) copies too
    e = State(dict(st.mem), inputs=st.inputs, explores=st.explores)
    e.own_inputs()
    e.inputs[field_addr(P, "z")] = frozenset()
    assert field_addr(P, "z") not in st.inputs


PROGRAM = """
struct s { int *data; int n; };
int f(struct s *p, int c)
{
    int r = 0;
    if (c)
        r = *p->data;
    else
        r = p->n;
    return r;
}
"""


def test_an_input_read_on_one_branch_is_not_seen_on_the_other(tmp_path):
    src = tmp_path / "branches.c"
    src.write_text(textwrap.dedent(PROGRAM))
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=[], keep_states=True)
    proc = result.procedures["f"]
    cfg, post = proc.fn.cfg, proc.post
    # where p->data's target was read, its explore address is recorded; the states of
    # the other branch, and before the branch, never record it
    seen = [n for n, st in enumerate(post) if st is not None and any("data" in str(a) for a in st.inputs)]
    assert seen, "the read is recorded somewhere"
    checked = 0
    for n, st in enumerate(post):
        text = str(cfg.instrs[n])
        if st is not None and ("p->n" in text or "= 0" in text):
            checked += 1
            assert not any("data" in str(a) for a in st.inputs), (n, text)
    assert checked >= 2


ADDRS = [field_addr(P, f"f{i}") for i in range(40)]


@given(hs.sets(hs.sampled_from(ADDRS), min_size=0, max_size=30))
def test_equal_large_address_sets_are_one_object(chosen):
    a = Value(TOP, frozenset(chosen) | {NULL})
    b = Value(TOP, frozenset(sorted(chosen, key=str, reverse=True)) | {NULL})
    assert a.addrs == b.addrs
    if len(a.addrs) > memory._SHARED_SET:
        assert a.addrs is b.addrs
    # emptied between SCCs: a set made after is equal, and shared from then on
    memory.forget_shared_address_sets()
    c = Value(TOP, frozenset(chosen) | {NULL})
    d = Value(TOP, frozenset(chosen) | {NULL})
    assert c.addrs == a.addrs
    if len(c.addrs) > memory._SHARED_SET:
        assert c.addrs is d.addrs


DEEP = field_addr(field_addr(P, "next"), "next")  # (a repeated field: past the bound)
BASES = ADDRS[:12] + [_explore(1), _explore(2), field_addr(_explore(1), "buf"), DEEP]


@given(hs.sets(hs.sampled_from(BASES), max_size=12),
       hs.sampled_from(["next", "buf", "f3", "x"]))
def test_a_field_of_a_cell_set_is_each_cells_field_remembered_by_content(chosen, name):
    bases = frozenset(chosen)
    expected = frozenset(field_addr(a, name) for a in bases)
    memo: dict = {}
    first = memory.field_set(bases, name, memo)
    assert first == expected
    # the same content, another object: the remembered set
    assert memory.field_set(frozenset(sorted(bases, key=str)), name, memo) is first
    # another memo (another call's instantiation): computed anew, equal
    assert memory.field_set(bases, name, {}) == expected

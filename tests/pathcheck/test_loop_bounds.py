"""The partition's loop heads take the engine's numbers as a bound: plain widening, then a
meet with the engine's state at the head, instead of one round of the body per widening
threshold for every disjunct."""

from __future__ import annotations

from sparrowpy.interproc.analysis import CheckContext, analyze_units
from sparrowpy.options import AnalysisOptions
from sparrowpy.pathcheck import partition

from ..soundness.harness import parse_units

_LADDER = """void *malloc(unsigned long n);
void free(void *p);
int use(int k);
int ladder(int n, int flag)
{
    char *p = 0;
    int i, s = 0;
    if (flag)
        p = malloc(8);
    for (i = 0; i < n; i++) {
        if (i == 3) s += use(1);
        if (i == 7) s += use(2);
        if (i == 11) s += use(3);
        if (i == 15) s += use(4);
        if (i == 19) s += use(5);
        if (i == 23) s += use(6);
        if (i == 27) s += use(7);
        if (i == 31) s += use(8);
        if (i == 35) s += use(9);
    }
    if (flag)
        free(p);
    return s;
}
"""


def _partition(text: str, name: str, engine_bound: bool, monkeypatch):
    result = analyze_units(parse_units(text), AnalysisOptions(), keep_states=True)
    proc = result.procedures[name]
    heads = []
    original = partition.PartitionedFixpoint._transfer

    def transfer(self, n, pre):
        if n in self.components:
            heads.append((n, [st for st, _ in pre.values()]))
        return original(self, n, pre)

    with monkeypatch.context() as m:
        m.setattr(partition.PartitionedFixpoint, "_transfer", transfer)
        # (every node's disjuncts kept: the tests compare them all)
        verifier = CheckContext(proc.fn, proc.post, proc.sem)._make_verifier(
            keep=frozenset(range(len(proc.fn.cfg))))
        if not engine_bound:
            verifier.engine_post = None
        pf = verifier.partition()
    return proc, pf, heads


def test_a_counter_bounded_by_a_variable_does_not_climb_every_threshold(monkeypatch):
    # i < n with nine constants tested inside the loop: with the thresholds the counter
    # climbs one of them per round of the body (each round for both disjuncts, the block
    # made or not); bounded by the engine it is widened and met at once
    _, with_bound, visits = _partition(_LADDER, "ladder", True, monkeypatch)
    _, without, visits_plain = _partition(_LADDER, "ladder", False, monkeypatch)
    assert with_bound is not None and without is not None
    assert len(visits) + 4 <= len(visits_plain), (len(visits), len(visits_plain))
    assert with_bound.work < without.work
    # the same disjuncts everywhere (the block made or not, the flag with it)
    assert [len(d) for d in with_bound.post] == [len(d) for d in without.post]
    assert max(len(d) for d in with_bound.post) == 2


def test_the_heads_numbers_are_within_the_engines(monkeypatch):
    # what the partition iterates at a head is, cell by cell, no larger than the engine's
    # state on entry to the head (the meet), once widening has started
    proc, pf, visits = _partition(_LADDER, "ladder", True, monkeypatch)
    head = visits[0][0]
    bound = pf._bound_at(head)
    assert bound is not None
    last = [states for n, states in visits if n == head][-1]
    assert bound
    for st in last:
        for addr, v in st.mem.items():
            w = bound.get(addr)
            if w is not None and not v.num.is_bottom():
                assert v.num.leq(w), (addr, v, w)


def test_bounded_meets_numbers_and_keeps_the_rest():
    from domains.interval import Interval
    from sparrowpy.engine.memory import NULL, LocalAddr, State, Value

    i, j, k, p = (LocalAddr("f", x) for x in "ijkp")
    st = State({i: Value(Interval.range(0, None)), j: Value(Interval.range(5, 9)),
                k: Value(Interval.const(3)), p: Value(Interval.bottom(), frozenset({NULL}))})
    bound = {i: Interval.range(0, 10), j: Interval.range(20, 30), p: Interval.range(0, 1)}
    out = partition._bounded(st, bound)
    assert out is not st and st.mem[i].num == Interval.range(0, None)   # a copy, not in place
    assert out.mem[i].num == Interval.range(0, 10)       # met
    assert out.mem[j].num == Interval.range(5, 9)        # an empty meet is not taken
    assert out.mem[k].num == Interval.const(3)           # no bound for the cell
    assert out.mem[p] is st.mem[p]                       # no number: left alone
    assert partition._bounded(out, bound) is out          # nothing more to meet

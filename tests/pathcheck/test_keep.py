"""A partition keeps only the disjuncts its askers read (``PartitionedFixpoint.keep``):
the others are released as it runs, and what it keeps is what a run that keeps every
node has there."""

from __future__ import annotations

import pytest

from sparrowpy.interproc.analysis import CheckContext, analyze_units
from sparrowpy.options import AnalysisOptions
from ..soundness.harness import parse_units

_TEXT = """
#include <stdlib.h>
int work(int);
int owner(int n, int flag) {
    char *p = 0;
    int s = 0;
    if (flag)
        p = malloc(16);
    for (int i = 0; i < n; i++) {
        s += work(i);
        if (s > 100)
            break;
    }
    if (n < 0) {
        if (flag)
            free(p);
        return -1;
    }
    if (flag)
        free(p);
    return s;
}
"""


def _partitions():
    result = analyze_units(parse_units(_TEXT), AnalysisOptions(), keep_states=True)
    proc = result.procedures["owner"]
    cfg = proc.fn.cfg
    ctx = CheckContext(proc.fn, proc.post, proc.sem)
    returns = ctx._make_verifier().partition()
    every = CheckContext(proc.fn, proc.post, proc.sem)._make_verifier(keep=frozenset(range(len(cfg)))).partition()
    return cfg, returns, every


def _summary(pf, n: int) -> list:
    return sorted((sorted(map(str, st.alloc)), sorted(map(str, tokens or ()))) for st, tokens in pf.disjuncts(n))


def test_the_returns_disjuncts_are_those_of_a_run_that_keeps_every_node():
    cfg, returns, every = _partitions()
    assert returns is not None and every is not None
    assert len(cfg.return_nodes) == 2
    for n in cfg.return_nodes:
        assert returns.disjuncts(n), n
        assert _summary(returns, n) == _summary(every, n)
    # (the block is freed wherever it was made: one disjunct, allocating nothing, at each)
    assert all([sorted(st.alloc) for st, _ in returns.disjuncts(n)] == [[]] for n in cfg.return_nodes)


def test_the_other_nodes_are_released_and_asking_for_them_is_an_error():
    cfg, returns, every = _partitions()
    others = [n for n in range(len(cfg)) if n not in cfg.return_nodes and every.disjuncts(n)]
    # (inside the loop the block made and the block not made are two disjuncts)
    assert others and max(len(every.disjuncts(n)) for n in others) == 2
    assert all(not returns.post[n] for n in others)
    with pytest.raises(ValueError, match="released"):
        returns.disjuncts(others[0])

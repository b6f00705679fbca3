"""``analyse_function(..., keep=nodes)`` (``Fixpoint.keep``): the variants that
``SccAnalyzer._null_only`` and ``_ret_when_null`` run are read at their exits only, and
release every other node's state as the iteration moves past it.  The kept states must
be exactly those of a run that keeps everything, on every shape of control flow: nested
loops, a loop's exit in its middle, ``goto`` into a loop, code after a call that does
not return, a ``switch`` that falls through; and the others must be released."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import given, note

from sparrowpy.engine.fixpoint import Fixpoint, _components, analyse_function, loop_releases
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.memtrim import give_back_memory
from sparrowpy.options import AnalysisOptions

from tests.soundness.harness import P5_CONFIG, analyse, examples, numbered, parse_units
from tests.soundness.cprog import render_split
from tests.soundness.strategies import programs

SHAPES = """
#include <stdlib.h>
struct node { struct node *next; int v; };
int flag;

int nested(struct node **out, int n) {
    struct node *head = NULL;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            struct node *x = malloc(sizeof *x);
            if (!x) return -1;
            x->next = head; head = x;
            if (j > 5) break;
        }
    *out = head;
    return 0;
}

int middle_exit(int *p, int n) {
    int k = 0;
    while (1) {
        k++;
        if (p == NULL) return -2;
        if (k > n) break;
        *p += k;
    }
    return k;
}

int into_loop(int n) {
    int i = 0;
    char *b = NULL;
    if (n > 3) goto inside;
    while (i < 10) {
        i += 2;
inside:
        if (b == NULL) b = malloc(4);
        i -= 1;
    }
    free(b);
    return i;
}

char *after_abort(int n) {
    char *s = malloc(8);
    if (n < 0) { free(s); abort(); }
    if (s) s[0] = 0;
    return s;
}

int fallthrough(int c, char **o) {
    int r = 0;
    switch (c) {
    case 0: r = 1;
    case 1: *o = malloc(2); r += 2; break;
    case 2: if (flag) return 7;
    default: r = -1;
    }
    return r;
}
"""


def _check(result) -> list:
    problems = []
    for key, proc in sorted(result.procedures.items()):
        if proc is None:
            continue
        fn, sem = proc.fn, proc.sem
        exits = frozenset(fn.cfg.return_nodes)
        options = AnalysisOptions()
        full = analyse_function(fn, sem, options)
        kept = analyse_function(fn, sem, options, keep=exits)
        for n in range(len(full)):
            if n in exits:
                a, b = full[n], kept[n]
                if (a is None) != (b is None) or (a is not None and a != b):
                    problems.append(f"{key}: exit node {n} differs")
            elif kept[n] is not None:
                problems.append(f"{key}: node {n} not released")
    return problems


def test_kept_exits_are_those_of_a_full_run(tmp_path):
    src = tmp_path / "shapes.c"
    src.write_text(textwrap.dedent(SHAPES))
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=[], keep_states=True)
    assert {"nested", "middle_exit", "into_loop", "after_abort", "fallthrough"} <= set(result.procedures)
    assert _check(result) == []
    # not vacuous: the exits hold states, and the full run has states elsewhere too
    proc = result.procedures["nested"]
    assert any(proc.post[n] is not None for n in proc.fn.cfg.return_nodes)
    assert sum(st is not None for st in proc.post) > len(proc.fn.cfg.return_nodes)


@examples(0.2)
@given(programs(P5_CONFIG))
def test_kept_exits_on_generated_programs(prog):
    names = [f.name for f in prog.funcs]
    text = render_split(prog, names, [names])[0]
    note(numbered(text))
    result = analyse(parse_units(text), AnalysisOptions())
    assert _check(result) == []


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="glibc's malloc_trim")
def test_memory_is_given_back_on_linux():
    # the C library of the machines we run on has malloc_trim: the call is made
    assert give_back_memory() is True


LONG_LOOP = """
#include <stdlib.h>
int work(int);
int one_loop(int n, int *out) {
    int a = 0, b = 1, c = 2, d = 3;
    char *p = NULL;
    for (int i = 0; i < n; i++) {
        a = work(a); b = work(b); c = work(c); d = work(d);
        a += b; b += c; c += d; d += a;
        if (a > 100) break;
        a = work(a); b = work(b); c = work(c); d = work(d);
        a -= b; b -= c; c -= d; d -= a;
        if (p == NULL) p = malloc(4);
        while (b < c) { b = work(b); c -= 1; }
        a = work(a); b = work(b); c = work(c); d = work(d);
    }
    free(p);
    *out = a + b + c + d;
    return a;
}
"""


class _Counting(Fixpoint):
    """A fixpoint that records the most states alive at once (after each visit)."""

    most = 0

    def _visit(self, n, pre):
        super()._visit(n, pre)
        self.most = max(self.most, self.alive())

    def alive(self) -> int:
        return sum(st is not None for st in self.post)


def test_a_loop_releases_its_states_as_its_rounds_go(tmp_path):
    # a procedure that is one long loop: with ``keep``, a round releases a node's state
    # once its successors have run, so far fewer states are alive at once than the
    # loop's nodes; and what is kept is what the full run has
    src = tmp_path / "loop.c"
    src.write_text(LONG_LOOP)
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=[], keep_states=True)
    assert _check(result) == []
    proc = result.procedures["one_loop"]
    fn, sem = proc.fn, proc.sem
    options = AnalysisOptions()
    exits = frozenset(fn.cfg.return_nodes)
    full = _Counting(fn, sem, options)
    full.run()
    kept = _Counting(fn, sem, options, keep=exits)
    kept.run()
    loop = max(full.components.values(), key=len)
    assert len(loop) > 25
    assert full.most >= len(loop)  # (without keep: every node of the loop at once)
    assert kept.most <= 12, kept.most  # (10 here; the whole loop before loop_releases)


def test_loop_releases_lists_no_node_read_again():
    # ``loop_releases`` never lists a node with an edge back to a head or out of its loop
    result = analyse(parse_units(LONG_LOOP), AnalysisOptions())
    proc = result.procedures["one_loop"]
    cfg = proc.fn.cfg
    comps: dict = {}
    _components(cfg.wto, comps)
    listed = loop_releases(cfg, comps, frozenset(cfg.return_nodes))
    assert listed and any(any(lists) for lists in listed.values())
    for head, lists in listed.items():
        for nodes in lists:
            for p in nodes:
                assert all(s in comps[head] for s in cfg.succs[p])
                assert not any(s in comps and p in comps[s] for s in cfg.succs[p])
                assert p not in cfg.return_nodes

"""The partition's key looks for the blocks a procedure handed out (held by a cell of input
memory or of a global) only among the cells of ``State.written``: such a cell holds one of
the procedure's blocks only if the procedure, or a callee replayed through
``Semantics.write``, assigned it.  A cell of a block freed on every path marks its blocks
apart (``("freed", block)``).  On generated programs (globals, out-parameters, callees
that store blocks), the answer equals a scan of the whole memory at every disjunct."""

from __future__ import annotations

from hypothesis import event, given, note

from sparrowpy.engine.memory import ExploreAddr, FieldAddr, GlobalAddr
from sparrowpy.pathcheck import partition

from .cprog import render_program
from .harness import analyse, examples, parse_units, sound_options
from .strategies import programs


def _scan_all(st, alloc=None) -> frozenset:
    alloc = st.alloc if alloc is None else alloc
    out = set()
    for addr, v in st.mem.items():
        if not v.addrs or alloc.isdisjoint(v.addrs):
            continue
        root = addr
        while type(root) is FieldAddr:
            root = root.base
        if type(root) in (ExploreAddr, GlobalAddr):
            if root in st.must_freed:
                # a cell of a block freed on every path: marked apart (it hands nothing out)
                out.update(("freed", r) for r in alloc.intersection(v.addrs))
            else:
                out.update(alloc.intersection(v.addrs))
    return partition._key_set(frozenset(out)) if out else frozenset()


def _both_scans(text: str) -> list:
    """``(written-cells scan, whole-memory scan)`` at every key the partitions compute."""
    seen = []
    fast = partition._handed_out

    def both(st, alloc=None):
        got = fast(st, alloc)
        seen.append((got, _scan_all(st, alloc)))
        return got

    partition._handed_out = both
    try:
        analyse(parse_units(text), sound_options(path_check="linear"))
    finally:
        partition._handed_out = fast
    return seen


@examples(0.5)
@given(programs())
def test_handed_out_blocks_are_found_among_the_written_cells(prog):
    text = render_program(prog)
    note(text)
    seen = _both_scans(text)
    event("some block handed out" if any(got for got, _ in seen) else "no block handed out")
    assert all(got == want for got, want in seen), [(g, w) for g, w in seen if g != w][:3]


def test_the_check_sees_handed_out_blocks():
    # (the property above is not vacuous: a block stored through an out-parameter and
    # one stored into a global are found, on paths whose allocated sets are equal; t's
    # leak when c is 0 is the alarm that makes f partitioned)
    text = """
void *malloc(unsigned long size);
int *g;
void f(int **out, int c) {
  int *p = malloc(4);
  int *q = malloc(4);
  int *t = malloc(4);
  if (c) { *out = p; g = q; } else { *out = q; g = p; }
  if (c) free(t);
}
int main(void) { int *r; f(&r, 1); return 0; }
"""
    found = _both_scans(text)
    assert any(got for got, _ in found)
    assert all(got == want for got, want in found)

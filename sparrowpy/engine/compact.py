"""A procedure's post-states stored as differences from a few of them.

Consecutive nodes change few cells: on openssh's ssh client, a node's memory differs from
one of its predecessors' in 2% of its cells (0.8% in the states of 1,000 cells or more),
and 15% of the states equal a predecessor's.  Each state is still a dictionary of its own
(``State.copy`` at every transfer), so a procedure whose states are large holds all of them
at full size from its fixpoint until its checks are done: ``process_escapes``, 201 states
of 7,700 cells, about 58 MB, on top of everything else alive at that point of the run.

``CompactStates`` keeps some states whole (the *anchors*) and others as the cells in which
they differ from an anchor (``compress_entry``), and rebuilds such a state when it is read.  It is
a sequence indexed by node, as the fixpoint's list is; a rebuilt state is a new ``State``
equal to the one the fixpoint computed (the same cells, with the same value objects, and
the same other fields), and the last few rebuilt are cached, so a checker that reads one
node's state several times in a row gets one object.  States are immutable by convention
once built (``State``), which is what makes sharing an anchor's values safe.

The fixpoint compresses a node's state where it would release it if the node's state were
not read later (``Fixpoint.run``): once every successor has run, in each round of a loop
too, so that during the iteration of a loop that is most of a procedure (openssh's
``process_escapes`` and ``check_host_key``) only a frontier of states is whole.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Sequence
from typing import Optional

from .memory import State

MIN_CELLS = 1_000
"""A state of fewer cells is never compressed: a walk over its cells would save little,
and most procedures' states are this small (openssh's mean: 111 cells)."""

MAX_DIFF = 0.25
"""A state that differs from the anchor in more than this share of its cells stays whole
(and is an anchor itself), so a rebuild copies one anchor and changes at most a quarter
of it."""

_CACHED = 4
"""How many rebuilt states are kept (the most recently read)."""

_MISSING = object()


class _Diff:
    """A state as an anchor's memory with ``changed`` cells set and ``removed`` ones
    dropped; ``shell`` holds its other fields (its ``mem`` is None)."""

    __slots__ = ("anchor", "changed", "removed", "shell")

    def __init__(self, anchor: State, changed: dict, removed: tuple, shell: State):
        self.anchor = anchor
        self.changed = changed
        self.removed = removed
        self.shell = shell


class CompactStates(Sequence):
    """Node -> post-state (None: unreachable), read-only, over ``entries`` (node -> a
    whole state, a ``_Diff`` or None), which the fixpoint filled itself (``compress_entry``)
    and hands over at the end of its run."""

    def __init__(self, entries: list):
        self._entries = entries
        self._cache: dict = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __getitem__(self, n):
        if isinstance(n, slice):
            return [self[i] for i in range(*n.indices(len(self)))]
        e = self._entries[n]
        if type(e) is not _Diff:
            return e
        cache = self._cache
        st = cache.get(n)
        if st is not None:
            return st
        st = rebuild(e)
        if len(cache) >= _CACHED:
            del cache[next(iter(cache))]
        cache[n] = st
        return st

    def __iter__(self):
        for n in range(len(self._entries)):
            yield self[n]

    def reached(self, n: int) -> bool:
        """Whether node ``n`` has a post-state (without rebuilding a compressed one)."""
        return self._entries[n] is not None

    def compressed(self, n: int) -> bool:
        """Whether node ``n``'s state is stored as a difference."""
        return type(self._entries[n]) is _Diff

    def differences(self) -> int:
        """How many states are stored as differences."""
        return sum(1 for e in self._entries if type(e) is _Diff)


def rebuild(e: _Diff) -> State:
    """The state a ``_Diff`` stands for (a new object)."""
    mem = dict(e.anchor.mem)
    mem.update(e.changed)
    for k in e.removed:
        del mem[k]
    s = e.shell
    return State(mem, s.alloc, s.freed, s.inputs, s.nullable, s.multi, s.explores, s.written,
                 s.must_freed, s.mixed, s.holders, s.havocked, s.within)


def whole_states(entries: list) -> int:
    """How many whole states ``entries`` holds: those stored whole and the anchors of the
    others (which may be states of earlier rounds of a loop)."""
    return len({id(e.anchor if type(e) is _Diff else e) for e in entries if e is not None})


def compress_entry(entries: list, n: int, preds, min_cells: Optional[int] = None) -> bool:
    """Store ``entries[n]``, a state, as its difference from the anchor of one of ``preds``
    (one whose state is stored so, else a whole one), if it has at least ``min_cells``
    cells (default ``MIN_CELLS``) and the difference is at most ``MAX_DIFF`` of them;
    whether it did."""
    st = entries[n]
    if st is None or type(st) is _Diff or len(st.mem) < (MIN_CELLS if min_cells is None else min_cells):
        return False
    anchor = None
    for p in preds:
        e = entries[p]
        if type(e) is _Diff:
            anchor = e.anchor
            break
        if anchor is None and e is not None and p != n:
            anchor = e
    if anchor is None:
        return False
    amem, mem = anchor.mem, st.mem
    most = int(len(mem) * MAX_DIFF)
    changed = _changed(mem, amem, most)
    if changed is None:
        return False
    added = sum(1 for k in changed if k not in amem)
    removed = tuple(amem.keys() - mem.keys()) if len(amem) + added > len(mem) else ()
    if len(changed) + len(removed) > most:
        return False
    entries[n] = _Diff(anchor, changed, removed, State(
        None, st.alloc, st.freed, st.inputs, st.nullable, st.multi, st.explores, st.written,
        st.must_freed, st.mixed, st.holders, st.havocked, st.within))
    return True


def _changed(mem: dict, amem: dict, most: int) -> Optional[dict]:
    """The cells of ``mem`` whose value is not the very object ``amem`` holds, or None once
    there are more than ``most``."""
    if len(mem) == len(amem) and list(mem) == list(amem):
        # the same cells in the same order (a state made by copying the other and
        # changing cells): compared pairwise, in C
        keys = list(itertools.compress(mem, map(operator.is_not, mem.values(), amem.values())))
        return {k: mem[k] for k in keys} if len(keys) <= most else None
    out = {}
    get = amem.get
    for k, v in mem.items():
        if get(k, _MISSING) is not v:
            out[k] = v
            if len(out) > most:
                return None
    return out

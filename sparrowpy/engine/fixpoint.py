"""The fixpoint engine: recursive iteration over the weak topological order of a CFG.

Bourdoncle's recursive strategy: nodes outside loops are visited once, in order; each
component (loop) is iterated from its head until the head's state is stable.  At a head,
the first ``widen_delay`` iterations join, later ones widen; after stabilisation,
``narrowing_passes`` decreasing iterations recover bounds.  Widening stops a growing
interval bound at a threshold before infinity (``thresholds.py``: by default the constants
the loop's conditions compare against; ``options.widening_thresholds``).

The paper's "loops iterate at least once" heuristic (Section 3, Figure 13) acts at heads:
once a back edge carries a state, the allocated and freed sets at the head are taken
from the back edges only.  Because that choice is not monotone, it is abandoned (sets are
accumulated by union) after ``_ALLOC_HEURISTIC_ROUNDS`` rounds, which guarantees
termination.
"""

from __future__ import annotations

from typing import Optional

from ..cfg import ENTRY
from .compact import CompactStates, compress_entry
from .memory import State
from ..options import AnalysisOptions
from .semantics import Semantics
from .thresholds import Thresholds

_ALLOC_HEURISTIC_ROUNDS = 8


def _components(wto: list, out: dict) -> set:
    """Map each component head to the set of nodes inside its component (nested included)."""
    nodes: set = set()
    for el in wto:
        if isinstance(el, tuple):
            head, body = el
            inner = _components(body, out)
            inner.add(head)
            out[head] = inner
            nodes |= inner
        else:
            nodes.add(el)
    return nodes


def _join(states) -> Optional[State]:
    out = None
    for s in states:
        if s is not None:
            out = s if out is None else out.join(s)
    return out


def loop_releases(cfg, components: dict, keep: Optional[frozenset]) -> dict:
    """Inside loops, the nodes whose post-states no one reads again in a round once an
    element of the loop's body has run: ``{head: [nodes after body element i, ...]}``.

    A node is listed under the innermost loop that holds it and all its successors, after
    the body element that holds its last successor (every edge of a weak topological order
    goes forward, or back to the head of a loop that holds its source).  The next round
    computes it again before any successor reads it.  Never listed: the nodes in ``keep``;
    those with an edge back to a head (the head's next input reads them); those with an
    edge out of every loop that holds them (what runs after the loop reads them; the
    top-level ``Frontier`` releases them); those without a successor.  Without ``keep``
    (every node is read) or without loops, nothing."""
    if keep is None or not components:
        return {}
    inner: dict = {}  # node -> the heads of the loops that hold it, outermost first
    position: dict = {}  # head -> {node of its loop: index of its body element (-1: the head)}
    out: dict = {}
    _walk_loops(cfg.wto, (), components, inner, position, out)
    for p, heads in inner.items():
        succs = cfg.succs[p]
        if not heads or not succs or p in keep:
            continue
        if any(s in components and p in components[s] for s in succs):
            continue  # (a back edge)
        for head in reversed(heads):
            loop = components[head]
            if all(s in loop for s in succs):
                out[head][max(position[head][s] for s in succs)].append(p)
                break
    return out


def _walk_loops(elements: list, heads: tuple, components: dict, inner: dict, position: dict, out: dict) -> None:
    """``loop_releases``' walk of the weak topological order (a function, not a closure
    that calls itself: that would be a reference cycle, ``tests/engine/test_no_cycles.py``)."""
    for el in elements:
        if isinstance(el, tuple):
            head, body = el
            inner[head] = heads + (head,)
            out[head] = [[] for _ in body]
            where = position[head] = {head: -1}
            for i, sub in enumerate(body):
                for n in (components[sub[0]] if isinstance(sub, tuple) else (sub,)):
                    where[n] = i
            _walk_loops(body, heads + (head,), components, inner, position, out)
        else:
            inner[el] = heads


class Frontier:
    """The nodes whose post-states no later top-level element reads, as the elements run
    in some topological order (``Fixpoint.keep``, ``PartitionedFixpoint.keep``): a
    successor in a loop still running reads its predecessors' states at every round, and
    one in a later element reads them when it runs.  (A CFG's edges are distinct:
    ``CFG.connect``; a component's nodes include its head.)"""

    def __init__(self, cfg, keep: frozenset):
        self.cfg = cfg
        self.keep = keep
        self.waiting = [len(succs) for succs in cfg.succs]
        self.ran: set = set()

    def done(self, nodes) -> list:
        """The nodes, not in ``keep``, that no element reads once ``nodes`` (a top-level
        element's) have run."""
        ran, waiting, keep, preds = self.ran, self.waiting, self.keep, self.cfg.preds
        ran.update(nodes)
        out = []
        for n in nodes:
            for p in preds[n]:
                if p in ran:
                    waiting[p] -= 1
                    if waiting[p] == 0 and p not in keep:
                        out.append(p)
            if waiting[n] == 0 and n not in keep:
                out.append(n)  # (no successor: an exit, or the end of a noreturn call)
        return out


class Fixpoint:
    """Computes the post-state of every node of one procedure's CFG."""

    def __init__(self, fn, sem: Semantics, options: AnalysisOptions, initial: Optional[State] = None,
                 budget=None, keep: Optional[frozenset] = None):
        self.fn = fn
        self.keep = keep
        """(optional) The only nodes whose post-states the caller reads: every other one is
        released as soon as the element of every successor of its node is done (``run``),
        so that at most a frontier of states is alive at once."""
        self.budget = budget
        """An ``engine.budget.Budget`` charged at every visit (it may raise BudgetExceeded)."""
        self.cfg = fn.cfg
        self.sem = sem
        self.options = options
        self.initial = initial if initial is not None else sem.initial_state()
        self.post: list = [None] * len(self.cfg)
        """Node -> post-state (None: unreachable); without ``keep``, the large states that
        no one reads again during the run are stored as differences (``compact``), and
        ``run`` returns the list as a ``CompactStates``."""
        self.components: dict[int, set] = {}
        _components(self.cfg.wto, self.components)
        self.thresholds = Thresholds(fn, options) if self.components else None
        """Widening thresholds per loop head (none needed without loops)."""
        self.releases = loop_releases(self.cfg, self.components, frozenset() if keep is None else keep)
        """What each round of a loop releases as it goes (``loop_releases``), or, without
        ``keep``, compresses: a procedure that is one loop (openssh's ``process_escapes``)
        otherwise holds every node's whole state until the loop is done."""

    def run(self):
        frontier = Frontier(self.cfg, self.keep or frozenset())
        for el in self.cfg.wto:
            self._elements([el])
            self._let_go(frontier.done(self.components[el[0]] if isinstance(el, tuple) else (el,)))
        if self.keep is None:
            self.post = CompactStates(self.post)
        return self.post

    def _let_go(self, nodes) -> None:
        """The states of ``nodes``, which the iteration does not read again (until it
        computes them again): released with ``keep``; without, every node's state is read
        after the run, so a large one is compressed instead (``compact``).  The iteration
        never reads a compressed state."""
        post = self.post
        if self.keep is None:
            preds = self.cfg.preds
            for n in nodes:
                compress_entry(post, n, preds[n])
        else:
            for n in nodes:
                post[n] = None

    def pre(self, n: int) -> Optional[State]:
        """The state before node ``n``: the join of its predecessors' post-states."""
        if n == ENTRY:
            return self.initial
        preds = self.cfg.preds[n]
        if len(preds) == 1:
            return self.post[preds[0]]
        return _join(self.post[p] for p in preds)

    def _visit(self, n: int, pre: Optional[State]) -> None:
        self.post[n] = None if pre is None else self.sem.transfer(n, self.cfg.instrs[n], pre)
        if self.budget is not None:
            self.budget.charge(self.post[n], n)

    def _elements(self, elements: list, releases: Optional[list] = None) -> None:
        for i, el in enumerate(elements):
            if isinstance(el, tuple):
                self._component(el[0], el[1])
            else:
                self._visit(el, self.pre(el))
            if releases is not None:
                self._let_go(releases[i])

    def _head_input(self, head: int, inside: set, rounds: int) -> Optional[State]:
        preds = self.cfg.preds[head]
        entry_in = _join(self.post[p] for p in preds if p not in inside)
        if head == ENTRY:
            entry_in = self.initial if entry_in is None else self.initial.join(entry_in)
        back_in = _join(self.post[p] for p in preds if p in inside)
        if back_in is None:
            return entry_in
        if entry_in is None:
            return back_in
        joined = entry_in.join(back_in)
        if self.options.loop_at_least_once and rounds < _ALLOC_HEURISTIC_ROUNDS:
            return joined.with_sets(back_in.alloc, back_in.freed)
        return joined

    def _component(self, head: int, body: list) -> None:
        inside = self.components[head]
        options = self.options
        releases = self.releases.get(head)
        prev: Optional[State] = None
        rounds = 0
        while True:
            new = self._head_input(head, inside, rounds)
            if new is None:
                self.post[head] = None
                self._elements(body, releases)
                return
            if prev is not None:
                if rounds >= options.widen_delay:
                    new = self._widen(prev, new, rounds, head)
                    self.sem.stats.widenings += 1
                elif not (options.loop_at_least_once and rounds < _ALLOC_HEURISTIC_ROUNDS):
                    new = prev.join(new)
                if new.leq(prev) and prev.leq(new):
                    break
            if rounds >= options.max_loop_head_iterations:
                self.sem.stats.iteration_caps += 1
                break
            prev = new
            self._visit(head, new)
            self._elements(body, releases)
            rounds += 1
        for _ in range(options.narrowing_passes):
            new = self._head_input(head, inside, rounds)
            if new is None:
                break
            narrowed = _narrow(prev, new)
            if narrowed.leq(prev) and prev.leq(narrowed):
                break
            prev = narrowed
            self._visit(head, narrowed)
            self._elements(body, releases)

    def _widen(self, prev: State, new: State, rounds: int, head: int = -1) -> State:
        ts = self.thresholds.at(head, rounds - self.options.widen_delay) if self.thresholds else ()
        widened = prev.join(new, widen=True, thresholds=ts)
        if self.options.loop_at_least_once and rounds < _ALLOC_HEURISTIC_ROUNDS:
            return widened.with_sets(new.alloc, new.freed)
        return widened


def _narrow(wide: State, new: State) -> State:
    """Pointwise narrowing of the numbers; addresses and sets come from the new iterate."""
    mem = dict(wide.mem)
    for a, v in mem.items():
        w = new.mem.get(a)
        if w is not None and w is not v:
            mem[a] = v.narrow(w)
    # (the holders of the wider state hold on the narrower one, whose addresses are the same)
    return State(mem, new.alloc, new.freed, wide.inputs, wide.nullable, wide.multi, wide.explores, wide.written,
                 new.must_freed, wide.mixed | new.mixed, wide.holders, wide.havocked | new.havocked, wide.within)


def analyse_function(fn, sem: Semantics, options: AnalysisOptions, initial: Optional[State] = None, budget=None,
                     keep: Optional[frozenset] = None):
    """Run the fixpoint of one function; return the post-state of each node (None: unreachable).

    With a ``budget`` (``engine.budget.Budget``), raises ``BudgetExceeded`` past it.  With
    ``keep``, only those nodes' post-states are returned (the others are None), and the
    others are released during the run (``Fixpoint.keep``)."""
    return Fixpoint(fn, sem, options, initial, budget, keep).run()

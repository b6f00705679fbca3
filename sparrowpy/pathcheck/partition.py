"""Trace partitioning: the engine's own transfer functions, run per path instead of joined.

The path-insensitive fixpoint (``fixpoint.Fixpoint``) joins states where branches meet,
which is where most false alarms come from: ``if (g) p = malloc(..); ... if (g) free(p);``
has, after the first join, ``p`` maybe allocated and ``g`` unknown.  Here every node holds
a small set of *disjuncts* ``token -> State``, where the token names the path that led
there:

- an ``Assume`` node (one branch of a condition) appends its node number, so the two sides
  of a branch stay apart until the end of the procedure; a branch that cannot be taken
  (the transfer function returns ⊥) ends that path, and the death is recorded with the
  path's token, for the explanation of a pruned alarm;
- at a loop head the disjuncts are split by iteration count: ``("L0", head)`` is the
  state on entry (the loop ran zero times), ``("L+", head)`` the join of every state that
  came back along a back edge (it ran at least once), iterated with widening to a fixpoint
  like the engine's loop heads.  Inside the loop, tokens are cut back at the head, so the
  body's branches split one iteration but do not multiply across iterations;
- a call whose summary describes its return outcomes separately (``Summary.outcomes``)
  is applied once per outcome (``("C", node, k)``), so a caller's test of the result
  keeps only the allocations that come with that result.

Every disjunct over-approximates the concrete executions along the paths its token
describes, and together they cover every path (a join of disjuncts is always allowed), so
a property that holds in every disjunct at a node holds on every execution reaching it.
The number of disjuncts per node is bounded: past ``max_disjuncts`` the disjuncts with the
same allocated set are joined (they differ only in what matters less to a leak), and past
that everything is joined; a joined disjunct is marked (``MERGED``) so that the later
stages, which need one path, leave it alone.
"""

from __future__ import annotations

import time
from typing import Optional

from ..cfg import ENTRY
from ..fixpoint import _components, _narrow
from ..ir import Assume, Call, Var
from ..memory import State

MERGED = ("M",)


class Budget(Exception):
    """The partitioned analysis went over its time budget."""


def _loop_marker(token: tuple, head: int) -> int:
    """Index of the ``L0``/``L+`` marker of ``head`` in ``token``, or -1."""
    for i in range(len(token) - 1, -1, -1):
        step = token[i]
        if type(step) is tuple and len(step) == 2 and step[1] == head and step[0] in ("L0", "L+"):
            return i
    return -1


def _add(out: dict, token: tuple, st: State) -> None:
    old = out.get(token)
    out[token] = st if old is None else old.join(st)


class PartitionedFixpoint:
    """Post-states of every node of one procedure, as disjuncts keyed by path tokens."""

    def __init__(self, fn, sem, options, outcome_split=None, max_disjuncts: int = 64,
                 deadline: Optional[float] = None):
        self.fn = fn
        self.cfg = fn.cfg
        self.sem = sem
        self.options = options
        self.outcome_split = outcome_split  # (sem, st, call, node) -> list of states, or None
        self.max_disjuncts = max_disjuncts
        self.deadline = deadline
        self.post: list[dict] = [dict() for _ in range(len(self.cfg))]
        self.splits = relevant_branches(fn)
        self.deaths: list[tuple] = []  # (token, node, allocated set): a branch not taken on that path
        self.merged = 0
        self.components: dict = {}
        _components(self.cfg.wto, self.components)

    def run(self) -> list[dict]:
        self._elements(self.cfg.wto)
        return self.post

    # ------------------------------------------------------------------ transfer
    def _transfer(self, n: int, pre: dict) -> dict:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Budget()
        instr = self.cfg.instrs[n]
        out: dict = {}
        t = type(instr)
        sem = self.sem
        for token, st in pre.items():
            if t is Call and self.outcome_split is not None:
                outcomes = self.outcome_split(st, instr, n)
                if outcomes is not None:
                    for k, post in outcomes:
                        if post is not None:
                            _add(out, token + (("C", n, k),), post)
                    continue
            post = sem.transfer(n, instr, st)
            if t is Assume:
                if post is None:
                    if len(self.deaths) < 10000:
                        self.deaths.append((token, n, st.alloc))
                    continue
                _add(out, token + (n,) if n in self.splits else token, post)
            elif post is not None:
                _add(out, token, post)
        return self._bound(out)

    def _bound(self, d: dict) -> dict:
        """At most ``max_disjuncts``: join those with the same allocated set, then all."""
        if len(d) <= self.max_disjuncts:
            return d
        self.merged += 1
        groups: dict = {}
        for token in sorted(d, key=lambda t: (len(t), repr(t))):
            key = d[token].alloc
            groups.setdefault(key, []).append(token)
        if len(groups) > self.max_disjuncts:
            groups = {None: sorted(d, key=lambda t: (len(t), repr(t)))}
        out: dict = {}
        for tokens in groups.values():
            if len(tokens) == 1:
                out[tokens[0]] = d[tokens[0]]
                continue
            joined = None
            for tk in tokens:
                joined = d[tk] if joined is None else joined.join(d[tk])
            _add(out, _common_prefix(tokens) + MERGED, joined)
        return out

    # ------------------------------------------------------------------ iteration
    def _pre(self, n: int) -> dict:
        if n == ENTRY:
            return {(): self.sem.initial_state()}
        preds = self.cfg.preds[n]
        if len(preds) == 1:
            return self.post[preds[0]]
        out: dict = {}
        for p in preds:
            for token, st in self.post[p].items():
                _add(out, token, st)
        return _merge_equal(out) if len(out) > 1 else out

    def _elements(self, elements: list) -> None:
        for el in elements:
            if isinstance(el, tuple):
                self._component(el[0], el[1])
            else:
                self.post[el] = self._transfer(el, self._pre(el))

    def _head_input(self, head: int, inside: set) -> dict:
        out: dict = {}
        entry_preds = [p for p in self.cfg.preds[head] if p not in inside]
        if head == ENTRY:
            out[(("L0", head),)] = self.sem.initial_state()
        for p in entry_preds:
            for token, st in self.post[p].items():
                _add(out, token + (("L0", head),), st)
        for p in self.cfg.preds[head]:
            if p not in inside:
                continue
            for token, st in self.post[p].items():
                i = _loop_marker(token, head)
                if i < 0:  # a path that entered the loop elsewhere (irreducible flow)
                    _add(out, token + (("L+", head),), st)
                else:
                    _add(out, token[:i] + (("L+", head),), st)
        return out

    def _component(self, head: int, body: list) -> None:
        inside = self.components[head]
        options = self.options
        prev: Optional[dict] = None
        rounds = 0
        while True:
            new = self._head_input(head, inside)
            if prev is not None:
                if rounds >= options.widen_delay:
                    new = {k: (prev[k].join(v, widen=True) if k in prev else v) for k, v in new.items()}
                else:
                    new = {k: (prev[k].join(v) if k in prev else v) for k, v in new.items()}
                if _stable(prev, new):
                    break
            if rounds >= options.max_loop_head_iterations:
                break
            prev = new
            self.post[head] = self._transfer(head, new)
            self._elements(body)
            rounds += 1
        if prev is None:
            return
        for _ in range(options.narrowing_passes):
            new = self._head_input(head, inside)
            narrowed = {k: (_narrow(prev[k], v) if k in prev else v) for k, v in new.items()}
            if _stable(prev, narrowed):
                break
            prev = narrowed
            self.post[head] = self._transfer(head, narrowed)
            self._elements(body)


def _merge_equal(d: dict) -> dict:
    """Paths that met again with the same state need not stay apart: keep the first
    token (the explanation of a later contradiction needs only one)."""
    seen: dict = {}
    out: dict = {}
    for token in sorted(d, key=lambda t: (len(t), repr(t))):
        st = d[token]
        key = (st.alloc, st.freed, st.multi, frozenset(st.nullable), st.mixed, len(st.mem))
        group = seen.setdefault(key, [])
        for other in group:
            o = out[other]
            if o is st or (o.mem == st.mem and o.nullable == st.nullable and o.inputs == st.inputs):
                break
        else:
            group.append(token)
            out[token] = st
    return out


def relevant_branches(fn) -> frozenset:
    """The ``Assume`` nodes worth keeping apart: a condition that tests a pointer (its
    nullness ties it to an allocation), a call's result, or a variable that another
    condition also tests or that the procedure sets to a constant (a flag).  Other
    branches join where they meet, as in the engine (always sound)."""
    from ..ir import Assign, Const, expr_vars

    cfg = fn.cfg
    tested: dict = {}
    conds = []
    for n, instr in enumerate(cfg.instrs):
        if type(instr) is Assume:
            names = frozenset(v.name for v in expr_vars(instr.cond))
            conds.append((n, instr, names))
            for name in names:
                tested.setdefault(name, set()).add(instr.loc.line)
    flags: set = set()
    results: set = set()
    for instr in cfg.instrs:
        t = type(instr)
        if t is Assign and type(instr.lhs) is Var and type(instr.rhs) is Const:
            flags.add(instr.lhs.name)
        elif t is Call and type(instr.result) is Var:
            results.add(instr.result.name)
    out = set()
    for n, instr, names in conds:
        if any(len(tested[x]) > 1 or x in flags or x in results for x in names) or _tests_pointer(instr.cond):
            out.add(n)
    return frozenset(out)


def _tests_pointer(e) -> bool:
    from ..ir import BinOp, Cast, Lv, UnOp

    t = type(e)
    if t is Lv:
        return e.ty is not None and getattr(e.ty, "is_pointer", False)
    if t is BinOp:
        return _tests_pointer(e.left) or _tests_pointer(e.right)
    if t in (UnOp, Cast):
        return _tests_pointer(e.operand)
    return False


def _stable(prev: dict, new: dict) -> bool:
    if prev.keys() != new.keys():
        return False
    for k, v in new.items():
        p = prev[k]
        if not (v.leq(p) and p.leq(v)):
            return False
    return True


def _common_prefix(tokens: list) -> tuple:
    first = tokens[0]
    n = len(first)
    for t in tokens[1:]:
        n = min(n, len(t))
        for i in range(n):
            if t[i] != first[i]:
                n = i
                break
    return first[:n]

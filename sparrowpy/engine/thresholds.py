"""Widening thresholds: the integer constants a procedure's conditions compare against.

Widening an interval bound that keeps growing sends it to infinity; with thresholds it
stops at the next threshold first (``domains.interval.Interval.widen``).  The useful
thresholds of a procedure are the constants its conditions test: for ``i < 10`` the
true branch bounds ``i`` by 9 and the false one by 10, so a counter widened to 9 or 10
is stable when the loop's own test keeps it there.  For every comparison with a constant
operand ``c`` in an ``Assume`` node we take ``c - 1``, ``c`` and ``c + 1``.

Narrowing recovers many of these bounds anyway (``i < 10``: the back edge is refined by
the test), but not when the test does not bound the widened value (``i != 10`` on
``[0, +oo]`` leaves it unchanged), which is where thresholds pay.

Under ``auto`` a loop head widens with the constants of the conditions inside its own
loop (its WTO component, nested loops included; ``collect_loop_thresholds``) rather than
the whole procedure's (``collect_thresholds``): a counter bounded by a variable
(``i < n``) climbs through every threshold above it, one more iteration of the loop
each, so a short list keeps the cost down (bzip2's ``BZ2_decompress`` has 91 thresholds,
none of its loops more than 15; with the whole list the bzip2 run took 1.8 times as
long).  For the same reason only the first ``MAX_THRESHOLD_WIDENINGS`` widenings at a
head use them (``Thresholds.at``).  Both are collected once per CFG (cached by identity,
weakly), one pass over the nodes of each procedure.
"""

from __future__ import annotations

import weakref
from typing import Optional

from ..ir import COMPARISONS, VAR_GLOBAL, Assign, Assume, BinOp, Cast, Const, Lv, UnOp, Var

_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
"""CFG -> (number of nodes when computed, function thresholds, loop head -> thresholds)."""


MAX_THRESHOLD_WIDENINGS = 8
"""Widenings at one loop head (in one fixpoint of its loop) that use thresholds; later
ones are plain.  A bound that the loop's tests do not stop (``i < n``) climbs one
threshold per iteration of the loop, so without this a loop with many constants (a
``switch`` of 150 cases) iterates hundreds of times (and hits
``max_loop_head_iterations``); with it, thresholds cost at most this many iterations."""


def _constant(e) -> Optional[int]:
    """The integer value of a constant operand (through casts and unary minus), else None."""
    neg = False
    while True:
        t = type(e)
        if t is Const:
            return -e.value if neg else e.value
        if t is Cast:
            e = e.operand
        elif t is UnOp and e.op == "-":
            neg = not neg
            e = e.operand
        else:
            return None


def _comparisons(cond):
    """``(c, other)`` for each comparison in ``cond`` (however nested) with a constant
    operand ``c``, ``other`` the operand it is compared with."""
    stack = [cond]
    while stack:
        e = stack.pop()
        t = type(e)
        if t is BinOp:
            if e.op in COMPARISONS:
                for side, other in ((e.left, e.right), (e.right, e.left)):
                    c = _constant(side)
                    if c is not None:
                        yield c, other
            stack.append(e.left)
            stack.append(e.right)
        elif t is UnOp or t is Cast:
            stack.append(e.operand)


def condition_constants(cond) -> set:
    """The constants compared against in ``cond`` (every comparison in it, however nested)."""
    return {c for c, _ in _comparisons(cond)}


def _around(consts) -> tuple:
    out: set = set()
    for c in consts:
        out.update((c - 1, c, c + 1))
    return tuple(sorted(out))


def node_constants(cfg) -> dict:
    """Node -> the constants its ``Assume`` condition compares against (nodes with none left out)."""
    out: dict = {}
    for n, instr in enumerate(cfg.instrs):
        if type(instr) is Assume:
            cs = condition_constants(instr.cond)
            if cs:
                out[n] = cs
    return out


def collect_thresholds(cfg) -> tuple:
    """The sorted thresholds of a whole CFG: ``c - 1, c, c + 1`` for every constant ``c``
    that one of its ``Assume`` conditions compares against (uncached)."""
    consts: set = set()
    for cs in node_constants(cfg).values():
        consts |= cs
    return _around(consts)


def collect_loop_thresholds(cfg) -> dict:
    """Loop head -> the sorted thresholds of the conditions inside its loop (its WTO
    component, nested loops included); heads whose loop tests no constant are left out.

    Only a loop's own tests can stop a value that grows around it, and a short list
    keeps widening chains short: a counter bounded by a variable (``i < n``) climbs
    through every threshold above it before reaching infinity (uncached)."""
    per_node = node_constants(cfg)
    out: dict = {}
    if not per_node:
        return out
    # iterative walk of the nested WTO: every open component collects its nodes' constants
    open_heads: list = []
    open_sets: list = []
    stack = [iter(cfg.wto)]
    while stack:
        for el in stack[-1]:
            if isinstance(el, tuple):
                head, body = el
                open_heads.append(head)
                open_sets.append(set(per_node.get(head, ())))
                stack.append(iter(body))
                break
            cs = per_node.get(el)
            if cs and open_sets:
                open_sets[-1] |= cs  # passed on to the enclosing loops when this one closes
        else:
            stack.pop()
            if open_heads and len(stack) == len(open_heads):
                head = open_heads.pop()
                consts = open_sets.pop()
                if open_sets:
                    open_sets[-1] |= consts
                if consts:
                    out[head] = _around(consts)
    return out


def _var_key(v: Var) -> tuple:
    return (v.kind == VAR_GLOBAL, v.name)


def value_vars(e) -> set:
    """The plain variables (``_var_key``) whose values ``e`` computes with: not those
    that only address memory (``p`` in ``p->n``, ``i`` in ``a[i]``), whose cells' values
    the expression does not read."""
    out: set = set()
    stack = [e]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Lv:
            if type(x.lval) is Var:
                out.add(_var_key(x.lval))
        elif t is BinOp:
            stack.append(x.left)
            stack.append(x.right)
        elif t is UnOp or t is Cast:
            stack.append(x.operand)
    return out


def _compared_vars(cond) -> dict:
    """Variable -> the constants that a comparison in ``cond`` compares an expression
    computed with it against (``i + 1 < 10``: ``i`` and 10)."""
    out: dict = {}
    for c, other in _comparisons(cond):
        for v in value_vars(other):
            out.setdefault(v, set()).add(c)
    return out


def _loop_nodes(cfg) -> dict:
    """Loop head -> the nodes of its WTO component (nested loops included)."""
    out: dict = {}

    def walk(elements, open_heads):
        for el in elements:
            if isinstance(el, tuple):
                head, body = el
                out[head] = {head}
                for h in open_heads:
                    out[h].add(head)
                walk(body, open_heads + [head])
            else:
                for h in open_heads:
                    out[h].add(el)

    walk(cfg.wto, [])
    return out


def collect_variable_thresholds(cfg) -> dict:
    """Loop head -> {variable -> its sorted thresholds}: ``c - 1, c, c + 1`` for each
    constant ``c`` that a condition inside the loop compares the variable against, or a
    variable its value flows from or to by an assignment inside the loop (``j = i + 1;
    if (j < 10)`` gives ``i`` 9, 10 and 11 too).  A value read from memory (``ch =
    buf[i]``) does not link ``ch`` with ``i``: ``i`` only addresses the cell.  Variables
    of the loop that no such comparison reaches have none (uncached)."""
    out: dict = {}
    instrs = cfg.instrs
    for head, nodes in _loop_nodes(cfg).items():
        parent: dict = {}

        def find(v):
            root = v
            while parent.get(root, root) != root:
                root = parent[root]
            while parent.get(v, v) != root:
                parent[v], v = root, parent[v]
            return root

        consts: dict = {}
        for n in sorted(nodes):
            instr = instrs[n]
            t = type(instr)
            if t is Assume:
                for v, cs in _compared_vars(instr.cond).items():
                    consts.setdefault(v, set()).update(cs)
            elif t is Assign and type(instr.lhs) is Var:
                lhs = _var_key(instr.lhs)
                parent.setdefault(lhs, lhs)
                x = find(lhs)
                for v in value_vars(instr.rhs):
                    parent.setdefault(v, v)
                    r = find(v)
                    if r != x:
                        parent[r] = x
        if not consts:
            continue
        by_class: dict = {}
        for v, cs in consts.items():
            by_class.setdefault(find(v), set()).update(cs)
        members: dict = {}
        for v in set(parent) | set(consts):
            members.setdefault(find(v), []).append(v)
        table: dict = {}
        for root, cs in by_class.items():
            ts = _with_bounds(_around(cs))
            for v in members.get(root, ()):
                table[v] = ts
        out[head] = table
    return out


class CellThresholds:
    """The thresholds of one widening, cell by cell (``State.join``): a variable's own
    (``collect_variable_thresholds``), ``OBJECT_BOUNDS`` for a variable of the procedure
    that none reaches, and the loop's whole list for every other cell (fields, array
    elements, heap and input memory, whose comparisons the syntax does not tie to them)."""

    __slots__ = ("by_var", "other")

    def __init__(self, by_var: dict, other: tuple):
        self.by_var = by_var
        self.other = other

    def of(self, addr) -> tuple:
        kind = addr.kind
        if kind == "local":
            return self.by_var.get((False, addr.name), OBJECT_BOUNDS)
        if kind == "global":
            return self.by_var.get((True, addr.name), OBJECT_BOUNDS)
        return self.other


OBJECT_BOUNDS = (-2 ** 63, 2 ** 63 - 1)
"""Thresholds of every loop head under ``auto``: PTRDIFF_MIN and PTRDIFF_MAX of the LP64
target.  A size or an index that grows around a loop and is used to reach into an object
is at most PTRDIFF_MAX there (``Semantics._index_in_object``), so a bound widened to it
is stable where one widened to +oo would wrap round in the next ``n += len`` of a
``size_t`` (gnulib's ``get_charset_aliases``: ``res_size += l1 + 1 + l2 + 1``, then
``strcpy(res_ptr + res_size - ..)``).  A counter that nothing bounds climbs one more
threshold on its way to infinity."""


def _with_bounds(thresholds: tuple) -> tuple:
    return tuple(sorted(set(thresholds) | set(OBJECT_BOUNDS)))


def _cached(cfg) -> tuple:
    hit = _CACHE.get(cfg)
    if hit is None or hit[0] != len(cfg.instrs):
        per_head = {h: _with_bounds(t) for h, t in collect_loop_thresholds(cfg).items()}
        hit = (len(cfg.instrs), collect_thresholds(cfg), per_head, None)
        _CACHE[cfg] = hit
    return hit


def cell_thresholds(fn) -> dict:
    """Loop head -> its ``CellThresholds`` (``collect_variable_thresholds`` and
    ``loop_thresholds``), computed once per CFG (recomputed if it grew)."""
    hit = _cached(fn.cfg)
    if hit[3] is None:
        per_var = collect_variable_thresholds(fn.cfg)
        cells = {h: CellThresholds(per_var.get(h, {}), ts) for h, ts in hit[2].items()}
        hit = (hit[0], hit[1], hit[2], cells)
        _CACHE[fn.cfg] = hit
    return hit[3]


def function_thresholds(fn) -> tuple:
    """``collect_thresholds(fn.cfg)``, computed once per CFG (recomputed if it grew)."""
    return _cached(fn.cfg)[1]


def loop_thresholds(fn) -> dict:
    """``collect_loop_thresholds(fn.cfg)`` with ``OBJECT_BOUNDS`` added to each head's,
    computed once per CFG (recomputed if it grew)."""
    return _cached(fn.cfg)[2]


class Thresholds:
    """The thresholds the fixpoint of one procedure widens with at each loop head, under
    ``options.widening_thresholds``: ``auto`` the constants of the head's loop's
    conditions that each variable is compared against, and all of them for the other
    cells (``CellThresholds``); ``loop`` all of them for every cell; ``none`` nothing;
    else the explicit tuple at every head."""

    __slots__ = ("_per_head", "_everywhere")

    def __init__(self, fn, options):
        mode = getattr(options, "widening_thresholds", "auto")
        self._per_head: dict = {}
        self._everywhere: tuple = ()
        if mode == "auto":
            self._per_head = cell_thresholds(fn)
            self._everywhere = OBJECT_BOUNDS
        elif mode == "loop":
            self._per_head = loop_thresholds(fn)
            self._everywhere = OBJECT_BOUNDS
        elif mode != "none" and mode:
            self._everywhere = tuple(mode)

    def at(self, head: int, widening: int = 0) -> tuple:
        """The sorted thresholds for the ``widening``-th widening (from 0) at loop head
        ``head`` in one fixpoint of its loop; none from the ``MAX_THRESHOLD_WIDENINGS``-th."""
        if widening >= MAX_THRESHOLD_WIDENINGS:
            return ()
        return self._per_head.get(head, self._everywhere)

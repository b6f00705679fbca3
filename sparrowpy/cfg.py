"""Control-flow graphs: one instruction per node, entry/exit, return points, loop heads, WTO.

Nodes are small integers.  Node 0 is the entry (``skip entry``) and node 1 the exit
(``skip exit``); every ``Return`` node has the exit as its only successor.  The weak
topological order (Bourdoncle 1993) drives the fixpoint engine; its component heads are
the loop heads, where widening happens.  It handles irreducible flow (goto into a loop)
because the heads come from the depth-first hierarchy, not from syntactic loops.
"""

from __future__ import annotations

import sys
from collections import deque
from typing import Iterator, Optional, Union

from .ir import Instr, Return, Skip, Loc

ENTRY = 0
EXIT = 1

# A WTO is a list of elements; an element is a node (int) or a component
# (head, [elements...]) that is iterated until it stabilises.
WTOElement = Union[int, tuple]


class CFG:
    """The control-flow graph of one function."""

    def __init__(self, name: str, loc: Loc):
        self.name = name
        self.instrs: list[Instr] = [Skip("entry", loc), Skip("exit", loc)]
        self.succs: list[list[int]] = [[], []]
        self.preds: list[list[int]] = [[], []]
        self._wto: Optional[list] = None
        self._heads: Optional[frozenset] = None

    # -- construction -------------------------------------------------------------
    def add(self, instr: Instr) -> int:
        self.instrs.append(instr)
        self.succs.append([])
        self.preds.append([])
        self._wto = None
        return len(self.instrs) - 1

    def connect(self, src: int, dst: int) -> None:
        if dst not in self.succs[src]:
            self.succs[src].append(dst)
            self.preds[dst].append(src)
            self._wto = None

    def prune_unreachable(self) -> None:
        """Drop nodes not reachable from the entry, renumbering the rest in order."""
        seen = {ENTRY}
        stack = [ENTRY]
        while stack:
            n = stack.pop()
            for s in self.succs[n]:
                if s not in seen:
                    seen.add(s)
                    stack.append(s)
        seen.add(EXIT)
        if len(seen) == len(self.instrs):
            return
        order = [n for n in range(len(self.instrs)) if n in seen]
        renum = {old: new for new, old in enumerate(order)}
        self.instrs = [self.instrs[n] for n in order]
        self.succs = [[renum[s] for s in self.succs[n] if s in renum] for n in order]
        self.preds = [[renum[p] for p in self.preds[n] if p in renum] for n in order]
        self._wto = None

    # -- queries ------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.instrs)

    def nodes(self) -> range:
        return range(len(self.instrs))

    @property
    def return_nodes(self) -> list[int]:
        """The exit points of the procedure (explicit returns and the closing brace)."""
        return [n for n, i in enumerate(self.instrs) if isinstance(i, Return)]

    @property
    def wto(self) -> list:
        if self._wto is None:
            self._wto = weak_topological_order(self.succs, ENTRY)
            self._heads = frozenset(_heads(self._wto))
        return self._wto

    @property
    def loop_heads(self) -> frozenset:
        self.wto
        return self._heads  # type: ignore[return-value]

    def edges(self) -> Iterator[tuple[int, int]]:
        for n, ss in enumerate(self.succs):
            for s in ss:
                yield n, s


def _heads(wto: list) -> Iterator[int]:
    """The component heads of a WTO, outermost first (iterative: nesting may be deep)."""
    stack = [iter(wto)]
    while stack:
        for el in stack[-1]:
            if isinstance(el, tuple):
                yield el[0]
                stack.append(iter(el[1]))
                break
        else:
            stack.pop()


def weak_topological_order(succs: list[list[int]], root: int) -> list:
    """Bourdoncle's recursive strategy, returned as nested lists.

    Elements are node ids or ``(head, [elements])`` components.  The recursion of the
    published algorithm is run with generator frames on an explicit stack, so a function
    with tens of thousands of nodes needs no deep Python recursion.
    """
    dfn = [0] * len(succs)
    stack: list[int] = []
    counter = [0]
    INF = sys.maxsize  # above every depth-first number, however often nodes are renumbered

    def visit(v: int, partition: deque):
        stack.append(v)
        counter[0] += 1
        dfn[v] = head = counter[0]
        loop = False
        for w in succs[v]:
            m = (yield (w, partition)) if dfn[w] == 0 else dfn[w]
            if m <= head:
                head = m
                loop = True
        if head == dfn[v]:
            dfn[v] = INF
            element = stack.pop()
            if loop:
                while element != v:
                    dfn[element] = 0
                    element = stack.pop()
                inner: deque = deque()
                for w in succs[v]:
                    if dfn[w] == 0:
                        yield (w, inner)
                partition.appendleft((v, inner))
            else:
                partition.appendleft(v)
        return head

    top: deque = deque()
    frames = [visit(root, top)]
    value = None
    while frames:
        try:
            w, part = frames[-1].send(value)
        except StopIteration as done:
            frames.pop()
            value = done.value
            continue
        frames.append(visit(w, part))
        value = None
    return _freeze(top)


def _freeze(part: deque) -> list:
    """Turn the nested deques into nested lists, without recursion."""
    out: list = []
    stack = [(iter(part), out)]
    while stack:
        it, dst = stack[-1]
        for el in it:
            if isinstance(el, tuple):
                inner: list = []
                dst.append((el[0], inner))
                stack.append((iter(el[1]), inner))
                break
            dst.append(el)
        else:
            stack.pop()
    return out

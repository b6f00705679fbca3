"""The concretisation check: does an abstract state describe a concrete one?

``check_state(concrete, abstract, proc, options)`` maps the concrete memory seen from the
frame of ``proc`` (its locals, the globals, and the heap blocks allocated while the frame was
active) to abstract addresses, and lists every way the abstract state fails to cover it:

- a local of the frame is ``LocalAddr(proc, name)``, a global ``GlobalAddr(name)``, a string
  literal ``StrAddr(loc)``; a heap block allocated at node ``n`` of ``f`` while the frame was
  active is the region of site ``(f, n)`` with the calling context from the frame down,
  ``[(caller, call node), ...]``, truncated to ``options.context_depth`` call sites (regions
  are compared by ``(site.proc, site.node, ((hop.proc, hop.node), ...))``, ignoring ``via``,
  and a call inside recursion adds no call site, as in ``Instantiation.fresh_region``);
  a field path is nested ``FieldAddr``s; an array element is the array's own cell (arrays are
  one summarised cell), and where the analysis stored one, also its element cell (its first
  array step as ``#k``: ``AnalysisOptions.element_cells``); a union member is the union's cell (the
  lowering already does that);
- memory that existed before the frame was entered (other frames' locals, older heap
  blocks, globals) is the procedure's *input memory*; the analysis names what it reads
  through pointers with explore addresses, which this check cannot identify one by one: a
  pointer to it is covered by any explore address (or by the exact address when it has
  one, e.g. a global);
- for each cell the program wrote, holding an integer ``v``, the abstract value (the entry of
  the abstract memory, or for an absent cell what ``State.implicit`` says it stands for: the
  unknown input of an input cell, 0/NULL in a ``calloc``'ed block, "any number or NULL" in a
  block from a callee, ⊥ otherwise) must contain ``v`` — for a pointer-typed cell holding
  NULL, NULL must be among its addresses; a cell holding a pointer to cell ``c`` must have
  the abstract address of ``c`` among its addresses; a pointer to a function needs that
  function's address or unknown memory (code the analysis cannot see may hand one out); ⊥
  covers nothing; a pointer to a freed
  block or a dead stack variable is indeterminate in C and is not checked;
- every live heap block the frame allocated or could reach after a call must have its region
  in the allocated set; every such freed block (whose region no live block shares) must have
  its region in the freed set.  These two hold only with the unsound switches off.

The result is a list of :class:`Violation` (empty when the state is covered).
"""

from __future__ import annotations

from typing import Optional

import attrs

from .concrete import Block, ConcreteState, FuncRef, Ptr
from ..engine.memory import ELEMENT, _FIELDS
from ..engine.memory import (
    NULL, UNKNOWN, ExploreAddr, FieldAddr, FuncAddr, GlobalAddr, LocalAddr, Region, State, StrAddr, Value,
    field_addr,
)

__all__ = ["Violation", "check_state", "region_identity", "block_identity", "address_of", "GammaChecker"]


@attrs.frozen
class Violation:
    """One way the abstract state fails to describe the concrete one."""

    kind: str
    """``unreachable``, ``bottom-cell``, ``number``, ``null``, ``pointer``, ``alloc``, ``freed``."""
    cell: str = attrs.field(converter=str)
    message: str = ""

    def __str__(self) -> str:
        return f"[{self.kind}] {self.cell}: {self.message}"


def region_identity(r: Region) -> tuple:
    """How regions are compared: site and call chain, without ``via``."""
    return (r.site.proc, r.site.node, tuple((h.proc, h.node) for h in r.context))


def region_context(site_proc: str, callers, depth: int) -> tuple:
    """The context of the region a block gets in the frame of ``callers[0]``: the call sites
    ``(caller, call node)`` from that frame down to the allocating one, named as summary
    instantiation names them (``Instantiation.fresh_region``): one hop per call, innermost
    added first and the chain cut to ``depth``; a call inside recursion adds no hop (the
    caller is the allocating procedure or already in the chain)."""
    ctx: tuple = ()
    for proc, node in reversed(tuple(callers)):
        if proc == site_proc or any(h[0] == proc for h in ctx):
            continue
        ctx = (((proc, node),) + ctx)[:depth]
    return ctx


def _root(a):
    while type(a) is FieldAddr:
        a = a.base
    return a


class GammaChecker:
    """Maps one concrete state to abstract addresses (see the module docstring)."""

    def __init__(self, cs: ConcreteState, proc: str, options):
        self.cs = cs
        self.proc = proc
        self.depth = options.context_depth
        self._base: dict = {}

    # -- addresses -------------------------------------------------------------------
    def block_identity(self, b: Block) -> Optional[tuple]:
        """The region identity of a heap block allocated while the frame was active."""
        a = b.alloc
        k = self.cs.depth
        if a is None or a.frames[:k + 1] != self.cs.stack_frames:
            return None
        return (a.proc, a.node, region_context(a.proc, a.stack[k:], self.depth))

    def base_address(self, bid: int):
        """The abstract address of a block, None for input memory, or a region identity."""
        if bid in self._base:
            return self._base[bid]
        b = self.cs.blocks[bid]
        out = None
        if b.kind == "local":
            if b.frame == self.cs.frame_id:
                out = LocalAddr(self.proc, b.name, param=b.name in self.cs.params)
        elif b.kind == "global":
            out = GlobalAddr(b.name)
        elif b.kind == "string":
            out = StrAddr(b.loc) if b.loc is not None else None
        elif b.kind == "heap":
            ident = self.block_identity(b)
            out = ("region", ident) if ident is not None else None
        self._base[bid] = out
        return out

    def is_input_block(self, bid: int) -> bool:
        return self.base_address(bid) is None

    def covers(self, addrs, bid: int, path: tuple) -> bool:
        """Whether a set of abstract addresses contains the address of cell (bid, path)."""
        base = self.base_address(bid)
        fields = tuple(s[1] for s in path if s[0] == "f")
        if base is not None and any(_matches(a, base, fields) for a in addrs):
            return True
        # input memory (a global, or a block older than the frame): any explore address
        # (or a field of one) may stand for it
        return self.pre_existing(bid) and any(type(_root(a)) is ExploreAddr for a in addrs)

    def pre_existing(self, bid: int) -> bool:
        """Whether a block existed before the frame was entered (the procedure's input)."""
        b = self.cs.blocks[bid]
        if b.kind in ("global", "string"):
            return True
        return self.base_address(bid) is None

    def address(self, bid: int, path: tuple):
        """The abstract address of a cell of a local, global or string block (None for a
        heap block, whose region ``check_state`` looks up by identity in the state)."""
        base = self.base_address(bid)
        if base is None or isinstance(base, tuple):
            return None
        a = base
        for s in path:
            if s[0] == "f":
                a = field_addr(a, s[1])
        return a


def _matches(a, base, fields: tuple) -> bool:
    for f in reversed(fields):
        if type(a) is not FieldAddr or a.field != f:
            return False
        a = a.base
    if isinstance(base, tuple):
        return type(a) is Region and region_identity(a) == base[1]
    return a == base


def block_identity(cs: ConcreteState, b: Block, proc: str, options) -> Optional[tuple]:
    return GammaChecker(cs, proc, options).block_identity(b)


def address_of(cs: ConcreteState, bid: int, path: tuple, proc: str, options):
    return GammaChecker(cs, proc, options).address(bid, path)


def _fmt_value(v) -> str:
    if type(v) is Ptr:
        return f"pointer {v}"
    if type(v) is FuncRef:
        return str(v)
    return str(v)


def check_state(cs: ConcreteState, st: Optional[State], proc: str, options) -> list:
    """Violations of ``cs ∈ γ(st)`` for the frame of ``proc`` (empty when covered)."""
    where = f"{proc} node {cs.node}"
    if st is None:
        return [Violation("unreachable", where, "the concrete run reaches a node the analysis finds unreachable")]
    g = GammaChecker(cs, proc, options)
    out: list = []
    regions: dict = {}
    for a in list(st.mem) + list(st.alloc) + list(st.freed):
        r = _root(a)
        if type(r) is Region:
            regions.setdefault(region_identity(r), set()).add(r)
    blocks = cs.blocks

    # -- cells ----------------------------------------------------------------------
    top = Value(_numeric(st, options).top())
    for bid, b in sorted(blocks.items()):
        if not b.live:
            continue
        base = g.base_address(bid)
        if base is None:
            continue  # input memory or another frame's locals: not named by the abstraction
        if isinstance(base, tuple) and bid not in cs.seen:
            continue  # a block a callee allocated and lost: the caller never sees it
        for key, (value, cty) in sorted(b.cells.items(), key=lambda kv: repr(kv[0])):
            elem, path = key
            fields = tuple(s[1] for s in path if s[0] == "f")
            cell = _LazyCell(cs, bid, key)
            if isinstance(base, tuple):
                cands = sorted({_field_chain(r, fields) for r in regions.get(base[1], ())}, key=lambda c: c.sort_key())
                addr_text = f"region {_ident_str(base[1])}" + "".join(f".{f}" for f in fields)
            else:
                a = base
                for f in fields:
                    a = field_addr(a, f)
                cands = [a]
                addr_text = str(a)
            if UNKNOWN in cands:
                continue  # a cell past the field-nesting bound: unknown memory holds anything
            values = [st.mem[c] for c in cands if c in st.mem]
            if values:
                # the block may be any of the regions of its identity (the newest block or
                # an older one, recency): an absent one among them stands for what
                # State.implicit says (a callee's block: anything it may hold)
                values += [w for w in (st.implicit(c, top) for c in cands if c not in st.mem) if w is not None]
            else:
                if any(c.is_input() for c in cands):
                    # the unknown input value: any number, NULL, or input memory
                    if type(value) is Ptr and not _pre_existing(cs, g, value):
                        out.append(Violation("pointer", cell, f"absent input cell {addr_text} holds "
                                             f"{_fmt_value(value)} to memory created in the frame"))
                    continue
                # what an absent cell stands for (State.implicit): ⊥ (never written), or for
                # blocks from callees and calloc'ed blocks the content the state leaves implicit
                values = [w for w in (st.implicit(c, top) for c in cands) if w is not None]
                if not values:
                    if key in b.written:
                        out.append(Violation("bottom-cell", cell, f"written concretely ({_fmt_value(value)}) but "
                                             f"{addr_text} is absent from the abstract memory (⊥)"))
                    continue
                addr_text += " (absent, implicitly)"
            v = values[0]
            for w in values[1:]:
                v = v.join(w)
            msg = _value_violation(g, value, cty, v)
            if msg is not None:
                out.append(Violation(msg[0], cell, f"{addr_text} = {v} does not contain {msg[1]}"))
            if not isinstance(base, tuple):
                # the element's own cell, where the analysis stored one (``AnalysisOptions.element_cells``)
                ecell = _element_cell(base, path)
                if ecell is not None and ecell in st.mem:
                    msg = _value_violation(g, value, cty, st.mem[ecell])
                    if msg is not None:
                        out.append(Violation(msg[0], cell, f"element cell {ecell} = {st.mem[ecell]} does not "
                                             f"contain {msg[1]}"))

    # -- allocated and freed sets -----------------------------------------------------
    alloc_ids = {region_identity(r) for r in st.alloc if type(r) is Region}
    freed_ids = {region_identity(r) for r in st.freed if type(r) is Region}
    live_ids = set()
    for bid, b in blocks.items():
        if b.kind == "heap" and not b.freed:
            ident = g.block_identity(b)
            if ident is not None:
                live_ids.add(ident)
    for bid, b in sorted(blocks.items()):
        if b.kind != "heap":
            continue
        ident = g.block_identity(b)
        if ident is None or (bid not in cs.seen):
            continue
        if not b.freed:
            if ident not in alloc_ids:
                out.append(Violation("alloc", b.describe(), f"live block of region {_ident_str(ident)} is not in "
                                     f"the allocated set {{{', '.join(sorted(_ident_str(i) for i in alloc_ids))}}}"))
        elif ident not in live_ids and ident not in freed_ids:
            out.append(Violation("freed", b.describe(), f"freed block of region {_ident_str(ident)} is not in "
                                 f"the freed set {{{', '.join(sorted(_ident_str(i) for i in freed_ids))}}}"))
    return out


class _LazyCell:
    """The description of a concrete cell, computed only when a violation is reported."""

    __slots__ = ("cs", "bid", "key")

    def __init__(self, cs, bid, key):
        self.cs, self.bid, self.key = cs, bid, key

    def __str__(self) -> str:
        return self.cs.describe_cell(self.bid, self.key)


def _numeric(st: State, options):
    """The numeric domain of a state (the class of any number in it)."""
    for v in st.mem.values():
        return type(v.num)
    import domains
    return domains.get_numeric_domain(options.numeric_domain)


def _field_chain(a, fields: tuple):
    for f in fields:
        a = field_addr(a, f)
    return a


def _ident_str(ident: tuple) -> str:
    proc, node, ctx = ident
    return f"{proc}#{node}" + "".join(f"<{p}#{n}" for p, n in ctx)


def _pre_existing(cs: ConcreteState, g: GammaChecker, p: Ptr) -> bool:
    b = cs.blocks[p.block]
    if b.kind in ("global", "string"):
        return True
    return g.is_input_block(p.block)


def _element_cell(base, path: tuple):
    """The element cell of the concrete cell ``path`` below ``base`` (its first array step
    as an element step, later ones the array's cell), if the analysis ever made it."""
    a, used = base, False
    for kind, step in path:
        if kind == "i":
            if used:
                continue
            name, used = f"{ELEMENT}{step}", True
        else:
            name = step
        ref = _FIELDS.get((a, name))
        a = ref() if ref is not None else None
        if a is None:
            return None
    return a if used else None


def _value_violation(g: GammaChecker, value, cty, v) -> Optional[tuple]:
    """None when the abstract value ``v`` covers the concrete ``value`` of a cell of type ``cty``."""
    if type(value) is int:
        if cty is not None and cty.is_pointer:
            if value == 0:
                return None if NULL in v.addrs else ("null", "NULL")
            return None if v.num.contains(value) else ("number", str(value))
        return None if v.num.contains(value) else ("number", str(value))
    if type(value) is FuncRef:
        # unknown memory covers a function too: code the analysis cannot see may hand
        # out a pointer to any function (a callback looked up by name)
        return None if FuncAddr(value.name) in v.addrs or UNKNOWN in v.addrs else ("pointer", str(value))
    if type(value) is Ptr:
        if not g.cs.blocks[value.block].live:
            return None  # a dangling pointer: its value is indeterminate in C (C11 6.2.4p2)
        if g.covers(v.addrs, value.block, value.path):
            return None
        b = g.cs.blocks[value.block]
        target = g.base_address(value.block)
        what = b.describe() if target is None else (
            _ident_str(target[1]) if isinstance(target, tuple) else str(target))
        fields = "".join(f".{s[1]}" for s in value.path if s[0] == "f")
        return ("pointer", f"a pointer to {what}{fields}")
    return ("number", repr(value))

"""Parameterized procedure summaries (Sections 2 and 4.2-4.3 of the paper).

A summary condenses the exit states of a procedure into the eight categories of Table 3,
over *anchors*: access paths ``(ret | argI | global)(* | .f)*``.  ``arg0*`` is the block
the first argument points to on entry, ``ret*.next*`` the block the ``next`` field of the
returned block points to.  Allocation-site names are kept beside anchors, so one block
reached by two paths stays one block.

- Alloc2Ret / Alloc2Arg: (anchor, site) — a block allocated by the procedure (or its
  callees) is reachable at exit along the anchor from the return value / an argument;
- Glob2Ret / Glob2Arg: anchor — reaches memory reachable from globals;
- Arg2Free: anchor — input memory reachable from an argument is freed;
- Arg2Glob: anchor — input memory reachable from an argument becomes reachable from globals;
- Arg2Arg / Arg2Ret: (input anchor, output anchor) — an input block is now reachable along
  the output anchor (from another argument, or the return value).

Beyond the paper, a summary records the numeric return value and its nullness (needed by
the allocation-path rule and by NULL checks in callers), the fresh blocks the callee may
return as NULL, whether the procedure returns at all, and which input cells and globals it
may overwrite (so callers' numbers stay sound).

``extract_summary`` computes a summary from exit states; ``instantiate`` applies one at a
call site with the paper's Ψ, which honours the aliases present in the caller's memory.
"""

from __future__ import annotations

from typing import Iterable, Optional

import attrs

from ..ctype import PointerType, RecordType
from ..ir import AddrOf, Cast, Lv, Var
from ..engine.accesses import describe_guard, guards_fail, is_null_address
from ..engine.semantics import _HAVOCKED, STD_FD_PREFIX, _element_address, drop_within, havocked_inputs
from ..engine.memory import (
    EMPTY, NULL, NULL_SET, RET_NAME, UNKNOWN, Addr, ExploreAddr, FieldAddr, FuncAddr, GlobalAddr, LocalAddr,
    PassedWrite, Region, State, StrAddr, Value, _root_of, field_addr, field_set, rename_value, renamer,
    written_on_some_paths,
)

DEREF = "*"


_CHILDREN: dict = {}
"""(anchor, step) -> the anchor one step longer."""
_PARENTS: dict = {}
"""anchor -> the anchor one step shorter (``Anchor.parent``: Ψ and the summary walks ask
for the same anchors' parents millions of times on openssh)."""


@attrs.frozen(order=False, eq=False)
class Anchor:
    """An access path from a root (``ret``, ``argI`` or ``global``)."""

    root: str
    steps: tuple = ()
    _hash: int = attrs.field(init=False, repr=False)

    def __attrs_post_init__(self):
        object.__setattr__(self, "_hash", hash((self.root, self.steps)))

    # equality and hash written by hand too: summary extraction's walks test anchors for
    # membership in short lists millions of times (openssh: 50 million comparisons, most
    # of two different anchors), and attrs' generated ``__eq__`` builds a tuple of each
    # operand per call; the cached hash tells most of them apart at once
    def __eq__(self, other):
        if self is other:
            return True
        if other.__class__ is not Anchor:
            return NotImplemented
        return self._hash == other._hash and self.steps == other.steps and self.root == other.root

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self):
        return self._hash

    def __reduce__(self):
        # rebuilt, not restored: the hash of a string differs from one process to the
        # next (the worker processes, the summary cache on disk)
        return (Anchor, (self.root, self.steps))

    # ordered as (root, steps), written by hand: summary instantiation sorts anchors at
    # every call, and attrs' generated comparisons (a tuple built per operand per
    # comparison) were a third of openssh's analysis time
    def __lt__(self, other):
        if other.__class__ is not Anchor:
            return NotImplemented
        return (self.root, self.steps) < (other.root, other.steps)

    def __le__(self, other):
        if other.__class__ is not Anchor:
            return NotImplemented
        return (self.root, self.steps) <= (other.root, other.steps)

    def __gt__(self, other):
        if other.__class__ is not Anchor:
            return NotImplemented
        return (self.root, self.steps) > (other.root, other.steps)

    def __ge__(self, other):
        if other.__class__ is not Anchor:
            return NotImplemented
        return (self.root, self.steps) >= (other.root, other.steps)

    def deref(self) -> "Anchor":
        return self._child(DEREF)

    def field(self, name: str) -> "Anchor":
        return self._child("." + name)

    def _child(self, step: str) -> "Anchor":
        # the walks of summary extraction extend the same anchors over and over: one
        # object per (anchor, step), not an attrs constructor call each time
        key = (self, step)
        hit = _CHILDREN.get(key)
        if hit is None:
            if len(_CHILDREN) >= 200000:
                _CHILDREN.clear()
            hit = _CHILDREN[key] = Anchor(self.root, self.steps + (step,))
            _PARENTS[hit] = self
        return hit

    @property
    def parent(self) -> Optional["Anchor"]:
        if not self.steps:
            return None
        hit = _PARENTS.get(self)
        if hit is None:
            if len(_PARENTS) >= 200000:
                _PARENTS.clear()
            hit = _PARENTS[self] = Anchor(self.root, self.steps[:-1])
        return hit

    def __len__(self) -> int:
        return len(self.steps)

    def __str__(self) -> str:
        return self.root + "".join(self.steps)

    @staticmethod
    def parse(text: str) -> "Anchor":
        i = 0
        while i < len(text) and text[i] not in "*.":
            i += 1
        root, rest = text[:i], text[i:]
        steps = []
        j = 0
        while j < len(rest):
            if rest[j] == "*":
                steps.append(DEREF)
                j += 1
            else:
                k = j + 1
                while k < len(rest) and rest[k] not in "*.":
                    k += 1
                steps.append(rest[j:k])
                j = k
        return Anchor(root, tuple(steps))

    @property
    def arg_index(self) -> Optional[int]:
        return int(self.root[3:]) if self.root.startswith("arg") else None


@attrs.frozen(order=True, cache_hash=True)
class Hop:
    """One step of the way a fresh block travelled up to a caller.  (Its hash is kept:
    a block's identity, ``(site, context)``, is hashed at every node of a partition
    focused on some blocks, and a Region's context is compared hop by hop.)"""

    proc: str
    file: str
    line: int
    node: int
    via: str  # "ret" or "argI"

    def describe(self) -> str:
        if self.via == "ret":
            how = "returned to"
        elif self.via.startswith("arg"):
            how = f"passed out through argument {int(self.via[3:]) + 1} to"
        else:  # "global:NAME", without global amalgamation
            how = f"stored in global {self.via.split(':', 1)[1]} for"
        return f"{how} {self.proc}() at {self.file}:{self.line}"

    def __str__(self) -> str:
        return f"{self.proc}@{self.line}"


def _may_equal(a: Value, b: Value) -> bool:
    """Whether two return values may be the same value."""
    if a.addrs & b.addrs:
        return True
    if (a.addrs - NULL_SET) and (b.addrs - NULL_SET):
        return True  # two pointers to blocks: the caller cannot tell them apart by value
    if a.num.is_bottom() or b.num.is_bottom():
        # a pointer against a number: only NULL and 0 meet
        na, nb = (a, b) if not a.num.is_bottom() else (b, a)
        return NULL in nb.addrs and not na.num.is_bottom() and na.num.truth()[0]
    return not a.num.meet(b.num).is_bottom()


def _moved_within(st: State, addr) -> bool:
    """Whether a written input cell holds, at this exit, only the object(s) it pointed to
    at entry (``*pp = p + 1``: offsets are not kept, so the write changed nothing the
    caller's cell can show).  A number beside them, or a cell read first without its
    input content (none recorded), is a write like any other."""
    v = st.mem.get(addr)
    if v is None:
        # marked written by a callee that moved it (``Semantics.touch``); an element cell
        # a store into its array dropped reads the array's cell now
        return not (type(addr) is FieldAddr and addr.collapsed is not None)
    initial = st.inputs.get(addr)
    if not initial or not v.num.is_bottom():
        return False
    rest = v.addrs - NULL_SET
    return bool(rest) and rest <= initial and (rest is v.addrs or addr not in st.mixed)


def _certainly_written(fn, st: State, proc: str, walker) -> set:
    """Anchors of the input pointer cells an exit state overwrote for certain.

    Nor is a cell written on some of the paths the state joins only (``UnsureWrite``):
    its value may not show the input content it kept where that is a number (``if
    (!p->fd) p->fd = open(..)``: an integer cell holds its input number where the
    descriptor was not stored; tar's ``restore_parent_fd``, whose caller's descriptor
    looked overwritten and lost)."""
    out = set()
    sreach = walker.walk(_param_starts(fn, st, proc), symbolic=True)
    for addr, in_anchors in sreach.items():
        v = st.mem.get(addr)
        if addr not in st.written or v is None or not v.addrs:
            continue
        if st.inputs.get(addr, EMPTY) & v.addrs:
            continue  # a weak write keeps the input content
        if written_on_some_paths(st, addr):
            continue  # (written on some paths only)
        out.update(in_anchors)
    return out


def _unassigned_params(fn) -> frozenset:
    """The pointer parameters that hold the caller's value everywhere in the procedure:
    never assigned, never passed as a call's result cell, address never taken."""
    return _unassigned(fn, {p.name for p in fn.params if p.ty is not None and getattr(p.ty, "is_pointer", False)})


def _unassigned(fn, names: set) -> frozenset:
    """The parameters among ``names`` that hold the caller's value everywhere in the
    procedure."""
    from ..ir import Assign, Call, Var
    from ..pathcheck.paths import _address_taken_vars

    if not names:
        return frozenset()
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Assign and type(instr.lhs) is Var:
            names.discard(instr.lhs.name)
        elif t is Call and type(instr.result) is Var:
            names.discard(instr.result.name)
    return frozenset(names - _address_taken_vars(fn))


def _null_roots(fn, st: State, proc: str, unassigned: frozenset) -> frozenset:
    """The anchor roots ``argI`` whose parameter is NULL for certain in an exit state:
    such an exit wrote nothing through it, and none of its cells exist there.  The
    parameter must still hold the caller's value: never assigned in the procedure
    (``unassigned``), or not on any path to this exit (its cell is not among the input
    cells the state wrote: ``if (n == NULL) return 0; free(n); n = NULL;``)."""
    out = set()
    for i, p in enumerate(fn.params):
        cell = LocalAddr(proc, p.name, param=True)
        if p.name in unassigned or (cell not in st.written and p.ty is not None
                                    and getattr(p.ty, "is_pointer", False)):
            v = st.mem.get(cell)
            if is_null_address(v):
                out.add(f"arg{i}")
    return frozenset(out)


def _must_writes(per_exit: list) -> tuple:
    """``(must, conditional)``: the anchors every exit wrote for certain, counting an exit
    where the anchor's root argument is NULL (it has no such cell) as writing it; and
    those of them some exit wrote only in that vacuous sense."""
    if not per_exit:
        return frozenset(), frozenset()
    candidates = set().union(*(w for w, _ in per_exit))
    must = {phi for phi in candidates if all(phi in w or phi.root in null for w, null in per_exit)}
    cond = {phi for phi in must if any(phi not in w for w, _ in per_exit)}
    return frozenset(must), frozenset(cond)


def _number_writes(fn, walkers: list, unassigned: frozenset, modified: frozenset,
                   pointer_cells: set, numeric_cls) -> tuple:
    """``Summary.num_writes``: for each input anchor the procedure may overwrite that holds
    a number (no address) at every exit, the join of its numbers there.  An exit counts
    with the cell's value whether or not it wrote it (an input number it did not write
    is unknown there, so only a cell written with a known number on every way out gets
    a useful value); an exit where the anchor's root argument is NULL for certain has no
    such cell and does not count.  Uses every exit, also those ``allocation_paths_only``
    leaves out of the categories: a number is sound only over all of them."""
    wanted = modified - pointer_cells
    if not wanted:
        return ()
    proc = fn.name
    top = numeric_cls.top()
    values: dict = {}
    unknown: set = set()  # anchors that hold an address, or no number, at some exit
    for st, walker in walkers:
        sreach = walker.walk(_param_starts(fn, st, proc), symbolic=True)  # memoised
        null = _null_roots(fn, st, proc, unassigned)
        seen = set()
        for addr, anchors in sreach.items():
            for phi in anchors:
                if phi not in wanted or phi.root in null:
                    continue
                seen.add(phi)
                v = st.mem.get(addr)
                if v is not None and (v.addrs or v.num.is_bottom()):
                    unknown.add(phi)
                    continue
                num = top if v is None else v.num
                values[phi] = values[phi].join(num) if phi in values else num
        # no such cell found at an exit where the root exists: its number is not known
        unknown.update(phi for phi in wanted - seen if phi.root not in null)
    return tuple(sorted((phi, n) for phi, n in values.items() if phi not in unknown and not n.is_top()))


def region_key(r: Region) -> str:
    """A stable textual name of a region: site and the call chain that carried it (the
    region's one spelling, ``str(r)``, in summaries, states and messages alike)."""
    return str(r)


def _keep_region(regions: dict, key: str, r: Region) -> None:
    """``regions[key] = r``, the same whatever the order regions come in: two regions
    can share a name when their call chains differ only in how a block was passed out
    (through argument 3 or 4: ``Hop.via`` is not part of the name), and the one kept
    decides the message; the set they come from is iterated in hash order, which
    differs from run to run."""
    old = regions.get(key)
    if old is None or _via_order(r) < _via_order(old):
        regions[key] = r


def _via_order(r: Region) -> tuple:
    return tuple(h.via for h in r.context)


@attrs.define(eq=False)
class Summary:
    """The summary of one procedure."""

    name: str
    alloc2ret: frozenset = frozenset()
    alloc2arg: frozenset = frozenset()
    glob2ret: frozenset = frozenset()
    glob2arg: frozenset = frozenset()
    arg2free: frozenset = frozenset()
    arg2glob: frozenset = frozenset()
    arg2arg: frozenset = frozenset()
    arg2ret: frozenset = frozenset()
    ret_num: object = None
    ret_may_be_null: bool = False
    ret_nullable: frozenset = frozenset()
    ret_statics: frozenset = frozenset()
    """Addresses of static storage the result may hold (a global variable or one of its
    fields, a string literal, a function): they mean the same in every caller, which gets
    them as they are (``return buf;`` for a ``static char buf[]``, ``return "none";``)."""
    freed2ret: frozenset = frozenset()
    """Keys of fresh blocks the procedure freed (on every path that returns them) and
    whose address its result may still hold: a dangling result.  A caller's call makes
    such a block already freed, so its own free or use of the result is reported."""
    out_nullable: frozenset = frozenset()
    """Keys of fresh blocks stored into the caller's memory where a NULL in a cell that may
    hold the block means it was not allocated, on every summarised exit (``*out = NULL;
    if (c) *out = xstrdup(..);``): a caller's cell written for certain is then a NULL
    test of the allocation, as for a returned block (``ret_nullable``)."""
    exact_holders: frozenset = frozenset()
    """Anchors of cells inside the procedure's fresh blocks that, at every summarised exit,
    hold fresh blocks and nothing else (no NULL, no input or unknown address): the edges
    that end there (Alloc2Ret, Alloc2Arg) are the cell's whole content.  A caller's copy
    of such a cell, in a block the call made, then holds those blocks only, not the NULL
    of a zeroed block's unwritten content that a weak write would leave beside them
    (``if ((idl = calloc(..)) == NULL || (idl->keys = calloc(..)) == NULL) goto fail;``
    returns ``idl`` with ``keys`` allocated)."""
    held_where_made: frozenset = frozenset()
    """(anchor, key) for a cell of the caller's memory that, at every summarised exit where
    the procedure's fresh block ``key`` is allocated, holds that block and nothing else
    (``State.holds_where_allocated``): ``a->arg = a->inline; if (n > N) { m = malloc(..);
    if (!m) goto oom; a->arg = m; } return 0;``.  In a caller whose cell it is (one
    concrete cell), the block exists only where the cell points to it, so the caller's
    ``if (a.arg != a.inline) free(a.arg);`` frees it wherever it exists."""
    null_only: frozenset = frozenset()
    """(I, key) for each fresh block the procedure makes only where its I-th argument is
    NULL at entry: an analysis of the procedure with that argument non-NULL did not make
    it (``sftp_realpath(path, resolved)`` allocates only for ``resolved == NULL``).  A
    caller that passes a pointer that cannot be NULL gets no such block."""
    nonnull_only: frozenset = frozenset()
    """(I, key) for each fresh block the procedure makes only where its I-th argument is
    not NULL at entry (``gz_error(state, err, msg)`` builds a message only for a message):
    a caller that passes NULL gets no such block."""
    null_decided: frozenset = frozenset()
    """(I, key) for each fresh block of which ``nonnull_only`` tells the whole truth for
    the I-th argument: the procedure was analysed with that argument NULL at entry (or
    every block it makes can be made whether or not it is), so such a block not in
    ``nonnull_only`` is made for a NULL argument too, even if its only way out is
    through that argument (made, then lost: ``p = malloc(..); if (n) n->next = p;``)."""
    modified_inputs: frozenset = frozenset()
    moved_inputs: frozenset = frozenset()
    """The ``modified_inputs`` whose cell, at every exit that wrote it, holds only the
    object it pointed to at entry: a pointer moved within its object (a cursor,
    ``*pp = p + 1``).  Offsets are not kept, so a caller's cell keeps its value; it is
    still written (reads through it may see other bytes, the path check's versions)."""
    modified_globals: frozenset = frozenset()
    returns: bool = True
    cell_writes: frozenset = frozenset()
    """(input anchor of a cell, target) for each pointer cell of the caller's memory the
    procedure overwrote; a target is ("fresh", site) / ("input", anchor) / ("global", "")
    / ("null", "").  Replayed before the categories' edges, strongly for ``must_cells``."""
    must_cells: frozenset = frozenset()
    """The input cells of ``cell_writes`` written on every summarised exit."""
    num_writes: tuple = ()
    """(input anchor of a numeric cell, its number at exit) for the numeric cells of the
    caller's memory the procedure may write, where the join of their values over every
    exit (an exit where the anchor's root argument is NULL has no such cell) says more
    than "any number" (``*err = 0`` beside a block returned, ``*len = n``): a caller's
    cell gets that number, strongly where the anchor denotes one cell for certain (the
    value covers the exits that did not write it too, whose input number it kept)."""
    descriptor_stores: frozenset = frozenset()
    """(I, ANCHOR) pairs: the procedure stores its ``int`` parameter I, unassigned, into the
    cell ANCHOR denotes at exit (``s->fd = fd``; ``descriptor_cells``).  Instantiation
    writes the descriptors the caller passes there into that cell (weakly), so a caller
    finds them where the callee kept them (openssh's ``ssh_packet_set_connection(ssh, in,
    out)``) -- on the return outcomes that have the cell, not on a NULL result's."""
    nonnull_inputs: frozenset = frozenset()
    """Anchors of input pointers (``arg0*.entries*``: what ``arg0->entries`` points to)
    whose cell the procedure never wrote and held no NULL at any exit, though the caller's
    value may be NULL: every path out dereferenced it or tested it against NULL (``for (..)
    if (t->entries[i].key == k) *found = t->entries + i;``), so the caller's value was not
    NULL where the call returns.  Instantiation adds no NULL to a write or a copy of it."""
    havocked_inputs: frozenset = frozenset()
    """Anchors of input memory that the procedure handed to code the analysis cannot see
    (an unknown function, a call through an unresolved function pointer): that code may
    have changed every cell reachable from it, at any depth (``Semantics.havoc_reachable``),
    and a caller does the same from its own cells (``load_file(t)`` passes ``&ctx``, with
    ``ctx.table = t``, to a callback: ``t->entries`` may have been set)."""
    must_if_nonnull: frozenset = frozenset()
    """The ``must_cells`` that some exit did not write because the argument they start
    from was NULL there (``if (valp != NULL) *valp = p;``): written on every exit where
    that argument is not NULL, so strong only where the caller's argument cannot be NULL."""
    fresh_nulls: frozenset = frozenset()
    """Anchors of the pointer cells of the blocks the procedure makes and hands out
    (``ret*.next``) that hold NULL and nothing else at every summarised exit where the
    anchor reaches such a cell (``_fresh_nulls``): the caller writes that NULL into the
    new block's cell.  Without it the cell held whatever a callee may leave there, any
    number or NULL, and ``p = mk(); p = p->next; p->data`` was no certain NULL
    dereference (B44)."""
    arg2free_must: frozenset = frozenset()
    """The Arg2Free anchors freed on every summarised exit (used when ``free_all_targets``
    is off: only these remove blocks from the caller's allocated set)."""
    global_writes: frozenset = frozenset()
    """Without global amalgamation: (anchor from ``global:NAME``, target) pairs, where a
    target is ("fresh", site) / ("input", anchor) / ("global", "")."""
    must_globals: frozenset = frozenset()
    """Globals written on every summarised exit (replayed with a strong update)."""
    null_globals: frozenset = frozenset()
    """Written globals that may hold NULL at exit."""
    replayed_globals: frozenset = frozenset()
    """Without global amalgamation: the globals the procedure assigned (their numbers are
    unknown to callers; their pointers are replayed from ``global_writes``)."""

    def has_effects(self) -> bool:
        """Whether it allocates, frees or writes pointers into the caller's memory: what
        its return outcomes can differ in (``outcomes_of``)."""
        return bool(self.alloc2ret or self.alloc2arg or self.arg2free or self.cell_writes)

    def writes_memory(self, by_name: frozenset = frozenset()) -> bool:
        """Whether the procedure may write a cell of its caller's memory, global or reached
        from an argument (the path check's memory reads, ``PathBuilder``), as far as the
        summary says: a number, a pointer, a block stored, a cell handed to unknown code.
        Freeing writes nothing a later read may see (the read would be undefined).
        ``by_name``: globals whose writes do not count (no code takes their address, so
        only a read of them by name sees them, and the path check gives such a read a
        new version after the call: ``errno``, which nearly every procedure may set)."""
        return bool(self.written_cells() or self.havocked_inputs or self.arg2glob
                    or (self.written_globals() - by_name))

    def written_cells(self) -> list:
        """The anchors of the cells of its caller's memory the procedure may write (the
        cell, not what it points to): numbers, pointers, the cells that receive its
        blocks, descriptors (``writes_memory``; the path check resolves them at a call,
        ``analysis._summary_write_blocks``).  Memory handed to unknown code
        (``havocked_inputs``) and input memory stored into a global (``arg2glob``) are
        not cells it names, and the globals it assigns are ``written_globals``."""
        return [*self.modified_inputs, *(phi for phi, _ in self.cell_writes), *(phi for phi, _ in self.num_writes),
                *self.must_cells, *(anchor for _, anchor in self.descriptor_stores),
                *(anchor.parent for anchor, _ in self.alloc2arg), *(out.parent for _, out in self.arg2arg),
                *(anchor.parent for anchor in self.glob2arg), *(anchor.parent for anchor, _ in self.global_writes)]

    def written_globals(self) -> frozenset:
        """The globals the procedure may assign (by name)."""
        return self.modified_globals | self.replayed_globals | self.null_globals | self.must_globals

    def global_writes_anchors(self) -> set:
        return {a for a, _ in self.global_writes}
    regions: dict = attrs.Factory(dict)
    """region key -> the callee-side Region object, for instantiation."""
    exits_used: int = 0
    exits_total: int = 0
    variants: dict = attrs.Factory(dict)
    """``(I, function name)`` -> the summary of the procedure analysed with its parameter
    I holding that function from the entry on (``CallGraph.callback_variants``): a call
    that passes exactly that function applies it (``callback_variant``), so the function's
    own summary stands where the procedure calls through the parameter, not the
    unknown-function policy (``walk(list, free_node, NULL)`` frees the nodes;
    ``walk(list, count, &n)`` leaves them as they are)."""
    outcomes: tuple = ()
    """(condition on the result, Summary of the exits where it holds) per return class
    (``ret == 0`` / ``ret != 0``, ``ret == NULL`` / ``ret != NULL``, ``ret == c``): a
    small disjunction over return outcomes, not a join.  The path verifier applies them
    one by one, so a caller's test of the result keeps only the blocks and writes that
    come with that result; the engine uses the joined categories above."""

    entry_args: frozenset = frozenset()
    """For a return outcome (``outcomes``): ``(I, is_null)`` for each pointer parameter
    the procedure tests against NULL and never assigns whose value was NULL (is_null) /
    not NULL at entry on every exit of the outcome (``if (outp != NULL) *outp = ..``:
    the paths with ``outp == NULL`` return a status too).  A caller whose I-th argument
    is for certain the other way cannot take that outcome."""

    entry_excluded: tuple = ()
    """For a return outcome (``outcomes``): ``(I, c, type)`` for each integer parameter the
    procedure never assigns (nor takes the address of) that every path to the outcome's
    exits found different from the constant ``c`` (the false branch of ``kind == c``, the
    true one of ``kind != c``: an interval cannot leave out one value).  gnulib's
    ``new_exclude_segment(ex, exclude_hash, ..)`` makes the hash table only for that type:
    a call passing it cannot take the outcome without the table.  From the path check's
    disjuncts and the paths they stand for (``outcomes_of``'s ``paths``); none where
    those paths are too many to list."""

    entry_fields: tuple = ()
    """For a return outcome (``outcomes``): ``(I, fields, numbers, type)`` for each integer
    field (a chain of field names, ``("direct",)`` for ``p->direct``) of what a pointer
    parameter the procedure never assigns points to, which the procedure never writes (nor
    hands to unknown code), whose values on the outcome's exits are not every number, where
    another outcome's are different or unknown: those exits were reached only with the
    caller's field among those numbers (``if (n->data > 0) { free(n); return 1; }``: the
    outcome that frees the node happens only where its ``data`` is positive, so a caller
    that hung a block on the node only where ``data <= 0`` does not lose it there).  The
    path check assumes it of the caller's field where it takes the outcome
    (``analysis._assume_entry_fields``)."""

    entry_nums: tuple = ()
    """For a return outcome (``outcomes``): ``(I, numbers, type)`` for each integer parameter the
    procedure never assigns (nor takes the address of) whose values on the outcome's exits
    are not every number: those exits were reached only with the caller's argument among
    them.  ``p = malloc(size); if (p == NULL && size != 0) abort(); return p;`` returns
    NULL only where ``size`` is 0, so a call with a non-zero size cannot take that outcome
    (httpd's ``ap_malloc``).  Likewise a pointer parameter that holds a number on every
    exit of the outcome: it was found equal to a sentinel there (``if (tz == local_tz)
    return true;`` with ``local_tz`` ``(timezone_t) 1``), which a block the caller passes
    is not (gnulib's ``revert_tz``, which frees every other zone)."""

    single_args: frozenset = frozenset()
    """Indices of the pointer parameters through which the procedure reaches only the one
    cell they point to (``engine.semantics.single_cell_params``): a caller may pass its
    own such parameter there and keep it one cell."""
    derefs: frozenset = frozenset()
    """Indices of the parameters the procedure dereferences (itself or through a callee)
    on some path: a freed block passed there is used after free (``engine.accesses``)."""
    requires: frozenset = frozenset()
    """Indices of the parameters it dereferences on every path before any NULL test: a
    NULL passed there is dereferenced."""
    untested: frozenset = frozenset()
    """Indices of the parameters it dereferences on some path before a NULL test on that
    path: a NULL constant passed there is dereferenced on some path."""
    null_why: str = ""
    """Why the result may be NULL, when the procedure makes or tests that NULL itself
    (``return NULL``, a variable it compared with NULL); "" otherwise."""
    null_args: frozenset = frozenset()
    """Indices of the pointer parameters whose NULL is the only way the result is NULL
    (``if (p == NULL) return NULL;``: NULL in, NULL out); ``null_why`` is then "", and the
    caller believes the result may be NULL as far as it believes the argument may be
    (``engine.accesses.NullFlow``)."""
    made_when: frozenset = frozenset()
    """``(fresh block key, guards)`` for the blocks the procedure makes only past tests of
    integer parameters (``engine.accesses.param_guards`` at the node that makes them): a
    call whose arguments fail one of the guards does not make the block
    (``sshkey_fingerprint(k, alg, SSH_FP_DEFAULT)`` makes none of the randomart case's)."""
    null_when: tuple = ()
    """``(why, guards)`` per way the result may be NULL only past tests of integer
    parameters (``engine.accesses.param_guards``; each guard ``(parameter index, condition,
    branch, parameter type)``), with ``null_why`` "": a caller whose argument fails one of
    a way's guards (``read_passphrase(p, 0)`` where NULL needs ``flags & RP_ALLOW_EOF``)
    does not get that NULL."""
    untested_when: tuple = ()
    """``(I, ways)`` per parameter I of ``untested`` whose dereferences before a NULL test
    all lie past tests of integer parameters (``engine.accesses.param_guards``), ``ways``
    the guard conjunctions, one per such dereference: a caller whose arguments fail one
    guard of every way does not dereference what it passes there
    (``ap_reopen_scoreboard(p, NULL, 0)``, where ``*shm`` is read only when ``detached``)."""
    field_requires: frozenset = frozenset()
    """Anchors of the access paths below pointer parameters (``arg0*.next``: the value of
    the argument's ``next``; at most two dereferences) whose value at entry the procedure
    reads and dereferences on every path to a return before any test of it, wherever the
    argument (and the pointers on the way) are not NULL, through cells it has not written
    first (``engine.accesses.field_requirements``): a caller whose cell there certainly
    holds NULL (``n->next = NULL``, a ``calloc``'ed field never written) has that NULL
    dereferenced (B67, B81)."""
    ret_when_null: tuple = ()
    """``(I, number)`` per pointer parameter I that the procedure tests against NULL and
    never assigns, for a procedure whose result is a number: the numbers it may return
    where that argument is NULL at entry (an analysis of the procedure with the argument
    NULL, ``SccAnalyzer._ret_when_null``), kept only where they are fewer than the numbers
    it may return at all.  A caller's test of the result that rules all of them out proves
    that its argument was not NULL (``if (!isnullenv(s)) strcmp(s, ..)``, ``if ((r =
    sshbuf_put(b, ..)) != 0) return r;``: ``Semantics._assume_result_facts``)."""
    cut_anchors: frozenset = frozenset()
    """Anchors of addresses that had more than ``anchors_per_address`` access paths: only
    the shortest were kept (marked ``[cut]`` in the dumps; not part of ``key``)."""

    unknown: str = ""
    """Non-empty when the procedure was not summarised (its analysis went over its budget,
    ``engine/budget.py``): the reason.  Callers then treat its calls by the
    unknown-function policy, as for a library function the analysis cannot see."""

    _orders: dict = attrs.field(factory=dict, init=False, repr=False)
    """Sorted views of the fields that instantiation walks at every call, computed once
    (``order``): a summary is not changed once callers instantiate it."""

    def order(self, what: str) -> tuple:
        hit = self._orders.get(what)
        if hit is None:
            hit = self._orders[what] = _ORDERS[what](self)
        return hit

    CATEGORIES = ("alloc2ret", "alloc2arg", "glob2ret", "glob2arg", "arg2free", "arg2glob", "arg2arg", "arg2ret")
    TITLES = {"alloc2ret": "Alloc2Ret", "alloc2arg": "Alloc2Arg", "glob2ret": "Glob2Ret", "glob2arg": "Glob2Arg",
              "arg2free": "Arg2Free", "arg2glob": "Arg2Glob", "arg2arg": "Arg2Arg", "arg2ret": "Arg2Ret"}

    @classmethod
    def bottom(cls, name: str) -> "Summary":
        """The summary of a procedure that never returns (start of a recursive fixpoint)."""
        return cls(name, returns=False)

    @classmethod
    def top(cls, name: str, reason: str) -> "Summary":
        """The unknown summary: calls follow the unknown-function policy."""
        return cls(name, unknown=reason)

    def key(self) -> tuple:
        """Everything that matters for equality (used to detect a stable SCC)."""
        return (self.unknown, self.alloc2ret, self.alloc2arg, self.glob2ret, self.glob2arg, self.arg2free, self.arg2glob,
                self.arg2arg, self.arg2ret, str(self.ret_num), self.ret_may_be_null, self.ret_nullable, self.freed2ret,
                self.ret_statics,
                self.out_nullable, self.exact_holders, self.held_where_made, self.null_only, self.nonnull_only, self.null_decided,
                self.modified_inputs, self.moved_inputs, self.modified_globals, self.returns, self.global_writes,
                self.must_globals, self.null_globals, self.arg2free_must, self.cell_writes, self.must_cells,
                self.must_if_nonnull, self.nonnull_inputs, self.havocked_inputs, tuple((str(a), str(n)) for a, n in self.num_writes),
                self.descriptor_stores, self.fresh_nulls,
                self.replayed_globals, self.single_args, self.derefs, self.requires, self.null_why, self.untested, self.null_args,
                self.null_when_key(), tuple(sorted((k, tuple(_guard_text(g) for g in gs))
                                                   for k, gs in self.made_when)),
                tuple((i, str(n)) for i, n in self.ret_when_null),
                tuple((i, tuple(tuple(_guard_text(g) for g in w) for w in ways)) for i, ways in self.untested_when),
                self.field_requires)

    def null_when_key(self) -> tuple:
        return tuple((why, tuple(_guard_text(g) for g in guards)) for why, guards in self.null_when)

    def same_as(self, other: Optional["Summary"]) -> bool:
        return other is not None and self.key() == other.key()

    def category_strings(self, cat: str) -> list[str]:
        items = getattr(self, cat)
        out = []
        for it in items:
            if isinstance(it, tuple):
                a, b = it
                out.append(f"{a} -> {b}" if isinstance(a, Anchor) and isinstance(b, Anchor) else f"{a} : {b}")
            else:
                out.append(str(it))
        return sorted(out)

    def to_json(self, verbose: bool = False) -> dict:
        """The summary as JSON (sorted, stable); ``verbose`` adds every field instantiation
        uses (``sparrowpy summaries --verbose``)."""
        def pairs(items, left, right):
            return sorted(({left: str(a), right: str(b)} for a, b in items), key=lambda d: (d[left], d[right]))
        doc = {
            "function": self.name,
            **({"unknown": self.unknown} if self.unknown else {}),
            "returns": self.returns,
            "Alloc2Ret": pairs(self.alloc2ret, "anchor", "site"),
            "Alloc2Arg": pairs(self.alloc2arg, "anchor", "site"),
            "Glob2Ret": sorted(str(a) for a in self.glob2ret),
            "Glob2Arg": sorted(str(a) for a in self.glob2arg),
            "Arg2Free": sorted(str(a) for a in self.arg2free),
            "Arg2Glob": sorted(str(a) for a in self.arg2glob),
            "Arg2Arg": pairs(self.arg2arg, "from", "to"),
            "Arg2Ret": pairs(self.arg2ret, "from", "to"),
            "return_value": None if self.ret_num is None else str(self.ret_num),
            "return_may_be_null": self.ret_may_be_null,
            "modified_inputs": sorted(str(a) for a in self.modified_inputs),
            **({"moved_inputs": sorted(str(a) for a in self.moved_inputs)} if self.moved_inputs else {}),
            "modified_globals": sorted(self.modified_globals),
            **({"changed_by_unknown_code": sorted(str(a) for a in self.havocked_inputs)}
               if self.havocked_inputs else {}),
            "exits_summarised": [self.exits_used, self.exits_total],
            **({"writes": sorted(f"{a} := {k}:{t}" if k != "null" else f"{a} := null"
                                 for a, (k, t) in self.cell_writes),
                "writes_on_every_path": sorted(str(a) for a in self.must_cells)} if self.cell_writes else {}),
            **({"global_writes": sorted(f"{a} : {k}:{t}" for a, (k, t) in self.global_writes)}
               if self.global_writes else {}),
            **({"number_writes": [f"{a} := {n}" for a, n in self.num_writes]} if self.num_writes else {}),
            **({"keeps_descriptors": _descriptor_texts(self.descriptor_stores)} if self.descriptor_stores else {}),
            **({"inputs_not_null_at_exit": sorted(str(a) for a in self.nonnull_inputs)} if self.nonnull_inputs else {}),
            **({"return_outcomes": [{"when": label, **sub.outcome_json()} for label, sub in self.outcomes]}
               if self.outcomes else {}),
            **({"callback_variants": [{"arg": f"arg{i}", "function": name, "Arg2Free": sorted(map(str, v.arg2free)),
                                       "Arg2Glob": sorted(map(str, v.arg2glob))}
                                      for (i, name), v in sorted(self.variants.items())]} if self.variants else {}),
            **({"single_cell_args": [f"arg{i}" for i in sorted(self.single_args)]} if self.single_args else {}),
            **({"dereferences": [f"arg{i}" for i in sorted(self.derefs)]} if self.derefs else {}),
            **({"requires_non_null": [f"arg{i}" for i in sorted(self.requires)]} if self.requires else {}),
            **({"dereferences_untested": [f"arg{i}" for i in sorted(self.untested)]} if self.untested else {}),
            **({"dereferences_untested_only_when": [{"arg": f"arg{i}", "ways": [[_guard_text(g) for g in w] for w in ways]}
                                                    for i, ways in self.untested_when]} if self.untested_when else {}),
            **({"requires_non_null_fields": sorted(str(a) for a in self.field_requires)}
               if self.field_requires else {}),
            **({"returns_null": self.null_why} if self.null_why else {}),
            **({"returns_null_only_for_null": [f"arg{i}" for i in sorted(self.null_args)]} if self.null_args else {}),
            **({"returns_null_only_when": [{"why": why, "guards": [_guard_text(g) for g in guards]}
                                           for why, guards in self.null_when]} if self.null_when else {}),
            **({"returns_where_null": [f"arg{i} == NULL: {n}" for i, n in self.ret_when_null]}
               if self.ret_when_null else {}),
            **({"returns_freed": sorted(self.freed2ret)} if self.freed2ret else {}),
            **({"returns_static": sorted(str(a) for a in self.ret_statics)} if self.ret_statics else {}),
            **({"made_only_when": sorted(({"site": k, "guards": [_guard_text(g) for g in gs]}
                                          for k, gs in self.made_when), key=lambda d: d["site"])}
               if self.made_when else {}),
            **({"made_only_if_null": sorted(({"arg": f"arg{i}", "site": k} for i, k in self.null_only),
                                            key=lambda d: (d["arg"], d["site"]))} if self.null_only else {}),
            **({"made_only_if_not_null": sorted(({"arg": f"arg{i}", "site": k} for i, k in self.nonnull_only),
                                                key=lambda d: (d["arg"], d["site"]))} if self.nonnull_only else {}),
        }
        if self.cut_anchors:
            doc["anchors_cut"] = sorted(str(a) for a in self.cut_anchors)
        if verbose:
            doc.update(self._extra_fields())
        return doc

    def _extra_fields(self) -> dict:
        """The fields beyond the eight categories that instantiation reads."""
        def write(a, kt):
            k, t = kt
            return f"{a} := null" if k == "null" else f"{a} := {k}:{t}" if t else f"{a} := {k}"
        return {
            "ret_nullable": sorted(self.ret_nullable),
            "out_nullable": sorted(self.out_nullable),
            "exact_holders": sorted(str(a) for a in self.exact_holders),
            "held_where_made": sorted(f"{a} : {k}" for a, k in self.held_where_made),
            "null_only": sorted(f"arg{i} : {k}" for i, k in self.null_only),
            "nonnull_only": sorted(f"arg{i} : {k}" for i, k in self.nonnull_only),
            "null_decided": sorted(f"arg{i} : {k}" for i, k in self.null_decided),
            "arg2free_must": sorted(str(a) for a in self.arg2free_must),
            "cell_writes": sorted(write(a, kt) for a, kt in self.cell_writes),
            "must_cells": sorted(str(a) for a in self.must_cells),
            "must_if_nonnull": sorted(str(a) for a in self.must_if_nonnull),
            "fresh_nulls": sorted(str(a) for a in self.fresh_nulls),
            "global_writes": sorted(write(a, kt) for a, kt in self.global_writes),
            "must_globals": sorted(self.must_globals),
            "null_globals": sorted(self.null_globals),
            "replayed_globals": sorted(self.replayed_globals),
            "regions": sorted(self.regions),
        }

    def outcome_json(self) -> dict:
        """What one return outcome allocates, frees and writes (the parts that differ)."""
        return {
            "Alloc2Ret": sorted(f"{a} : {k}" for a, k in self.alloc2ret),
            "Alloc2Arg": sorted(f"{a} : {k}" for a, k in self.alloc2arg),
            "Arg2Free": sorted(str(a) for a in self.arg2free),
            "writes": sorted(f"{a} := {k}:{t}" if k != "null" else f"{a} := null" for a, (k, t) in self.cell_writes),
            **({"number_writes": [f"{a} := {n}" for a, n in self.num_writes]} if self.num_writes else {}),
            **({"keeps_descriptors": _descriptor_texts(self.descriptor_stores)} if self.descriptor_stores else {}),
            "return_value": None if self.ret_num is None else str(self.ret_num),
            **({"inputs_not_null_at_exit": sorted(str(a) for a in self.nonnull_inputs)} if self.nonnull_inputs else {}),
            **({"only_where": _entry_text(self.entry_args) + [f"arg{i} in {n}" for i, n, _ in self.entry_nums]
                + [f"arg{i} != {c}" for i, c, _ in self.entry_excluded]
                + [f"arg{i}*.{'.'.join(fs)} in {n}" for i, fs, n, _ in self.entry_fields]}
               if self.entry_args or self.entry_nums or self.entry_excluded or self.entry_fields else {}),
        }

    @classmethod
    def from_json(cls, doc: dict) -> "Summary":
        """Rebuild the categories of a dumped summary (regions are names only)."""
        def pairs(items, left, right, parse_right):
            return frozenset((Anchor.parse(d[left]), parse_right(d[right])) for d in items)
        return cls(
            doc["function"],
            alloc2ret=pairs(doc["Alloc2Ret"], "anchor", "site", str),
            alloc2arg=pairs(doc["Alloc2Arg"], "anchor", "site", str),
            glob2ret=frozenset(Anchor.parse(a) for a in doc["Glob2Ret"]),
            glob2arg=frozenset(Anchor.parse(a) for a in doc["Glob2Arg"]),
            arg2free=frozenset(Anchor.parse(a) for a in doc["Arg2Free"]),
            arg2glob=frozenset(Anchor.parse(a) for a in doc["Arg2Glob"]),
            arg2arg=pairs(doc["Arg2Arg"], "from", "to", Anchor.parse),
            arg2ret=pairs(doc["Arg2Ret"], "from", "to", Anchor.parse),
            ret_may_be_null=doc.get("return_may_be_null", False),
            modified_inputs=frozenset(Anchor.parse(a) for a in doc.get("modified_inputs", [])),
            moved_inputs=frozenset(Anchor.parse(a) for a in doc.get("moved_inputs", [])),
            modified_globals=frozenset(doc.get("modified_globals", [])),
            havocked_inputs=frozenset(Anchor.parse(a) for a in doc.get("changed_by_unknown_code", [])),
            returns=doc.get("returns", True),
            unknown=doc.get("unknown", ""),
            derefs=frozenset(int(a[3:]) for a in doc.get("dereferences", [])),
            requires=frozenset(int(a[3:]) for a in doc.get("requires_non_null", [])),
            untested=frozenset(int(a[3:]) for a in doc.get("dereferences_untested", [])),
            field_requires=frozenset(Anchor.parse(a) for a in doc.get("requires_non_null_fields", [])),
            null_why=doc.get("returns_null", ""),
            null_args=frozenset(int(a[3:]) for a in doc.get("returns_null_only_for_null", [])),
        )

    def format_text(self, verbose: bool = False) -> str:
        """The summary as text, one item per line (a change shows as one changed line);
        ``[cut]`` marks anchors of an address whose other access paths were cut at
        ``anchors_per_address``; ``verbose`` adds every field instantiation uses."""
        lines = [f"summary of {self.name}:"]
        if self.unknown:
            lines.append(f"  unknown: not summarised ({self.unknown}); calls follow the unknown-function policy")
            return "\n".join(lines)
        cut = {str(a) for a in self.cut_anchors}

        def block(title: str, items) -> None:
            items = list(items)
            if not items:
                lines.append(f"  {title}: none")
                return
            lines.append(f"  {title}:")
            for it in items:
                lines.append(f"    {it}")

        def mark(text: str) -> str:
            return text + " [cut]" if text.split(" ", 1)[0] in cut else text

        if not self.returns:
            lines.append("  does not return")
        for cat in self.CATEGORIES:
            block(self.TITLES[cat], [mark(t) for t in self.category_strings(cat)])
        if self.ret_num is not None and not self.ret_num.is_bottom():
            lines.append(f"  return value: {self.ret_num}")
        if self.ret_may_be_null:
            lines.append("  may return NULL" + (f" ({self.null_why})" if self.null_why else ""))
        if self.null_args:
            lines.append("  returns NULL only where one of these arguments is NULL: "
                         + ", ".join(f"arg{i}" for i in sorted(self.null_args)))
        for why, guards in self.null_when:
            lines.append(f"  returns NULL only where {' and '.join(_guard_text(g) for g in guards)} ({why})")
        for i, n in self.ret_when_null:
            lines.append(f"  returns only {n} where arg{i} == NULL")
        for k, guards in sorted(self.made_when):
            lines.append(f"  makes {k} only where {' and '.join(_guard_text(g) for g in guards)}")
        if self.ret_statics:
            lines.append(f"  may return static storage: {', '.join(sorted(str(a) for a in self.ret_statics))}")
        if self.freed2ret:
            lines.append(f"  may return a block it freed: {', '.join(sorted(self.freed2ret))}")
        if self.derefs:
            req = [f"arg{i}" for i in sorted(self.requires)]
            lines.append(f"  dereferences: {{{', '.join(f'arg{i}' for i in sorted(self.derefs))}}}"
                         + (f", before any NULL test: {{{', '.join(req)}}}" if req else ""))
        if self.field_requires:
            lines.append("  dereferences the value of, before any NULL test: "
                         + ", ".join(sorted(str(a) for a in self.field_requires)))
        for i, ways in self.untested_when:
            lines.append(f"  dereferences arg{i} before a NULL test only where "
                         + " or ".join(f"({' and '.join(_guard_text(g) for g in w)})" for w in ways))
        if (self.null_only or self.nonnull_only) and not verbose:
            block("made only where an argument is NULL / not NULL at entry",
                  sorted([f"arg{i} == NULL : {k}" for i, k in self.null_only]
                         + [f"arg{i} != NULL : {k}" for i, k in self.nonnull_only]))
        if self.modified_inputs or self.modified_globals or verbose:
            block("may overwrite", sorted(str(a) + (" (moved within its object)" if a in self.moved_inputs else "")
                                         for a in self.modified_inputs) + sorted(self.modified_globals))
        if self.havocked_inputs:
            block("handed to unknown code (anything reachable may change)", sorted(str(a) for a in self.havocked_inputs))
        if self.num_writes:
            block("numbers written", [f"{a} := {n}" for a, n in self.num_writes])
        if self.descriptor_stores:
            block("keeps descriptors (int arguments stored)", _descriptor_texts(self.descriptor_stores))
        if self.nonnull_inputs:
            block("input pointers not NULL at every exit", sorted(str(a) for a in self.nonnull_inputs))
        if self.global_writes and not verbose:
            block("global writes (no amalgamation)",
                  sorted(f"{a} : {t if k != 'global' else 'global'}" for a, (k, t) in self.global_writes))
        if self.exits_used != self.exits_total:
            lines.append(f"  summarised {self.exits_used} of {self.exits_total} exits (allocation paths only)")
        elif verbose:
            lines.append(f"  summarised {self.exits_used} of {self.exits_total} exits")
        for (i, name), v in sorted(self.variants.items()):
            frees = ", ".join(sorted(map(str, v.arg2free))) or "nothing"
            escapes = ", ".join(sorted(map(str, v.arg2glob))) or "nothing"
            lines.append(f"  where arg{i} is {name}: frees {frees}; escapes {escapes}")
        for label, sub in self.outcomes:
            doc = sub.outcome_json()
            where = f" (only where {' and '.join(doc['only_where'])})" if "only_where" in doc else ""
            header = f"  when {label}{where}:"
            lines.append(header)
            for a in doc["Alloc2Ret"] + doc["Alloc2Arg"]:
                lines.append(f"    allocates {a}")
            for a in doc["Arg2Free"]:
                lines.append(f"    frees {a}")
            for w in doc["writes"] + doc.get("number_writes", []):
                lines.append(f"    writes {w}")
            for w in doc.get("keeps_descriptors", []):
                lines.append(f"    keeps {w}")
            if lines[-1] == header:
                lines.append("    nothing allocated, freed or written")
            for a in doc.get("inputs_not_null_at_exit", []):
                lines.append(f"    {a} not NULL")
        if verbose:
            for name, items in self._extra_fields().items():
                block(name, items)
        return "\n".join(lines)


SUMMARY_LEGEND = (
    "anchors are access paths from ret, argI (the I-th argument, from 0) or global, followed by * "
    "(dereference) and .FIELD; \"ANCHOR : REGION\" says the anchor reaches a block of that region, "
    "\"FROM -> TO\" that the input FROM is reachable from TO at exit; [cut]: the address had more access "
    "paths than anchors_per_address, only the shortest are listed")


# ============================================================================ extraction


class _Walker:
    """reach and Sreach of Section 4.2 over one exit state, with bounded anchors."""

    def __init__(self, st: State, max_len: int, per_addr: int, leaves: set = frozenset()):
        self.st = st
        self.max_len = max_len
        self.per_addr = per_addr
        self.leaves = leaves
        """Unknown memory and what globals reach: a walk of the exit memory gives one of
        them, past its first ``per_addr`` anchors, one more for each cell of a fresh block
        that holds it, though it goes on only from the first ``per_addr``.  Such an anchor
        says what the cell holds (Glob2Ret, Glob2Arg), and a fresh block's cell is the
        caller's to learn from the summary alone: the ssh client's agent key list,
        ``arg2**.keys**``, lost its 'may hold unknown memory' to three shorter anchors of
        unknown memory, and its caller read the calloc'd NULLs alone.  (An input cell's
        new content is a cell write, named by the cell's own anchors.)  Below a leaf
        everything is reachable from globals too: nothing deeper is needed."""
        self.cut: set = set()
        """Addresses that had more anchors than ``per_addr`` (only the first are kept)."""
        self.beyond: set = set()
        """Addresses of the exit memory where a walk stopped at ``max_len``: what they
        point to may have no anchor (``beyond_bound``)."""
        fields: dict = {}
        for a in st.mem:
            while type(a) is FieldAddr:  # every level of a nested field path
                kids = fields.setdefault(a.base, set())
                if a in kids:
                    break
                kids.add(a)
                a = a.base
        self.mem_fields = {base: sorted(kids, key=Addr.cached_key) for base, kids in fields.items()}
        self._memo: dict = {}
        self._sorted_sets: dict = {}  # id of an address set -> (the set, its sorted list)

    def reset(self) -> "_Walker":
        """Forget ``cut`` and ``beyond`` (the walks' results stay memoised): the walker
        then behaves as a fresh one over the same state."""
        self.cut = set()
        self.beyond = set()
        return self

    def walk(self, starts: Iterable[tuple], symbolic: bool) -> dict:
        """addr -> sorted anchors, breadth-first from (addr, anchor) pairs.

        ``symbolic`` follows the input contents (Sreach) instead of the exit memory (reach).
        The result is memoised (a summary and each of its return outcomes walk the same
        exit states from the same starts); callers must not modify it.
        """
        starts = tuple(starts)
        key = (starts, symbolic)
        hit = self._memo.get(key)
        if hit is not None:
            found, beyond, cut = hit
            self.beyond |= beyond
            self.cut |= cut
            return found
        beyond, cut = set(), set()
        found = self._walk(starts, symbolic, beyond, cut)
        self._memo[key] = (found, beyond, cut)
        self.beyond |= beyond
        self.cut |= cut
        return found

    def _walk(self, starts: tuple, symbolic: bool, beyond: set, cut: set) -> dict:
        found: dict = {}
        frontier = []
        for addr, anchor in starts:
            if self._add(found, addr, anchor, cut):
                frontier.append((addr, anchor))
        st = self.st
        dead = EMPTY if symbolic else st.must_freed
        named: set = set()  # (cell, leaf) pairs whose anchor to the leaf is recorded
        extra: set = set()  # (leaf, anchor) recorded past per_addr
        while frontier:
            nxt = []
            for addr, anchor in frontier:
                if len(anchor) >= self.max_len:
                    if not symbolic:
                        beyond.add(addr)
                    continue
                if dead and _root_of(addr) in dead:
                    continue  # freed for certain: what it held reaches the caller no more
                if symbolic:
                    targets = st.inputs.get(addr, EMPTY)
                else:
                    v = st.mem.get(addr)
                    targets = v.addrs if v is not None else EMPTY
                fields = self.mem_fields.get(addr, ())
                if targets:
                    da = anchor.deref()
                    for t in self._sorted(targets):
                        if t is NULL or type(t) in (FuncAddr, StrAddr):
                            continue
                        if not symbolic and (t is UNKNOWN or t in self.leaves or type(_root_of(t)) is GlobalAddr):
                            if (addr, t) in named:
                                continue
                            lst = found.get(t)
                            if lst is None or len(lst) < self.per_addr:
                                if self._add(found, t, da, cut):
                                    nxt.append((t, da))
                                named.add((addr, t))
                            elif type(_root_of(addr)) is Region and (t, da) not in extra:
                                lst.append(da)  # (past per_addr: not walked further)
                                extra.add((t, da))
                                named.add((addr, t))
                            else:
                                cut.add(t)  # (it has per_addr anchors already)
                            continue
                        if self._add(found, t, da, cut):
                            nxt.append((t, da))
                        if not symbolic and type(t) is FieldAddr and type(_root_of(t)) is Region:
                            # a pointer into a fresh block (tqh_last = &elm->entry.tqe_next)
                            # reaches the block: it is found under the same anchor (the
                            # offset inside it is not kept), and so is what it holds
                            # (only when nothing else found it: the block's own anchors
                            # come first, and anchors_per_address must not be spent on
                            # its interior pointers, as bzip2's self-pointing stream does)
                            base = _root_of(t)
                            if base not in found and self._add(found, base, da, cut):
                                nxt.append((base, da))
                for f in fields:  # (sorted once, in __init__)
                    fa = anchor.field(f.field)
                    if self._add(found, f, fa, cut):
                        nxt.append((f, fa))
            frontier = nxt
        return found

    def _sorted(self, targets: frozenset) -> list:
        """``targets`` in address order, sorted once per set object (many cells share
        one value, and every walk from every start visits them)."""
        hit = self._sorted_sets.get(id(targets))
        if hit is None or hit[0] is not targets:
            hit = self._sorted_sets[id(targets)] = (targets, sorted(targets, key=Addr.cached_key))
        return hit[1]

    def _add(self, found: dict, addr, anchor: Anchor, cut: set) -> bool:
        lst = found.get(addr)
        if lst is None:
            found[addr] = [anchor]
            return True
        if anchor in lst:
            return False
        if len(lst) >= self.per_addr:
            cut.add(addr)
            return False
        lst.append(anchor)
        return True


_FREED_VIA: dict = {}
"""procedure -> {merged explore address -> {(caller address, steps)}}: the callee anchors
through which an instantiated summary freed the address, as the address of the anchor's
argument pointee (``argI*``) in the procedure and the steps after it.  A merged address
(``explore_k``'s k-th) stands for many input cells, so its own access paths cannot say
which of them a callee freed; these can (``_freed_via_anchors``).  The union over every
state of the procedure's analysis (a may-free, used only where the exit has the address
freed); ``reset_records`` starts a procedure's analysis afresh."""


def reset_records(proc: str) -> None:
    """Start a procedure's per-analysis records afresh: the frees through merged input
    addresses (``_FREED_VIA``) and the input memory handed to unknown code
    (``semantics._HAVOCKED``)."""
    _FREED_VIA.pop(proc, None)
    _HAVOCKED.pop(proc, None)


def save_records(proc: str) -> tuple:
    """The procedure's records, to put back with ``restore_records`` after an extra
    analysis of it (a variant with a parameter fixed) that must not replace them."""
    mine = _FREED_VIA.get(proc)
    havocked = _HAVOCKED.get(proc)
    return (None if mine is None else {t: set(v) for t, v in mine.items()},
            None if havocked is None else set(havocked))


def restore_records(proc: str, saved: tuple) -> None:
    for table, kept in zip((_FREED_VIA, _HAVOCKED), saved):
        if kept is None:
            table.pop(proc, None)
        else:
            table[proc] = kept


def _record_freed_via(t: "ExploreAddr", base, steps: tuple) -> None:
    _FREED_VIA.setdefault(t.proc, {}).setdefault(t, set()).add((base, steps))


def _freed_via_anchors(st: State, sreach: dict, max_len: int, proc: str) -> dict:
    """addr -> anchors, for the freed merged input addresses of ``st``: each callee anchor
    that freed it, rerooted at the anchors of its argument's pointee here (``arg0*`` of
    the wrapper for the callee's ``arg0*.state*.input*.d*``)."""
    out: dict = {}
    mine = _FREED_VIA.get(proc)
    if not mine:
        return out
    for t, via in mine.items():
        if t not in st.freed or t not in sreach:
            continue
        found = set()
        for base, steps in via:
            for an in sreach.get(base, ()):
                if len(an.steps) + len(steps) <= max_len:
                    found.add(Anchor(an.root, an.steps + steps))
        if found:
            out[t] = found
    return out


_WALKERS: dict = {}
"""(id of an exit state, options) -> (state, walker, globally reachable set): a summary,
each of its return outcomes and the sharpened outcomes walk the same exit states (kept
for one procedure: cleared by each summary extraction with outcomes)."""


def forget_exit_walkers() -> None:
    """Drop ``_WALKERS`` (the last procedure's exit states with them) once its component
    is done: the next summary extraction would clear it anyway, after the next analysis."""
    _WALKERS.clear()


def _exit_walker(st: State, options) -> tuple:
    key = (id(st), options.max_anchor_length, options.anchors_per_address, options.global_amalgamation)
    hit = _WALKERS.get(key)
    if hit is not None and hit[0] is st:
        return hit[1].reset(), hit[2]
    gl = _globally_reachable(st, EMPTY if options.global_amalgamation else _written_globals(st))
    walker = _Walker(st, options.max_anchor_length, options.anchors_per_address, gl)
    if len(_WALKERS) >= 512:
        _WALKERS.clear()
    _WALKERS[key] = (st, walker, gl)  # the entry holds the state: its id is not reused
    return walker, gl


def _param_starts(fn, st: State, proc: str) -> list[tuple]:
    """(explore address, anchor) for the input the procedure read through each parameter:
    ``argI*`` for what a pointer points to, ``argI.f*`` for what a field of a struct passed
    by value points to."""
    params = {LocalAddr(proc, p.name, param=True): f"arg{i}" for i, p in enumerate(fn.params)}
    return _input_starts(st, params.get)


def _global_starts(st: State) -> list[tuple]:
    """(explore address, anchor) for the input the procedure read through each global:
    ``global:NAME*`` for what a global pointer points to, ``global:NAME.f*`` for what a
    field of a global structure points to."""
    return _input_starts(st, lambda root: f"global:{root.name}" if type(root) is GlobalAddr else None)


def _input_starts(st: State, anchor_root) -> list[tuple]:
    """(explore address, anchor) for the input read through each cell whose root variable
    ``anchor_root`` names (an anchor's root, or None to skip it)."""
    starts = []
    for cell, explores in st.inputs.items():
        path = []
        root = cell
        while type(root) is FieldAddr:
            path.append("." + root.field)
            root = root.base
        name = anchor_root(root)
        if name is None:
            continue
        anchor = Anchor(name, tuple(reversed(path)) + (DEREF,))
        for e in sorted(explores):
            starts.append((e, anchor))
    starts.sort(key=lambda ea: (ea[1], ea[0].sort_key()))
    return starts


def _globally_reachable(st: State, replayed: frozenset = frozenset()) -> set:
    """Addresses reachable from globals and unknown memory, except through the top-level
    global cells in ``replayed`` (whose new contents a summary replays one by one)."""
    roots = {UNKNOWN}
    for a in st.mem:
        root = a
        while type(root) is FieldAddr:
            root = root.base
        if type(root) is GlobalAddr and a not in replayed:
            roots.add(a)
    return st.reachable(roots)


def _beyond_bound(st: State, walker: "_Walker", anchored, starts) -> set:
    """What the procedure stored past the anchor length bound: followed from the cells
    where a walk stopped at ``max_len``, through the cells the procedure wrote and the
    cells of its fresh blocks only (structure the caller already had is the caller's to
    know).  It stays reachable from the caller's memory, where no access path of the
    summary can name it, so the summary treats it like memory reachable from globals (a
    fresh block there is not the caller's to lose; an input there escapes, Arg2Glob).
    Without this, an argument stored deep in a structure (a queue behind four pointers)
    would look dropped, and its block lost in the caller."""
    if not walker.beyond:
        return set()
    written, fresh, mem, fields = st.written, st.alloc, st.mem, walker.mem_fields
    out: set = set()
    seen: set = set()
    work = list(walker.beyond)
    while work:
        a = work.pop()
        if a in seen:
            continue
        seen.add(a)
        work.extend(fields.get(a, ()))
        in_fresh = _root_of(a) in fresh
        if a not in written and not in_fresh:
            continue
        v = mem.get(a)
        if v is None:
            continue
        # an input cell's own content (kept by a weak write) was there before the call
        initial = EMPTY if in_fresh else st.inputs.get(a, EMPTY)
        for t in v.addrs:
            if t is NULL or t is UNKNOWN or type(t) in (FuncAddr, StrAddr) or t in initial:
                continue
            out.add(t)
            work.append(t)
            if type(t) is FieldAddr:  # a pointer into a block keeps the block
                base = _root_of(t)
                out.add(base)
                work.append(base)
    # what counts: the arguments' own pointees (arg2* of register(q, id, ctx)) stored
    # there escape; deeper input structure reached past the bound (a list's later nodes)
    # was the caller's structure before the call, and stays described by the caller
    # was the caller's structure before the call, and stays described by the caller; a
    # pointee that some other anchor also reaches at exit is described by Arg2Arg/Arg2Ret
    return {a for a in out if (a in starts and set(anchored.get(a, ())) <= starts[a])
            or (type(a) is Region and a not in anchored)}


def _global_field_anchor(a: "FieldAddr") -> Optional[Anchor]:
    """``global:g.f.h`` for the cell of field ``h`` of field ``f`` of global ``g`` (element
    steps included, as ``_input_starts`` names them)."""
    steps = []
    x = a
    while type(x) is FieldAddr:
        steps.append("." + x.field)
        x = x.base
    if type(x) is not GlobalAddr:
        return None
    return Anchor(f"global:{x.name}", tuple(reversed(steps)))


def _written_globals(st: State) -> frozenset:
    return frozenset(a for a in st.written if type(a) is GlobalAddr)


def _std_fd_globals(st: State) -> frozenset:
    return frozenset(a for a in st.written if type(a) is GlobalAddr and a.name.startswith(STD_FD_PREFIX))


def _allocates(st: State, fn, proc: str, walker: _Walker, gl: set) -> bool:
    ret_cell = LocalAddr(proc, RET_NAME)
    reach_ret = walker.walk([(ret_cell, Anchor("ret"))], symbolic=False)
    reach_args = walker.walk(_param_starts(fn, st, proc), symbolic=False)
    for r in st.alloc:
        if type(r) is Region and r not in gl and (r in reach_ret or r in reach_args):
            return True
    return False


def return_class(st: State, ret_cell) -> Optional[str]:
    """The outcome an exit state returns, as a condition on the result; None: unknown."""
    v = st.mem.get(ret_cell)
    if v is None:
        return None
    if v.addrs:
        if is_null_address(v):
            return "ret == NULL"
        if NULL not in v.addrs and (v.num.is_bottom() or not v.num.truth()[0]):
            return "ret != NULL"
        return None
    cls = number_class(v.num)
    return None if cls is None else "ret " + cls


def number_class(num) -> Optional[str]:
    """A number's class as a condition: ``== c`` for a constant, ``!= 0`` for a number
    that cannot be 0; None otherwise (and for bottom)."""
    if num.is_bottom():
        return None
    c = num.as_const()
    if c is not None:
        return f"== {c}"
    if not num.truth()[0]:
        return "!= 0"
    return None


_MAX_OUTCOMES = 6


def outcomes_of(fn, live: list, options, numeric_cls, summary: "Summary", stores: Optional[dict] = None,
                apart: tuple = (), made: tuple = (), paths: Optional[dict] = None, freed: bool = False) -> tuple:
    """Sub-summaries per return class, when the procedure has several and they may
    differ in what they allocate, free or write.

    ``live`` are states at the procedure's exits that together cover every execution:
    the joined post-states of its return nodes, or, sharper, the path check's disjuncts
    there (``SccAnalyzer._sharpen_outcomes``).  Each outcome is the summary of the states
    of one return class, with its own return value, so applying every outcome at a call
    covers every execution whatever the labels say.

    Classes with the same effects are one outcome, unless the join of their results
    would also cover another outcome's constant result (ret == 0 and ret == 2 beside
    ret == 1): a caller's test of the result would then keep both.

    ``apart`` (``status_outs``: (index, name) of out-parameters to integers): a class is
    also told apart by the number each of them points to at the exit, and the numbers
    written count among the effects, so that ``return NULL`` with ``*err = 1`` is one
    outcome and ``return NULL`` with ``*err = 0`` another (with ``entry_nums``, the second
    may say it happens only where a flag argument is not 0).

    ``made`` ((anchor text, region) of the blocks the procedure hands out through its
    arguments, ``handed_out_through_args``): a class is also told apart by which of those
    blocks exist at the exit, so that a procedure without a result that either stores a
    fresh structure into its argument or frees it again (sed's ``dfassbuild``: ``if (..)
    d->superset = sup; else { dfafree(sup); free(sup); }``) has one outcome that makes it
    and one that does not, and the caller's ``if (d->superset)`` keeps the blocks apart.

    ``freed`` (a procedure that frees input memory on some of its paths only,
    ``frees_on_some_paths``): a class is also told apart by which of the input blocks
    that some exit frees for certain its exits free for certain, where what the
    procedure's own allocations came to decides it (``_freed_apart``), so that ``p =
    calloc(..); if (!p) { free(n); return; }`` has one outcome that frees the caller's
    block and one that does not, and the caller's path check sees the path where the
    block, and with it what its fields held, is gone (a field block lost with it, B76)."""
    if len(live) < 2 or not summary.has_effects():
        return ()
    ret_cell = LocalAddr(fn.name, RET_NAME)
    gone = _freed_apart(live, fn) if freed else None
    groups: dict = {}
    for st in live:
        label = return_class(st, ret_cell)
        if gone:
            label = _freed_label(label, st, gone)
        if apart:
            label = _apart_label(label, [(i, status_class(st, fn.name, name)) for i, name in apart])
        if made:
            from ..checkers.leak import leaked_regions  # (a block lost there is no made one)
            label = _made_label(label, st, made, leaked_regions(st, fn.name, [p.name for p in fn.params]))
        groups.setdefault(label, []).append(st)
    if len(groups) < 2 or len(groups) > _MAX_OUTCOMES:
        return ()
    memo: dict = {}

    def effect(states: list):
        key = tuple(id(st) for st in states)
        if key not in memo:
            sub = extract_summary(fn, states, options, numeric_cls, outcomes=False, stores=stores)
            memo[key] = (sub, (sub.alloc2ret, sub.alloc2arg, sub.arg2free, sub.cell_writes, sub.arg2glob,
                               sub.returns, sub.descriptor_stores, sub.num_writes if apart else ()))
        return memo[key]
    units = [(label, groups[label]) for label in sorted(groups, key=lambda g: (g is None, g or ""))]
    # outcomes with the same effects are one outcome: splitting them would multiply a
    # caller's paths for nothing (its test of the result still sees their joined value)
    by_effect: dict = {}
    for label, states in units:
        by_effect.setdefault(effect(states)[1], []).append((label, states))
    if len(by_effect) < 2:
        return ()
    buckets = _apart_where_covered(list(by_effect.values()))
    out = []
    for members in buckets:
        states = [st for _, exits in members for st in exits]
        sub = effect(states)[0]
        labels = []
        for m in members:
            if (m[0] or "otherwise") not in labels:
                labels.append(m[0] or "otherwise")
        label = " or ".join(labels)
        sub.null_only, sub.nonnull_only = summary.null_only, summary.nonnull_only
        # (an argument dereferenced before any NULL test on every path is on each outcome's
        # paths too: its writes through it are strong where the caller's pointer may be
        # NULL, as the whole summary's are)
        sub.requires = summary.requires
        sub.null_decided = summary.null_decided
        sub.made_when = summary.made_when
        out.append((label, sub, states))
    for (_, sub, _), tags in zip(out, _entry_args(fn, live, [states for _, _, states in out])):
        sub.entry_args = tags
    for (_, sub, _), fields in zip(out, _entry_fields(fn, [states for _, _, states in out])):
        sub.entry_fields = fields
    ints = _unassigned_int_params(fn)
    if ints:
        for _, sub, states in out:
            sub.entry_nums = _entry_nums(fn, states, ints)
            if paths:
                # (a constant the exits' numbers already leave out needs no guard of its own)
                sub.entry_excluded = tuple(
                    (i, c, ty) for i, c, ty in _entry_excluded(fn, states, ints, paths)
                    if not any(j == i and not num.contains(c) for j, num, _ in sub.entry_nums))
    return tuple((label, sub) for label, sub, _ in out)


_STATUS_OUTS = 2
"""At most this many out-parameters of a procedure key its outcomes (``status_outs``)."""


def status_outs(fn) -> list:
    """(index, name) of the parameters that point to a writable integer other than a
    character (``int *err``) and hold the caller's pointer everywhere in the procedure:
    the number the procedure leaves
    there is a status the caller may test instead of the result (openssh's
    ``ret = expand(&err, ..); if (err) fatal(..)``), so outcomes can be told apart by it
    (``outcomes_of``'s ``apart``)."""
    from .. import ctype as T

    names = _unassigned_params(fn)
    out = []
    for i, p in enumerate(fn.params):
        ty = p.ty
        if (p.name in names and isinstance(ty, T.PointerType) and isinstance(ty.target, T.IntType)
                and not getattr(ty, "const_target", False)
                and (ty.target.bytes > 1 or "bool" in ty.target.name.lower())):
            # (a string or a byte buffer is no status, nor what the procedure may not write)
            out.append((i, p.name))
    return out[:_STATUS_OUTS]


def status_class(st: State, proc: str, name: str) -> Optional[str]:
    """The class of the number the out-parameter ``name`` points to in ``st`` (``== c``,
    ``!= 0``), or None: unknown, not one number, or the parameter may point to several
    cells (or none: NULL, where the procedure wrote nothing)."""
    v = st.mem.get(LocalAddr(proc, name, param=True))
    if v is None or len(v.addrs) != 1:
        return None
    (target,) = v.addrs
    if target is NULL:
        return None
    w = st.mem.get(target)
    if w is None or w.addrs:
        return None
    return number_class(w.num)


def _unassigned_int_params(fn) -> list:
    """(index, name, type) of the integer parameters that hold the caller's value everywhere in
    the procedure: never assigned, never a call's result cell, address never taken; and
    of the pointer parameters likewise, whose value is a number only where the procedure
    compared it with a sentinel (``Semantics._refine_pointers``: ``tz == (timezone_t) 1``)."""
    from .. import ctype as T

    names = _unassigned(fn, {p.name for p in fn.params if isinstance(p.ty, (T.IntType, T.PointerType))})
    return [(i, p.name, p.ty) for i, p in enumerate(fn.params) if p.name in names]


def _entry_nums(fn, states: list, ints: list) -> tuple:
    """``Summary.entry_nums`` of an outcome's exit states."""
    out = []
    for i, name, ty in ints:
        cell = LocalAddr(fn.name, name, param=True)
        num = None
        for st in states:
            v = st.mem.get(cell)
            if v is None or v.addrs or v.num.is_bottom():
                num = None  # (never read, or a pointer's bits: anything)
                break
            num = v.num if num is None else num.join(v.num)
            if num.is_top():
                break
        if num is not None and not num.is_top():
            out.append((i, num, ty))
    return tuple(out)


def _entry_fields(fn, groups: list) -> list:
    """``Summary.entry_fields`` of each outcome, from its exit states (``groups``)."""
    from .. import ctype as T

    names = _unassigned_params(fn)
    params = [(i, p) for i, p in enumerate(fn.params) if p.name in names
              and isinstance(getattr(p.ty, "target", None), T.RecordType)]
    if not params:
        return [() for _ in groups]
    per: list = []
    for states in groups:
        found: Optional[dict] = None  # (I, fields) -> (numbers, type), on every exit
        for st in states:
            here = _entry_field_values(fn, st, params)
            if found is None:
                found = here
            else:
                found = {k: (found[k][0].join(v[0]), v[1]) for k, v in here.items() if k in found}
            if not found:
                break
        # (numbers that are every value of the field's type say nothing)
        per.append({k: v for k, v in (found or {}).items()
                    if not type(v[0]).top().cast(8 * v[1].bytes, v[1].signed).leq(v[0])})
    out = []
    for k, mine in enumerate(per):
        keep = []
        for key in sorted(mine):
            num, ty = mine[key]
            # (a field every outcome has the same numbers for tells no outcome apart)
            if any(key not in other or other[key][0] != num for j, other in enumerate(per) if j != k):
                keep.append((key[0], key[1], num, ty))
        out.append(tuple(keep))
    return out


def _entry_field_values(fn, st, params: list) -> dict:
    """(I, fields) -> (numbers, type) of the integer fields of what the I-th parameter
    points to that ``st`` holds, unwritten, and not handed to unknown code."""
    from .. import ctype as T

    out: dict = {}
    bases = {}
    for i, p in params:
        v = st.mem.get(LocalAddr(fn.name, p.name, param=True))
        if v is None:
            continue
        explored = [a for a in v.addrs if type(a) is ExploreAddr]
        if len(explored) != 1 or (st.havocked and explored[0] in st.havocked):
            continue
        bases[explored[0]] = (i, p.ty.target)
    if not bases:
        return out
    written = st.written
    for a, v in st.mem.items():
        if type(a) is not FieldAddr or a.elems or a.root not in bases or v.addrs or v.num.is_bottom():
            continue
        if a in written:
            continue
        chain = []
        x = a
        while type(x) is FieldAddr:
            chain.append(x.field)
            x = x.base
        if x not in bases:
            continue
        i, ty = bases[x]
        chain.reverse()
        for f in chain:
            ty = ty.field_type(f) if isinstance(ty, T.RecordType) and not ty.is_union else None
        if isinstance(ty, T.IntType):
            out[(i, tuple(chain))] = (v.num, ty)
    return out


def _entry_excluded(fn, states: list, ints: list, paths: dict) -> tuple:
    """``Summary.entry_excluded`` of an outcome's exit states, from the paths each stands
    for (``paths``: id(state) -> the partition's tokens, each a path's decisions, among
    them the nodes of the branches it took): the constants every path found an integer
    parameter to differ from (``kind != c``, or ``kind == d`` for another ``d``: the cases
    of a ``switch``).  Nothing where a state's paths are unknown (too many)."""
    from ..ir import Assume

    names = _int_params(ints)
    if not names or not states:
        return ()
    instrs = fn.cfg.instrs
    facts = []  # per path: {name: (the constant it equals or None, the constants it differs from)}
    for st in states:
        tokens = paths.get(id(st))
        if not tokens:
            return ()
        for path in tokens:
            here: dict = {}
            for step in path:
                if type(step) is int and 0 <= step < len(instrs) and type(instrs[step]) is Assume:
                    t = _param_test(instrs[step], names)
                    if t is not None:
                        name, c, equal = t
                        eq, ne = here.get(name, (None, frozenset()))
                        here[name] = (c, ne) if equal else (eq, ne | {c})
            if not here:
                return ()
            facts.append(here)
    out = []
    for name in sorted(names):
        candidates = set().union(*(f[name][1] for f in facts if name in f))
        for c in sorted(candidates):
            if all(name in f and (c in f[name][1] or (f[name][0] is not None and f[name][0] != c)) for f in facts):
                out.append((names[name][0], c, names[name][1]))
    return tuple(out)


def _int_params(ints: list) -> dict:
    """name -> (index, type) of the integer ones among ``_unassigned_int_params``' (the
    parameters whose tests against constants ``_param_test`` reads)."""
    from .. import ctype as T

    return {name: (i, ty) for i, name, ty in ints if isinstance(ty, T.IntType)}


def _param_test(instr, names: dict):
    """``(parameter, c, equal)`` when the branch ``instr`` (an ``Assume``) holds only where
    the integer parameter (of ``names``) equals the constant ``c`` (``equal``) or differs
    from it: ``assume(kind == c)``, ``assume(!(kind == c))``, ``assume(kind != c)``,
    ``assume(kind)`` (differs from 0), ``assume(!kind)`` (equals 0)."""
    from ..ir import BinOp, Const, Lv, UnOp, Var

    cond, branch = instr.cond, instr.branch
    while type(cond) is UnOp and cond.op == "!":
        cond, branch = cond.operand, not branch

    def param(e):
        while type(e) is Cast:
            e = e.operand
        if type(e) is Lv and type(e.lval) is Var and e.lval.name in names:
            return e.lval.name
        return None
    if type(cond) is BinOp and cond.op in ("==", "!="):
        for a, b in ((cond.left, cond.right), (cond.right, cond.left)):
            name = param(a)
            if name is not None and type(b) is Const and isinstance(b.value, int):
                return name, b.value, branch == (cond.op == "==")
        return None
    name = param(cond)
    if name is not None:
        return name, 0, not branch
    return None


def _apart_label(ret: Optional[str], outs: list) -> Optional[str]:
    """An outcome's label from its return class and its out-parameters' classes
    (``outcomes_of``'s ``apart``): ``ret == NULL and *arg0 == 1``; None when nothing is
    known of either."""
    parts = [ret] if ret is not None else []
    parts += [f"*arg{i} {cls}" for i, cls in outs if cls is not None]
    return " and ".join(parts) if parts else None


def frees_on_some_paths(summary: "Summary") -> bool:
    """Whether the summary frees some input memory (a block of an argument's, or one
    reached from it) on some of its paths only: Arg2Free beyond what every exit frees
    (``Summary.arg2free_must``)."""
    return bool(summary.arg2free - summary.arg2free_must)


def freed_inputs(st: State) -> frozenset:
    """The input blocks (the caller's memory) ``st`` has freed for certain."""
    return frozenset(a for a in st.must_freed if _root_of(a).is_input())


def own_blocks(st: State) -> frozenset:
    """What the procedure's own allocations (its own and its callees') came to in ``st``:
    the blocks allocated, and those freed for certain."""
    return frozenset(r for r in st.alloc if type(r) is Region) | \
        frozenset(r for r in st.must_freed if type(r) is Region)


def frees_apart(live: list) -> bool:
    """Whether some input block is freed for certain in some of the states ``live`` and
    not in others."""
    return bool(_freed_in_some(live)[1])


def _freed_in_some(live: list) -> tuple:
    """``(sets, some)``: the input blocks each state of ``live`` frees for certain, and
    those that some of them free and others do not."""
    sets = [freed_inputs(st) for st in live]
    every = frozenset.intersection(*sets) if sets else frozenset()
    return sets, frozenset().union(*sets) - every


def _freed_apart(live: list, fn=None) -> Optional[dict]:
    """For the exit states ``live``: input block -> its name in labels (an anchor where
    the states say through which parameter it was read, ``_input_name``), for each block
    that some of them free for certain and others do not, where what the procedure's own
    allocations came to (``own_blocks``) tells the two kinds of states apart: no state
    that frees it made or freed the same blocks as one that does not (``outcomes_of``'s
    ``freed``); None when there is none.

    That restriction is a precision policy, not a soundness need (each outcome is the
    summary of its own states): a free decided by the success or the failure of an
    allocation (``p = calloc(..); if (p == NULL) { free(n); return; }``, or ``realloc``
    of the argument) is one no caller can know better, and the inlined analysis keeps
    both paths too; one decided by tests of the caller's memory (openssh's
    ``sshbuf_free``, which frees nothing where the buffer fails its sanity check or is
    still referenced) has a path that frees nothing where every caller passes a sound
    buffer, which the outcome cannot state, and the caller would lose its buffer there."""
    sets, some = _freed_in_some(live)
    if not some:
        return None
    owns = [own_blocks(st) for st in live]
    decided = set()
    for a in some:
        freeing = {own for own, freed in zip(owns, sets) if a in freed}
        sparing = {own for own, freed in zip(owns, sets) if a not in freed}
        if freeing.isdisjoint(sparing):
            decided.add(a)
    if not decided:
        return None
    params = {LocalAddr(fn.name, p.name, param=True): f"arg{i}" for i, p in enumerate(fn.params)} \
        if fn is not None else {}
    names = {}
    for a in decided:
        name = next((n for n in (_input_name(st, params, a) for st in live) if n is not None), None) \
            if params else None
        names[a] = name or str(a)
    return names


def _input_name(st: State, params: dict, a, depth: int = 3) -> Optional[str]:
    """An anchor's text for the input block ``a``: the cell it was read through
    (``State.inputs``), from a parameter (``params``: its cell -> ``argI``), through at
    most ``depth`` input blocks; None when the state does not say."""
    for cell, explores in st.inputs.items():
        if a not in explores:
            continue
        path = []
        root = cell
        while type(root) is FieldAddr:
            path.append("." + root.field)
            root = root.base
        base = params.get(root) if type(root) is LocalAddr else \
            f"global:{root.name}" if type(root) is GlobalAddr else None
        if base is None and depth > 0 and type(root) is not LocalAddr and root.is_input() and root is not a:
            base = _input_name(st, params, root, depth - 1)
        if base is not None:
            return base + "".join(reversed(path)) + DEREF
    return None


def _freed_label(label: Optional[str], st: State, gone: dict) -> str:
    """An outcome's label with the input blocks of ``gone`` (``_freed_apart``) its exit
    frees for certain: ``frees arg0*`` or ``frees none of arg0*``."""
    mine = sorted({name for a, name in gone.items() if a in st.must_freed})
    part = "frees " + ", ".join(mine) if mine else "frees none of " + ", ".join(sorted(set(gone.values())))
    return part if label is None else f"{label} and {part}"


def handed_out_through_args(summary: "Summary") -> tuple:
    """(anchor text, region) of the fresh blocks ``summary`` stores through its arguments
    (Alloc2Arg), sorted (``outcomes_of``'s ``made``)."""
    out = {(str(anchor), summary.regions[k]) for anchor, k in summary.alloc2arg if k in summary.regions}
    return tuple(sorted(out, key=lambda t: (t[0], str(t[1]))))


def _made_label(label: Optional[str], st: State, made: tuple, lost: set) -> str:
    """An outcome's label with the handed-out blocks that exist at the exit, not lost
    there: ``makes arg0*.superset*`` or ``makes none of arg0*.superset*``."""
    present = sorted({a for a, r in made if r in st.alloc and r not in lost})
    part = "makes " + ", ".join(present) if present else "makes none of " + ", ".join(sorted({a for a, _ in made}))
    return part if label is None else f"{label} and {part}"


def _label_constant(label: Optional[str]) -> Optional[int]:
    if label and label.startswith("ret == ") and label[7:].lstrip("-").isdigit():
        return int(label[7:])
    return None


def _apart_where_covered(buckets: list) -> list:
    """The effect buckets (lists of (label, states)) with each one that joins constant
    results around another bucket's constant result broken up, if the outcomes then stay
    at most ``_MAX_OUTCOMES``."""
    consts = [{c for c in (_label_constant(label) for label, _ in b) if c is not None} for b in buckets]
    out = []
    for k, b in enumerate(buckets):
        mine = consts[k]
        if len(b) > 1 and len(mine) == len(b):
            lo, hi = min(mine), max(mine)
            if any(lo < c < hi for j, other in enumerate(consts) if j != k for c in other):
                out.extend([m] for m in b)
                continue
        out.append(b)
    return out if len(out) <= _MAX_OUTCOMES else buckets


def null_arg(v) -> bool:
    """Whether an argument's value is NULL for certain."""
    return (v is not None and not v.is_bottom() and v.addrs <= NULL_SET
            and (v.num.is_bottom() or v.num.as_const() == 0))


def nonnull_arg(v, sem) -> bool:
    """Whether an argument's value cannot be NULL (a pointer to something)."""
    return (v is not None and bool(v.addrs) and NULL not in v.addrs
            and (v.num.is_bottom() or v.num.refine("==", sem.ZERO)[0].is_bottom()))


def _entry_text(entry_args: frozenset) -> list:
    return [f"arg{i} {'==' if is_null else '!='} NULL" for i, is_null in sorted(entry_args)]


def _entry_nullness(fn, st: State, tested: frozenset) -> dict:
    """Parameter index -> True (NULL) / False (not NULL) for the pointer parameters of
    ``tested`` whose value in an exit state is NULL / not NULL for certain."""
    out = {}
    for i, p in enumerate(fn.params):
        if p.name not in tested:
            continue
        v = st.mem.get(LocalAddr(fn.name, p.name, param=True))
        if v is None or v.is_bottom():
            continue
        zero_free = v.num.is_bottom() or not v.num.truth()[0]
        if is_null_address(v):
            out[i] = True
        elif v.addrs and NULL not in v.addrs and zero_free:
            out[i] = False
    return out


def _entry_args(fn, live: list, groups: list) -> list:
    """``Summary.entry_args`` per group of exit states: a parameter counts only where the
    exits disagree about it (some have it NULL for certain, some not NULL for certain),
    so that the procedure tested it; a group gets (I, is_null) where all of its exits
    agree."""
    unassigned = _unassigned_params(fn)
    if not unassigned:
        return [frozenset()] * len(groups)
    per_state = {id(st): _entry_nullness(fn, st, unassigned) for st in live}
    seen: dict = {}
    for d in per_state.values():
        for i, is_null in d.items():
            seen.setdefault(i, set()).add(is_null)
    tested = {i for i, vals in seen.items() if len(vals) == 2}
    out = []
    for states in groups:
        tags = set()
        for i in tested:
            vals = {per_state[id(st)].get(i) for st in states}
            if len(vals) == 1 and None not in vals:
                tags.add((i, vals.pop()))
        out.append(frozenset(tags))
    return out


def _exact_holders(st: State, reaches: tuple, fresh: set, seen: set, inexact: set) -> None:
    """Per exit, for ``Summary.exact_holders``: the anchors of cells inside fresh blocks
    go to ``seen``, and to ``inexact`` where such a cell may hold anything but fresh blocks
    (NULL, an input or unknown address, a pointer into a block, or its unwritten content)."""
    for reach in reaches:
        for addr, anchors in reach.items():
            if addr not in fresh and (type(addr) is not FieldAddr or _root_of(addr) not in fresh):
                continue
            v = st.mem.get(addr)
            exact = v is not None and bool(v.addrs) and all(type(t) is Region and t in fresh for t in v.addrs)
            for an in anchors:
                seen.add(an)
                if not exact:
                    inexact.add(an)


def _nonnull_inputs(st: State, sreach: dict) -> frozenset:
    """``Summary.nonnull_inputs`` at one exit: the anchors of what an input pointer cell
    points to (its input content is its explore addresses or NULL, ``State.read``), for
    each such cell the exit never wrote and which holds no NULL there (a dereference or a
    NULL test dropped it)."""
    out = set()
    written = st.written
    for cell, initial in st.inputs.items():
        if not initial or cell in written:
            continue
        v = st.mem.get(cell)
        if v is None or NULL in v.addrs or not v.addrs:
            continue
        if type(cell) is FieldAddr:
            an = _input_field_anchor(cell, sreach)
        else:
            ans = sreach.get(cell)
            an = ans[0] if ans else None
        if an is not None:
            out.add(an.deref())
    return frozenset(out)


def _input_field_anchor(t: FieldAddr, sreach: dict) -> Optional[Anchor]:
    """The anchor of a field address of input memory, from the anchor of the nearest
    enclosing address the walk reached (None: not input memory)."""
    path = []
    while type(t) is FieldAddr and t not in sreach:
        path.append(t.field)
        t = t.base
    anchors = sreach.get(t)
    if not anchors:
        return None
    an = anchors[0]
    for name in reversed(path):
        an = an.field(name)
    return an


_RET = Anchor("ret")


def _anchor_addrs(reaches: tuple) -> dict:
    """Anchor -> every address the walks met it at, at this exit."""
    seen: dict = {}
    for reach in reaches:
        for addr, anchors in reach.items():
            for an in anchors:
                seen.setdefault(an, set()).add(addr)
    return seen


def _anchor_cells(seen: dict) -> dict:
    """Anchor -> the one address it denotes at this exit, for the anchors that denote one
    (``seen``: ``_anchor_addrs``; an anchor the walk met at two addresses is left out:
    which one a dict kept would depend on the order of the walk)."""
    return {an: next(iter(addrs)) for an, addrs in seen.items() if len(addrs) == 1}


def _null_fresh_cells(st: State, seen: dict, visible: set, fn=None) -> dict:
    """Anchor -> whether every cell it reaches at this exit (``seen``: ``_anchor_addrs``)
    is a pointer cell of a fresh block the caller gets (``visible``), made here (not a
    callee's, whose cells hold what its own summary says), that holds NULL and nothing
    else, for the anchors that reach such a cell at all (``_fresh_nulls``).  With ``fn``,
    also the pointer fields the walk did not meet (never written) of an anchor's
    ``calloc``'ed blocks, where the anchor's declared type (``ret*`` of a function
    returning ``struct node *``) is a structure: ``ret*.next`` of ``n = calloc(..);
    return n;`` holds the zero it was made with (B81)."""
    out: dict = {}
    for an, addrs in seen.items():
        if not an.steps or an.steps[-1] == DEREF:
            if fn is not None and an.steps:
                _zeroed_fields(st, an, addrs, seen, visible, fn, out)
            continue  # (a pointer cell's anchor ends with its field)
        fresh = [a for a in addrs if type(a) is FieldAddr and a.root in visible]
        if fresh:
            out[an] = len(fresh) == len(addrs) and all(_holds_null_alone(st, a) for a in fresh)
    return out


def _zeroed_fields(st: State, an: Anchor, addrs: set, seen: dict, visible: set, fn, out: dict) -> None:
    """For ``_null_fresh_cells``: the pointer fields of the structure anchor ``an`` (ending
    with a dereference) denotes, where every address it reaches is a ``calloc``'ed block
    made here that the caller gets and that nothing wrote as a whole: whether each such
    field's cells hold NULL alone."""
    if not addrs or not all(type(a) is Region and a in visible and a.zeroed and not a.context
                            and a not in st.mem for a in addrs):
        return  # (a block written as a whole, by memcpy, read or memset, holds its own cell)
    ty = _anchor_type(fn, an)
    if not isinstance(ty, RecordType) or ty.is_union or not ty.fields:
        return
    for fname, ftype in ty.fields:
        if ftype is None or not ftype.is_pointer or fname.startswith("<anon"):
            continue
        child = an.field(fname)
        if child in seen or child in out:
            continue
        cells = [field_addr(a, fname) for a in addrs]
        out[child] = all(type(c) is FieldAddr and _holds_null_alone(st, c) for c in cells)


def _anchor_type(fn, an: Anchor):
    """The declared type of what anchor ``an`` denotes in ``fn`` (its result's, a
    parameter's, then through ``*`` and ``.f``), or None."""
    if an.root == "ret":
        ty = fn.ftype.ret if fn.ftype is not None else None
    else:
        i = an.arg_index
        ty = fn.params[i].ty if i is not None and i < len(fn.params) else None
    for step in an.steps:
        if ty is None:
            return None
        if step == DEREF:
            ty = ty.target if isinstance(ty, PointerType) else None
        elif isinstance(ty, RecordType):
            ty = ty.field_type(step[1:])
        else:
            return None
    return ty


def _holds_null_alone(st: State, cell: FieldAddr) -> bool:
    """Whether a fresh block's cell holds NULL and nothing else: stored, or the zero of a
    ``calloc``'ed block never written."""
    v = st.mem.get(cell)
    if v is not None:
        return v.addrs == NULL_SET and (v.num.is_bottom() or v.num.as_const() == 0)
    root = cell.root
    return root.zeroed and not root.context and cell.collapsed is None and not (
        st.havocked and root in st.havocked)


def _fresh_nulls(per_exit: list) -> frozenset:
    """``Summary.fresh_nulls``: the anchors ``_null_fresh_cells`` found holding NULL alone
    at every exit where they reach a fresh block's cell (and at one at least)."""
    verdict: dict = {}
    for here in per_exit:
        for an, ok in here.items():
            verdict[an] = verdict.get(an, True) and ok
    return frozenset(an for an, ok in verdict.items() if ok)


def _held_where_made(per_exit: list, cell_writes: set, alloc2ret: frozenset) -> frozenset:
    """``Summary.held_where_made``: of the input cells the procedure writes a fresh block
    into, and of its result, those that hold the block wherever it is allocated, at every
    exit; each must be one concrete cell there (not a summarised or older block's)."""
    # (an anchor with one dereference, the argument's: the caller's cell it denotes is
    # the same before and after the call, whatever else the procedure wrote)
    candidates = sorted({(phi, key) for phi, (kind, key) in cell_writes if kind == "fresh"
                         and phi.steps and phi.steps[0] == DEREF and DEREF not in phi.steps[1:]}
                        | {(_RET, key) for an, key in alloc2ret if an.parent == _RET})
    if not candidates:
        return frozenset()
    out = []
    for phi, key in candidates:
        ok = True
        for st, at, visible in per_exit:
            blocks = [r for r in st.alloc if type(r) is Region and region_key(r) == key]
            if not blocks:
                continue  # not made on this exit's paths: nothing to hold
            cell = at.get(phi)
            root = _root_of(cell) if cell is not None else None
            if cell is None or root is UNKNOWN or root.summarises() or root in st.multi or any(
                    r not in visible or not st.holds_where_allocated(r, cell) for r in blocks):
                ok = False
                break
        if ok:
            out.append((phi, key))
    return frozenset(out)


def _out_nullable(states: list, regions: dict, keys: set) -> frozenset:
    """The keys of fresh blocks for which a NULL in a cell outside the procedure's locals
    that may hold the block means the block is absent, at every exit: each such cell that
    may be NULL somewhere holds, at every exit where the block is allocated, either no
    NULL or the block's own failure NULL (``State.nullable``, not a mixed cell)."""
    targets = {regions[k]: k for k in keys if k in regions}
    if not targets:
        return frozenset()
    cells: dict = {}
    nulls: set = set()
    for st in states:
        for addr, v in st.mem.items():
            if type(addr) is LocalAddr or not v.addrs:
                continue
            if NULL in v.addrs:
                nulls.add(addr)
            for t in v.addrs:
                if t in targets:
                    cells.setdefault(t, set()).add(addr)
    out = set()
    for r, held in cells.items():
        tested = held & nulls
        if tested and all(_null_means_absent(st, r, tested) for st in states):
            out.add(targets[r])
    return frozenset(out)


def _null_means_absent(st: State, r, cells: set) -> bool:
    if r not in st.alloc:
        return True
    for addr in cells:
        v = st.mem.get(addr)
        if v is None or (NULL in v.addrs and (r not in st.nullable or addr in st.mixed)):
            return False
    return True


def extract_summary(fn, exit_states: list, options, numeric_cls, outcomes: bool = True,
                    stores: Optional[dict] = None) -> Summary:
    """Condense the exit states (post-states of return nodes) into a summary
    (``stores``: ``descriptor_cells`` of the procedure, if known)."""
    proc = fn.name
    live = [st for st in exit_states if st is not None]
    summary = Summary(fn.name, exits_total=len(live))
    if not live:
        summary.returns = False
        return summary
    if outcomes:  # a new procedure: the walkers of the last one are of no more use
        _WALKERS.clear()
    amalgamate = options.global_amalgamation
    walkers, gls = [], []
    for st in live:
        walker, gl = _exit_walker(st, options)
        walkers.append((st, walker))
        gls.append(gl)
    chosen = list(zip(walkers, gls))
    null_means_no_block = False
    if options.allocation_paths_only:
        allocating = [(w, gl) for (w, gl) in chosen if _allocates(w[0], fn, proc, w[1], gl)]
        if allocating and len(allocating) < len(chosen):
            # An exit that allocates nothing and returns exactly NULL is the failure path of
            # an allocator: keep it, and let callers drop the returned blocks on NULL.
            ret_cell = LocalAddr(proc, RET_NAME)
            failing = [(w, gl) for (w, gl) in chosen if (w, gl) not in allocating
                       and is_null_address(w[0].mem.get(ret_cell))]
            null_means_no_block = bool(failing)
            chosen = allocating + failing
    summary.exits_used = len(chosen)
    cats = {c: set() for c in Summary.CATEGORIES}
    ret_num = numeric_cls.bottom()
    ret_null = False
    ret_nullable: set = set()
    kept_beside_null: set = set()
    freed_ret: set = set()
    ret_statics: set = set()
    modified_inputs: set = set()
    not_moved: set = set()  # modified inputs some exit wrote other than by moving the pointer
    modified_globals: set = set()
    regions: dict = {}
    global_writes: set = set()
    must_globals = None
    replayed_names: set = set()
    null_globals: set = set()
    cell_writes: set = set()
    per_exit_writes: list = []  # (anchors written for certain, roots NULL there) per exit
    per_exit_frees: list = []  # (anchors freed for certain, roots NULL there) per exit
    unassigned = _unassigned_params(fn)
    cut_anchors: set = set()
    descriptor_stores: set = set()
    holders_seen: set = set()
    holders_inexact: set = set()
    per_exit_cells: list = []  # (state, anchor -> cell, fresh blocks visible) per exit
    per_exit_nulls: list = []  # (anchor -> whether its fresh cells all hold NULL alone) per exit
    nonnull_inputs = None
    handed_to_unknown = havocked_inputs(proc)
    havocked: set = set()
    ret_cell = LocalAddr(proc, RET_NAME)
    for (st, walker), gl in chosen:
        starts = _param_starts(fn, st, proc)
        reach_ret = walker.walk([(ret_cell, Anchor("ret"))], symbolic=False)
        reach_args = walker.walk(starts, symbolic=False)
        sreach = walker.walk(starts, symbolic=True)
        here = _nonnull_inputs(st, sreach)
        for addr in handed_to_unknown:
            havocked.update(sreach.get(addr, ()))
        nonnull_inputs = here if nonnull_inputs is None else nonnull_inputs & here
        anchored = dict(reach_args)
        for a, ans in reach_ret.items():
            anchored[a] = anchored.get(a, []) + list(ans)
        own: dict = {}
        for a, an in starts:
            own.setdefault(a, set()).add(an)
        past = _beyond_bound(st, walker, anchored, own)
        if past:
            gl = gl | past
        alloc_visible = {r for r in st.alloc if type(r) is Region and r not in gl}
        at = {an: addr for reach in (reach_ret, reach_args) for addr, ans in reach.items() for an in ans}
        for i, cells in (stores or {}).items():
            for c in cells:
                if type(c) is GlobalAddr:
                    descriptor_stores.add((i, Anchor(f"global:{c.name}")))
                for an in list(reach_ret.get(c, ())) + list(reach_args.get(c, ())):
                    descriptor_stores.add((i, an))
        _exact_holders(st, (reach_ret, reach_args), alloc_visible, holders_seen, holders_inexact)
        seen = _anchor_addrs((reach_ret, reach_args))
        per_exit_cells.append((st, _anchor_cells(seen), alloc_visible))
        per_exit_nulls.append(_null_fresh_cells(st, seen, alloc_visible, fn))

        def made_here(psi: Anchor) -> bool:
            """Whether the callee made the edge psi ends with (it wrote the pointer cell)."""
            holder = at.get(psi.parent) if psi.parent is not None else None
            if psi.parent is not None and psi.parent.steps == () and psi.root == "ret":
                return True
            if holder is None:
                return False
            root = _root_of(holder)
            return holder in st.written or holder == ret_cell or root == ret_cell or root in alloc_visible

        def moved(psi: Anchor) -> bool:
            """Whether the pointer psi ends with now sits in a block the callee made: an input
            block that psi reached at entry and reaches again at exit was carried over (a grown
            array's cells copied into the new one), which the caller must be told, since the
            old holder may be gone."""
            holder = at.get(psi.parent) if psi.parent is not None else None
            return psi.steps[-1] == DEREF and holder is not None and _root_of(holder) in alloc_visible
        for reach, acat, gcat in ((reach_ret, "alloc2ret", "glob2ret"), (reach_args, "alloc2arg", "glob2arg")):
            for addr, anchors in reach.items():
                if addr in alloc_visible:
                    k = region_key(addr)
                    _keep_region(regions, k, addr)
                    for an in anchors:
                        cats[acat].add((an, k))
                elif addr in gl or type(_root_of(addr)) is GlobalAddr:
                    # (a global the procedure never wrote is not among what globals reach,
                    # but a pointer to it is no less one to static storage)
                    existed = sreach.get(addr, ())  # pre-existing input structure is Arg2Glob
                    for an in anchors:
                        if an.steps and an.steps[-1] == DEREF and an not in existed:
                            cats[gcat].add(an)
        for addr, in_anchors in _freed_via_anchors(st, sreach, options.max_anchor_length, proc).items():
            cats["arg2free"].update(in_anchors)
        freed_here = set()
        for addr, in_anchors in sreach.items():
            if addr in st.must_freed:
                freed_here.update(in_anchors)
            if addr in st.freed:
                cats["arg2free"].update(in_anchors)
            if addr in gl:
                cats["arg2glob"].update(a for a in in_anchors if a.steps[-1] == DEREF)
            out_ret = reach_ret.get(addr, ())
            out_args = reach_args.get(addr, ())
            for phi in in_anchors:
                for psi in out_ret:
                    if made_here(psi):
                        cats["arg2ret"].add((phi, psi))
                for psi in out_args:
                    if (psi != phi or moved(psi)) and made_here(psi):
                        cats["arg2arg"].add((phi, psi))
            if addr in st.written:  # callers must forget what they knew of this cell
                modified_inputs.update(in_anchors)
                if not _moved_within(st, addr):
                    not_moved.update(in_anchors)
        # input memory reached from globals, written: its numbers too (``global:g*.mode``
        # for ``g->mode = 0``, ``global:n*`` for ``*n = 0``; the pointers a procedure
        # stores there are global writes)
        for addr, in_anchors in walker.walk(_global_starts(st), symbolic=True).items():
            if addr in st.written:
                modified_inputs.update(in_anchors)
                not_moved.update(in_anchors)
        # a global structure's own fields the procedure wrote (``g.x = g.x + 1``): callers
        # must forget them too (the global's name in ``modified_globals`` tops only the
        # global's own cell, and the caller's ``g.x`` kept what it held before the call)
        for a in st.written:
            if type(a) is FieldAddr and type(a.root) is GlobalAddr:
                an = _global_field_anchor(a)
                if an is not None:
                    modified_inputs.add(an)
                    not_moved.add(an)
        passed_on = [a.anchor for a in st.written if type(a) is PassedWrite]
        modified_inputs.update(passed_on)
        not_moved.update(passed_on)
        written_here = set()
        dead = st.must_freed
        for addr, in_anchors in sreach.items():
            v = st.mem.get(addr)
            if addr not in st.written or v is None or not v.addrs:
                continue
            if dead and _root_of(addr) in dead:
                continue  # a cell of memory freed for certain: the caller has it no more
            tokens = set()
            initial = st.inputs.get(addr, EMPTY)
            # a weak write keeps the cell's input content (its explore address and the NULL
            # an input pointer may be): that part was not written by the procedure.  A
            # NULL beside it in a mixed cell may also be one the procedure stored
            # (``if (n) n->next = NULL``): a write of NULL, or the caller's cell would keep
            # a block the callee took out of it
            kept_input = bool(initial & v.addrs)
            # (written on some paths only: where the input content is a number, the value
            # cannot show it, ``if (!p->fd) p->fd = open(..)`` keeps the caller's
            # descriptor where it did not store one, _certainly_written)
            kept_number = written_on_some_paths(st, addr)
            own_null = addr not in st.mixed
            for t in v.addrs:
                if kept_input and (t in initial or (t is NULL and own_null)):
                    continue
                if type(t) is FieldAddr and _root_of(t) in alloc_visible:
                    # a pointer into a fresh block (a queue's tqh_last = &elm->next): the
                    # caller gets a pointer to the block, which keeps it reachable (its
                    # offset inside the block is not kept)
                    t = _root_of(t)
                if t is NULL:
                    tokens.add(("null", ""))
                elif t in alloc_visible:
                    key = region_key(t)
                    _keep_region(regions, key, t)
                    tokens.add(("fresh", key))
                elif t in sreach:
                    tokens.add(("input", sreach[t][0]))
                elif type(t) is FieldAddr and (into := _input_field_anchor(t, sreach)) is not None:
                    # the address of a field of input memory never read or written here
                    # (``a->arg = a->inline_args``): the caller's own field, not no write
                    tokens.add(("input", into))
                elif t in gl or t is UNKNOWN:
                    tokens.add(("global", ""))
                elif type(t) is Region and not t.stack and t in st.freed:
                    # a block the procedure made and freed, still stored in the caller's
                    # cell: mostly '*out = p; p = NULL; ... out: free(p);' where the join
                    # of the paths left p holding it at the free (free_all_targets).  The
                    # cell holds a pointer the caller does not own, not NULL alone (the
                    # return outcomes, from the path disjuncts, may say which block)
                    tokens.add(("global", ""))
            for phi in in_anchors:
                if not kept_input and not kept_number:  # overwritten for certain (a strong update)
                    written_here.add(phi)
                for tok in tokens:
                    cell_writes.add((phi, tok))
        null_here = _null_roots(fn, st, proc, unassigned)
        per_exit_writes.append((written_here, null_here))
        for reach in (reach_ret, reach_args, sreach):
            for addr in walker.cut & reach.keys():
                cut_anchors.update(reach[addr])
        rv = st.mem.get(ret_cell)
        if rv is not None:
            ret_num = ret_num.join(rv.num)
            others = rv.addrs - NULL_SET
            # the NULL may be the caller's own (an input pointer returned as it was) or
            # one the procedure made: a merged value cannot tell them apart, so it is
            # always recorded (callers mark a returned block beside it as mixed)
            exit_null = NULL in rv.addrs
            ret_null = ret_null or exit_null
            for r in others:
                if type(r) is Region and r in alloc_visible and (
                        r in st.nullable or null_means_no_block or exit_null):
                    ret_nullable.add(region_key(r))
            ret_statics.update(r for r in others if _static_storage(r))
            for r in others:
                if type(r) is Region and r in st.freed and r not in st.alloc and r not in gl:
                    freed_ret.add(region_key(r))
                    _keep_region(regions, region_key(r), r)
            if exit_null:
                # a block that exists where this exit returns NULL (kept through an
                # argument or a global, or lost): a NULL result does not mean it was not made
                kept_beside_null.update(region_key(r) for r in st.alloc if type(r) is Region and r not in others)
        per_exit_frees.append((freed_here, null_here))
        # (the standard descriptors' numbers are replayed even so: a callee's close(0)
        # decides what the caller's next open() returns, Semantics._std_fd_slot)
        replayed = _std_fd_globals(st) if amalgamate else _written_globals(st)
        for a in st.written:
            root = a
            while type(root) is FieldAddr:
                root = root.base
            if type(root) is GlobalAddr and a not in replayed:
                modified_globals.add(root.name)
        # (with amalgamation, ``replayed`` holds the standard descriptors' numbers only; an
        # exit that writes none of them makes none of them written for certain)
        names = frozenset(g.name for g in replayed)
        replayed_names.update(names)
        must_globals = names if must_globals is None else must_globals & names
        for g in sorted(replayed):
            if NULL in st.mem[g].addrs:
                null_globals.add(g.name)
            reach_g = walker.walk([(g, Anchor(f"global:{g.name}"))], symbolic=False)
            for addr, anchors in reach_g.items():
                if addr in alloc_visible or (type(addr) is Region and addr in st.alloc):
                    target = ("fresh", region_key(addr))
                    _keep_region(regions, target[1], addr)
                elif addr in sreach:
                    target = ("input", sreach[addr][0])
                elif addr in gl:
                    target = ("global", "")
                else:
                    continue
                for an in anchors:
                    if an.steps and an.steps[-1] == DEREF:
                        global_writes.add((an, target))
    for c, items in cats.items():
        setattr(summary, c, frozenset(items))
    summary.ret_num = ret_num
    summary.ret_may_be_null = ret_null
    summary.ret_nullable = frozenset(ret_nullable - kept_beside_null)
    # a block returned allocated on another path is not certainly freed: left out
    handed = {k for cat in ("alloc2ret", "alloc2arg") for _, k in cats[cat]}
    handed |= {t for _, (kind, t) in cell_writes | global_writes if kind == "fresh"}
    summary.freed2ret = frozenset(freed_ret - handed)
    summary.ret_statics = frozenset(ret_statics)
    summary.out_nullable = _out_nullable([w[0] for w, _ in chosen], regions, {k for _, k in summary.alloc2arg})
    summary.exact_holders = frozenset(an.parent for an, _ in summary.alloc2ret | summary.alloc2arg
                                      if an.parent in holders_seen and an.parent not in holders_inexact)
    summary.held_where_made = _held_where_made(per_exit_cells, cell_writes, summary.alloc2ret)
    summary.fresh_nulls = _fresh_nulls(per_exit_nulls)
    summary.modified_inputs = frozenset(modified_inputs)
    summary.moved_inputs = frozenset(modified_inputs - not_moved)
    summary.modified_globals = frozenset(modified_globals)
    summary.global_writes = frozenset(global_writes)
    # freed on every way out, counting an exit where the anchor's root argument is NULL
    # (there is no such block to free: ``if (n == NULL) return; free(n);``)
    summary.arg2free_must = _must_writes(per_exit_frees)[0]
    summary.cell_writes = frozenset(cell_writes)
    summary.num_writes = _number_writes(fn, walkers, unassigned, summary.modified_inputs,
                                        {phi for phi, _ in cell_writes}, numeric_cls)
    must_cells, must_if_nonnull = _must_writes(per_exit_writes)
    if must_cells and len(chosen) < len(walkers):
        # An exit left out by --allocation-paths-only that returns what an allocating exit
        # may return (or returns nothing) is one the caller cannot tell apart: it still
        # returns with the cell as it was, so a write is certain only if it made it too
        # (lazy initialisation, ``if (s->size == 0) s->in = malloc(..); return 0;``, must
        # not overwrite the caller's block).  An exit with its own return value (a failure
        # code) is one the paper's choice lets callers rule out by testing the result.
        kept = {id(w) for (w, _) in chosen}
        chosen_rets = [w[0].mem.get(ret_cell) for (w, _) in chosen]
        for w in walkers:
            if id(w) in kept:
                continue
            rv = w[0].mem.get(ret_cell)
            if rv is None or any(c is None or _may_equal(rv, c) for c in chosen_rets):
                sure, vacuous = _certainly_written(fn, w[0], proc, w[1]), _null_roots(fn, w[0], proc, unassigned)
                must_cells, cond = _must_writes([(must_cells, frozenset()), (sure, vacuous)])
                must_if_nonnull = (must_if_nonnull | cond) & must_cells
    summary.must_cells = frozenset(must_cells)
    summary.must_if_nonnull = frozenset(must_if_nonnull)
    summary.must_globals = frozenset(must_globals or ())
    summary.null_globals = frozenset(null_globals)
    summary.replayed_globals = frozenset(replayed_names)
    summary.regions = regions
    summary.cut_anchors = frozenset(cut_anchors)
    summary.descriptor_stores = frozenset(descriptor_stores)
    # (an exit left out by --allocation-paths-only still returns to the caller)
    summary.nonnull_inputs = frozenset(nonnull_inputs or ()) if len(chosen) == len(walkers) else frozenset()
    summary.havocked_inputs = _outermost(havocked)
    if summary.havocked_inputs:
        _leave_to_the_havoc(summary)
    if outcomes:
        summary.outcomes = outcomes_of(fn, live, options, numeric_cls, summary, stores)
    return summary


# ============================================================================ instantiation

def _outermost(anchors: set) -> frozenset:
    """The anchors no other one of the set is a prefix of: what a caller reaches from
    ``arg0*`` includes what it reaches from ``arg0*.t*``."""
    out: set = set()
    for a in sorted(anchors, key=_shallow_first):
        if not _under(a, out):
            out.add(a)
    return frozenset(out)


def _under(a: Anchor, tops: frozenset) -> bool:
    """Whether one of ``tops`` is ``a`` or a prefix of it."""
    return any(b.root == a.root and a.steps[:len(b.steps)] == b.steps for b in tops)


def _leave_to_the_havoc(summary: "Summary") -> None:
    """Drop what a caller's havoc of ``havocked_inputs`` does anyway: an input cell below
    them that may have been overwritten (``modified_inputs``: its numbers become unknown).
    A caller's cell that unknown code may change at any depth would otherwise be named
    once for each access path to it (the ssh client's summaries listed 87,000 such anchors,
    against 9,000 without them).  The pointer writes (``cell_writes``) stay, weak ones of
    unknown memory too: return outcomes are told apart by them (``outcomes_of``), and a
    path that called the unknown code is not one that did not."""
    tops = summary.havocked_inputs
    summary.modified_inputs = frozenset(a for a in summary.modified_inputs if not _under(a, tops))
    summary.moved_inputs = summary.moved_inputs & summary.modified_inputs


def _shallow_first(a: Anchor) -> tuple:
    return (len(a.steps), a.root, a.steps)


_ORDERS = {
    "alloc2ret": lambda s: tuple(sorted(s.alloc2ret)),
    "freed2ret": lambda s: tuple(sorted(s.freed2ret)),
    "alloc2arg": lambda s: tuple(sorted(s.alloc2arg)),
    "writes": lambda s: tuple(sorted(s.global_writes | s.cell_writes)),
    # shallowest first: when the caller's input memory is explored at a call, the k
    # explore addresses a node may create go to the arguments' own pointees before the
    # cells deep inside them (lexical order spent them on arg0*.a*.b*.c* and merged the
    # pointee of a length out-parameter with a buffer's bytes)
    "inputs": lambda s: tuple(sorted(
        s.arg2free | s.arg2glob | s.modified_inputs | s.havocked_inputs | {a for a, _ in s.arg2arg | s.arg2ret}
        | {t for _, (k, t) in s.global_writes if k == "input"}, key=_shallow_first)),
    "written_cells": lambda s: tuple(sorted({phi for phi, _ in s.cell_writes})),
    # (the rest are what every instantiation derived from the categories anew: summaries
    # over merged input memory have thousands of cell writes, check_host_key's 27,847)
    "fresh_writes": lambda s: _first_fresh_writes(s.order("writes")),
    "writes_by_cell": lambda s: _writes_by_cell(s.cell_writes),
    "stored_fresh": lambda s: frozenset({k for _, k in s.alloc2arg} | {
        k for _, (kind, k) in s.cell_writes | s.global_writes if kind == "fresh"}),
    "write_tokens": lambda s: tuple(dict.fromkeys(tok for _, tok in s.cell_writes)),
    "havocked": lambda s: tuple(sorted(s.havocked_inputs, key=_shallow_first)),
    "outputs": lambda s: tuple(sorted(
        {a for a, _ in s.alloc2ret | s.alloc2arg} | s.glob2ret | s.glob2arg
        | {psi for _, psi in s.arg2ret | s.arg2arg} | {a for a, _ in s.global_writes}
        | ({Anchor("ret", (DEREF,))} if s.freed2ret else set()),
        key=lambda a: (len(a), a))),
}


def _first_fresh_writes(writes: tuple) -> tuple:
    """(key, the root of the first anchor that writes it) of each fresh block a summary's
    writes store, in the order of ``writes``."""
    out: dict = {}
    for anchor, (kind, key) in writes:
        if kind == "fresh" and key not in out:
            out[key] = anchor.root
    return tuple(out.items())


def _writes_by_cell(cell_writes: frozenset) -> dict:
    """Anchor -> the distinct values (tokens) the summary's cell writes store there (its
    keys: the anchors written)."""
    out: dict = {}
    for phi, tok in cell_writes:
        out.setdefault(phi, set()).add(tok)
    return {phi: tuple(toks) for phi, toks in out.items()}


_UNKNOWN_SET = frozenset((UNKNOWN,))


def callback_variant(summary: Summary, args: list) -> Summary:
    """The variant of ``summary`` (``Summary.variants``) for a call whose argument values
    are ``args``: the one whose parameter's argument is exactly that function (not NULL,
    nothing else); else ``summary`` itself."""
    for (i, name), variant in sorted(summary.variants.items()):
        v = args[i] if i < len(args) else None
        if v is not None and len(v.addrs) == 1 and v.num.is_bottom():
            a = next(iter(v.addrs))
            if type(a) is FuncAddr and a.name == name:
                return variant
    return summary


class Instantiation:
    """Applies a callee's summary at one call site (Section 4.3)."""

    def __init__(self, sem, st: State, summary: Summary, call, node: int, arg_values: list, hop_base: tuple,
                 context_depth: int):
        self.sem = sem
        self.st = st
        self.summary = summary
        self.call = call
        self.node = node
        self.args = arg_values
        self.hop_base = hop_base  # (proc, file, line, node)
        self.context_depth = context_depth
        self._psi_cache: dict = {}
        self._psi_null: set = set()  # anchors that may denote NULL in the caller
        self._field_sets: dict = {}  # (cells, field) -> their fields (``field_set``)
        # the caller's record cells of struct arguments passed by value, and of the result
        self.arg_records = [self._record_cells(a) for a in call.args]
        self.result_cells: list = []
        res = call.result
        if res is not None and isinstance(res.ty, RecordType):
            self.result_cells, _, _ = sem.lval_addrs(st, res, node)

    def _passed(self, modified) -> frozenset:
        """The anchors of ``modified`` (input cells the callee may overwrite) rooted at a
        global whose cell the caller's state does not have: neither read nor written, so
        nothing below it is known (``PassedWrite``).  (The other input categories a
        caller resolves, frees, escapes, havocs and copies, are rooted at parameters: an
        anchor passed on is only ever topped.)"""
        st = self.st
        out = []
        for phi in modified:
            root = phi.root
            if root.startswith("global:"):
                g = GlobalAddr(root[7:])
                if g not in st.mem and g not in st.inputs and not self._holds_field(g, phi):
                    out.append(phi)
        return frozenset(out)

    def _holds_field(self, g: "GlobalAddr", phi: Anchor) -> bool:
        """Whether the caller's state has a cell of a field of global ``g`` on the way
        of ``phi`` (``global:g.x`` where the caller wrote ``g.x = 1``, without ever
        reading ``g`` as a whole)."""
        st = self.st
        cell = g
        for step in phi.steps:
            if step == DEREF:
                break
            cell = field_addr(cell, step[1:])
            if cell is UNKNOWN:
                break
            if cell in st.mem or cell in st.inputs:
                return True
        return False

    def _record_cells(self, e) -> list:
        if type(e) is Lv and isinstance(e.ty, RecordType):
            cells, _, _ = self.sem.lval_addrs(self.st, e.lval, self.node)
            return cells
        return []

    # -- Ψ over the caller's memory before the call -----------------------------------
    def psi(self, anchor: Anchor) -> frozenset:
        hit = self._psi_cache.get(anchor)
        if hit is not None:
            return hit
        if anchor.parent is None:
            # the bare root is the callee's own cell; for a struct passed by value it
            # stands for the caller's argument record (its fields are argI.f); a global's
            # is the caller's global
            i = anchor.arg_index
            if i is None and anchor.root.startswith("global:"):
                result = frozenset((GlobalAddr(anchor.root[7:]),))
            else:
                result = frozenset(self.arg_records[i]) if i is not None and i < len(self.arg_records) else EMPTY
        elif len(anchor.steps) == 1 and anchor.steps[0] == DEREF and anchor.arg_index is not None:
            i = anchor.arg_index
            v = self.args[i] if i < len(self.args) else None
            result = frozenset(a for a in v.addrs if a is not NULL and type(a) is not FuncAddr) if v else EMPTY
            if v is not None and NULL in v.addrs:
                self._psi_null.add(anchor)
        else:
            base = self.psi(anchor.parent)
            step = anchor.steps[-1]
            if step == DEREF:
                out = set()
                # many cells share one value (the contents of unknown memory, of a
                # summarised region): each distinct address set is added once
                added: dict = {}
                for a in (base if len(base) < 2 else sorted(base, key=Addr.cached_key)):
                    # (reads may create explore addresses: a stable order)
                    addrs = self.sem.read(self.st, a, None, self.node).addrs
                    if id(addrs) not in added:
                        added[id(addrs)] = addrs  # kept alive, so that no id is reused
                        out.update(addrs)
                if NULL in out:
                    self._psi_null.add(anchor)
                    out.discard(NULL)
                if any(type(t) is FuncAddr for t in out):
                    out = {t for t in out if type(t) is not FuncAddr}
                result = frozenset(out)
            else:
                result = field_set(base, step[1:], self._field_sets)
        self._psi_cache[anchor] = result
        return result

    def fresh_region(self, key: str, via: str) -> Region:
        """The caller's name for a callee's fresh block: one more call site in its chain.

        Recursion adds no hop (the caller already allocated the block or carried it up),
        so the blocks of every recursion depth share one name; otherwise each level
        would get its own region and bounded summaries could not describe them all.

        With recency, a recursive callee's older blocks take the newest name too: every
        block the call makes is newer than the caller's own blocks of the name, which
        the call makes older (``apply``).  Named older, they would be one region with
        the caller's block, and ``free`` of the callee's result would free the caller's
        too (``free_all_targets``): gnulib argp's ``argp_hol`` frees the recursive call's
        ``hol`` after stealing its clusters, and its own ``hol`` looked freed and its
        clusters lost.  The newest region then stands for several blocks (``State.multi``)."""
        r = self.summary.regions[key]
        proc, file, line, node = self.hop_base
        if proc == r.site.proc or any(h.proc == proc for h in r.context):
            return r.newest() if r.old and self.sem.options.recency else r
        hop = Hop(proc, file, line, node, via)
        ctx = ((hop,) + r.context)[: self.context_depth]
        return r.with_context(ctx)

    def _null_on_the_way(self, phi: Anchor) -> bool:
        """Whether a pointer ``phi`` is reached through may be NULL in the caller
        (``arg0*`` of ``arg0*.other*``): ``arg2free_must`` counts an exit where that
        pointer is NULL as one that frees (there is no such block to free), but the block
        in the field of the caller's block exists all the same, and where the argument is
        NULL the callee never reaches it (``if (n != NULL) free(n->other);`` with the
        caller's ``p`` NULL on the paths where a loop cleared it: B101).  An argument the
        callee dereferences before any test (``Summary.requires``) ends its NULL paths in
        the callee."""
        q = phi.parent
        while q is not None:
            if q.steps and q.steps[-1] == DEREF and q in self._psi_null and not (
                    len(q.steps) == 1 and q.arg_index is not None and q.arg_index in self.summary.requires):
                return True
            q = q.parent
        return False

    def _mixed_anchor(self, phi: Anchor) -> bool:
        """Whether the caller's cell behind ``phi`` is mixed: its NULL may not be its fresh
        block's failure NULL, so NULL there does not mean the block is absent."""
        st = self.st
        if not st.mixed:
            return False
        if len(phi.steps) == 1:
            i = phi.arg_index
            return i is not None and i < len(self.call.args) and self.sem._reads_mixed(st, self.call.args[i], self.node)
        return any(c in st.mixed for c in self.psi(phi.parent))

    def _null_arg(self, anchor: Anchor) -> bool:
        i = anchor.arg_index
        if i is None or i >= len(self.args):
            return False
        return null_arg(self.args[i])

    def _blocks_behind_null_args(self) -> set:
        """Fresh blocks every way out of the callee for which goes through an argument the
        caller passes as NULL."""
        s = self.summary
        behind = {k for i, k in s.null_only if i < len(self.args) and self._nonnull_arg(i)}
        behind.update(k for k, guards in s.made_when if guards_fail(self.sem, self.args, guards))
        args = self.args
        behind.update(k for i, k in s.nonnull_only if i < len(args) and null_arg(args[i]))
        if not any(null_arg(v) for v in args):
            return behind
        # otherwise a block whose every way out goes through such an argument is taken for
        # one made only to be handed out there (``if (out) *out = malloc(..)``), unless the
        # analysis with that argument NULL decided it (``null_decided``)
        def undecided_null(anchor, key) -> bool:
            return self._null_arg(anchor) and (anchor.arg_index, key) not in s.null_decided
        via_arg: dict = {}
        for anchor, key in s.alloc2arg:
            via_arg[key] = via_arg.get(key, True) and undecided_null(anchor, key)
        for anchor, (kind, key) in s.cell_writes:
            if kind == "fresh":
                via_arg[key] = via_arg.get(key, True) and undecided_null(anchor, key)
        for _, key in s.alloc2ret:
            via_arg[key] = False
        for _, (kind, key) in s.global_writes:
            if kind == "fresh":
                via_arg[key] = False
        return behind | {k for k, only_null in via_arg.items() if only_null}

    def _nonnull_arg(self, i: int) -> bool:
        """Whether the caller's I-th argument cannot be NULL (a pointer to something)."""
        return nonnull_arg(self.args[i], self.sem)

    def _rename(self, r: Region, o: Region) -> None:
        """What this instantiation computed over the caller's state before ``r`` aged."""
        ren = renamer(r, o)
        self.args = [rename_value(v, ren) if v is not None else v for v in self.args]
        self.arg_records = [[ren(c) for c in cells] for cells in self.arg_records]
        self.result_cells = [ren(c) for c in self.result_cells]
        self._psi_cache.clear()
        self._psi_null.clear()

    def apply(self):
        s = self.summary
        st = self.st
        sem = self.sem
        # 0. fresh blocks, renamed for this call site; a block the callee can only hand
        #    out through arguments the caller passes as NULL is not made (the callee's
        #    ``if (out != NULL) *out = ...`` did not run)
        fresh: dict = {}
        skipped = self._blocks_behind_null_args()
        for cat in ("alloc2ret", "alloc2arg"):
            for anchor, key in s.order(cat):
                if key in fresh or key not in s.regions or key in skipped:
                    continue
                via = "ret" if cat == "alloc2ret" else anchor.root
                fresh[key] = self.fresh_region(key, via)
        for key, root in s.order("fresh_writes"):
            if key not in fresh and key in s.regions and key not in skipped:
                fresh[key] = self.fresh_region(key, root)
        if sem.options.recency:
            # the caller's block of the same name (an earlier call here, in a loop) is now
            # one of the older ones -- only for blocks the callee hands out through its
            # result alone: a block it stores into the caller's memory may be one that a
            # later call finds there and keeps (lazy initialisation, ``if (s->size == 0)
            # init(s)``), which a path-insensitive summary cannot tell from a new one
            stored = s.order("stored_fresh")
            for key, r in sorted(fresh.items()):
                if key not in stored and not r.old and not r.stack and st.present(r):
                    for a, b in st.make_older(r):
                        self._rename(a, b)
        # 1. resolve every input anchor in the caller's memory before the call; a cell a
        #    global's memory holds that the callee may overwrite, where the caller has
        #    not read that global (nor a callee written it), is unknown to the caller:
        #    nothing to forget, and its summary passes the path on (``PassedWrite``)
        #    instead of reading the global's memory into the state (sshlog's
        #    ``global:log_handler_ctx*`` at every logging call)
        passed = self._passed(s.modified_inputs)
        inputs_of = {}
        for phi in s.order("inputs"):  # shallowest first (see _ORDERS)
            inputs_of[phi] = EMPTY if phi in passed else self.psi(phi)
        if passed:
            st.written = st.written.union(PassedWrite(phi) for phi in passed)
        # 2. the fresh blocks are allocated; a name that stands for blocks of earlier calls
        #    too keeps its ``State.within`` facts (``Semantics.note_within``) only if
        #    this call stores its new block into the same block (6. below)
        # (was_within: for each name that stands for earlier blocks too, the blocks all of
        #  those lived in)
        again = frozenset(r for r in fresh.values() if not r.stack and r in st.alloc)
        was_within: dict = {r: () for r in again}
        if st.within:
            dropped = drop_within(st, frozenset(r for r in fresh.values() if not r.stack))
            was_within.update((r, roots) for r, roots in dropped.items() if r in again)
        for r in fresh.values():
            if r.stack:
                continue
            if st.holders:
                st.drop_holders_of(r)  # (cells that held an earlier block of the name)
            if r in st.alloc:
                st.multi = st.multi | {r}
            st.alloc = st.alloc | {r}
            if r in st.freed:
                st.freed = st.freed - {r}
        # 2b. blocks the callee freed and may return: already freed here (a dangling result)
        dangling = set()
        for key in s.order("freed2ret"):
            if key in s.regions:
                r = self.fresh_region(key, "ret")
                dangling.add(r)
                if r not in st.alloc:
                    st.must_freed = st.must_freed | {r}
                st.freed = st.freed | {r}
        # 3. frees of input memory (path-insensitive, as the paper's Arg2Free); a block of
        #    the name this call makes is not freed: the caller's block of that name is an
        #    earlier call's (in a loop, ``xbuf_add``'s grown buffer freeing the last one),
        #    and the name now stands for the new block too, which the callee hands out
        made = frozenset(fresh.values())
        freed = set()
        for phi in s.arg2free:
            targets = [a for a in inputs_of[phi] if type(a) in (Region, ExploreAddr) and a not in made]
            freed.update(targets)
            if phi.steps and phi.steps[0] == DEREF and len(phi.steps) > 1:
                merged = [a for a in targets if type(a) is ExploreAddr and a.reused]
                if merged:
                    bases = self.psi(Anchor(phi.root, (DEREF,)))
                    rest = phi.steps[1:]
                    for t in merged:
                        for b in bases:
                            _record_freed_via(t, b, rest)
        if freed:
            # only what the callee frees on every path, and only a single target, is
            # certainly freed; the rest may be freed
            must = set()
            for phi in s.arg2free_must:
                targets = [a for a in inputs_of[phi] if type(a) in (Region, ExploreAddr) and a not in made]
                if len(targets) == 1 and sem._singular(st, targets[0]) and (
                        phi not in self._psi_null
                        or ((type(targets[0]) is ExploreAddr or targets[0] in st.nullable)
                            and not self._mixed_anchor(phi))) and not self._null_on_the_way(phi):
                    must.add(targets[0])
            if sem.options.free_all_targets:
                before = st.must_freed
                sem.free(st, Value(sem.BOT, frozenset(freed)))
                st.must_freed = before | must  # (``double_free`` tells must from may by it)
            else:
                st.alloc = st.alloc - must
                st.must_freed = st.must_freed | must
                st.freed = st.freed | freed
                for t in must:
                    st.nullable.pop(t, None)
        # 4. input memory that became reachable from globals escapes
        escaped = set()
        for phi in s.arg2glob:
            escaped.update(inputs_of[phi])
        # 4b. memory the callee handed to unknown code: anything reachable from it may have
        #     changed (before the callee's own writes, which describe its exit and so come
        #     after whatever the unknown code did)
        #     (all at once: what is reachable from the union is the union of what each
        #     reaches, and each havoc walks the whole memory)
        #     and the caller's blocks it reached escape (rule 1 at depth, as where the
        #     caller calls the unknown code itself)
        if s.havocked_inputs:
            sem._escape(st, sem.havoc_reachable(
                st, [c for phi in s.order("havocked") for c in inputs_of[phi] if c is not UNKNOWN], self.node))
        # 5. numbers in overwritten input cells and globals are unknown after the call
        #    (pointer cells the callee wrote are replayed in 5b, which first records the
        #    input content a weak or not-every-path write keeps)
        pointer_written = s.order("writes_by_cell")  # (its keys)
        numbers = dict(s.num_writes)
        if numbers:
            self._write_numbers(numbers)
        topped: set = set()  # anchors share cells (merged input memory): each is topped once
        moved = s.moved_inputs
        for phi in s.modified_inputs:
            if phi in pointer_written or phi in numbers:
                continue
            if phi in moved:
                # a pointer moved within its object: the cell keeps its value, written
                sem.touch(st, [c for c in inputs_of[phi] if c is not UNKNOWN])
                continue
            cells = [c for c in inputs_of[phi] if c is not UNKNOWN and c not in topped]
            if cells:
                # a weak write of V_TOP is idempotent and never mixes NULLs, so a cell an
                # earlier anchor topped is left as it is
                topped.update(cells)
                sem.write(st, cells, False, sem.V_TOP, None, self.node)
        for g in s.modified_globals:
            sem.write(st, [GlobalAddr(g)], False, Value(sem.TOP, frozenset((UNKNOWN, NULL))), None, self.node)
        for g in s.replayed_globals:  # without amalgamation: numbers first, pointers below
            sem.write(st, [GlobalAddr(g)], False, sem.V_TOP, None, self.node)
        # 5b. pointer cells of the caller the callee overwrote: strongly where it wrote them
        #     on every path and the anchor denotes one concrete cell
        targets: dict = {}  # each value written, resolved once (many cells share one)
        for tok in s.order("write_tokens"):  # (all before the first write: Ψ reads the state)
            self._written_value(tok, targets, fresh, inputs_of)
        by_cell = s.order("writes_by_cell")
        # a weak write of the same value into the same cells as one before it changes
        # nothing (the join is idempotent, and a second join cannot mix a NULL the first
        # did not): over merged input memory many anchors denote the same cells and carry
        # the same values (check_host_key's recursive call: 61% of its weak writes); a
        # strong write in between makes the next one count again
        done_weak: set = set()
        # where this call's new blocks go, by the roots of the cells (``_note_within``)
        places: Optional[dict] = {} if (st.holders or st.nullable) else None
        ordered: dict = {}  # id of a Ψ result -> (it, its cells in order): anchors share cell sets
        for phi in s.order("written_cells"):
            found = self.psi(phi)
            hit = ordered.get(id(found))
            if hit is None:
                hit = ordered[id(found)] = (found, sorted((c for c in found if c is not UNKNOWN),
                                                          key=Addr.cached_key))
            cells = hit[1]
            if not cells:
                continue
            # a write made only where the argument is not NULL is certain only if the
            # caller's argument cannot be NULL
            strong = (phi in s.must_cells and len(cells) == 1 and sem._singular(st, cells[0])
                      and not (phi in s.must_if_nonnull and Anchor(phi.root, (DEREF,)) in self._psi_null)
                      and not self._into_element(phi))
            toks = by_cell[phi]
            value = targets[toks[0]] if len(toks) == 1 else frozenset().union(*(targets[tok] for tok in toks))
            if strong:
                done_weak.clear()
            else:
                key = (tuple(cells), value)
                if key in done_weak:
                    continue
                done_weak.add(key)
            sem.write(st, cells, strong, Value(sem.BOT, value), None, self.node)
            if places is not None and not made.isdisjoint(value):
                roots = {_root_of(c) for c in found}
                for r in made.intersection(value):
                    places.setdefault(r, set()).update(roots)
        # 6. the edges the callee created, shortest anchors first
        outputs: dict = {}
        for anchor, key in s.alloc2ret | s.alloc2arg:
            if key in fresh:
                outputs.setdefault(anchor, set()).add(fresh[key])
        if dangling:
            outputs.setdefault(Anchor("ret", (DEREF,)), set()).update(dangling)
        if places is not None:
            for anchor, made_there in outputs.items():
                if anchor.root == "ret":
                    for r in made_there:
                        places.setdefault(r, set()).add(UNKNOWN)  # (the caller's result: anywhere)
        for anchor in s.glob2ret | s.glob2arg:
            outputs.setdefault(anchor, set()).add(UNKNOWN)
        result = Anchor("ret", (DEREF,))
        for phi, psi_out in s.arg2ret | s.arg2arg:
            outputs.setdefault(psi_out, set()).update(inputs_of[phi])
            if phi in self._psi_null and phi not in s.nonnull_inputs and (psi_out != result or s.ret_may_be_null):
                # the caller's value there may be NULL: so is the copy -- unless no exit
                # returns a NULL, the input's own included (``if (!p) die(); return p;``)
                outputs[psi_out].add(NULL)
        for anchor, (kind, what) in s.global_writes:
            if kind == "fresh" and what not in fresh:
                continue  # a block this call does not make (made_when, null_only): no such write
            targets = {fresh[what]} if kind == "fresh" else inputs_of[what] if kind == "input" else {UNKNOWN}
            outputs.setdefault(anchor, set()).update(targets)
        post: dict = {}
        ret_targets: set = set()
        exact_cells: set = set()  # cells of Summary.exact_holders
        other_cells: set = set()
        for anchor in s.order("outputs"):
            targets = outputs.get(anchor)
            if targets is None:
                continue
            if anchor.steps[-1] != DEREF:
                continue
            post[anchor] = frozenset(targets)
            if anchor.root == "ret" and len(anchor.steps) == 1:
                ret_targets |= targets
                continue
            if anchor.root.startswith("global:") and len(anchor.steps) == 1:
                name = anchor.root[7:]
                cell = GlobalAddr(name)
                value = Value(sem.BOT, frozenset(targets) | (NULL_SET if name in s.null_globals else EMPTY))
                sem.write(st, [cell], name in s.must_globals, value, None, self.node)
                if places is not None:
                    for r in made.intersection(targets):
                        places.setdefault(r, set()).add(cell)
                continue
            cells = self.out_cells(anchor.parent, post, ret_targets)
            cells = [c for c in cells if c is not NULL]
            if cells:
                (exact_cells if anchor.parent in s.exact_holders else other_cells).update(cells)
                sem.write(st, cells, False, Value(sem.BOT, frozenset(targets)), None, self.node)
            if places is not None and not made.isdisjoint(targets):
                roots = {_root_of(c) for c in cells}
                for r in made.intersection(targets):
                    places.setdefault(r, set()).update(roots)
        if places:
            self._note_within(places, was_within)
        if exact_cells:
            self._drop_unwritten_nulls(exact_cells - other_cells, fresh)
        if s.fresh_nulls:
            self._write_fresh_nulls(s.fresh_nulls, fresh, post, ret_targets)
        for i, anchor in sorted(s.descriptor_stores):
            # the descriptors the caller passes as argument i go where the callee kept them
            v = self.args[i] if i < len(self.args) else None
            handles = frozenset(r for r in v.addrs if type(r) is Region and r.resource) if v is not None else EMPTY
            if not handles:
                continue
            if anchor.root.startswith("global:") and not anchor.steps:
                cells = [GlobalAddr(anchor.root[7:])]
            else:
                cells = [c for c in self.out_cells(anchor, post, ret_targets) if c is not NULL and c is not UNKNOWN]
            if cells:
                sem.write(st, cells, False, Value(sem.BOT, handles), None, self.node)
        replayed = {a.root[7:] for a in s.global_writes_anchors() if len(a.steps) == 1}
        for g in sorted(s.null_globals - replayed):
            sem.write(st, [GlobalAddr(g)], g in s.must_globals, sem.V_NULL, None, self.node)
        for key in s.out_nullable:
            # a caller's cell that holds the block beside a NULL means "not allocated" there,
            # unless the write left the caller's own NULL beside it (a mixed cell)
            r = fresh.get(key)
            if r is not None and r not in st.nullable and r not in st.multi:
                st.nullable[r] = EMPTY
        if escaped:
            old = st.mem.get(UNKNOWN)
            st.mem[UNKNOWN] = Value(sem.TOP, frozenset(escaped) | (old.addrs if old else EMPTY) | {UNKNOWN})
        if s.held_where_made:
            self._record_holders(fresh)
        if s.ret_nullable and sem.options.malloc_may_fail:
            direct = {fresh[k] for k in s.ret_nullable if k in fresh}
            kept = {fresh[k] for _, k in s.alloc2arg if k in fresh}
            kept |= {fresh[t] for _, (kind, t) in s.global_writes if kind == "fresh" and t in fresh}
            companions = {fresh[k] for _, k in s.alloc2ret if k in fresh} - kept - direct
            effects = frozenset(("vanish", c) for c in companions)
            for r in direct:
                st.nullable[r] = effects
        if not s.returns:
            return None
        # 7. the result
        if self.call.result is not None:
            addrs = set(ret_targets)
            addrs.update(s.ret_statics)
            if s.ret_may_be_null:
                addrs.add(NULL)
            num = s.ret_num if s.ret_num is not None else sem.TOP
            value = Value(num, frozenset(addrs))
            if value.is_bottom():
                value = sem._unknown_result(self.call)
            if not sem.assign_value(st, self.call.result, value, self.node):
                return None
            if s.held_where_made:
                self._record_result_holders(fresh)
            if s.ret_may_be_null and st.nullable:
                own = set(fresh.values())
                ret = Anchor("ret", (DEREF,))
                if any(r in st.nullable and r not in own for r in ret_targets) or \
                        any(out == ret and phi in self._psi_null for phi, out in s.arg2ret):
                    # a caller's fresh block comes back beside a NULL the callee may have
                    # made, or the callee's fresh block beside the caller's own NULL passed
                    # through (``return n`` of a NULL argument on another path): the result
                    # being NULL says nothing of that block's allocation
                    cells, _, _ = sem.lval_addrs(st, self.call.result, self.node)
                    st.mixed = st.mixed.union(cells)
        return st

    def _written_value(self, tok: tuple, targets: dict, fresh: dict, inputs_of: dict) -> frozenset:
        """The caller's addresses of one value (token) a cell write of the summary stores,
        resolved once per instantiation (``targets``)."""
        target = targets.get(tok)
        if target is None:
            kind, what = tok
            if kind == "fresh":
                target = frozenset((fresh[what],)) if what in fresh else EMPTY
            elif kind == "input":
                target = inputs_of.get(what) or self.psi(what)
                if what in self._psi_null and what not in self.summary.nonnull_inputs:
                    target = target | NULL_SET
            elif kind == "null":
                target = NULL_SET
            else:
                target = _UNKNOWN_SET
            targets[tok] = target
        return target

    def _record_holders(self, fresh: dict) -> None:
        """``State.holders`` of the blocks this call made, from ``Summary.held_where_made``:
        where the anchor is one concrete cell of the caller's, the block exists only where
        that cell points to it."""
        st = self.st
        for phi, key in sorted(self.summary.held_where_made):
            if phi == _RET:
                continue  # (the result: ``_record_result_holders``)
            r = fresh.get(key)
            if r is None or r.stack or r in st.multi or r not in st.alloc:
                continue
            cells = [c for c in self.psi(phi) if c is not UNKNOWN]
            if len(cells) != 1 or not self._one_cell(phi, cells[0]) or _root_of(cells[0]) == r:
                continue
            v = st.mem.get(cells[0])
            if v is None or r not in v.addrs:
                continue
            hs = dict(st.holders)
            hs[r] = hs.get(r, EMPTY) | {cells[0]}
            st.holders = hs

    def _record_result_holders(self, fresh: dict) -> None:
        """The caller's result cell holds the blocks the callee returns wherever they are
        made, where ``Summary.held_where_made`` says so of the callee's result."""
        st = self.st
        keys = [key for phi, key in sorted(self.summary.held_where_made) if phi == _RET]
        if not keys:
            return
        cells, strong, _ = self.sem.lval_addrs(st, self.call.result, self.node)
        if not (strong and len(cells) == 1):
            return
        cell = cells[0]
        v = st.mem.get(cell)
        if v is None:
            return
        hs = None
        for key in keys:
            r = fresh.get(key)
            if r is None or r.stack or r in st.multi or r not in st.alloc or r not in v.addrs:
                continue
            if hs is None:
                hs = dict(st.holders)
            hs[r] = hs.get(r, EMPTY) | {cell}
        if hs is not None:
            st.holders = hs

    def _write_numbers(self, numbers: dict) -> None:
        """The callee's numbers (``Summary.num_writes``) into the caller's cells: strongly
        into a cell that one anchor denotes for certain (no NULL on its way, one concrete
        cell), weakly where anchors meet in one cell (the callee took them apart) or the
        cell may not be the one written."""
        sem, st = self.sem, self.st
        by_cell: dict = {}
        for phi in sorted(numbers):
            cells = [c for c in self.psi(phi) if c is not UNKNOWN]
            sure = len(cells) == 1 and self._one_cell(phi, cells[0])
            for c in cells:
                old = by_cell.get(c)
                by_cell[c] = (numbers[phi], sure) if old is None else (old[0].join(numbers[phi]), False)
        for c in sorted(by_cell, key=Addr.cached_key):
            num, strong = by_cell[c]
            sem.write(st, [c], strong, Value(num, EMPTY), None, self.node)

    def _arg_of(self, phi: Anchor):
        """The caller's argument expression ``phi`` starts from (casts taken off), or None."""
        i = phi.arg_index
        if i is None or i >= len(self.call.args):
            return None
        arg = self.call.args[i]
        while type(arg) is Cast:
            arg = arg.operand
        return arg

    def _into_element(self, phi: Anchor) -> bool:
        """Whether ``phi`` starts at an argument that may point to one element of an array
        (``&a[i]``, ``p + i``): the cell it denotes stands for all the elements, and the
        callee's ``*valp = NULL`` must not overwrite what the others hold (the engine's
        own ``*p = NULL`` after ``p = &a[i]`` is weak for the same reason)."""
        arg = self._arg_of(phi)
        return arg is not None and _element_address(arg, self.sem._interior)

    def _one_cell(self, phi: Anchor, cell) -> bool:
        """Whether ``phi`` denotes ``cell`` alone, as one concrete cell, on every way the
        call returns: as the engine's strong updates, a field (not of an array element),
        a variable that is not an array (``&err``), or what the caller's own
        single-cell parameter points to; a buffer's cell stands for all its elements."""
        sem = self.sem
        if not sem._singular(self.st, cell) or self._may_be_null_path(phi):
            return False
        arg = self._arg_of(phi)
        if arg is None or _element_address(arg, sem._interior):
            return False
        if type(cell) is FieldAddr:
            return True
        if len(phi.steps) != 1:
            return False
        if type(arg) is AddrOf and type(arg.lval) is Var:
            return not (arg.lval.ty is not None and arg.lval.ty.is_array)
        return type(cell) is ExploreAddr and sem._single_cell(arg)

    def _may_be_null_path(self, phi: Anchor) -> bool:
        """Whether some dereference on the way to ``phi`` may meet NULL in the caller (an
        argument the callee dereferences on every path before testing it does not: with
        NULL there the call does not return)."""
        required = phi.arg_index in self.summary.requires
        for i in range(1, len(phi.steps) + 1):
            if phi.steps[i - 1] != DEREF or (i == 1 and required):
                continue
            if Anchor(phi.root, phi.steps[:i]) in self._psi_null:
                return True
        return False

    def _note_within(self, places: dict, was_within: dict) -> None:
        """Of the blocks this call made, each that the callee hands out only into cells of
        one block of the caller (``places``: block -> the roots of the cells it went to)
        exists only where that block was allocated: the callee stored it there, a store
        that does not return where the caller's pointer is NULL (``Semantics.note_within``;
        a path of the callee that loses the block is the callee's own leak).  A name of
        earlier blocks too only if all of those were in that block as well (``State.within``
        before the call, ``was_within``)."""
        for v in self.args:
            if v is not None and v.addrs and not (v.num.is_bottom() or v.num.as_const() == 0):
                return  # (an integer used as a pointer may point anywhere: Ψ does not name it)
        by_root: dict = {}
        for r, roots in places.items():
            roots = roots - {NULL}
            if len(roots) != 1 or r.stack:
                continue
            root = next(iter(roots))
            if r not in was_within or root in was_within[r]:  # (a name of earlier blocks)
                by_root.setdefault(root, []).append(r)
        for root, blocks in by_root.items():
            self.sem.note_within(self.st, (root,), blocks)

    def _drop_unwritten_nulls(self, cells: set, fresh: dict) -> None:
        """The NULL beside the blocks written into ``cells`` (``Summary.exact_holders``),
        where the cell is in a block this call made and stands for it alone (not joined
        with a site's older blocks): it is the block's unwritten content (a zeroed block's
        0) that the weak write of step 6 kept, and the callee says that at its exits the
        cell held fresh blocks only.  No other anchor wrote these cells."""
        st = self.st
        made = set(fresh.values())
        for c in sorted(cells, key=Addr.cached_key):
            root = _root_of(c)
            if root not in made or root in st.multi:
                continue
            v = st.mem.get(c)
            if v is not None and NULL in v.addrs and len(v.addrs) > 1:
                st.mem[c] = Value(v.num, v.addrs - NULL_SET)

    def _write_fresh_nulls(self, anchors: frozenset, fresh: dict, post: dict, ret_targets: set) -> None:
        """``Summary.fresh_nulls``: each such anchor's cell, where it is one cell of one
        block this call just made (a single block: not one that an earlier call of the
        same name left allocated), holds NULL -- or the number 0: a ``calloc``'ed cell
        never written has no type here, and its zero bytes may be an integer field's."""
        st = self.st
        zero = Value(self.sem.ZERO, NULL_SET)
        new = {r for r in fresh.values() if not r.stack and r not in st.multi}
        for anchor in anchors:  # (one strong write per cell: in any order)
            cells = self.out_cells(anchor, post, ret_targets)
            if len(cells) != 1:
                continue
            cell = cells[0]
            if type(cell) is not FieldAddr or cell.root not in new or cell.collapsed is not None:
                continue
            self.sem.write(st, [cell], True, zero, None, self.node)

    def out_cells(self, anchor: Anchor, post: dict, ret_targets: set) -> list:
        """Caller cells an output anchor denotes after the call (through the new edges)."""
        if anchor.parent is None:
            if anchor.root == "ret":
                return list(self.result_cells)  # a struct returned by value lands here
            return []  # a parameter's own cell (a by-value struct's fields are copies)
        if len(anchor.steps) == 1 and anchor.steps[0] == DEREF:
            if anchor.root == "ret":
                return sorted((a for a in ret_targets if a is not NULL), key=Addr.cached_key)
            if anchor.root.startswith("global:"):
                return sorted((a for a in post.get(anchor, ()) if a is not NULL), key=Addr.cached_key)
            i = anchor.arg_index
            v = self.args[i] if i is not None and i < len(self.args) else None
            if not v:
                return []
            return sorted((a for a in v.addrs if a is not NULL and type(a) is not FuncAddr), key=Addr.cached_key)
        base = self.out_cells(anchor.parent, post, ret_targets)
        step = anchor.steps[-1]
        if step == DEREF:
            if anchor in post:
                return sorted((a for a in post[anchor] if a is not NULL), key=Addr.cached_key)
            out = set()
            for a in base:
                v = self.sem.read(self.st, a, None, self.node)
                out.update(t for t in v.addrs if t is not NULL and type(t) is not FuncAddr)
            return sorted(out, key=Addr.cached_key)
        name = step[1:]
        return [field_addr(a, name) for a in base]


def _descriptor_texts(stores) -> list:
    return sorted(f"{a} := arg{i}" for i, a in stores)


def descriptor_cells(fn, post, sem) -> dict:
    """Parameter index -> the cells (in the engine's post-states) into which the procedure
    stores that ``int`` parameter as it received it: ``s->fd = fd`` with ``fd`` a signed
    ``int`` parameter that no node assigns, into memory its caller can see (through a
    pointer, or a global; not a local variable).  A descriptor is such an ``int``; the
    engine keeps it as a number in the callee (whose parameter carries no address), so
    where it went is recorded here and named in ``Summary.descriptor_stores``.  A copy or a
    computed value (``x = fd; s->fd = x``) is not followed; a cell overwritten afterwards
    still counts (the joined analysis lets a descriptor passed to a procedure escape
    anyway: ``Semantics._passed_descriptors``)."""
    from .. import ctype as T
    from ..engine.accesses import strip_casts, unchanged_params
    from ..ir import Assign, Field, Index, Lv, Var, VAR_LOCAL

    ints = {p.name: i for i, p in enumerate(fn.params)
            if isinstance(p.ty, T.IntType) and p.ty.signed and p.ty.bytes == 4}
    if ints:
        kept = unchanged_params(fn)
        ints = {n: i for n, i in ints.items() if n in kept}
    if not ints:
        return {}
    out: dict = {}
    for n, instr in enumerate(fn.cfg.instrs):
        if type(instr) is not Assign:
            continue
        rhs = strip_casts(instr.rhs)
        if type(rhs) is not Lv or type(rhs.lval) is not Var or rhs.lval.name not in ints:
            continue
        root = instr.lhs
        while type(root) in (Field, Index):
            root = root.base
        if type(root) is Var and root.kind == VAR_LOCAL:
            continue
        st = post[n]
        if st is None:
            continue
        cells, _, _ = sem.lval_addrs(st.copy(), instr.lhs, n)
        out.setdefault(ints[rhs.lval.name], set()).update(c for c in cells if c is not UNKNOWN and c is not NULL)
    return {i: frozenset(c) for i, c in out.items() if c}


def _guard_text(guard) -> str:
    """A guard of ``null_when`` as text, its parameter named by index (``arg2: flags & 4``)."""
    return f"arg{guard[0]}: {describe_guard(guard)}"


def _static_storage(a) -> bool:
    """Whether an address is of static storage (a global, a field of one, a string
    literal, a function): the same in every procedure."""
    return type(_root_of(a)) in (GlobalAddr, StrAddr, FuncAddr)

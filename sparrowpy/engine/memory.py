"""Abstract memory of the Sparrow paper (Table 4): addresses, values, and memory states.

Addresses (interned: one object per address, so hashed and compared by identity, and
ordered by ``sort_key``):

- ``GlobalAddr(name)``: a global variable (kept per name inside a procedure);
- ``LocalAddr(proc, name)``: a local variable, parameter, temporary or the return cell;
- ``Region(site, context)``: the blocks allocated at one allocation site; ``context`` is the
  chain of call sites through which a callee's region was instantiated (empty for a site
  of the procedure itself);
- ``FieldAddr(base, field)``: field ``field`` of the record at ``base``;
- ``ExploreAddr(point, ordinal)``: unknown input memory first read at a program point
  (the paper's ⟨a, i⟩; at most k per point, the k-th reused beyond that);
- ``NULL``, ``UNKNOWN`` (memory outside the analysis: what unknown functions return and
  where escaping pointers go), ``StrAddr`` (string literals), ``FuncAddr`` (functions).

A value is a numeric abstraction (any ``domains`` numeric domain) together with a set of
addresses.  A state is a map from addresses to values plus the allocated set AL and freed
set FR of the paper, and three pieces of bookkeeping:

- ``inputs``: for each input cell the procedure read before writing, the explore address
  that stands for its initial content (used by Sreach and as the caller-visible roots);
- ``nullable``: regions returned by an allocator that may have failed, each with what
  else happens if it did: ("restore", r) — a failed realloc gives block r back;
  ("vanish", r) — block r came from the same callee and does not exist either;
  ("unfree", a) — a failed realloc of input memory a did not free it.  See
  ``Semantics.allocation_failed``;
- ``multi``: regions that may stand for more than one live block (allocated again while
  allocated), which therefore only take weak updates;
- ``within``: for a block r, regions b every block of which that may exist on a path
  exists only where r does (b's blocks were made where a store into r's block showed r
  allocated, or on the side of a join where r certainly was), so that a test that rules
  r out (``holders``, ``nullable``) rules them out too (``Semantics.note_within``).
"""

from __future__ import annotations

import threading
from typing import Iterable, Optional
from weakref import KeyedRef
from _weakref import _remove_dead_weakref

from ..ir import Loc


# ============================================================================ interning
#
# Every address is interned: the constructors hand back the one live object of each
# address, so equal addresses are the same object and sets and dicts of them use
# ``object``'s hash and equality, which run in C.  (Hashing and comparing them through
# Python methods was most of the cost of joining states: 218 million calls of
# ``Addr.__hash__`` on GNU patch.)  ``__lt__``, ``cached_key`` and ``sort_key`` stay:
# output is ordered by those, never by hash or identity.
#
# The tables hold their addresses weakly: an address that no state, summary or finding
# holds any more leaves its table (by reference counting, as soon as the last holder
# goes), and one made again later is a new object, equal to nothing still alive.  A
# table that held its addresses would keep every address of every procedure analysed
# until the end of the run; emptying it instead (as the field-address table was
# emptied between SCCs) would make two live objects of one address, which identity
# equality tells apart.  Adding to a table takes a lock: the parent process of
# ``--jobs N`` unpickles its workers' results (whose addresses are rebuilt through
# the constructors, see the ``__reduce__`` methods) in the pool's own thread.

_INTERN_LOCK = threading.Lock()


def _intern_table() -> tuple:
    """A new table (key -> weak reference to the live address of that key) and the
    callback that removes an entry when its address dies."""
    table: dict = {}

    def forget(ref, table=table, remove=_remove_dead_weakref):
        remove(table, ref.key)  # (only if the entry is still that dead reference)
    return table, forget


def _interned(table: dict, forget, key, made):
    """Enter ``made`` as the address of ``key``, or return the live one another thread
    entered first."""
    with _INTERN_LOCK:
        ref = table.get(key)
        if ref is not None:
            found = ref()
            if found is not None:
                return found
        table[key] = KeyedRef(made, forget, key)
    return made


class Addr:
    """Base class of abstract addresses: interned (one object per address), so compared
    and hashed by identity."""

    __slots__ = ("_sk", "__weakref__")
    kind = "addr"

    def is_input(self) -> bool:
        """Whether the cell holds input memory of the procedure until it is written."""
        return False

    def summarises(self) -> bool:
        """Whether the address may denote several concrete cells (weak updates only)."""
        return False

    def __lt__(self, other: "Addr") -> bool:
        return self.cached_key() < other.cached_key()

    def cached_key(self) -> tuple:
        """``sort_key()``, computed once per address (addresses are immutable; sorting
        sets of regions with long call-site names was a hot spot)."""
        try:
            return self._sk
        except AttributeError:
            key = self._sk = self.sort_key()
            return key

    def sort_key(self) -> tuple:
        return (self.kind, str(self))

    def __repr__(self) -> str:
        return str(self)


_GLOBALS, _forget_global = _intern_table()


class GlobalAddr(Addr):
    __slots__ = ("name",)
    kind = "global"

    def __new__(cls, name: str):
        ref = _GLOBALS.get(name)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.name = name
        return _interned(_GLOBALS, _forget_global, name, self)

    def __reduce__(self):
        # rebuilt through the constructor, so interned in the process that unpickles it
        return (GlobalAddr, (self.name,))

    def is_input(self) -> bool:
        return True

    def __str__(self) -> str:
        return self.name


_LOCALS, _forget_local = _intern_table()


class LocalAddr(Addr):
    """A local variable, parameter, temporary or the return cell of procedure ``proc``.

    ``param`` is part of the address: every construction derives it from the
    procedure's parameter names (a local that shadows a parameter is renamed by the
    lowering), so within a program it is the same for every construction of a name;
    two programs of one package analysed in one process may each have a procedure of
    that name, where the name is a parameter in one and a local in the other."""

    __slots__ = ("proc", "name", "param")
    kind = "local"

    def __new__(cls, proc: str, name: str, param: bool = False):
        key = (proc, name, param)
        ref = _LOCALS.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.proc = proc
        self.name = name
        self.param = param
        return _interned(_LOCALS, _forget_local, key, self)

    def __reduce__(self):
        return (LocalAddr, (self.proc, self.name, self.param))

    def is_input(self) -> bool:
        return self.param

    def sort_key(self) -> tuple:
        return ("local", f"{self.proc}:{self.name}", bool(self.param))

    def __str__(self) -> str:
        return f"{self.proc}:{self.name}"


RET_NAME = "$ret"


_SITES, _forget_site = _intern_table()


class AllocSite:
    """Where a block is allocated: the procedure, the call's location and its CFG node.

    Interned like the addresses, by all three: two programs of one package analysed in
    one process can have procedures of one name (``main``, or less's two ``ecalloc``),
    whose sites must not be one object, or a region of one would be named by the
    other's line."""

    __slots__ = ("proc", "loc", "node", "__weakref__")

    def __new__(cls, proc: str, loc: Loc, node: int):
        key = (proc, loc.file, loc.line, loc.column, node)
        ref = _SITES.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.proc = proc
        self.loc = loc
        self.node = node
        return _interned(_SITES, _forget_site, key, self)

    def __reduce__(self):
        return (AllocSite, (self.proc, self.loc, self.node))

    def __str__(self) -> str:
        return f"{self.proc}@{self.loc.line}" if self.loc.line else f"{self.proc}#{self.node}"


_REGIONS, _forget_region = _intern_table()


class Region(Addr):
    """The heap blocks of one allocation site (renamed per call-site chain).

    Recency abstraction (Balakrishnan & Reps): a site allocated again while its earlier
    block may exist has two regions, the most recent block (``old=False``, one concrete
    block unless marked ``multi``) and every older block (``old=True``, which only takes
    weak updates); see ``Semantics.age``.

    Every argument is part of the address, those that describe the blocks too
    (``zeroed``, ``stack``, ``resource``, ``status``), though the name (``str``) and the
    order (``sort_key``) leave them out.  They are the allocation's, decided by the call
    at the site's node (``Semantics.allocate``), and every other construction copies
    them from a region of the same site (``_with_old``, ``newest``, ``with_context``) or
    is the same call's (``reallocate``'s look-up of the block it allocates), so two
    regions of one site, chain and age never differ in them.  (Before regions were
    interned, equality left them out: look-ups built regions with the default ones.
    Interned under a key without them, whichever of two such regions was made first
    and still alive would have been handed out for both.)
    """

    __slots__ = ("site", "context", "zeroed", "stack", "old", "resource", "status")
    kind = "region"

    def __new__(cls, site: AllocSite, context: tuple = (), zeroed: bool = False, stack: bool = False,
                old: int = False, resource: Optional[str] = None, status: Optional[str] = None):
        key = (site, context, old, zeroed, stack, resource, status)
        ref = _REGIONS.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.site = site
        self.context = context
        self.zeroed = zeroed
        self.stack = stack
        self.old = old
        """Recency: False for the newest block, True for the site's older blocks, 2 for
        those of them lost before the site ran again (``aged``, ``lost``)."""
        self.resource = resource
        """A resource handle of this kind (``FILE``, ``DIR``, ``fd``, ``map``...) rather than
        memory: checked by ``resource_leak``; ``fd`` and ``map`` fail with -1, which the
        analysis represents by NULL (``Semantics.assume_compare``)."""
        self.status = status
        """Stored through an out-parameter by a function whose result says whether it was:
        ``"minus_one"`` (a negative result is failure: asprintf, scandir) or ``"nonzero"``
        (a non-zero result is failure: getaddrinfo, glob, regcomp, posix_memalign)."""
        return _interned(_REGIONS, _forget_region, key, self)

    def __reduce__(self):
        return (Region, (self.site, self.context, self.zeroed, self.stack, self.old, self.resource, self.status))

    def summarises(self) -> bool:
        return self.old

    def aged(self) -> "Region":
        """The region of this site's older blocks."""
        return self._with_old(True)

    def lost(self) -> "Region":
        """The region of this site's older blocks that nothing held any more when the site
        ran again (``State.make_older``)."""
        return self._with_old(2)

    def newest(self) -> "Region":
        """The region of this site's most recent block."""
        return self._with_old(False)

    def _with_old(self, old: int) -> "Region":
        return Region(self.site, self.context, zeroed=self.zeroed, stack=self.stack, old=old,
                      resource=self.resource, status=self.status)

    def with_context(self, context: tuple, old=None) -> "Region":
        """The region of the same site's blocks carried up through the calls ``context``
        (of the same age, unless ``old`` says)."""
        return Region(self.site, context, zeroed=self.zeroed, stack=self.stack,
                      old=self.old if old is None else old, resource=self.resource, status=self.status)

    def sort_key(self) -> tuple:
        # a hop's way out (``via``: through the result or which argument) is not part of
        # the name, but it orders regions of one name, so that the one a message describes
        # does not depend on set order (openssh's pkcs11 keys and comments arrays, made at
        # one site and passed out through arguments 3 and 4, swapped messages between runs)
        # (then what else tells interned regions apart and the name leaves out, so that
        # two of them never tie and set order never decides)
        return ("region", self.site.proc, self.site.loc.line, self.site.node, tuple(str(c) for c in self.context),
                self.old, tuple(getattr(c, "via", "") for c in self.context), self.site.loc.file or "",
                self.site.loc.column or 0, bool(self.zeroed), bool(self.stack), self.resource or "", self.status or "")

    def __str__(self) -> str:
        # the one spelling of a region in every dump and message (see REGION_LEGEND)
        site = self.site
        via = "".join(f"<{c}" for c in self.context)
        return f"{site.proc}@{site.loc.line}#{site.node}{via}{'~lost' if self.old == 2 else '~older' if self.old else ''}"


REGION_LEGEND = (
    "a region is named PROC@LINE#NODE: the blocks allocated at LINE (CFG node NODE) of PROC; "
    "<CALLER@LINE follows for each call that carried it up to a caller (innermost first), and "
    "~older marks the site's older blocks (recency), ~lost those of them that nothing held any "
    "more when the site ran again; "
    "αNODE.K is the K-th explore address (input memory) first read at CFG node NODE")


_FIELDS, _forget_field = _intern_table()
"""(base, field) -> a weak reference to the one FieldAddr of that field of that base.
Sets and dicts of field addresses are joined at every step, and before they were
interned two equal ones compared by walking their bases (a fifth of openssh's analysis
time went to ``FieldAddr.__eq__``).  ``field_addr`` and Ψ (``Instantiation.psi``) look
the table up themselves."""


ELEMENT = "#"
"""The first character of an element step: ``FieldAddr(a, "#1")`` is the cell of element
1 of the array whose cell is ``a``.

Element cells (``AnalysisOptions.element_cells``): the array's own cell still stands
for every element.  It is what pointers into the array point to, what a read of an
element reads until the element is stored, and every store into an element is joined
into it.  A store into the array's cell (through a pointer, or at an index not known)
is joined into each element's cell, a strong one replaces them.  So an element's cell
never misses a value the element can hold, and the array's cell holds all of them
(``Semantics.write``, ``State.implicit``)."""

_VARIANTS: dict = {}
"""A cell without element steps -> the element cells made of it (``FieldAddr.collapsed``
is the key): every store into one of them may reach the others.  Entries live as long
as the process (there are few: one per element a program's text indexes)."""


ARRAY_CELLS: set = set()
"""Cells of arrays of more than one element that a pointer was made to (``&a[i]``, or
``a`` converted to a pointer to its first element).  A store through a pointer to one
of them writes one element among several, so it is never a strong update
(``Semantics._singular``), as a store at an unknown index is not."""


INTERIOR_CELLS: set = set()
"""Cells of arrays that a pointer to an element other than the first may point into
(``&a[i]`` with ``i`` not 0, ``p + i``), and every global array of ``ARRAY_CELLS``: a
test ``p != a`` does not rule the array out of ``p`` (both name the array's cell).
Only the local arrays of a procedure are added as its analysis makes such pointers
(before the first, ``p != a`` rules ``a`` out)."""


OVERLAPPING: set = set()
"""The element cells and the cells they are made of (``_VARIANTS``): a store into any
other cell has no other cell to reach (``Semantics.write`` asks this set first)."""


def element_cell(array: "Addr", k: int) -> "Addr":
    """The cell of element ``k`` of the array whose cell is ``array``."""
    return field_addr(array, f"{ELEMENT}{k}")


def array_cell(a: "Addr") -> "Addr":
    """``a`` without its element steps: what a pointer to ``a`` points to."""
    return a.collapsed if type(a) is FieldAddr and a.collapsed is not None else a


def elements_overlap(a: tuple, b: tuple) -> bool:
    """Whether two element cells of one array cell may denote one concrete cell: their
    element steps (``FieldAddr.elems``) agree wherever both have one."""
    if not a or not b:
        return True
    pos = dict(a)
    return all(pos.get(p, k) == k for p, k in b)


class FieldAddr(Addr):
    """Field ``field`` of the record at ``base``.  Build them with ``field_addr``, which
    bounds their nesting.

    ``collapsed`` is the cell without its element steps (None when it has none), and
    ``elems`` those steps: (number of field steps before it, index) each."""

    __slots__ = ("base", "field", "depth", "root", "collapsed", "elems")
    kind = "field"

    def __new__(cls, base: Addr, field: str):
        return _intern_field(base, field)

    def __reduce__(self):
        return (_intern_field, (self.base, self.field))

    def is_input(self) -> bool:
        return self.root.is_input()  # (each level asks its base: the object decides)

    def summarises(self) -> bool:
        return self.root.summarises()

    def sort_key(self) -> tuple:
        return self.base.cached_key() + ("." + self.field,)

    def __str__(self) -> str:
        return f"{self.base}.{self.field}"


def _intern_field(base: Addr, field: str) -> "FieldAddr":
    key = (base, field)
    ref = _FIELDS.get(key)
    if ref is not None:
        found = ref()
        if found is not None:
            return found
    self = object.__new__(FieldAddr)
    self.base = base
    self.field = field
    self.depth = base.depth + 1 if type(base) is FieldAddr else 1
    self.root = base.root if type(base) is FieldAddr else base  # the object it is in
    inner = type(base) is FieldAddr and base.collapsed is not None
    if field[:1] == ELEMENT:
        # (``int("x")`` never runs: element steps are made only from known indices; the
        # position is the number of field steps before it: all steps but the elements')
        steps = (base.depth - len(base.elems)) if type(base) is FieldAddr else 0
        self.elems = (base.elems if inner else ()) + ((steps, int(field[1:])),)
        self.collapsed = base.collapsed if inner else base
    elif inner:
        self.elems = base.elems
        self.collapsed = field_addr(base.collapsed, field)
        if self.collapsed is UNKNOWN:
            self.collapsed = None  # past the nesting bound: not an element cell any more
            self.elems = ()
    else:
        self.collapsed = None
        self.elems = ()
    found = _interned(_FIELDS, _forget_field, key, self)
    if found is self and self.collapsed is not None:
        with _INTERN_LOCK:
            _VARIANTS.setdefault(self.collapsed, []).append(self)
            OVERLAPPING.add(self)
            OVERLAPPING.add(self.collapsed)
    return found



_EXPLORES, _forget_explore = _intern_table()


class ExploreAddr(Addr):
    """Input memory first read at ``point``; ``ordinal`` distinguishes the ones per point: at
    most k of them (the k-th, ``reused``, stands for all further input memory read there),
    plus one per parameter whose own pointee is read there (``param``).

    ``reused`` and ``param`` are part of the address, though the name (``α3.1``) and the
    order leave them out.  Two paths to one point can number different input cells
    alike (a parameter's pointee on one, another cell on the other: ``Semantics.explore``
    counts per state): before addresses were interned those were two objects that
    compared equal, of which a set or a dict that met both kept whichever came first;
    now they are two addresses.  (Interned under a key without the flags, the one made
    first would lend its flags to the other as long as it is alive, which the
    ``states`` command, keeping every state, would change.)  The findings on the test
    suite and on bzip2, zlib, gzip and less are the same as before.
    """

    __slots__ = ("proc", "point", "ordinal", "reused", "param")
    kind = "explore"

    def __new__(cls, proc: str, point: int, ordinal: int, reused: bool = False, param: bool = False):
        key = (proc, point, ordinal, reused, param)
        ref = _EXPLORES.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.proc = proc
        self.point = point
        self.ordinal = ordinal
        self.reused = reused
        self.param = param
        """A parameter's own pointee: not counted against ``explore_k``."""
        return _interned(_EXPLORES, _forget_explore, key, self)

    def __reduce__(self):
        return (ExploreAddr, (self.proc, self.point, self.ordinal, self.reused, self.param))

    def is_input(self) -> bool:
        return True

    def summarises(self) -> bool:
        return self.reused

    def sort_key(self) -> tuple:
        return ("explore", self.proc, self.point, self.ordinal, bool(self.reused), bool(self.param))

    def __str__(self) -> str:
        return f"α{self.point}.{self.ordinal}"


class _WrittenMark(Addr):
    """Not a cell: a mark in ``State.written``, one interned object per ``key``; no memory
    holds this address.  Each subclass has its own table (``_table``)."""

    __slots__ = ("key",)
    _table: tuple = ()

    def __new__(cls, key):
        table, forget = cls._table
        ref = table.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.key = key
        return _interned(table, forget, key, self)

    def __reduce__(self):
        return (type(self), (self.key,))

    @classmethod
    def existing(cls, key):
        """The live mark of ``key``, or None where none exists (so no state holds it):
        a membership test that makes no mark."""
        ref = cls._table[0].get(key)
        return ref() if ref is not None else None


class PassedWrite(_WrittenMark):
    """A mark that a callee may have overwritten the input cell an access path from a
    global names (``global:g*.f``, a summary's ``may overwrite``) which the procedure had
    not read before the call, so knew nothing of: instead of reading the global's memory
    into the state only to forget it, the procedure's own summary passes the path on to
    its callers (``extract_summary``).  ``anchor`` is the summary's access path."""

    __slots__ = ()
    kind = "passed"
    _table = _intern_table()

    @property
    def anchor(self):
        return self.key

    def sort_key(self) -> tuple:
        return ("passed", str(self.key))

    def __str__(self) -> str:
        return f"passed:{self.key}"


class UnsureWrite(_WrittenMark):
    """A mark that the input ``cell`` was written on some of the paths the state stands
    for only (a join of a path that wrote it with one that did not, or a weak write, of
    an address: numbers alone are never asked), so that where its value cannot show the
    input content it kept (a number beside a descriptor: ``if (!p->fd) p->fd =
    open(..)``), the exit is not taken to have overwritten it for certain
    (``summary._certainly_written``).  A strong write of the cell drops the mark."""

    __slots__ = ()
    kind = "unsure"
    _table = _intern_table()

    @property
    def cell(self):
        return self.key

    def sort_key(self) -> tuple:
        return ("unsure",) + self.key.cached_key()

    def __str__(self) -> str:
        return f"unsure:{self.key}"


def written_on_some_paths(st: "State", cell) -> bool:
    """Whether ``st`` marks ``cell`` written on some of its paths only (``UnsureWrite``)."""
    mark = UnsureWrite.existing(cell)
    return mark is not None and mark in st.written


def _unsure_writes(a: frozenset, b: frozenset, mem: dict) -> frozenset:
    """``written`` of a join: both sides' cells, and a mark for each input cell written on
    one side only (``UnsureWrite``) that holds an address after the join (only a store
    of an address is asked whether it was made on every path)."""
    if a is b or a == b:
        return a
    out = a | b
    one = []
    for c in a ^ b:
        if c.is_input():
            v = mem.get(c)
            if v is not None and v.addrs:
                u = UnsureWrite(c)
                if u not in out:
                    one.append(u)
    return out.union(one) if one else out


class _Singleton(Addr):
    __slots__ = ("name", "_kind")

    def __init__(self, name: str, kind: str):
        self.name = name
        self._kind = kind

    def __reduce__(self):
        return (_singleton, (self.name,))

    def sort_key(self) -> tuple:
        return (self._kind, self.name)

    def __str__(self) -> str:
        return self.name


NULL = _Singleton("null", "null")
UNKNOWN = _Singleton("unknown-memory", "unknown")


def _singleton(name: str) -> _Singleton:
    """Unpickling keeps NULL and UNKNOWN unique (they compare by identity)."""
    return NULL if name == NULL.name else UNKNOWN


_STRINGS, _forget_string = _intern_table()


class StrAddr(Addr):
    __slots__ = ("loc",)
    kind = "string"

    def __new__(cls, loc: Loc):
        key = (loc.file, loc.line, loc.column)
        ref = _STRINGS.get(key)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.loc = loc
        return _interned(_STRINGS, _forget_string, key, self)

    def __reduce__(self):
        return (StrAddr, (self.loc,))

    def __str__(self) -> str:
        return f"str@{self.loc.line}:{self.loc.column}"


_FUNCTIONS, _forget_function = _intern_table()


class FuncAddr(Addr):
    __slots__ = ("name",)
    kind = "function"

    def __new__(cls, name: str):
        ref = _FUNCTIONS.get(name)
        if ref is not None:
            self = ref()
            if self is not None:
                return self
        self = object.__new__(cls)
        self.name = name
        return _interned(_FUNCTIONS, _forget_function, name, self)

    def __reduce__(self):
        return (FuncAddr, (self.name,))

    def __str__(self) -> str:
        return f"&{self.name}"


# ============================================================================ values

MAX_FIELD_DEPTH = 8
"""Field addresses nest at most this deep, and repeat one field name at most twice."""


def field_addr(base: Addr, field: str) -> Addr:
    """The cell of ``field`` in the record at ``base``, or ``UNKNOWN`` past the bound.

    Declared types cannot nest a record in itself, so a chain that repeats a field (or
    nests deeper than ``MAX_FIELD_DEPTH``) comes from a pointer whose points-to set mixes
    cells of different types (``TAILQ``'s ``tqe_prev`` points at ``next`` fields and at
    list heads alike), and without a bound loops grow it without end
    (``files.tqh_first.next.tqe_next.next.tqe_next...``).  Such cells are treated as
    unknown memory: what is stored there escapes, what is read is unknown.
    """
    if base is UNKNOWN:
        return UNKNOWN
    ref = _FIELDS.get((base, field))
    if ref is not None:
        found = ref()
        if found is not None:
            return found
    if type(base) is FieldAddr:
        if base.depth >= MAX_FIELD_DEPTH:
            return UNKNOWN
        seen = 0
        a = base
        while type(a) is FieldAddr:
            if a.field == field:
                seen += 1
                if seen >= 2:
                    return UNKNOWN
            a = a.base
    return _intern_field(base, field)


def forget_shared_address_sets() -> None:
    """Empty ``_ADDR_SETS`` (between two SCCs' analyses): its entries hold their sets,
    and with them the addresses of every procedure analysed so far.  Equal sets stay
    equal; one made before and one after are only not the same object.  (The address
    tables forget an address by themselves when nothing else holds it.)"""
    _ADDR_SETS.clear()


def field_set(bases: frozenset, field: str, memo: dict) -> frozenset:
    """``{field_addr(a, field) for a in bases}``, remembered in ``memo`` by the set's
    content.  Instantiation (``Instantiation.psi``, one memo per call) maps the same set of
    a caller's cells to the same field for many anchors of a summary over merged input
    memory or the many blocks of a list, one ``field_addr`` per cell each time: 28.7
    million lookups, a third of Ψ's time on the ssh client.  (A memo for the whole run
    saved a little more time but held its sets: 43 MB more at httpd's peak.)"""
    key = (bases, field)
    hit = memo.get(key)
    if hit is not None:
        return hit
    interned = _FIELDS.get  # (field_addr's own table, looked up inline)
    out = set()
    for a in bases:
        ref = interned((a, field))
        f = ref() if ref is not None else None
        out.add(f if f is not None else field_addr(a, field))
    result = memo[key] = frozenset(out)
    return result


_ADDR_SETS: dict = {}
"""A set of more than ``_SHARED_SET`` addresses -> the one equal frozenset that values
share (``Value``).  A value's address set is made anew at every join, write and
instantiation that changes it, and a large one (a cell that may point into every block
of a list a loop walks) reaches the same content again and again: on httpd's
status_handler 29,000 distinct set objects of a few hundred addresses each (380 MB)
were held by 67,000 values, most of them equal.  Emptied between SCCs
(``forget_shared_address_sets``), and past a million entries (``_INTERNED``)."""

_SHARED_SET = 8
"""Address sets larger than this are shared (``_ADDR_SETS``); smaller ones cost little,
and every value made (a hot path) pays only a length test for them."""

_INTERNED = 1_000_000
"""The most entries of ``_ADDR_SETS``: past it the table is emptied, a bound on memory
(equal sets stay equal)."""


def _root_of(a: Addr) -> Addr:
    return a.root if type(a) is FieldAddr else a


EMPTY: frozenset = frozenset()
NULL_SET = frozenset((NULL,))
_UNKNOWN_ONLY: frozenset = frozenset((UNKNOWN,))


def renamer(r: Addr, o: Addr):
    """The renaming of region ``r`` to ``o``, applied to an address (fields follow)."""
    def ren(a):
        if a is r:
            return o
        if type(a) is FieldAddr:
            path = []
            b = a
            while type(b) is FieldAddr:
                path.append(b.field)
                b = b.base
            if b == r:
                out = o
                for f in reversed(path):
                    out = field_addr(out, f)
                return out
            return a
        return o if a == r else a
    return ren


def rename_value(v: "Value", ren) -> "Value":
    if not any(ren(t) is not t for t in v.addrs):
        return v
    return Value(v.num, frozenset(ren(t) for t in v.addrs))


class Value:
    """Numeric abstraction × set of addresses; bottom iff the number is ⊥ and no address."""

    __slots__ = ("num", "addrs")

    def __init__(self, num, addrs: frozenset = EMPTY):
        self.num = num
        if len(addrs) > _SHARED_SET:
            found = _ADDR_SETS.get(addrs)
            if found is None:
                if len(_ADDR_SETS) >= _INTERNED:
                    _ADDR_SETS.clear()
                found = _ADDR_SETS[addrs] = addrs
            addrs = found
        self.addrs = addrs

    def is_bottom(self) -> bool:
        return not self.addrs and self.num.is_bottom()

    def join(self, other: "Value") -> "Value":
        if other is self:
            return self
        num = self.num
        if other.num is not num:
            num = num.join(other.num)
        sa = self.addrs
        oa = other.addrs
        # keep an operand's own set (and the operand itself) when it already covers the
        # other: a state join then hands back the same Value objects, which the next join
        # and the stability test skip by identity instead of comparing sets of addresses
        if oa is sa or not oa:
            addrs = sa
        elif not sa:
            addrs = oa
        elif len(oa) <= len(sa) and oa <= sa:
            addrs = sa
        elif len(sa) <= len(oa) and sa <= oa:
            addrs = oa
        else:
            addrs = sa | oa
        if addrs is sa and num is self.num:
            return self
        if addrs is oa and num is other.num:
            return other
        return Value(num, addrs)

    def widen(self, other: "Value", thresholds=()) -> "Value":
        if other is self:
            return self
        num = self.num.widen(other.num, thresholds) if thresholds else self.num.widen(other.num)
        return Value(num, self.addrs | other.addrs)

    def narrow(self, other: "Value") -> "Value":
        return Value(self.num.narrow(other.num), self.addrs & other.addrs if other.addrs else self.addrs)

    def leq(self, other: "Value") -> bool:
        if other is self:
            return True
        return self.addrs <= other.addrs and self.num.leq(other.num)

    def may_be_true(self) -> bool:
        if any(a is not NULL for a in self.addrs):
            return True
        return self.num.truth()[1]

    def may_be_false(self) -> bool:
        if NULL in self.addrs:
            return True
        return self.num.truth()[0]

    def __eq__(self, other) -> bool:
        return isinstance(other, Value) and self.addrs == other.addrs and self.num == other.num

    def __hash__(self) -> int:
        return hash((self.num, self.addrs))

    def __str__(self) -> str:
        parts = []
        if not self.num.is_bottom():
            parts.append(str(self.num))
        if self.addrs:
            parts.append("{" + ", ".join(str(a) for a in sorted(self.addrs)) + "}")
        return " ".join(parts) if parts else "⊥"

    __repr__ = __str__


# ============================================================================ states


class State:
    """An abstract memory state; immutable by convention once built (copy to modify).

    ``None`` is used for the unreachable (bottom) state by the engine, so every State is
    reachable.
    """

    __slots__ = ("mem", "alloc", "freed", "inputs", "nullable", "multi", "explores", "written", "must_freed",
                 "mixed", "holders", "havocked", "within", "_shared_inputs")

    def __init__(self, mem: dict, alloc: frozenset = EMPTY, freed: frozenset = EMPTY,
                 inputs: Optional[dict] = None, nullable: Optional[dict] = None,
                 multi: frozenset = EMPTY, explores: Optional[dict] = None, written: frozenset = EMPTY,
                 must_freed: frozenset = EMPTY, mixed: frozenset = EMPTY, holders: Optional[dict] = None,
                 havocked: frozenset = EMPTY, within: Optional[dict] = None):
        self.mem = mem
        self.alloc = alloc
        self.freed = freed
        self.inputs = inputs if inputs is not None else {}
        self.nullable = nullable if nullable is not None else {}
        self.multi = multi
        self.explores = explores if explores is not None else {}
        self.written = written  # input cells (globals, input memory) the procedure assigned
        self.must_freed = must_freed  # blocks freed on every path (intersection at joins)
        self.mixed = mixed  # cells whose NULL may not be their fresh block's failure NULL
        # block -> cells that hold it wherever it is allocated (``holds_where_allocated``)
        self.holders = holders if holders is not None else {}
        # objects handed to code the analysis cannot see (``Semantics.havoc_reachable``):
        # their cells not stored here may hold anything, a pointer to unknown memory too
        self.havocked = havocked
        # block r -> regions whose blocks exist only where r does (a must fact; the maps
        # are replaced, never changed in place, so states share them)
        self.within = within if within is not None else {}
        self._shared_inputs = inputs is not None or explores is not None
        """Whether ``inputs`` and ``explores`` may be another state's too (``copy``, or
        given to the constructor: a join hands one side's on): ``own_inputs`` copies
        them before they are changed in place."""

    def copy(self) -> "State":
        # ``inputs`` and ``explores`` are shared, copied on the first change of either
        # state (``own_inputs``): they change only where an input cell is first read,
        # and they grow as large as the memory (httpd's status_handler: 13,000 input
        # cells in each of its 380 states, copied at every node)
        o = State(dict(self.mem), self.alloc, self.freed, self.inputs, dict(self.nullable),
                  self.multi, self.explores, self.written, self.must_freed, self.mixed,
                  dict(self.holders) if self.holders else None, self.havocked, self.within)
        o._shared_inputs = self._shared_inputs = True
        return o

    def own_inputs(self) -> None:
        """Make ``inputs`` and ``explores`` this state's own, to change them in place."""
        if self._shared_inputs:
            self.inputs = dict(self.inputs)
            self.explores = dict(self.explores)
            self._shared_inputs = False

    def with_sets(self, alloc: frozenset, freed: frozenset) -> "State":
        """The same state with other allocated/freed sets (states are not mutated in place)."""
        return State(self.mem, alloc, freed, self.inputs, self.nullable, self.multi, self.explores, self.written,
                     self.must_freed, self.mixed, self.holders, self.havocked, self.within)

    def is_mixed(self, cell: "Addr") -> bool:
        """Whether ``cell``'s NULL may not be its fresh block's failure NULL (``mixed``).
        An element cell with no value of its own reads its array's cell
        (``Semantics.read``), which stands for every element: it is mixed where that cell
        is (B102: after ``r.e[1].p = malloc(1); s = r;`` the test ``s.e[0].p == 0`` reads
        the array cell ``{NULL, block}``, whose NULL is element 0's, not the block's
        failure)."""
        mixed = self.mixed
        if not mixed:
            return False
        if cell in mixed:
            return True
        return type(cell) is FieldAddr and cell.collapsed is not None and cell not in self.mem \
            and cell.collapsed in mixed

    # -- holders: "where the block is allocated, this cell points to it" ----------------
    def holds_where_allocated(self, r: "Addr", cell: "Addr", v: Optional["Value"] = None) -> bool:
        """Whether, on every execution this state stands for on which block ``r`` is
        allocated (not freed, not failed, reached), ``cell`` holds exactly a pointer to
        it: ``r`` is not allocated here at all, or the cell holds ``r`` alone (or ``r``
        and the NULL of its own allocation's failure), or a join or a copy recorded it
        (``holders``: ``p = buf; if (n > N) p = malloc(n); ... if (p != buf) free(p);``
        after the join ``p`` is ``{buf, block}`` and the block is allocated only where
        ``p`` is not ``buf``).  A test that rules ``r`` out of such a cell rules the
        block out (``Semantics.refine_cell``)."""
        if r not in self.alloc:
            return True
        if r in self.multi:
            return False
        hs = self.holders.get(r)
        if hs is not None and cell in hs:
            return True
        if v is None:
            v = self.mem.get(cell)  # (``v``: the cell's value, if it is not stored yet)
        if v is None or not v.num.is_bottom():
            return False
        addrs = v.addrs
        if len(addrs) == 1:
            return r in addrs
        return (len(addrs) == 2 and r in addrs and NULL in addrs and r in self.nullable
                and not self.is_mixed(cell))

    def drop_holder_cells(self, cells) -> None:
        """Forget ``cells`` as holders (they were written, in place)."""
        hs = self.holders
        if not hs:
            return
        out = None
        for r, held in hs.items():
            if held.isdisjoint(cells):
                continue
            if out is None:
                out = dict(hs)
            rest = held.difference(cells)
            if rest:
                out[r] = rest
            else:
                del out[r]
        if out is not None:
            self.holders = out

    def drop_holders_of(self, r: "Addr") -> None:
        """Forget what is recorded for block ``r`` and for the cells inside it (in place):
        it was allocated again or became one of its site's older blocks."""
        hs = self.holders
        if not hs:
            return
        out = {}
        for k, held in hs.items():
            if k == r:
                continue
            kept = frozenset(c for c in held if _root_of(c) != r)
            if kept:
                out[k] = kept
        self.holders = out

    # -- lattice -----------------------------------------------------------------
    def implicit(self, addr: Addr, like: "Value", inputs: Optional[dict] = None) -> Optional["Value"]:
        """The value an absent cell stands for: an input cell not yet read holds its
        unknown input (any number, the explore address recorded for it, or NULL); any
        other absent cell is ⊥ (not yet written).  A cell of an object handed to unknown
        code may also hold any number or a pointer to unknown memory.  An element's cell
        not stored holds what the array's cell holds (``memory.ELEMENT``)."""
        if type(addr) is FieldAddr and addr.collapsed is not None:
            whole = addr.collapsed
            w = self.mem.get(whole)
            return w if w is not None else self.implicit(whole, like, inputs)
        if self.havocked and _root_of(addr) in self.havocked:
            v = self._implicit(addr, like, inputs)
            junk = Value(type(like.num).top(), _UNKNOWN_ONLY)
            return junk if v is None else v.join(junk)
        return self._implicit(addr, like, inputs)

    def _implicit(self, addr: Addr, like: "Value", inputs: Optional[dict]) -> Optional["Value"]:
        if not addr.is_input():
            root = addr
            while type(root) is FieldAddr:
                root = root.base
            if type(root) is Region and root is not addr:
                if root.context:
                    # a block from a callee: its cells the summary does not describe hold
                    # whatever the callee left there (any number, maybe NULL)
                    return Value(type(like.num).top(), NULL_SET)
                if root.zeroed:
                    return Value(type(like.num).const(0), NULL_SET)  # calloc'ed, not yet written
            return None
        explores = (inputs if inputs is not None else self.inputs).get(addr, EMPTY)
        if not explores:
            return Value(type(like.num).top(), EMPTY)
        if like.num.is_bottom() and like.addrs:
            # a pointer cell (read as one on the other side, ``Semantics.explore``): its
            # input is an address or NULL, not also any number -- with the number, a
            # pointer a dereference had proved not NULL became "0 or the address" again
            # at the next join with a path that had not read it (a loop's head)
            return Value(like.num, explores | NULL_SET)
        return Value(type(like.num).top(), explores | NULL_SET)

    def leq(self, other: "State") -> bool:
        if self is other:
            return True
        if not (self.alloc <= other.alloc and self.freed <= other.freed and self.multi <= other.multi
                and self.written <= other.written and other.must_freed <= self.must_freed
                and self.mixed <= other.mixed and self.havocked <= other.havocked):
            return False
        omem = other.mem
        for a, v in self.mem.items():
            w = omem.get(a)
            if w is None:
                w = other.implicit(a, v)
                if w is None:
                    return False
            if not v.leq(w):
                return False
        for a, w in omem.items():
            if a not in self.mem and (a.is_input() or type(a) is FieldAddr):
                # self still holds the unknown input there, which only ⊤-like values cover
                v = self.implicit(a, w, other.inputs)
                if v is not None and not v.leq(w):
                    return False
        oin = other.inputs
        for a, e in self.inputs.items():
            f = oin.get(a)
            if f is None or not e <= f:
                return False
        onull = other.nullable
        for r, olds in self.nullable.items():
            o = onull.get(r)
            if o is None or not olds <= o:
                return False
        if other.holders:
            for r, held in other.holders.items():
                for c in held:
                    if not self.holds_where_allocated(r, c):
                        return False
        if other.within:
            # (a must fact of the larger state holds of the smaller one, or is vacuous there)
            for r, blocks in other.within.items():
                mine = self.within.get(r, EMPTY)
                sure = None
                for b in blocks:
                    if b not in mine and b in self.alloc:
                        if sure is None:
                            sure = _surely_allocated(self, r, other.holders.get(r, EMPTY))
                        if not sure:
                            return False
        return True

    def join(self, other: "State", widen: bool = False, thresholds=()) -> "State":
        if self is other:
            return self
        a, b = (self, other) if len(self.mem) >= len(other.mem) else (other, self)
        inputs = _join_setmap(self.inputs, other.inputs)
        amem = a.mem
        mem = dict(amem)
        bmem = b.mem
        touched = []  # the cells whose joined value may differ from a's
        # (``thresholds``: a tuple, or the cell by cell ``thresholds.CellThresholds``)
        per_cell = thresholds.of if widen and thresholds and type(thresholds) is not tuple else None
        for addr, v in bmem.items():
            w = mem.get(addr)
            if w is None:
                # a cell of a block that does not exist on a's paths takes b's value alone:
                # there is no such cell there, let alone its unwritten content
                w = None if _absent_block_cell(a, addr) else a.implicit(addr, v, inputs)
                mem[addr] = v if w is None else v.join(w)
                touched.append(addr)
            elif w is not v:
                if widen:
                    # widen the older value (self) by the newer one (other)
                    old, new = (w, v) if a is self else (v, w)
                    j = old.widen(new, per_cell(addr) if per_cell is not None else thresholds)
                else:
                    j = w.join(v)
                if j is not w:
                    mem[addr] = j
                touched.append(addr)
        only_a = []  # the cells a has and b does not
        if len(mem) != len(bmem):
            for addr, v in amem.items():
                if addr in bmem:
                    continue
                only_a.append(addr)
                if (addr.is_input() or type(addr) is FieldAddr) and not _absent_block_cell(b, addr):
                    w = b.implicit(addr, v, inputs)
                    if w is not None:
                        j = v.join(w)
                        if j is not v:
                            mem[addr] = j
                        touched.append(addr)
        nullable = _join_setmap(self.nullable, other.nullable)
        one_sided = (self.alloc ^ other.alloc) - self.multi - other.multi
        if one_sided:
            nullable = _correlated_nulls(nullable, one_sided, self, other, mem)
        mixed = self.mixed | other.mixed | _mixed_null_cells(nullable, a, b, mem, inputs, touched)
        alloc = self.alloc | other.alloc
        freed = self.freed | other.freed
        multi = self.multi | other.multi
        explores = _join_setmap(self.explores, other.explores)
        written = _unsure_writes(self.written, other.written, mem)
        must_freed = self.must_freed & other.must_freed
        havocked = self.havocked | other.havocked
        holders = _join_holders(self, other, mem, one_sided, multi, touched, only_a) if (
            self.holders or other.holders or one_sided) else {}
        within = _join_within(self, other, holders, one_sided) if (
            self.within or other.within or (one_sided and holders)) else {}
        if (not widen and inputs is a.inputs and nullable is a.nullable and explores is a.explores
                and alloc == a.alloc and freed == a.freed and multi == a.multi and written == a.written
                and must_freed == a.must_freed and mixed == a.mixed and holders == a.holders
                and havocked == a.havocked and within == a.within
                and all(mem[addr] is amem.get(addr) for addr in touched)):
            return a  # b adds nothing: the same object, which later joins and leq skip
        return State(mem, alloc, freed, inputs, nullable, multi, explores, written, must_freed, mixed, holders,
                     havocked, within)

    def present(self, r: "Region") -> bool:
        """Whether a block of ``r`` may exist (or have existed) in this state."""
        return r in self.alloc or r in self.freed or r in self.multi

    def make_older(self, r: "Region") -> list:
        """Recency, when ``r``'s site runs again: its block becomes one of the older ones
        (``age``).  Older blocks lost already (``lost_older``) first move apart, to
        ``r.aged().lost()``, which nothing reaches: aged into them, the newest block, which
        is held, would make them look held at the exit.  The renames made, in order, as
        (from, to) pairs."""
        done = []
        if self.lost_older(r):
            o = r.aged()
            done.append((o, self.age(o, o.lost())))
        done.append((r, self.age(r)))
        return done

    def lost_older(self, r: "Region") -> bool:
        """Whether the older blocks of ``r``'s site are lost already when the site runs
        again: allocated, not freed, and held by no cell (``prev = cur; cur = malloc(..)``
        has just overwritten the last pointer to them)."""
        o = r.aged()
        return o in self.alloc and o not in self.freed and o in self.unheld(frozenset((o,)))

    def unheld(self, blocks: frozenset) -> frozenset:
        """The blocks of ``blocks`` no cell holds a pointer to, or into."""
        if not blocks:
            return EMPTY
        left = set(blocks)
        for v in self.mem.values():
            addrs = v.addrs
            if addrs and not left.isdisjoint(addrs):
                left.difference_update(addrs)
                if not left:
                    return EMPTY
        # a pointer into a block (to one of its fields) holds it too
        for v in self.mem.values():
            for a in v.addrs:
                if type(a) is FieldAddr:
                    left.discard(a.root)
            if not left:
                return EMPTY
        return frozenset(left)

    def age(self, r: "Region", o: Optional["Region"] = None) -> "Region":
        """Recency: the block of ``r`` becomes one of the site's older blocks (in place).

        Every address rooted at ``r`` (the region, its field cells, pointers to them, the
        allocated, freed and bookkeeping sets) is renamed to ``r.aged()``, joined weakly
        with what the older region already held; afterwards ``r`` names no block, so the
        next allocation at the site makes it the most recent block again.  The older
        region is ``multi``: it stands for many blocks, takes weak updates only, and a NULL
        test never tells that its blocks were not allocated.  With ``o``, the blocks go
        there instead (the older blocks into ``r.lost()``)."""
        if o is None:
            o = r.aged()
        had_old = self.present(o)
        rename = renamer(r, o)
        # the memory's values share addresses and address sets: each is renamed once
        renamed: dict = {}
        sets: dict = {}

        def ren(a):
            b = renamed.get(a)
            if b is None:
                b = renamed[a] = rename(a)
            return b

        def ren_value(v):
            addrs = v.addrs
            if not addrs:
                return v
            hit = sets.get(id(addrs))
            if hit is None:
                new = frozenset(map(ren, addrs)) if any(ren(t) is not t for t in addrs) else addrs
                hit = sets[id(addrs)] = (addrs, new)  # (the set kept alive: its id is not reused)
            return v if hit[1] is addrs else Value(v.num, hit[1])

        old_mem = self.mem
        mem: dict = {}
        moved: dict = {}
        for a, v in old_mem.items():
            b = ren(a)
            v = ren_value(v)
            if b is a:
                mem[a] = v if a not in mem else mem[a].join(v)
            else:
                moved[b] = v
        for b, v in moved.items():
            w = mem.get(b)
            if w is None and had_old:
                w = self.implicit(b, v)  # an older block's cell not stored: its implicit content
            mem[b] = v if w is None else w.join(v)
        if had_old:
            # cells of the older blocks that the newest block leaves implicit (zeroed, from a callee)
            for b in list(mem):
                if b in moved or _root_of(b) != o:
                    continue
                path = []
                c = b
                while type(c) is FieldAddr:
                    path.append(c.field)
                    c = c.base
                src = r
                for f in reversed(path):
                    src = field_addr(src, f)
                w = self.implicit(src, mem[b]) if src is not UNKNOWN else None
                if w is not None:
                    mem[b] = mem[b].join(w)
        self.mem = mem

        def ren_set(s):
            return frozenset(ren(a) for a in s) if any(ren(a) is not a for a in s) else s

        in_alloc, in_freed = r in self.alloc, r in self.freed
        self.alloc = (self.alloc - {r}) | ({o} if in_alloc else EMPTY)
        self.freed = (self.freed - {r}) | ({o} if in_freed else EMPTY)
        if r in self.must_freed and (not had_old or o in self.must_freed):
            self.must_freed = (self.must_freed - {r}) | {o}
        else:
            self.must_freed = self.must_freed - {r, o}
        self.multi = (self.multi - {r}) | {o}
        self.mixed = ren_set(self.mixed)
        self.havocked = ren_set(self.havocked)
        self.drop_holders_of(r)
        if self.within:
            # r's block is one of the older ones now (multi: never ruled out by a test);
            # the blocks that lived in r's block age with it: the fact holds of the older
            # ones where it held of all the site's older blocks before
            within = {}
            for k, blocks in self.within.items():
                if k is r or k is o:
                    continue
                r_in, o_in = r in blocks, o in blocks
                if r_in or o_in:
                    blocks = blocks - {r, o}
                    if (r_in or not in_alloc) and (o_in or not had_old):
                        blocks = blocks | {o}
                if blocks:
                    within[k] = blocks
            self.within = within
        if self.nullable:
            nullable = {}
            for k, effects in self.nullable.items():
                if k == r or k == o:
                    continue
                # a failed allocation elsewhere gives back (restores) or takes with it
                # (vanishes) r's block: restoring the older blocks over-approximates; they
                # cannot vanish all together
                nullable[k] = frozenset((kind, ren(a)) for kind, a in effects if not (kind == "vanish" and a == r))
            self.nullable = nullable
        return o

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.leq(other) and other.leq(self)

    __hash__ = None  # type: ignore[assignment]

    # -- helpers -------------------------------------------------------------------
    def own_variables(self, proc: str) -> set:
        """The cells of the procedure's own variables (and of their fields) in this state."""
        out = set()
        for addr in self.mem:
            base = _root_of(addr)
            if type(base) is LocalAddr and base.proc == proc and base.name != RET_NAME:
                out.add(base)
        return out

    def roots_visible_outside(self, proc: str, params: Iterable[str]) -> set:
        """Cells the caller or the rest of the program can still reach after the return.

        Globals, unknown memory (where escaping pointers go), every explore address (input
        memory is reachable from the arguments or globals by construction), the initial
        contents of the parameters, and the return cell.
        """
        roots = {UNKNOWN, LocalAddr(proc, RET_NAME)}
        for addr in self.mem:
            if isinstance(addr, (GlobalAddr, ExploreAddr)):
                roots.add(addr)
            elif isinstance(addr, FieldAddr):
                base = addr.base
                while isinstance(base, FieldAddr):
                    base = base.base
                if isinstance(base, (GlobalAddr, ExploreAddr)):
                    roots.add(base)
        for explores in self.inputs.values():
            roots.update(explores)
        return roots

    def reachable(self, roots: Iterable[Addr], surely: bool = False, exactly: bool = False,
                  through_holders: bool = False) -> set:
        """All addresses reachable from ``roots`` through stored pointers and fields.

        With ``surely``, only through cells that hold one address and nothing else (no
        other block, and NULL only as the failure of the block's own allocation, which
        ``nullable`` and ``mixed`` tell) or, with ``through_holders``, that hold the block
        wherever it exists (``holders``), and not through the cells of a block that may
        have been freed: what is reachable so is reachable on every path
        that reaches this state where the block exists, while a block held only by ``n``
        in ``{NULL, block}`` after ``if (c) n = NULL;``, or only by a field of a node that
        ``realloc`` may have freed, may be lost on the paths where ``n`` is NULL or the
        node freed (the leak check asks the path check).  With ``exactly`` too, the NULL
        counts as an allocation's failure only for a block of this procedure's own
        allocation (``_failure_null``'s ``own_only``: what main holds at the exit, B94).

        A pointer into a block (to one of its fields) reaches the whole block only when a
        global or input memory (the caller's, ``ExploreAddr``) holds it: a queue head's
        ``tqh_last = &elm->entry.tqe_next`` keeps the element, as the block's base can be
        computed back from it, whether the head is a global or a structure the caller
        passed (less's ``thisfile->buflist.prev = &bp->node``).  Held by another block
        it reaches only that field's cells (valgrind's "possibly lost"): counting every
        interior pointer, as the concrete interpreter does, hid bzip2's real leak of
        ``bzf``, whose stream state points back into it.  Summaries lift a pointer into a
        fresh block to the block (``summary._Walker``), which queues in arguments need."""
        children: dict = {}
        for addr in self.mem:
            # link every level of a field path, even when the middle cell (o->in of
            # o->in.text) was never stored itself
            while type(addr) is FieldAddr:
                kids = children.setdefault(addr.base, set())
                if addr in kids:
                    break
                kids.add(addr)
                addr = addr.base
        seen = set()
        work = list(roots)
        mem = self.mem
        dead = self.must_freed
        maybe_dead = self.freed if surely else None
        holders = self.holders if through_holders else None
        followed = set()  # ids of the address sets queued (each held by a cell of mem)
        followed_whole = set()  # ... and whose field addresses' blocks were, from a global
        while work:
            a = work.pop()
            if a in seen:
                continue
            seen.add(a)
            if dead and _root_of(a) in dead:
                continue  # freed for certain: what its cells held is not reachable through it
            if surely and maybe_dead and _root_of(a) in maybe_dead:
                continue  # freed on some paths: what its cells hold is lost on those
            v = mem.get(a)
            if surely and holders and v is not None and len(v.addrs) > 1:
                # a cell that holds a block wherever it exists keeps it surely
                for t in v.addrs:
                    held = holders.get(t)
                    if held is not None and a in held and t not in seen:
                        work.append(t)
            if v is not None and v.addrs and (not surely or len(v.addrs) == 1
                                              or self._failure_null(a, v.addrs, exactly)):
                addrs = v.addrs
                # each distinct address set once (values share them; a set difference
                # hashes nothing anew): its addresses are all seen or queued after that
                if id(addrs) not in followed:
                    followed.add(id(addrs))
                    work.extend(addrs - seen)
                if id(addrs) not in followed_whole and type(_root_of(a)) in _OUTLIVING_ROOTS:
                    # a global's pointer into a block keeps the whole block, whether or not
                    # the field was met before (through the block, or through another
                    # block's pointer): the order of the walk must not decide it
                    followed_whole.add(id(addrs))
                    for t in addrs:
                        if type(t) is FieldAddr:
                            base = _root_of(t)
                            if base not in seen:
                                work.append(base)
            kids = children.get(a)
            if kids:
                work.extend(kids - seen)
        return seen

    def _failure_null(self, cell, addrs: frozenset, own_only: bool = False) -> bool:
        """Whether ``addrs`` is ``{NULL, r}`` where the NULL is the failure of ``r``'s
        allocation (the cell is not ``mixed``); with ``own_only``, only for a block this
        procedure allocated itself (a callee's result may be NULL beside its block for
        another reason, which the summary's mark does not always tell: B94).  ``reachable``
        passes its ``exactly`` here."""
        if len(addrs) != 2 or NULL not in addrs or self.is_mixed(cell):
            return False
        for r in addrs:
            if r is not NULL:
                return r in self.nullable and not (own_only and (type(r) is not Region or r.context))
        return False

    def format(self, indent: str = "  ") -> str:
        lines = []
        for addr in sorted(self.mem, key=lambda a: a.sort_key()):
            lines.append(f"{indent}{addr} -> {self.mem[addr]}")
        # one item per line, so that a change in a dump is a changed line
        for title, items in (("allocated", sorted(self.alloc)), ("freed", sorted(self.freed))):
            lines.append(f"{indent}{title}:" + ("" if items else " none"))
            lines.extend(f"{indent}  {r}" for r in items)
        if self.holders:
            lines.append(f"{indent}held wherever allocated:")
            for r, held in sorted(self.holders.items(), key=lambda kv: kv[0].sort_key()):
                lines.append(f"{indent}  {r} by {{{', '.join(str(c) for c in sorted(held, key=Addr.sort_key))}}}")
        if self.inputs:
            lines.append(f"{indent}inputs:")
            for a, es in sorted(self.inputs.items(), key=lambda kv: kv[0].sort_key()):
                lines.append(f"{indent}  {a} ↦ {{{', '.join(str(e) for e in sorted(es))}}}")
        return "\n".join(lines)


def may_be_zero(v: "Value") -> bool:
    """Whether ``v``'s number part may be 0: a pointer cell holding it may be NULL without
    a NULL address (the unknown content of a field a callee's summary does not record,
    read back as any number: B79)."""
    num = v.num
    return not num.is_bottom() and num.contains(0)


def mixes_nulls(nullable: dict, x: "Value", y: "Value", x_alloc: Optional[frozenset] = None,
                y_alloc: Optional[frozenset] = None) -> bool:
    """Whether joining x and y puts a fresh block r beside a NULL that is not r's failure
    NULL: one side holds r, the other a NULL without r while r (or a block that vanishes
    with r) is allocated there; or an input block beside a NULL that is not the input's
    own (``n = NULL`` on one path, the argument on the other).  When the other side's allocated set is known and holds
    neither, its NULL agrees with "r does not exist" and the NULL test stays exact (the two
    branches of ``p = c ? f() : g()`` each test their own allocation).  A number that may
    be 0 is such a NULL too (``may_be_zero``)."""
    xa, ya = x.addrs, y.addrs
    if xa is ya:
        return False
    null_x, null_y = NULL in xa or may_be_zero(x), NULL in ya or may_be_zero(y)
    if not (null_x or null_y):
        return False
    # a block on one side only matters beside a NULL on the other side
    if null_x and null_y:
        diff = xa ^ ya
    elif null_y:
        diff = xa - ya
    else:
        diff = ya - xa
    for r in diff:
        effects = nullable.get(r)
        if effects is None:
            if type(r) is ExploreAddr and NULL in (y.addrs if r in x.addrs else x.addrs):
                return True  # an input pointer beside a NULL the procedure stored
            if type(r) is not Region:
                continue
            # a block whose allocation is known to have succeeded here: its NULL test
            # means nothing now, but a later join with a path where it may have failed
            # makes the block nullable again, and the cell must not then pass for "NULL
            # iff not allocated" (``p0 = p1->next`` in a loop, p1 the block)
            effects = ()
        r_in_x = r in x.addrs
        if not (null_y if r_in_x else null_x):
            continue
        other_alloc = y_alloc if r_in_x else x_alloc
        if other_alloc is None or r in other_alloc or any(
                kind == "vanish" and a in other_alloc for kind, a in effects):
            return True
    return False


def _mixed_null_cells(nullable: dict, a: "State", b: "State", joined: dict, inputs: dict,
                      cells=None) -> frozenset:
    """Cells that, after a join, hold a fresh block beside a NULL of another source: testing
    such a cell against NULL says nothing about the block's allocation failing.  ``cells``:
    the only cells where the two sides may differ (None: all)."""
    out = []
    amem, bmem = a.mem, b.mem
    for addr in (joined if cells is None else cells):
        v = joined[addr]
        if not v.addrs or (NULL not in v.addrs and not may_be_zero(v)):
            continue  # (mixing needs an address beside the NULL)
        x, y = amem.get(addr), bmem.get(addr)
        if x is None and y is not None:
            x = a.implicit(addr, y, inputs)
        elif y is None and x is not None:
            y = b.implicit(addr, x, inputs)
        if x is None or y is None or x is y or x.addrs == y.addrs:
            continue
        if mixes_nulls(nullable, x, y, a.alloc, b.alloc):
            out.append(addr)
    return frozenset(out)


def _one_cell(addr: Addr, r: Addr, x: "State", y: "State") -> bool:
    """Whether ``addr`` denotes one concrete cell on both sides of a join (a local, or a
    field of input memory or of a single block other than ``r``)."""
    if type(addr) is LocalAddr:
        return True
    root = _root_of(addr)
    return root is not r and _single_root(root, x, y)


def _single_root(root: Addr, x: "State", y: "State") -> bool:
    """Whether the object ``root`` is one concrete object on both sides of a join
    (``_one_cell``'s part that does not depend on the block)."""
    return root is not UNKNOWN and not root.summarises() and root not in x.multi and root not in y.multi


def _correlated_nulls(nullable: dict, one_sided: frozenset, x: "State", y: "State", joined: dict) -> dict:
    """Blocks allocated on one side of a join only, every holder of which is one concrete
    cell (a local variable, or a cell of input memory or of a single block: an
    out-parameter) that is NULL exactly where the block does not exist: ``p = NULL; if (c) p = malloc(..);``, ``*out = NULL; if (c) *out = strdup(..);`` or the two sides
    of ``if (p != NULL)`` after a malloc.  In the joined state such a pointer being NULL
    means the block was not allocated, as for a fresh block (``nullable``), so a later
    ``if (p) free(p)`` frees it for certain."""
    out = None
    for r in one_sided:
        if r in nullable or type(r) is not Region:
            continue
        side, other = (x, y) if r in x.alloc else (y, x)
        held = False
        ok = True
        for addr, v in joined.items():
            if r not in v.addrs:
                continue
            mine = side.mem.get(addr)
            theirs = other.mem.get(addr)
            if theirs is None and type(addr) is LocalAddr and not addr.param:
                continue  # a local not set on the other side (a temporary of this side's)
            # where the cell is NULL it came from the other side, where r does not exist
            # (what else it holds there is not r)
            if not _one_cell(addr, r, x, y) or mine is None or NULL in mine.addrs or addr in side.mixed \
                    or theirs is None or NULL not in theirs.addrs or r in theirs.addrs:
                ok = False
                break
            held = True
        if ok and held:
            if out is None:
                out = dict(nullable)
            out[r] = EMPTY
    return nullable if out is None else out


_OUTLIVING_ROOTS = (GlobalAddr, ExploreAddr)
"""Roots of the memory that existed before the procedure and outlives it, whose pointer
into a block keeps the whole block (``State.reachable``)."""


def _join_holders(x: "State", y: "State", joined: dict, one_sided: frozenset, multi: frozenset,
                  touched, only_one=()) -> dict:
    """``State.holders`` of the join of ``x`` and ``y``: the cells, each one concrete cell,
    that hold a block wherever it is allocated on both sides
    (``State.holds_where_allocated``; on a side where the block is not allocated anything
    is consistent with it).  The result depends on the two states alone, not on the order
    of the joins that made them nor on which is ``x``.  The cells looked at are those
    either side recorded, those whose value the join may change (``touched``) and those
    one side has and the other lacks (``touched`` and ``only_one``), not those both sides
    share one value object by: such a cell that holds a block by its value on one side
    holds it by the same value after the join (``{block, NULL}``, the block's own
    failure), with no record; the exception, that cell counted a mixed NULL on the other
    side (``State.mixed``), loses the record, which is sound (a holder is only ever used to
    rule a block out).  Before, a block allocated on one side had every cell of the joined
    memory looked at, 40% of the joins' time on openssh.  A cell that holds the block
    alone after the join needs no record."""
    fresh = frozenset(r for r in one_sided if type(r) is Region and not r.stack) - multi
    both = (frozenset(x.holders) | frozenset(y.holders)) - multi - fresh
    if not fresh and not both:
        return {}
    found: dict = {}

    def collect(cells, wanted) -> None:
        for addr in cells:
            v = joined.get(addr)
            if v is None:
                continue
            addrs = v.addrs
            if not addrs or addrs.isdisjoint(wanted) or (len(addrs) == 1 and v.num.is_bottom()):
                continue  # (the block alone: it holds it by its value)
            for r in addrs & wanted:
                found.setdefault(r, set()).add(addr)

    wanted = fresh | both
    cells = set(touched)
    cells.update(only_one)
    for side in (x, y):
        for r, held in side.holders.items():
            if r in wanted:
                cells.update(held)
    collect(cells, wanted)
    out: dict = {}
    single: dict = {}  # root -> ``_single_root``, computed once per join
    for r, cells in found.items():
        if (r in x.multi and r in x.alloc) or (r in y.multi and r in y.alloc):
            continue  # (``holds_where_allocated`` is false for every cell on that side)
        keep = []
        for c in cells:
            # ``_one_cell(c, r, x, y)``
            if type(c) is not LocalAddr:
                root = _root_of(c)
                if root is r:
                    continue
                one = single.get(root)
                if one is None:
                    one = single[root] = _single_root(root, x, y)
                if not one:
                    continue
            if x.holds_where_allocated(r, c) and y.holds_where_allocated(r, c):
                keep.append(c)
        if keep:
            out[r] = frozenset(keep)
    return out


def _surely_allocated(st: "State", r: "Region", cells) -> bool:
    """Whether block ``r`` exists on every path ``st`` stands for: one of ``cells`` holds
    a pointer to it and nothing else there, and it is not freed on any."""
    if r not in st.alloc or r in st.freed or r in st.multi:
        return False
    mem = st.mem
    for c in cells:
        v = mem.get(c)
        if v is not None and len(v.addrs) == 1 and r in v.addrs and v.num.is_bottom():
            return True
    return False


def _join_within(x: "State", y: "State", holders: dict, one_sided: frozenset) -> dict:
    """``State.within`` of the join of ``x`` and ``y``.  A fact "b's blocks exist only
    where r's does" holds of a side where no block of b exists, where the side has the
    fact, or where r exists on every path of the side (``_surely_allocated``, by a cell
    that holds r wherever it is allocated on both sides, ``holders``): on the side of a
    join where ``if (arr) { .. arr[i] = malloc(..); }`` took its branch."""
    keys = set(x.within) | set(y.within)
    for r in one_sided:
        if r in holders and type(r) is Region:
            keys.add(r)
    out: dict = {}
    for r in keys:
        if (r in x.multi and r in x.alloc) or (r in y.multi and r in y.alloc):
            continue
        cells = holders.get(r, EMPTY)
        sure = []
        for side in (x, y):
            sure.append(bool(cells) and _surely_allocated(side, r, cells))
        cands = x.within.get(r, EMPTY) | y.within.get(r, EMPTY)
        if sure[0]:
            cands = cands | (x.alloc - y.alloc)
        if sure[1]:
            cands = cands | (y.alloc - x.alloc)
        kept = []
        for b in cands:
            if b is r or type(b) is not Region:
                continue
            ok = True
            for side, s in ((x, sure[0]), (y, sure[1])):
                if b not in side.alloc or s:
                    continue
                if r not in side.alloc or b not in side.within.get(r, EMPTY):
                    ok = False
                    break
            if ok:
                kept.append(b)
        if kept:
            out[r] = frozenset(kept)
    return out


def _absent_block_cell(st: "State", addr: "Addr") -> bool:
    """Whether ``addr`` is a field cell of a heap block that does not exist in ``st`` (not
    allocated, freed or standing for several there): on ``st``'s paths the cell is not
    there, so a join takes the other side's value for it, not that and the block's
    unwritten content (``p = mk(); if (p) p->next = NULL; ... if (p) q = p->next;`` keeps
    ``next`` NULL, not NULL or anything)."""
    if type(addr) is not FieldAddr:
        return False
    root = _root_of(addr)
    return type(root) is Region and not root.stack and not st.present(root)


def _join_setmap(a: dict, b: dict) -> dict:
    """Key-wise union of two maps to sets; ``a`` itself when ``b`` adds nothing (the maps
    are not mutated once in a state, so they can be shared)."""
    if a is b or not b:
        return a
    if not a:
        return b
    out = None
    for k, v in b.items():
        w = a.get(k)
        if w is None:
            u = v
        elif w is v or v <= w:
            continue
        else:
            u = w | v
        if out is None:
            out = dict(a)
        out[k] = u
    return a if out is None else out

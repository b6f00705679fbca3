"""Abstract semantics of the IR: transfer functions over ``memory.State``.

One ``Semantics`` object serves one procedure.  ``transfer(node, state)`` returns the
state after the node's instruction, or ``None`` when the instruction cannot complete
(a call that does not return, a condition that cannot hold, a definite NULL write).

Reading an input cell (a parameter, a global, input memory reached from them) that the
procedure has not written creates an explore address on demand (Section 4.1), at most
``options.explore_k`` per program point.
"""

from __future__ import annotations

from typing import Callable, Optional

from .. import ctype as T
from ..ir import (
    AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, FloatConst, Index, Lv, Return,
    Skip, Str, UnOp, Unknown, UnknownValue, Var, VAR_FUNC, VAR_GLOBAL, VAR_LOCAL, NEGATED_COMPARISON,
    SWAPPED_COMPARISON, expr_vars, instr_exprs, instr_nodes,
)
from .memory import (
    may_be_zero, mixes_nulls, array_cell, element_cell, elements_overlap, EMPTY, NULL, NULL_SET, RET_NAME, UNKNOWN, Addr, AllocSite, ExploreAddr, FieldAddr,
    FuncAddr, GlobalAddr, LocalAddr, Region, State, StrAddr, UnsureWrite, Value, field_addr,
)
from . import memory as _memory
from .accesses import element_cells_of, known_length, strip_casts
from .thresholds import _constant
from .fieldfacts import NONNULL
from .models import ERRNO_KEPT, LENGTHS, OBJECT_SIZE_MAX, SCANF_LIKE, Model, from_attributes, lookup
from ..cfg import ENTRY
from ..options import AnalysisOptions

FRAGMENT_BYTES = 4
"""A pointer converted to an integer type narrower than this (``char``, ``short``,
``_Bool``) keeps none of its addresses (``Semantics._pointer_fragment``).  ``int`` is not
narrower, though it cannot hold an LP64 pointer either: a C89 implicit declaration
(``int f();``) gives a call of a function of another file an ``int`` result, which must
still carry the block the definition returns."""

_COMPARE = ("<", "<=", ">", ">=", "==", "!=")
_HEAP = (Region, ExploreAddr)


def _element_address(e, interior: frozenset) -> bool:
    """Whether pointer expression ``e`` may point to one element of an array, not to the
    start of an object: arithmetic, ``&a[i]``, ``&p[i].f``, or a local variable some
    assignment gives such a value (``interior``)."""
    while type(e) is Cast:
        e = e.operand
    t = type(e)
    if t is BinOp:
        return True
    if t is Lv:
        return type(e.lval) is Var and e.lval.name in interior
    if t is AddrOf:
        lv = e.lval
        while True:
            tl = type(lv)
            if tl is Index:
                return True
            if tl is Field:
                lv = lv.base
            elif tl is Deref:
                return _element_address(lv.ptr, interior)
            else:
                return False
    return False


def interior_pointer_vars(fn) -> frozenset:
    """The local variables that may hold a pointer to one element of an array (assigned
    ``&a[i]``, ``p + i``, ``p++``, or another such variable), flow-insensitively: a store
    through one of them (``r->f = ..``) writes one element's cell among many, weakly."""
    assigns = [(i.lhs.name, i.rhs) for i in fn.cfg.instrs
               if type(i) is Assign and type(i.lhs) is Var and i.lhs.kind == VAR_LOCAL
               and i.lhs.ty is not None and i.lhs.ty.is_pointer]
    out: set = set()
    changed = True
    while changed:
        changed = False
        frozen = frozenset(out)
        for name, rhs in assigns:
            if name not in out and _element_address(rhs, frozen):
                out.add(name)
                changed = True
    return frozenset(out)


def start_pointer_vars(fn) -> frozenset:
    """The local variables (not parameters, their address never taken) that only ever hold
    the start of an object, NULL or a pointer no array of the procedure's can be behind:
    every assignment gives them an object's address (``&x``, an array converted to a
    pointer, ``&a[0]``), NULL, a literal, another such variable, or the result of a call
    given no pointer (``buf = xmalloc(n)``).  A test ``p != a`` rules the array ``a`` out
    of such a ``p`` even where other pointers point past the array's start (the small
    buffer of ``if (buf != smallbuf) free(buf)`` when ``buf[len] = 0`` made one,
    ``memory.INTERIOR_CELLS``)."""
    from ..pathcheck.paths import _address_taken_vars

    params = {p.name for p in fn.params}
    defs: dict = {}
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Unknown:
            return frozenset()
        if t is Assign and type(instr.lhs) is Var and instr.lhs.kind == VAR_LOCAL:
            defs.setdefault(instr.lhs.name, []).append(instr.rhs)
        elif t is Call and type(instr.result) is Var and instr.result.kind == VAR_LOCAL:
            defs.setdefault(instr.result.name, []).append(instr)
    taken = _address_taken_vars(fn)
    out = {name for name in defs if name not in params and name not in taken}
    changed = True
    while changed:
        changed = False
        for name in sorted(out):
            if not all(_start_value(d, out) for d in defs[name]):
                out.discard(name)
                changed = True
    return frozenset(out)


def _start_value(d, names: set) -> bool:
    if type(d) is Call:
        return all(a.ty is not None and not a.ty.is_pointer and not isinstance(a.ty, T.ArrayType) for a in d.args)
    while type(d) is Cast:
        d = d.operand
    t = type(d)
    if t is Const or t is Str:
        return True
    if t is Lv:
        return type(d.lval) is Var and d.lval.name in names and d.lval.kind == VAR_LOCAL
    if t is AddrOf:
        lv = d.lval
        while type(lv) in (Field, Index):
            if type(lv) is Index and not (type(lv.index) is Const and lv.index.value == 0):
                return False
            lv = lv.base
        return type(lv) is Var
    return False


def param_named(e, names) -> Optional[str]:
    """The name of the local (parameter) variable among ``names`` whose value ``e`` is,
    casts aside; None otherwise."""
    while type(e) is Cast:
        e = e.operand
    if type(e) is Lv and type(e.lval) is Var and e.lval.kind == VAR_LOCAL and e.lval.name in names:
        return e.lval.name
    return None


def single_cell_params(fn, passes_on=None) -> frozenset:
    """The pointer parameters through which the procedure can only reach the one cell
    they point to at entry: never assigned nor their address taken, and used only as
    ``*p`` (``p->f`` included) and in tests of their nullness, never in arithmetic, never
    copied, and passed on only as an argument that the callee uses the same way
    (``passes_on(call, i)``, from its summary).  What such a parameter points to is one
    concrete cell (the callers' other elements of an array it may point into cannot be
    reached from here), so a number stored through it is a strong update (``*err = 0``),
    not the weak one an element of a buffer gets."""
    scan = _SINGLE_SCANS.get(id(fn))
    if scan is None or scan[0] is not fn:
        if len(_SINGLE_SCANS) >= 4096:
            _SINGLE_SCANS.clear()
        scan = _SINGLE_SCANS[id(fn)] = (fn,) + _scan_single_cell(fn)
    _, sure, passed = scan
    if not passed:
        return sure
    out = set(sure)
    blocked = set()
    for call, i, name in passed:
        if passes_on is None or not passes_on(call, i):
            blocked.add(name)
    out.update({name for _, _, name in passed} - blocked)
    return frozenset(out)


_SINGLE_SCANS: dict = {}
"""id(fn) -> (fn, parameters single-cell whatever their calls, [(call, index, parameter)]
for the parameters whose other uses qualify but that are passed on): the scan of the IR
is done once per procedure, the callees' part at each analysis (their summaries change)."""


def _scan_single_cell(fn) -> tuple:
    names = {p.name for p in fn.params if p.ty is not None and getattr(p.ty, "is_pointer", False)}
    if not names:
        return frozenset(), ()
    seen: dict = {}
    allowed: dict = {}
    passed: list = []

    def allow(name) -> None:
        if name is not None:
            allowed[name] = allowed.get(name, 0) + 1

    for instr in fn.cfg.instrs:
        if type(instr) is Assume:
            c = instr.cond
            while type(c) is UnOp and c.op == "!":
                c = c.operand
            if type(c) is BinOp and c.op in ("==", "!="):
                if type(c.right) in (Const, Cast) and param_named(c.right, names) is None:
                    allow(param_named(c.left, names))
                elif type(c.left) in (Const, Cast) and param_named(c.left, names) is None:
                    allow(param_named(c.right, names))
            else:
                allow(param_named(c, names))
        elif type(instr) is Call and instr.callee_name is not None:
            for i, a in enumerate(instr.args):
                name = param_named(a, names)
                if name is not None:
                    allow(name)  # counted as allowed; undone below if the callee does not
                    passed.append((instr, i, name))
        for x in instr_nodes(instr):
            t = type(x)
            if t is Var and x.name in names and x.kind == VAR_LOCAL:
                seen[x.name] = seen.get(x.name, 0) + 1
            elif t is Deref:
                allow(param_named(x.ptr, names))
    ok = {n for n in names if seen.get(n, 0) == allowed.get(n, 0)}
    passed = tuple(p for p in passed if p[2] in ok)
    sure = frozenset(ok - {name for _, _, name in passed})
    return sure, passed


_EXACT = (LocalAddr, GlobalAddr, StrAddr, FuncAddr)

STD_FD_PREFIX = "__sparrow_std_fd"
"""The hidden globals of the standard descriptors' numbers (``Semantics._std_fd_slot``);
a reserved identifier, so no program's own."""


class Stats:
    """Counters reported by every run: what was approximated and how often."""

    def __init__(self):
        self.unknown_calls: dict[str, int] = {}
        self.indirect_unresolved = 0
        self.explore_cuts = 0
        self.widenings = 0
        self.iteration_caps = 0
        self.analyses = 0
        """Fixpoint computations of one procedure (a recursive SCC's members may count several)."""
        self.callback_variants = 0
        """Callback variants made (``Summary.variants``), each one of ``analyses``."""

    def merge(self, other: "Stats") -> None:
        for k, v in other.unknown_calls.items():
            self.unknown_calls[k] = self.unknown_calls.get(k, 0) + v
        self.indirect_unresolved += other.indirect_unresolved
        self.explore_cuts += other.explore_cuts
        self.widenings += other.widenings
        self.iteration_caps += other.iteration_caps
        self.analyses += other.analyses
        self.callback_variants += other.callback_variants


class CallResolver:
    """How calls are interpreted: user-declared models, library models, then summaries (if
    any), then the unknown-function policy.  The interprocedural driver subclasses this."""

    user_models: dict = {}
    constant_globals: dict = {}
    """name -> value of the globals no code of the program writes (``globalfacts``)."""
    scalar_globals: frozenset = frozenset()
    """Names of the globals whose type holds no pointer (``globalfacts.scalar_globals``)."""
    reads_errno: bool = True
    """Whether some code of the program reads ``errno`` (``globalfacts.errno_use``): if
    not, library calls need not write it (``Semantics.library_errno``)."""
    errno_taken: bool = True
    """Whether some code of the program takes ``errno``'s address (``globalfacts.errno_use``)."""

    def result_null_doubted(self, name: str) -> bool:
        """Whether the NULL a procedure's summary says it may return is not believed at
        its calls (the driver counts how often the program's callers test it)."""
        return False

    def model(self, name: str) -> Optional[Model]:
        m = self.user_models.get(name)
        return m if m is not None else lookup(name)

    def apply_summary(self, sem: "Semantics", st: State, call: Call, name: str, node: int):
        """Apply ``name``'s summary; return the new state, or NotImplemented when none."""
        return NotImplemented

    def may_apply(self, caller: str, name: str) -> bool:
        """Whether the analysis of procedure ``caller`` may apply the program's function
        ``name`` at an indirect call: the call graph ordered it before the caller
        (``CallGraph.succs``); True where no call graph is known."""
        return True

    def ret_when_null(self, call: Call) -> tuple:
        """The callee's ``Summary.ret_when_null``: ``(I, number)`` pairs, the numbers it
        may return where its I-th argument is NULL at entry; () when not known."""
        return ()

    def single_cell_arg(self, call: Call, i: int) -> bool:
        """Whether the callee reaches only the one cell its I-th argument points to
        (``Summary.single_args``); False when that is not known."""
        return False

    def defined_type(self, name: str) -> Optional[T.FuncType]:
        """The type of the program's definition of the function ``name`` (None: not
        defined in the program, or not known)."""
        return None

    def field_invariant(self, field: str, numeric_cls):
        """The value every read of an integer field named ``field`` sees
        (``fieldfacts.field_invariants``), or None: any number."""
        return None


_TYPED: dict = {}
"""(call signature, target type) -> ``signature_compatible``: an indirect call is applied at
every visit of its node, to every target its pointer holds."""


def indirect_targets(sem: "Semantics", call: Call, fv: Value) -> tuple:
    """``(targets, unresolved)`` of an indirect call whose function pointer has the value
    ``fv``: the functions it holds that the call may reach by their types, as the call
    graph's edges (``signature_compatible``), and whether anything else must be applied as
    an unknown function -- an address that is no function, or a target of an incompatible
    type, so that no summary is used that the call graph did not order before the caller
    (the parallel driver ships a worker only the summaries of its SCCs' callees)."""
    names = sorted(a.name for a in fv.addrs if type(a) is FuncAddr)
    unresolved = not names or any(type(a) is not FuncAddr and a is not NULL for a in fv.addrs)
    if not names:
        return names, unresolved
    from ..interproc.callgraph import call_signature, signature_compatible

    ordered = [t for t in names if sem.resolver.may_apply(sem.proc, t)]
    if len(ordered) < len(names):
        # (the call graph saw no way for this address to reach the procedure: a summary
        # not ordered before it is not used, as the workers of a parallel run lack it)
        names, unresolved = ordered, True
        if not names:
            return names, unresolved
    sig = call_signature(call)
    if sig is None:
        return names, unresolved
    targets = []
    for t in names:
        ftype = sem.resolver.defined_type(t)
        if ftype is None:
            ftype = sem.prototypes.get(t)
        key = (id(sig), id(ftype))
        ok = _TYPED.get(key)
        if ok is None or ok[0] is not sig or ok[1] is not ftype:
            ok = _TYPED[key] = (sig, ftype, signature_compatible(sig, ftype))
        if ok[2]:
            targets.append(t)
    return targets, unresolved or not targets or len(targets) < len(names)


_UNSET = object()


def _input_rooted(a) -> bool:
    """Whether an address is input memory (an explore address, unknown memory, or a
    field of one): two of them may denote one object, whatever their names."""
    while type(a) is FieldAddr:
        a = a.base
    return type(a) is ExploreAddr or a is UNKNOWN


def _root(addr):
    return addr.root if type(addr) is FieldAddr else addr


def drop_within(st: State, regions) -> dict:
    """Forget the facts of ``State.within`` about the regions ``regions`` (a new block of
    each is being made, stored nowhere yet).  The facts dropped, as {region: [the blocks
    they were facts of]}."""
    dropped: dict = {}
    if not st.within:
        return dropped
    out = {}
    for r, blocks in st.within.items():
        gone = blocks.intersection(regions)
        if gone:
            for b in gone:
                dropped.setdefault(b, []).append(r)
            blocks = blocks - gone
        if blocks:
            out[r] = blocks
    st.within = out
    return dropped


def _within_root(st: State, addrs):
    """The one block all of the cells ``addrs`` lie in (NULL-based ones aside: a store
    through NULL does not return), if a test may rule it out (a cell holds it wherever it
    exists, or its pointer's NULL means it was not made) and it stands for one block that
    is not freed; else None."""
    root = None
    for a in addrs:
        t = _root(a)
        if t is NULL:
            continue
        if root is None:
            root = t
        elif t is not root:
            return None
    if root is None or type(root) is not Region or root.stack or root in st.multi \
            or root not in st.alloc or root in st.freed \
            or not (root in st.holders or root in st.nullable):
        return None
    return root


def _add_within(st: State, root: Region, blocks) -> None:
    """Record that the blocks of the regions ``blocks`` exist only where ``root`` does."""
    old = st.within.get(root, EMPTY)
    add = [b for b in blocks if type(b) is Region and b is not root and b not in old]
    if add:
        within = dict(st.within)
        within[root] = old.union(add)
        st.within = within


def _within_of(st: State, gone) -> list:
    """The blocks that exist only where one of the blocks ``gone``, just ruled out, does
    (``State.within``)."""
    within = st.within
    return [b for r in gone if r not in st.freed for b in within.get(r, EMPTY)]


def _mark_unsure(st: State, inputs: list) -> None:
    """Mark the input cells ``inputs`` (not yet in ``st.written``) written on some of the
    paths the state stands for only (``UnsureWrite``)."""
    if inputs:
        st.written = st.written.union(inputs, [UnsureWrite(a) for a in inputs])


class Semantics:
    """Transfer functions of one procedure."""

    def __init__(self, fn, options: AnalysisOptions, numeric_cls, stats: Optional[Stats] = None,
                 resolver: Optional[CallResolver] = None, prototypes: Optional[dict] = None):
        self.fn = fn
        self.proc = fn.name
        self.options = options
        self.N = numeric_cls
        self.TOP = numeric_cls.top()
        self.BOT = numeric_cls.bottom()
        self.ZERO = numeric_cls.const(0)
        self.ONE = numeric_cls.const(1)
        self.BOOL = self.ZERO.join(self.ONE)
        self.V_TOP = Value(self.TOP)
        self.V_NULL = Value(self.BOT, NULL_SET)
        self.V_UNKNOWN_PTR = Value(self.BOT, frozenset((UNKNOWN, NULL)))
        self._callee_cell = Value(self.TOP, NULL_SET)
        self.stats = stats or Stats()
        self.resolver = resolver or CallResolver()
        self.prototypes = prototypes or {}
        self.params = {p.name for p in fn.params}
        self._equiv: Optional[list] = None  # see null_equivalents
        self._interior = interior_pointer_vars(fn)
        self._starts: Optional[frozenset] = None  # start_pointer_vars, when first needed
        self._single = single_cell_params(fn, self.resolver.single_cell_arg)
        self.nonnull_entry: frozenset = frozenset()
        """Parameters whose value at entry is taken to be non-NULL (an analysis of the
        procedure for the callers that pass one: ``Summary.null_only``)."""
        self.null_entry: frozenset = frozenset()
        """Parameters whose value at entry is taken to be NULL (``Summary.nonnull_only``)."""
        self.func_entry: dict = {}
        """Parameter name -> the name of the function it holds from the entry on (an
        analysis of the procedure for the callers that pass it: ``Summary.variants``)."""
        self.unresolved_calls: set = set()  # locations of calls through unknown function pointers
        self.ret_addr = LocalAddr(self.proc, RET_NAME)
        self._var_addrs: dict = {}
        self._result_tests: dict = {}  # Assume node -> _result_test
        self._taken: Optional[set] = None  # variables whose address is taken
        self._type_ranges: dict = {}
        # the two Assume nodes of one branch read the same input cells from the same
        # state: they materialise them at their branch point, so that both outcomes name
        # one input cell with one explore address (two would alias, forcing weak updates)
        cfg = fn.cfg
        self._read_point: dict = {}
        groups: dict = {}
        for n, instr in enumerate(cfg.instrs):
            if type(instr) is Assume and cfg.preds[n]:
                groups.setdefault(frozenset(cfg.preds[n]), []).append(n)
        for members in groups.values():
            if len(members) > 1:  # the outcomes of one test, reached from the same nodes
                for n in members:
                    self._read_point[n] = members[0]

    # ================================================================ entry state
    def initial_state(self) -> State:
        """Nothing known, except the globals that keep their initialiser's value for ever
        (see ``globalfacts``): they hold it from the start and are never written."""
        constants = self.resolver.constant_globals
        mem = {}
        if constants:
            for var in constant_globals_read(self.fn, constants):
                ty = var.ty
                c = constants[var.name]
                if type(c) is not int:  # a function (``FunctionConstant``)
                    tu = getattr(self.resolver, "tu", None)
                    if tu is not None and c.readable_in(tu):
                        mem[self.var_addr(var)] = Value(self.BOT, frozenset((FuncAddr(str(c)),)))
                    continue
                # (a pointer made of a non-zero integer holds that number and no address)
                mem[self.var_addr(var)] = self.V_NULL if ty is not None and ty.is_pointer and c == 0 else \
                    Value(self.N.const(c))
        for name, func in self.func_entry.items():
            mem[LocalAddr(self.proc, name, param=True)] = Value(self.BOT, frozenset((FuncAddr(func),)))
        st = State(mem)
        if self.null_entry or self.nonnull_entry:
            # the parameters a variant fixes hold that value from the entry on: read lazily,
            # a join with a path that had not read them yet would give them back their
            # unknown input value (``State.implicit``: any pointer, or NULL)
            for p in self.fn.params:
                if p.name in self.null_entry or p.name in self.nonnull_entry:
                    self.explore(st, LocalAddr(self.proc, p.name, param=True), p.ty, ENTRY)
        return st

    # ================================================================ addresses
    def var_addr(self, var: Var):
        key = (var.name, var.kind)
        a = self._var_addrs.get(key)
        if a is None:
            if var.kind == VAR_GLOBAL:
                a = GlobalAddr(var.name)
            elif var.kind == VAR_FUNC:
                a = FuncAddr(var.name)
            else:
                a = LocalAddr(self.proc, var.name, param=var.name in self.params)
            self._var_addrs[key] = a
        return a

    def lval_addrs(self, st: State, lv, node: int, as_base: bool = False) -> tuple[list, bool, bool]:
        """The cells an lvalue denotes: (addresses, strong-update allowed, definitely NULL).

        ``as_base``: the lvalue is the record whose field is accessed, not the cell itself."""
        t = type(lv)
        if t is Var:
            return [self.var_addr(lv)], True, False
        if t is Deref:
            v = self.eval(st, lv.ptr, node)
            targets = [a for a in v.addrs if a is not NULL and type(a) is not FuncAddr]
            if len(targets) > 1:
                targets.sort(key=Addr.cached_key)  # reads may create explore addresses: keep their order stable
            if targets and NULL in v.addrs:
                self._dereferenced(st, lv.ptr, v, node)
            if targets and type(lv.ptr) is BinOp:
                self._index_in_object(st, lv.ptr, node)
            if not targets:
                if NULL in v.addrs:
                    return [], False, True
                if not v.num.is_bottom():  # an integer used as a pointer
                    return [UNKNOWN], False, False
                return [], False, False
            strong = len(targets) == 1 and self._singular(st, targets[0])
            if strong and (_element_address(lv.ptr, self._interior) or (
                    not as_base and type(targets[0]) in _HEAP and not self._whole_block_access(lv)
                    and not (type(targets[0]) is ExploreAddr and self._single_cell(lv.ptr)))):
                # ``(p + i)->f``, ``p[i].f``, ``r->f`` after ``r = &a[i]``: one element's
                # cell among the array's, which one cell stands for
                strong = False
            return targets, strong, False
        if t is Field:
            bases, strong, null = self.lval_addrs(st, lv.base, node, as_base=True)
            name = lv.name
            return [field_addr(a, name) for a in bases], strong, null
        if t is Index:
            k = self.eval(st, lv.index, node).num.as_const()
            bases, strong, null = self.lval_addrs(st, lv.base, node)
            if lv.elements == "all":
                # every element is stored (a struct copy, a zero fill): the array's cell,
                # strongly where it is one concrete array of known length
                return bases, strong and known_length(lv.base), null
            if (lv.elements == "one" and k is not None and self.options.element_cells
                    and element_cells_of(lv, k) and bases):
                return [element_cell(b, k) for b in bases], strong, null
            return bases, False, null
        raise TypeError(f"not an lvalue: {lv!r}")

    def _address_taken(self) -> set:
        """The procedure's variables whose address is taken (computed once)."""
        if self._taken is None:
            from ..pathcheck.paths import _address_taken_vars
            self._taken = _address_taken_vars(self.fn)
        return self._taken

    def _unsigned_view(self, e, v: Value, bits: int) -> Value:
        """``_unsigned_view``, except for a local variable of the procedure whose address is
        never taken: every write to it is an assignment, which converts to its type
        (``assign_value``), so it never held a number outside the type's range, and the
        part of its abstract value outside that range (a bound a loop's widening sent to
        +oo: ``n++`` on a counter) stands for no execution.  It is cut off, not wrapped
        round: ``[1, +oo]`` is ``[1, 2^64 - 1]``, not any ``size_t`` with 0."""
        if v.addrs or _fits_unsigned(v.num, bits):
            return _unsigned_view(e, v, bits)
        var = e.lval if type(e) is Lv else None
        ty = getattr(var, "ty", None)
        if type(var) is Var and var.kind == VAR_LOCAL and isinstance(ty, T.IntType) and not ty.signed \
                and ty.bytes * 8 == bits:
            if var.name not in self._address_taken() and var.name not in self.params:
                clipped = v.num.meet(self.N.range(0, (1 << bits) - 1))
                if not clipped.is_bottom():
                    return Value(clipped, v.addrs)
        return _unsigned_view(e, v, bits)

    def _index_in_object(self, st: State, ptr, node: int) -> None:
        """After ``*(p + i)`` (``p[i]``, ``(p + i)->f``) executes, ``p + i`` pointed into
        the object ``p`` points into: ``i`` elements away from ``p`` within one object, so
        ``|i|`` is at most ``OBJECT_SIZE_MAX`` over the element's size (pointer
        arithmetic outside the object is undefined, C11 6.5.6p8).  Refines the cell ``i``
        reads (``Semantics.refine_linear`` for ``i + 1``): a counter ``n`` of a
        grow-on-demand array (``a[n].name = s; n++``), which the loop's widening made any
        ``size_t``, cannot wrap to 0 at ``n++`` (docs/assumptions.md, "An object is
        smaller than PTRDIFF_MAX bytes")."""
        if ptr.op not in ("+", "-") or ptr.ty is None or not ptr.ty.is_pointer:
            return
        if _pointer_operand(ptr.left):
            i = ptr.right
        elif ptr.op == "+" and _pointer_operand(ptr.right):
            i = ptr.left
        else:
            return
        ity = getattr(i, "ty", None)
        target = getattr(ptr.ty, "target", None)
        size = target.size() if target is not None else None
        if not isinstance(ity, T.IntType) or not size or size <= 0:
            return
        base = strip_casts(ptr.left if i is ptr.right else ptr.right)
        if type(base) is BinOp:
            # ``(p + n) - k``: the inner result points into the object too
            self._index_in_object(st, base, node)
        k = OBJECT_SIZE_MAX // size
        want = self.N.range(0 if not ity.signed else -k, k)
        old = self.eval(st, i, node)
        if old.addrs or old.num.is_bottom():
            return
        new = old.num.meet(want)
        if new == old.num or new.is_bottom():
            return  # (nothing to learn; an index outside every object: left to the rest)
        cell = self._refinable(i)
        if cell is not None:
            self.refine_cell(st, cell, old, Value(new, EMPTY), node)
        else:
            self.refine_linear(st, i, new, node)

    def _cells_read(self, st: State, e, node: int) -> list:
        """The cells expression ``e`` reads directly (none unless it is an lvalue); a cast
        (``free((void *)q)``) reads what its operand reads."""
        while type(e) is Cast:
            e = e.operand
        if type(e) is not Lv:
            return []
        cells, _, _ = self.lval_addrs(st, e.lval, node)
        return cells

    def _reads_mixed(self, st: State, e, node: int) -> bool:
        """Whether expression ``e`` reads a cell marked mixed (evaluated before any store)."""
        return bool(st.mixed) and any(st.is_mixed(c) for c in self._cells_read(st, e, node))

    @staticmethod
    def _freed_mixed(st: State, cells: list) -> bool:
        """``_reads_mixed`` for the argument of a free, given the ``cells`` it reads
        (``_cells_read``), except for a parameter cell that no path has written: it holds
        the caller's value or a test's refinement of it, so its NULL is the input's own
        even where a join marked the cell mixed."""
        if len(cells) > 1:
            # ``free(p->next)`` where p points to several blocks: a NULL one block's field
            # holds is no failure NULL of the block another's field points to (B89)
            vals = [st.mem.get(c) for c in cells]
            if any(v is not None and NULL in v.addrs for v in vals) and \
                    any(v is not None and any(isinstance(a, _HEAP) for a in v.addrs) for v in vals):
                return True
        if not st.mixed:
            return False
        if len(cells) == 1 and cells[0].is_input() and cells[0] not in st.written:
            return False
        return any(st.is_mixed(c) for c in cells)

    @staticmethod
    def _no_other_null(st: State, target, v: Value) -> bool:
        """Whether freeing through ``v`` certainly frees ``target``: either ``v`` cannot be
        NULL, or its NULL means there is no such block (an input pointer of a procedure,
        or a fresh block whose allocation may have failed)."""
        return NULL not in v.addrs or type(target) is ExploreAddr or target in st.nullable

    @staticmethod
    def _whole_block_access(lv) -> bool:
        """Whether ``*p`` certainly denotes the one element a heap block holds.

        A block's base cell stands for all its elements (a malloc'ed buffer is one
        summarised cell), so a strong update is only sound when the element is a pointer
        (``*pp = malloc(..)`` on a block of one pointer; a pointer to one element among
        many, ``_element_address``, is weak anyway); a character or integer buffer is
        written weakly.
        """
        return lv.ty is not None and lv.ty.is_pointer

    def _single_cell(self, ptr) -> bool:
        """Whether ``ptr`` is a parameter of ``single_cell_params`` (so its target is the
        explore address of its value at entry, one cell)."""
        return bool(self._single) and param_named(ptr, self._single) is not None

    def _dereferenced(self, st: State, ptr, v: Value, node: Optional[int] = None) -> None:
        """After ``*p`` executes, p was not NULL: drop NULL from a pointer variable.  So
        after ``p[i]`` (``*(p + i)``) and ``*(T *)p``: arithmetic on a NULL pointer is
        undefined already, so a path that goes on had p not NULL.  A parameter that still
        holds the caller's value takes its copies along (``old = elm; elm->left``: ``old``
        is not NULL either), and the results of NULL-in, NULL-out callees given it
        (``accesses._null_equivalents``, on every path to the node)."""
        arith = False
        while True:
            t = type(ptr)
            if t is Cast:
                ptr = ptr.operand
            elif t is BinOp and ptr.op in ("+", "-") and ptr.ty is not None and ptr.ty.is_pointer \
                    and _pointer_operand(ptr.left):
                ptr, arith = ptr.left, True
            else:
                break
        if type(ptr) is Lv and type(ptr.lval) is Var and ptr.lval.kind != VAR_FUNC:
            cell = self.var_addr(ptr.lval)
            w = st.mem.get(cell)
            if w is v or (arith and w is not None and NULL in w.addrs and len(w.addrs) > 1):
                st.mem[cell] = Value(w.num, w.addrs - NULL_SET)
                if st.nullable:
                    self.allocation_succeeded(st, w.addrs)
                if node is not None and ptr.lval.name in self.params:
                    self._equivalents_not_null(st, ptr.lval.name, node)
        elif type(ptr) is Lv and type(ptr.lval) is not Var and node is not None:
            # ``h->entries[i]``: the one cell ``h->entries`` denotes held no NULL either,
            # when that cell is one concrete cell (a strong update is allowed there)
            cells, strong, _ = self.lval_addrs(st, ptr.lval, node)
            if strong and len(cells) == 1:
                cell = cells[0]
                w = st.mem.get(cell)
                if w is not None and NULL in w.addrs and len(w.addrs) > 1 and (w is v or arith):
                    st.mem[cell] = Value(w.num, w.addrs - NULL_SET)
                    if st.nullable:
                        self.allocation_succeeded(st, w.addrs)

    def null_equivalents(self) -> list:
        """``accesses._null_equivalents`` of this procedure, computed once for the engine
        (``_equivalents_not_null``) and the summary's facts (``procedure_facts``)."""
        if self._equiv is None:
            from .accesses import _null_equivalents
            self._equiv = _null_equivalents(self.fn, self, {p.name: i for i, p in enumerate(self.fn.params)})
        return self._equiv

    def _equivalents_not_null(self, st: State, param: str, node: int) -> None:
        """Drop NULL from the variables NULL exactly where ``param`` is (before ``node``),
        now that it is not."""
        equiv = self.null_equivalents()
        facts = equiv[node] if node < len(equiv) else None
        if not facts or facts.get(param) != param:
            return  # no copies, or the parameter no longer holds the caller's value
        for name, p in facts.items():
            if p != param or name == param:
                continue
            cell = LocalAddr(self.proc, name, param=name in self.params)
            w = st.mem.get(cell)
            if w is not None and NULL in w.addrs and len(w.addrs) > 1:
                st.mem[cell] = Value(w.num, w.addrs - NULL_SET)

    def _singular(self, st: State, addr) -> bool:
        if addr in _memory.ARRAY_CELLS:
            return False  # one element of an array among several
        return self._one_object(st, addr)

    def _one_object(self, st: State, addr) -> bool:
        """Whether ``addr`` is the cell of one concrete object (an array's cell stands for
        one array; ``_singular`` asks whether it is one concrete cell)."""
        root = _root(addr)
        if root is UNKNOWN or root.summarises():
            return False
        if type(root) is Region and root in st.multi:
            return False
        return True

    # ================================================================ reads
    def read(self, st: State, addr, ty, node: int) -> Value:
        v = st.mem.get(addr)
        if v is not None:
            if v.addrs and type(ty) is T.IntType and ty.bytes < FRAGMENT_BYTES:
                # a union's number member over its stored pointer member: the low bytes
                return self._pointer_fragment(v, ty)
            return v
        if type(addr) is FieldAddr and addr.collapsed is not None:
            return self.read(st, addr.collapsed, ty, node)  # an element not stored: the array's cell
        if st.havocked and _root(addr) in st.havocked:
            # a cell of an object handed to unknown code: what it held, or anything
            v = self._read_absent(st, addr, ty, node)
            if not (ty is not None and (ty.is_integer or isinstance(ty, T.FloatType))):
                v = Value(self.TOP, v.addrs | _UNKNOWN_SET)
            else:
                v = Value(self.TOP, v.addrs)
            if addr.is_input():
                st.mem[addr] = v  # (over the entry content ``explore`` stored)
                # the input memory it leads to was reachable too
                deeper = frozenset(a for a in v.addrs if type(a) is ExploreAddr) - st.havocked
                if deeper:
                    st.havocked = st.havocked | deeper
            return v
        return self._read_absent(st, addr, ty, node)

    def _read_absent(self, st: State, addr, ty, node: int) -> Value:
        if addr.is_input():
            return self.explore(st, addr, ty, node)
        if addr is UNKNOWN:
            return Value(self.TOP, frozenset((UNKNOWN,)))
        root = _root(addr)
        if type(root) is Region and root is not addr and root.context:
            return self._callee_cell  # left by a callee: see State.implicit
        if type(root) is Region and root.zeroed:
            if ty is None:
                return Value(self.ZERO, NULL_SET)  # type unknown: the zero bytes are 0 or NULL
            return self.V_NULL if ty.is_pointer else Value(self.ZERO)
        return self.V_TOP  # uninitialised: any number, no valid pointer

    def _in_scalar_global(self, addr) -> bool:
        scalars = self.resolver.scalar_globals
        if not scalars:
            return False
        root = _root(addr)
        return type(root) is GlobalAddr and root.name in scalars

    def explore(self, st: State, addr, ty, node: int) -> Value:
        """Materialise the input content of ``addr`` (Section 4.1's explore address)."""
        if ty is not None and (ty.is_integer or isinstance(ty, T.FloatType)):
            v = self.V_TOP
            if type(addr) is FieldAddr and ty.is_integer and self.options.field_invariants:
                inv = self.resolver.field_invariant(addr.field, self.N)
                if inv is not None and inv is not NONNULL:
                    v = Value(inv)
        elif ty is None and self._in_scalar_global(addr):
            v = self.V_TOP  # a read without a type (a summary's access path) of a number
        else:
            existing = st.explores.get(node, EMPTY)
            k = self.options.explore_k
            nxt = 1 + max((x.ordinal for x in existing), default=0)
            if type(addr) is LocalAddr:
                # a parameter's own pointee is never merged with other input memory: the
                # procedure has few parameters, and telling its out-parameters apart is
                # what Arg2Arg is about (a call node that explored ssh->state->in->d
                # spent all k and merged `size_t *lenp`'s target with the buffer's bytes,
                # so callers saw their length variable flow into the returned pointer)
                e = ExploreAddr(self.proc, node, nxt, param=True)
            else:
                summary = next((x for x in existing if x.reused), None)
                if summary is not None:
                    e = summary
                    self.stats.explore_cuts += 1
                else:
                    counted = sum(1 for x in existing if not x.param)
                    e = ExploreAddr(self.proc, node, nxt, reused=counted + 1 >= k)
            st.own_inputs()
            if e not in existing:
                st.explores[node] = existing | {e}
            st.inputs[addr] = st.inputs.get(addr, EMPTY) | {e}
            # input pointers may be NULL (a list's last next field); a dereference drops it
            num = self.BOT if ty is not None and ty.is_pointer else self.TOP
            if type(addr) is LocalAddr and addr.param and addr.name in self.nonnull_entry:
                v = Value(num.refine("!=", self.ZERO)[0] if not num.is_bottom() else num, frozenset((e,)))
            elif type(addr) is LocalAddr and addr.param and addr.name in self.null_entry:
                v = Value(num if num.is_bottom() else self.ZERO, NULL_SET)
            elif type(addr) is FieldAddr and self.options.field_invariants and (ty is None or ty.is_pointer) \
                    and self.resolver.field_invariant(addr.field, self.N) is NONNULL:
                # a pointer field no store of the program leaves NULL (``fieldfacts``)
                v = Value(self.BOT, frozenset((e,)))
            else:
                v = Value(num, frozenset((e, NULL)))
        st.mem[addr] = v
        return v

    # ================================================================ expressions
    def eval(self, st: State, e, node: int) -> Value:
        return _EVAL[type(e)](self, st, e, node)

    def _eval_const(self, st, e, node):
        return Value(self.N.const(e.value))

    def _eval_top(self, st, e, node):
        return self.V_TOP

    def _eval_unknown(self, st, e, node):
        if e.ty is not None and e.ty.is_pointer:
            return self.V_UNKNOWN_PTR
        return self.V_TOP

    def _eval_str(self, st, e, node):
        return Value(self.BOT, frozenset((StrAddr(e.loc),)))

    def _eval_lv(self, st, e, node):
        lv = e.lval
        if type(lv) is Var and lv.kind == VAR_FUNC:
            return Value(self.BOT, frozenset((FuncAddr(lv.name),)))
        addrs, _, _ = self.lval_addrs(st, lv, node)
        ty = lv.ty
        if len(addrs) == 1:
            return self.read(st, addrs[0], ty, node)
        out = None
        for a in addrs:
            v = self.read(st, a, ty, node)
            out = v if out is None else out.join(v)
        return out if out is not None else self.V_TOP

    def _eval_addrof(self, st, e, node):
        lv = e.lval
        if type(lv) is Var and lv.kind == VAR_FUNC:
            return Value(self.BOT, frozenset((FuncAddr(lv.name),)))
        addrs, _, null = self.lval_addrs(st, lv, node)
        if null:  # &p->f with p NULL: offset arithmetic on NULL
            return self.V_UNKNOWN_PTR
        if any(type(a) is FieldAddr and a.collapsed is not None for a in addrs):
            # a pointer into an array points to the array's cell, not an element's: pointer
            # arithmetic keeps the address, so ``&a[1] - 1`` would otherwise name element 1
            addrs = [array_cell(a) for a in addrs]
        if _into_array(lv):
            # (a global's array cells are all known before any procedure is analysed,
            # ``global_array_cells``, so that no decision depends on the order)
            interior = _interior(lv, st, node, self)
            for a in addrs:
                if type(_root(a)) is not GlobalAddr:
                    if a not in _memory.ARRAY_CELLS:
                        _memory.ARRAY_CELLS.add(a)
                    if interior and a not in _memory.INTERIOR_CELLS:
                        _memory.INTERIOR_CELLS.add(a)
        return Value(self.BOT, frozenset(addrs))

    def _eval_binop(self, st, e, node):
        left = self._as_number(self.eval(st, e.left, node))
        right = self._as_number(self.eval(st, e.right, node))
        op = e.op
        if not left.addrs and not right.addrs:
            return Value(self._arith(e, op, left.num, right.num))
        if op in _COMPARE:
            return Value(self._compare_pointers(op, left, right))
        if op in ("+", "-"):
            if left.addrs and right.addrs:
                # the address as an integer, and back (obstack's __PTR_ALIGN: ``(char *) 0
                # + ((p - (char *) 0 + a) & ~a)``): ``p - NULL`` is p's address as a
                # number, kept as p's addresses; NULL plus such a number is the pointer
                if op == "-" and _pure_null(right):
                    return left
                if op == "+" and (_pure_null(left) or _pure_null(right)):
                    v = right if _pure_null(left) else left
                    return v if v.num.is_bottom() else Value(self.BOT, v.addrs | self._int_as_pointer(v.num))
                if op == "-" and getattr(e.ty, "is_pointer", False) and isinstance(getattr(e.right, "ty", None), T.IntType):
                    # ``p - n`` with an integer ``n`` computed from an address (gnulib's
                    # ptr_align: ``p1 - (size_t) p1 % alignment``): pointer arithmetic by
                    # its types, into ``p``'s object (docs/assumptions.md, "Clearing a
                    # pointer's low bits keeps the object"), not a pointer difference
                    right = Value(self.TOP)
                else:
                    # pointer difference
                    return Value(self.TOP) if op == "-" else Value(self.TOP, left.addrs | right.addrs)
            base = left if left.addrs else right
            offset = right if base is left else left
            if not (offset.num.is_bottom() or offset.num.as_const() == 0):
                for a in base.addrs:
                    if type(a) is LocalAddr and a not in _memory.INTERIOR_CELLS:
                        _memory.INTERIOR_CELLS.add(a)  # may point past an array's first element
            # an operand read from unknown memory is "an address, or any number": the
            # number part of the sum stays a number (x = p->data; return x + 1)
            if left.num.is_bottom() or right.num.is_bottom():
                return Value(self.BOT, base.addrs)
            return Value(self._arith(e, op, left.num, right.num), base.addrs)
        if op == "&" and (left.addrs and not right.addrs and _complement(e.right)
                          or right.addrs and not left.addrs and _complement(e.left)):
            # ``p & ~m`` clears the low bits of an address (alignment, a tag): the same
            # object (docs/assumptions.md, "Clearing a pointer's low bits ...")
            v = left if left.addrs else right
            return v if v.num.is_bottom() else Value(self.TOP, v.addrs)
        # bit tricks on pointers (tagging, alignment): keep the base, number unknown
        return Value(self.TOP, left.addrs | right.addrs)

    def _arith(self, e, op, ln, rn):
        bits = _unsigned_bits(e)
        if bits:
            # the usual arithmetic conversions: both operands, and the result, wrap
            # modulo 2**bits (shifts convert only the left operand)
            ln = ln.cast(bits, False)
            rn = rn if op in ("<<", ">>") else rn.cast(bits, False)
            result = ln.binop(op, rn)
            return result if op in _COMPARE else result.cast(bits, False)
        return ln.binop(op, rn)

    def _as_number(self, v: Value) -> Value:
        """A value that is a number or NULL (a cell of unknown type: calloc'ed memory, a
        callee's block) is, in arithmetic, just a number that may be 0."""
        if v.addrs == NULL_SET and not v.num.is_bottom():
            return Value(v.num.join(self.ZERO))
        return v

    def _compare_pointers(self, op, left: Value, right: Value):
        """Truth of a comparison involving pointers; only (in)equality is ever decided."""
        if op not in ("==", "!="):
            return self.BOOL
        eq_possible = bool(left.addrs & right.addrs) or (
            not left.num.is_bottom() and not right.num.is_bottom()) or (
            NULL in left.addrs and right.num.truth()[0]) or (NULL in right.addrs and left.num.truth()[0])
        both_null = left.addrs == NULL_SET == right.addrs and left.num.is_bottom() and right.num.is_bottom()
        ne_possible = not both_null
        if op == "==":
            return self.N.from_truth(ne_possible, eq_possible)
        return self.N.from_truth(eq_possible, ne_possible)

    def _eval_unop(self, st, e, node):
        v = self.eval(st, e.operand, node)
        if e.op == "!" and v.addrs:
            return Value(self.N.from_truth(v.may_be_true(), v.may_be_false()))
        if v.addrs:
            return Value(self.TOP)
        ty = e.ty
        if e.op in ("-", "~") and isinstance(ty, T.IntType) and not ty.signed:
            bits = ty.bytes * 8
            return Value(v.num.cast(bits, False).unop(e.op).cast(bits, False))
        return Value(v.num.unop(e.op))

    def _eval_cast(self, st, e, node):
        v = self.eval(st, e.operand, node)
        ty = e.ty
        if ty.is_pointer:
            if v.addrs:
                return v if v.num.is_bottom() else Value(self.BOT, v.addrs | self._int_as_pointer(v.num))
            return Value(self.BOT, self._int_as_pointer(v.num))
        if isinstance(ty, T.IntType):
            if v.addrs:
                if ty.bytes < FRAGMENT_BYTES:
                    return self._pointer_fragment(v, ty)
                # a pointer viewed as an integer keeps its addresses (uintptr_t round trips)
                return Value(self.TOP, v.addrs)
            return Value(v.num.cast(ty.bytes * 8, ty.signed))
        if isinstance(ty, T.FloatType):
            return self.V_TOP
        return v

    def _pointer_fragment(self, v: Value, ty) -> Value:
        """A pointer converted to an integer type narrower than ``int`` (``(uch)t->v.n``
        read from a union whose pointer member was stored, ``char c = p``): the low bytes
        of the address, which no conversion turns back into the pointer, so the value
        points to nothing (``FRAGMENT_BYTES``).  Before, the addresses rode along, and
        gzip's table walker ``inflate_codes``, which stores a union's number member into
        the global window, made every table it walked reachable from it.  A resource
        handle the analysis carries in an integer (a file descriptor: ``int fd =
        open(..)``) stays; NULL converts to 0; ``_Bool`` keeps the pointer's truth."""
        handles = frozenset(a for a in v.addrs if type(a) is Region and a.resource is not None)
        if handles:
            return Value(v.num, handles | (v.addrs & NULL_SET))
        if v.addrs == NULL_SET:
            return Value(self.ZERO if v.num.is_bottom() else v.num.join(self.ZERO))
        if ty.name == "_Bool":
            truth = self.N.from_truth(v.may_be_false(), v.may_be_true())
            return Value(truth if v.num.is_bottom() else truth.join(self.BOOL))
        return self.V_TOP

    def _int_as_pointer(self, num) -> frozenset:
        if num.is_bottom():
            return EMPTY
        zero, nonzero = num.truth()
        if zero and not nonzero:
            return NULL_SET
        if nonzero and not zero:
            return frozenset((UNKNOWN,))
        return frozenset((UNKNOWN, NULL))

    # ================================================================ writes
    def write(self, st: State, addrs: list, strong: bool, v: Value, ty, node: int) -> None:
        self._write(st, addrs, strong, v, ty, node)
        overlapping = _memory.OVERLAPPING
        if overlapping:
            for a in addrs:
                if a in overlapping:
                    self._write_overlaps(st, addrs, strong and len(addrs) == 1, v, ty, node)
                    break

    @staticmethod
    def note_within(st: State, addrs, blocks) -> None:
        """A store into cells that all lie in one block ``r`` happened, so ``r`` exists on
        every path here: of the blocks ``blocks`` (those the store shows to exist only
        where it happened), none exists where a later test rules ``r`` out
        (``State.within``; ``refine_cell``, ``allocation_failed``).  (``arr = c ?
        calloc(..) : NULL; .. if (c) arr[i] = malloc(..); .. if (arr) { free the elements
        and arr }``: on the branch where ``arr`` is NULL no element block was made.)"""
        root = _within_root(st, addrs)
        if root is not None:
            _add_within(st, root, blocks)

    def _write_overlaps(self, st: State, addrs: list, strong: bool, v: Value, ty, node: int) -> None:
        """The rest of a store into ``addrs`` (``AnalysisOptions.element_cells``): a store into an
        element is joined into the array's cell, and a store into a cell reaches every
        element cell that may denote a concrete cell of it -- replaced where the store is
        strong and covers the element (it then reads the array's cell again), joined
        otherwise."""
        variants = _memory._VARIANTS
        mem = st.mem
        for a in addrs:
            if type(a) is FieldAddr and a.collapsed is not None:
                whole, elems = a.collapsed, a.elems
                self._write(st, [whole], False, v, ty, node)
            else:
                whole, elems = a, ()
            cells = variants.get(whole)
            if not cells:
                continue
            for c in cells:
                if c is a or c not in mem or not elements_overlap(c.elems, elems):
                    continue
                if strong and set(elems) <= set(c.elems):
                    del mem[c]
                    if st.holders:
                        st.drop_holder_cells((c,))
                else:
                    self._write(st, [c], False, v, ty, node)

    def touch(self, st: State, addrs: list) -> None:
        """Mark cells written, their values unchanged: a callee moved the pointer they
        hold within its object (``Summary.moved_inputs``).  The mark says the cell may
        have been written on some paths only (``UnsureWrite``)."""
        _mark_unsure(st, [a for a in addrs if a not in st.written and a.is_input()])

    def _write(self, st: State, addrs: list, strong: bool, v: Value, ty, node: int) -> None:
        written = st.written
        inputs = [a for a in addrs if a not in written and a.is_input()]
        if strong and len(addrs) == 1:
            if inputs:
                st.written = written.union(inputs)
            elif written:
                unsure = UnsureWrite.existing(addrs[0])  # (no mark made to test for it)
                if unsure is not None and unsure in written:
                    st.written = written - {unsure}  # (written for certain now)
        elif inputs:
            # a weak write of an address may leave the cell as it was (``UnsureWrite``)
            if v.addrs:
                _mark_unsure(st, inputs)
            else:
                st.written = written.union(inputs)
        if strong and len(addrs) == 1:
            a = addrs[0]
            if a.is_input() and a not in st.mem and a not in st.inputs and not (ty is not None and ty.is_integer):
                # record the input content it had, so that a join with a path where the
                # cell was never touched still knows what it held there
                self.read(st, a, ty, node)
            st.mem[a] = v
            if a in st.mixed:
                st.mixed = st.mixed - {a}
            if st.holders:
                st.drop_holder_cells((a,))
            return
        mixed = st.mixed
        new_mixed = []
        mem = st.mem
        va = v.addrs
        # mixes_nulls needs a NULL beside an address on one side: without a NULL in v,
        # only an old NULL beside v's own addresses can mix (the common case has neither)
        v_null = NULL in va or may_be_zero(v)
        for a in addrs:
            old = mem.get(a)
            if old is None:
                if ty is None and not va:
                    # a number overwrites an unread cell of unknown type: do not invent a
                    # pointer input for it
                    old = self.V_TOP if a.is_input() else self.read(st, a, ty, node)
                else:
                    old = self.read(st, a, ty, node)
            # (a number on both sides mixes nothing: mixes_nulls needs an address)
            if ((v_null and (va or old.addrs)) or (va and (NULL in old.addrs or may_be_zero(old)))) and \
                    a not in mixed and mixes_nulls(st.nullable, old, v):
                new_mixed.append(a)
            mem[a] = old.join(v)
        if new_mixed:
            st.mixed = st.mixed.union(new_mixed)
        if st.holders:
            st.drop_holder_cells(addrs)

    def convert(self, v: Value, ty) -> Value:
        """Integer conversion on assignment.  Unsigned targets wrap (full range when the
        value does not fit); signed overflow is undefined behaviour in C, so a signed
        target keeps the part of the value that fits (the full range if none does)."""
        if not isinstance(ty, T.IntType):
            return v
        v = self._as_number(v)
        if v.addrs:
            return self._pointer_fragment(v, ty) if ty.bytes < FRAGMENT_BYTES else v
        num = v.num
        rng = self._type_ranges.get((ty.bytes, ty.signed))
        if rng is None:
            bits = ty.bytes * 8
            lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if ty.signed else (0, (1 << bits) - 1)
            rng = self._type_ranges[(ty.bytes, ty.signed)] = self.N.range(lo, hi)
        if not num.is_bottom():
            lo, hi = num.bounds()
            tlo, thi = (-(1 << (ty.bytes * 8 - 1)), (1 << (ty.bytes * 8 - 1)) - 1) if ty.signed else (
                0, (1 << (ty.bytes * 8)) - 1)
            if lo is not None and hi is not None and tlo <= lo and hi <= thi:
                return v  # fits the type: nothing to convert
        bits = ty.bytes * 8
        if ty.signed:
            fitted = num.meet(rng)
            if not fitted.is_bottom() or num.is_bottom():
                return Value(fitted)
        return Value(num.cast(bits, ty.signed))

    def assign_value(self, st: State, lv, v: Value, node: int) -> bool:
        """Store ``v`` into ``lv``; False when the store is a definite NULL dereference."""
        ty = lv.ty
        v = self.convert(v, ty)
        addrs, strong, null = self.lval_addrs(st, lv, node)
        if not addrs:
            return not null
        self.write(st, addrs, strong, v, ty, node)
        if (st.holders or st.nullable) and type(lv) is not Var:
            # the store happened on every path here: so did the allocation of the block it
            # went into, and every block allocated now exists only where that one does
            root = _within_root(st, addrs)
            if root is not None and self._through_addresses(st, lv, node):
                _add_within(st, root, st.alloc)
        return True

    def _through_addresses(self, st: State, lv, node: int) -> bool:
        """Whether every pointer the lvalue ``lv`` dereferences holds addresses only (or a
        NULL number): an integer used as a pointer may point anywhere, which its cells
        (``lval_addrs``) do not name."""
        while True:
            t = type(lv)
            if t is Field or t is Index:
                lv = lv.base
            elif t is Deref:
                num = self.eval(st, lv.ptr, node).num
                if not (num.is_bottom() or num.as_const() == 0):
                    return False
                return True
            else:
                return True

    # ================================================================ transfer
    def transfer(self, node: int, instr, state: State) -> Optional[State]:
        t = type(instr)
        if t is Skip:
            return state
        st = state.copy()
        if t is Assign:
            v = self.eval(st, instr.rhs, node)
            copies_mixed = bool(st.mixed) and self._reads_mixed(st, instr.rhs, node)
            held = self._holders_read(st, instr.rhs, v, node) if st.holders else None
            if not self.assign_value(st, instr.lhs, v, node):
                return None
            if copies_mixed:  # a copy of a mixed cell is mixed too
                dst, _, _ = self.lval_addrs(st, instr.lhs, node)
                st.mixed = st.mixed.union(dst)
            if held:
                self._copy_holders(st, instr.lhs, held, node)
            return st
        if t is Assume:
            st = self.assume(st, instr.cond, instr.branch, self._read_point.get(node, node))
            if st is not None:
                test = self._result_tests.get(node, _UNSET)
                if test is _UNSET:
                    test = self._result_tests[node] = self._result_test(node)
                if test is not None:
                    return self._assume_result_facts(st, test, node)
            return st
        if t is Call:
            return self.call(st, instr, node)
        if t is Return:
            value = instr.value
            v = self.eval(st, value, node) if value is not None else self.V_TOP
            v = self.convert(v, self.fn.ftype.ret)
            held = self._holders_read(st, value, v, node) if st.holders and value is not None else None
            # the return cell is mixed where the value it copies is (B103: ``return n``
            # after a walk ``n = n->next`` that left n NULL beside the block it reached;
            # an unmixed copy of its NULL passed for the block's failure at the exit)
            ret_mixed = value is not None and self._reads_mixed(st, value, node)
            st.mem[self.ret_addr] = v
            if ret_mixed:
                st.mixed = st.mixed | {self.ret_addr}
            elif self.ret_addr in st.mixed:
                st.mixed = st.mixed - {self.ret_addr}
            if st.holders:
                st.drop_holder_cells((self.ret_addr,))
                if held:
                    self._add_holders(st, self.ret_addr, held)
            if type(value) is Lv and isinstance(value.ty, T.RecordType):
                # a struct returned by value: its field cells become the return cell's
                srcs, _, _ = self.lval_addrs(st, value.lval, node)
                self.copy_record_cells(st, srcs, [self.ret_addr], strong=True)
            return st
        if t is Unknown:
            return st
        raise TypeError(f"unknown instruction {instr!r}")

    # ================================================================ conditions
    def assume(self, st: State, cond, branch: bool, node: int) -> Optional[State]:
        t = type(cond)
        if t is UnOp and cond.op == "!":
            return self.assume(st, cond.operand, not branch, node)
        if t is BinOp and cond.op in _COMPARE:
            op = cond.op if branch else NEGATED_COMPARISON[cond.op]
            return self.assume_compare(st, op, cond.left, cond.right, node)
        v = self.eval(st, cond, node)
        if v.addrs and any(type(a) is Region and a.status for a in v.addrs):
            # ``if (regcomp(..))``: a status result tested for truth is ``!= 0``, which
            # decides whether its blocks were made, as the comparison does
            return self.assume_compare(st, "!=" if branch else "==", cond, Const(0, T.INT), node)
        if branch and not v.may_be_true():
            return None
        if not branch and not v.may_be_false():
            return None
        target = self._refinable(cond)
        if target is not None:
            if branch:
                new = Value(v.num.refine("!=", self.ZERO)[0], v.addrs - NULL_SET)
            else:
                new = Value(v.num.refine("==", self.ZERO)[0], v.addrs & NULL_SET)
            if not self.refine_cell(st, target, v, new, node):
                return None
        return st

    def _result_test(self, node: int) -> Optional[tuple]:
        """``(call, args)`` when the test at Assume ``node`` reads the result of the call
        just before it (its one predecessor: ``if (!f(p))``, ``if ((r = f(p)) != 0)``),
        the callee has ``Summary.ret_when_null`` facts, and ``args`` are the call's
        arguments, (I, lvalue), that are local variables whose address is never taken:
        the call cannot change them, so they still hold what was passed."""
        cfg = self.fn.cfg
        preds = cfg.preds[node]
        if len(preds) != 1:
            return None
        call = cfg.instrs[preds[0]]
        if type(call) is not Call or type(call.result) is not Var or call.result.kind != VAR_LOCAL:
            return None
        facts = self.resolver.ret_when_null(call)
        if not facts or call.result.name not in {v.name for v in expr_vars(cfg.instrs[node].cond)}:
            return None
        taken = self._address_taken()
        args = []
        for i, _ in facts:
            a = call.args[i] if i < len(call.args) else None
            while type(a) is Cast:
                a = a.operand
            if type(a) is Lv and type(a.lval) is Var and a.lval.kind == VAR_LOCAL \
                    and a.lval.name not in taken and a.lval.name != call.result.name:
                args.append((i, a.lval))
        return (call, tuple(args)) if args else None

    def _assume_result_facts(self, st: State, test: tuple, node: int) -> Optional[State]:
        """After a test of a call's result: an argument the callee's result rules out
        being NULL (``Summary.ret_when_null``: none of the numbers it returns for a NULL
        argument is left) was not NULL, and still is not."""
        call, args = test
        facts = dict(self.resolver.ret_when_null(call))
        result = st.mem.get(self.var_addr(call.result))
        if result is None or result.addrs:
            return st
        for i, lv in args:
            if not result.num.meet(facts[i]).is_bottom():
                continue
            old = st.mem.get(self.var_addr(lv))
            if old is None:
                old = self.eval(st, Lv(lv), node)
            if NULL not in old.addrs and not old.num.contains(0):
                continue
            new = Value(old.num.refine("!=", self.ZERO)[0], old.addrs - NULL_SET)
            if not self.refine_cell(st, lv, old, new, node):
                return None
        return st

    def _holders_read(self, st: State, e, v: Value, node: int) -> Optional[list]:
        """The blocks whose ``State.holders`` include the one cell ``e`` reads, if it reads
        one (a copy of the cell holds them wherever they are allocated too)."""
        lv = self._refinable(e)
        if lv is None or not v.addrs:
            return None
        addrs, strong, _ = self.lval_addrs(st, lv, node)
        if not (strong and len(addrs) == 1):
            return None
        src = addrs[0]
        return [r for r, held in st.holders.items() if src in held and r in v.addrs]

    def _copy_holders(self, st: State, lv, held: list, node: int) -> None:
        addrs, strong, _ = self.lval_addrs(st, lv, node)
        if strong and len(addrs) == 1:
            self._add_holders(st, addrs[0], held)

    @staticmethod
    def _add_holders(st: State, cell, held: list) -> None:
        root = _root(cell)
        if root is UNKNOWN or root.summarises() or root in st.multi:
            return  # (not one concrete cell)
        hs = dict(st.holders)
        for r in held:
            if root is not r:
                hs[r] = hs.get(r, frozenset()) | {cell}
        st.holders = hs

    def _refinable(self, e):
        """The lvalue whose cell a condition on ``e`` can refine, if ``e`` reads one."""
        while type(e) is Cast and (e.ty.is_pointer or (isinstance(e.ty, T.IntType) and e.ty.bytes >= 8)):
            e = e.operand
        if type(e) is Lv:
            return e.lval
        return None

    def _stored_value(self, st: State, lv, node: int) -> Optional[Value]:
        """The value the one concrete cell ``lv`` denotes holds now (None: not one cell, or
        nothing stored)."""
        if lv is None:
            return None
        addrs, strong, _ = self.lval_addrs(st, lv, node)
        if not (strong and len(addrs) == 1):
            return None
        return st.mem.get(addrs[0])

    def _write_refined(self, st: State, lv, v: Value, node: int):
        """Write a condition's refinement ``v`` of the cell ``lv`` denotes, if it denotes
        one concrete cell (its address, else None: nothing is written).  An element cell
        that had no value of its own and read its array's mixed cell stays mixed
        (``State.is_mixed``): the NULL the test saw may be another element's."""
        if lv is None:
            return None
        addrs, strong, _ = self.lval_addrs(st, lv, node)
        if not (strong and len(addrs) == 1):
            return None
        a = addrs[0]
        if st.mixed and a not in st.mixed and st.is_mixed(a):
            st.mixed = st.mixed | {a}
        st.mem[a] = v
        return a

    def refine_cell(self, st: State, lv, old: Value, new: Value, node: int) -> bool:
        """Replace the value of a single concrete cell by its refinement; False if ⊥."""
        if new.is_bottom():
            return False
        dropped = old.addrs - new.addrs
        # (the cell's value before the write, for the holders test: only when the test
        # rules some address out, lval_addrs being the costly part of a refinement)
        before = self._stored_value(st, lv, node) if dropped else None
        cell = self._write_refined(st, lv, new, node)
        if cell is None:
            return True
        if dropped and before is not None:
            # a block that the cell holds wherever it is allocated (recorded, or by the
            # value it held: the block alone or with its own failure NULL) is not
            # allocated where the cell does not hold it (``State.holds_where_allocated``)
            gone = [r for r in dropped if type(r) is Region and r in st.alloc and r not in st.multi
                    and st.holds_where_allocated(r, cell, before)]
            if gone and st.within:
                gone += _within_of(st, gone)  # (and the blocks that exist only where they do)
            if gone:
                st.alloc = st.alloc - frozenset(gone)
                if st.holders:
                    hs = dict(st.holders)
                    for r in gone:
                        hs.pop(r, None)
                    st.holders = hs
        if st.nullable and cell not in st.mixed and (
                self.options.malloc_may_fail or any(type(a) is Region and a.resource for a in old.addrs)):
            if new.addrs == NULL_SET and (new.num.is_bottom() or new.num.as_const() == 0):
                fresh = [r for r in dropped if r in st.nullable and r not in st.multi]
                self.allocation_failed(st, dropped)
                self._refine_aliases(st, fresh, False, cell)
            elif NULL not in new.addrs:
                fresh = [r for r in new.addrs if r in st.nullable and r not in st.multi]
                self.allocation_succeeded(st, new.addrs)
                if len(new.addrs) == 1:
                    # (a pointer to one of several blocks says only that one of their
                    # allocations succeeded, not which: B56)
                    self._refine_aliases(st, fresh, True, cell)
        return True

    @staticmethod
    def _refine_aliases(st: State, fresh: list, succeeded: bool, tested) -> None:
        """The other cells that hold exactly ``{NULL, r}`` for a fresh block ``r`` whose
        allocation a test just decided, and whose NULL is that allocation's failure (not
        ``mixed``): ``q = p`` before ``if (p != NULL)`` leaves ``q`` NULL exactly where
        ``p`` is, so ``q`` holds the block on the success branch and NULL on the other.
        Without it the join after the test no longer knew that ``q``'s NULL means no
        block, and ``free(q)`` freed nothing for certain (B52)."""
        if not fresh:
            return
        decided = {frozenset((NULL, r)): frozenset((r,)) if succeeded else NULL_SET for r in fresh}
        mixed = st.mixed
        mem = st.mem
        for addr, v in mem.items():  # (values replaced, no key added: one pass)
            now = decided.get(v.addrs)
            if now is not None and addr is not tested and addr not in mixed:
                mem[addr] = Value(v.num, now)

    def assume_compare(self, st: State, op: str, left, right, node: int,
                       handles: bool = True) -> Optional[State]:
        lv0 = self.eval(st, left, node)
        rv0 = self.eval(st, right, node)
        if handles and (lv0.addrs or rv0.addrs):
            # (status results and handles are blocks: a comparison of numbers tests neither)
            for side, value, other, sop in ((left, lv0, rv0, op), (right, rv0, lv0, SWAPPED_COMPARISON[op])):
                outcome = self._status_test(sop, value, other)
                if outcome is not None:
                    return self._assume_status(st, outcome, side, value, op, left, right, node)
            if _status_only(lv0) and not rv0.addrs and rv0.num.as_const() is not None:
                return self._refine_status(st, op, left, right, lv0, rv0, node)
            if _status_only(rv0) and not lv0.addrs and lv0.num.as_const() is not None:
                return self._refine_status(st, SWAPPED_COMPARISON[op], right, left, rv0, lv0, node)
            for side, value, other, sop in ((left, lv0, rv0, op), (right, rv0, lv0, SWAPPED_COMPARISON[op])):
                handle_test = self._handle_test(sop, value, other)
                if handle_test is None:
                    continue
                if isinstance(getattr(side, "ty", None), T.IntType):
                    return self._assume_descriptor(st, handle_test, side, value, sop, other, node)
                # a mapping is a pointer: MAP_FAILED is its NULL
                return self.assume_compare(st, handle_test, side, Const(0, T.INT), node, False)
            if op == "==":
                self._known_by_number(st, lv0, rv0)
                self._known_by_number(st, rv0, lv0)
        lv, rv = self._as_number(_escaped_int(left, lv0)), self._as_number(_escaped_int(right, rv0))
        if not lv.addrs and not rv.addrs:
            bits = _comparison_unsigned_bits(left, right)
            if bits:
                lv, rv = self._unsigned_view(left, lv, bits), self._unsigned_view(right, rv, bits)
            if bits and not (_fits_unsigned(lv.num, bits) and _fits_unsigned(rv.num, bits)):
                # compared after conversion to unsigned: only check feasibility
                truth = lv.num.cast(bits, False).binop(op, rv.num.cast(bits, False))
                return st if truth.truth()[1] else None
            ln, rn = lv.num.refine(op, rv.num)
            if ln.is_bottom() or rn.is_bottom():
                return None
            # a cell that held "a number or NULL" keeps its NULL wherever 0 is still possible
            # (and an escaped integer its unknown-memory address)
            new_l = Value(ln, (NULL_SET if NULL in lv0.addrs and ln.contains(0) else EMPTY)
                          | (lv0.addrs - lv.addrs - NULL_SET))
            new_r = Value(rn, (NULL_SET if NULL in rv0.addrs and rn.contains(0) else EMPTY)
                          | (rv0.addrs - rv.addrs - NULL_SET))
            lv, rv = lv0, rv0
        else:
            truth = self._compare_pointers(op, lv, rv) if (lv.addrs and rv.addrs) else None
            if truth is not None and not truth.truth()[1]:
                return None
            new_l = self._refine_pointers(op, lv, rv, self._start_pointer(left))
            new_r = self._refine_pointers(SWAPPED_COMPARISON[op], rv, lv, self._start_pointer(right))
            if new_l is None or new_r is None:
                return None
        new_l, new_r = _keep_null(lv0, new_l), _keep_null(rv0, new_r)
        tl = self._refinable(left)
        if tl is not None and not self.refine_cell(st, tl, lv0, new_l, node):
            return None
        if tl is None and not new_l.addrs and not self.refine_linear(st, left, new_l.num, node):
            return None
        tr = self._refinable(right)
        if tr is not None and not self.refine_cell(st, tr, rv0, new_r, node):
            return None
        if tr is None and not new_r.addrs and not self.refine_linear(st, right, new_r.num, node):
            return None
        return st

    def refine_linear(self, st: State, e, num, node: int) -> bool:
        """Refine the cell that ``e`` reads when ``e`` is ``x * c``, ``x + c``, ``x - c``
        (either operand the constant, nested) of a signed integer type, given that ``e``
        evaluates to ``num``: ``x`` is then in the inverse image (``n * 2 > 0`` makes ``n``
        at least 1).  The arithmetic is that of the integers: signed overflow is undefined
        behaviour (C11 6.5p5), so no execution the analysis describes wraps there
        (docs/assumptions.md, "Signed arithmetic in conditions").  False where the
        refinement is empty (the condition cannot hold); True, changing nothing, for any
        other expression."""
        if num.is_bottom():
            return False
        step = _linear_step(e)
        if step is None:
            return True
        inner, op, c, const_left = step
        lo, hi = num.bounds()
        if op == "+":
            lo, hi = _shift(lo, -c), _shift(hi, -c)
        elif op == "-" and not const_left:
            lo, hi = _shift(lo, c), _shift(hi, c)
        elif op == "-":  # c - x
            lo, hi = (None if hi is None else c - hi), (None if lo is None else c - lo)
        else:  # x * c, c != 0
            if c < 0:
                lo, hi = (None if hi is None else -hi), (None if lo is None else -lo)
                c = -c
            lo, hi = (None if lo is None else -((-lo) // c)), (None if hi is None else hi // c)
        if lo is not None and hi is not None and lo > hi:
            return False
        if lo is None and hi is None:
            return True
        want = self.N.range(lo, hi)
        target = self._refinable(inner)
        if target is None:
            return self.refine_linear(st, inner, want, node)
        old = self.eval(st, inner, node)
        if old.addrs:
            return True  # (a pointer's bits, or a number beside NULL: not refined here)
        new = old.num.meet(want)
        if new.is_bottom():
            return False
        return self.refine_cell(st, target, old, Value(new, EMPTY), node)

    def _status_test(self, op: str, v: Value, other: Value) -> Optional[str]:
        """``"fail"`` or ``"succeed"`` when ``v op other`` tests the result of a function that
        allocated through an out-parameter (``Region.status``), else None."""
        kinds = {a.status for a in v.addrs if type(a) is Region and a.status}
        if len(kinds) != 1 or other.addrs:
            return None
        k = other.num.as_const()
        if k is None:
            return None
        holds = _HOLDS[op]
        # the values the result may still have (an earlier test narrowed it: after
        # ``ret <= 0``, ``ret != 0`` is a failure test); one comparison with k holds on
        # an interval or all but one point, so its bounds and k - 1, k, k + 1 decide it
        lo, hi = v.num.bounds() if not v.num.is_bottom() else (None, None)

        def possible(x: int) -> bool:
            return (lo is None or lo <= x) and (hi is None or x <= hi)

        samples = {k - 1, k, k + 1, -1, 0, 1} | {b for b in (lo, hi) if b is not None}
        if kinds == {"minus_one"}:
            failure = any(holds(x, k) for x in samples if x < 0 and possible(x))
            success = any(holds(x, k) for x in samples if x >= 0 and possible(x))
        else:
            failure = any(holds(x, k) for x in samples if x != 0 and possible(x))
            success = possible(0) and holds(0, k)
        if failure and not success:
            return "fail"
        if success and not failure:
            return "succeed"
        return None

    def _assume_status(self, st: State, outcome: str, side, value: Value, op: str, left, right, node: int):
        regions = frozenset(a for a in value.addrs if type(a) is Region and a.status)
        self._write_refined(st, self._refinable(side), Value(value.num, value.addrs - regions), node)  # a number
        if outcome == "fail":
            self.allocation_failed(st, regions)
        else:
            self.allocation_succeeded(st, regions)
        return self.assume_compare(st, op, left, right, node, False)

    def _refine_status(self, st: State, op: str, left, right, lv: Value, rv: Value, node: int) -> Optional[State]:
        """``ret op k`` that does not decide a status result (``ret <= 0`` after asprintf):
        the number is narrowed and keeps its status tag, so a later test can decide."""
        ln, _ = lv.num.refine(op, rv.num)
        if ln.is_bottom():
            return None
        self._write_refined(st, self._refinable(left), Value(ln, lv.addrs), node)
        return st

    def _known_by_number(self, st: State, v: Value, other: Value) -> None:
        """Where a fresh descriptor is found equal to a number that is not a constant and
        no descriptor of the procedure's (``xdup2``'s ``dup(from) == into``, cpio's
        ``tape_des == old_tape_des`` after reopening the archive), the program has placed
        it at a number it knows from elsewhere, the caller's argument or a global: it is
        held by that number, and escapes (docs/assumptions.md, "Allocation and
        deallocation").  A test
        against a constant is an acquisition test (``_handle_test``), decided before."""
        if other.num.is_bottom() or other.num.as_const() is not None or \
                any(a in st.alloc for a in other.addrs):
            return  # (the caller's descriptor, which ``_input_handle`` explores, is not ours)
        handles = frozenset(a for a in v.addrs if type(a) is Region and a.resource == "fd" and a in st.alloc
                            and a not in st.multi)
        if handles:
            # (each handle the value may be is that number where it is the one compared:
            # cpio's open_archive opens its archive at one of three sites)
            self._escape(st, handles)

    def _handle_test(self, op: str, v: Value, other: Value) -> Optional[str]:
        """A comparison of a file descriptor or mapping (failure -1, represented by NULL)
        with a constant, as a test of its acquisition: ``fd < 0``, ``fd == -1``, ``fd <= 2``
        are ``"=="`` (it failed: ``fd == NULL``); ``fd >= 0``, ``fd != -1``, ``fd > 2`` are
        ``"!="`` (it succeeded); ``None`` when it is not one of these.  A mapping's test is
        then a NULL test, a descriptor's is decided by ``_assume_descriptor``."""
        if not any(type(a) is Region and a.resource in _MINUS_ONE_HANDLES for a in v.addrs):
            return None
        if other.addrs and other.addrs != NULL_SET:
            return None
        k = other.num.as_const() if not other.num.is_bottom() else 0
        if k is None:
            return None
        holds = {"<": lambda x: x < k, "<=": lambda x: x <= k, ">": lambda x: x > k, ">=": lambda x: x >= k,
                 "==": lambda x: x == k, "!=": lambda x: x != k}[op]
        # a new descriptor is at least 3 (0, 1, 2 are the standard ones, open already): a test
        # that only 0..2 pass (`if (fd > STDERR_FILENO) close(fd)`) is a failure test too
        failure = holds(-1)
        success = {"<": k > 3, "<=": k >= 3, ">": True, ">=": True, "==": k >= 3, "!=": True}[op]
        if failure and not success:
            return "=="
        if success and not failure:
            return "!="
        return None

    def _assume_descriptor(self, st: State, test: str, side, v: Value, op: str, other: Value,
                           node: int) -> Optional[State]:
        """``fd op k`` decided as a test of a descriptor's acquisition (``_handle_test``:
        ``test`` is ``"=="`` where it failed, ``"!="`` where it succeeded).

        The descriptor's value is its number part, its handles (one per acquisition that
        may have succeeded) and NULL for an acquisition's failure, whose number is -1.
        Where the acquisition failed the integer is that -1 (or a number of the number part
        that satisfies the comparison): a plain number, so that a caller's ``fd == -1`` on
        a returned failure is decided as the program's own test is; where it succeeded it
        keeps its handles, and its numbers are those of a new descriptor (at least 3) that
        satisfy the comparison, so that a later failure test of it is decided too."""
        k = other.num.as_const() if not other.num.is_bottom() else 0
        nums = v.num.refine(op, self.N.const(k))[0] if not v.num.is_bottom() else v.num
        handles = v.addrs - NULL_SET
        if test == "==":
            if NULL in v.addrs:
                nums = nums.join(self.N.const(-1)) if not nums.is_bottom() else self.N.const(-1)
            if nums.is_bottom():
                return None
            new = Value(nums)
        else:
            # where it succeeded the descriptor is a new one, at least 3 (``_handle_test``)
            if not nums.is_bottom():
                nums = nums.refine(">=", self.N.const(3))[0]
            new = Value(nums, handles)
            if new.is_bottom():
                return None
        cell = self._write_refined(st, self._refinable(side), new, node)
        if cell is not None and st.nullable and cell not in st.mixed:
            if test == "==":
                self.allocation_failed(st, handles)
            else:
                self.allocation_succeeded(st, handles)
        return st

    def _start_pointer(self, e) -> bool:
        """Whether ``e`` reads a variable of ``start_pointer_vars`` (computed once)."""
        while type(e) is Cast:
            e = e.operand
        if type(e) is not Lv or type(e.lval) is not Var or e.lval.kind != VAR_LOCAL:
            return False
        if self._starts is None:
            self._starts = start_pointer_vars(self.fn)
        return e.lval.name in self._starts

    def _refine_pointers(self, op: str, v: Value, other: Value, start: bool = False) -> Optional[Value]:
        """Refine pointer ``v`` by ``v op other``: only nullness is tracked, and ``p != &x``
        (``start``: ``v`` is a variable that holds only the starts of objects)."""
        other_is_null = other.addrs == NULL_SET or (not other.addrs and other.num.as_const() == 0)
        if op == "==" and other_is_null:
            new = Value(v.num.refine("==", self.ZERO)[0] if not v.num.is_bottom() else v.num, v.addrs & NULL_SET)
            return None if new.is_bottom() else new
        if op == "!=" and other_is_null:
            new = Value(v.num.refine("!=", self.ZERO)[0] if not v.num.is_bottom() else v.num, v.addrs - NULL_SET)
            return None if new.is_bottom() else new
        if op == "==" and not other.addrs and not other.num.is_bottom() and not other.num.contains(0):
            # equal to a non-zero integer made a pointer (a sentinel: ``(timezone_t) 1``,
            # ``(void *) -1``): no object the analysis names lives at such an address
            # (docs/assumptions.md), so the pointer holds that number; an input pointer may
            # be the very number its caller passed, a block or a variable's address may not
            n = v.num.refine("==", other.num)[0] if not v.num.is_bottom() else v.num
            if any(_input_rooted(a) for a in v.addrs):
                n = other.num if n.is_bottom() else n.join(other.num)
            return None if n.is_bottom() else Value(n, EMPTY)
        if op == "==" and other.addrs and other.num.is_bottom() and v.num.is_bottom():
            common = v.addrs & other.addrs
            if common and any(_input_rooted(a) for a in other.addrs):
                # two different input cells may point to one object (a parameter and a
                # global: httpd's ap_remove_module(m) testing ap_top_module == m): where
                # the equality holds at all (here through their input NULL), an address of
                # input memory on both sides stays, as it may be the other's.  (Whether
                # such an equality is possible without a common address is not asked:
                # distinct input cells are taken not to alias there, docs/assumptions.md.)
                common = common | frozenset(a for a in v.addrs if _input_rooted(a))
            return Value(v.num, common) if common else None
        if op == "!=" and len(other.addrs) == 1 and other.num.is_bottom():
            (a,) = other.addrs
            if type(a) in _EXACT and (start or a not in _memory.INTERIOR_CELLS
                                      or self.options.tested_pointers_at_start):
                # one concrete cell: p != &x rules x out (not an array's cell that pointers
                # past its start may point to: ``&a[1] != a`` holds, and both are its cell,
                # unless ``v`` only ever holds starts of objects)
                new = Value(v.num, v.addrs - other.addrs)
                return None if new.is_bottom() else new
        return v

    # ================================================================ allocation bookkeeping
    def allocation_failed(self, st: State, regions) -> None:
        """On a branch where a fresh pointer is NULL, its allocation did not happen: the
        block (and the blocks that came with it from a callee) are not allocated, and a
        failed realloc's old block is the caller's again."""
        # Which of several allocations failed is not known (the cell is NULL: one of
        # them), so what any of them gives back is kept, whatever order the set is in: a
        # ternary's malloc and realloc of the block the other made (vasnprintf's
        # ENSURE_ALLOCATION) must not lose that block or keep it depending on the order
        # (the removals and the give-backs are collected, then applied once)
        gone, back = set(), set()
        for r in regions:
            effects = st.nullable.get(r)
            if effects is None:
                continue
            if r in st.multi:
                # the site also stands for blocks of earlier iterations, still allocated
                del st.nullable[r]
                continue
            del st.nullable[r]
            gone.add(r)
            for kind, a in effects:
                if kind == "restore":
                    back.add(a)
                    st.freed = st.freed - {a}
                    st.must_freed = st.must_freed - {a}
                elif kind == "unfree":  # a failed realloc of input memory did not free it
                    st.freed = st.freed - {a}
                    st.must_freed = st.must_freed - {a}
                else:  # "vanish"
                    gone.add(a)
        if gone and st.within:
            gone.update(_within_of(st, list(gone)))
        if gone or back:
            st.alloc = (st.alloc - gone) | back

    def allocation_succeeded(self, st: State, addrs) -> None:
        for a in addrs:
            if a in st.nullable:
                del st.nullable[a]

    # ================================================================ calls
    def call(self, st: State, instr: Call, node: int) -> Optional[State]:
        name = instr.callee_name
        if name is not None:
            return self.call_named(st, instr, name, node)
        targets, unresolved = indirect_targets(self, instr, self.eval(st, instr.func, node))
        results = []
        for t in targets:
            results.append(self.call_named(st.copy(), instr, t, node))
        if unresolved:
            self.stats.indirect_unresolved += 1
            self.unresolved_calls.add(instr.loc)
            results.append(self.library_errno(self.call_unknown(st.copy(), instr, None, node), None, node))
        out = None
        for r in results:
            if r is not None:
                out = r if out is None else out.join(r)
        return out

    def call_named(self, st: State, instr: Call, name: str, node: int) -> Optional[State]:
        model = self.resolver.model(name)
        if model is not None:
            return self.library_errno(self.call_model(st, instr, model, node), name, node)
        passed = self._passed_descriptors(st, instr, node)
        result = self.resolver.apply_summary(self, st, instr, name, node)
        if result is not NotImplemented:
            if passed and result is not None:
                self._escape(result, frozenset(r for r in passed if r in result.alloc))
            return result
        ftype = self.prototypes.get(name)
        if isinstance(ftype, T.FuncType) and ftype.attributes:
            model = from_attributes(name, ftype.attributes)
            if model is not None:
                return self.library_errno(self.call_model(st, instr, model, node), name, node)
        return self.library_errno(self.call_unknown(st, instr, name, node), name, node)

    def library_errno(self, st: Optional[State], name: Optional[str], node: int) -> Optional[State]:
        """After a call of code outside the program (a library model, an unknown or
        unresolved function): ``errno`` may hold any positive error number, or what it
        held (C11 7.5: no library function sets it to zero; ``ERRNO_KEPT`` never set it).
        ``errno = 0; v = strtol(..); if (errno) ..`` reaches the test's error branch:
        with ``errno`` left 0, that branch was dead, and a leak there was never found."""
        if st is None or not self.resolver.reads_errno or (name is not None and name in ERRNO_KEPT):
            return st
        cell = GlobalAddr("errno")
        old = self.read(st, cell, T.INT, node)
        self.write(st, [cell], True, Value(old.num.join(self.N.range(1, 2 ** 31 - 1))), T.INT, node)
        return st

    def call_model(self, st: State, instr: Call, m: Model, node: int) -> Optional[State]:
        args = [self.eval(st, a, node) for a in instr.args]
        if m.noreturn:
            return None
        k = m.exits_unless_zero
        if k is not None and k < len(args):
            if not _memory.may_be_zero(args[k]) and NULL not in args[k].addrs:
                return None  # exits: error(EXIT_FAILURE, ..)
            st = self.assume_compare(st, "==", instr.args[k], Const(0, T.INT), node)
            if st is None:
                return None
        if m.nonnull_args or m.nonnull:
            for i, (expr, v) in enumerate(zip(instr.args, args)):
                if not m.nonnull_args and i not in m.nonnull:
                    continue
                if NULL in v.addrs and len(v.addrs) > 1:
                    self._dereferenced(st, expr, v, node)
                    if st.nullable:
                        self.allocation_succeeded(st, v.addrs)
                e = strip_casts(expr)
                if type(e) is BinOp and v.addrs:
                    self._index_in_object(st, e, node)
        if m.unknown:
            return self.call_unknown(st, instr, instr.callee_name, node)
        if m.escapes:
            escaped = set()
            for i in m.escapes:
                if i < len(args):
                    escaped.update(a for a in args[i].addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr))
            if escaped:
                old = st.mem.get(UNKNOWN)
                st.mem[UNKNOWN] = Value(self.TOP, frozenset(escaped) | (old.addrs if old is not None else EMPTY)
                                        | {UNKNOWN})
        status_result = None
        if m.allocates_into is not None and m.allocates_into < len(args):
            fresh = self.allocate(st, instr, node, status=m.status)
            if m.status is not None:
                # the result tells failure from success (assume_compare): it carries the block
                status_result = Value(self.TOP, frozenset(a for a in fresh.addrs if a is not NULL))
                fresh = Value(fresh.num, fresh.addrs - NULL_SET)
            else:
                fresh = self._succeeded(st, fresh)
            self.write_through(st, args[m.allocates_into], fresh, node)
        if m.reallocates_into is not None and m.reallocates_into < len(args):
            old = self.read_through(st, args[m.reallocates_into], node)
            fresh = self._succeeded(st, self.reallocate(st, instr, old, node))
            self.write_through(st, args[m.reallocates_into], fresh, node)
        if m.frees_into is not None and m.frees_into < len(args):
            self.free(st, self.read_through(st, args[m.frees_into], node))
        if m.allocates_if_null is not None and m.allocates_if_null < len(args):
            buf = args[m.allocates_if_null]
            if buf.addrs == NULL_SET or (not buf.addrs and buf.num.as_const() == 0):
                v = self.allocate(st, instr, node)
                return self._set_result(st, instr, v, node)
            if NULL not in buf.addrs:
                for i in m.writes:
                    if i < len(args):
                        self.havoc_pointees(st, args[i], node)
                return self._set_result(st, instr, Value(self.BOT, buf.addrs | NULL_SET), node)
            # the buffer may be NULL or not: the allocating case (a possible leak)
            v = self.allocate(st, instr, node)
            return self._set_result(st, instr, Value(v.num, v.addrs | buf.addrs), node)
        if m.std_fd is not None:
            self._std_fd_call(st, m, args, node)
        if m.allocates:
            v = self.allocate(st, instr, node, zeroed=m.zeroed, stack=m.stack, resource=m.resource)
            if m.fd_result:
                slot = self._lowest_closed_std_fd(st)
                if slot is not None:
                    # the lowest free number, which close(0) freed: the new descriptor is
                    # the standard one, held by that number (a later close(0) releases it)
                    self.write(st, [slot], True, Value(self.BOT, v.addrs), T.INT, node)
                v = Value(self.TOP, v.addrs)
            if m.never_null and NULL in v.addrs:
                self.allocation_succeeded(st, v.addrs)
                v = Value(v.num, v.addrs - NULL_SET)
            return self._set_result(st, instr, v, node)
        if m.reallocates is not None:
            old = args[m.reallocates] if m.reallocates < len(args) else Value(self.BOT, NULL_SET)
            v = self.reallocate(st, instr, old, node)
            return self._set_result(st, instr, v, node)
        if m.frees is not None:
            if m.frees < len(args):
                freed = args[m.frees]
                if not freed.addrs:
                    freed = self._input_handle(st, instr.args[m.frees], node) or freed
                cells = self._cells_read(st, instr.args[m.frees], node)
                self.free(st, freed, mixed=self._freed_mixed(st, cells), cell=cells[0] if len(cells) == 1 else None)
            return self._set_result(st, instr, self.V_TOP, node)
        if m.copies is not None:
            dst, src = m.copies
            if max(dst, src) < len(args):
                self.copy_contents(st, args[dst], args[src], node)
        writes = m.writes
        if m.fills is not None and self.zero_fill(st, instr, args, m.fills, node):
            writes = ()
        if instr.callee_name in SCANF_LIKE:
            writes = tuple(range(SCANF_LIKE[instr.callee_name], len(args)))
        for i in writes:
            if i < len(args):
                self.havoc_pointees(st, args[i], node)
        if m.returns_arg is not None and m.returns_arg < len(args):
            base = args[m.returns_arg]
            addrs = base.addrs | NULL_SET if m.result_may_be_null else base.addrs
            return self._set_result(st, instr, Value(self.BOT, addrs), node)
        if m.returns_unknown_pointer:
            return self._set_result(st, instr, self.V_UNKNOWN_PTR, node)
        if status_result is not None:
            return self._set_result(st, instr, status_result, node)
        if m.result_range is not None:
            lo, hi = m.result_range
            n = _array_length(instr.args[0]) if instr.args and instr.callee_name in LENGTHS else None
            if n is not None:
                # (the terminator or the character that stops the span is in the array
                # too; strnlen may count every element of one without a terminator)
                hi = min(hi, n if instr.callee_name == "strnlen" else n - 1)
            return self._set_result(st, instr, Value(self.N.range(lo, hi)), node)
        return self._set_result(st, instr, self._unknown_result(instr), node)

    # -- the standard descriptors 0, 1, 2 ---------------------------------------------
    # A new descriptor gets the lowest number not open (POSIX), at least 3 while 0, 1 and
    # 2 are, as the analysis takes them to be at entry.  ``close(0); open(tty, ..)`` makes
    # the terminal standard input without keeping the result (less's lsystem), and a
    # daemon's ``close(0); open("/dev/null", ..)`` the same: that descriptor is not lost,
    # number 0 holds it until ``close(0)``.  One hidden global per standard number says
    # so: unwritten, the descriptor is open (not the procedure's); NULL, closed; a handle
    # (with its failure's NULL), the procedure's own acquisition under that number.
    def _std_fd_slot(self, k: int) -> GlobalAddr:
        return GlobalAddr(f"{STD_FD_PREFIX}{k}")

    def _std_fd_number(self, args: list, i: int) -> Optional[int]:
        if i >= len(args):
            return None
        v = args[i]
        if v.addrs:
            return None
        k = v.num.as_const()
        return k if k in (0, 1, 2) else None

    def _std_fd_call(self, st: State, m: Model, args: list, node: int) -> None:
        """``close(k)`` or ``dup2(fd, k)`` of a standard number ``k``: what the number held
        (a descriptor this procedure acquired under it) is released, and the number is
        closed, or open again with a descriptor that is not the procedure's."""
        k = self._std_fd_number(args, m.std_fd)
        if k is None:
            return
        slot = self._std_fd_slot(k)
        old = st.mem.get(slot)
        if old is not None:
            handles = frozenset(a for a in old.addrs if type(a) is Region and a.resource == "fd" and a in st.alloc)
            if handles:
                self.free(st, Value(self.BOT, handles | (old.addrs & NULL_SET)))
        self.write(st, [slot], True, self.V_TOP if m.std_fd_reopens else Value(self.BOT, NULL_SET), T.INT, node)

    def _lowest_closed_std_fd(self, st: State) -> Optional[GlobalAddr]:
        """The standard number a new descriptor gets: the lowest one closed for certain,
        where every lower one is open for certain; None when none is, or it is unsure."""
        for k in (0, 1, 2):
            v = st.mem.get(self._std_fd_slot(k))
            if v is None or NULL not in v.addrs:
                continue  # open
            # (a handle whose acquisition failed here, ``if (open(..) < 0)``, is no
            # descriptor: the number is still closed)
            if v.num.is_bottom() and all(a is NULL or (type(a) is Region and a.resource == "fd"
                                                       and a not in st.alloc and a not in st.freed)
                                         for a in v.addrs):
                return self._std_fd_slot(k)
            return None  # closed on some paths only
        return None

    def _passed_descriptors(self, st: State, instr: Call, node: int) -> frozenset:
        """Descriptors passed as numbers to a procedure of the program.  Its summary cannot
        say that it stored a number (only addresses are followed), so a descriptor it does
        not release escapes, as with an unknown function (``channel_new(..., fd, ...)``)."""
        if not any(type(r) is Region and r.resource == "fd" for r in st.alloc):
            return EMPTY
        out = set()
        for a in instr.args:
            out.update(r for r in self.eval(st, a, node).addrs if type(r) is Region and r.resource == "fd")
        return frozenset(out)

    def _escape(self, st: State, addrs: frozenset) -> None:
        if addrs:
            old = st.mem.get(UNKNOWN)
            st.mem[UNKNOWN] = Value(self.TOP, addrs | (old.addrs if old is not None else EMPTY) | {UNKNOWN})

    def _input_handle(self, st: State, e, node: int) -> Optional[Value]:
        """``close(fd)`` or ``close(s->fd)`` where the parameter or the input cell holds a
        number the procedure did not assign: the caller's value may be a descriptor, so the
        content is explored like a pointer's (an explore address the summary's Arg2Free
        names) and released."""
        while type(e) is Cast:
            e = e.operand
        if type(e) is not Lv:
            return None
        addrs, strong, _ = self.lval_addrs(st, e.lval, node)
        if len(addrs) != 1 or not addrs[0].is_input() or addrs[0] in st.inputs or addrs[0] in st.written:
            return None
        cur = st.mem.get(addrs[0])
        if cur is not None and cur.addrs:
            return None  # (a number, maybe refined by tests such as fd >= 0: still the input)
        st.mem.pop(addrs[0], None)
        v = self.explore(st, addrs[0], None, node)
        return Value(v.num, v.addrs - NULL_SET)

    def _unknown_result(self, instr: Call) -> Value:
        rty = instr.result.ty if instr.result is not None else None
        if rty is not None and rty.is_pointer:
            return self.V_UNKNOWN_PTR
        if rty is not None and (rty.is_integer or isinstance(rty, T.FloatType)):
            return self.V_TOP
        return Value(self.TOP, frozenset((UNKNOWN, NULL)))

    def _set_result(self, st: State, instr: Call, v: Value, node: int) -> Optional[State]:
        if instr.result is None:
            return st
        return st if self.assign_value(st, instr.result, v, node) else None

    def _succeeded(self, st: State, v: Value) -> Value:
        self.allocation_succeeded(st, v.addrs)
        return Value(v.num, v.addrs - NULL_SET) if len(v.addrs) > 1 else v

    def read_through(self, st: State, p: Value, node: int) -> Value:
        """The value stored at the cells ``p`` points to (an out-parameter's old value)."""
        targets = [a for a in p.addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr)]
        out = None
        for a in sorted(targets):
            v = self.read(st, a, None, node)
            out = v if out is None else out.join(v)
        return out if out is not None else Value(self.BOT, NULL_SET)

    def write_through(self, st: State, p: Value, v: Value, node: int) -> None:
        """``*p = v`` for an out-parameter (strong when ``p`` is one concrete cell)."""
        targets = sorted(a for a in p.addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr))
        if targets:
            self.write(st, targets, len(targets) == 1 and self._singular(st, targets[0]), v, None, node)

    def allocate(self, st: State, instr: Call, node: int, zeroed: bool = False, stack: bool = False,
                 resource: Optional[str] = None, status: Optional[str] = None) -> Value:
        site = AllocSite(self.proc, instr.loc, node)
        r = Region(site, (), zeroed=zeroed, stack=stack, resource=resource, status=status)
        if stack:
            return Value(self.BOT, frozenset((r,)))
        if self.options.recency:
            if st.present(r):
                st.make_older(r)
        elif r in st.alloc:
            st.multi = st.multi | {r}
        if st.within:
            drop_within(st, (r,))  # (the new block was stored nowhere yet)
        if st.holders:
            st.drop_holders_of(r)  # (cells that held an earlier block of the site)
        st.alloc = st.alloc | {r}
        if r in st.freed:
            st.freed = st.freed - {r}
        if r in st.must_freed:
            st.must_freed = st.must_freed - {r}
        if self.options.malloc_may_fail or resource is not None or status is not None:
            st.nullable[r] = EMPTY  # a handle's failure is ordinary (a missing file): always kept
            return Value(self.BOT, frozenset((r, NULL)))
        return Value(self.BOT, frozenset((r,)))

    def reallocate(self, st: State, instr: Call, old: Value, node: int) -> Value:
        site_r = Region(AllocSite(self.proc, instr.loc, node), ())
        if self.options.recency and site_r in old.addrs and st.present(site_r):
            if (old.addrs == {site_r} and site_r in st.alloc and site_r not in st.freed
                    and site_r not in st.multi):
                # p = realloc(p, n) again on the site's own single block: the new block
                # replaces it under the same name, contents and all; on failure the old
                # block is still there
                if self.options.malloc_may_fail:
                    st.nullable[site_r] = frozenset((("restore", site_r),))
                    return Value(self.BOT, frozenset((site_r, NULL)))
                return Value(self.BOT, frozenset((site_r,)))
            # the old block is one of the site's earlier ones: older now
            old = Value(old.num, (old.addrs - {site_r}) | {site_r.aged()})
        olds = frozenset(a for a in old.addrs if isinstance(a, _HEAP))
        owned = frozenset(a for a in olds if a in st.alloc)
        v = self.allocate(st, instr, node)
        r = next(a for a in v.addrs if a is not NULL)
        self._carry_contents(st, olds, r, node)
        # success: the old block is freed; failure (see allocation_failed): it is given back
        must = len(olds) == 1 and self._singular(st, next(iter(olds))) and \
            self._no_other_null(st, next(iter(olds)), old)
        if self.options.free_all_targets or must:
            st.alloc = st.alloc - (olds - {r})
        else:
            owned = frozenset()  # nothing was certainly taken away, so nothing to give back
        st.freed = st.freed | (olds - {r})
        if must:
            st.must_freed = st.must_freed | (olds - {r})
        if self.options.malloc_may_fail:
            st.nullable[r] = frozenset([("restore", o) for o in owned - {r}]
                                       + [("unfree", o) for o in olds - owned - {r} if type(o) is ExploreAddr])
        return v

    def _carry_contents(self, st: State, olds: frozenset, r: Region, node: int) -> None:
        """realloc copies the old block's contents into the new one: each cell of the new
        block holds what the old blocks held there (exactly, when the new block is one
        concrete block not written yet and there is one old block).  Only blocks this
        procedure allocated itself are copied: their every initialised cell is stored."""
        srcs = sorted(a for a in olds if a != r)
        if not srcs:
            return
        if any(type(a) is not Region or a.context or a.zeroed for a in srcs):
            # input memory, a callee's or a zeroed block: the cells not stored are implicit
            # and cannot be enumerated; copy as memcpy does (the block's own cell, which
            # stands for an array's elements, with its implicit value, and every stored
            # field), so that ``v = xrealloc(v, n)`` in a wrapper still tells its callers
            # that the new block holds what the old one held (``arg0** -> ret**``)
            self.copy_contents(st, Value(self.BOT, frozenset((r,))), Value(self.BOT, frozenset(srcs)), node)
            return
        exact = len(srcs) == 1 and r not in st.multi
        for src in srcs:
            cells = [((), src)] + self.record_cells(st, [src])
            for path, cell in cells:
                v = st.mem.get(cell) if path else self.read(st, src, None, node)
                if v is None:
                    continue
                dst = r
                for name in path:
                    dst = field_addr(dst, name)
                if exact and dst not in st.mem:
                    st.mem[dst] = v
                else:
                    self.write(st, [dst], False, v, None, node)

    def free(self, st: State, v: Value, mixed: bool = False, cell=None) -> None:
        """Free what ``v`` points to; ``mixed``: v was read from a cell whose NULL may not be
        its block's failure NULL, so a NULL there does not mean 'no block'; ``cell``: the
        one cell v was read from, if known.  A cell that holds its block wherever the block
        is allocated (``State.holds_where_allocated``: a join recorded it) frees the block
        for certain even when its NULL has another source (``p = NULL; if (c) p =
        malloc(..); .. free(p);``): where it is NULL there is no block."""
        targets = [a for a in v.addrs if isinstance(a, _HEAP) and not (type(a) is Region and a.stack)]
        if not targets:
            return
        must = len(targets) == 1 and self._singular(st, targets[0]) and (
            (NULL not in v.addrs if mixed else self._no_other_null(st, targets[0], v))
            or (cell is not None and type(targets[0]) is Region and st.holds_where_allocated(targets[0], cell)))
        if self.options.free_all_targets or must:
            st.alloc = st.alloc - set(targets)
        if must:
            st.must_freed = st.must_freed | {targets[0]}
        elif self.options.free_all_targets:
            # the paper's assumption (Section 3): every target is freed, so certainly
            # (the cleanness checkers rely on their own stale-pointer flow for precision).
            # It says which blocks a free frees, not that the free happens: through a cell
            # that may hold a NULL of another source (``q = c ? p : NULL``) an input block
            # may be left alone, and the summary must not tell callers it surely is
            # (``Summary.arg2free_must``, as for ``if (c) free(p)``)
            # An explore address that stands for many input cells (``explore_k``'s merge)
            # is not one block: the free frees one of those it stands for, so it is not
            # freed for certain (its cells still hold what the others hold: a wrapper's
            # state merged with a string array it frees element by element)
            happens = NULL not in v.addrs if mixed else all(self._no_other_null(st, t, v) for t in targets)
            st.must_freed = st.must_freed | {t for t in targets if type(t) is not ExploreAddr
                                             or (happens and not t.reused)}
        st.freed = st.freed | set(targets)
        for t in targets:
            st.nullable.pop(t, None)

    def copy_contents(self, st: State, dst: Value, src: Value, node: int) -> None:
        """memcpy-like: what src's cells hold may now be in dst's cells (weakly)."""
        dsts = sorted(a for a in dst.addrs if a is not NULL and type(a) is not FuncAddr)
        srcs = sorted(a for a in src.addrs if a is not NULL and type(a) is not FuncAddr)
        if not dsts or not srcs:
            return
        for s in srcs:
            sv = self.read(st, s, None, node)
            self.write(st, dsts, False, sv, None, node)
            for cell in sorted(c for c in st.mem if type(c) is FieldAddr and c.base == s):
                fv = st.mem[cell]
                self.write(st, [field_addr(d, cell.field) for d in dsts], False, fv, None, node)

    @staticmethod
    def record_cells(st: State, bases) -> list:
        """(path, cell) for every stored field cell below the given record cells."""
        bases = set(bases)
        out = []
        for cell in st.mem:
            path = []
            a = cell
            while type(a) is FieldAddr:
                path.append(a.field)
                a = a.base
                if a in bases:
                    out.append((tuple(reversed(path)), cell))
                    break
        # (an array's cells before its elements': a strong copy into the array's cell
        # replaces the destination's element cells, which the elements' copies then set)
        out.sort(key=lambda pc: (type(pc[1]) is FieldAddr and pc[1].collapsed is not None, pc[0],
                                 pc[1].sort_key()))
        return out

    def copy_record_cells(self, st: State, srcs: list, dsts: list, strong: bool) -> None:
        """Struct assignment by value at the level of cells: every stored field of a source
        record is copied to the same field path of each destination record."""
        for path, cell in self.record_cells(st, srcs):
            targets = []
            for d in dsts:
                for name in path:
                    d = field_addr(d, name)
                targets.append(d)
            self.write(st, targets, strong and len(targets) == 1 and len(srcs) == 1, st.mem[cell], None, -1)

    def record_contents(self, st: State, e, node: int) -> frozenset:
        """The addresses held anywhere inside a struct value passed by value."""
        if type(e) is not Lv or not isinstance(e.ty, T.RecordType):
            return EMPTY
        srcs, _, _ = self.lval_addrs(st, e.lval, node)
        out: set = set()
        for _, cell in self.record_cells(st, srcs):
            out.update(st.mem[cell].addrs)
        return frozenset(out)

    def zero_fill(self, st: State, instr: Call, args: list, fills: tuple, node: int) -> bool:
        """``memset(p, 0, sizeof *p)``, ``bzero(p, sizeof *p)``: every cell of the object p
        points to is 0, or NULL for a pointer -- strongly where p denotes one concrete
        object, as for ``p->f = 0``.  False (nothing done) when the bytes may not be zero or
        the size is not known to be that of p's pointed-to type: the caller then writes
        unknown numbers."""
        dst, byte, size = fills
        if max(dst, size, byte or 0) >= len(args):
            return False
        if byte is not None and args[byte].num.as_const() != 0:
            return False
        ptr = instr.args[dst]
        while type(ptr) is Cast:
            ptr = ptr.operand
        pty = ptr.ty
        if not isinstance(pty, T.PointerType):
            return False
        obj = pty.target
        whole = type(ptr) is AddrOf and isinstance(ptr.lval.ty, T.ArrayType) and known_length(ptr.lval)
        if whole and args[size].num.as_const() == ptr.lval.ty.size():
            obj = ptr.lval.ty  # ``memset(a, 0, sizeof a)``: every element of the array
        elif obj.size() is None or args[size].num.as_const() != obj.size():
            return False
        else:
            whole = False
        targets = sorted(a for a in args[dst].addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr))
        strong = len(targets) == 1 and type(ptr) is not BinOp and (
            self._one_object(st, targets[0]) if whole else self._singular(st, targets[0]))
        cells: list = []
        for t in targets:
            _zero_cells(self, cells, t, obj)
        if len(cells) > _MAX_FILL_CELLS or (isinstance(obj, T.RecordType) and obj.fields is None):
            return False
        known = {c for c, _, _ in cells}
        bases = set(targets)
        for c in sorted(st.mem):  # cells stored below the object (any other view of it)
            a = c
            while type(a) is FieldAddr and a not in bases:
                a = a.base
            if a in bases and c not in known and c is not a:
                cells.append((c, Value(self.ZERO, NULL_SET), None))
        for c, v, ty in cells:
            self.write(st, [c], strong, v, ty, node)
        return True

    def havoc_pointees(self, st: State, v: Value, node: int) -> None:
        """A library model's ``writes``: the cells ``v`` points to get unknown numbers."""
        targets = sorted(a for a in v.addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr))
        if not targets:
            return
        bases = set(targets)
        fields = sorted(c for c in st.mem if type(c) is FieldAddr and c.base in bases)
        self.write(st, targets + fields, False, self.V_TOP, None, node)

    def havoc_reachable(self, st: State, starts, node: int) -> frozenset:
        """Rule 2 of the unknown-function policy: code the analysis cannot see may change
        every cell reachable from ``starts`` (the blocks the arguments point to, and every
        block their cells point to, transitively): each gets any number and, unless it
        holds a number and no address (an integer field), may point to unknown memory (a
        weak update).  Input memory among them is recorded
        (``havocked_inputs``): its cells the procedure never read are not in the state, so
        its summary tells each caller to do the same from its own cells.

        Returns the blocks of ``st.alloc`` it reached, before the change: rule 1 has them
        escape (the unknown code may have kept any of them anywhere), which ``_escape``
        does."""
        objs = {a for a in starts if a is not NULL and a is not UNKNOWN and type(a) not in (FuncAddr, StrAddr)}
        if not objs:
            return EMPTY
        mem = st.mem
        # field address -> its direct sub-fields (through field addresses that are no
        # cell of their own too): the cells stored inside an object or below a field are
        # found by a walk down from it, not by a scan of the object's every cell for each
        # pointer into it (quadratic where many pointers lead into one large object)
        children: dict = {}
        for c in mem:
            while type(c) is FieldAddr:
                b = c.base
                kids = children.get(b)
                if kids is None:
                    children[b] = [c]
                else:
                    kids.append(c)
                    break  # (b's own chain is already linked)
                c = b
        work = sorted(objs, key=Addr.cached_key)
        seen = set(objs)
        done = set()  # cells already changed (or left alone)
        walked = set()  # objects and fields whose sub-fields were collected
        followed = set()  # ids of the address sets followed (each held by a cell of mem)
        cells = []
        numbers = []
        while work:
            o = work.pop()
            group = []
            if o not in done:
                done.add(o)
                group.append((o, mem.get(o)))
            if o not in walked:
                stack = [o]
                while stack:
                    n = stack.pop()
                    if n in walked:
                        continue
                    walked.add(n)
                    kids = children.get(n)
                    if kids:
                        for k in kids:
                            if k not in done:
                                v = mem.get(k)
                                if v is not None:  # (else a field address on the way down)
                                    done.add(k)
                                    group.append((k, v))
                        stack.extend(kids)
            for c, v in group:
                if v is None:
                    cells.append(c)
                    continue
                addrs = v.addrs
                if not addrs:
                    if not v.num.is_top():
                        numbers.append(c)  # a number stays a number
                    continue
                if UNKNOWN not in addrs or not v.num.is_top():
                    cells.append(c)  # (a cell that already holds the junk is left alone)
                if id(addrs) not in followed:
                    # each distinct address set once (values share them), and only its
                    # addresses not seen yet: a set difference hashes nothing anew, where a
                    # test per address called each one's ``__hash__`` (httpd's parser: tens of
                    # thousands of tests per call through its merged input memory)
                    followed.add(id(addrs))
                    for t in addrs - seen:
                        if t is not NULL and t is not UNKNOWN and type(t) not in (FuncAddr, StrAddr):
                            seen.add(t)
                            work.append(t)
        roots = {_root(o) for o in seen}
        reached = frozenset(r for r in roots if r in st.alloc)
        inputs = {o for o in seen if type(_root(o)) is ExploreAddr}
        if inputs:
            _HAVOCKED.setdefault(self.proc, set()).update(inputs)
        if not roots <= st.havocked:
            st.havocked = st.havocked | roots
        if cells:
            cells.sort(key=Addr.cached_key)
            self.write(st, cells, False, Value(self.TOP, _UNKNOWN_SET), None, node)
        if numbers:
            numbers.sort(key=Addr.cached_key)
            self.write(st, numbers, False, self.V_TOP, None, node)
        return reached

    def call_unknown(self, st: State, instr: Call, name: Optional[str], node: int) -> Optional[State]:
        """The unknown-function policy (see ``models`` module docstring)."""
        if name is not None:
            self.stats.unknown_calls[name] = self.stats.unknown_calls.get(name, 0) + 1
        ftype = None
        if name is not None:
            ftype = self.prototypes.get(name)
        params = ftype.params if isinstance(ftype, T.FuncType) and ftype.params is not None else []
        escaped = set()
        starts = set()
        for i, arg in enumerate(instr.args):
            v = self.eval(st, arg, node)
            inside = self.record_contents(st, arg, node)
            if inside:  # pointers inside a struct passed by value escape with it
                v = Value(v.num, v.addrs | inside)
            pty = params[i][1] if i < len(params) else None
            if isinstance(pty, T.PointerType) and _is_const_target(pty):
                continue
            targets = [a for a in v.addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr)]
            if not targets:
                continue
            if self.options.out_params_stay_local and _own_scalar_address(arg):
                # what the variable points to escapes (rule 1), its own address does not
                for t in targets:
                    held = st.mem.get(t)
                    if held is not None:
                        escaped.update(a for a in held.addrs if a is not NULL and type(a) not in (FuncAddr, StrAddr))
            else:
                escaped.update(targets)
            starts.update(targets)
        # rule 1 at depth: the blocks reachable from the arguments, not only the ones they
        # point to, escape (a block the caller later stops holding, as after
        # ``if (c.buf != NULL) free(c.buf)`` on the NULL the unknown code may have left in
        # the field, may have been kept there by the unknown code)
        escaped.update(self.havoc_reachable(st, starts, node))
        self._escape(st, frozenset(escaped))
        return self._set_result(st, instr, self._unknown_result(instr), node)


def _own_scalar_address(e) -> bool:
    """Whether ``e`` is ``&x`` for a local scalar variable ``x`` of the procedure (an
    out-parameter: ``options.out_params_stay_local``)."""
    e = strip_casts(e)
    if type(e) is not AddrOf or type(e.lval) is not Var or e.lval.kind != VAR_LOCAL:
        return False
    ty = e.lval.ty
    return ty is not None and ty.is_scalar


_HAVOCKED: dict = {}
"""proc -> the input addresses that code the analysis cannot see may have changed, with
everything reachable from them (``Semantics.havoc_reachable``), in the procedure's
analysis; read by ``havocked_inputs`` when its summary is extracted, reset with the
other per-procedure records (``interproc.summary.reset_records``)."""


def havocked_inputs(proc: str) -> frozenset:
    return frozenset(_HAVOCKED.get(proc, ()))


_MAX_FILL_CELLS = 256
"""The most cells ``zero_fill`` writes; a larger object gets unknown numbers instead."""

_HOLDS = {"<": lambda x, k: x < k, "<=": lambda x, k: x <= k, ">": lambda x, k: x > k,
          ">=": lambda x, k: x >= k, "==": lambda x, k: x == k, "!=": lambda x, k: x != k}

def _status_only(v: Value) -> bool:
    """A status result: a number tagged with the blocks its call stored through an
    out-parameter (``Region.status``), and nothing else."""
    return bool(v.addrs) and all(type(a) is Region and a.status for a in v.addrs)


_MINUS_ONE_HANDLES = frozenset(("fd", "map"))
"""Resource kinds whose acquisition fails with -1 (open, socket; mmap's MAP_FAILED)."""

_UNKNOWN_SET = frozenset((UNKNOWN,))


def _pure_null(v: Value) -> bool:
    """``v`` is the null pointer and nothing else (``(char *) 0``)."""
    return v.addrs == NULL_SET and v.num.is_bottom()


def _complement(e) -> bool:
    """``e`` is a bitwise complement (``~m``), possibly converted: a mask that clears the
    bits set in ``m``."""
    while type(e) is Cast:
        e = e.operand
    return type(e) is UnOp and e.op == "~"


def _escaped_int(e, v: Value) -> Value:
    """An integer whose only address is unknown memory, compared with a number, is its
    number part: a descriptor that escaped in a callee (passed to an unmodelled
    ``ioctl``) comes back from its summary as unknown memory beside the numbers its
    result may have (``>= 3`` where it was acquired), and every other way an integer
    gets that address (a pointer cast to an integer, a read of unknown memory) gives
    it the number part ⊤, which already covers the address's value."""
    if v.addrs != _UNKNOWN_SET:
        return v
    if v.num.is_bottom() or not isinstance(getattr(e, "ty", None), T.IntType):
        return v
    return Value(v.num)


def constant_globals_read(fn, constants: dict) -> list:
    """The variables (one per name, in order of first use) of the never-written globals
    in ``constants`` that ``fn``'s own code reads: the ones ``initial_state`` gives their
    initialiser's value."""
    out: dict = {}
    if constants:
        for instr in fn.cfg.instrs:
            for e in instr_exprs(instr):
                for var in expr_vars(e):
                    if var.kind == VAR_GLOBAL and var.name in constants:
                        out.setdefault(var.name, var)
    return list(out.values())


def global_array_cells(units) -> frozenset:
    """The cells of global arrays of more than one element (and of arrays in global
    records) that some expression of the program makes a pointer to (``_into_array``):
    ``memory.ARRAY_CELLS`` for the globals, from the program's text."""
    out = set()
    for tu in units:
        fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
        for fn in fns:
            for instr in fn.cfg.instrs:
                for x in instr_nodes(instr):
                    if type(x) is not AddrOf or not _into_array(x.lval):
                        continue
                    steps, lv = [], x.lval
                    while type(lv) in (Field, Index):
                        if type(lv) is Field:
                            steps.append(lv.name)
                        lv = lv.base
                    if type(lv) is not Var or lv.kind != VAR_GLOBAL:
                        continue
                    a = GlobalAddr(lv.name)
                    for name in reversed(steps):
                        a = field_addr(a, name)
                    if a is not UNKNOWN:
                        out.add(a)
    return frozenset(out)


def _interior(lv, st, node, sem) -> bool:
    """Whether ``&lv`` (``_into_array``) may point past the first element of the array:
    an index on the way is not certainly 0."""
    while type(lv) in (Field, Index):
        if type(lv) is Index and sem.eval(st, lv.index, node).num.as_const() != 0:
            return True
        lv = lv.base
    return False


def _into_array(lv) -> bool:
    """Whether ``&lv`` points into an array of more than one element: ``lv`` is such an
    array (converted to a pointer to its first element) or an element of one, or a
    field of an element."""
    ty = lv.ty
    if isinstance(ty, T.ArrayType) and ty.length != 1:
        return True
    while type(lv) in (Field, Index):
        if type(lv) is Index:
            bty = lv.base.ty
            if not (isinstance(bty, T.ArrayType) and bty.length == 1):
                return True
        lv = lv.base
    return False


def _array_length(e) -> Optional[int]:
    """The number of elements of the array variable ``e`` is (``&buf`` or ``buf`` for a
    ``char buf[51]``, through casts), else None.  Only a variable's own array: the last
    field of a record may be declared ``[1]`` and used as longer (the "struct hack")."""
    e = strip_casts(e)
    if type(e) is not AddrOf and type(e) is not Lv:
        return None
    lv = e.lval
    if type(lv) is not Var or lv.kind == VAR_FUNC:
        return None
    ty = lv.ty
    if isinstance(ty, T.ArrayType) and ty.length and ty.length > 0:
        return ty.length
    return None


def _value_preserving(e):
    """``e`` without the integer conversions that keep every value of their operand (to a
    wider type, or to one of the same width and signedness)."""
    while type(e) is Cast and isinstance(e.ty, T.IntType):
        inner = getattr(e.operand, "ty", None)
        if not isinstance(inner, T.IntType) or "bool" in e.ty.name.lower():
            break  # (a conversion to _Bool maps every non-zero value to 1)
        if inner.bytes < e.ty.bytes and (e.ty.signed or not inner.signed) or \
                (inner.bytes == e.ty.bytes and inner.signed == e.ty.signed):
            e = e.operand
        else:
            break
    return e


def _linear_step(e) -> Optional[tuple]:
    """``(x, op, c, constant on the left)`` when ``e``, through value-preserving
    conversions, is ``x op c`` or ``c op x`` for ``op`` in ``+ - *`` (``c`` not 0 for
    ``*``) computed in a signed integer type."""
    e = _value_preserving(e)
    if type(e) is not BinOp or e.op not in ("+", "-", "*"):
        return None
    ty = e.ty
    if not isinstance(ty, T.IntType) or not ty.signed:
        return None
    for x, k, const_left in ((e.left, e.right, False), (e.right, e.left, True)):
        c = _constant(k)
        if c is None or (e.op == "*" and c == 0):
            continue
        if not isinstance(getattr(x, "ty", None), T.IntType):
            return None
        return _value_preserving(x), e.op, c, const_left
    return None


def _shift(bound: Optional[int], by: int) -> Optional[int]:
    return None if bound is None else bound + by


def _keep_null(original: Value, refined: Value) -> Value:
    """A refined "number or NULL" cell keeps its NULL address while 0 is still possible."""
    if NULL in original.addrs and NULL not in refined.addrs and not refined.num.is_bottom() \
            and refined.num.contains(0):
        return Value(refined.num, refined.addrs | NULL_SET)
    return refined


def _unsigned_bits(e) -> int:
    """Bit width of the unsigned type a binary operation is carried out in, or 0."""
    op = e.op
    if op in _COMPARE:
        return _comparison_unsigned_bits(e.left, e.right)
    ty = e.ty
    if isinstance(ty, T.IntType) and not ty.signed:
        return ty.bytes * 8
    return 0


def _comparison_unsigned_bits(left, right) -> int:
    lt, rt = left.ty, right.ty
    if not (isinstance(lt, T.IntType) and isinstance(rt, T.IntType)):
        return 0
    common = T.arithmetic_result(lt, rt)
    if isinstance(common, T.IntType) and not common.signed:
        return common.bytes * 8
    return 0


def _unsigned_view(e, v: Value, bits: int) -> Value:
    """The value of an operand of an unsigned comparison of ``bits`` bits whose own type
    is that unsigned type, within the type's range: an object of an unsigned type holds
    nothing else, though its abstract value may say more (a number a callee's summary
    wrote through a pointer, ``get_u32(&n)``, comes as ⊤ of no particular width).  So
    the comparison refines it (``if (n > 100) fail(); ... n <= 100``) instead of only
    checking feasibility, as it must for a signed operand converted to unsigned."""
    ty = getattr(e, "ty", None)
    if not isinstance(ty, T.IntType) or ty.signed or ty.bytes * 8 != bits or _fits_unsigned(v.num, bits):
        return v
    return Value(v.num.cast(bits, False), v.addrs)


def _fits_unsigned(num, bits: int) -> bool:
    if num.is_bottom():
        return True
    lo, hi = num.bounds()
    return lo is not None and lo >= 0 and hi is not None and hi < (1 << bits)


def _is_const_target(pty: T.PointerType) -> bool:
    return bool(getattr(pty, "const_target", False))


def _zero_cells(sem: Semantics, cells: list, cell, ty) -> None:
    """``(cell, zero value, type)`` of every cell of an object of type ``ty`` at ``cell``
    (``Semantics.zero_fill``; a function, not a closure, which would be a reference cycle
    holding the ``Semantics``)."""
    while isinstance(ty, T.ArrayType):  # an array's cell stands for its elements
        ty = ty.elem
    if cell is UNKNOWN or len(cells) > _MAX_FILL_CELLS:
        return
    if isinstance(ty, T.RecordType):
        cells.append((cell, Value(sem.ZERO, NULL_SET), None))
        for name, fty in ty.fields or ():
            _zero_cells(sem, cells, field_addr(cell, name), fty)
    elif ty.is_pointer or ty.is_integer:
        cells.append((cell, sem.V_NULL if ty.is_pointer else Value(sem.ZERO), ty))
    else:
        cells.append((cell, Value(sem.ZERO, NULL_SET), None))


_EVAL: dict[type, Callable] = {
    Const: Semantics._eval_const, FloatConst: Semantics._eval_top, Str: Semantics._eval_str, Lv: Semantics._eval_lv,
    AddrOf: Semantics._eval_addrof, BinOp: Semantics._eval_binop, UnOp: Semantics._eval_unop,
    Cast: Semantics._eval_cast, UnknownValue: Semantics._eval_unknown,
}
"""``Semantics.eval``'s dispatch on the expression's type: plain functions, not methods
bound in each instance, which would make every ``Semantics`` a reference cycle that only
the cyclic collector frees (with all it holds)."""


def _pointer_operand(e) -> bool:
    """Whether ``e`` has a pointer type (the base of ``p + i``, not the integer of ``i + p``)."""
    ty = getattr(e, "ty", None)
    if ty is None and type(e) is Lv:
        ty = getattr(e.lval, "ty", None)
    return ty is not None and ty.is_pointer

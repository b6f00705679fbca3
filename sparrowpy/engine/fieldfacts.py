"""Whole-program facts about the integer and pointer fields of structures: the values
every store into a field gives it (``field_invariants``).

A field ``want`` that the program sets only to ``GZBUFSIZE`` and, in its only other
store, to a size it first raised to at least 2, holds a number of at least 2 wherever it
is read.  The engine reads an integer field of input memory (a parameter's or a global's
structure, whose content at the procedure's entry is otherwise unknown) as that range,
so ``state->size = state->want`` after an allocation makes ``size`` non-zero exactly
where the block exists, and ``if (state->size) free(state->in)`` frees it.

A pointer field no store leaves NULL (regex's ``entrance_nodes``: the state's own node
set, or a copy made for it and checked) gets ``NONNULL``: the engine reads it from input
memory as its input address alone, without the NULL an input pointer may otherwise hold.

Facts are kept by field name: the invariant of ``want`` is the join over every store
into a field named ``want`` of any structure.  A name is left unknown (no fact) when:

- some structure with a field of that name is, or is a member of, a union, has it as a
  bit-field, or is not the program's own: a pointer to it (or to a structure holding it
  by value) is passed to, or returned by, a function with no body in the program, other
  than one that frees or reallocates the block (``fstat(fd, &st)``, ``localtime``), or it
  is the type of a global no file of the program defines;
- a pointer to such a structure becomes a pointer of another type (``void *``, ``char *``,
  another structure that is not its first member's type), anywhere but as the argument
  of a function that frees or reallocates it, or is made from bytes that are not a fresh
  allocation of the same procedure (a ``void *`` handed back, a buffer ``recvmsg``
  filled): code may write its bytes through such a pointer;
- the field's own address is taken (``&s->want``);
- a store gives it a value the analysis does not bound.

Where a pointer to such a structure is the result of ``calloc`` (or ``realloc``), or a
typed pointer to it is zero-filled (``memset(s, 0, sizeof *s)``), 0 joins every one of
its fields' facts: the fields of a zero-filled block read 0 before any store.  A pointer
field of a block ``calloc``'d into a variable of its structure's type is NULL to other
code only if the block is handed out while the field may still be unset
(``_zero_handed_out``).

The assumptions (``AnalysisOptions.field_invariants``, docs/assumptions.md): a field is
not read before it is written (reading an indeterminate value is undefined, as the
concrete interpreter ``oracle.concrete`` has it), and the bytes of an integer field are
written only through the field, a copy of a whole structure, or a zero fill the
analysis sees typed.  Only a whole program (one that defines ``main``) gets facts.

A store's value is evaluated by the engine itself: the storing procedure is analysed
alone (calls to the program's procedures as unknown code, reads of fields unknown), and
the stored expression is evaluated in the states before the store.  A store of another
field's value (``s->size = s->want``) gives the fact of that field instead.  Only the
fields that some branch tests, or that are copied into such a field, are evaluated.
"""

from __future__ import annotations

from typing import Optional

from ..ctype import ArrayType, IntType, PointerType, RecordType
from .memory import NULL, FieldAddr, LocalAddr, Region, _root_of, field_addr
from ..ir import AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, Index, Lv, Return, Str, UnOp, Var

_ZERO_FILLS = {"memset": 1, "bzero": None, "explicit_bzero": None, "memset_explicit": 1}
"""Library functions that fill their first argument's bytes: with the value of this
argument (None: always 0)."""

_MAX_ROUNDS = 8


def _strip_casts(e):
    while type(e) is Cast:
        e = e.operand
    return e


def _records_in(ty, out: set, through_pointers: bool = False, seen: Optional[set] = None) -> None:
    """The structures ``ty`` holds by value (itself included), through arrays and members;
    with ``through_pointers``, also those it points to, at any depth (what code that gets a
    value of ``ty`` can reach)."""
    if seen is None:
        seen = set()
    walk = (ArrayType, PointerType) if through_pointers else ArrayType
    while isinstance(ty, walk):
        ty = ty.elem if isinstance(ty, ArrayType) else ty.target
    if not isinstance(ty, RecordType) or id(ty) in seen:
        return
    seen.add(id(ty))
    out.add(ty)
    for _, fty in ty.fields or ():
        _records_in(fty, out, through_pointers, seen)


def _pointee_records(ty) -> set:
    """The structures a pointer of type ``ty`` (or an array of that type) gives access to
    by value."""
    out: set = set()
    if isinstance(ty, PointerType):
        _records_in(ty.target, out)
    elif isinstance(ty, ArrayType):
        _records_in(ty, out)
    return out


def _prefix_types(rec: RecordType) -> list:
    """The types a pointer to ``rec`` may become and still denote the same first bytes
    (its first member, that one's first member, ...)."""
    out = []
    ty = rec
    while isinstance(ty, RecordType) and not ty.is_union and ty.fields:
        ty = ty.fields[0][1]
        out.append(ty)
    return out


def _same_record(a, b) -> bool:
    """Whether two record types are one structure (each file parses its own declarations:
    the same tag, or for an untagged one the same members)."""
    if a is b:
        return True
    if not isinstance(a, RecordType) or not isinstance(b, RecordType) or a.is_union != b.is_union:
        return False
    if a.tag is not None or b.tag is not None:
        return a.tag == b.tag
    return a.fields is not None and [f for f, _ in a.fields] == [f for f, _ in b.fields or ()]


def _same_pointee(src, dst) -> bool:
    """Whether converting a pointer of type ``src`` to ``dst`` keeps it a pointer to the
    same structure (or to its first member's type, or from that type back)."""
    if not isinstance(src, PointerType) or not isinstance(dst, PointerType):
        return False
    a, b = src.target, dst.target
    if a is b:
        return True
    if isinstance(a, RecordType) and isinstance(b, RecordType):
        if a.is_union or b.is_union:
            return False
        return _same_record(a, b) or any(_same_record(t, b) for t in _prefix_types(a)) \
            or any(_same_record(t, a) for t in _prefix_types(b))
    return False


def _fields_read(e, out: set) -> None:
    """The names of the fields expression ``e`` reads, into ``out``."""
    t = type(e)
    if t is Lv:
        lv = e.lval
        while True:
            if type(lv) is Field:
                out.add(lv.name)
                lv = lv.base
            elif type(lv) is Index:
                _fields_read(lv.index, out)
                lv = lv.base
            elif type(lv) is Deref:
                _fields_read(lv.ptr, out)
                return
            else:
                return
    elif t is BinOp:
        _fields_read(e.left, out)
        _fields_read(e.right, out)
    elif t is UnOp or t is Cast:
        _fields_read(e.operand, out)


def _holds_record(ty) -> bool:
    return bool(_pointee_records(ty)) or isinstance(ty, RecordType)


class _Scan:
    """One pass over the program's instructions."""

    def __init__(self, units):
        self.functions = {}
        self.prototypes = {}
        for tu in units:
            for name, fty in tu.prototypes.items():
                self.prototypes.setdefault(name, fty)
            for name, fn in tu.functions.items():
                self.functions.setdefault(name, fn)
        from .models import lookup
        self.lookup = lookup
        self.bad_names: set = set()        # field names with no fact
        self.bad_records: dict = {}        # id -> record whose fields get no fact
        self.zeroed: dict = {}             # id -> record whose fields may read 0
        self.zero_sites: list = []         # (fn, allocating nodes, record): a zeroed block's fields
                                           # read 0 if it is handed out before they are written
        self.records_of: dict = {}         # field name -> {id: record with that field}
        self.stores: dict = {}             # field name -> [(fn, node, rhs, field type)]
        self.pstores: dict = {}            # the same, of pointer fields
        self.read: set = set()             # field names some code reads
        self.tested: set = set()           # field names a branch reads
        self.copies: dict = {}             # field name -> names of fields copied into it

    # ------------------------------------------------------------ marks
    def _bad(self, recs) -> None:
        for r in recs:
            self.bad_records[id(r)] = r

    def _zero(self, recs, site=None) -> None:
        """``recs`` may be zero-filled; with ``site`` ``(fn, nodes, record)``, as the blocks the
        calls at ``nodes`` of ``fn`` allocate, of type ``record``: its own fields get 0 only if
        such a block may be handed out while they still hold it (``_zero_handed_out``)."""
        for r in recs:
            if site is not None and r is site[2]:
                self.zero_sites.append(site)
            else:
                self.zeroed[id(r)] = r

    def _library_touches(self, ty) -> None:
        out: set = set()
        _records_in(ty, out, through_pointers=True)
        self._bad(out)

    def _converted(self, src, dst, rhs, allocs: dict) -> None:
        """A value of type ``src`` (the expression ``rhs``) used where ``dst`` is expected."""
        if src is None or dst is None:
            return
        if rhs is not None and type(_strip_casts(rhs)) is Const:
            return  # (a null pointer constant, or a number made a pointer: no object's bytes)
        if isinstance(src, PointerType) and _pointee_records(src) and not _same_pointee(src, dst):
            self._bad(_pointee_records(src))
        if isinstance(dst, PointerType) and _pointee_records(dst) and not _same_pointee(src, dst):
            # a structure pointer made from something else: a fresh block's fields are
            # written before they are read (a zeroed one's read 0); any other bytes (a
            # buffer ``recvmsg`` filled, a ``void *`` handed back) may hold anything
            base = _strip_casts(rhs) if rhs is not None else None
            kind = allocs.get(base.lval.name) if type(base) is Lv and type(base.lval) is Var else None
            if kind == "zeroed":
                site = None
                if isinstance(dst.target, RecordType) and not dst.target.is_union:
                    site = (self.fn, self.alloc_nodes[base.lval.name], dst.target)
                self._zero(_pointee_records(dst), site)
            elif kind != "fresh":
                self._bad(_pointee_records(dst))

    # ------------------------------------------------------------ expressions
    def _expr(self, e, allocs: dict) -> None:
        t = type(e)
        if t is Lv:
            self._lval(e.lval, allocs)
        elif t is AddrOf:
            lv = e.lval
            if type(lv) is Field:
                self.bad_names.add(lv.name)
            self._lval(lv, allocs)
        elif t is BinOp:
            self._expr(e.left, allocs)
            self._expr(e.right, allocs)
        elif t is UnOp:
            self._expr(e.operand, allocs)
        elif t is Cast:
            self._expr(e.operand, allocs)
            self._converted(getattr(e.operand, "ty", None), e.ty, e.operand, allocs)

    def _lval(self, lv, allocs: dict) -> None:
        t = type(lv)
        if t is Field:
            base_ty = getattr(lv.base, "ty", None)
            if isinstance(base_ty, RecordType):
                self.records_of.setdefault(lv.name, {})[id(base_ty)] = base_ty
                if base_ty.is_union or lv.name in base_ty.bitfields or isinstance(lv.ty, ArrayType):
                    # (an array field's elements are written by index, not as the field)
                    self.bad_names.add(lv.name)
                if base_ty.is_union:
                    # (a store through one member writes the others' bytes)
                    self._bad(_pointee_records(PointerType(base_ty)))
            else:
                self.bad_names.add(lv.name)  # (a field of a base of unknown type)
            self._lval(lv.base, allocs)
        elif t is Index:
            self._lval(lv.base, allocs)
            self._expr(lv.index, allocs)
        elif t is Deref:
            self._expr(lv.ptr, allocs)

    # ------------------------------------------------------------ instructions
    def function(self, fn) -> None:
        instrs = fn.cfg.instrs
        # the variables every definition of which is an allocation here: "fresh", or
        # "zeroed" where some of them zero-fill the block
        defs: dict = {}
        self.fn = fn
        self.alloc_nodes = alloc_nodes = {}  # variable -> the nodes of the calls that define it
        for n, instr in enumerate(instrs):
            t = type(instr)
            if t is Assign and type(instr.lhs) is Var:
                defs[instr.lhs.name] = None
            elif t is Call and type(instr.result) is Var:
                m = self._model(instr)
                kind = None if m is None or not m.allocates or m.stack else "zeroed" if m.zeroed else "fresh"
                name = instr.result.name
                alloc_nodes.setdefault(name, []).append(n)
                prev = defs.get(name, "fresh") if name in defs else kind
                defs[name] = None if prev is None or kind is None else ("zeroed" if "zeroed" in (prev, kind) else "fresh")
        allocs = {n: k for n, k in defs.items() if k is not None}
        for n, instr in enumerate(instrs):
            t = type(instr)
            if t is Assign:
                lhs, rhs = instr.lhs, instr.rhs
                self._expr(rhs, allocs)
                self._lval(lhs, allocs)
                self._converted(getattr(rhs, "ty", None), getattr(lhs, "ty", None), rhs, allocs)
                _fields_read(rhs, self.read)
                _fields_read(Lv(lhs.base) if type(lhs) is Field else Lv(lhs), self.read)
                if type(lhs) is Field and isinstance(lhs.ty, (IntType, PointerType)):
                    (self.stores if isinstance(lhs.ty, IntType) else self.pstores) \
                        .setdefault(lhs.name, []).append((fn, n, rhs, lhs.ty))
                    src = _strip_casts(rhs)
                    if type(src) is Lv and type(src.lval) is Field:
                        self.copies.setdefault(lhs.name, set()).add(src.lval.name)
            elif t is Call:
                self._call(fn, n, instr, allocs)
                for a in instr.args:
                    _fields_read(a, self.read)
            elif t is Assume:
                self._expr(instr.cond, allocs)
                _fields_read(instr.cond, self.tested)
                _fields_read(instr.cond, self.read)
            elif t is Return and instr.value is not None:
                self._expr(instr.value, allocs)
                self._converted(getattr(instr.value, "ty", None), fn.ftype.ret, instr.value, allocs)
                _fields_read(instr.value, self.read)

    def _model(self, call):
        name = call.callee_name
        if name is not None and name not in self.functions:
            return self.lookup(name)
        return None

    def _call(self, fn, n: int, call: Call, allocs: dict) -> None:
        name = call.callee_name
        if name is None:
            self._expr(call.func, allocs)
        for a in call.args:
            self._expr(a, allocs)
        body = self.functions.get(name) if name is not None else None
        res = call.result
        if res is not None:
            self._lval(res, allocs)
            if type(res) is Field and isinstance(res.ty, (IntType, PointerType)):
                (self.stores if isinstance(res.ty, IntType) else self.pstores) \
                    .setdefault(res.name, []).append((fn, n, None, res.ty))
        if body is None:
            m = self.lookup(name) if name is not None else None
            kept = set()
            if m is not None:
                kept = {i for i in (m.frees, m.reallocates) if i is not None}
            if name in _ZERO_FILLS and call.args:
                dest = _strip_casts(call.args[0])
                recs = _pointee_records(getattr(dest, "ty", None))
                vi = _ZERO_FILLS[name]
                zero = vi is None or (len(call.args) > vi and type(_strip_casts(call.args[vi])) is Const
                                      and _strip_casts(call.args[vi]).value == 0)
                (self._zero if zero else self._bad)(recs)
                kept.add(0)
            for i, a in enumerate(call.args):
                if i in kept:
                    continue
                ty = getattr(a, "ty", None)
                if _holds_record(ty):
                    self._library_touches(ty)
            if res is not None and _holds_record(getattr(res, "ty", None)):
                if m is not None and (m.allocates or m.reallocates is not None) and not m.stack:
                    if m.zeroed or m.reallocates is not None:
                        # (realloc: perhaps of a zeroed block)
                        target = res.ty.target if isinstance(res.ty, PointerType) else None
                        site = (fn, [n], target) if (m.reallocates is None and type(res) is Var and isinstance(
                            target, RecordType) and not target.is_union) else None
                        self._zero(_pointee_records(res.ty), site)
                else:
                    self._library_touches(res.ty)
            return
        params = body.ftype.params or []
        for i, a in enumerate(call.args):
            pty = params[i][1] if i < len(params) else None
            if pty is None:
                ty = getattr(a, "ty", None)
                if isinstance(ty, PointerType) and _pointee_records(ty):
                    self._bad(_pointee_records(ty))  # (a variadic or unprototyped argument)
            else:
                self._converted(getattr(a, "ty", None), pty, a, allocs)
        if res is not None:
            self._converted(body.ftype.ret, getattr(res, "ty", None), None, allocs)


def field_names(fn) -> set:
    """The names of the fields the code of ``fn`` reads or writes."""
    out: set = set()
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Assign:
            _fields_read(instr.rhs, out)
            _fields_read(Lv(instr.lhs), out)
        elif t is Call:
            for a in instr.args:
                _fields_read(a, out)
            if instr.result is not None:
                _fields_read(Lv(instr.result), out)
        elif t is Assume:
            _fields_read(instr.cond, out)
        elif t is Return and instr.value is not None:
            _fields_read(instr.value, out)
    return out


def candidate_fields(units) -> tuple:
    """``(scan, names)``: the scan of the program and the field names that may get a fact."""
    scan = _Scan(units)
    defined = {name for tu in units for name, g in tu.globals.items() if g.defined}
    declared: list = []
    for tu in units:
        for name, g in tu.globals.items():
            declared.append(g.var.ty)
            if not g.defined and name not in defined and _holds_record(g.var.ty):
                scan._library_touches(g.var.ty)  # (a structure the library defines and writes)
        for fn in tu.functions.values():
            declared.extend(p.ty for p in fn.params)
            declared.extend(v.ty for v in fn.locals.values())
        fns = list(tu.functions.values())
        if tu.init is not None:
            fns.append(tu.init)
        for fn in fns:
            scan.function(fn)
    # a structure that is a member of a union: a store through another member (which the
    # lowering makes a store into the union's own cell) writes its bytes
    seen: set = set()
    for ty in declared + [r for recs in scan.records_of.values() for r in recs.values()]:
        reach: set = set()
        _records_in(ty, reach, through_pointers=True)
        for r in reach:
            if r.is_union and id(r) not in seen:
                seen.add(id(r))
                scan._bad(_pointee_records(PointerType(r)))
    relevant = set(scan.tested)
    grew = True
    while grew:
        grew = False
        for dst, srcs in scan.copies.items():
            if dst in relevant:
                new = srcs - relevant
                if new:
                    relevant |= new
                    grew = True
    names = set()
    for name in relevant:
        if name in scan.bad_names or name not in scan.stores or name in scan.pstores:
            continue  # (stored as a number and as a pointer: no fact)
        recs = scan.records_of.get(name, {})
        if any(i in scan.bad_records for i in recs):
            continue
        names.add(name)
    # pointer fields: those some code reads, every structure of the name has as a pointer
    for name in scan.read & set(scan.pstores):
        if name in scan.bad_names or name in scan.stores:
            continue
        recs = scan.records_of.get(name, {})
        if any(i in scan.bad_records for i in recs) or not all(
                isinstance(dict(r.fields or ()).get(name), PointerType) for r in recs.values()):
            continue
        if any(rhs is not None and type(_strip_casts(rhs)) is Const for _, _, rhs, _ in scan.pstores[name]):
            continue  # (a NULL stored)
        names.add(name)
    return scan, names


NONNULL = "non-NULL"
"""The fact of a pointer field that no store leaves NULL."""


def field_invariants(units, options, numeric_cls) -> dict:
    """Field name -> the numeric value every read of an integer field of that name sees,
    or ``NONNULL`` for a pointer field no store leaves NULL
    (``AnalysisOptions.field_invariants``)."""
    units = list(units)
    if not any("main" in tu.functions for tu in units):
        return {}
    scan, names = candidate_fields(units)
    if not names:
        return {}
    own: dict = {}          # name -> joined value of its evaluated stores (True: not NULL)
    deps: dict = {}         # name -> names whose facts flow into it
    unknown: set = set()
    prototypes = scan.prototypes
    N = numeric_cls
    runs = _Runs(scan, names, options, N, prototypes)
    order = sorted(names)
    # each procedure's analysis is released after the last name that may ask for it, so
    # that only a few are alive at a time
    last: dict = {}
    for i, name in enumerate(order):
        pointer = name in scan.pstores
        for fn, _, rhs, _ in (scan.pstores if pointer else scan.stores)[name]:
            last[id(fn)] = i
        if pointer:
            recs = scan.records_of.get(name, {})
            for fn, _, rec in scan.zero_sites:
                if id(rec) in recs:
                    last[id(fn)] = i
    release: dict = {}
    for key, i in last.items():
        release.setdefault(i, []).append(key)
    zero_of: dict = {}      # pointer name -> whether a zero-filled block may show it NULL
    for i, name in enumerate(order):
        _field_fact(scan, runs, name, N, own, deps, unknown, zero_of)
        for key in release.get(i, ()):
            runs.release(key)
    # a copy of another field's value: that field's fact (a fixpoint over the copies)
    facts = dict(own)
    for _ in range(_MAX_ROUNDS):
        changed = False
        for name in sorted(facts):
            if name in unknown:
                continue
            v = facts[name]
            for src in deps.get(name, ()):
                if src not in facts or src in unknown or (src in scan.pstores) != (name in scan.pstores):
                    unknown.add(name)
                    break
                if v is not True:
                    v = v.join(facts[src])
            if name in unknown:
                changed = True
                continue
            if v != facts[name]:
                facts[name] = v
                changed = True
        if not changed:
            break
    else:
        return {}
    out = {}
    for name, v in facts.items():
        if name in unknown:
            continue
        recs = scan.records_of.get(name, {})
        # (a zero-filled block's integer field: 0 in any case, the numbers a call leaves
        # in it are not told from those of its zero fill)
        zero = any(i in scan.zeroed for i in recs) or (
            zero_of.get(name, True) if v is True else any(id(rec) in recs for _, _, rec in scan.zero_sites))
        if v is True:
            if not zero:
                out[name] = NONNULL
            continue
        if v.is_top() or v.is_bottom():
            continue
        if zero:
            v = v.join(N.const(0))
        # (a fact that every number of the field's type satisfies says nothing)
        if not any(N.top().cast(8 * fty.bytes, fty.signed).leq(v) for _, _, _, fty in scan.stores[name]):
            out[name] = v
    return out


def _field_fact(scan, runs, name, N, own: dict, deps: dict, unknown: set, zero_of: dict) -> None:
    """The joined value of the stores of field ``name`` into ``own`` (or ``name`` into
    ``unknown``), the fields it copies into ``deps``, and for a pointer field whether a
    zero-filled block may show it NULL into ``zero_of``."""
    pointer = name in scan.pstores
    acc = True if pointer else N.bottom()
    for fn, n, rhs, fty in (scan.pstores if pointer else scan.stores)[name]:
        if rhs is None:
            unknown.add(name)  # (a call's result)
            break
        src = _strip_casts(rhs)
        if type(src) is Lv and type(src.lval) is Field:
            if src.lval.name != name:
                deps.setdefault(name, set()).add(src.lval.name)
            continue
        if not pointer and type(src) is Const and type(rhs) is Const:
            acc = acc.join(N.const(rhs.value).cast(8 * fty.bytes, fty.signed))
            continue
        if pointer and (type(src) is AddrOf or type(src) is Str):
            continue  # (an object's address, a string)
        run = runs.get(fn)
        if run is None:
            unknown.add(name)
            break
        sem, post = run
        v = None
        for p in fn.cfg.preds[n]:
            st = post[p]
            if st is None:
                continue
            try:
                got = sem.convert(sem.eval(st.copy(), rhs, n), fty)
            except Exception:  # noqa: BLE001 - a construct the evaluation rejects: no fact
                got = None
            if got is None or (got.addrs if not pointer else (NULL in got.addrs or _may_be_zero(got.num))):
                v = None
                unknown.add(name)
                break
            if not pointer:
                v = got.num if v is None else v.join(got.num)
        if name in unknown:
            break
        if v is not None:
            acc = acc.join(v)
    if name not in unknown:
        own[name] = acc
    if pointer and name not in unknown:
        recs = scan.records_of.get(name, {})
        zero_of[name] = any(id(rec) in recs and _zero_handed_out(scan, runs.get(fn), fn, nodes, rec, name)
                            for fn, nodes, rec in scan.zero_sites)


def _may_be_zero(num) -> bool:
    return not num.is_bottom() and num.contains(0)


class _Runs:
    """Each procedure's analysis alone, once, keeping the states the facts ask for: before
    the stores of the candidate fields and, in a procedure that zero-fills a block, before
    every instruction that may hand the block out."""

    def __init__(self, scan, names, options, N, prototypes):
        self.options, self.N, self.prototypes = options, N, prototypes
        self.keep: dict = {}
        for table in (scan.stores, scan.pstores):
            for name, stores in table.items():
                if name in names:
                    for fn, m, _, _ in stores:
                        self.keep.setdefault(id(fn), set()).update(fn.cfg.preds[m])
        for fn, _, _ in scan.zero_sites:
            keep = self.keep.setdefault(id(fn), set())
            for m, instr in enumerate(fn.cfg.instrs):
                if type(instr) in (Assign, Call, Return):
                    keep.update(fn.cfg.preds[m])
        self.done: dict = {}

    def release(self, key: int) -> None:
        """Forget the analysis of the procedure ``id(fn) == key`` (no name asks for it
        again; if one did, it would be made anew)."""
        self.done.pop(key, None)

    def get(self, fn):
        """``(semantics, post-states)`` or None (the analysis gave up)."""
        if fn is None:
            return None
        key = id(fn)
        if key not in self.done:
            self.done[key] = _analyse_alone(fn, self.options, self.N, self.prototypes,
                                            frozenset(self.keep.get(key, ())))
        return self.done[key]


def _zero_handed_out(scan, run, fn, nodes, rec, name) -> bool:
    """Whether a block of structure ``rec`` that the calls at ``nodes`` of ``fn`` zero-fill
    may be handed out (passed to a call other than ``free``, stored outside ``fn``'s own
    variables and the block, or returned) while its field ``name`` may still read 0; or
    the analysis gave up.

    Code that gets the block reads the field through its name (the field facts'
    assumption), so a pointer to another field (``&s->nodes``, but not to the first,
    whose address is the block's) does not hand this one out."""
    if run is None:
        return True
    sem, post = run
    first = rec.fields[0][0] if rec.fields else None

    def ours(r) -> bool:
        return type(r) is Region and not r.context and r.site.proc == fn.name and r.site.node in nodes

    def handed(r, seen) -> bool:
        if r in seen:
            return True
        for x in seen:
            if type(x) is FieldAddr and _root_of(x) is r:
                while x.base is not r:
                    x = x.base
                if x.field == name or x.field == first:
                    return True
        return False

    for m, instr in enumerate(fn.cfg.instrs):
        t = type(instr)
        if t is Call:
            if m in nodes:
                continue
            model = scan._model(instr)
            skip = model.frees if model is not None else None
            exprs = [a for i, a in enumerate(instr.args) if i != skip]
        elif t is Assign:
            exprs = [instr.rhs]
        elif t is Return and instr.value is not None:
            exprs = [instr.value]
        else:
            continue
        for p in fn.cfg.preds[m]:
            st = post[p]
            if st is None:
                continue
            regions = [r for r in st.alloc if ours(r)]
            if not regions:
                continue
            try:
                if t is Assign:
                    cells, _, _ = sem.lval_addrs(st.copy(), instr.lhs, m)
                    if all(type(_root_of(c)) is LocalAddr or _root_of(c) in regions for c in cells):
                        continue  # (into the procedure's own variables, or the block itself)
                roots = set()
                for e in exprs:
                    roots |= sem.eval(st.copy(), e, m).addrs
            except Exception:  # noqa: BLE001 - an expression the evaluation rejects
                return True
            roots.discard(NULL)
            if not roots:
                continue
            seen = st.reachable(roots)
            for r in regions:
                if not handed(r, seen):
                    continue
                # (not its number: a call to the program's code, unknown code here, may
                # leave any; the stores its procedures make are among the fact's)
                v = st.mem.get(field_addr(r, name))
                if v is None or NULL in v.addrs:
                    return True
    return False


def _analyse_alone(fn, options, N, prototypes, keep):
    """``(semantics, post-states)`` of ``fn`` analysed with no summaries (the program's
    callees are unknown code), or None where the analysis gives up."""
    from .budget import Budget, BudgetExceeded
    from .fixpoint import analyse_function
    from .semantics import CallResolver, Semantics

    sem = Semantics(fn, options, N, resolver=CallResolver(), prototypes=prototypes)
    try:
        post = analyse_function(fn, sem, options, budget=Budget.from_options(options), keep=keep)
    except (BudgetExceeded, RecursionError):
        return None
    return sem, post

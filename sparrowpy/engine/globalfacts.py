"""Whole-program facts about global variables: which ones keep their initial value
(``constant_globals``), and which hold no pointer (``scalar_globals``, at the end).

A global (or ``static``, or static local) that no code of the program writes, and whose
address is never taken, holds its initialiser's value for the whole run.  The engine then
reads that constant instead of an unknown input, so ``static int five = 5; ... if (five
== 5)`` and two branches on one never-written flag are decided exactly.

Which globals count:

- a ``static`` one (file scope or a function's static local) is visible only to its own
  file, so the program's code is all the code that can write it;
- an external one only when the program defines ``main`` (a whole program: no client code
  outside the analysis can write it).  A library analysed alone keeps its external
  globals unknown.

The initialiser must be one integer constant (or NULL, or an integer made a pointer: a
sentinel such as ``(timezone_t) 1``), or a function (a hook such as gnulib's
``obstack_alloc_failed_handler = print_and_abort``, whose calls then go to that function
alone), assigned once in the unit's ``<globals>`` pseudo-function (a tentative definition
is zero); the variable must be of integer or pointer type.  Writes through pointers cannot
reach it, since its address is never taken.
"""

from __future__ import annotations

from ..ctype import ArrayType, FloatType, IntType, PointerType, RecordType
from ..ir import AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, Index, Lv, Return, UnOp, Var, \
    VAR_FUNC, VAR_GLOBAL, instr_nodes


class FunctionConstant(str):
    """The value of a never-written function pointer global: the function it was
    initialised with (its name, as a ``Var`` of kind ``VAR_FUNC`` names it).  ``unit``:
    the file of the translation unit that initialised it, where the name means that
    function, when it is a ``static`` one (None: an external function, the same
    everywhere); code of other units does not get the constant then."""

    unit = None

    def __repr__(self) -> str:
        return f"FunctionConstant({str.__repr__(self)}, unit={self.unit!r})"

    def readable_in(self, tu) -> bool:
        """Whether code of ``tu`` reads this function where it reads the global."""
        return self.unit is None or tu.file == self.unit


def _lval_root(lv):
    while True:
        t = type(lv)
        if t is Var:
            return lv
        if t is Field or t is Index:
            lv = lv.base
        else:
            return None


def _address_taken(e, out: set) -> None:
    """Globals whose address expression ``e`` takes (``&g``, ``&g.f``, ``&g[i]``)."""
    t = type(e)
    if t is AddrOf:
        root = _lval_root(e.lval)
        if root is not None and root.kind == VAR_GLOBAL:
            out.add(root.name)
        _lval_operands(e.lval, out)
    elif t is Lv:
        _lval_operands(e.lval, out)
    elif t is BinOp:
        _address_taken(e.left, out)
        _address_taken(e.right, out)
    elif t is UnOp or t is Cast:
        _address_taken(e.operand, out)


def _lval_operands(lv, out: set) -> None:
    t = type(lv)
    if t is Deref:
        _address_taken(lv.ptr, out)
    elif t is Field:
        _lval_operands(lv.base, out)
    elif t is Index:
        _lval_operands(lv.base, out)
        _address_taken(lv.index, out)


def _constant_of(e):
    while type(e) is Cast:
        e = e.operand
    if type(e) is Const:
        return e.value
    if type(e) is UnOp and e.op == "-" and type(e.operand) is Const:
        return -e.operand.value
    if type(e) in (Lv, AddrOf) and type(e.lval) is Var and e.lval.kind == VAR_FUNC:
        return FunctionConstant(e.lval.name)  # (``= f`` or ``= &f``)
    return None


def constant_globals(units) -> dict:
    """name -> the integer value every read of that global sees (0 for a NULL pointer, the
    integer for a pointer made of one), or the ``FunctionConstant`` a function pointer
    holds."""
    units = list(units)
    has_main = any("main" in tu.functions for tu in units)
    written: dict = {}          # name -> number of assignments anywhere
    initial: dict = {}          # name -> constant assigned in <globals>
    taken: set = set()
    static: set = set()
    types: dict = {}
    for tu in units:
        for name, g in tu.globals.items():
            types[name] = g.var.ty
            if g.is_static or "." in name:
                static.add(name)
        fns = list(tu.functions.values())
        if tu.init is not None:
            fns.append(tu.init)
        for fn in fns:
            is_init = fn is tu.init
            for instr in fn.cfg.instrs:
                t = type(instr)
                target = None
                if t is Assign:
                    target = instr.lhs
                    _address_taken(instr.rhs, taken)
                    _lval_operands(instr.lhs, taken)
                elif t is Call:
                    target = instr.result
                    _address_taken(instr.func, taken)
                    for a in instr.args:
                        _address_taken(a, taken)
                    if target is not None:
                        _lval_operands(target, taken)
                elif t is Assume:
                    _address_taken(instr.cond, taken)
                elif t is Return and instr.value is not None:
                    _address_taken(instr.value, taken)
                if target is None:
                    continue
                root = _lval_root(target)
                if root is None or root.kind != VAR_GLOBAL:
                    continue
                written[root.name] = written.get(root.name, 0) + 1
                if is_init and type(target) is Var and t is Assign:
                    c = _constant_of(instr.rhs)
                    if type(c) is FunctionConstant:
                        f = tu.functions.get(str(c))
                        if f is not None and f.is_static:
                            c.unit = tu.file
                    if c is not None:
                        initial[root.name] = c
    out = {}
    for name, value in initial.items():
        if written.get(name) != 1 or name in taken:
            continue
        if name not in static and not has_main:
            continue
        ty = types.get(name)
        if isinstance(ty, PointerType) or (isinstance(ty, IntType) and type(value) is int):
            out[name] = value
    return out


def holds_no_pointer(ty, _seen: frozenset = frozenset()) -> bool:
    """Whether no part of an object of type ``ty`` is a pointer: numbers, arrays of them,
    records (and unions) of them.  An incomplete or unknown type may hold one."""
    if isinstance(ty, (IntType, FloatType)):
        return True
    if isinstance(ty, ArrayType):
        return holds_no_pointer(ty.elem, _seen)
    if isinstance(ty, RecordType) and ty.fields is not None:
        if id(ty) in _seen:
            return True  # (a record cannot hold itself; a pointer to it is a pointer)
        inner = _seen | {id(ty)}
        return all(holds_no_pointer(ft, inner) for _, ft in ty.fields)
    return False


def scalar_globals(units) -> frozenset:
    """The globals (and static locals) every declaration of which holds no pointer
    (``static int failed``, ``static union { u_char m[64]; u_int64_t a; } u``).

    Their input content is a number, as for a read typed as a number: a read without a type
    (a summary's access path through the global, the old content a weak write keeps) gets
    no explore address for them, which would tie the global to whatever other input memory
    that address stands for (``docs/assumptions.md``, "A global that holds no pointer
    holds none at entry")."""
    verdict: dict = {}
    for tu in units:
        for name, g in tu.globals.items():
            verdict[name] = verdict.get(name, True) and holds_no_pointer(g.var.ty)
    return frozenset(n for n, ok in verdict.items() if ok)


def errno_use(units) -> tuple:
    """(whether some code of the program reads the global ``errno``, whether some code
    takes its address).  The bundled ``<errno.h>`` declares it ``extern int errno``: only
    where the program looks at it do library calls write it (``Semantics.library_errno``),
    so a program that never does keeps its states and summaries free of it; where no code
    takes its address, no read through a pointer sees it, and the path check follows it by
    name alone (``Summary.writes_memory``'s ``by_name``)."""
    read = taken = False
    for tu in units:
        fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
        for fn in fns:
            for instr in fn.cfg.instrs:
                for x in instr_nodes(instr):  # (``&errno`` too)
                    if type(x) is Var and x.kind == VAR_GLOBAL and x.name == "errno":
                        read = True
                    elif type(x) is AddrOf and type(x.lval) is Var and x.lval.kind == VAR_GLOBAL \
                            and x.lval.name == "errno":
                        taken = True
    return read, taken

"""The intermediate representation: side-effect-free expressions and one-effect instructions.

Every instruction has exactly one effect and keeps its source location:

- ``Assign(lhs, rhs)``: store the value of a side-effect-free expression into an lvalue;
- ``Call(result, func, args)``: a call, with an optional lvalue receiving the result;
- ``Assume(cond, branch)``: the edge is taken only when ``cond`` is true (branch=True) or
  false (branch=False);
- ``Return(value)``: store the return value and leave the procedure;
- ``Skip(label)``: no effect (entry, exit, join points, labels);
- ``Unknown(reason)``: a statement the lowering does not support; counted and reported.

Expressions (``Const``, ``Str``, ``Lv``, ``AddrOf``, ``BinOp``, ``UnOp``, ``Cast``,
``UnknownValue``) never have side effects: the lowering introduces temporaries for nested
calls, assignments and increments.  Lvalues are ``Var``, ``Deref``, ``Field`` and ``Index``
(an element of an array-typed lvalue; arrays are one summarised cell to the analysis).
"""

from __future__ import annotations

from typing import Optional

import attrs

from .ctype import CType


@attrs.frozen(slots=True)
class Loc:
    """A source position: file, line and column (1-based; 0 when unknown)."""

    file: str
    line: int
    column: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}" if self.column else f"{self.file}:{self.line}"


NOWHERE = Loc("<unknown>", 0, 0)

# ----------------------------------------------------------------------------- lvalues

VAR_LOCAL = "local"
VAR_GLOBAL = "global"
VAR_FUNC = "func"


@attrs.frozen(slots=True)
class Var:
    """A named variable: a local (incl. parameters and temporaries), a global, or a function.

    ``name`` is unique within its scope: shadowed locals are renamed (``x#2``), static
    locals become globals named ``function.x``.
    """

    name: str
    kind: str = VAR_LOCAL
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return self.name


@attrs.frozen(slots=True)
class Deref:
    """``*e``: the cell(s) the pointer value ``e`` points to."""

    ptr: "Expr"
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return f"*{_paren(self.ptr)}"


@attrs.frozen(slots=True)
class Field:
    """``lv.f``: field ``f`` of the record stored at lvalue ``lv`` (``p->f`` is ``(*p).f``)."""

    base: "Lval"
    name: str
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        if isinstance(self.base, Deref):
            ptr = self.base.ptr
            if isinstance(ptr, Lv) and isinstance(ptr.lval, Deref):
                return f"({ptr})->{self.name}"  # (*pp)->f, not *pp->f
            return f"{_paren(ptr)}->{self.name}"
        return f"{_paren_lv(self.base)}.{self.name}"


@attrs.frozen(slots=True)
class Index:
    """``a[i]`` where ``a`` is an array-typed lvalue.  The array's cell stands for all its
    elements; an element of a small array indexed by a known constant also has a cell of
    its own (``Semantics.lval_addrs``, ``AnalysisOptions.element_cells``).

    ``elements`` says which elements the lvalue denotes: ``"one"`` (C's ``a[i]``),
    ``"all"`` (the lowering's whole-array stores: a struct copy, a string initializer,
    a zero fill, each writing every element) or ``"some"`` (the elements an initializer
    list leaves out, zero-filled)."""

    base: "Lval"
    index: "Expr"
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)
    elements: str = "one"

    def __str__(self) -> str:
        return f"{_paren_lv(self.base)}[{self.index}]"


Lval = Var | Deref | Field | Index

# ----------------------------------------------------------------------------- expressions


@attrs.frozen(slots=True)
class Const:
    """An integer constant (characters and enumerators included)."""

    value: int
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return str(self.value)


@attrs.frozen(slots=True)
class FloatConst:
    """A floating constant; the analysis treats its value as an unknown number."""

    text: str
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return self.text


@attrs.frozen(slots=True)
class Str:
    """The address of a string literal (static storage, never freed, never leaked)."""

    text: str
    loc: Loc = attrs.field(eq=True, hash=True, repr=False)
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        text = self.text if len(self.text) <= 24 else self.text[:20] + '..."'
        return text


@attrs.frozen(slots=True)
class Lv:
    """The value stored in an lvalue."""

    lval: Lval
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return str(self.lval)


@attrs.frozen(slots=True)
class AddrOf:
    """``&lv``; also the value of an array or function designator after decay."""

    lval: Lval
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        if isinstance(self.lval, Var) and self.lval.kind == VAR_FUNC:
            return f"&{self.lval.name}"
        return f"&{_paren_lv(self.lval)}"


BINOPS = ("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=")
COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")
NEGATED_COMPARISON = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
SWAPPED_COMPARISON = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


@attrs.frozen(slots=True)
class BinOp:
    """A side-effect-free binary operation; pointer arithmetic keeps the pointer's base."""

    op: str
    left: "Expr"
    right: "Expr"
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return f"{_paren(self.left)} {self.op} {_paren(self.right)}"


@attrs.frozen(slots=True)
class UnOp:
    """``-e``, ``~e`` or ``!e``."""

    op: str
    operand: "Expr"
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return f"{self.op}{_paren(self.operand)}"


@attrs.frozen(slots=True)
class Cast:
    """A conversion to ``ty`` (kept so the analysis can see integer-to-pointer casts of 0)."""

    operand: "Expr"
    ty: CType = attrs.field(eq=False, hash=False, repr=False)
    type_name: str = ""

    def __str__(self) -> str:
        return f"({self.type_name or self.ty}){_paren(self.operand)}"


@attrs.frozen(slots=True)
class UnknownValue:
    """A value the lowering cannot express (e.g. a float computation, an unsupported
    expression); the analysis gives it the top value."""

    reason: str
    ty: Optional[CType] = attrs.field(default=None, eq=False, hash=False, repr=False)

    def __str__(self) -> str:
        return f"unknown({self.reason})"


Expr = Const | FloatConst | Str | Lv | AddrOf | BinOp | UnOp | Cast | UnknownValue


def _paren(e) -> str:
    if isinstance(e, (BinOp, Cast)):
        return f"({e})"
    return str(e)


def _paren_lv(lv) -> str:
    if isinstance(lv, Deref):
        return f"({lv})"
    return str(lv)


# ----------------------------------------------------------------------------- instructions


@attrs.frozen(slots=True)
class Assign:
    lhs: Lval
    rhs: Expr
    loc: Loc = attrs.field(eq=False, hash=False)

    def __str__(self) -> str:
        return f"{self.lhs} = {self.rhs}"


@attrs.frozen(slots=True)
class Call:
    """``result = func(args)``.  ``func`` is ``AddrOf(Var(f, func))`` for a direct call."""

    result: Optional[Lval]
    func: Expr
    args: tuple
    loc: Loc = attrs.field(eq=False, hash=False)

    @property
    def callee_name(self) -> Optional[str]:
        """The called function's name for a direct call, else None."""
        f = self.func
        if isinstance(f, AddrOf) and isinstance(f.lval, Var) and f.lval.kind == VAR_FUNC:
            return f.lval.name
        return None

    def __str__(self) -> str:
        name = self.callee_name
        fstr = name if name is not None else f"(*{_paren(self.func)})"
        call = f"{fstr}({', '.join(str(a) for a in self.args)})"
        return f"{self.result} = {call}" if self.result is not None else call


@attrs.frozen(slots=True)
class Assume:
    """Continue only if ``cond`` evaluates to true (``branch``) or false (``not branch``)."""

    cond: Expr
    branch: bool
    loc: Loc = attrs.field(eq=False, hash=False)

    def __str__(self) -> str:
        return f"assume({self.cond})" if self.branch else f"assume(!{_paren(self.cond)})"


@attrs.frozen(slots=True)
class Return:
    value: Optional[Expr]
    loc: Loc = attrs.field(eq=False, hash=False)
    implicit: bool = False  # the closing brace of a function, not a return statement

    def __str__(self) -> str:
        text = "return" if self.value is None else f"return {self.value}"
        return text + " (end of function)" if self.implicit else text


@attrs.frozen(slots=True)
class Skip:
    label: str
    loc: Loc = attrs.field(eq=False, hash=False)

    def __str__(self) -> str:
        return f"skip {self.label}" if self.label else "skip"


@attrs.frozen(slots=True)
class Unknown:
    """A statement the lowering could not express; no memory effect is assumed for it."""

    reason: str
    loc: Loc = attrs.field(eq=False, hash=False)

    def __str__(self) -> str:
        return f"unknown-effect({self.reason})"


Instr = Assign | Call | Assume | Return | Skip | Unknown


def lval_vars(lv) -> list[Var]:
    """Variables read while evaluating an lvalue's address (e.g. ``p`` in ``p->f``)."""
    out: list[Var] = []
    if isinstance(lv, Deref):
        out.extend(expr_vars(lv.ptr))
    elif isinstance(lv, Field):
        out.extend(lval_vars(lv.base))
    elif isinstance(lv, Index):
        out.extend(lval_vars(lv.base))
        out.extend(expr_vars(lv.index))
    return out


def expr_vars(e) -> list[Var]:
    """Variables whose value an expression reads."""
    if isinstance(e, Lv):
        base = [e.lval] if isinstance(e.lval, Var) else []
        return base + lval_vars(e.lval)
    if isinstance(e, AddrOf):
        return lval_vars(e.lval)
    if isinstance(e, BinOp):
        return expr_vars(e.left) + expr_vars(e.right)
    if isinstance(e, (UnOp, Cast)):
        return expr_vars(e.operand)
    return []


def walk(e):
    """Every expression and lvalue inside expression or lvalue ``e``, ``e`` first: also
    under ``&`` (the variables whose address is taken) and in the addresses lvalues
    compute."""
    stack = [e]
    while stack:
        x = stack.pop()
        yield x
        t = type(x)
        if t is Lv or t is AddrOf:
            stack.append(x.lval)
        elif t is BinOp:
            stack.append(x.right)
            stack.append(x.left)
        elif t is UnOp or t is Cast:
            stack.append(x.operand)
        elif t is Deref:
            stack.append(x.ptr)
        elif t is Field:
            stack.append(x.base)
        elif t is Index:
            stack.append(x.index)
            stack.append(x.base)


def instr_nodes(instr):
    """Every expression and lvalue of an instruction (``walk`` of each of its
    expressions, and of a call's result lvalue)."""
    exprs = instr_exprs(instr)
    if type(instr) is Call and instr.result is not None:
        exprs += (Lv(instr.result),)
    for e in exprs:
        yield from walk(e)


def instr_exprs(instr) -> tuple:
    """The expressions an instruction evaluates (for scans of the variables it reads)."""
    t = type(instr)
    if t is Assign:
        return (instr.rhs, Lv(instr.lhs))
    if t is Assume:
        return (instr.cond,)
    if t is Call:
        return (instr.func,) + tuple(instr.args)
    if t is Return and instr.value is not None:
        return (instr.value,)
    return ()

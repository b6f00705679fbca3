"""A tiny C AST for generated test programs: printer, renaming, inlining, file splitting.

Expressions and statements are frozen dataclasses so hypothesis can shrink the programs
built from them and so they print the same way every time.  Every statement prints on its
own line(s), one allocation per line, so a source line identifies an allocation site.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Optional

STRUCT = "struct node"
STRUCT_DEF = "struct node { int data; struct node *next; struct node *other; };"
NODE_PTR = "struct node *"

# ============================================================================ expressions


class Expr:
    pass


@dataclass(frozen=True)
class Var(Expr):
    name: str


@dataclass(frozen=True)
class Num(Expr):
    value: int


@dataclass(frozen=True)
class Null(Expr):
    pass


@dataclass(frozen=True)
class Bin(Expr):
    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Un(Expr):
    op: str
    operand: Expr


@dataclass(frozen=True)
class Arrow(Expr):
    ptr: Expr
    field: str


@dataclass(frozen=True)
class Dot(Expr):
    base: Expr
    field: str


@dataclass(frozen=True)
class Deref(Expr):
    ptr: Expr


@dataclass(frozen=True)
class AddrOf(Expr):
    operand: Expr


@dataclass(frozen=True)
class CallE(Expr):
    func: str
    args: tuple = ()


@dataclass(frozen=True)
class Cast(Expr):
    ctype: str
    operand: Expr


def render(e: Expr) -> str:
    t = type(e)
    if t is Var:
        return e.name
    if t is Num:
        return str(e.value) if e.value >= 0 else f"({e.value})"
    if t is Null:
        return "NULL"
    if t is Bin:
        return f"({render(e.left)} {e.op} {render(e.right)})"
    if t is Un:
        return f"({e.op}{render(e.operand)})"
    if t is Arrow:
        return f"{render_postfix(e.ptr)}->{e.field}"
    if t is Dot:
        return f"{render_postfix(e.base)}.{e.field}"
    if t is Deref:
        return f"(*{render_postfix(e.ptr)})"
    if t is AddrOf:
        return f"(&{render_postfix(e.operand)})"
    if t is CallE:
        return f"{e.func}({', '.join(render(a) for a in e.args)})"
    if t is Cast:
        return f"(({e.ctype}){render(e.operand)})"
    raise TypeError(e)


def render_postfix(e: Expr) -> str:
    if type(e) in (Var, Arrow, Dot, CallE):
        return render(e)
    return f"({render(e)})" if type(e) not in (Deref, AddrOf) else render(e)


def render_cond(e: Expr) -> str:
    text = render(e)
    if type(e) is Bin and text.startswith("(") and text.endswith(")"):
        return text[1:-1]
    return text


# ============================================================================ statements


class Stmt:
    pass


@dataclass(frozen=True)
class Decl(Stmt):
    ctype: str
    name: str
    init: Optional[Expr] = None


@dataclass(frozen=True)
class Assign(Stmt):
    lhs: Expr
    rhs: Expr


@dataclass(frozen=True)
class ExprStmt(Stmt):
    expr: Expr


@dataclass(frozen=True)
class If(Stmt):
    cond: Expr
    then: tuple
    els: tuple = ()


@dataclass(frozen=True)
class For(Stmt):
    """``for (var = 0; var < bound; var++) body``."""

    var: str
    bound: Expr
    body: tuple


@dataclass(frozen=True)
class While(Stmt):
    """``while (var > 0) { body; var = var - 1; }``."""

    var: str
    body: tuple


@dataclass(frozen=True)
class Return(Stmt):
    value: Optional[Expr] = None


@dataclass(frozen=True)
class Goto(Stmt):
    label: str


@dataclass(frozen=True)
class Label(Stmt):
    label: str


@dataclass(frozen=True)
class Block(Stmt):
    body: tuple


@dataclass(frozen=True)
class Func:
    ret: str
    name: str
    params: tuple  # ((ctype, name), ...)
    body: tuple
    kind: str = ""

    def prototype(self) -> str:
        ps = ", ".join(_decl_text(t, n) for t, n in self.params) or "void"
        return f"{_decl_text(self.ret, self.name)}({ps})"


@dataclass(frozen=True)
class Program:
    globals: tuple  # Decl
    funcs: tuple  # Func, main last
    inputs: tuple = ()  # documentation: the constants main passes (already in main's body)

    def func(self, name: str) -> Func:
        for f in self.funcs:
            if f.name == name:
                return f
        raise KeyError(name)


def _decl_text(ctype: str, name: str) -> str:
    return f"{ctype}{name}" if ctype.endswith("*") else f"{ctype} {name}"


def stmt_lines(s: Stmt, indent: str) -> list[str]:
    t = type(s)
    if t is Decl:
        init = f" = {render(s.init)}" if s.init is not None else ""
        return [f"{indent}{_decl_text(s.ctype, s.name)}{init};"]
    if t is Assign:
        return [f"{indent}{render(s.lhs)} = {render(s.rhs)};"]
    if t is ExprStmt:
        return [f"{indent}{render(s.expr)};"]
    if t is If:
        out = [f"{indent}if ({render_cond(s.cond)}) {{"]
        for x in s.then:
            out += stmt_lines(x, indent + "  ")
        if s.els:
            out.append(f"{indent}}} else {{")
            for x in s.els:
                out += stmt_lines(x, indent + "  ")
        out.append(f"{indent}}}")
        return out
    if t is For:
        out = [f"{indent}for ({s.var} = 0; {s.var} < {render(s.bound)}; {s.var}++) {{"]
        for x in s.body:
            out += stmt_lines(x, indent + "  ")
        out.append(f"{indent}}}")
        return out
    if t is While:
        out = [f"{indent}while ({s.var} > 0) {{"]
        for x in s.body:
            out += stmt_lines(x, indent + "  ")
        out.append(f"{indent}  {s.var} = {s.var} - 1;")
        out.append(f"{indent}}}")
        return out
    if t is Return:
        return [f"{indent}return;" if s.value is None else f"{indent}return {render(s.value)};"]
    if t is Goto:
        return [f"{indent}goto {s.label};"]
    if t is Label:
        return [f"{s.label}: ;"]
    if t is Block:
        out = [f"{indent}{{"]
        for x in s.body:
            out += stmt_lines(x, indent + "  ")
        out.append(f"{indent}}}")
        return out
    raise TypeError(s)


def func_lines(f: Func) -> list[str]:
    out = [f"{f.prototype()} {{"]
    for s in f.body:
        out += stmt_lines(s, "  ")
    out.append("}")
    return out


#: What the programs need of <stdlib.h>, declared directly: parsing the whole header costs
#: more than analysing a generated program.
HEADER = ["#define NULL ((void *)0)", "void *malloc(unsigned long size);",
          "void *calloc(unsigned long count, unsigned long size);", "void *realloc(void *ptr, unsigned long size);",
          "void free(void *ptr);", "", STRUCT_DEF, ""]


def _global_lines(prog: Program, extern: bool) -> list[str]:
    out = []
    for g in prog.globals:
        if extern:
            out.append(f"extern {_decl_text(g.ctype, g.name)};")
        else:
            out += stmt_lines(g, "")
    return out


def render_program(prog: Program) -> str:
    """The program as one C file (prototypes first, so any order of definitions compiles)."""
    lines = list(HEADER)
    lines += [f"{f.prototype()};" for f in prog.funcs if f.name != "main"]
    lines += _global_lines(prog, extern=False)
    for f in prog.funcs:
        lines.append("")
        lines += func_lines(f)
    return "\n".join(lines) + "\n"


def function_start_lines(prog: Program) -> dict:
    """The first line of each function in :func:`render_program`'s output."""
    text = render_program(prog).split("\n")
    starts = {}
    for f in prog.funcs:
        head = f"{f.prototype()} {{"
        starts[f.name] = text.index(head) + 1
    return starts


def render_split(prog: Program, order: list, groups: list, name: str = "prog.c") -> list[str]:
    """The program split into several files, functions in ``order``, file k holding the
    functions of ``groups[k]``; ``#line`` directives keep every function at the line (and
    file name) it has in :func:`render_program`'s output, so findings are comparable."""
    starts = function_start_lines(prog)
    files = []
    for k, group in enumerate(groups):
        lines = list(HEADER)
        lines += [f"{f.prototype()};" for f in prog.funcs if f.name != "main"]
        lines += _global_lines(prog, extern=k != 0)
        for fname in order:
            if fname not in group:
                continue
            f = prog.func(fname)
            lines.append(f'#line {starts[fname]} "{name}"')
            lines += func_lines(f)
        files.append("\n".join(lines) + "\n")
    return files


# ============================================================================ renaming and inlining


def rename_expr(e: Expr, m: dict) -> Expr:
    t = type(e)
    if t is Var:
        return Var(m.get(e.name, e.name))
    if t in (Num, Null):
        return e
    if t is Bin:
        return Bin(e.op, rename_expr(e.left, m), rename_expr(e.right, m))
    if t is Un:
        return Un(e.op, rename_expr(e.operand, m))
    if t is Arrow:
        return Arrow(rename_expr(e.ptr, m), e.field)
    if t is Dot:
        return Dot(rename_expr(e.base, m), e.field)
    if t is Deref:
        return Deref(rename_expr(e.ptr, m))
    if t is AddrOf:
        return AddrOf(rename_expr(e.operand, m))
    if t is CallE:
        return CallE(e.func, tuple(rename_expr(a, m) for a in e.args))
    if t is Cast:
        return Cast(e.ctype, rename_expr(e.operand, m))
    raise TypeError(e)


def _map_stmts(body, fn) -> tuple:
    out = []
    for s in body:
        r = fn(s)
        if isinstance(r, list):
            out.extend(r)
        else:
            out.append(r)
    return tuple(out)


def rename_stmt(s: Stmt, m: dict, ret_var: Optional[str] = None, end_label: Optional[str] = None):
    """Rename variables; with ``ret_var``/``end_label``, turn returns into an assignment and
    a goto (the source-level inlining of a callee body)."""
    t = type(s)
    rec = lambda b: _map_stmts(b, lambda x: rename_stmt(x, m, ret_var, end_label))  # noqa: E731
    if t is Decl:
        return Decl(s.ctype, m.get(s.name, s.name), rename_expr(s.init, m) if s.init is not None else None)
    if t is Assign:
        return Assign(rename_expr(s.lhs, m), rename_expr(s.rhs, m))
    if t is ExprStmt:
        return ExprStmt(rename_expr(s.expr, m))
    if t is If:
        return If(rename_expr(s.cond, m), rec(s.then), rec(s.els))
    if t is For:
        return For(m.get(s.var, s.var), rename_expr(s.bound, m), rec(s.body))
    if t is While:
        return While(m.get(s.var, s.var), rec(s.body))
    if t is Return:
        if end_label is None:
            return Return(rename_expr(s.value, m) if s.value is not None else None)
        body = []
        if s.value is not None and ret_var is not None:
            body.append(Assign(Var(ret_var), rename_expr(s.value, m)))
        body.append(Goto(end_label))
        return Block(tuple(body))
    if t is Goto:
        return Goto(m.get(s.label, s.label))
    if t is Label:
        return Label(m.get(s.label, s.label))
    if t is Block:
        return Block(rec(s.body))
    raise TypeError(s)


def _declared(body) -> list[str]:
    names = []
    for s in body:
        if type(s) is Decl:
            names.append(s.name)
        elif type(s) is If:
            names += _declared(s.then) + _declared(s.els)
        elif type(s) in (For, While, Block):
            names += _declared(s.body)
    return names


def _call_of(s: Stmt, callee: str):
    """(lhs or None, args) when ``s`` is ``[lhs =] callee(args);``."""
    if type(s) is Assign and type(s.rhs) is CallE and s.rhs.func == callee:
        return s.lhs, s.rhs.args
    if type(s) is ExprStmt and type(s.expr) is CallE and s.expr.func == callee:
        return None, s.expr.args
    if type(s) is Decl and type(s.init) is CallE and s.init.func == callee:
        return Var(s.name), s.init.args
    return None


def inline_calls(prog: Program, caller: str, callee: str) -> Program:
    """Inline every statement-level call of ``callee`` in ``caller`` at the source level:
    the callee's body with renamed parameters and locals, returns turned into an
    assignment to a result variable and a ``goto`` to the end of the inlined block."""
    cf = prog.func(callee)
    counter = [0]
    ret_decls: list = []
    out_decls: list = []

    def inline(s: Stmt):
        hit = _call_of(s, callee)
        if hit is None:
            t = type(s)
            if t is If:
                return If(s.cond, _map_stmts(s.then, inline), _map_stmts(s.els, inline))
            if t is For:
                return For(s.var, s.bound, _map_stmts(s.body, inline))
            if t is While:
                return While(s.var, _map_stmts(s.body, inline))
            if t is Block:
                return Block(_map_stmts(s.body, inline))
            return s
        lhs, args = hit
        counter[0] += 1
        k = counter[0]
        suffix = f"__in{k}"
        m = {n: n + suffix for _, n in cf.params}
        m.update({n: n + suffix for n in _declared(cf.body)})
        end = f"end{suffix}"
        ret_var = f"ret{suffix}" if cf.ret != "void" else None
        body = []
        for (ptype, pname), a in zip(cf.params, args):
            out_decls.append(Decl(ptype, m[pname], None))
            body.append(Assign(Var(m[pname]), a))
        for x in cf.body:
            r = rename_stmt(x, m, ret_var, end)
            if type(r) is Decl:
                # declarations move to the top of the caller (gotos may not jump over them)
                out_decls.append(Decl(r.ctype, r.name, None))
                if r.init is not None:
                    body.append(Assign(Var(r.name), r.init))
            else:
                body.append(r)
        body.append(Label(end))
        if ret_var is not None:
            ret_decls.append(Decl(cf.ret, ret_var, None))
        stmts = [Block(tuple(body))]
        if lhs is not None and ret_var is not None:
            if type(s) is Decl:
                return [Decl(s.ctype, s.name, None), *stmts, Assign(Var(s.name), Var(ret_var))]
            stmts.append(Assign(lhs, Var(ret_var)))
        return stmts

    cr = prog.func(caller)
    body = _map_stmts(cr.body, inline)
    decls = [s for s in body if type(s) is Decl]
    rest = [s for s in body if type(s) is not Decl]
    new_body = tuple(decls + ret_decls + out_decls + rest)
    new_caller = dataclasses.replace(cr, body=new_body)
    funcs = tuple(new_caller if f.name == caller else f for f in prog.funcs)
    return dataclasses.replace(prog, funcs=funcs)


def calls_in(body, out: Optional[set] = None) -> set:
    """Names of the functions called in a statement list."""
    out = set() if out is None else out

    def ex(e):
        t = type(e)
        if t is CallE:
            out.add(e.func)
            for a in e.args:
                ex(a)
        elif t is Bin:
            ex(e.left)
            ex(e.right)
        elif t in (Un, Cast):
            ex(e.operand)
        elif t is Arrow:
            ex(e.ptr)
        elif t is Dot:
            ex(e.base)
        elif t is Deref:
            ex(e.ptr)
        elif t is AddrOf:
            ex(e.operand)

    for s in body:
        t = type(s)
        if t is Decl and s.init is not None:
            ex(s.init)
        elif t is Assign:
            ex(s.lhs)
            ex(s.rhs)
        elif t is ExprStmt:
            ex(s.expr)
        elif t is If:
            ex(s.cond)
            calls_in(s.then, out)
            calls_in(s.els, out)
        elif t is For:
            ex(s.bound)
            calls_in(s.body, out)
        elif t in (While, Block):
            calls_in(s.body, out)
        elif t is Return and s.value is not None:
            ex(s.value)
    return out

"""Readable, deterministic text dumps of lowered translation units (``sparrowpy ir``)."""

from __future__ import annotations

from ..cfg import CFG, ENTRY, EXIT
from ..frontend.lower import Function, TranslationUnit


def format_wto(wto: list) -> str:
    """``0 2 (3 4 (5 6) 7) 1``: components in parentheses, head first (no recursion)."""
    parts: list[str] = []
    stack = [iter(wto)]
    while stack:
        for el in stack[-1]:
            if isinstance(el, tuple):
                parts.append(f"({el[0]}")
                stack.append(iter(el[1]))
                break
            parts.append(str(el))
        else:
            stack.pop()
            if stack:
                parts.append(")")
    return " ".join(parts).replace(" )", ")")


def format_cfg(cfg: CFG) -> list[str]:
    lines = []
    heads = cfg.loop_heads
    for n in cfg.nodes():
        instr = cfg.instrs[n]
        mark = "*" if n in heads else " "
        loc = instr.loc
        where = f"{loc.line}:{loc.column}" if loc.line else "-"
        succ = ", ".join(str(s) for s in cfg.succs[n])
        arrow = f"  -> {succ}" if succ else ""
        lines.append(f"  {mark}{n:>4}  {where:<9} {instr}{arrow}")
    return lines


def format_function(fn: Function) -> str:
    params = ", ".join(f"{p.ty} {p.name}" for p in fn.params)
    if fn.variadic:
        params = f"{params}, ..." if params else "..."
    static = "static " if fn.is_static else ""
    head = f"{static}function {fn.name}({params}) -> {fn.ftype.ret}    [{fn.loc}]"
    locals_ = [v for name, v in sorted(fn.locals.items()) if v not in fn.params]
    out = [head]
    if locals_:
        out.append("  locals: " + ", ".join(f"{v.ty} {v.name}" for v in locals_))
    out.append(f"  entry {ENTRY}, exit {EXIT}, returns [{', '.join(map(str, fn.cfg.return_nodes))}], "
               f"loop heads [{', '.join(map(str, sorted(fn.cfg.loop_heads)))}]")
    out.append(f"  wto: {format_wto(fn.cfg.wto)}")
    out.extend(format_cfg(fn.cfg))
    return "\n".join(out)


def format_unit(tu: TranslationUnit) -> str:
    out = [f"# file {tu.file}"]
    if tu.globals:
        out.append("globals: " + ", ".join(
            f"{'static ' if g.is_static else ''}{g.var.ty} {name}" for name, g in sorted(tu.globals.items())))
    if tu.init is not None and len(tu.init.cfg) > 2:
        out.append(format_function(tu.init))
    for name in sorted(tu.functions, key=lambda n: (tu.functions[n].loc.line, n)):
        out.append(format_function(tu.functions[name]))
    return "\n\n".join(out) + "\n"

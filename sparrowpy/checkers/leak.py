"""Memory leaks at procedure exits (Section 4.2 of the paper).

At each exit (return statement or closing brace):
LeakedAddress = AL − (reachable from globals and unknown memory)
               − (reachable from the arguments' input memory and the return value).
One finding per (allocation site, procedure), listing every exit where the block is lost.
"""

from __future__ import annotations

import os

from ..findings import Finding, SourcePoint
from ..memory import Region
from . import register_checker


def leaked_regions(state, proc: str, params) -> set:
    roots = state.roots_visible_outside(proc, params)
    reach = state.reachable(roots)
    return {r for r in state.alloc if type(r) is Region and not r.stack and r not in reach}


@register_checker("leak", "memory allocated in or returned to a procedure is unreachable at one of its exits")
def check(ctx) -> list:
    fn = ctx.fn
    lost: dict = {}
    for n in fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is None:
            continue
        # several blocks of one site may be lost here (through different call chains):
        # describe the one with the shortest chain, deterministically
        for r in sorted(leaked_regions(st, fn.name, [p.name for p in fn.params]),
                        key=lambda r: (len(r.context), r.sort_key())):
            lost.setdefault(r.site, {}).setdefault(n, r)
    findings = []
    for site, exits in lost.items():
        nodes = sorted(exits, key=lambda n: (fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column, n))
        exit_points = tuple(
            SourcePoint(fn.cfg.instrs[n].loc.file, fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column)
            for n in nodes)
        first = fn.cfg.instrs[nodes[0]].loc
        region = exits[nodes[0]]
        what = ctx.describe_region(region)
        where = ", ".join(f"{'end of function' if fn.cfg.instrs[n].implicit else 'return'} at line "
                          f"{fn.cfg.instrs[n].loc.line}" for n in nodes)
        findings.append(Finding(
            kind="leak", file=first.file, line=first.line, column=first.column, function=fn.name,
            message=f"memory leak: {what}, lost in {fn.name}() at {where}",
            alloc_site=SourcePoint(site.loc.file, site.loc.line, site.loc.column, site.proc),
            exits=exit_points, chain=ctx.region_chain(region), notes=ctx.notes(),
            identity=("leak", fn.name, site.proc, os.path.basename(site.loc.file))
            + tuple(h.proc for h in region.context),
        ))
    return findings

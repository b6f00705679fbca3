"""Memory leaks at procedure exits (Section 4.2 of the paper).

At each exit (return statement or closing brace):
LeakedAddress = AL − (reachable from globals and unknown memory)
               − (reachable from the arguments' input memory and the return value).
One finding per (allocation site, procedure), listing every exit where the block is lost.
Each (site, exit) is a candidate for the path check (``pathcheck``): an exit every path to
which is shown not to lose the block is dropped from the finding, and a finding with no
exit left is pruned (kept aside with the reason, for ``--show-pruned``).
"""

from __future__ import annotations

import os

import attrs

from ..findings import Finding, SourcePoint
from ..pathcheck import Candidate, block_identity
from ..engine.memory import Region
from . import register_checker


def leaked_regions(state, proc: str, params, resources: bool = False) -> set:
    """Regions of ``state.alloc`` unreachable from what outlives the procedure: memory
    blocks, or with ``resources`` the resource handles (``Region.resource``)."""
    roots = state.roots_visible_outside(proc, params)
    reach = state.reachable(roots)
    return {r for r in state.alloc if type(r) is Region and not r.stack and r not in reach
            and (r.resource is not None) == resources}


@register_checker("leak", "memory allocated in or returned to a procedure is unreachable at one of its exits")
def check(ctx) -> list:
    fn = ctx.fn
    lost: dict = {}
    blocks: set = set()  # every lost block's identity, for the focused retry
    for n in fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is None:
            continue
        # several blocks of one site may be lost here (through different call chains):
        # describe the one with the shortest chain, deterministically
        for r in sorted(leaked_regions(st, fn.name, [p.name for p in fn.params]),
                        key=lambda r: (len(r.context), r.sort_key())):
            lost.setdefault(r.site, {}).setdefault(n, r)
            blocks.add(block_identity(r))
    findings = []
    params = [p.name for p in fn.params]
    focus = frozenset(blocks)  # one focused retry for all of them, if the partition fails
    for site, exits in lost.items():
        nodes = sorted(exits, key=lambda n: (fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column, n))
        verdicts = ctx.verify([Candidate(n, _lost_at(site, fn.name, params), _exists(site), focus)
                               for n in nodes])
        kept = [n for n, v in zip(nodes, verdicts) if v.kept]
        if not kept:
            ctx.prune(_finding(ctx, fn, site, nodes, exits), verdicts)
            continue
        finding = _finding(ctx, fn, site, kept, exits)
        incomplete = [v.reason for n, v in zip(nodes, verdicts) if v.kept and v.incomplete]
        if incomplete:
            finding = attrs.evolve(finding, notes=finding.notes + (
                f"the path check of this alarm was incomplete ({incomplete[0]})",))
        findings.append(finding)
    return findings


def _lost_at(site, proc: str, params: list):
    def realised(state) -> bool:
        return any(r.site == site for r in leaked_regions(state, proc, params))
    return realised


def _exists(site):
    def relevant(alloc) -> bool:
        return any(type(r) is Region and r.site == site for r in alloc)
    return relevant


def _finding(ctx, fn, site, nodes: list, exits: dict) -> Finding:
    """The leak finding of ``site`` lost at the exits ``nodes`` (in source order)."""
    exit_points = tuple(
        SourcePoint(fn.cfg.instrs[n].loc.file, fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column)
        for n in nodes)
    first = fn.cfg.instrs[nodes[0]].loc
    region = exits[nodes[0]]
    what = ctx.describe_region(region)
    where = ", ".join(f"{'end of function' if fn.cfg.instrs[n].implicit else 'return'} at line "
                      f"{fn.cfg.instrs[n].loc.line}" for n in nodes)
    return Finding(
        kind="leak", file=first.file, line=first.line, column=first.column, function=fn.name,
        message=f"memory leak: {what}, lost in {fn.name}() at {where}",
        alloc_site=SourcePoint(site.loc.file, site.loc.line, site.loc.column, site.proc),
        exits=exit_points, chain=ctx.region_chain(region), notes=ctx.notes(),
        identity=("leak", fn.name, site.proc, os.path.basename(site.loc.file))
        + tuple(h.proc for h in region.context),
    )

"""Resource leaks: a handle (``FILE *``, ``DIR *``, file descriptor, mapping...) acquired
in a procedure, or returned to it by a callee, that is unreachable at one of its exits
without having been released.

A handle is a region of the abstract memory like a heap block (``Region.resource`` says
its kind), so the engine, the summaries and the path check treat both alike; this checker
is the leak checker restricted to handles (``leak`` ignores them).  Acquisition and
release functions are models (``engine/models.py``; a project adds its own pairs with
``acquire`` / ``release`` in the configuration).  ``fd`` and ``map`` handles fail with -1,
which the analysis represents as NULL, so ``if (fd < 0)`` is a failure test.
"""

from __future__ import annotations

import os

import attrs

from ..findings import Finding, SourcePoint
from ..pathcheck import Candidate, block_identity
from ..engine.memory import Region
from . import register_checker
from .leak import leaked_regions

KIND_TEXT = {"FILE": "stream", "pipe": "pipe stream", "DIR": "directory stream", "fd": "file descriptor",
             "map": "memory mapping", "handle": "handle"}


@register_checker("resource_leak", "a file, directory, descriptor or mapping acquired in or returned to a "
                                   "procedure is unreachable at one of its exits without being released")
def check(ctx) -> list:
    fn = ctx.fn
    params = [p.name for p in fn.params]
    lost: dict = {}
    blocks: set = set()  # every lost block's identity, for the focused retry
    for n in fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is None:
            continue
        for r in sorted(leaked_regions(st, fn.name, params, resources=True),
                        key=lambda r: (len(r.context), r.sort_key())):
            lost.setdefault(r.site, {}).setdefault(n, r)
            blocks.add(block_identity(r))
    findings = []
    focus = frozenset(blocks)  # as in the leak checker: one focused retry for them all
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
        return any(r.site == site for r in leaked_regions(state, proc, params, resources=True))
    return realised


def _exists(site):
    def relevant(alloc) -> bool:
        return any(type(r) is Region and r.site == site for r in alloc)
    return relevant


def _finding(ctx, fn, site, nodes: list, exits: dict) -> Finding:
    exit_points = tuple(
        SourcePoint(fn.cfg.instrs[n].loc.file, fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column)
        for n in nodes)
    first = fn.cfg.instrs[nodes[0]].loc
    region = exits[nodes[0]]
    what = f"{KIND_TEXT.get(region.resource, region.resource)} ({region.resource}) acquired at " \
           f"{site.loc.file}:{site.loc.line} in {site.proc}()"
    for hop in ctx.region_chain(region):
        what += ", " + hop
    where = ", ".join(f"{'end of function' if fn.cfg.instrs[n].implicit else 'return'} at line "
                      f"{fn.cfg.instrs[n].loc.line}" for n in nodes)
    return Finding(
        kind="resource_leak", file=first.file, line=first.line, column=first.column, function=fn.name,
        message=f"resource leak: {what}, not released in {fn.name}() at {where}",
        alloc_site=SourcePoint(site.loc.file, site.loc.line, site.loc.column, site.proc),
        exits=exit_points, chain=ctx.region_chain(region), notes=ctx.notes(),
        identity=("resource_leak", fn.name, site.proc, os.path.basename(site.loc.file))
        + tuple(h.proc for h in region.context),
    )

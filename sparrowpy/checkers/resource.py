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

from ..findings import Finding, SourcePoint
from . import register_checker
from .leak import check_losses

KIND_TEXT = {"FILE": "stream", "pipe": "pipe stream", "DIR": "directory stream", "fd": "file descriptor",
             "map": "memory mapping", "handle": "handle"}


@register_checker("resource_leak", "a file, directory, descriptor or mapping acquired in or returned to a "
                                   "procedure is unreachable at one of its exits without being released")
def check(ctx) -> list:
    return check_losses(ctx, True, _finding)


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

"""``sparrowpy explain``: why a finding was reported, or why an exit is clean.

For a finding (named by its fingerprint or by ``FILE:LINE``) and for each exit of its
function at stake, the text shows the leak check's ingredients (Section 4.2 of the
paper) at that exit: the allocated set, the roots that outlive the procedure, the set
reachable from them (with a witness path for each allocated block that is reachable) and
the blocks that are not; then, for each call on the block's chain (the summaries that
carried it up), the summary facts the call instantiated; and the facts of the summaries
applied at the other calls of the function (what they free, allocate, overwrite), which is
usually why an exit is clean.  Regions are spelled as in every other dump.
"""

from __future__ import annotations

import os
from collections import deque
from typing import Optional

from ..engine.memory import NULL, FieldAddr, Region, REGION_LEGEND


def parse_target(text: str) -> tuple:
    """``("fingerprint", fp)`` or ``("location", file, line)``; None when neither."""
    t = text.strip()
    if len(t) == 16 and all(c in "0123456789abcdef" for c in t):
        return ("fingerprint", t)
    file, sep, line = t.rpartition(":")
    if sep and file and line.isdigit():
        return ("location", file, int(line))
    return None


def _same_file(a: str, b: str) -> bool:
    if os.path.abspath(a) == os.path.abspath(b):
        return True
    return os.path.basename(a) == os.path.basename(b) and (a.endswith(b) or b.endswith(a))


def witness_paths(st, roots: set) -> dict:
    """addr -> the shortest chain of cells from a root to it (breadth-first, sorted)."""
    children: dict = {}
    for addr in st.mem:
        while type(addr) is FieldAddr:
            children.setdefault(addr.base, set()).add(addr)
            addr = addr.base
    parent: dict = {}
    queue = deque()
    for r in sorted(roots, key=lambda a: a.sort_key()):
        parent[r] = None
        queue.append(r)
    while queue:
        a = queue.popleft()
        nxt = sorted(children.get(a, ()), key=lambda x: x.sort_key())
        v = st.mem.get(a)
        if v is not None:
            nxt += sorted((t for t in v.addrs if t is not NULL), key=lambda x: x.sort_key())
        for b in nxt:
            if b not in parent:
                parent[b] = a
                queue.append(b)
    return parent


def _path_text(parent: dict, addr) -> str:
    chain = []
    while addr is not None:
        chain.append(str(addr))
        addr = parent.get(addr)
    return " -> ".join(reversed(chain))


def _summary_facts(summary, region_names: Optional[set] = None) -> list:
    """Lines of the facts of ``summary`` that instantiation uses (restricted to the
    regions ``region_names`` for Alloc2Ret/Alloc2Arg when given)."""
    out = []
    if summary is None:
        return ["no summary: the unknown-function policy (arguments' blocks escape)"]
    if summary.unknown:
        return [f"not summarised ({summary.unknown}): the unknown-function policy"]
    for cat in summary.CATEGORIES:
        for item in summary.category_strings(cat):
            if cat in ("alloc2ret", "alloc2arg") and region_names is not None \
                    and item.split(" : ", 1)[-1] not in region_names:
                continue
            out.append(f"{summary.TITLES[cat]} {item}")
    for a in sorted(str(a) for a in summary.arg2free_must):
        out.append(f"frees on every summarised exit {a}")
    for name in sorted(summary.ret_nullable):
        if region_names is None or name in region_names:
            out.append(f"may return NULL instead of {name}")
    if summary.exits_used != summary.exits_total:
        out.append(f"summarises {summary.exits_used} of {summary.exits_total} exits (allocation paths only)")
    if not summary.returns:
        out.append("does not return")
    return out


def _call_lines(ctx) -> list:
    lines = []
    for call in ctx.calls():
        loc = call.instr.loc
        for t in call.targets:
            name = t.name or "<unknown target>"
            if t.kind == "model":
                m = t.model
                what = [w for w, on in (("allocates", m.allocates), (f"frees arg{m.frees}*", m.frees is not None),
                                        (f"reallocates arg{m.reallocates}*", m.reallocates is not None),
                                        ("does not return", m.noreturn)) if on]
                lines.append(f"  line {loc.line}: {name}() is a library model" + (f": {', '.join(what)}" if what else ""))
            elif t.kind == "summary":
                facts = _summary_facts(t.summary)
                lines.append(f"  line {loc.line}: {name}() applied through its summary"
                             + (":" if facts else ": no effect on memory"))
                lines.extend(f"    {f}" for f in facts)
            else:
                lines.append(f"  line {loc.line}: {name}() is unknown: the unknown-function policy")
    return lines


def _exit_lines(ctx, n: int, focus: Optional[set]) -> list:
    from ..checkers.leak import holds_at_exit, leaked_regions

    fn = ctx.fn
    at_exit = holds_at_exit(ctx)
    instr = fn.cfg.instrs[n]
    kind = "end of function" if instr.implicit else "return"
    st = ctx.post[n]
    lines = [f"exit: {kind} at line {instr.loc.line} of {fn.name}() (CFG node {n})"]
    if st is None:
        return lines + ["  unreachable: no execution gets here"]
    params = [p.name for p in fn.params]
    roots = st.roots_visible_outside(fn.name, params)
    reach = st.reachable(roots)
    if at_exit:
        own = st.own_variables(fn.name)
        # (a region that stands for several blocks is not held so: ``leak._losses``)
        reach = reach | (st.reachable(own, surely=True, exactly=True, through_holders=True) - st.multi)
        roots = roots | own
    parent = witness_paths(st, roots)
    allocated = sorted((r for r in st.alloc if type(r) is Region and not r.stack), key=lambda r: r.sort_key())
    lines.append("  allocated:" + ("" if allocated else " none"))
    lines += [f"    {r}" + (f" ({r.resource} handle)" if r.resource else "") for r in allocated]
    shown_roots = sorted((str(r) for r in roots), key=str)
    lines.append("  roots (outlive the procedure: globals, unknown memory, input memory, the return value"
                 + (f"; {fn.name}'s own variables, which hold for certain what they reach through cells "
                    "that hold nothing else (one of a site's older blocks is not all of them), as its return is "
                    "the program's exit" if at_exit else "") + "):")
    lines += [f"    {r}" for r in shown_roots]
    lines.append("  reachable from the roots:")
    reachable_blocks = [r for r in allocated if r in reach]
    if not reachable_blocks:
        lines.append("    no allocated block")
    for r in reachable_blocks:
        lines.append(f"    {r}, through {_path_text(parent, r)}")
    lost = set(leaked_regions(st, fn.name, params, False, at_exit)) | \
        set(leaked_regions(st, fn.name, params, True, at_exit))
    lines.append("  unreachable, so lost here:" + ("" if lost else " none"))
    for r in sorted(lost, key=lambda r: r.sort_key()):
        lines.append(f"    {r}")
    if focus:
        for name in sorted(focus):
            if not any(str(r) == name for r in allocated):
                freed = any(str(r) == name for r in st.freed)
                lines.append(f"  {name} is not allocated here: "
                             + ("it is in the freed set (freed on the paths to this exit)" if freed else
                                "it was freed, or never allocated, on the paths to this exit"))
    return lines


def explain(result, target: tuple) -> tuple:
    """The explanation text, and whether the target named anything."""
    from ..checkers.leak import PATH_ONLY_NOTE
    from ..interproc.analysis import CheckContext

    findings = result.findings
    if target[0] == "fingerprint":
        chosen = [f for f in findings if f.fingerprint == target[1]]
        pruned = [p for p in result.pruned if p.finding.fingerprint == target[1]]
        line_filter = None
    else:
        _, file, line = target
        chosen = [f for f in findings if _same_file(f.file, file) and (
            f.line == line or any(e.line == line for e in f.exits))]
        pruned = [p for p in result.pruned if _same_file(p.finding.file, file) and (
            p.finding.line == line or any(e.line == line for e in p.finding.exits))]
        line_filter = (file, line)
    out = ["# legend: " + REGION_LEGEND + "."]
    named = False
    procs_by_name: dict = {}
    for key, proc in result.procedures.items():
        if proc is not None and proc.sem is not None:
            procs_by_name.setdefault(proc.fn.name, []).append((key, proc))

    def context_of(fname: str, file: Optional[str] = None):
        for key, proc in sorted(procs_by_name.get(fname, ()), key=lambda kp: kp[0]):
            if file is None or _same_file(proc.fn.loc.file, file):
                return CheckContext(proc.fn, proc.post, proc.sem, ends_program=proc.ends_program)
        return None

    for f in chosen:
        named = True
        out.append("")
        out.append(f"finding {f.fingerprint} [{f.kind}] in {f.function}(): {f.message}")
        paths = [n for n in f.notes if n.startswith(PATH_ONLY_NOTE)]
        if paths:
            # a loss the path check found (checkers/leak.check_losses): the joined state
            # shown below still reaches the block there
            out.append("why reported: at an exit below the joined state still reaches the block (through "
                       "a pointer that may also hold NULL or another block), but the path check found "
                       "paths that lose it:")
            out += [f"  {n}" for n in paths]
        else:
            out.append(f"why reported: at each exit below, a block is in the allocated set and not reachable "
                       f"from any root")
        ctx = context_of(f.function, f.file)
        if ctx is None:
            out.append("  (the procedure's states are not available)")
            continue
        exit_lines = {e.line for e in f.exits} or {f.line}
        focus = set()
        region = _finding_region(ctx, f, exit_lines)
        if region is not None:
            focus.add(str(region))
        for n in ctx.fn.cfg.return_nodes:
            if ctx.fn.cfg.instrs[n].loc.line in exit_lines:
                out += _exit_lines(ctx, n, None)
        if region is not None and region.context:
            out.append(f"chain of {region}: the summaries that carried the block up")
            out += _chain_lines(result, region)
        calls = _call_lines(ctx)
        if calls:
            out.append(f"calls of {ctx.fn.name}() and the summary facts they used:")
            out += calls
    for p in pruned:
        named = True
        out.append("")
        out.append(f"pruned alarm {p.finding.fingerprint} [{p.finding.kind}] in {p.finding.function}(): "
                   f"{p.finding.message}")
        out.append(f"why not reported: the path check ({p.stage}) showed every path impossible: {p.reason}")
    if line_filter is not None and not chosen:
        file, line = line_filter
        for fname, procs in sorted(procs_by_name.items()):
            for key, proc in sorted(procs, key=lambda kp: kp[0]):
                fn = proc.fn
                if not _same_file(fn.loc.file, file):
                    continue
                nodes = [n for n in fn.cfg.return_nodes if fn.cfg.instrs[n].loc.line == line]
                if not nodes:
                    continue
                named = True
                ctx = CheckContext(fn, proc.post, proc.sem, ends_program=proc.ends_program)
                out.append("")
                out.append(f"no finding at {os.path.basename(file)}:{line} in {fn.name}(): why the exit is clean")
                for n in nodes:
                    out += _exit_lines(ctx, n, _sites_of(ctx))
                calls = _call_lines(ctx)
                if calls:
                    out.append(f"calls of {fn.name}() and the summary facts they used:")
                    out += calls
    return "\n".join(out) + "\n", named


def _sites_of(ctx) -> set:
    """Region names of the blocks the procedure ever had (to say why each is not lost)."""
    names = set()
    for st in ctx.post:
        if st is None:
            continue
        for r in st.alloc | st.freed:
            if type(r) is Region and not r.stack:
                names.add(str(r))
    return names


def _finding_region(ctx, f, exit_lines: set) -> Optional[Region]:
    site = f.alloc_site
    if site is None:
        return None
    from ..checkers.leak import holds_at_exit, leaked_regions

    params = [p.name for p in ctx.fn.params]
    at_exit = holds_at_exit(ctx)
    for n in ctx.fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is None or ctx.fn.cfg.instrs[n].loc.line not in exit_lines:
            continue
        lost = set(leaked_regions(st, ctx.fn.name, params, False, at_exit)) | \
            set(leaked_regions(st, ctx.fn.name, params, True, at_exit))
        for r in sorted(lost, key=lambda r: (len(r.context), r.sort_key())):
            if r.site.loc.line == site.line and r.site.proc == site.function:
                return r
    return None


def _chain_lines(result, region: Region) -> list:
    """For each hop of the region's call chain (innermost first), the callee's summary
    facts about the block, as instantiated at that call."""
    lines = []
    hops = list(region.context)  # the newest (outermost) call first
    for i in range(len(hops) - 1, -1, -1):
        hop = hops[i]
        inner = region.with_context(tuple(hops[i + 1:]))
        fn = result.program.functions.get(hop.proc) if result.program is not None else None
        callee = None
        if fn is None:
            for prog in result.linked:
                for key, cand in prog.functions.items():
                    if cand.name == hop.proc:
                        fn = cand
        if fn is not None and 0 <= hop.node < len(fn.cfg.instrs):
            callee = getattr(fn.cfg.instrs[hop.node], "callee_name", None)
        summary = None
        if callee is not None:
            for key, s in sorted(result.summaries.items()):
                if s.name == callee:
                    summary = s
                    break
        name_in_callee = str(inner)
        how = hop.describe()
        lines.append(f"  call of {callee or '?'}() at {os.path.basename(hop.file)}:{hop.line}: {how}; "
                     f"the callee's summary names the block {name_in_callee}:")
        facts = _summary_facts(summary, {name_in_callee}) if summary is not None else ["summary not available"]
        lines += [f"    {x}" for x in facts] or ["    (no fact about this block)"]
    return lines

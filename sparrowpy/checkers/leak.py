"""Memory leaks at procedure exits (Section 4.2 of the paper).

At each exit (return statement or closing brace):
LeakedAddress = AL − (reachable from globals and unknown memory)
               − (reachable from the arguments' input memory and the return value).
One finding per (allocation site, procedure), listing every exit where the block is lost.
Each (site, exit) is a candidate for the path check (``pathcheck``): an exit every path to
which is shown not to lose the block is dropped from the finding, and a finding with no
exit left is pruned (kept aside with the reason, for ``--show-pruned``).  An exit whose
joined state keeps a block only through pointers that may hold something else is a
path-only candidate: the block is reported lost there if the path check finds a feasible
path that loses it (``check_losses``).
"""

from __future__ import annotations

import os
from typing import Optional

import attrs

from ..findings import Finding, SourcePoint
from ..pathcheck import LAST_SCALE, NO_BRANCHES, WIDE_PATHS, Candidate, allocation_identity, block_identity
from ..engine.accesses import callee_summary, is_null_address, strip_casts
from ..engine.memory import ExploreAddr, FieldAddr, LocalAddr, Region
from ..ir import Call, Lv, Var
from . import register_checker


PATH_ONLY_NOTE = "lost only on some of the paths"
"""How the note of an exit that only the path check found lost begins (``explain`` reads it)."""

WITNESS_NOTE = "a path that loses it, which the path check could not rule out,"
"""How the note begins that gives, for an exit of an alarm the path check kept, one of the
paths that realise it which stages 2 and 3 did not refute (absent where the partition
joined too many paths to name one, where the check was off or over its budget, and
where the path takes no branch: ``pathcheck.NO_BRANCHES``).  A path-only exit's note
(``PATH_ONLY_NOTE``) names its path itself."""


def _shortest_chain(r: Region) -> tuple:
    """Order of the blocks of one site: the one with the shortest call chain first,
    deterministically (the one a finding describes)."""
    return (len(r.context), r.sort_key())


def leaked_regions(state, proc: str, params, resources: bool = False, ends_program: bool = False) -> set:
    """Regions of ``state.alloc`` unreachable from what outlives the procedure: memory
    blocks, or with ``resources`` the resource handles (``Region.resource``).  With
    ``ends_program`` (``holds_at_exit``) the procedure's own variables outlive it too."""
    return _losses(state, proc, params, resources, ends_program=ends_program)[0]


def holds_at_exit(ctx) -> bool:
    """Whether what the procedure's own variables hold at its return counts as held: the
    return from ``main`` that ends the program (``CheckContext.ends_program``), as a call
    of ``exit`` does, unless ``main_return_leaks`` asks for those blocks."""
    return ctx.ends_program and not ctx.sem.options.main_return_leaks


def _losses(state, proc: str, params, resources: bool, unsure: bool = False, ends_program: bool = False) -> tuple:
    """(the blocks lost in ``state``, and with ``unsure`` the ones it keeps reachable only
    through a cell that may hold something else: lost on some of the paths it joins).

    With ``ends_program`` (``holds_at_exit``) a block the procedure's own variables reach
    *surely* (``State.reachable(surely=True, exactly=True)``: through cells that hold it
    and nothing else but the NULL of its own allocation's failure, for a block made in the
    procedure itself: a callee's result may be NULL beside its block for another reason,
    B94) is held at the exit too.  One they may reach through a cell that may hold
    something else counts as lost, so that the path check examines it as an alarm (kept
    unless every path holds it), not as a loss on some paths only (reported only if found):
    a block overwritten before main returns (``p = p->next; p = malloc(..)`` in a loop)
    joins the blocks ``p`` holds at the return.

    A region that may stand for several blocks (``State.multi``: a site's older blocks)
    is never held so: a cell that holds it holds one of its blocks, and the others may
    be lost (``q = s; s = p; p = malloc(..)`` in a loop, then ``q = NULL``: ``s`` holds
    the older blocks' last one, the one before is lost, B107).  Its cells still lead on:
    a cell of the region that holds a block and nothing else holds it in every block of
    the region, one of which is held."""
    roots = state.roots_visible_outside(proc, params)
    reach = state.reachable(roots)
    held = state.reachable(state.own_variables(proc), surely=True, exactly=True,
                           through_holders=True) if ends_program else ()
    if held and state.multi:
        held = held - state.multi
    mine = [r for r in state.alloc if type(r) is Region and not r.stack and (r.resource is not None) == resources]
    lost = {r for r in mine if r not in reach and r not in held}
    if not unsure or len(lost) == len(mine):
        return lost, set()
    surely = state.reachable(roots, surely=True, through_holders=True)
    return lost, {r for r in mine if r in reach and r not in surely and r not in held}


def _holding_cells(st, proc: str, blocks: frozenset, all_cells: bool) -> frozenset:
    """(cell, block) for each fresh block that a cell holds directly, the procedure's
    temporaries aside: the blocks of ``blocks`` (``block_identity``s) held by the
    procedure's named variables (fields of local structures included), and with
    ``all_cells`` those held by any cell, and every fresh block its named variables hold."""
    out = []
    for cell, v in st.mem.items():
        addrs = v.addrs
        if not addrs:
            continue
        root = cell.root if type(cell) is FieldAddr else cell
        named = type(root) is LocalAddr and root.proc == proc
        if type(root) is LocalAddr and root.name.startswith("$") or not (named or all_cells):
            continue
        for a in addrs:
            if type(a) is Region and not a.old and ((all_cells and named) or block_identity(a) in blocks):
                out.append((cell, a))
    return frozenset(out)


def holders_key(proc: str, blocks: frozenset):
    """``Candidate.holders_key`` of a leak: which of the procedure's named variables (not
    its temporaries, whose stale values only multiply the disjuncts; fields of local
    structures included) hold each block of ``blocks`` (``block_identity``s) directly.
    Two paths that made the same blocks but keep them in different variables have
    different futures: a NULL test of one, a ``free`` of the other."""
    return lambda st: _holding_cells(st, proc, blocks, False)


def cells_key(proc: str, blocks: frozenset):
    """The ``Candidate.holders_key`` of a path-only leak: which cells of memory, the
    procedure's temporaries aside, hold each block of ``blocks`` (``block_identity``s),
    a field of another block or of the caller's memory as well as a variable; and which
    of the procedure's named variables hold which of its fresh blocks.  Paths that keep
    the block in the caller's structure and paths that put it into a block they then
    free hold it in different cells, and before it exists, they point the variable they
    store it through at different blocks (``n = p0`` in a loop, ``n->next = calloc(..)``)."""
    return lambda st: _holding_cells(st, proc, blocks, True)


def check_losses(ctx, resources: bool, describe) -> list:
    """The findings of blocks (or with ``resources`` handles) lost at the procedure's exits.

    Each (allocation site, exit) where the joined state loses the block is a candidate
    for the path check.  Beyond the paper's formula, an exit whose joined state keeps a
    block reachable only through pointers that may also hold NULL or another address
    (``if (c) n = NULL; return n;``) gets a path-only candidate (``Candidate.path_only``):
    reported if some feasible path loses it.  ``describe(ctx, fn, site, nodes, exits)``
    builds the finding of a site from its kept exits (in source order)."""
    fn = ctx.fn
    params = [p.name for p in fn.params]
    unsure = ctx.sem.options.path_check != "off"
    untested = _UntestedNull(ctx) if ctx.sem.options.untested_params_not_null else None
    at_exit = holds_at_exit(ctx)
    lost: dict = {}
    maybe: dict = {}
    unsure_ids: set = set()  # the identities of the blocks joined states hold unsurely
    blocks: set = set()  # every lost block's identity, for the focused retry
    lost_blocks: dict = {}  # (site, exit) -> the identities of the site's blocks lost there
    lost_ids: dict = {}  # (site, exit) -> their ``block_identity``s
    for n in fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is None:
            continue
        gone, kept = _losses(st, fn.name, params, resources, unsure, at_exit)
        if untested is not None and (gone or kept):
            gone = {r for r in gone if not untested.made_for(r)}
            kept = {r for r in kept if not untested.made_for(r)}
        # several blocks of one site may be lost here (through different call chains):
        # describe the one with the shortest chain, deterministically
        for r in sorted(gone, key=_shortest_chain):
            lost.setdefault(r.site, {}).setdefault(n, r)
            lost_blocks.setdefault((r.site, n), set()).add(allocation_identity(r))
            lost_ids.setdefault((r.site, n), set()).add(block_identity(r))
            blocks.add(block_identity(r))
        for r in sorted(kept, key=_shortest_chain):
            if n not in lost.get(r.site, ()):
                maybe.setdefault(r.site, {}).setdefault(n, r)
                unsure_ids.add(block_identity(r))

    def in_order(nodes):
        return sorted(nodes, key=lambda n: (fn.cfg.instrs[n].loc.line, fn.cfg.instrs[n].loc.column, n))

    focus = frozenset(blocks)  # one focused retry for all of them, if the partition fails
    # the candidates of one exit ask the same disjuncts: each disjunct's losses once
    losses_of = _Losses(fn.name, params, resources, at_exit)
    unsure_of = _Unsure(fn.name, params, resources, at_exit)
    # a prune that rests on a disjunct holding the block unsurely is checked again by a
    # partition that keeps apart who holds the blocks (``Candidate.unsure_key``, B105)
    apart_blocks = frozenset(unsure_ids) | focus
    apart = cells_key(fn.name, apart_blocks) if unsure else None
    verdicts: dict = {}
    for site, exits in lost.items():
        nodes = in_order(exits)
        own = frozenset(b for b in focus if b[0] == site)
        # a path that loses another block of the site (one made through another call
        # chain: gzip's xpalloc of two arrays) does not stand for the one the alarm names
        holders = holders_key(fn.name, own)
        for n, v in zip(nodes, ctx.verify([Candidate(n, _LostAt(site, losses_of, frozenset(lost_blocks[site, n])),
                                                     _exists(site), focus, own_focus=own,
                                                     holders_key=holders, holders_id=own,
                                                     last_scale=LAST_SCALE, wide=WIDE_PATHS,
                                                     unsure=_UnsureAt(site, unsure_of), unsure_key=apart,
                                                     unsure_id=apart_blocks, unsure_focus=apart_blocks,
                                                     unsure_own_key=cells_key(fn.name, frozenset(lost_ids[site, n]))
                                                     if unsure else None,
                                                     unsure_own_focus=frozenset(lost_ids[site, n]))
                                           for n in nodes])):
            verdicts[site, n] = v
            # (these blocks only: a path that loses another block of the site at this
            # exit was not looked at, ``SccAnalyzer._sharpen_outcomes`` must know)
            ctx.losses_checked.update((b, n) for b in lost_blocks[site, n])
    # after the alarms of the joined states, which get the partition with its whole share
    found: dict = {}
    # one retry for all of them (per site, the ssh client's 920 retries took 87 s)
    unsure_blocks = frozenset(unsure_ids)
    holders = cells_key(fn.name, unsure_blocks)
    for site, exits in maybe.items():
        nodes = in_order(exits)
        losses = [_LostAt(site, losses_of) for _ in nodes]
        cands = [Candidate(n, lose, _exists(site), path_only=True, own_focus=unsure_blocks, holders_key=holders,
                           holders_id=("maybe", unsure_blocks), unsure=_UnsureAt(site, unsure_of),
                           wide=WIDE_PATHS)
                 for n, lose in zip(nodes, losses)]
        for n, v, seen in zip(nodes, ctx.verify(cands), losses):
            if v.kept:
                # describe a block the paths lose, which need not be the one the joined
                # state holds unsurely (another call chain of the same site)
                found.setdefault(site, {})[n] = min(seen.regions, key=_shortest_chain) if seen.regions else exits[n]
                verdicts[site, n] = v
            if not v.unchecked:
                ctx.losses_checked.add((site, n))
    findings = []
    for site in list(lost) + [s for s in found if s not in lost]:
        exits = {**found.get(site, {}), **lost.get(site, {})}
        nodes = in_order(exits)
        kept = [n for n in nodes if verdicts[site, n].kept]
        if not kept:
            ctx.prune(describe(ctx, fn, site, nodes, exits), [verdicts[site, n] for n in nodes])
            continue
        finding = describe(ctx, fn, site, kept, exits)
        dropped = [n for n in nodes if n not in kept and (site, n) in verdicts]
        if dropped:
            # the exits the path check ruled out are pruned alarms of their own (the
            # paper's alarm is a site and an exit): ``--show-pruned`` lists them, and the
            # final line's count of pruned alarms includes them
            ctx.prune(describe(ctx, fn, site, dropped, exits), [verdicts[site, n] for n in dropped])
        notes = []
        incomplete = [verdicts[site, n].reason for n in kept if verdicts[site, n].incomplete]
        if incomplete:
            notes.append(f"the path check of this alarm was incomplete ({incomplete[0]})")
        for n in kept:
            witness = verdicts[site, n].witness
            if n in found.get(site, ()):
                notes.append(f"{PATH_ONLY_NOTE} to line {fn.cfg.instrs[n].loc.line} (the joined "
                             "state there may still hold it), found by the path check"
                             + (f"; a feasible one among the paths that may lose it: {witness}" if witness else ""))
            elif witness and witness != NO_BRANCHES:
                notes.append(f"{WITNESS_NOTE} to line {fn.cfg.instrs[n].loc.line}: {witness}")
        if notes:
            finding = attrs.evolve(finding, notes=finding.notes + tuple(notes))
        i = _null_param(fn, [verdicts[site, n] for n in kept])
        if i >= 0:
            finding = attrs.evolve(finding, null_param=i)
        findings.append(finding)
    return findings


def _null_param(fn, verdicts: list) -> int:
    """The index of a pointer parameter that holds its entry value everywhere in the
    procedure and is NULL in every disjunct of the path check that realises the loss at
    every kept exit (``Verdict.realising``): the block is lost only where the procedure was
    called with that parameter NULL (``if (child != NULL) *child = f; return pid;``), and
    the alarm stands only if a call may pass NULL there or the procedure's callers are not
    all known (``Finding.null_param``, ``interproc.analysis.callers_passing_null``); -1
    when there is no such parameter, or an exit was not checked path by path."""
    if not verdicts or any(not v.realising for v in verdicts):
        return -1
    from ..engine.accesses import unchanged_params

    unchanged = unchanged_params(fn)
    for i, p in enumerate(fn.params):
        if p.name not in unchanged or not getattr(p.ty, "is_pointer", False):
            continue
        cell = LocalAddr(fn.name, p.name, param=True)
        if all(is_null_address(st.mem.get(cell)) for v in verdicts for st in v.realising):
            return i
    return -1


class _UntestedNull:
    """The blocks a call made only because the procedure passed one of its own pointer
    parameters, unchanged and untested, where the callee makes them for NULL alone
    (``Summary.null_only``): lost here only if the procedure's callers pass NULL, which
    ``untested_params_not_null`` does not believe (the cleanness checkers' view of an
    input's NULL).  The block still reaches callers through the summary (a wrapper that
    passes its parameter on makes it too, for NULL)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self._memo: dict = {}

    def made_for(self, r) -> bool:
        hit = self._memo.get(r)
        if hit is None:
            hit = self._memo[r] = self._made_for(r)
        return hit

    def _made_for(self, r) -> bool:
        fn, ctx = self.ctx.fn, self.ctx
        if not r.context or r.context[0].proc != fn.name:
            return False
        m = r.context[0].node
        instr = fn.cfg.instrs[m] if 0 <= m < len(fn.cfg.instrs) else None
        if type(instr) is not Call:
            return False
        s = callee_summary(ctx.sem, instr.callee_name)
        if s is None or not s.null_only:
            return False
        inner = r.context[1:]
        for i, key in s.null_only:
            cr = s.regions.get(key)
            if cr is None or cr.site != r.site or cr.old != r.old or cr.context[:len(inner)] != inner:
                continue
            if i < len(instr.args) and self._untested_param(m, instr.args[i]):
                return True
        return False

    def _untested_param(self, m: int, arg) -> bool:
        ctx = self.ctx
        arg = strip_casts(arg)
        if type(arg) is not Lv or type(arg.lval) is not Var:
            return False
        cell = ctx.sem.var_addr(arg.lval)
        if type(cell) is not LocalAddr or not cell.param:
            return False
        pres = [ctx.post[p] for p in ctx.fn.cfg.preds[m] if ctx.post[p] is not None]
        for st in pres:
            if cell in st.written:
                return False
            v = st.mem.get(cell)  # (None: not read yet, so the caller's value as it came)
            if v is not None and not any(type(a) is ExploreAddr for a in v.addrs):
                return False  # found NULL by a test (or holds something else)
        return bool(pres)


@register_checker("leak", "memory allocated in or returned to a procedure is unreachable at one of its exits")
def check(ctx) -> list:
    return check_losses(ctx, False, _finding)


class _Losses:
    """``leaked_regions`` of the states of one procedure, each computed once (the states
    are kept, so that their ids stay theirs)."""

    __slots__ = ("proc", "params", "resources", "ends_program", "memo")

    def __init__(self, proc: str, params: list, resources: bool, ends_program: bool = False):
        self.proc, self.params, self.resources, self.ends_program = proc, params, resources, ends_program
        self.memo: dict = {}

    def __call__(self, state) -> set:
        hit = self.memo.get(id(state))
        if hit is None or hit[0] is not state:
            hit = self.memo[id(state)] = (state, self._compute(state))
        return hit[1]

    def _compute(self, state) -> set:
        return leaked_regions(state, self.proc, self.params, self.resources, self.ends_program)


class _LostAt:
    """A candidate's predicate: whether a state loses a block of ``site``; it remembers
    the blocks of the site it found lost (a path-only finding describes one of them)."""

    __slots__ = ("site", "losses_of", "regions", "blocks")

    def __init__(self, site, losses_of: _Losses, blocks: Optional[frozenset] = None):
        self.site, self.losses_of = site, losses_of
        self.regions: set = set()
        self.blocks = blocks  # None: any block of the site; else their allocation_identity()s

    def __call__(self, state) -> bool:
        blocks = self.blocks
        mine = [r for r in self.losses_of(state) if r.site == self.site
                and (blocks is None or allocation_identity(r) in blocks)]
        self.regions.update(mine)
        return bool(mine)


class _Unsure(_Losses):
    """The blocks a state holds only through cells that may hold something else
    (``_losses``'s second set), each state's once."""

    __slots__ = ()

    def _compute(self, state) -> set:
        return _losses(state, self.proc, self.params, self.resources, True, self.ends_program)[1]


class _UnsureAt:
    """``Candidate.unsure`` of a path-only leak: the state holds a block of ``site`` only
    through cells that may hold something else."""

    __slots__ = ("site", "unsure_of")

    def __init__(self, site, unsure_of: _Unsure):
        self.site, self.unsure_of = site, unsure_of

    def __call__(self, state) -> bool:
        return any(r.site == self.site for r in self.unsure_of(state))


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

"""The shared scan of the cleanness checkers (Dor, Rodeh & Sagiv's "cleanness": no NULL
dereference, no use of freed storage, no bad free) over one analysed procedure.

The engine's fixpoint gives the state after every node; the state before node n is that
of its predecessors.  The scan visits every instruction that dereferences a pointer,
frees one, or calls a procedure whose summary frees or dereferences an argument, reads
the pointer's value in each predecessor's state (``engine.accesses.peek``, without side
effects) and records an ``Event`` per problem.  The four checkers (``double_free``,
``use_after_free``, ``null_deref``, ``free_nonheap``) each take their kind of event, verify
it with the path check (one candidate per predecessor: the event's predicate evaluated
in each path disjunct there) and report it.  The scan runs once per procedure whichever
checkers are on.

Precision choices (see docs/assumptions.md for what they miss):

- a block counts as freed only when it is one concrete block (not the older blocks of a
  site, not a k-reused explore address, not ``multi``) and every block the pointer may
  point to is freed: a pointer to "a freed block or a live one" is not reported;
- a pointer that may be NULL is reported only when the procedure made that NULL itself or
  believes in it (``engine.accesses.NullFlow``: assigned NULL, compared with NULL, the
  result of a function that may return NULL), when it is certainly NULL, or when an
  allocation may have failed (severity ``note``; off with ``assume_alloc_succeeds``).  The
  NULL an input pointer may hold (a list's end) is not reported by itself.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

import attrs

from ..engine.accesses import (
    NullFlow, StaleFlow, access_key, anchor_key, base_pointer, call_derefs, callee_model, callee_summary, derefs_of, guards_fail, is_null, may_be_null, peek,
    pointer_var,
    strip_casts, unchanged_params,
)
from ..engine.memory import NULL, UNKNOWN, ExploreAddr, FieldAddr, FuncAddr, GlobalAddr, LocalAddr, Region, StrAddr
from ..findings import Finding, SourcePoint
from ..ir import AddrOf, BinOp, Call, Const, Field, Index
from ..pathcheck import Candidate


@attrs.define
class Event:
    """One problem found by the scan, before the path check."""

    kind: str
    node: int
    severity: str
    message: str
    subject: str
    """What the problem is about, independent of lines (for the finding's fingerprint)."""
    realised: Callable
    """Whether a state before the node (a path disjunct) shows the problem."""
    chain: tuple = ()
    alloc_site: Optional[SourcePoint] = None

    keyed: Optional[Callable] = None
    """What of the subject keeps path disjuncts apart (default: ``realised``)."""
    null_param: int = -1
    """For a NULL dereference whose NULL can only be the value a parameter had at entry
    (the procedure never assigns it and only compared it with NULL): that parameter's
    index, so that the finding stands only where some caller may pass NULL there
    (``Finding.null_param``); -1 otherwise."""

    def key(self, sem, st):
        return (self.keyed or self.realised)(st)


_UNREALISED = {
    "null_deref": "no path to this point has the pointer NULL",
    "double_free": "no path to this point has the block freed already",
    "use_after_free": "no path to this point has the block freed already",
    "free_nonheap": "no path to this point has the pointer at memory that is not a heap block's start",
}
"""What the engine stage of the path check found, per kind, when it prunes an event."""

def events(ctx) -> list:
    """The events of the procedure of ``ctx`` (computed once for all the checkers)."""
    out = ctx.memo.get("cleanness events")
    if out is None:
        out = ctx.memo["cleanness events"] = _Scan(ctx).run()
    return out


def report(ctx, kind: str) -> list:
    """The findings of one kind: its events, path-checked."""
    fn = ctx.fn
    cfg = fn.cfg
    findings = []
    for ev in events(ctx):
        if ev.kind != kind:
            continue
        preds = [p for p in cfg.preds[ev.node] if ctx.post[p] is not None]
        finding = _finding(ctx, ev)
        if not preds:
            findings.append(finding)
            continue
        verdicts = _verify(ctx, [Candidate(p, ev.realised, unrealised=_UNREALISED[ev.kind],
                                           retry_key=_own_key(ctx.sem, ev), retry_id=(ev.kind, ev.subject))
                                 for p in preds])
        if not any(v.kept for v in verdicts):
            ctx.prune(finding, verdicts)
            continue
        incomplete = [v.reason for v in verdicts if v.kept and v.incomplete]
        if incomplete:
            finding = attrs.evolve(finding, notes=finding.notes + (
                f"the path check of this alarm was incomplete ({incomplete[0]})",))
        findings.append(finding)
    return findings


def _own_key(sem, ev: Event) -> Callable:
    """What keeps the paths of ``ev``'s focused retry apart (``Candidate.retry_key``): its
    own subject only."""
    return lambda st: ev.key(sem, st)


def _verify(ctx, candidates: list) -> list:
    """The path check of cleanness candidates: as ``ctx.verify``, with disjuncts also kept
    apart by the events' subjects (which subject blocks are freed, which subject pointers
    are NULL): a flag-guarded free or NULL is decided like a flag-guarded allocation."""
    from ..pathcheck import Verdict

    options = ctx.sem.options
    if options.path_check == "off" or not candidates:
        return [Verdict(True) for _ in candidates]
    verifier = ctx.memo.get("cleanness verifier")
    if verifier is None:
        subjects = [ev for ev in events(ctx)]
        # (its candidates are at the predecessors of the events' nodes: ``report``)
        verifier = ctx._make_verifier(doubt_null_results=True, keep=frozenset(
            p for ev in subjects for p in ctx.fn.cfg.preds[ev.node]))
        sem = ctx.sem

        def extra_key(st):
            return tuple(ev.key(sem, st) for ev in subjects)
        verifier.extra_key = extra_key
        ctx.memo["cleanness verifier"] = verifier
    if ctx._verifier is None:
        ctx._verifier = ctx._make_verifier()
    verifier.stats = ctx._verifier.stats  # one count per procedure, whoever verified
    verdicts = verifier.verify(candidates)
    ctx.path_stats = verifier.stats
    return verdicts


def _finding(ctx, ev: Event) -> Finding:
    fn = ctx.fn
    loc = fn.cfg.instrs[ev.node].loc
    return Finding(
        kind=ev.kind, file=loc.file, line=loc.line, column=loc.column, function=fn.name,
        message=ev.message, alloc_site=ev.alloc_site, chain=ev.chain, notes=ctx.notes(),
        identity=(ev.kind, fn.name, ev.subject, os.path.basename(loc.file)), severity=ev.severity,
        null_param=ev.null_param,
    )


def _is_memory(t) -> bool:
    if type(t) is Region:
        return not t.stack and t.resource is None
    return type(t) is ExploreAddr


def _failure_reaches(sem, r: Region) -> bool:
    """Whether a NULL that stands for "block ``r`` was not made" can be its allocation's
    failure: the procedure that made it, and each that carried it up to this one, return
    it as "the block or NULL" (``ret_nullable``, ``out_nullable``).  openssh's ``xmalloc``
    calls ``fatal`` when ``malloc`` fails, so its block is never NULL for that; a caller
    further up that returns NULL on an error path beside it (``ssh_askpass``) is NULL for
    another reason, which the NULL reasons (``NullFlow``) decide.  Unknown summaries count
    as passing it on.  A procedure whose NULL result the program does not believe
    (``unchecked_results_not_null``) does not pass it on either: with
    ``allocation_paths_only`` its ``return NULL`` counts as its allocation's failure
    (``ret_nullable``), and the "NULL if the allocation failed" note brought that NULL
    back where the path check was off or over its budget
    (``tests/reporting/test_messages.py``)."""
    if not r.context:
        return True
    summaries = getattr(sem.resolver, "summaries", None)
    if summaries is None:
        return True
    holders = [(r.site.proc, ())] + [(r.context[k].proc, r.context[:k + 1]) for k in range(len(r.context) - 1)]
    if any(sem.resolver.result_null_doubted(proc) for proc, _ in holders):
        return False
    for proc, chain in holders:
        s = summaries.get(proc)
        if s is None or s.unknown:
            continue
        key = str(r.with_context(chain, old=False))
        if key not in s.ret_nullable and key not in s.out_nullable:
            return False
    return True


def freed_targets(sem, st, v, certain: bool = False) -> Optional[frozenset]:
    """The blocks ``v`` points to when every one of them is freed (``certain``: and one of
    them is freed on every path the state stands for, ``must_freed``: in a path disjunct,
    on the paths that did free it; a join of several loop iterations keeps one).

    With ``certain_frees_only`` off (sound): the freed blocks among them, if any, and
    ``certain`` asks no more than that (a block freed on some path counts)."""
    if v is None:
        return None
    targets = [a for a in v.addrs if a is not NULL]
    if not targets:
        return None
    if not sem.options.certain_frees_only:
        freed = frozenset(t for t in targets if _is_memory(t) and t in st.freed)
        return freed or None
    for t in targets:
        if not _is_memory(t) or t not in st.freed:
            return None
    if certain and not any(t in st.must_freed for t in targets):
        return None
    return frozenset(targets)


_MINUS_ONE_HANDLES = ("fd", "map")
_NONHEAP = (LocalAddr, GlobalAddr, StrAddr, FuncAddr)


def nonheap_targets(v, st=None) -> list:
    """The targets of ``v`` that are not heap blocks: locals, globals, literals,
    functions.  With the state ``st``: not those that only unknown code could have put
    there, an address that escaped to an unknown function (it is in unknown memory's
    content) in a value read from unknown memory (it holds that memory too): after
    ``signer(key, &sig, ..)`` every pointer read through the key may be ``&sig``, which
    says nothing of the program."""
    if v is None:
        return []
    out = [a for a in v.addrs if type(a) in _NONHEAP or (type(a) is Region and a.stack)]
    if out and st is not None and UNKNOWN in v.addrs:
        escaped = st.mem.get(UNKNOWN)
        if escaped is not None:
            out = [a for a in out if a not in escaped.addrs]
    return sorted(out, key=lambda a: a.sort_key())


def _nonheap_of(vals: list) -> tuple:
    """The non-heap targets a freed pointer may have over ``(state, value)`` pairs, and
    whether they are all of its targets (NULL aside)."""
    bad = []
    for st, v in vals:
        for t in nonheap_targets(v, st):
            if t not in bad:
                bad.append(t)
    every = len(bad) == len([t for _, v in vals for t in (v.addrs if v is not None else ()) if t is not NULL])
    return bad, every


def _interior(e) -> Optional[str]:
    """Why ``e`` (a freed pointer expression) points into the middle of a block, if its
    syntax says so: ``p + k``, ``&p[k]`` with k ≠ 0, ``&p->f`` for a field that is not the
    first."""
    e = strip_casts(e)
    if type(e) is BinOp and e.op == "+":
        k = strip_casts(e.right)
        if type(k) is Const and k.value > 0 and e.ty is not None and e.ty.is_pointer:
            return f"{e} points {k.value} element(s) past the start of a block"
        return None
    if type(e) is AddrOf:
        lv = e.lval
        if type(lv) is Index:
            k = strip_casts(lv.index)
            if type(k) is Const and k.value != 0:
                return f"{e} points into the middle of a block"
        if type(lv) is Field:
            rec = lv.base.ty
            fields = getattr(rec, "fields", None)
            if fields:
                first = fields[0]
                first = first[0] if isinstance(first, tuple) else getattr(first, "name", first)
                if first != lv.name:
                    return f"{e} is the address of field {lv.name}, not of the block"
    return None


class _Scan:
    def __init__(self, ctx):
        self.ctx = ctx
        self.fn = ctx.fn
        self.cfg = ctx.fn.cfg
        self.post = ctx.post
        self.sem = ctx.sem
        self.options = ctx.sem.options
        self._flow: Optional[NullFlow] = None
        self.out: list = []
        self._null_seen: set = set()
        self._stale_flow: Optional[StaleFlow] = None
        self._copies: Optional[dict] = None  # variable -> {source variable: its expression}
        self._leading: dict = {}  # node -> the nodes from which it can be reached
        self._unchanged: Optional[frozenset] = None  # parameters holding the caller's value
        self._call_writes: dict = {}  # call node -> the fields it may write (``_calls_may_write``)

    @property
    def flow(self) -> NullFlow:
        if self._flow is None:
            self._flow = NullFlow(self.fn, self.sem, self.post)
        return self._flow

    def run(self) -> list:
        cfg, post = self.cfg, self.post
        for n, instr in enumerate(cfg.instrs):
            if n == 0:
                continue
            derefs = derefs_of(instr)
            is_call = type(instr) is Call
            if not derefs and not is_call:
                continue
            pres = [post[p] for p in cfg.preds[n] if post[p] is not None]
            if not pres:
                continue
            seen: set = set()
            for ptr, _ in derefs:
                key = str(ptr)
                if key in seen:
                    continue
                seen.add(key)
                self._deref(n, instr, pres, ptr, None, True)
            if is_call:
                self._call(n, instr, pres)
        return self.out

    # ------------------------------------------------------------------ helpers
    def _values(self, pres: list, e) -> list:
        return [(st, peek(self.sem, st, e)) for st in pres]

    def _describe(self, t, e) -> str:
        if type(t) is Region:
            return f"the {self.ctx.describe_region(t)}"
        return f"the block {e} points to"

    def _site(self, t) -> Optional[SourcePoint]:
        if type(t) is Region:
            s = t.site
            return SourcePoint(s.loc.file, s.loc.line, s.loc.column, s.proc)
        return None

    def _free_points(self, t, before: int) -> list:
        """Where block ``t`` was freed: calls whose post-state has it freed and whose
        predecessors do not (innermost description), in source order."""
        cfg, post = self.cfg, self.post
        found = []
        here = cfg.instrs[before].loc
        leading = self._reaching(before)
        for m, instr in enumerate(cfg.instrs):
            if type(instr) is not Call or m == before or instr.loc == here or m not in leading:
                continue
            st = post[m]
            if st is None or t not in st.freed:
                continue
            pre = [post[p] for p in cfg.preds[m] if post[p] is not None]
            if pre and all(t in b.freed for b in pre) and not self._frees(instr):
                continue  # (in a loop, the free itself sees the block freed by earlier iterations)
            name = instr.callee_name or "a function pointer"
            if callee_summary(self.sem, instr.callee_name) is not None:
                text = f"freed in {name}() called at line {instr.loc.line}"
            else:
                text = f"freed by {name}() at line {instr.loc.line}"
            found.append((instr.loc.line, text))
        found.sort()
        return [text for _, text in found[:3]]

    def _reaching(self, n: int) -> set:
        """The nodes from which node ``n`` can be reached (a free after the use is not
        where the block used was freed); computed once per node, for ``_free_points`` and
        ``_free_args`` alike."""
        seen = self._leading.get(n)
        if seen is None:
            preds = self.cfg.preds
            seen = self._leading[n] = set()
            work = list(preds[n])
            while work:
                m = work.pop()
                if m not in seen:
                    seen.add(m)
                    work.extend(preds[m])
        return seen

    def _free_args(self, t, before: int) -> tuple:
        """The pointers freed (of the calls ``_free_points`` names) that may free block
        ``t``: ``free(q)`` after ``if (c) q = p;`` frees ``p``'s block on one path only."""
        cfg, post, sem = self.cfg, self.post, self.sem
        out = []
        leading = self._reaching(before)
        for m, instr in enumerate(cfg.instrs):
            if type(instr) is not Call or m == before or m not in leading:
                continue
            st = post[m]
            if st is None or t not in st.freed:
                continue
            mdl = callee_model(sem, instr.callee_name)
            i = None
            if mdl is not None:
                i = mdl.frees if mdl.frees is not None else mdl.reallocates
            if i is not None and i < len(instr.args) and str(instr.args[i]) not in (str(a) for a in out):
                out.append(instr.args[i])
        return tuple(out[:3])

    def _keyed_by_frees(self, realised: Callable, t, n: int) -> Optional[Callable]:
        """What keeps path disjuncts apart for an event about freed block ``t``: whether it
        is realised, and whether each pointer freed before it (``_free_args``) is NULL, may
        be, or is not: paths on which ``free(q)`` freed the block and paths on which ``q``
        was NULL (and it freed nothing) then reach a later ``if`` apart, and a test of the
        same condition decides them."""
        args = self._free_args(t, n)
        if not args:
            return None
        sem = self.sem

        def key(st) -> tuple:
            out = [realised(st)]
            for a in args:
                v = peek(sem, st, a)
                out.append(2 if v is None or not v.addrs else 0 if is_null(v) else 2 if may_be_null(v) else 1)
            return tuple(out)
        return key

    def _frees(self, instr) -> bool:
        """Whether a call frees memory itself (a deallocator model, or a summary that frees)."""
        m = callee_model(self.sem, instr.callee_name)
        if m is not None:
            return m.frees is not None or m.reallocates is not None
        s = callee_summary(self.sem, instr.callee_name)
        return s is not None and bool(s.arg2free)

    # ------------------------------------------------------------------ dereferences
    def _deref(self, n: int, instr, pres: list, ptr, callee: Optional[str], required: bool) -> None:
        """``ptr`` is dereferenced at ``n`` (``callee``: by that callee, to which it is
        passed; ``required``: without a NULL test)."""
        sem = self.sem
        vals = self._values(pres, ptr)
        via = f", passed to {callee} which dereferences it" if callee else ""
        # use after free
        freed = [(st, ts) for st, v in vals for ts in (freed_targets(sem, st, v),) if ts is not None]
        if freed and self._stale(n, ptr):
            t = sorted(freed[0][1], key=lambda a: a.sort_key())[0]
            must = all(ts <= st.must_freed for st, ts in freed) and len(freed) == len(vals)
            where = self._free_points(t, n)
            what = self._describe(t, ptr)
            verb = "was freed" if must else "may have been freed"
            msg = f"use after free: {ptr} is used{via}, but {what} {verb}" + (f" ({'; '.join(where)})" if where else "")
            realised = self._realised_freed(ptr)
            self.out.append(Event("use_after_free", n, "error" if must else "warning", msg, f"{ptr}",
                                  realised, tuple(where), self._site(t),
                                  keyed=self._keyed_by_frees(realised, t, n)))
            # the pointer may also be NULL there (a path that freed it, one where it was
            # NULL): that is its own error, reported when the program itself says it may
            # be NULL (below), not only for an unexplained NULL beside the freed block
            after_free = True
        else:
            after_free = False
        if not required:
            return
        # NULL dereference
        nullish = [(st, v) for st, v in vals if may_be_null(v)]
        if not nullish:
            return
        if required == "some":
            # the callee dereferences it on some path only: a NULL it certainly gets
            if not all(is_null(v) for _, v in vals):
                return
            via = f", passed to {callee} which dereferences it on some path before testing it"
        base = base_pointer(ptr)
        var = pointer_var(base)
        definite = any(is_null(v) for _, v in nullish)
        reasons = sorted(self.flow.reasons(n, var)) if var is not None else []
        severity = "warning"
        if definite:
            why = f"{ptr} is NULL here" + (f" ({reasons[0]})" if reasons else "")
            # (a callee that dereferences it on some path only may not take that path:
            # less's ``less_printf(msg, NULL_PARG)`` reads its argument only for a ``%`` in
            # the format, so the NULL is certain and its dereference is not)
            severity = "error" if (len(nullish) == len(vals) and all(is_null(v) for _, v in nullish)
                                   and required != "some") else "warning"
        elif reasons:
            why = f"{ptr} may be NULL here ({reasons[0]})"
        elif after_free:
            return
        elif access_key(base) is None:
            return  # an array element or pointer arithmetic: its NULL tests do not stick
        else:
            failing = self._failed_allocation(nullish, ptr, n)
            if failing is None:
                return
            why, severity = failing
            if why is None:
                return
        # one finding per reason: copies of a pointer (q = p, the compiler's temporaries
        # of p++) dereferenced later are the same NULL
        key = (tuple(reasons), definite) if reasons else (var.name if var is not None else str(ptr), definite)
        if key in self._null_seen:
            return
        self._null_seen.add(key)
        msg = f"NULL dereference: {why}{via}"
        # a NULL the procedure made or tested for must be certain on a path (disjuncts keep
        # a NULL pointer apart from a set one); one from a callee's result or a failed
        # allocation travels with other values and is checked as "may be NULL"
        # (a NULL-in, NULL-out callee's result is a callee's result too: ``pass(NULL)`` that
        # returns its argument on one path and a fresh block on another)
        strict = (definite or (reasons and not any("NULL (" in r or "may be NULL" in r or "returns NULL" in r
                                                   for r in reasons)))
        if strict and var is not None and self._walks(var):
            # (B86) a pointer that walks through memory (``p = p->next``) may get a NULL
            # that travels with other addresses, from a field the disjuncts do not keep
            # apart (one disjunct's ``p`` points to several nodes, one with a NULL field):
            # it is checked as "may be NULL" on a path
            strict = False
        ev = Event("null_deref", n, severity, msg, f"{ptr}", self._realised_null(ptr, strict))
        if reasons and all(r.startswith("compared with NULL") for r in reasons):
            ev.null_param = self._entry_param(var)
        ev.keyed = self._null_key(ptr, self._copied_from(var) if var is not None else ())
        self.out.append(ev)

    def _failed_allocation(self, nullish: list, ptr, n: int):
        """(why, severity) when the NULL is that of a failed allocation or acquisition."""
        sem = self.sem
        cells = None
        for st, v in nullish:
            if st.mixed:
                if cells is None:
                    from ..ir import Lv
                    e = strip_casts(ptr)
                    cells = set()
                    if type(e) is Lv:
                        from ..engine.accesses import peek_cells
                        cells = set(peek_cells(sem, st, e.lval) or ())
                if cells & st.mixed:
                    continue
            if any(a is not NULL and not (type(a) is Region and a in st.nullable) for a in v.addrs):
                # it may also hold something else where the allocation failed (strdup(s)
                # ?: fallback, fallback unknown): its NULL is not that failure's alone
                continue
            for r in sorted((a for a in v.addrs if type(a) is Region and a in st.nullable), key=lambda a: a.sort_key()):
                if not _failure_reaches(sem, r):
                    continue  # a NULL beside the block, but not its allocation's failure
                site = r.site
                where = f"{site.loc.file}:{site.loc.line}"
                if r.resource in _MINUS_ONE_HANDLES:
                    continue  # a descriptor or mapping is tested as a number, not dereferenced
                if r.resource is not None:
                    return (f"{ptr} may be NULL here (its acquisition at {where} may have failed)", "warning")
                if self.options.assume_alloc_succeeds or not self.options.malloc_may_fail:
                    return (None, None)
                return (f"{ptr} is NULL if the allocation at {where} in {site.proc}() failed", "note")
        return None

    def _realised_freed(self, e) -> Callable:
        sem = self.sem

        def realised(st) -> bool:
            return freed_targets(sem, st, peek(sem, st, e), certain=True) is not None
        return realised

    def _stale(self, n: int, e) -> bool:
        """Whether the cell ``e`` reads may still hold the pointer that was freed."""
        return self._stale_key(n, access_key(base_pointer(e)))

    def _stale_key(self, n: int, key) -> bool:
        if self._stale_flow is None:
            self._stale_flow = StaleFlow(self.fn, self.post, self.sem, self._freeing())
        return self._stale_flow.stale(n, key)

    def _freeing(self) -> dict:
        """node -> (keys of the cells freed through, blocks newly freed) for every call."""
        from ..interproc.summary import DEREF
        cfg, post, sem = self.cfg, self.post, self.sem
        out = {}
        for n, instr in enumerate(cfg.instrs):
            if type(instr) is not Call or post[n] is None:
                continue
            pres = [post[p] for p in cfg.preds[n] if post[p] is not None]
            m = callee_model(sem, instr.callee_name)
            freed_arg = m.frees if m is not None and m.frees is not None and m.frees < len(instr.args) else None
            # the blocks the pointer passed to a model free may point to, on the way in
            points_to = None
            if freed_arg is not None:
                points_to = frozenset()
                for st in pres:
                    v = peek(sem, st, instr.args[freed_arg])
                    if v is not None:
                        points_to = points_to | {a for a in v.addrs if a is not NULL}
            may = not sem.options.certain_frees_only
            if may:
                # with certain_frees_only off (sound), every block the call may free makes
                # its copies stale: those freed here first, and those the freed pointer may
                # point to, freed before or not (in a loop the head joins the round that
                # freed it with the entry that did not)
                blocks = post[n].freed - frozenset().union(*(st.freed for st in pres))
                if points_to:
                    blocks = blocks | (points_to & post[n].freed)
            else:
                # the local copies of a pointer become stale with it only when the free was
                # precise (one certain target): an imprecise free (through unknown memory)
                # would make every alias of anything stale
                must_before = frozenset.intersection(*(st.must_freed for st in pres)) if pres else frozenset()
                blocks = post[n].must_freed - must_before
                if points_to is not None and len(points_to) != 1:
                    blocks = frozenset()
            keys = []
            if m is not None:
                for i in (m.frees, m.reallocates, m.frees_into):
                    if i is not None and i < len(instr.args):
                        k = access_key(base_pointer(instr.args[i]))
                        keys.append(f"*{k}" if k is not None and i == m.frees_into else k)
            s = callee_summary(sem, instr.callee_name)
            if s is not None:
                # what it may free leaves the cell as it was (unless certain_frees_only is
                # off: then a cell whose block a callee may free is stale too)
                for anchor in (s.arg2free_must if not may else s.arg2free):
                    if anchor.steps and anchor.steps[-1] == DEREF and len(anchor.steps) > 1:
                        keys.append(anchor_key(instr.args, attrs.evolve(anchor, steps=anchor.steps[:-1])))
                    elif anchor.steps == (DEREF,):
                        i = anchor.arg_index
                        if i is not None and i < len(instr.args):
                            keys.append(access_key(base_pointer(instr.args[i])))
            if blocks or keys:
                out[n] = (tuple(keys), blocks)
        return out

    def _realised_null(self, e, strict: bool) -> Callable:
        sem = self.sem
        test = is_null if strict else may_be_null

        def realised(st) -> bool:
            return test(peek(sem, st, e))
        return realised

    def _null_key(self, e, sources: tuple = ()) -> Callable:
        """Whether the pointer is NULL, and whether each variable it is a copy of is: a
        pointer copied after the branch that tested its source (``if (n != NULL) ...;
        p = n; p->f``) is NULL on one path only, and the disjuncts must keep the two
        paths apart before the copy, where only the source differs."""
        sem = self.sem
        if not sources:
            def key(st) -> bool:
                return is_null(peek(sem, st, e))
            return key

        def keys(st) -> tuple:
            return (is_null(peek(sem, st, e)),) + tuple(is_null(peek(sem, st, x)) for x in sources)
        return keys

    def _walks(self, var) -> bool:
        """Whether ``var``, or a variable it is copied from, walks through memory: is
        assigned a value read through itself or one of those variables (``p = p->next``,
        casts aside)."""
        from ..ir import Assign, Deref, Field, Index, Lv, Var
        names = {var.name} | {v.name for v in (pointer_var(e) for e in self._copied_from(var)) if v is not None}
        for instr in self.cfg.instrs:
            if type(instr) is Assign and type(instr.lhs) is Var and instr.lhs.name in names:
                rhs = strip_casts(instr.rhs)
                if type(rhs) is not Lv or type(rhs.lval) is Var:
                    continue
                lv = rhs.lval
                while type(lv) in (Field, Index):
                    lv = lv.base
                if type(lv) is Deref:
                    root = pointer_var(base_pointer(lv.ptr))
                    if root is not None and root.name in names:
                        return True
                elif type(lv) is Var and lv.name in names:
                    return True
        return False

    def _entry_param(self, var) -> int:
        """The index of ``var`` among the parameters when it always holds the value it had
        at entry (``unchanged_params``); -1 otherwise."""
        if self._unchanged is None:
            self._unchanged = unchanged_params(self.fn)
        if var.name not in self._unchanged:
            return -1
        return [p.name for p in self.fn.params].index(var.name)

    def _copied_from(self, var) -> tuple:
        """The expressions of the local variables ``var`` is assigned from (``var = x``,
        transitively), in the order met."""
        from ..ir import Assign, Var
        if self._copies is None:
            self._copies = {}
            for instr in self.cfg.instrs:
                if type(instr) is Assign and type(instr.lhs) is Var:
                    src = pointer_var(instr.rhs)
                    if src is not None and src.name != instr.lhs.name:
                        self._copies.setdefault(instr.lhs.name, {}).setdefault(src.name, instr.rhs)
        out: dict = {}
        todo = [var.name]
        while todo:
            for name, e in self._copies.get(todo.pop(), {}).items():
                if name not in out and name != var.name:
                    out[name] = e
                    todo.append(name)
        return tuple(out.values())

    # ------------------------------------------------------------------ calls
    def _call(self, n: int, instr: Call, pres: list) -> None:
        sem = self.sem
        name = instr.callee_name
        m = callee_model(sem, name)
        freeing = None
        if m is not None:
            if m.frees is not None and m.frees < len(instr.args):
                freeing = m.frees
            elif m.reallocates is not None and m.reallocates < len(instr.args):
                freeing = m.reallocates
        done: set = set()
        s = callee_summary(sem, name)
        if s is not None and s.arg2free:
            from ..interproc.summary import DEREF
            for anchor in sorted(s.arg2free, key=lambda a: (len(a), a)):
                i = anchor.arg_index
                if i is None or i >= len(instr.args) or not anchor.steps or anchor.steps[-1] != DEREF:
                    continue
                if len(anchor.steps) == 1 and anchor in s.arg2free_must and \
                        self._callee_frees_nonheap(n, pres, instr.args[i], name):
                    done.add(i)
                    continue
                if self._double_free(n, pres, instr.args[i], f"passed to {name}(), which frees it",
                                     anchor in s.arg2free_must, anchor.steps[:-1]):
                    done.add(i)
        if freeing is not None:
            self._free(n, instr, pres, instr.args[freeing], f"{name}()")
        else:
            for i, required, desc in call_derefs(sem, instr):
                if i not in done:
                    if required == "some" and self._guarded_away(instr, pres, i, s):
                        required = False  # its untested dereferences are past tests these arguments fail
                    self._deref(n, instr, pres, instr.args[i], desc, required)
            if s is not None and s.field_requires:
                for anchor in sorted(s.field_requires):
                    self._field_deref(n, instr, pres, anchor, name)

    def _field_deref(self, n: int, instr: Call, pres: list, anchor, callee: str) -> None:
        """The callee dereferences the value its argument's access path ``anchor`` had at
        the call (``Summary.field_requires``: ``arg0*.next``) on every path before a test of
        it, where the argument is not NULL: reported where that cell certainly holds NULL
        in a state before the call (``n->next = NULL`` stored, a ``calloc``'ed field never
        written), not where it may (a list's end, a field read from input memory)."""
        i = anchor.arg_index
        if i is None or i >= len(instr.args) or not anchor.steps or anchor.steps[0] != "*":
            return
        arg = instr.args[i]
        ty = getattr(arg, "ty", None)
        if ty is None or not ty.is_pointer:
            return
        sem = self.sem
        steps = anchor.steps
        nulls = sum(1 for st in pres if _null_at(sem, st, peek(sem, st, arg), steps))
        if not nulls:
            return
        if self._calls_may_write(n, frozenset(st[1:] for st in steps if st != "*")):
            return
        shown = _path_text(arg, steps)
        key = ("field", shown)
        if key in self._null_seen:
            return
        self._null_seen.add(key)

        def realised(st) -> bool:
            return _null_at(sem, st, peek(sem, st, arg), steps)
        msg = f"NULL dereference: {shown} is NULL here, and {arg} is passed to {callee}() which dereferences it"
        self.out.append(Event("null_deref", n, "error" if nulls == len(pres) else "warning", msg, shown, realised))

    def _calls_may_write(self, n: int, fields: frozenset) -> bool:
        """Whether a call on a path to node ``n`` may write one of these fields of memory
        that may be the caller's (``engine.accesses.call_fields``): the NULL the state
        holds there may then be a callee's summary's word rather than the procedure's own
        store, and a summary that lost a block it stored (a ``writes arg0*.buffer :=
        null`` where the block was kept) would make a false alarm of it."""
        from ..engine.accesses import ANY_CELL, call_fields
        memo = self._call_writes
        for m in self._reaching(n):
            instr = self.cfg.instrs[m]
            if type(instr) is not Call or self.post[m] is None:
                continue
            w = memo.get(m)
            if w is None:
                pres = [self.post[p] for p in self.cfg.preds[m] if self.post[p] is not None]
                w = memo[m] = call_fields(self.sem, instr, pres)
            if ANY_CELL in w or w & fields:
                return True
        return False

    def _guarded_away(self, instr: Call, pres: list, i: int, s) -> bool:
        """Whether, in every state before the call, the arguments fail a guard of each way
        to the callee's untested dereferences of argument ``i`` (``Summary.untested_when``)."""
        ways = dict(s.untested_when).get(i) if s is not None else None
        if not ways:
            return False
        for st in pres:
            args = [peek(self.sem, st, a) for a in instr.args]
            if not all(guards_fail(self.sem, args, w) for w in ways):
                return False
        return True

    def _callee_frees_nonheap(self, n: int, pres: list, arg, callee: str) -> bool:
        """A callee that frees its argument on every path (``Summary.arg2free_must``) is
        passed memory that is not on the heap (a caller's local, a global, a literal)."""
        bad, every = _nonheap_of(self._values(pres, arg))
        if not bad:
            return False
        msg = (f"free of memory not on the heap: {arg} passed to {callee}(), which frees it, "
               f"points to {_nonheap_text(bad[0])}")
        self.out.append(Event("free_nonheap", n, "error" if every else "warning", msg, f"{arg}",
                              self._realised_nonheap(arg)))
        return True

    def _free(self, n: int, instr: Call, pres: list, arg, callee: str) -> None:
        bad, every = _nonheap_of(self._values(pres, arg))
        interior = _interior(arg)
        if bad or interior:
            if bad:
                what = _nonheap_text(bad[0])
                msg = f"free of memory not on the heap: {arg} passed to {callee} points to {what}"
                realised = self._realised_nonheap(arg)
            else:
                msg = f"free of a pointer into the middle of a block: {interior}, passed to {callee}"
                realised = lambda st: True  # noqa: E731 (syntactic)
            self.out.append(Event("free_nonheap", n, "error" if not bad or every else "warning",
                                  msg, f"{arg}", realised))
            return
        self._double_free(n, pres, arg, f"freed by {callee}", True)

    def _double_free(self, n: int, pres: list, arg, how: str, callee_must: bool, path: tuple = ()) -> bool:
        """A free at ``n`` of what ``arg`` points to (``path``: the block at that access path
        below it, as a summary's Arg2Free anchor says: ``*``, ``.f``)."""
        sem = self.sem
        vals = [(st, _follow(sem, st, peek(sem, st, arg), path)) for st in pres]
        freed = [(st, ts) for st, v in vals for ts in (freed_targets(sem, st, v),) if ts is not None]
        key = access_key(base_pointer(arg))
        for step in path:
            if key is not None:
                key = f"*{key}" if step == "*" else f"{key}{step}"
        if not freed or key is None or not self._stale_key(n, key):
            return False
        t = sorted(freed[0][1], key=lambda a: a.sort_key())[0]
        must = callee_must and len(freed) == len(vals) and all(ts <= st.must_freed for st, ts in freed)
        where = self._free_points(t, n)
        shown = f"{arg}" + "".join("->" + step[1:] for step in path[1:] if step != "*")
        what = self._describe(t, shown)
        verb = "was already freed" if must else "may already have been freed"
        msg = f"double free: {shown} {how}, but {what} {verb}" + (f" ({'; '.join(where)})" if where else "")

        def realised(st) -> bool:
            return freed_targets(sem, st, _follow(sem, st, peek(sem, st, arg), path), certain=True) is not None
        self.out.append(Event("double_free", n, "error" if must else "warning", msg, shown,
                              realised, tuple(where), self._site(t), keyed=self._keyed_by_frees(realised, t, n)))
        return True

    def _realised_nonheap(self, e) -> Callable:
        sem = self.sem

        def realised(st) -> bool:
            return bool(nonheap_targets(peek(sem, st, e), st))
        return realised


def _follow(sem, st, v, path: tuple):
    """The value at access path ``path`` (``.f`` / ``*`` steps, after a first ``*``) below
    the blocks ``v`` points to, as far as the state holds it."""
    if v is None or not path:
        return v
    cells = [a for a in v.addrs if a is not NULL and type(a) is not FuncAddr]
    for step in path[1:]:
        if not cells:
            return None
        if step == "*":
            out = None
            for c in cells:
                w = st.mem.get(c)
                if w is None:
                    w = st.implicit(c, sem.V_TOP)
                    if w is None:
                        return None
                out = w if out is None else out.join(w)
            cells = [a for a in out.addrs if a is not NULL and type(a) is not FuncAddr]
            v = out
        else:
            from ..engine.memory import field_addr
            cells = [field_addr(c, step[1:]) for c in cells]
            v = None
    if v is None:  # the path ends with a field: the value stored there
        out = None
        for c in cells:
            w = st.mem.get(c)
            if w is None:
                w = st.implicit(c, sem.V_TOP)
                if w is None:
                    return None
            out = w if out is None else out.join(w)
        return out
    return v


def _null_at(sem, st, v, steps: tuple) -> bool:
    """Whether the cells at access path ``steps`` (an anchor's, from its first ``*``) below
    the blocks ``v`` points to certainly hold NULL (where the pointers on the way are not
    NULL): stored there, or the zero of a ``calloc``'ed block not written as a whole
    (``memcpy`` or ``read`` into it leave the cells they did not name unknown)."""
    if v is None:
        return False
    cells = [a for a in v.addrs if a is not NULL and type(a) is not FuncAddr]
    for step in steps[1:]:
        if not cells:
            return False
        if step == "*":
            w = _read_cells(sem, st, cells)
            if w is None:
                return False
            cells = [a for a in w.addrs if a is not NULL and type(a) is not FuncAddr]
        else:
            from ..engine.memory import field_addr
            cells = [field_addr(c, step[1:]) for c in cells]
    if not cells:
        return False
    return is_null(_read_cells(sem, st, cells))


def _read_cells(sem, st, cells: list):
    """The join of what the cells hold (None: unknown)."""
    out = None
    for c in cells:
        if c is UNKNOWN:
            return None
        w = st.mem.get(c)
        if w is None:
            root = c
            while type(root) is FieldAddr:
                root = root.base
            if type(root) is Region and root.zeroed and root in st.mem:
                return None  # (written as a whole: its zero is gone)
            w = st.implicit(c, sem.V_TOP)
            if w is None:
                return None
        out = w if out is None else out.join(w)
    return out


def _path_text(arg, steps: tuple) -> str:
    """An argument's access path (``Anchor`` steps below it) as C: ``p->next``, ``h``
    for ``&h`` and ``*``."""
    e = strip_casts(arg)
    if type(e) is AddrOf and steps and steps[0] == "*":
        text = str(e.lval)
        steps = steps[1:]
    else:
        text = str(arg)
    arrow = False
    for j, step in enumerate(steps):
        if step == "*":
            if j + 1 < len(steps) and steps[j + 1] != "*":
                arrow = True
            else:
                text = f"*{text}" if text.isidentifier() else f"*({text})"
        else:
            text = f"{text}{'->' if arrow else '.'}{step[1:]}"
            arrow = False
    return text


def _nonheap_text(t) -> str:
    if type(t) is LocalAddr:
        return f"local variable {t.name} of {t.proc}()"
    if type(t) is GlobalAddr:
        return f"global variable {t.name}"
    if type(t) is StrAddr:
        return f"a string literal (line {t.loc.line})"
    if type(t) is FuncAddr:
        return f"function {t.name}()"
    if type(t) is Region:
        return f"stack memory from {t.site.proc}() line {t.site.loc.line} (alloca)"
    if type(t) is FieldAddr:
        return f"field {t.field}"
    return str(t)

"""The analysis pipeline: load -> link -> call graph -> summarise SCCs bottom-up -> check.

``analyze_paths`` reads top-down as the phases a run goes through; each phase is timed
and reported in the statistics.  A call to a procedure defined in the program applies its
summary; a declared-but-undefined function follows the unknown-function policy.
"""

from __future__ import annotations

import os
import time
from typing import Callable, Iterable, Optional

import attrs

import domains

from ..checkers import checker_names, get_checker
from ..checkers.leak import leaked_regions
from ..findings import number
from ..gcpause import paused_gc
from ..engine.budget import Budget, BudgetExceeded
from ..engine.memory import _root_of, forget_shared_address_sets
from ..engine.accesses import field_requirements, guard_ways, node_guards, procedure_facts
from ..engine.fixpoint import _join, analyse_function
from ..memtrim import TRIM_CELLS, give_back_memory
from ..engine.models import ERRNO_KEPT, PURE, SCANF_LIKE, WRITES_UNMODELLED, writes_memory
from ..engine.normalize import normalize_program
from ..frontend.load import FrontendOptions, LoadResult, load_file, prototypes_digest
from ..engine.memory import ARRAY_CELLS, INTERIOR_CELLS, NULL, RET_NAME, UNKNOWN, ExploreAddr, FieldAddr, GlobalAddr, LocalAddr, Region, State, StrAddr
from .. import ctype as T
from ..ir import Call, Const, Deref, Field, Lv
from ..options import AnalysisOptions
from ..pathcheck import HANDING_OUT_SHARE, NO_BLOCKS, SHARPEN_SHARE, WHOLE_SHARE, allocation_identity
from .cache import MemoryCache, SummaryCache, summary_digest
from .callgraph import REST, CallGraph, Program, own_code_closure, package_result_checks, package_results_looked_at, split_programs
from ..engine.semantics import CallResolver, Semantics, Stats, _input_rooted, indirect_targets
from .summary import (DEREF, Anchor, Instantiation, Summary, _out_nullable, callback_variant, descriptor_cells, extract_summary, forget_exit_walkers, nonnull_arg, null_arg,
                      _unassigned_params, frees_apart, frees_on_some_paths, freed_inputs, outcomes_of, own_blocks, reset_records, return_class, restore_records, save_records,
                      status_class, status_outs, handed_out_through_args)


@attrs.define
class PrunedAlarm:
    """An alarm the path check proved impossible, with why (``--show-pruned``)."""

    finding: object
    stage: str
    reason: str

    def to_json(self) -> dict:
        return {**self.finding.to_json(), "pruned_by": self.stage, "why": self.reason}


@attrs.frozen
class CallTarget:
    """One function a call may reach, and how the analysis interpreted it there."""

    name: Optional[str]
    """The callee's name; None for the unknown target of an unresolved function pointer."""
    kind: str
    """``model`` (a library or user-declared model), ``summary`` (a procedure of the program,
    applied through its summary) or ``unknown`` (the unknown-function policy)."""
    model: object = None
    """The ``engine.models.Model`` when ``kind`` is ``model``."""
    summary: object = None
    """The callee's ``Summary`` when ``kind`` is ``summary``."""


@attrs.frozen
class ResolvedCall:
    """A call instruction of the procedure with the targets the analysis gave it."""

    node: int
    instr: object
    """The ``ir.Call`` (``instr.args``, ``instr.result``, ``instr.loc``)."""
    targets: tuple
    """``CallTarget``s, sorted by name (an unresolved indirect call ends with an unknown one)."""

    @property
    def direct(self) -> bool:
        return self.instr.callee_name is not None


@attrs.define
class CheckContext:
    """What a checker sees of one analysed procedure (see ``docs/add-a-checker.md``).

    ``fn`` is the procedure (``fn.name``, ``fn.params``, ``fn.loc``, ``fn.cfg`` with
    ``instrs``, ``preds``, ``return_nodes``), ``post[n]`` the abstract state after node
    ``n`` (None: unreachable) and ``sem`` the transfer functions that computed them.
    Checkers should read states through ``state_before`` / ``state_after``, evaluate
    expressions with ``evaluate`` (never ``sem.eval``, which may add explore addresses to
    the state it is given and counts statistics), and build findings with ``finding``.
    """

    fn: object
    post: list
    sem: Semantics
    pruned: list = attrs.Factory(list)
    """Alarms the path check pruned (checkers add them through ``prune``)."""
    path_stats: object = None
    losses_checked: set = attrs.Factory(set)
    """(allocation site or ``allocation_identity``, exit node) pairs whose losses the leak check
    put to the path check (``checkers.leak.check_losses``; ``loss_checked``): reported
    there if feasible, so the return outcomes may leave those blocks out
    (``SccAnalyzer._sharpen_outcomes``)."""
    ends_program: bool = False
    """A return from the procedure is the program's exit: ``main``, where no procedure of
    the program calls it or takes its address (C11 5.1.2.2.3: a return from the initial
    call of ``main`` is a call of ``exit``)."""
    memo: dict = attrs.Factory(dict)
    """What checkers compute once per procedure and share (``checkers.cleanness``'s events
    and their verifier): it goes with the context, not into a module-level cache that would
    keep the procedure's states and partitions alive through the next component."""
    _verifier: object = None
    _scratch: object = None
    _calls: object = None

    # -- states and pure evaluation ------------------------------------------------
    def state_after(self, node: int):
        """The abstract state after ``node`` (None when the node is unreachable)."""
        return self.post[node] if 0 <= node < len(self.post) else None

    def state_before(self, node: int):
        """The abstract state before ``node``: the entry state for the entry node, else the
        join of its predecessors' states (None when no predecessor is reachable).  At a loop
        head this is the join of the entry and back edges, before any unsound choice."""
        return _state_before(self.fn, self.post, self.sem, node)

    def evaluate(self, expr, node: int, state=None):
        """The abstract ``Value`` of the IR expression ``expr`` before ``node`` (or in
        ``state``), computed without side effects: on a copy of the state, with statistics
        that are thrown away.  None when the state is unreachable."""
        st = self.state_before(node) if state is None else state
        if st is None:
            return None
        if self._scratch is None:
            self._scratch = _scratch_semantics(self.fn, self.sem)
        return self._scratch.eval(st.copy(), expr, node)

    # -- calls and callee summaries ------------------------------------------------
    def summary_of(self, name: str):
        """The summary of the program's procedure ``name`` as seen from this procedure
        (None: not defined in the program, not summarised, or given the unknown summary)."""
        resolver = self.sem.resolver
        if not hasattr(resolver, "program"):
            return None
        key = resolver.program.resolve(resolver.tu, name)
        s = resolver.summaries.get(key) if key is not None else None
        return None if s is None or s.unknown else s

    def resolve(self, name: str) -> CallTarget:
        """How a call to ``name`` is interpreted: model, summary, or the unknown policy."""
        from ..ctype import FuncType
        from ..engine.models import from_attributes

        model = self.sem.resolver.model(name)
        if model is not None:
            return CallTarget(name, "model", model=model)
        summary = self.summary_of(name)
        if summary is not None:
            return CallTarget(name, "summary", summary=summary)
        ftype = self.sem.prototypes.get(name)
        if isinstance(ftype, FuncType) and ftype.attributes:
            model = from_attributes(name, ftype.attributes)
            if model is not None:
                return CallTarget(name, "model", model=model)
        return CallTarget(name, "unknown")

    def calls(self) -> list:
        """Every reachable call of the procedure, in node order, with its targets (an
        indirect call's targets come from the function pointer's value before it)."""
        if self._calls is not None:
            return self._calls
        from ..ir import Call

        out = []
        for n, instr in enumerate(self.fn.cfg.instrs):
            if type(instr) is not Call:
                continue
            before = self.state_before(n)
            if before is None:
                continue
            name = instr.callee_name
            if name is not None:
                targets = (self.resolve(name),)
            else:
                typed, unresolved = indirect_targets(self.sem, instr, self.evaluate(instr.func, n, before))
                targets = tuple(self.resolve(t) for t in typed)
                if unresolved:
                    targets += (CallTarget(None, "unknown"),)
            out.append(ResolvedCall(n, instr, targets))
        self._calls = out
        return out

    # -- findings ------------------------------------------------------------------
    def finding(self, kind: str, where, message: str, *, region: Optional[Region] = None, alloc_site=None,
                exits: tuple = (), notes: tuple = (), identity: tuple = ()):
        """A ``Finding`` of this procedure: ``where`` is a CFG node, an ``ir.Loc`` or a
        ``SourcePoint``; ``region`` (a block) fills the allocation site and the chain of
        summaries that carried it; the procedure's approximations are added to ``notes``;
        the fingerprint is built from ``kind``, the function, ``identity`` and (for a
        region) its site's procedure and call chain, never from line numbers."""
        from ..findings import Finding, SourcePoint

        if isinstance(where, int):
            where = self.fn.cfg.instrs[where].loc
        file, line, column = where.file, where.line, getattr(where, "column", 0)
        chain = ()
        ident = (kind, self.fn.name) + tuple(identity)
        if region is not None:
            site = region.site
            if alloc_site is None:
                alloc_site = SourcePoint(site.loc.file, site.loc.line, site.loc.column, site.proc)
            chain = self.region_chain(region)
            ident += (site.proc, os.path.basename(site.loc.file)) + tuple(h.proc for h in region.context)
        points = []
        for e in exits:
            if isinstance(e, int):
                e = self.fn.cfg.instrs[e].loc
            points.append(e if isinstance(e, SourcePoint) else SourcePoint(e.file, e.line, e.column))
        return Finding(kind=kind, file=file, line=line, column=column, function=self.fn.name, message=message,
                       alloc_site=alloc_site, exits=tuple(points), chain=chain,
                       notes=self.notes() + tuple(notes), identity=ident)

    # -- path verification ---------------------------------------------------------
    def verify(self, candidates: list) -> list:
        """Verdicts of the path check (``pathcheck``) on this procedure's candidates."""
        from ..pathcheck import PathCheckStats, Verdict

        if self.path_stats is None:
            self.path_stats = PathCheckStats()
        options = self.sem.options
        if options.path_check == "off" or not candidates:
            return [Verdict(True) for _ in candidates]
        if self._verifier is None:
            self._verifier = self._make_verifier()
        verdicts = self._verifier.verify(candidates)
        self.path_stats = self._verifier.stats
        return verdicts

    def partition(self, share: int = WHOLE_SHARE):
        """The path check's partitioned re-analysis of this procedure (None when the path
        check is off or went over its budget: ``1/share`` of the steps when first run)."""
        verifier = self._partitioning()
        return verifier.partition(share) if verifier is not None else None

    def partition_for_outcomes(self, focus: frozenset, share: int):
        """``PathVerifier.for_outcomes`` (None when the path check is off or over its budget)."""
        verifier = self._partitioning()
        return verifier.for_outcomes(focus, share) if verifier is not None else None

    def partition_for_presence(self, share: int):
        """``PathVerifier.for_presence`` (None when the path check is off or over its budget)."""
        verifier = self._partitioning()
        return verifier.for_presence(share) if verifier is not None else None

    def partition_by_result(self, focus: frozenset, share: int, with_status: bool = False):
        """A partition that keeps paths apart by the blocks of ``focus`` and by what the
        variables the procedure returns hold (``_result_key``; ``with_status``: and its
        out-parameters to integers), with ``1/share`` of the step budget; None when there
        is none to key by, the path check is off, or the partition goes over its budget."""
        verifier = self._partitioning()
        key = _result_key(self.fn, self.sem, with_status)
        if verifier is None or key is None:
            return None
        return verifier.focused(focus, key, "result+status" if with_status else "result", share=share)

    def partition_by_freed(self, share: int):
        """A partition that keeps paths apart by the blocks they allocated, and by which
        input blocks (the caller's memory) and which of their own blocks they freed for
        certain (``_freed_key``), with ``1/share`` of the step budget; None when the path
        check is off or the partition goes over its budget.  ``n = realloc(n, ..); ..
        free(n);`` frees the caller's block and the new one where the realloc succeeded
        and nothing where it failed, and both paths end with the same (empty) allocated
        set, so the whole partition joins them."""
        verifier = self._partitioning()
        if verifier is None:
            return None
        return verifier.focused(frozenset(), _freed_key, "freed", share=share)

    def _partitioning(self):
        if self.sem.options.path_check == "off":
            return None
        if self._verifier is None:
            self._verifier = self._make_verifier()
        self.path_stats = self._verifier.stats  # its seconds count the partition's time
        return self._verifier

    def prune(self, finding, verdicts: list) -> None:
        stage = next((v.stage for v in verdicts if v.stage == "smt"), None) or \
            next((v.stage for v in verdicts if v.stage == "linear"), None) or "engine"
        reasons = []
        for v in verdicts:
            if v.reason and v.reason not in reasons:
                reasons.append(v.reason)
        self.pruned.append(PrunedAlarm(finding, stage, "; ".join(reasons)))

    def _make_verifier(self, doubt_null_results: bool = False, keep: Optional[frozenset] = None):
        """The path check of this procedure.  With ``doubt_null_results`` (the cleanness
        checkers'), a call of a procedure whose NULL result the program does not believe
        (``SummaryResolver.result_null_doubted``) does not take its ``ret == NULL``
        outcome: the policy that keeps ``null_deref`` from reporting that NULL also keeps
        its path check from realising an alarm on it (gnulib's ``xpalloc`` returns NULL
        only for a zero size it never gets; a path through that outcome realised
        ``memcpy(name_space + used, ..)`` with the NULL).  ``keep``: the only nodes its
        partitions' disjuncts are read at (``PathVerifier.keep``); by default the returns,
        where the leak checkers' candidates and the sharpening of the summary read them."""
        from ..pathcheck import PathVerifier
        from ..pathcheck import smt

        sem = self.sem
        options = sem.options
        mode = options.path_check
        if mode == "smt" and not smt.available():
            mode = "linear"
        resolver = sem.resolver
        fresh = _scratch_semantics(self.fn, sem)

        def summary_of(call):
            name = call.callee_name
            if name is None or resolver.model(name) is not None or not hasattr(resolver, "program"):
                return None
            key = resolver.program.resolve(resolver.tu, name)
            s = resolver.summaries.get(key) if key is not None else None
            return None if s is None or s.unknown else s

        # code outside the program may set errno (``Semantics.library_errno``); where no
        # code takes its address, only reads of it by name see it: its versions
        errno = frozenset(("errno",)) if resolver.reads_errno else frozenset()
        by_name = frozenset() if resolver.errno_taken else errno

        def call_globals(call):
            if call.callee_name is None:
                return None
            if resolver.model(call.callee_name) is not None:
                return frozenset() if call.callee_name in ERRNO_KEPT else errno
            s = summary_of(call)
            if s is None:
                return errno  # the unknown-function policy: globals unchanged, but errno
            return frozenset(s.modified_globals | s.replayed_globals | s.null_globals
                             | {a.root[7:] for a in s.global_writes_anchors()})

        def outcome_split(st, call, node):
            s = summary_of(call)
            if s is not None and s.variants:
                s = callback_variant(s, [fresh.eval(st.copy(), a, node) for a in call.args])
            if s is None or not s.outcomes:
                return None
            hop = (fresh.proc, call.loc.file, call.loc.line, node)
            ruled_out = set()
            if any(sub.entry_args or sub.entry_nums or sub.entry_excluded for _, sub in s.outcomes):
                st0 = st.copy()
                ruled_out = _outcomes_ruled_out(s.outcomes, [fresh.eval(st0, a, node) for a in call.args], fresh)
            if doubt_null_results and len(s.outcomes) - len(ruled_out) > 1 and \
                    resolver.result_null_doubted(call.callee_name):
                ruled_out = ruled_out | {k for k, (label, _) in enumerate(s.outcomes) if label == "ret == NULL"}
            live = [(k, sub) for k, (_, sub) in enumerate(s.outcomes) if k not in ruled_out]

            def apply(k, sub, assume: bool):
                st2 = st.copy()
                if assume and sub.entry_nums and _assume_entry_nums(fresh, st2, call, sub.entry_nums, node) is None:
                    return None
                if assume and sub.entry_fields and \
                        _assume_entry_fields(fresh, st2, call, sub.entry_fields, node) is None:
                    return None
                args = [fresh.eval(st2, a, node) for a in call.args]
                return k, Instantiation(fresh, st2, sub, call, node, args, hop, options.context_depth).apply()
            out = [r for r in (apply(k, sub, True) for k, sub in live) if r is not None]
            # (every outcome's arguments refuted: the rest of the analysis decides whether
            # the call is reachable, as in ``_outcomes_ruled_out``)
            return out or [apply(k, sub, False) for k, sub in live]

        def call_writes(call):
            name = call.callee_name
            if name is None:
                return True  # an indirect call: any of its targets
            m = resolver.model(name)
            if m is not None:
                return writes_memory(m)
            s = summary_of(call)
            return s is None or s.writes_memory(by_name)

        def outcome_label(call, k):
            s = summary_of(call)
            if s is None or k >= len(s.outcomes):
                return None
            label = s.outcomes[k][0]
            if not label.startswith("ret ") or " or " in label:
                return None
            # the result's part alone (an outcome told apart by a status out-parameter
            # too is labelled "ret == NULL and *arg0 == 1": the path stage states the
            # result, the callee's number writes are the engine stage's)
            return label.split(" and ", 1)[0]

        def pure_call(call):
            name = call.callee_name
            return name in PURE and name not in resolver.user_models and resolver.model(name) is not None

        scope = MemoryScope(self.fn, self.post, sem)
        written: dict = {}  # call node -> call_blocks (each walk of a path asks again)

        def call_blocks(call, node):
            if node not in written:
                written[node] = _call_blocks(call, node)
            return written[node]

        def _call_blocks(call, node):
            m = resolver.model(call.callee_name) if call.callee_name is not None else None
            if m is not None:
                return _model_write_blocks(m, call, node, scope)
            s = summary_of(call)
            if s is None or s.unknown:
                return None  # unknown code, an indirect call
            if s.variants:
                st = scope.state_before(node)
                if st is None:
                    return None
                s = callback_variant(s, [fresh.eval(st.copy(), a, node) for a in call.args])
                if s is None:
                    return None
            return _summary_write_blocks(s, call, node, scope, options)

        return PathVerifier(self.fn, fresh, options, mode, call_globals, outcome_split, outcome_label,
                            engine_post=self.post, call_writes=call_writes, pure_call=pure_call,
                            memory_scope=scope, memory_blocks=scope.blocks, call_blocks=call_blocks,
                            keep=frozenset(self.fn.cfg.return_nodes) if keep is None else keep)

    def describe_region(self, region: Region) -> str:
        """Words for a block, ending with its region's name as the dumps spell it."""
        site = region.site
        text = f"block allocated at {site.loc.file}:{site.loc.line} in {site.proc}()"
        if self.sem is not None and len(region.context) >= self.sem.options.context_depth:
            text += ", ..."  # calls beyond --context-depth are not named
        for hop in self.region_chain(region):
            text += ", " + hop
        return text + f" (region {region})"

    def notes(self) -> tuple:
        """Approximations of this procedure's analysis that a finding in it should mention."""
        calls = sorted(self.sem.unresolved_calls, key=lambda l: (l.line, l.column))
        if not calls:
            return ()
        where = ", ".join(f"line {l.line}" for l in calls[:5]) + (", ..." if len(calls) > 5 else "")
        return (f"{self.fn.name}() calls through function pointers with unknown targets ({where}); "
                "those calls followed the unknown-function policy",)

    def region_chain(self, region: Region) -> tuple:
        """How the block came up to this procedure: innermost call first."""
        return tuple(h.describe() for h in reversed(region.context))


@attrs.define
class ProcedureResult:
    fn: object
    post: list
    sem: Semantics
    _stores: Optional[dict] = None
    ends_program: bool = False
    """A return from the procedure is the program's exit (``CallGraph.program_exit``)."""

    def descriptor_cells(self) -> dict:
        """``summary.descriptor_cells`` of this analysis (computed once: the summary and
        the sharpened return outcomes both need it)."""
        if self._stores is None:
            self._stores = descriptor_cells(self.fn, self.post, self.sem)
        return self._stores


class MemoryScope:
    """Whether the cells an lvalue may name before a node (in the engine's state there)
    are all in blocks allocated since the procedure's entry (``"fresh"``: heap regions of
    this procedure's allocations and its callees'), all in objects that existed at entry
    or in variables (``"old"``: globals, locals, input memory, string literals), or
    neither (None: unknown memory, a resource handle, a mix, an unreachable node).  A
    block allocated after the entry is none of the objects that existed then, so a store
    into one leaves every read of the others as it was (``PathBuilder._read_version``).

    Called as ``scope(node, lval)``, cached per node and lvalue.  It holds the engine's
    post-states, not the procedure's analysis: the analysis holds the verifier that holds
    this, and a cycle would keep every analysed procedure's states alive until the
    collector, paused during the analysis (``gcpause``), ran."""

    __slots__ = ("fn", "post", "sem", "_scratch", "_cache", "_blocks")

    def __init__(self, fn, post: list, sem):
        self.fn = fn
        self.post = post
        self.sem = sem
        self._scratch = None
        self._cache: dict = {}
        self._blocks: dict = {}

    def scratch(self) -> Semantics:
        if self._scratch is None:
            self._scratch = _scratch_semantics(self.fn, self.sem)
        return self._scratch

    def state_before(self, node: int) -> Optional[State]:
        """The engine's state before ``node`` (not to be changed: copy it; not kept, so
        that the verifier holds no more states than the engine's)."""
        return _state_before(self.fn, self.post, self.sem, node)

    def _cells(self, node: int, lval) -> Optional[list]:
        st = self.state_before(node)
        if st is None:
            return None
        cells, _, _ = self.scratch().lval_addrs(st.copy(), lval, node)
        return cells

    def __call__(self, node: int, lval) -> Optional[str]:
        key = (node, lval)
        cache = self._cache
        hit = cache.get(key, 0)
        if hit != 0:
            return hit
        out = None
        cells = self._cells(node, lval)
        if cells is not None:
            kinds = {_scope_of(c) for c in cells}
            if len(kinds) == 1:
                out = kinds.pop()
        cache[key] = out
        return out

    def blocks(self, node: int, lval) -> Optional[frozenset]:
        """The objects the cells ``lval`` may name before ``node`` belong to
        (``memory_blocks``), or None where one is not known (unknown memory, a resource
        handle, an unreachable node, no cell)."""
        key = (node, lval)
        hit = self._blocks.get(key, 0)
        if hit == 0:
            cells = self._cells(node, lval)
            hit = self._blocks[key] = None if cells is None else memory_blocks(cells)
        return hit


def _model_write_blocks(m, call, node: int, scope: "MemoryScope") -> Optional[frozenset]:
    """The objects a call of the library function ``m`` models may write (``call_blocks``):
    those its pointer arguments point to, where its model says which (``writes``, the
    destination of ``copies`` and ``fills``: ``memset(&local, 0, ..)``, ``fgets(buf, ..)``,
    ``memcpy(fresh, ..)``; and where a block is stored through it, ``asprintf(&s, ..)``),
    none where it writes no memory of the program's (``writes_memory``), and None (any)
    for every other kind of write (a model of unknown code, a block reallocated or freed
    through an argument, a callback, a format-driven reader, ...)."""
    if not writes_memory(m):
        return frozenset()
    if (m.unknown or m.escapes or m.returns_unknown_pointer or m.std_fd is not None
            or m.name in SCANF_LIKE or m.name in WRITES_UNMODELLED
            or m.reallocates_into is not None or m.frees_into is not None):
        return None
    targets = set(m.writes)
    if m.allocates_into is not None:
        # (the object the argument points to gets the block: ``asprintf(&s, ..)``, a
        # ``glob_t``; the block itself is new, no object a read before could see)
        targets.add(m.allocates_into)
    if m.copies is not None:
        targets.add(m.copies[0])
    if m.fills is not None:
        targets.add(m.fills[0])
    out = set()
    for i in targets:
        if i >= len(call.args):
            return None
        blocks = scope.blocks(node, Deref(call.args[i]))
        if blocks is None:
            return None
        out |= blocks
    return frozenset(out)


def _summary_write_blocks(s: Summary, call, node: int, scope: "MemoryScope", options) -> Optional[frozenset]:
    """The objects of the caller's memory that a call of a procedure summarised by ``s``
    may write (a number, a pointer, a block stored), resolved in the engine's state before
    ``node`` as the instantiation resolves them (``Instantiation.psi``), or None where that
    is not known: memory handed to unknown code (any cell reachable from it), input memory
    stored into a global, a cell in unknown memory.  What ``Summary.writes_memory`` counts
    (``written_cells``, ``written_globals``); freeing writes nothing a later read may see."""
    if s.havocked_inputs or s.arg2glob:
        return None
    st = scope.state_before(node)
    if st is None:
        return None
    sem = scope.scratch()
    st = st.copy()
    args = [sem.eval(st, a, node) for a in call.args]
    inst = Instantiation(sem, st, s, call, node, args, (sem.proc, call.loc.file, call.loc.line, node),
                         options.context_depth)
    cells = set()
    for phi in s.written_cells():
        if phi is None:
            return None
        found = inst.psi(phi)
        if UNKNOWN in found:
            return None
        cells.update(found)
    out = set()
    if cells:
        blocks = memory_blocks(cells)
        if blocks is None:
            return None
        out |= blocks
    if s.written_globals():
        out.add(OLD_BLOCK)
    return frozenset(out)


def _state_before(fn, post: list, sem, node: int):
    """The engine's state before ``node`` (``CheckContext.state_before``): the entry state
    for the entry node, else the join of its predecessors' post-states (None when none is
    reachable)."""
    preds = fn.cfg.preds[node]
    if not preds:
        return sem.initial_state() if node == 0 else None
    return _join(post[p] for p in preds)


def _scratch_semantics(fn, sem) -> Semantics:
    """A ``Semantics`` like ``sem`` whose statistics are thrown away: for evaluating on
    copies of the engine's states after the analysis (and for the path check's partitions)."""
    return Semantics(fn, sem.options, sem.N, Stats(), sem.resolver, sem.prototypes)


_OLD_ROOTS = (GlobalAddr, LocalAddr, ExploreAddr, StrAddr)


OLD_BLOCK = "old"
"""``memory_blocks``' one name for input memory (explore addresses) and globals."""


def memory_blocks(cells) -> Optional[frozenset]:
    """What ``cells`` belong to, for the path check's question "may this write change
    what that read reads?" (``PathBuilder._read_version``), in classes that cannot share
    a byte: each local variable of the procedure (its own object, made at the entry:
    input memory holds no pointer to it, and a store of its address is seen as such);
    the heap blocks allocated since the entry by their allocation site (one name for
    all of a site's blocks, whatever call chain made them: recency renames a site's
    newest block as an older one when the site runs again, and a recursive call's
    blocks may take the caller's own name);
    each string literal; and ``OLD_BLOCK`` for the objects that existed at the entry,
    input memory and globals together.  Those are not told apart: two parameters may
    point into one object, and a parameter to a global (``trim(s, s + n)``,
    ``f(&config)``), which the engine's summaries assume away but a pruned alarm should
    not.  None where a cell is of none of these kinds (unknown memory, a resource
    handle) or there is no cell: then every write may change it.  A NULL among the
    cells is no object (dereferencing it ends the path)."""
    out = set()
    for c in cells:
        if c is NULL:
            continue
        root = c.root if type(c) is FieldAddr else c
        t = type(root)
        if t is Region:
            if root.resource is not None:
                return None
            out.add(("fresh", root.site))
        elif t is LocalAddr or t is StrAddr:
            out.add(root)
        elif t is ExploreAddr or t is GlobalAddr:
            out.add(OLD_BLOCK)
        else:
            return None
    return frozenset(out) if out else None


def _scope_of(cell) -> Optional[str]:
    """``"fresh"`` for a cell of a memory block allocated during the procedure's run,
    ``"old"`` for one of a variable or of an object that existed at its entry, None
    otherwise (``MemoryScope``)."""
    root = cell.root if type(cell) is FieldAddr else cell
    t = type(root)
    if t is Region:
        return "fresh" if root.resource is None else None
    if t in _OLD_ROOTS:
        return "old"
    return None


@attrs.define
class AnalysisResult:
    """Everything a run produced: findings, per-procedure states, statistics."""

    findings: list = attrs.Factory(list)
    procedures: dict = attrs.Factory(dict)
    load: Optional[LoadResult] = None
    stats: Stats = attrs.Factory(Stats)
    phase_seconds: dict = attrs.Factory(dict)
    summaries: dict = attrs.Factory(dict)
    program: object = None
    callgraph: object = None
    cache_hits: int = 0
    cache_misses: int = 0
    pruned: list = attrs.Factory(list)
    path_check: object = None
    skipped: dict = attrs.Factory(dict)
    """Procedures not summarised because their analysis went over its budget (key -> reason)."""
    unreachable: int = 0
    """Functions defined in headers that the program's own code never calls (not analysed)."""
    programs: list = attrs.Factory(list)
    """The programs of a package analysed one by one (their ``main`` files), when several."""
    linked: list = attrs.Factory(list)
    """The linked ``Program`` of each of them (``program`` is the first)."""

    def pruned_alarm_count(self) -> int:
        """The alarms the path check pruned, as ``--show-pruned`` lists them (a leak's site
        and exit, a cleanness event), without those ruled out by callers' arguments; the
        path check's stats count candidates instead (an event per predecessor)."""
        return sum(1 for p in self.pruned if p.stage != "callers")

    def stats_json(self) -> dict:
        load = self.load
        skipped = sum(len(tu.diagnostics) for tu in load.units) if load else 0
        return {
            "files": len(load.units) + len(load.errors) if load else 0,
            "files_failed": len(load.errors) if load else 0,
            "files_with_system_headers": len({n.file for n in load.notes}) if load else 0,
            "files_analysed_in_part": len({e.source for e in load.partial}) if load else 0,
            "declarations_skipped": sum(e.message.endswith("declaration was skipped") for e in load.partial)
            if load else 0,
            "headers_read_as_empty": sum(e.message.endswith("read as an empty header") for e in load.partial)
            if load else 0,
            "functions": len(self.procedures),
            "functions_unreachable": self.unreachable + (load.unreferenced if load else 0),
            "programs": len([p for p in self.programs if p != REST]) or 1,
            "source_lines": load.source_lines if load else 0,
            "seconds": round(sum(self.phase_seconds.values()), 3),
            "phase_seconds": {k: round(v, 3) for k, v in self.phase_seconds.items()},
            "skipped_constructs": skipped,
            "unknown_function_calls": sum(self.stats.unknown_calls.values()),
            "unknown_functions": len(self.stats.unknown_calls),
            "unresolved_indirect_calls": self.stats.indirect_unresolved,
            "explore_k_cuts": self.stats.explore_cuts,
            "widenings": self.stats.widenings,
            "iteration_caps": self.stats.iteration_caps,
            "budget_skips": len(self.skipped),
            # (of them, procedures given up on an internal error: sparrowpy's bugs)
            "internal_errors": sum(reason.startswith(INTERNAL_ERROR) for reason in self.skipped.values()),
            "procedure_analyses": self.stats.analyses,
            "callback_variants": self.stats.callback_variants,
            "cache_hits": self.cache_hits,
            "cache_misses": self.cache_misses,
            "findings": len(self.findings),
            "path_check": (self.path_check or _path_stats()).to_json(),
        }


INTERNAL_ERROR = "an internal error"
"""How the reason of a procedure given up on an internal error starts (``SccAnalyzer.run_scc``)."""


def _path_stats():
    from ..pathcheck import PathCheckStats
    return PathCheckStats()


class SummaryResolver(CallResolver):
    """Calls to procedures defined in the program use their summaries (Section 4.3)."""

    def __init__(self, program: Program, summaries: dict, options: AnalysisOptions, tu, graph=None):
        self.user_models = options.user_models
        self.constant_globals = program.constant_globals
        self.scalar_globals = program.scalar_globals
        self.reads_errno, self.errno_taken = program.errno_use
        cells = program.global_array_cells
        if cells and not cells <= INTERIOR_CELLS:
            # before any procedure of the program is analysed (a pointer to a global
            # array may be moved anywhere in it: no equality test rules the array out)
            ARRAY_CELLS.update(cells)
            INTERIOR_CELLS.update(cells)
        self.graph = graph
        self.program = program
        self.summaries = summaries
        self.options = options
        self.tu = tu

    def field_invariant(self, field: str, numeric_cls):
        facts = self.__dict__.get("_field_facts")
        if facts is None or facts[0] is not numeric_cls:
            facts = self._field_facts = (numeric_cls, self.program.field_invariants(self.options, numeric_cls))
        return facts[1].get(field)

    def result_null_doubted(self, name: str) -> bool:
        """Whether the program's callers of procedure ``name`` so rarely test its result
        for NULL that its NULL is not believed (``unchecked_results_not_null``)."""
        if not self.options.unchecked_results_not_null:
            return False
        key = self.program.resolve(self.tu, name)
        return key is not None and key in self.program.unchecked_results

    def may_apply(self, caller: str, name: str) -> bool:
        if self.graph is None:
            return True
        key = self.program.resolve(self.tu, name)
        return key is None or self.graph.may_apply(caller, key)

    def ret_when_null(self, call) -> tuple:
        name = call.callee_name
        if name is None or self.model(name) is not None:
            return ()
        key = self.program.resolve(self.tu, name)
        s = self.summaries.get(key) if key is not None else None
        return s.ret_when_null if s is not None and not s.unknown else ()

    def single_cell_arg(self, call, i):
        name = call.callee_name
        if name is None or self.model(name) is not None:
            return False
        key = self.program.resolve(self.tu, name)
        s = self.summaries.get(key) if key is not None else None
        return s is not None and not s.unknown and i in s.single_args

    def defined_type(self, name: str):
        key = self.program.resolve(self.tu, name)
        return self.program.functions[key].ftype if key is not None else None

    def apply_summary(self, sem, st, call, name, node):
        key = self.program.resolve(self.tu, name)
        if key is None:
            return NotImplemented
        summary = self.summaries.get(key)
        if summary is None or summary.unknown:  # not summarised: the unknown-function policy
            return NotImplemented
        args = [sem.eval(st, a, node) for a in call.args]
        refined = False
        for i in summary.requires:
            # the callee dereferences it on every path before any NULL test: a call that
            # returns had it not NULL (as a library function's non-NULL argument)
            v = args[i] if i < len(args) else None
            if v is not None and NULL in v.addrs and len(v.addrs) > 1:
                sem._dereferenced(st, call.args[i], v, node)
                refined = True
        if refined:
            args = [sem.eval(st, a, node) for a in call.args]
        if summary.variants:
            summary = callback_variant(summary, args)
        hop = (sem.proc, call.loc.file, call.loc.line, node)
        return Instantiation(sem, st, summary, call, node, args, hop, self.options.context_depth).apply()


def _outcomes_ruled_out(outcomes: tuple, args: list, sem) -> set:
    """Indices of the return outcomes a call cannot take: those that happen only where a
    pointer parameter is NULL (not NULL) at entry, where the caller's argument is for
    certain not NULL (NULL) (``Summary.entry_args``), and those whose exits were reached
    only with integer arguments the call's argument, converted to the parameter's type,
    is none of (``Summary.entry_nums``), or only past tests that the parameter is not a
    number the argument is for certain (``Summary.entry_excluded``).  Never all of them: the outcomes
    together cover every execution, so a call for which none is left is unreachable
    anyway, and the check then leaves that to the rest of the analysis."""
    out = set()
    for k, (_, sub) in enumerate(outcomes):
        for i, is_null in sub.entry_args:
            v = args[i] if i < len(args) else None
            if (nonnull_arg(v, sem) if is_null else null_arg(v)):
                out.add(k)
        for i, num, ty in sub.entry_nums:
            # an integer argument none of whose values the outcome's exits were reached with
            v = args[i] if i < len(args) else None
            if v is None:
                continue
            if ty.is_pointer:
                # a pointer parameter found equal to a sentinel (a number) on every exit:
                # an argument that points to a block or a variable is none (an input
                # pointer may be the caller's caller's sentinel; NULL is the number 0)
                if v.is_bottom() or any(_input_rooted(a) for a in v.addrs) or \
                        (NULL in v.addrs and num.contains(0)) or \
                        (not v.num.is_bottom() and not v.num.meet(num).is_bottom()):
                    continue
                out.add(k)
                continue
            if v.addrs or v.num.is_bottom():
                continue
            if v.num.cast(ty.bytes * 8, ty.signed).meet(num).is_bottom():
                out.add(k)
        for i, c, ty in sub.entry_excluded:
            # an integer argument that is for certain the one number the outcome's paths
            # all tested the parameter to differ from
            v = args[i] if i < len(args) else None
            if v is None or v.addrs or v.num.is_bottom():
                continue
            if v.num.cast(ty.bytes * 8, ty.signed).bounds() == (c, c):
                out.add(k)
    return out if len(out) < len(outcomes) else set()


def _assume_entry_nums(sem, st: State, call, entry_nums: tuple, node: int) -> Optional[State]:
    """``st`` refined, in place, by an outcome's integer arguments (``Summary.entry_nums``):
    the outcome happens only where the call passed them, so the caller's cells they were
    computed from hold what gives them (``f(&m, d->count * 2)`` with an outcome reached
    only for a positive argument: ``d->count`` is at least 1 on it, ``Semantics.
    refine_linear``).  Only for an argument of the parameter's own type (no conversion
    between them).  None where the arguments cannot be such."""
    for i, num, ty in entry_nums:
        if i >= len(call.args) or ty.is_pointer or not isinstance(ty, T.IntType):
            continue
        a = call.args[i]
        aty = getattr(a, "ty", None)
        if not isinstance(aty, T.IntType) or aty.bytes != ty.bytes or aty.signed != ty.signed:
            continue
        lo, hi = num.bounds()
        for op, bound in ((">=", lo), ("<=", hi)):
            if bound is not None and sem.assume_compare(st, op, a, Const(bound, ty), node) is None:
                return None
    return st


def _assume_entry_fields(sem, st: State, call, entry_fields: tuple, node: int) -> Optional[State]:
    """``st`` refined, in place, by an outcome's fields of its pointer arguments
    (``Summary.entry_fields``): the outcome happens only where the caller's fields held
    those numbers (``release_some(q)`` frees the node only where ``q->data > 0``: on that
    outcome the caller's ``q->data`` is positive).  Only where the argument is a pointer to
    a structure with those fields, of the callee's types.  None where the fields cannot
    hold them."""
    for i, fields, num, ty in entry_fields:
        lv = _argument_field(call, i, fields, ty)
        if lv is None:
            continue
        lo, hi = num.bounds()
        for op, bound in ((">=", lo), ("<=", hi)):
            if bound is not None and sem.assume_compare(st, op, Lv(lv, ty), Const(bound, ty), node) is None:
                return None
    return st


def _argument_field(call, i: int, fields: tuple, ty):
    """The lvalue ``args[i]->f1.f2...`` of a call, where its I-th argument is a pointer to
    a structure whose fields ``fields`` lead to an integer of type ``ty``; else None."""
    if i >= len(call.args):
        return None
    arg = call.args[i]
    aty = getattr(arg, "ty", None)
    rec = getattr(aty, "target", None)
    if not isinstance(rec, T.RecordType) or rec.is_union:
        return None
    lv = Deref(arg, rec)
    cur = rec
    for f in fields:
        fty = cur.field_type(f) if isinstance(cur, T.RecordType) and not cur.is_union else None
        if fty is None:
            return None
        lv = Field(lv, f, fty)
        cur = fty
    if not isinstance(cur, T.IntType) or cur.bytes != ty.bytes or cur.signed != ty.signed:
        return None
    return lv


def _handed_out_blocks(summary: Summary) -> frozenset:
    """The identities (``pathcheck.block_identity``) of the fresh blocks a summary hands
    to its callers: returned, stored through an argument or into a global."""
    from ..pathcheck import block_identity

    keys = {k for _, k in summary.alloc2ret | summary.alloc2arg}
    keys.update(t for _, (kind, t) in summary.cell_writes | summary.global_writes if kind == "fresh")
    for _, sub in summary.outcomes:
        keys.update(k for _, k in sub.alloc2ret | sub.alloc2arg)
    return frozenset(block_identity(summary.regions[k]) for k in keys if k in summary.regions)


def _bounded_outcomes(summary: Summary, options) -> Summary:
    """The summary without its return outcomes when their writes into the caller's memory
    are more than ``summary_writes`` in all (the joined summary covers every outcome; the
    outcomes only sharpen it): httpd's ``ap_directory_walk`` kept 394,126 such entries,
    most of them in its outcomes."""
    if options.summary_writes and summary.outcomes and \
            sum(len(sub.cell_writes) for _, sub in summary.outcomes) > options.summary_writes:
        return attrs.evolve(summary, outcomes=())
    return summary


def _with_outcome_blocks(summary: Summary, states: list) -> Summary:
    """The summary with the fresh blocks its sharpened outcomes hand out and its joined
    categories lost.  ``*out = p; p = NULL; r = 0; out: free(p);`` frees the block on the
    joined exit state (``free_all_targets``: ``p`` may still hold it there), so the joined
    Alloc2Arg says nothing of a block the success outcome hands out for certain; callers
    analysed with the joined summary then never see it, to lose or to use.  The outcomes,
    from the path disjuncts at the exits (``states``, which together cover every
    execution), are each sound for their paths: their blocks go into the joined
    categories too, with their writes into the caller's cells, and the NULL tests of those
    cells count as the block's absence where every disjunct says so."""
    have = {k for _, k in summary.alloc2ret | summary.alloc2arg}
    rets, args, regions = set(), set(), {}
    for _, sub in summary.outcomes:
        for a, k in sub.alloc2ret:
            if k not in have and k in sub.regions:
                rets.add((a, k))
                regions[k] = sub.regions[k]
        for a, k in sub.alloc2arg:
            if k not in have and k in sub.regions:
                args.add((a, k))
                regions[k] = sub.regions[k]
    if not regions:
        return summary
    writes = {(a, t) for _, sub in summary.outcomes for a, t in sub.cell_writes
              if t[0] == "fresh" and t[1] in regions}
    ret_nullable = {k for _, k in rets
                    if all(k in sub.ret_nullable for _, sub in summary.outcomes
                           if any(x == k for _, x in sub.alloc2ret))}
    return attrs.evolve(
        summary, alloc2ret=summary.alloc2ret | rets, alloc2arg=summary.alloc2arg | args,
        cell_writes=summary.cell_writes | writes, regions={**summary.regions, **regions},
        ret_nullable=summary.ret_nullable | ret_nullable,
        out_nullable=summary.out_nullable | _out_nullable(states, regions, {k for _, k in args}))


def _without_fresh_nulls(summary: Summary) -> Summary:
    """``summary`` (and its return outcomes) without ``Summary.fresh_nulls``, for the
    members of a recursive component: a must-fact of a round's exits holds of that
    round's callee summaries, which are not final, and applied in the next round it can
    make itself true (``build``'s ``n->next = build(d - 1)``: each round the NULL moved
    one node down the list, until the anchor bound kept it, B15)."""
    if summary.fresh_nulls:
        summary.fresh_nulls = frozenset()
    for _, sub in summary.outcomes:
        if sub.fresh_nulls:
            sub.fresh_nulls = frozenset()
    return summary


def _merge_summaries(old: Summary, new: Summary) -> Summary:
    """Upper bound of two summaries of one procedure, widening the return value."""
    merged = Summary(new.name)
    for cat in Summary.CATEGORIES:
        setattr(merged, cat, getattr(old, cat) | getattr(new, cat))
    if old.ret_num is None:
        merged.ret_num = new.ret_num
    elif new.ret_num is None:
        merged.ret_num = old.ret_num
    else:
        merged.ret_num = old.ret_num.widen(old.ret_num.join(new.ret_num))
    merged.ret_may_be_null = old.ret_may_be_null or new.ret_may_be_null
    merged.ret_nullable = old.ret_nullable | new.ret_nullable
    # what the result or the caller's cells may hold: may-facts, so the union (the facts
    # that hold on every exit, ``exact_holders``, ``held_where_made``, ``out_nullable``,
    # ``null_only`` and the like, are left out: none is the sound default)
    merged.ret_statics = old.ret_statics | new.ret_statics
    merged.freed2ret = old.freed2ret | new.freed2ret
    merged.descriptor_stores = old.descriptor_stores | new.descriptor_stores
    merged.modified_inputs = old.modified_inputs | new.modified_inputs
    # moved (a pointer kept within its object) only where no side wrote the cell otherwise
    not_moved = (old.modified_inputs - old.moved_inputs) | (new.modified_inputs - new.moved_inputs)
    merged.moved_inputs = (old.moved_inputs | new.moved_inputs) - not_moved
    merged.modified_globals = old.modified_globals | new.modified_globals
    merged.havocked_inputs = old.havocked_inputs | new.havocked_inputs
    merged.returns = old.returns or new.returns
    # the writes: may-sets grow, must-sets shrink (so that the merge is an upper bound and
    # repeated merging stabilises)
    merged.cell_writes = old.cell_writes | new.cell_writes
    merged.must_cells = old.must_cells & new.must_cells if old.returns else new.must_cells
    merged.must_if_nonnull = ((old.must_if_nonnull | new.must_if_nonnull) & merged.must_cells
                              if old.returns else new.must_if_nonnull)
    if old.returns:
        # a number known on both sides, widened (an anchor one side does not know is any
        # number: ``modified_inputs`` still lists it)
        old_nums = dict(old.num_writes)
        merged.num_writes = tuple((a, old_nums[a].widen(old_nums[a].join(n))) for a, n in new.num_writes
                                  if a in old_nums)
    else:
        merged.num_writes = new.num_writes
    merged.global_writes = old.global_writes | new.global_writes
    merged.must_globals = old.must_globals & new.must_globals if old.returns else new.must_globals
    merged.null_globals = old.null_globals | new.null_globals
    merged.replayed_globals = old.replayed_globals | new.replayed_globals
    merged.arg2free_must = old.arg2free_must & new.arg2free_must if old.returns else new.arg2free_must
    merged.outcomes = new.outcomes
    merged.derefs = old.derefs | new.derefs
    merged.single_args = old.single_args & new.single_args if old.returns else new.single_args
    merged.requires = old.requires & new.requires if old.returns else new.requires
    merged.field_requires = old.field_requires & new.field_requires if old.returns else new.field_requires
    merged.null_why = old.null_why or new.null_why
    merged.untested = old.untested | new.untested
    merged.untested_when = _merge_untested_when(old, new, merged.untested)
    merged.regions = {**old.regions, **new.regions}
    merged.exits_used, merged.exits_total = new.exits_used, new.exits_total
    return merged


@attrs.define
class SccOutcome:
    """What analysing one SCC produced (the unit of scheduling and of caching)."""

    summaries: dict
    findings: list
    stats: Stats
    procedures: dict = attrs.Factory(dict)
    cached: bool = False
    pruned: list = attrs.Factory(list)
    path_check: object = None
    skipped: dict = attrs.Factory(dict)
    """Procedures whose analysis went over its budget: key -> reason (unknown summary)."""
    cache_counts: tuple = (0, 0)
    """Summary-cache hits and misses in a worker process (the driver's cache adds them)."""
    conditional: list = attrs.Factory(list)
    """``(key, parameter index, finding)``: findings that stand only where a caller of the
    procedure may pass NULL as that parameter (``Finding.null_param``), decided once the
    whole program is analysed (``callers_passing_null``)."""
    nulls_passed: frozenset = frozenset()
    """``(caller key, callee key, argument index, j)`` for each argument the SCC's calls may
    pass NULL (``_nulls_passed``)."""


class _Consulted(dict):
    """The summaries an SCC's analysis sees, recording which keys it read (the callees a
    function pointer reached, for the cache: ``SccAnalyzer.run_scc``)."""

    def __init__(self, summaries: dict):
        super().__init__(summaries)
        self.read: set = set()

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key) -> bool:
        self.read.add(key)
        return super().__contains__(key)


class SccAnalyzer:
    """Analyses SCCs of a linked program; shared by the serial and parallel drivers."""

    def __init__(self, program: Program, graph: CallGraph, options: AnalysisOptions, checkers: list,
                 keep_states: bool, cache: Optional[SummaryCache]):
        self.program = program
        self.graph = graph
        self.options = options
        self.numeric = domains.get_numeric_domain(options.numeric_domain)
        self.checker_names = list(checkers)
        self.checks = [get_checker(c) for c in checkers]
        self.keep_states = keep_states
        self.cache = cache
        self._ir_text: dict = {}
        self._code = None
        self._digests: dict = {}  # id(summary) -> (summary, digest): summaries are not changed once made

    # -- cache keys ------------------------------------------------------------------
    def _options_text(self) -> str:
        fields = attrs.asdict(self.options, recurse=False)
        models = fields.pop("user_models")
        return repr(sorted(fields.items())) + repr(sorted((k, repr(v)) for k, v in models.items()))

    def scc_key(self, scc: list, summaries: dict) -> str:
        from ..report.irprint import format_function

        if self._code is None:
            from ..plugins import code_digest

            # the analysis code in use (package, domain, checkers, plug-ins): an edited
            # domain or checker must not be answered from results of its old version
            self._code = code_digest(self.options.numeric_domain, self.checker_names)
        # the globals that keep their initialiser's value are per program (a global no
        # file of one program writes may be written in another's): only those the SCC's
        # own code reads matter here, its callees' are in their summaries
        doubted = self.program.unchecked_results if self.options.unchecked_results_not_null else frozenset()
        parts = [self._code, self._options_text(), ",".join(self.checker_names),
                 repr(self._constants_read(scc)),
                 # the field facts of the fields its code names (per program, as above)
                 repr(self._field_facts_read(scc)),
                 # whose NULL results the program's callers do not believe (counted over
                 # the whole program): those of the SCC's callees
                 repr(sorted(c for k in scc for c in self.graph.direct[k] if c in doubted)),
                 # outcomes are sharpened only where a caller may look at the result
                 repr([k in self.graph.result_used for k in scc]),
                 # main's return is the program's exit only where nothing else calls it
                 repr([k in self.graph.program_exit for k in scc])]
        files = set()
        for key in scc:
            fn = self.program.functions[key]
            tu = self.program.unit_of[key]
            files.add(tu.file)
            parts.append(f"{tu.file}\n{format_function(fn)}")
            parts.append(self._unit_context(tu))
            # the callees it names; those only a function pointer reaches are checked
            # against the entry's consulted summaries (``SummaryCache.lookup``)
            for callee in sorted(self.graph.direct[key]):
                if callee not in scc:
                    parts.append(f"{callee}={self._digest(summaries[callee])}")
        # how the files' static functions are named in this program (``Program.resolve``):
        # a consulted summary is recorded under that name
        parts.append(repr(self.program.static_keys(files)))
        return self.cache.key(parts)

    def _digest(self, summary) -> Optional[str]:
        if summary is None:
            return None
        memo = self._digests.get(id(summary))
        if memo is None or memo[0] is not summary:
            memo = self._digests[id(summary)] = (summary, summary_digest(summary))
        return memo[1]

    def _consulted_valid(self, summaries: dict):
        def valid(consulted) -> bool:
            return all(self._digest(summaries.get(k)) == d for k, d in consulted)
        return valid

    def _constants_read(self, scc: list) -> list:
        """(name, value) of the program's never-written globals the SCC's code reads
        (``Semantics.initial_state`` gives exactly these their values)."""
        from ..engine.semantics import constant_globals_read

        constants = self.program.constant_globals
        names = {var.name for key in scc for var in constant_globals_read(self.program.functions[key], constants)}
        return sorted((n, constants[n]) for n in names)

    def _field_facts_read(self, scc: list) -> list:
        """(name, value) of the field facts (``fieldfacts``) of the fields the SCC's code names."""
        facts = self.program.field_invariants(self.options, self.numeric)
        if not facts:
            return []
        from ..engine.fieldfacts import field_names

        names = set()
        for key in scc:
            names |= field_names(self.program.functions[key])
        return sorted((n, str(facts[n])) for n in names if n in facts)

    def _unit_context(self, tu) -> str:
        text = self._ir_text.get(id(tu))
        if text is None:
            globs = sorted(f"{n}:{g.var.ty}" for n, g in tu.globals.items())
            text = "\n".join([prototypes_digest(tu)] + globs)
            self._ir_text[id(tu)] = text
        return text

    # -- analysis ------------------------------------------------------------------
    def run_scc(self, scc: list, summaries: dict) -> SccOutcome:
        """Summarise the SCC's procedures (given its callees' summaries) and check them.

        An internal error (a bug of sparrowpy's) gives up this SCC, not the run: its
        procedures get the unknown summary, their findings are not reported, and the run
        says so as for a budget (``skipped``).  With ``SPARROWPY_STRICT`` set in the
        environment (the test suite sets it), the error is raised."""
        try:
            outcome = self._run_scc(scc, summaries)
            self._give_back()  # (its states are gone with ``_run_scc``'s frame)
            return outcome
        except Exception as err:  # noqa: BLE001 -- one SCC's internal error must not stop the run
            if os.environ.get("SPARROWPY_STRICT"):
                raise
            reason = f"{INTERNAL_ERROR} ({type(err).__name__}: {err}); please report it"
            passed = frozenset().union(*(_calls_of_unanalysed(self.program, k) for k in scc))
            return SccOutcome({k: Summary.top(self.program.functions[k].name, reason) for k in scc}, [], Stats(),
                              {k: None for k in scc}, path_check=_path_stats(), skipped={k: reason for k in scc},
                              nulls_passed=passed)

    _trim = False
    """Whether an analysis held more than ``memtrim.TRIM_CELLS`` cells since the C
    allocator's free memory was last given back (``_give_back``)."""

    def _give_back(self) -> None:
        if self._trim:
            self._trim = False
            give_back_memory()

    def _run_scc(self, scc: list, summaries: dict) -> SccOutcome:
        key = None
        if self.cache is not None and not self.keep_states:
            key = self.scc_key(scc, summaries)
            hit = self.cache.lookup(key, self._consulted_valid(summaries))
            if hit is not None:
                hit.cached = True
                return hit
        stats = Stats()
        local = _Consulted(summaries)
        options = self.options
        resolvers: dict = {}
        done: dict = {}
        skipped: dict = {}  # key -> why its analysis was given up
        recursive = self.graph.is_recursive(scc)
        deadline = time.monotonic() + options.scc_seconds if recursive and options.scc_seconds else None

        def run(k: str, entry: frozenset = frozenset(), is_null: bool = False,
                keep: Optional[frozenset] = None, funcs: Optional[dict] = None) -> ProcedureResult:
            fn = self.program.functions[k]
            tu = self.program.unit_of[k]
            resolver = resolvers.get(id(tu))
            if resolver is None:
                resolver = resolvers[id(tu)] = SummaryResolver(self.program, local, options, tu, self.graph)
            # (a callback variant's calls are its summary's, not the program's: its unknown
            # calls and indirect calls were counted by the procedure's own analysis)
            sem = Semantics(fn, options, self.numeric, Stats() if funcs else stats, resolver, tu.prototypes)
            if is_null:
                sem.null_entry = entry
            else:
                sem.nonnull_entry = entry
            if funcs:
                sem.func_entry = funcs
            budget = Budget.from_options(options, deadline)
            stats.analyses += 1
            reset_records(fn.name)  # (what an earlier analysis of it, or a program, recorded)
            self._give_back()  # (a large analysis's garbage, before this one)
            try:
                return ProcedureResult(fn, analyse_function(fn, sem, options, budget=budget, keep=keep), sem,
                                       ends_program=k in self.graph.program_exit)
            finally:
                self._trim = self._trim or budget.total_cells > TRIM_CELLS

        def summarise(proc: ProcedureResult) -> Summary:
            exits = [proc.post[n] for n in proc.fn.cfg.return_nodes]
            summary = extract_summary(proc.fn, exits, options, self.numeric, stores=proc.descriptor_cells())
            if options.summary_writes and len(summary.cell_writes) > options.summary_writes:
                raise BudgetExceeded(f"a summary of more than {options.summary_writes} pointer writes into "
                                     f"its caller's memory (summary_writes)")
            summary = _bounded_outcomes(summary, options)
            # (also for a procedure that never returns: what it dereferences on its way
            # still happens to the caller's argument)
            (summary.derefs, summary.requires, summary.null_why, summary.untested, summary.null_args,
             summary.null_when, summary.untested_when) = \
                procedure_facts(proc.fn, proc.post, proc.sem)
            summary.field_requires = frozenset(Anchor(f"arg{i}", steps) for i, steps in
                                               field_requirements(proc.fn, proc.post, proc.sem))
            for _, sub in summary.outcomes:
                sub.requires = summary.requires  # (as ``outcomes_of`` gives a sharpened one's)
            summary.single_args = frozenset(i for i, p in enumerate(proc.fn.params) if p.name in proc.sem._single)
            summary.made_when = _made_when(proc.fn, summary)
            if summary.returns and _declared_noreturn(proc.sem.prototypes.get(proc.fn.name)):
                # the programmer's promise (a return would be undefined behaviour), which the
                # body may not show: its last call is to a function of another program or a
                # library (openssh's ssh_packet_disconnect ends in cleanup_exit)
                summary.returns = False
            return summary

        def give_up(k: str, reason: str) -> None:
            skipped[k] = reason
            done.pop(k, None)
            local[k] = Summary.top(self.program.functions[k].name, reason)

        def run_exits(k: str, entry: frozenset, is_null: bool) -> ProcedureResult:
            # a variant's analysis (entry parameters fixed NULL or not NULL) is read at
            # its exits alone: the other nodes' states are released as the fixpoint
            # moves past them (``Fixpoint.keep``), so that beside the procedure's own
            # states only a frontier of the variant's is alive (on openssh's
            # process_escapes each full set is 1.7M cells, 75 MB)
            return run(k, entry, is_null, keep=frozenset(self.program.functions[k].cfg.return_nodes))

        if not recursive:
            k = scc[0]
            try:
                done[k] = run(k)
                local[k] = summarise(done[k])
                local[k] = self._null_only(done[k].fn, local[k], lambda names, is_null: run_exits(k, names, is_null),
                                           lambda call: self._summary_at(k, call, local))
                wanted = self.graph.result_tests_of.get(k)
                if wanted:
                    local[k] = _ret_when_null(done[k].fn, local[k], lambda names: run_exits(k, names, True),
                                              lambda call: self._summary_at(k, call, local), wanted)
            except BudgetExceeded as over:
                give_up(k, over.reason)
        else:
            self._iterate_scc(scc, local, done, run, summarise, give_up, stats, deadline)
        live = [k for k in scc if k not in skipped]
        contexts = {k: CheckContext(done[k].fn, done[k].post, done[k].sem, ends_program=done[k].ends_program)
                    for k in live}
        # (a procedure without a result whose callers may look at the blocks it stores
        # through its arguments, or one whose result no caller looks at that frees input
        # memory on some paths only: ``_sharpen_void``)
        used = self.graph.result_used
        sharpen = [k for k in live if k in used or (
            local[k].alloc2arg and _no_result(done[k].fn)) or frees_on_some_paths(local[k])] \
            if options.path_check != "off" else []
        if recursive:
            # the procedures' checks instantiate each other's summaries: sharpen them first,
            # with the budget their alarms' partitions get
            for k in sharpen:
                local[k] = self._sharpen_outcomes(contexts[k], local[k], WHOLE_SHARE, done[k].descriptor_cells(),
                                                  k in used)
        findings: list = []
        conditional: list = []
        passed: set = set()
        procedures: dict = {}
        pruned: list = []
        path_stats = _path_stats()
        for k in scc:
            if k in skipped:
                procedures[k] = None
                passed |= _calls_of_unanalysed(self.program, k)
                continue
            proc = done[k]
            ctx = contexts[k]
            for check in self.checks:
                for f in check(ctx):
                    if f.null_param >= 0:
                        conditional.append((k, f.null_param, f))
                    else:
                        findings.append(f)
            passed |= _nulls_passed(ctx, k, self.program, self.graph)
            if not recursive and local[k].null_decided:
                local[k] = _checked_decisions_dropped(local[k], ctx)
            if not recursive and k in sharpen:
                # after the checks: a partition their alarms needed is reused, and one no
                # alarm needed runs with a small budget (a nicety for the callers' precision)
                local[k] = self._sharpen_outcomes(ctx, local[k], SHARPEN_SHARE, proc.descriptor_cells(), k in used)
            pruned.extend(ctx.pruned)
            if ctx.path_stats is not None:
                path_stats.merge(ctx.path_stats)
            procedures[k] = proc if self.keep_states else None
        if not recursive and scc[0] not in skipped and self.graph.callback_variants.get(scc[0]):
            k = scc[0]
            local[k] = self._callback_variants(k, local[k], local, run, summarise)
            stats.callback_variants += len(local[k].variants)
        outcome = SccOutcome({k: local[k] for k in scc}, findings, stats, procedures, pruned=pruned,
                             path_check=path_stats, skipped=skipped, conditional=conditional,
                             nulls_passed=frozenset(passed))
        if not self.keep_states:
            forget_shared_address_sets()  # (the states kept for ``states`` would still hold them)
        forget_exit_walkers()  # (the last procedure's exit states must not outlive the component)
        if key is not None:
            # the counts describe the findings and stay; the seconds were spent by this run,
            # not by the one that reuses the entry
            cached_path = attrs.evolve(path_stats, seconds=0.0, seconds_over_budget=0.0)
            named = set(scc).union(*(self.graph.direct[k] for k in scc))
            consulted = tuple(sorted((k, self._digest(summaries.get(k))) for k in local.read if k not in named))
            self.cache.store(key, consulted, SccOutcome(outcome.summaries, findings, stats, {k: None for k in scc},
                                           pruned=pruned, path_check=cached_path, skipped=skipped,
                                           conditional=conditional, nulls_passed=outcome.nulls_passed))
        return outcome

    def _callback_variants(self, k: str, summary: Summary, local, run, summarise) -> Summary:
        """``summary`` with a variant for each function some call passes to a parameter
        the procedure calls through (``CallGraph.callback_variants``): the procedure
        analysed with the parameter holding that function from the entry on, so that its
        indirect call applies the function's summary instead of the unknown-function
        policy (``Summary.variants``).  A variant whose function has no summary, or whose
        analysis goes over a budget, is left out: callers then apply the summary itself."""
        fn = self.program.functions[k]
        params = self.graph.callback_params.get(k, {})
        variants = {}
        saved = save_records(fn.name)  # (the procedure's own records stay its summary's)
        try:
            for i, f in self.graph.callback_variants[k]:
                target = local.get(f)
                if target is None or target.unknown or i not in params:
                    continue
                name = self.program.functions[f].name
                try:
                    proc = run(k, keep=frozenset(fn.cfg.return_nodes), funcs={params[i]: name})
                    variant = summarise(proc)
                except BudgetExceeded:
                    continue
                variants[(i, name)] = variant
        finally:
            restore_records(fn.name, saved)
        if variants:
            summary.variants = variants
        return summary

    def _scc_order(self, scc: list) -> dict:
        """A rank per member: callees before callers as far as the cycle allows (the
        post-order of a depth-first walk inside the SCC from its sorted members)."""
        members = set(scc)
        order: dict = {}
        seen: set = set()
        for root in scc:
            if root in seen:
                continue
            seen.add(root)
            stack = [(root, iter(sorted(self.graph.succs[root] & members)))]
            while stack:
                v, it = stack[-1]
                w = next(it, None)
                if w is None:
                    stack.pop()
                    order[v] = len(order)
                elif w not in seen:
                    seen.add(w)
                    stack.append((w, iter(sorted(self.graph.succs[w] & members))))
        return order

    def _iterate_scc(self, scc, local, done, run, summarise, give_up, stats, deadline) -> None:
        """The fixpoint of a recursive SCC by a worklist: a procedure is (re-)analysed only
        when the summary of one of its callees in the SCC changed, callees first.

        Every member starts from the bottom summary ("does not return").  After
        ``max_scc_rounds // 2`` analyses of a procedure, or as soon as its analysis gives a
        summary it gave before (a cycle), its new summary is merged with the old one with
        widening; a procedure still changing after ``max_scc_rounds`` analyses,
        or whose analysis goes over its budget, gets the unknown summary, which never
        changes again: so the iteration ends.  When it ends, every procedure that is not
        given up was last analysed with the final summaries of its callees."""
        import heapq

        options = self.options
        members = set(scc)
        order = self._scc_order(scc)
        callers: dict = {k: [] for k in scc}
        for k in scc:
            for c in self.graph.succs[k] & members:
                callers[c].append(k)
        for k in scc:
            local[k] = Summary.bottom(self.program.functions[k].name)
        visits = {k: 0 for k in scc}
        seen: dict = {k: set() for k in scc}  # the keys of each procedure's summaries so far
        queue = [(order[k], k) for k in scc]
        heapq.heapify(queue)
        queued = set(scc)
        half = options.max_scc_rounds // 2
        while queue:
            _, k = heapq.heappop(queue)
            queued.discard(k)
            if local[k].unknown:
                continue
            if deadline is not None and time.monotonic() > deadline:
                # the component's time is up: what is still queued is not summarised, and
                # what was analysed may have used callee summaries that were not final
                for j in scc:
                    if not local[j].unknown:
                        give_up(j, "its recursive component went over scc_seconds")
                return
            visits[k] += 1
            # (the earlier analysis's states go first: on openssh's check_host_key, which
            # calls itself, both sets were alive at once, 63 MB over the run's peak)
            done.pop(k, None)
            try:
                done[k] = run(k)
                new = _without_fresh_nulls(summarise(done[k]))
            except BudgetExceeded as over:
                give_up(k, over.reason)
                changed = True
            else:
                key, last = new.key(), local[k].key()
                met = key in seen[k]
                seen[k].add(key)
                if visits[k] > half or (met and key != last):
                    # (a summary met before, other than the last: the analysis is not
                    # monotone in its own summary and would go round a cycle until
                    # ``half``; openssh's check_host_key went back and forth between two
                    # summaries five times, a tenth of the ssh client's fixpoint time.
                    # The last one again is the fixpoint, which a merge would not keep as
                    # it is: it does not carry every field)
                    new = _merge_summaries(local[k], new)
                    key = new.key()
                changed = key != last
                local[k] = new
                if changed and visits[k] >= options.max_scc_rounds:
                    stats.iteration_caps += 1
                    give_up(k, f"its summary still changed after {options.max_scc_rounds} analyses (max_scc_rounds)")
            if changed:
                for c in callers[k]:
                    if c not in queued and not local[c].unknown:
                        queued.add(c)
                        heapq.heappush(queue, (order[c], c))


    def _null_only(self, fn, summary: Summary, run, callee_of) -> Summary:
        """The fresh blocks the procedure makes only where a parameter is NULL at entry,
        or only where it is not: the procedure is analysed again with that parameter
        non-NULL (``Semantics.nonnull_entry``) or NULL (``null_entry``), and the blocks
        that analysis does not make are recorded (``Summary.null_only``,
        ``nonnull_only``).  Only for an allocating procedure, and for a parameter it
        compares with NULL, or passes on where a callee's blocks depend on it, when some
        of its blocks are made only past such a test."""
        if not summary.returns or summary.unknown:
            return summary
        variants: dict = {}  # (parameter, is_null) -> its analysis, or None over the budget

        def analysed_with(name: str, is_null: bool):
            # (each at most once: the frees and the blocks below may both ask for it; a
            # variant keeps only its exits' states, ``run_exits``)
            if (name, is_null) not in variants:
                try:
                    variants[name, is_null] = run(frozenset((name,)), is_null)
                except BudgetExceeded:
                    variants[name, is_null] = None  # no fact from it
            return variants[name, is_null]

        summary = self._frees_where_not_null(fn, summary, analysed_with, callee_of)
        made = {key for _, key in summary.alloc2ret | summary.alloc2arg}
        if not made:
            return summary
        nodes = {_made_at(fn, summary.regions[k]) for k in made if k in summary.regions}
        if None in nodes:
            return summary
        found = {True: set(), False: set()}  # is the parameter NULL in the variant?
        decided = set()  # (I, key): whether the block is made with argument I NULL is known
        written = {phi for phi, _ in summary.cell_writes}
        nonnull_must: set = set()  # cells through argument I written on every exit where it is not NULL
        for i, name, cuts in _null_tested_params(fn, callee_of)[:_MAX_NULL_VARIANTS]:
            for is_null, cut in cuts.items():
                if not cut:
                    continue
                # cells written through the argument on some exits only: the variant with
                # the argument not NULL may show them written on every exit
                cells_open = not is_null and any(phi.root == f"arg{i}" and phi not in summary.must_cells
                                                 for phi in written)
                anywhere = nodes <= _reachable_without(fn.cfg, cut)
                if anywhere:
                    # every block can be made whatever the parameter: nothing to gain
                    if is_null:
                        decided.update((i, key) for key in made)
                    if not cells_open:
                        continue
                proc = analysed_with(name, is_null)
                if proc is None:
                    continue  # no fact from it: the summary stays as it is
                if is_null:
                    decided.update((i, key) for key in made)
                else:
                    # ``if (n) n->data = v; if (n) n->next = calloc(..)``: the joined exit
                    # cannot tell that the second write happens wherever n is not NULL;
                    # the variant with n not NULL can (B91)
                    exits = [proc.post[n] for n in fn.cfg.return_nodes]
                    variant = extract_summary(fn, exits, self.options, self.numeric, outcomes=False)
                    nonnull_must.update(phi for phi in variant.must_cells
                                        if phi.root == f"arg{i}" and phi in written)
                if anywhere:
                    continue
                # a block still allocated at an exit of that analysis was made there, even
                # if no longer visible (lost in the procedure: the callers must still see
                # it); compared by site and call chain: older blocks count as made too
                kept = {(r.site, r.context) for n in fn.cfg.return_nodes if proc.post[n] is not None
                        for r in proc.post[n].alloc if type(r) is Region}
                found[is_null].update((i, key) for key in made
                                      if (summary.regions[key].site, summary.regions[key].context) not in kept)
        nonnull_must -= summary.must_cells
        if nonnull_must:
            summary = attrs.evolve(summary, must_cells=summary.must_cells | nonnull_must,
                                   must_if_nonnull=summary.must_if_nonnull | nonnull_must)
            for _, sub in summary.outcomes:
                extra = nonnull_must & {w for w, _ in sub.cell_writes} - sub.must_cells
                sub.must_cells = sub.must_cells | extra
                sub.must_if_nonnull = sub.must_if_nonnull | extra
        if not found[True] and not found[False] and not decided:
            return summary
        # non-NULL in the variant: the blocks it lacks are made only for NULL
        null_only, nonnull_only = frozenset(found[False]), frozenset(found[True])
        null_decided = frozenset(decided)
        for _, sub in summary.outcomes:
            sub.null_only, sub.nonnull_only, sub.null_decided = null_only, nonnull_only, null_decided
        return attrs.evolve(summary, null_only=null_only, nonnull_only=nonnull_only, null_decided=null_decided)

    def _frees_where_not_null(self, fn, summary: Summary, analysed_with, callee_of) -> Summary:
        """``Summary.arg2free_must`` with the input cells a procedure frees on every path
        where the parameter they hang from is not NULL at entry, which its joined exit
        cannot show: ``if (n != NULL) free(n);`` reaches the one exit beside the path
        where ``n`` is NULL, so ``*n`` is only maybe freed there (B100).  For each
        parameter the procedure tests for NULL and through which it frees on some paths
        only, the procedure is analysed again with the parameter not NULL
        (``Semantics.nonnull_entry``): what that analysis frees on every exit is freed on
        every execution where the parameter is not NULL, and where it is NULL there is no
        such cell, as ``_must_writes`` counts it (B69's exit for NULL).  ``analysed_with(name,
        is_null)``: that analysis (``_null_only``'s), or None over the budget."""
        open_frees = summary.arg2free - summary.arg2free_must
        if not open_frees:
            return summary
        roots = {phi.root for phi in open_frees if phi.steps and phi.steps[0] == DEREF}
        must: set = set()
        for i, name, cuts in _null_tested_params(fn, callee_of)[:_MAX_NULL_VARIANTS]:
            if f"arg{i}" not in roots or not cuts.get(False):
                continue
            proc = analysed_with(name, False)
            if proc is None:
                continue  # no fact from it: the frees stay as they are
            exits = [proc.post[n] for n in fn.cfg.return_nodes]
            variant = extract_summary(fn, exits, self.options, self.numeric, outcomes=False)
            must.update(phi for phi in variant.arg2free_must if phi.root == f"arg{i}" and phi in open_frees)
        if not must:
            return summary
        for _, sub in summary.outcomes:
            sub.arg2free_must = sub.arg2free_must | (frozenset(must) & sub.arg2free)
        return attrs.evolve(summary, arg2free_must=summary.arg2free_must | frozenset(must))

    def _summary_at(self, k: str, call, summaries: dict) -> Optional[Summary]:
        """The summary a direct call of procedure ``k`` uses, if any."""
        name = call.callee_name
        if name is None:
            return None
        key = self.program.resolve(self.program.unit_of[k], name)
        return summaries.get(key) if key is not None else None

    def _sharpen_outcomes(self, ctx: CheckContext, summary: Summary, share: int, stores: dict,
                          result_used: bool = True) -> Summary:
        """Return outcomes from the path check's disjuncts at the exits, not the joined
        states: a procedure that frees what it allocated before ``return -1`` on one path
        and returns it with 0 on another has, after the join, a ``-1`` exit that may hold
        the block; its disjuncts keep the two apart.  The partition is the one the
        procedure's own alarms are verified with (computed once), with ``1/share`` of the
        step budget if it is not yet computed.

        A result the joined exits say may be NULL that no disjunct returns NULL is not
        NULL: ``ret = expand(&err, ..); if (err) fatal(..); return ret;`` where ``expand``
        returns NULL only with ``err`` set (openssh's percent_expand).

        ``result_used`` False: no caller looks at the result, so only what the procedure
        frees of its input on some paths makes outcomes (``_sharpen_void``)."""
        if not summary.outcomes and not (summary.has_effects() or summary.ret_may_be_null):
            return summary
        if _no_result(ctx.fn) or not result_used:
            # no result, so one return class: the disjuncts make outcomes only by which of
            # the blocks handed out through the arguments they made, and by which input
            # blocks they freed (the partition is still run if an alarm of the procedure
            # needs verifying)
            return self._sharpen_void(ctx, summary, share, stores)
        focus = _handed_out_blocks(summary)
        if focus and summary.ret_may_be_null:
            share = min(share, HANDING_OUT_SHARE)
        paths: dict = {}
        states = _exit_disjuncts(ctx, ctx.partition_for_outcomes(focus, share), paths)
        if states is None and focus and _hands_out_beside_failure(summary):
            # over its budget: one that keeps apart only the paths with and without blocks
            # (``PathVerifier.for_presence``) may still tell "made nothing" from "made them"
            states = _exit_disjuncts(ctx, ctx.partition_for_presence(share), paths)
        if states is None:
            return summary
        summary = _null_result_refuted(ctx, summary, states)
        sharp = outcomes_of(ctx.fn, states, self.options, self.numeric, summary, stores,
                            made=_guarded_handed_out(summary), paths=paths)
        if not sharp and summary.has_effects() and len({return_class(st, ctx.sem.ret_addr) for st in states}) < 2:
            # the partition kept paths apart by what they allocated, and its disjuncts at
            # the exits do not tell the results apart: ``end = FOUND; *found = e; ..
            # return end;`` beside ``end = NEW; *found = NULL``.  A second one keeps them
            # apart by what the returned variables hold as well
            by_result = ctx.partition_by_result(focus or NO_BLOCKS, share)
            again_paths: dict = {}
            again = _exit_disjuncts(ctx, by_result, again_paths) if by_result is not None else None
            if again:
                sharp = outcomes_of(ctx.fn, again, self.options, self.numeric, summary, stores, paths=again_paths)
                if sharp:
                    states = again
        outs = status_outs(ctx.fn)
        if outs and _status_unsettled(sharp or ((None, summary),), outs):
            # an outcome leaves a status out-parameter at several numbers (``*err`` is 0 or
            # 1 where the result is NULL): a partition that keeps paths apart by those
            # numbers too may tell the outcomes apart by them (``outcomes_of``'s ``apart``)
            by_status = ctx.partition_by_result(focus or NO_BLOCKS, share, with_status=True)
            status_paths: dict = {}
            again = _exit_disjuncts(ctx, by_status, status_paths) if by_status is not None else None
            if again:
                # (and by which of the blocks it hands out through its arguments exist: this
                # partition keys its disjuncts by the result, so a "ret == 0" that made the
                # blob joined with one where the caller passed no place for it would take the
                # caller's own NULL beside the blob -- openssh's to_blob)
                finer = outcomes_of(ctx.fn, again, self.options, self.numeric, summary, stores, apart=tuple(outs),
                                    made=handed_out_through_args(summary), paths=status_paths)
                if len(finer) > len(sharp):
                    summary = _null_result_refuted(ctx, summary, again)
                    sharp, states = finer, again
        if sharp == summary.outcomes:
            return summary
        return _bounded_outcomes(_with_outcome_blocks(attrs.evolve(summary, outcomes=sharp), states), self.options)


    def _sharpen_void(self, ctx: CheckContext, summary: Summary, share: int, stores: dict) -> Summary:
        """Outcomes of a procedure without a result (or whose result no caller looks at):
        one per set of the blocks it hands out through its arguments that exist at the exit
        (``outcomes_of``'s ``made``; for a procedure without a result only) and per set of
        the input blocks it frees for certain where it frees them on some paths only
        (``outcomes_of``'s ``freed``, B76, B87), from the partition's disjuncts, which keep
        paths that made different blocks apart.  A caller's partition applies the outcomes
        one by one, so its path where the callee freed the caller's block is not joined
        with the one where it did not, and a block only the freed one's field held is
        found lost there (a path-only candidate of the leak check)."""
        made = handed_out_through_args(summary) if _no_result(ctx.fn) else ()
        # (the frees are told apart only by what the procedure's own allocations came to,
        # ``summary._freed_apart``: one that allocates nothing is not run for them)
        freed = frees_on_some_paths(summary) and _allocates(ctx)
        if not made and not freed:
            return summary
        paths: dict = {}
        states = _exit_disjuncts(ctx, ctx.partition_for_outcomes(_handed_out_blocks(summary), share), paths)
        if states is None:
            return summary
        sharp = outcomes_of(ctx.fn, states, self.options, self.numeric, summary, stores, made=made, paths=paths,
                            freed=freed)
        if freed and _unfreed_holder_overwritten(sharp, summary):
            sharp = outcomes_of(ctx.fn, states, self.options, self.numeric, summary, stores, made=made, paths=paths) \
                if made else ()
        elif freed and not frees_apart(states) and any(_maybe_freed_inputs(st) for st in states) and \
                _frees_for_certain(ctx):
            # the partition joined paths that free the caller's block with paths that do
            # not (their allocated sets are the same): one that keeps them apart by it
            again_paths: dict = {}
            by_freed = ctx.partition_by_freed(share)
            again = _exit_disjuncts(ctx, by_freed, again_paths) if by_freed is not None else None
            if again:
                finer = outcomes_of(ctx.fn, again, self.options, self.numeric, summary, stores, made=made,
                                    paths=again_paths, freed=True)
                if len(finer) > len(sharp) and not _unfreed_holder_overwritten(finer, summary):
                    sharp, states = finer, again
        if not sharp or sharp == summary.outcomes:
            return summary
        return _bounded_outcomes(_with_outcome_blocks(attrs.evolve(summary, outcomes=sharp), states), self.options)


def _unfreed_holder_overwritten(outcomes: tuple, summary: Summary) -> bool:
    """Whether an outcome that does not free for certain an input block the procedure
    may free overwrites, on every path, the caller's cell that holds it: those paths
    either lose the caller's block or, more likely, are the ones where the cell held no
    block (``if (old == NULL) return calloc(..); .. free(old);`` behind ``*array =
    grow(*array, ..)``), a condition on the caller's memory that the outcome does not
    state.  A caller whose cell holds a block would take that outcome too, and lose the
    block on a path that cannot happen; the joined summary (the block maybe freed, the
    cell maybe overwritten) does not tell those paths apart."""
    maybe = summary.arg2free - summary.arg2free_must
    for _, sub in outcomes:
        for phi in maybe:
            holder = phi.parent
            if holder is not None and holder.steps and phi not in sub.arg2free_must and holder in sub.must_cells:
                return True
    return False


def _freed_key(st) -> tuple:
    """``CheckContext.partition_by_freed``'s key: the input blocks and the blocks of the
    procedure's own allocations freed for certain."""
    return freed_inputs(st), own_blocks(st)


def _allocates(ctx: CheckContext) -> bool:
    """Whether some exit state of the procedure has a block of its own allocations (or
    its callees'), allocated or freed."""
    for n in ctx.fn.cfg.return_nodes:
        st = ctx.post[n]
        if st is not None and (any(type(r) is Region for r in st.alloc)
                               or any(type(r) is Region for r in st.freed)):
            return True
    return False


def _frees_for_certain(ctx: CheckContext) -> bool:
    """Whether a call of the procedure may free a block for certain on its path: a
    library deallocator or reallocator, or a callee whose summary (or one of its return
    outcomes) frees something on every one of its paths.  Where none does (a wrapper of
    a callee that frees its argument on some paths only, and tells none of them apart),
    no path frees the caller's block for certain, and no partition tells them apart."""
    resolver = ctx.sem.resolver
    program = getattr(resolver, "program", None)
    for instr in ctx.fn.cfg.instrs:
        if type(instr) is not Call or instr.callee_name is None:
            continue
        name = instr.callee_name
        m = resolver.model(name)
        if m is not None:
            if m.frees is not None or m.reallocates is not None or m.reallocates_into is not None or \
                    m.frees_into is not None:
                return True
            continue
        if program is None:
            continue
        key = program.resolve(resolver.tu, name)
        s = resolver.summaries.get(key) if key is not None else None
        if s is not None and not s.unknown and (s.arg2free_must or any(sub.arg2free_must for _, sub in s.outcomes)):
            return True
    return False


def _maybe_freed_inputs(st) -> bool:
    """Whether ``st`` has freed an input block on some of the paths it joins only."""
    must = st.must_freed
    return any(a not in must and _root_of(a).is_input() for a in st.freed)


def _guarded_handed_out(summary: Summary) -> tuple:
    """``handed_out_through_args`` restricted to the blocks the procedure makes only past
    tests of its integer parameters (``Summary.made_when``): outcomes told apart by
    which of them exist (``outcomes_of``'s ``made``) each say with which arguments they
    happen (``Summary.entry_nums``), which a caller that tests the same number again
    after the call can use (regex's ``match_ctx_init(&mctx, eflags, dfa->nbackref * 2)``
    allocates only for a positive count; the caller frees where ``dfa->nbackref != 0``).
    Other blocks do not split a procedure with a result: its callers test the result."""
    guarded = {summary.regions.get(k) for k, _ in summary.made_when} - {None}
    if not guarded:
        return ()
    return tuple((a, r) for a, r in handed_out_through_args(summary) if r in guarded)


def _no_result(fn) -> bool:
    cfg = fn.cfg
    return all(cfg.instrs[n].value is None for n in cfg.return_nodes)


def _null_result_refuted(ctx: CheckContext, summary: Summary, states: list) -> Summary:
    """The summary without its "may return NULL" when no exit disjunct of ``states``
    (which cover every execution) returns NULL."""
    if summary.ret_may_be_null and states and _never_null_result(ctx.fn, states, ctx.sem):
        return attrs.evolve(summary, ret_may_be_null=False, null_why="", null_args=frozenset(), null_when=())
    return summary


def _status_unsettled(outcomes: tuple, outs: list) -> bool:
    """Whether some outcome writes a number through one of the out-parameters ``outs``
    (``status_outs``) that is not one constant."""
    pointees = {Anchor(f"arg{i}", ("*",)) for i, _ in outs}
    return any(phi in pointees and num.as_const() is None
               for _, sub in outcomes for phi, num in sub.num_writes)


_RESULT_VARS = 3
"""At most this many returned variables key a partition by result (``_result_key``)."""


def _result_key(fn, sem, with_status: bool = False) -> Optional[Callable]:
    """The class of each local variable the procedure's ``return`` statements read
    (``return_class``: a constant, NULL, not NULL or 0 / not 0), as a function of a
    state; None when they read none.  ``with_status``: also the class of the number each
    out-parameter to an integer points to (``status_outs``)."""
    from ..ir import VAR_LOCAL, BinOp, Cast, Lv, UnOp, Var

    names = []
    stack = [fn.cfg.instrs[n].value for n in fn.cfg.return_nodes]
    while stack:
        e = stack.pop()
        t = type(e)
        if t is Lv:
            v = e.lval
            if type(v) is Var and v.kind == VAR_LOCAL and v.name not in names:
                names.append(v.name)
        elif t is BinOp:
            stack += (e.right, e.left)
        elif t is UnOp or t is Cast:
            stack.append(e.operand)
    cells = [sem.var_addr(Var(name)) for name in names[:_RESULT_VARS]]
    # and the pointer parameters it compares with NULL and never assigns: a write through
    # one is then certain on the exits where it is not NULL (``Summary.must_if_nonnull``),
    # and an outcome whose exits agree on it says so (``summary._entry_args``)
    unassigned = _unassigned_params(fn)
    cells += [sem.var_addr(Var(name)) for _, name, _ in _null_tested_params(fn, lambda call: None)
              if name in unassigned][:_MAX_NULL_VARIANTS]
    # and the numbers its out-parameters to integers point to (``status_outs``):
    # ``*err = 1; return NULL`` is not joined with ``*err = 0; return NULL``
    # (and then the procedure's flags, ``_flag_locals``: a status is often decided by one,
    # ``missing = 1`` on one path and ``return *err ? NULL : ret`` after the join)
    outs = [name for _, name in status_outs(fn)] if with_status else []
    flags = [sem.var_addr(Var(name)) for name in _flag_locals(fn)] if outs else []
    if not cells and not outs:
        return None
    proc = fn.name

    def key(st):
        classes = tuple(return_class(st, c) for c in cells)
        if outs:
            classes += tuple(status_class(st, proc, name) for name in outs)
            classes += tuple(_flag_value(st, c) for c in flags)
        return classes
    return key


_FLAGS = 3
"""At most this many flag variables key a partition by status (``_flag_locals``)."""


def _flag_locals(fn) -> list:
    """The procedure's local integer variables that are assigned only constants, never
    have their address taken and are tested by a branch (``missing = 1;`` ..
    ``if (!missing)``), at most ``_FLAGS`` of them, in the order of their first test."""
    from .. import ctype as T
    from ..ir import VAR_LOCAL, Assign, Assume, BinOp, Call, Cast, Const, Lv, UnOp, Var
    from ..pathcheck.paths import _address_taken_vars

    params = {p.name for p in fn.params}
    constant: dict = {}  # name -> assigned only constants so far
    tested: list = []
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Assign and type(instr.lhs) is Var and instr.lhs.kind == VAR_LOCAL:
            rhs = instr.rhs
            while type(rhs) is Cast:
                rhs = rhs.operand
            name = instr.lhs.name
            ok = type(rhs) is Const and isinstance(instr.lhs.ty, T.IntType)
            constant[name] = constant.get(name, True) and ok
        elif t is Call and type(instr.result) is Var:
            constant[instr.result.name] = False
        elif t is Assume:
            stack = [instr.cond]
            while stack:
                e = stack.pop()
                te = type(e)
                if te is Lv and type(e.lval) is Var and e.lval.kind == VAR_LOCAL:
                    if e.lval.name not in tested:
                        tested.append(e.lval.name)
                elif te is BinOp:
                    stack += (e.right, e.left)
                elif te is UnOp or te is Cast:
                    stack.append(e.operand)
    taken = _address_taken_vars(fn)
    return [name for name in tested if constant.get(name) and name not in params and name not in taken][:_FLAGS]


def _flag_value(st, cell) -> Optional[int]:
    v = st.mem.get(cell)
    if v is None or v.addrs:
        return None
    return v.num.as_const()


def _hands_out_beside_failure(summary: Summary) -> bool:
    """Whether the summary hands out fresh blocks beside a result that may be 0 or NULL,
    the result a caller may take for "nothing made" (``if (n <= 0) return``)."""
    if not (summary.alloc2arg or summary.alloc2ret):
        return False
    num = summary.ret_num
    return summary.ret_may_be_null or (num is not None and not num.is_bottom() and num.truth()[0])


def _exit_disjuncts(ctx: CheckContext, pf, paths: Optional[dict] = None) -> Optional[list]:
    """The partition's disjuncts at the procedure's exits (they cover every execution),
    or None: no partition, or a disjunct loses a block the joined exit keeps, and the
    procedure's own leak check did not see that loss (not run, or over its budget): the
    summary must keep the block visible to the callers rather than let it vanish
    unreported.  ``paths`` (optional) gets id(state) -> the disjunct's paths (its tokens,
    None when too many), for ``outcomes_of``."""
    if pf is None:
        return None
    params = [p.name for p in ctx.fn.params]
    states = []
    for n in ctx.fn.cfg.return_nodes:
        joined = ctx.post[n]
        if joined is None:
            continue
        seen_lost = leaked_regions(joined, ctx.fn.name, params)
        for st, tokens in pf.disjuncts(n):
            if any(r not in seen_lost and not loss_checked(ctx, r, n)
                   for r in leaked_regions(st, ctx.fn.name, params)):
                return None
            states.append(st)
            if paths is not None:
                paths[id(st)] = tokens
    return states


def _never_null_result(fn, states: list, sem) -> bool:
    """Whether no exit state returns NULL (the states cover every execution)."""
    ret_cell = LocalAddr(fn.name, RET_NAME)
    return all(nonnull_arg(st.mem.get(ret_cell), sem) for st in states)


def loss_checked(ctx: CheckContext, r, n: int) -> bool:
    """Whether the procedure's leak check put the loss of block ``r`` at exit ``n`` to
    the path check: every block of its site (a path-only candidate), or that block
    (``allocation_identity``: an alarm of the joined state is about the blocks it loses)."""
    checked = ctx.losses_checked
    return (r.site, n) in checked or (allocation_identity(r), n) in checked


def _checked_decisions_dropped(summary: Summary, ctx: CheckContext) -> Summary:
    """``summary`` without the ``null_decided`` facts of blocks whose losses the
    procedure's own leak check put to the path check at every exit that may hold them:
    there, the paths on which the argument is NULL and the block is lost were reported
    or refuted, and a caller that passes NULL is not told again (it skips the block, as
    for one made only under the test).  A block whose loss was not checked there (over
    the budget) stays decided, and such a caller reports it."""
    post = ctx.post
    exits = [n for n in ctx.fn.cfg.return_nodes if post[n] is not None]
    keep = set()
    for i, key in summary.null_decided:
        r = summary.regions.get(key)
        if r is None or any(not loss_checked(ctx, r, n) for n in exits
                            if any(type(a) is Region and a.site == r.site for a in post[n].alloc)):
            keep.add((i, key))
    if len(keep) == len(summary.null_decided):
        return summary
    decided = frozenset(keep)
    for _, sub in summary.outcomes:
        sub.null_decided = decided
    return attrs.evolve(summary, null_decided=decided)


_MAX_NULL_VARIANTS = 2
"""At most this many parameters of a procedure get an analysis with the parameter
non-NULL (``SccAnalyzer._null_only``), and at most this many one with it NULL for
``Summary.ret_when_null``."""


def _ret_when_null(fn, summary: Summary, run_null, callee_of, wanted) -> Summary:
    """``Summary.ret_when_null``: for a procedure whose result is a number, each pointer
    parameter it tests against NULL and never assigns is fixed to NULL at entry in a
    new analysis of the procedure (``Semantics.null_entry``); the numbers its exits
    return there, where fewer than all it may return, are recorded.  Such an analysis
    is cheap where the test comes first: the rest of the body is not reached.  Only for
    the parameters ``wanted`` (indices): those some call passes a local variable as and
    tests the result of right after (``CallGraph.result_tests``)."""
    ret = fn.ftype.ret if fn.ftype is not None else None
    if (not summary.returns or summary.unknown or summary.ret_num is None
            or not isinstance(ret, T.IntType) or summary.ret_num.as_const() is not None):
        return summary
    unassigned = _unassigned_params(fn)
    found = []
    tested = [(i, name) for i, name, cuts in _null_tested_params(fn, callee_of)
              if cuts[True] and name in unassigned and i in wanted]
    ret_cell = LocalAddr(fn.name, RET_NAME)
    for i, name in tested[:_MAX_NULL_VARIANTS]:
        kept = save_records(fn.name)  # (the variant's run must not replace the procedure's records)
        proc = None  # (the last variant's states go before the next is analysed)
        try:
            proc = run_null(frozenset((name,)))
        except BudgetExceeded:
            continue
        finally:
            restore_records(fn.name, kept)
        num = summary.ret_num.bottom()
        for n in fn.cfg.return_nodes:
            st = proc.post[n]
            v = st.mem.get(ret_cell) if st is not None else None
            if st is not None and (v is None or v.addrs):
                num = None  # (a result that is not a number alone: nothing to say)
                break
            if v is not None:
                num = num.join(v.num)
        if num is not None and not summary.ret_num.leq(num):
            found.append((i, num))
    if not found:
        return summary
    return attrs.evolve(summary, ret_when_null=tuple(found))


def _null_tested_params(fn, callee_of) -> list:
    """(index, name, {is_null: nodes}) for each pointer parameter the procedure compares
    with NULL or passes, unchanged, where a callee makes blocks only for NULL or only for
    non-NULL: the nodes that an execution with the parameter NULL (is_null) or not NULL
    does not pass (the other branch of a test; a call that makes blocks only for the
    other case), in order."""
    from ..engine.normalize import tested_nonnull
    from ..ir import Assume, Call, Cast, Lv, Var

    cuts: dict = {}

    def add(name: str, is_null: bool, n: int) -> None:
        cuts.setdefault(name, {True: set(), False: set()})[is_null].add(n)
    for n, instr in enumerate(fn.cfg.instrs):
        t = type(instr)
        if t is Assume:
            # the branch where the parameter is not NULL is cut for the analysis with
            # it NULL, and the other way round
            lv = tested_nonnull(instr)
            if type(lv) is Var:
                add(lv.name, True, n)
            lv = tested_nonnull(attrs.evolve(instr, branch=not instr.branch))
            if type(lv) is Var:
                add(lv.name, False, n)
        elif t is Call:
            s = callee_of(instr)
            if s is None or not (s.null_only or s.nonnull_only):
                continue
            for j, is_null in {(j, False) for j, _ in s.null_only} | {(j, True) for j, _ in s.nonnull_only}:
                if j < len(instr.args):
                    a = instr.args[j]
                    while type(a) is Cast:
                        a = a.operand
                    if type(a) is Lv and type(a.lval) is Var:
                        # a block made only for NULL there is made past the call only
                        # where the parameter is NULL (and likewise for non-NULL)
                        add(a.lval.name, is_null, n)
    return [(i, p.name, {k: frozenset(v) for k, v in cuts[p.name].items()}) for i, p in enumerate(fn.params)
            if p.name in cuts and p.ty is not None and getattr(p.ty, "is_pointer", False)]


def _made_at(fn, r: Region) -> Optional[int]:
    """The node of the procedure where its fresh block ``r`` is made (None: unknown)."""
    if r.site.proc == fn.name:
        return r.site.node
    if r.context and r.context[0].proc == fn.name:
        return r.context[0].node
    return None


def _merge_untested_when(old: Summary, new: Summary, untested: frozenset) -> tuple:
    """``Summary.untested_when`` of two rounds' summaries joined: a parameter keeps the
    guard conjunctions of both rounds (a round that did not dereference it adds none; one
    that did without guards, or too many, drops it)."""
    out = []
    for i in sorted(untested):
        ways: set = set()
        for s in (old, new):
            if i in s.untested:
                ways.update(dict(s.untested_when).get(i) or (None,))
        kept = guard_ways(ways)
        if kept:
            out.append((i, kept))
    return tuple(out)


def _made_when(fn, summary: Summary) -> frozenset:
    """``Summary.made_when``: the guards on integer parameters at the node that makes each
    fresh block the summary hands out."""
    made = {key for _, key in summary.alloc2ret | summary.alloc2arg}
    made |= {key for _, (kind, key) in summary.cell_writes if kind == "fresh"}
    at = {key: _made_at(fn, summary.regions[key]) for key in made if key in summary.regions}
    if not at:
        return frozenset()
    guards = node_guards(fn, set(at.values()))
    return frozenset((key, guards[n]) for key, n in at.items() if n in guards)


def _reachable_without(cfg, cut: frozenset) -> set:
    """The nodes reachable from the entry without going through ``cut``."""
    seen = {0}
    todo = [0]
    while todo:
        n = todo.pop()
        for m in cfg.succs[n]:
            if m not in seen and m not in cut:
                seen.add(m)
                todo.append(m)
    return seen


_WORKER: Optional[SccAnalyzer] = None


def _nulls_passed(ctx: CheckContext, k: str, program: Program, graph: CallGraph) -> set:
    """``(k, callee key, argument index, j)`` for each argument that a call of procedure
    ``k`` to a procedure of the program may pass NULL (in the engine's state before the
    call): ``j`` is the index of ``k``'s parameter when the argument is that parameter
    holding its value from entry (NULL there only if a caller of ``k`` passed it), else -1.
    An indirect call counts for every procedure the call graph lets it reach (whose
    address is taken, of a fitting type), whatever the engine resolved."""
    from ..engine.accesses import peek, pointer_var, strip_casts, unchanged_params
    from .callgraph import call_signature, signature_compatible

    out: set = set()
    calls = ctx.calls()
    if not calls:
        return out
    fn = ctx.fn
    tu = program.unit_of[k]
    params = {p.name: j for j, p in enumerate(fn.params)}
    kept = unchanged_params(fn)
    for rc in calls:
        st = ctx.state_before(rc.node)
        if st is None:
            continue
        callees = {program.resolve(tu, t.name) for t in rc.targets if t.name is not None} - {None}
        if rc.instr.callee_name is None:
            sig = call_signature(rc.instr)
            callees |= {t for t in graph.address_taken if signature_compatible(sig, program.functions[t].ftype)}
        if not callees:
            continue
        for i, a in enumerate(rc.instr.args):
            v = peek(ctx.sem, st, a)  # None: input memory the state has not read yet
            if v is not None and _surely_not_null(v, st):
                continue
            var = pointer_var(strip_casts(a))
            j = params[var.name] if var is not None and var.name in kept else -1
            out.update((k, c, i, j) for c in callees)
    return out


def _surely_not_null(v, st) -> bool:
    """Whether a pointer value cannot be NULL in any execution: the address of a variable,
    a string, a function, a block whose allocation succeeded, or a field of one.  A value
    read from input memory (an explore address: what a caller passed, or what it points
    to) may be NULL whatever the engine's value says, as may a block whose allocation may
    have failed."""
    from ..engine.memory import FieldAddr, FuncAddr, GlobalAddr, LocalAddr, StrAddr

    if not v.addrs or NULL in v.addrs:
        return False
    for a in v.addrs:
        while type(a) is FieldAddr:
            a = a.base
        t = type(a)
        if t is Region:
            if a in st.nullable:
                return False
        elif t not in (GlobalAddr, LocalAddr, StrAddr, FuncAddr):
            return False  # input memory (ExploreAddr), unknown memory
    return True


def _calls_of_unanalysed(program: Program, k: str) -> frozenset:
    """For a procedure whose analysis was given up: every argument of its direct calls
    may be NULL (its states are not known)."""
    from ..ir import Call

    fn = program.functions[k]
    tu = program.unit_of[k]
    out = set()
    for instr in fn.cfg.instrs:
        if type(instr) is Call and instr.callee_name is not None:
            c = program.resolve(tu, instr.callee_name)
            if c is not None:
                out.update((k, c, i, -1) for i in range(len(instr.args)))
    return frozenset(out)


def callers_passing_null(program: Program, graph: CallGraph, passed: set,
                         covered_files: frozenset = frozenset()) -> Callable:
    """Whether a caller may pass NULL as parameter i of procedure k, from the arguments the
    program's calls may pass NULL (``_nulls_passed``), a parameter forwarded as it came in
    counting as NULL where its own procedure's callers may pass NULL.

    In a program with ``main`` only the procedures reachable from it, or from a function
    whose address may reach a library (``escaping_functions``: a callback), run: their
    calls count (an indirect call for every procedure of a fitting type whose address is
    taken), and a procedure no such call reaches gets nothing here (the programs it runs
    in decide).  A procedure whose callers are not all known may get anything: ``main``
    and a callback; in a unit without ``main`` (a library) one whose address is taken,
    every external procedure and every one nothing calls, except those of
    ``covered_files``, files that programs of the package link and analyse with their
    own callers."""
    from .callgraph import escaping_functions

    called = set().union(*graph.direct.values()) if graph.direct else set()
    has_main = "main" in program.functions and not program.functions["main"].is_static
    live = None
    escaped = escaping_functions(program, graph.address_taken)
    if has_main:
        live = {"main"} | escaped
        todo = list(live)
        while todo:
            for c in graph.runtime_succs.get(todo.pop(), ()):
                if c not in live:
                    live.add(c)
                    todo.append(c)
        passed = {r for r in passed if r[0] in live}

    def open_(k: str) -> bool:
        fn = program.functions[k]
        if has_main:
            # an address-taken procedure the program keeps to itself is called by its
            # direct and indirect calls, all recorded; one a library may call is open
            return fn.name == "main" or k in escaped
        if program.unit_of[k].file in covered_files:
            # the programs that link the file see its other callers (and a callback of
            # theirs is one here too: ``escaping_functions`` is about library calls)
            return k in escaped
        if k in graph.address_taken:
            return True
        return not fn.is_static or k not in called

    may: set = set()
    forwards: dict = {}
    for k, c, i, j in passed:
        if j < 0:
            may.add((c, i))
        else:
            forwards.setdefault((k, j), set()).add((c, i))
    todo = list(may) + [src for src in forwards if open_(src[0])]
    seen = set(todo)
    while todo:
        for nxt in forwards.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    may |= seen

    def passes_null(k: str, i: int) -> bool:
        if live is not None and k not in live:
            return False
        return open_(k) or (k, i) in may
    return passes_null


def _scc_dependencies(graph: CallGraph, sccs: list) -> list[set]:
    index = {k: i for i, scc in enumerate(sccs) for k in scc}
    deps = []
    for i, scc in enumerate(sccs):
        d = {index[c] for k in scc for c in graph.succs[k]} - {i}
        deps.append(d)
    return deps


def analyze_units(units: Iterable, options: AnalysisOptions, checkers: Optional[list] = None,
                  keep_states: bool = False, result: Optional[AnalysisResult] = None, jobs: int = 1,
                  cache_dir: Optional[str] = None, progress=None, executor=None,
                  keep_summaries: bool = True) -> AnalysisResult:
    """Analyse the linked program bottom-up over its call graph, then run the checkers.

    Callees are summarised before callers; the procedures of a recursive SCC iterate
    together (from the bottom summary "does not return") until their summaries are stable,
    merging with widening after ``options.max_scc_rounds // 2`` rounds.  With ``jobs`` > 1,
    SCCs whose callees are summarised run in parallel worker processes; with ``executor``
    (a ``distributed.DaskExecutor``), on its cluster.  The findings are the same as with
    one job.  Without ``keep_summaries``, ``result.summaries`` keeps only the summaries of
    procedures whose address the program takes (``_Releaser``): the others are dropped as
    soon as their last caller is analysed, so that a long run holds the summaries of its
    frontier, not of the whole program.
    """
    result = result or AnalysisResult()
    t0 = time.perf_counter()
    units = list(units)
    parts = split_programs(units)
    if len(parts) > 1:
        result.programs = [name for name, _ in parts]
    if cache_dir:
        cache = SummaryCache(cache_dir)
    elif len(parts) > 1 and not keep_states:
        cache = MemoryCache()  # the programs' shared code is analysed once
    else:
        cache = None
    findings: dict = {}
    looked_at = package_results_looked_at(units) if len(parts) > 1 else frozenset()
    checks = package_result_checks(units) if len(parts) > 1 else None
    with paused_gc():
        # the files some program with main links: a unit without main (REST) is not the
        # only place their procedures' callers are seen
        in_programs = frozenset(tu.file for name, part in parts if name != REST for tu in part) \
            if len(parts) > 1 else frozenset()
        for name, part in parts:
            _analyze_program(part, options, checkers, keep_states, result, jobs, cache, progress, findings, executor,
                             looked_at, checks, in_programs if name == REST else frozenset(), keep_summaries)
    if cache is not None:
        # with --cache-dir across runs; without it, the programs of one package sharing
        # the analysis of their common code
        result.cache_hits, result.cache_misses = cache.hits, cache.misses
    result.phase_seconds["analysis"] = result.phase_seconds.get("analysis", 0.0) + time.perf_counter() - t0
    result.findings = number(list(findings.values()))
    if any(p.stage == "callers" for p in result.pruned):
        # a program of the package may keep what another's callers ruled out
        # (and each program that ruled it out says so: listed once)
        seen = {(f.sort_key(), f.function) for f in findings.values()}
        pruned = []
        for p in result.pruned:
            key = (p.finding.sort_key(), p.finding.function)
            if p.stage == "callers":
                if key in seen:
                    continue
                seen.add(key)
            pruned.append(p)
        result.pruned = pruned
        by_callers = {(p.finding.sort_key(), p.finding.function) for p in result.pruned if p.stage == "callers"}
        if result.path_check is None:
            result.path_check = _path_stats()
        result.path_check.pruned_callers += len(by_callers)
    result.pruned.sort(key=lambda p: p.finding.sort_key())
    return result


def _analyze_program(units: list, options: AnalysisOptions, checkers, keep_states: bool, result: AnalysisResult,
                     jobs: int, cache, progress, findings: dict, executor=None,
                     results_looked_at: frozenset = frozenset(), package_checks: Optional[dict] = None,
                     covered_files: frozenset = frozenset(), keep_summaries: bool = True) -> None:
    """Link and analyse one program, adding to ``result`` (a finding in code shared by
    several programs of a package is reported once).  ``covered_files``: files the
    package's programs with main analyse too (``callers_passing_null``).  ``results_looked_at`` and
    ``package_checks``: what the package's code does with results, where the program is
    one of several (``package_results_looked_at``, ``package_result_checks``)."""
    import types

    program = Program(units)
    program.package_checks = package_checks
    graph = CallGraph(program, results_looked_at)
    # header functions that the program's own code never calls cost only their parse
    result.unreachable += len(program.restrict(own_code_closure(program, graph)))
    graph.restrict(set(program.functions))
    normalize_program(program)
    if result.program is None:
        result.program = program
        result.callgraph = graph
    result.linked.append(program)
    analyzer = SccAnalyzer(program, graph, options, checkers or checker_names(), keep_states, cache)
    sccs = graph.sccs()
    total = len(program.functions)
    finished = 0
    summaries: dict = {}
    conditional: list = []
    passed: set = set()
    releaser = None if keep_summaries or keep_states else _Releaser(graph, sccs, (summaries, result.summaries))

    def absorb(scc: list, outcome: SccOutcome) -> None:
        nonlocal finished
        summaries.update(outcome.summaries)
        result.summaries.update(outcome.summaries)
        if releaser is not None:
            releaser.done(scc)
        for f in outcome.findings:
            findings.setdefault((f.sort_key(), f.function), f)
        conditional.extend(outcome.conditional)
        passed.update(outcome.nulls_passed)
        result.stats.merge(outcome.stats)
        result.pruned.extend(p for p in outcome.pruned if p not in result.pruned)
        result.skipped.update(outcome.skipped)
        if cache is not None and outcome.cache_counts != (0, 0):
            cache.hits += outcome.cache_counts[0]
            cache.misses += outcome.cache_counts[1]
        if outcome.path_check is not None:
            if result.path_check is None:
                result.path_check = _path_stats()
            result.path_check.merge(outcome.path_check)
        for k in scc:
            proc = outcome.procedures.get(k)
            result.procedures.setdefault(k, proc if proc is not None else ProcedureResult(program.functions[k], [], None))
        finished += len(scc)
        if progress is not None:
            progress("analyse", finished, total)

    if progress is not None:
        progress("analyse", 0, total)
    if executor is not None and not keep_states and len(sccs) >= 2:
        executor.run_sccs(analyzer, graph, sccs, summaries, absorb)
    elif jobs <= 1 or keep_states or len(sccs) < 2:
        for scc in sccs:
            absorb(scc, analyzer.run_scc(scc, summaries))
    else:
        _run_parallel(analyzer, graph, sccs, jobs, types.SimpleNamespace(summaries=summaries), absorb)
    if conditional:
        passes_null = callers_passing_null(program, graph, passed, covered_files)
        for k, i, f in conditional:
            if passes_null(k, i):
                findings.setdefault((f.sort_key(), f.function), f)
            else:
                fn = program.functions[k]
                name = fn.params[i].name if i < len(fn.params) else f"#{i}"
                result.pruned.append(PrunedAlarm(f, "callers", f"no call of {fn.name}() in the program may pass NULL as "
                                                              f"{name}, and every call is known"))


class _Releaser:
    """Drops a procedure's summary once every procedure that may call it has been
    analysed (``analyze_units(keep_summaries=False)``).  The callers are the call graph's,
    an indirect call's possible targets included (``CallGraph.runtime_succs``); the
    summary of a procedure whose address the program takes is never dropped, as its
    address may reach a call the engine resolves through a state's value.  On the ssh
    client, 48 MiB of the 81 MiB of summaries made before ``process_escapes`` (where the
    run's memory peaks) had no caller left to analyse."""

    def __init__(self, graph, sccs: list, stores: tuple):
        self.stores = stores
        self.kept = graph.address_taken
        self.callees: dict = {}
        self.waiting: dict = {}  # key -> its callers (other SCCs) not analysed yet
        scc_of = {k: i for i, scc in enumerate(sccs) for k in scc}
        for i, scc in enumerate(sccs):
            for k in scc:
                callees = {c for c in graph.runtime_succs.get(k, set()) | graph.succs.get(k, set())
                           if c in scc_of and scc_of[c] != i}
                self.callees[k] = callees
                for c in callees:
                    self.waiting[c] = self.waiting.get(c, 0) + 1

    def done(self, scc: list) -> None:
        """``scc`` has been analysed (its callees were before it)."""
        for k in scc:
            self._check(k)
            for c in self.callees.get(k, ()):
                self.waiting[c] -= 1
                self._check(c)

    def _check(self, k: str) -> None:
        if self.waiting.get(k, 0) == 0 and k not in self.kept:
            for store in self.stores:
                store.pop(k, None)


def _worker_run_batch(sccs: list, summaries: dict) -> list:
    """Run independent SCCs one after the other in a worker (fewer, larger tasks)."""
    return run_batch(_WORKER, sccs, summaries)


def run_batch(analyzer: "SccAnalyzer", sccs: list, summaries: dict) -> list:
    """A worker's task (local pool or Dask): SCCs one after the other, each outcome with
    the summary-cache hits and misses it caused here, for the driver to count."""
    local = dict(summaries)
    out = []
    cache = analyzer.cache
    for scc in sccs:
        before = (cache.hits, cache.misses) if cache is not None else (0, 0)
        outcome = analyzer.run_scc(scc, local)
        if cache is not None:
            outcome.cache_counts = (cache.hits - before[0], cache.misses - before[1])
        outcome.procedures = {k: None for k in scc}
        local.update(outcome.summaries)
        out.append(outcome)
    return out


def _run_parallel(analyzer: SccAnalyzer, graph: CallGraph, sccs: list, jobs: int, result, absorb) -> None:
    """Schedule SCCs on a pool of forked workers as soon as their callees are summarised.

    Workers inherit the linked program by fork; a task is a batch of ready SCCs (so small
    procedures do not drown in inter-process traffic) and ships only the summaries their
    callees have.  Results are absorbed in completion order; the final findings are
    sorted, so the report does not depend on scheduling.
    """
    import concurrent.futures as cf
    import multiprocessing

    global _WORKER
    _WORKER = analyzer
    try:
        ctx = multiprocessing.get_context("fork")
        with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
            _schedule(analyzer, graph, sccs, result.summaries, absorb, 2 * jobs,
                      lambda batch, needed: pool.submit(_worker_run_batch, batch, needed),
                      lambda futures: cf.wait(futures, return_when=cf.FIRST_COMPLETED)[0])
    finally:
        _WORKER = None


def _schedule(analyzer: SccAnalyzer, graph: CallGraph, sccs: list, summaries: dict, absorb, slots: int,
              submit, wait_first) -> None:
    """Run the SCCs with ``submit(batch of SCCs, callee summaries) -> future`` and
    ``wait_first(futures) -> the finished ones``, keeping ``slots`` tasks in flight (the
    local pool and ``distributed.DaskExecutor`` share this policy)."""
    import heapq

    deps = _scc_dependencies(graph, sccs)
    waiting = {i: set(d) for i, d in enumerate(deps)}
    dependents: dict = {}
    for i, d in enumerate(deps):
        for j in d:
            dependents.setdefault(j, []).append(i)
    # critical path first: an SCC's rank is its estimated cost (CFG nodes, times its size
    # when recursive) plus the largest rank among its callers, so a big component and
    # the chain above it start early and the other workers fill in beside them
    rank = [0] * len(sccs)
    for i in range(len(sccs) - 1, -1, -1):
        scc = sccs[i]
        cost = sum(len(analyzer.program.functions[k].cfg) for k in scc) * (len(scc) if len(scc) > 1 else 1)
        rank[i] = cost + max((rank[j] for j in dependents.get(i, ())), default=0)
    ready: list = []

    def make_ready(i: int) -> None:
        heapq.heappush(ready, (-rank[i], i))

    for i, d in waiting.items():
        if not d:
            make_ready(i)
    running: dict = {}

    def pump() -> None:
        while ready and len(running) < slots:
            size = max(1, min(64, len(ready) // slots))
            batch = [heapq.heappop(ready)[1]]
            # a recursive SCC goes alone, so that nothing waits behind it
            while len(batch) < size and ready and len(sccs[batch[0]]) == 1 \
                    and len(sccs[ready[0][1]]) == 1:
                batch.append(heapq.heappop(ready)[1])
            members = {k for i in batch for k in sccs[i]}
            needed = {c: summaries[c] for i in batch for k in sccs[i] for c in graph.succs[k]
                      if c not in members}
            running[submit([sccs[i] for i in batch], needed)] = batch

    pump()
    while running:
        finished = wait_first(list(running))
        for fut in sorted(finished, key=lambda f: running[f][0]):
            batch = running.pop(fut)
            for i, outcome in zip(batch, fut.result()):
                absorb(sccs[i], outcome)
                for j in dependents.get(i, ()):
                    waiting[j].discard(i)
                    if not waiting[j]:
                        make_ready(j)
        pump()


def analyze_paths(paths: Iterable, options: Optional[AnalysisOptions] = None,
                  frontend: Optional[FrontendOptions] = None, checkers: Optional[list] = None,
                  keep_states: bool = False, jobs: int = 1, cache_dir: Optional[str] = None,
                  progress=None, executor: Optional[str] = None, keep_summaries: bool = True) -> AnalysisResult:
    """Preprocess, parse and lower the files, then analyse and check every procedure.

    ``paths`` are file names (preprocessed with ``frontend``), or ``(path, FrontendOptions)``
    pairs when each file has its own flags (compile_commands.json).  ``jobs`` > 1 runs the
    frontend and independent SCCs in worker processes; ``cache_dir`` keeps summaries on
    disk between runs; ``progress(phase, done, total)`` is called as work completes.
    ``executor`` is a Dask scheduler's address (``""``: a local cluster of ``jobs``
    workers; see ``distributed.py``), or None for this machine's processes.
    ``keep_summaries``: see ``analyze_units``.
    """
    options = options or AnalysisOptions()
    if executor is not None:
        from .distributed import DaskExecutor

        with DaskExecutor(executor, jobs) as ex:
            return _analyze_paths(paths, options, frontend, checkers, keep_states, jobs, cache_dir, progress, ex,
                                  keep_summaries)
    return _analyze_paths(paths, options, frontend, checkers, keep_states, jobs, cache_dir, progress, None,
                          keep_summaries)


def _analyze_paths(paths, options, frontend, checkers, keep_states, jobs, cache_dir, progress, executor,
                   keep_summaries: bool = True):
    load = load_inputs(list(paths), frontend, jobs, progress, cache_dir, executor)
    result = AnalysisResult(load=load)
    result.phase_seconds["preprocess+parse"] = load.seconds_parse
    result.phase_seconds["lower"] = load.seconds_lower
    return analyze_units(load.units, options, checkers, keep_states, result, jobs=jobs, cache_dir=cache_dir,
                         progress=progress, executor=executor, keep_summaries=keep_summaries)


def _load_one(item, frontend: Optional[FrontendOptions], cache_dir: Optional[str] = None) -> LoadResult:
    path, opts = item if isinstance(item, tuple) else (item, frontend)
    one = LoadResult()
    load_file(path, opts, one, SummaryCache(cache_dir) if cache_dir else None)
    return one


def _preprocess_ahead(item, frontend: Optional[FrontendOptions], fell_back: bool) -> Optional[str]:
    """Start the preprocessing of the next input while this one is parsed and lowered
    (``frontend.preprocess.start_ahead``): its first attempt, with the file's own options,
    and, where the file before fell back to the system's headers (``load.preprocess_input``:
    the files of one project include the same headers), the attempt with them too.  A
    preprocessing nothing asks for is stopped (``discard_ahead``)."""
    from ..frontend.preprocess import start_ahead
    path, opts = item if isinstance(item, tuple) else (item, frontend)
    if not os.path.isfile(path):
        return None
    opts = opts or FrontendOptions()
    start_ahead(path, **opts.preprocess_kwargs())
    if fell_back and not opts.system_headers:
        start_ahead(path, **attrs.evolve(opts, system_headers=True).preprocess_kwargs())
    return os.fspath(path)


def load_inputs(items: list, frontend: Optional[FrontendOptions] = None, jobs: int = 1, progress=None,
                cache_dir: Optional[str] = None, executor=None) -> LoadResult:
    """Preprocess, parse and lower every input, in worker processes when ``jobs`` > 1.

    The results are merged in input order, so they do not depend on scheduling."""
    total = len(items)
    if progress is not None:
        progress("parse", 0, total)
    parts: list = [None] * total
    if executor is not None and total >= 2:
        parts = executor.load(items, frontend, cache_dir, progress)
    elif jobs <= 1 or total < 2:
        # the collector stays paused from file to file: each file's parse and lowering
        # pause it, and the objects they made were otherwise all traversed once by the
        # first collection after each file
        from ..frontend.preprocess import discard_ahead
        try:
            with paused_gc():
                fell_back = False
                for i, item in enumerate(items):
                    ahead = _preprocess_ahead(items[i + 1], frontend, fell_back) if i + 1 < total else None
                    parts[i] = _load_one(item, frontend, cache_dir)
                    fell_back = bool(parts[i].notes)  # (its notes are header fallbacks)
                    discard_ahead(keep=ahead)  # (this file's attempts it did not need)
                    if progress is not None:
                        progress("parse", i + 1, total)
        finally:
            discard_ahead()
    else:
        import concurrent.futures as cf
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
            futures = {pool.submit(_load_one, item, frontend, cache_dir): i for i, item in enumerate(items)}
            done = 0
            for fut in cf.as_completed(futures):
                parts[futures[fut]] = fut.result()
                done += 1
                if progress is not None:
                    progress("parse", done, total)
    merged = LoadResult()
    for part in parts:
        merged.units.extend(part.units)
        merged.errors.extend(part.errors)
        merged.partial.extend(part.partial)
        merged.notes.extend(part.notes)
        merged.seconds_parse += part.seconds_parse
        merged.seconds_lower += part.seconds_lower
        merged.unreferenced += part.unreferenced
        merged.source_lines += part.source_lines
    # the parsed header declarations served this run's files; the analysis reads the
    # lowered units only, so their nodes (a third of the memory after openssh's loading)
    # are given back before it starts
    from ..ctype import forget_pointers
    from ..frontend.declcache import clear_cache
    from ..frontend.load import prune_prototypes
    clear_cache()
    forget_pointers()
    prune_prototypes(merged.units)
    give_back_memory()  # (the parse's transient trees and texts: openssh's load leaves ~45 MB)
    return merged


def _declared_noreturn(ftype) -> bool:
    """Whether a function's declarations carry ``__attribute__((noreturn))``."""
    from ..ctype import FuncType
    return isinstance(ftype, FuncType) and any(name == "noreturn" for name, _ in ftype.attributes)

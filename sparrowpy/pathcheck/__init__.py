"""Path-sensitive verification of alarms: SMOKE's staged check on top of Sparrow.

The engine is path-insensitive: candidates (an alarm at one exit of a procedure) come
from the joined fixpoint.  ``PathVerifier.verify`` re-examines each candidate's paths in
three stages, cheapest first, and prunes a candidate only when *every* path that could
realise it is shown impossible:

1. ``engine``: the procedure is re-analysed with the same transfer functions, partitioned
   by path (``partition.PartitionedFixpoint``): branches are not joined, loops are split
   into "ran zero times" and "ran at least once", calls to summaries with several return
   outcomes are split by outcome.  A candidate no disjunct at its exit realises is
   pruned: on every path the block is freed, still reachable, or never allocated;
2. ``linear``: each remaining disjunct names one path; its branch conditions, in SSA
   (``paths``), are checked for an atom and its negation or an atom that contradicts
   constants (``linear``), in time linear in the path;
3. ``smt``: the remaining paths' conditions go to z3 with C's integer semantics (``smt``).

Each candidate has a budget (disjuncts per node, steps per procedure, solver work per
path); past it the candidate is kept and marked ``incomplete``, unless the partition had
finished the candidate's exit when its budget ran out (``PartitionedFixpoint.finished``).  A procedure whose whole
partition goes over its share of the steps (``WHOLE_SHARE``) is partitioned again by the
blocks its alarms are about only (``Candidate.focus``).  Any checker can call the
verifier: a candidate is an exit node and a predicate over the state there.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

import attrs

from ..cfg import ENTRY
from ..ir import Assume, Call
from .partition import (  # noqa: F401 (the checkers' focus and alarms)
    _MAX_MERGES, _MAX_TOKENS, _UNITS_PER_STEP, Budget, CallMemo, PartitionedFixpoint, allocation_identity,
    block_identity,
)

MODES = ("off", "linear", "smt")

NO_BLOCKS = frozenset({("no block", ())})
"""A focus (``block_identity``s) that no block has: the partition keeps no paths apart by
what they allocated (``Candidate.retry_key``)."""

HOLDERS_SCALE = 2
"""The step budget of ``Candidate.holders_key``'s retry, in multiples of ``path_check_steps``."""

WIDE_PATHS = 512
"""``Candidate.wide`` of the leak checker's candidates: the most paths a disjunct names,
and a candidate's paths that are checked, in the one rerun of the partition that kept a
leak alarm only because its paths were more than ``_MAX_TOKENS`` or ``path_check_paths``.
gnulib fts's ``rpl_fts_open`` (grep and find) loses the roots' parent on 288 paths, each of
which tests the same array element twice; the rerun of its partition takes 0.2 s and
prunes it.  It runs for those few alarms only: the default bounds stay small because
every other partition and candidate pays for them."""

LAST_SCALE = 4
"""The step budget of ``Candidate.last_scale``'s last retry that the leak checker asks
for, in multiples of ``path_check_steps``.  httpd's bison parser (``ap_expr_yyparse``,
whose states hold the scanner's ~1,700 cells) needed 2.4 times the budget to decide that
the stack it grows is freed (4.6 s); leak alarms are the few that users act on, and this
runs only for those that every other partition left over the budget (one on the six
programs of the README's triage)."""

ONE_RUN_FOR_RETRY = True
"""Whether a focused partition and its last retry with ``LAST_SCALE`` times the budget
are one run (``PathVerifier.focused``'s ``then_scale``).  Off, they are two, as before;
the findings and the pruned alarms' reasons are the same (``tests/pathcheck/test_budget.py``)."""

RETRY_SHARE = 36
"""The retry of path-only leak candidates (``Candidate.unsure``) gets ``1/RETRY_SHARE`` of
the step budget: one per procedure with such candidates (332 on the ssh client), most of
which find nothing; it is how recall is bought back where the whole partition joined a
path that loses a block with one that keeps it, and must stay cheap.  At 1/12 it was a
fifth of the ssh client's path check time; at 1/36 the path check takes 46.5 s instead
of 58.2 s there (analysis 101 s instead of 115 s), m4's peak memory is 321 MB instead of
530 MB, and the findings are the same on all twelve programs of the README's triage
(the ssh client's retries still find the same 7 losses; 226 candidates instead of 151
are left unchecked past the budget, which the stats count)."""

NO_BRANCHES = "the path without branches"
"""``PathVerifier._describe_path`` of a path that takes no branch, loop or call outcome."""

WHOLE_SHARE = 3
"""The partition of the whole procedure (which also sharpens its summary's return
outcomes, ``SccAnalyzer._sharpen_outcomes``) gets ``1/WHOLE_SHARE`` of the step budget;
the retry focused on the alarms' blocks gets all of it.  On openssh 9.2p1 the whole
partitions that went over 10,000 steps mostly went on to 30,000 and failed there (45 s
of the run), while the focused retries of the same procedures needed 1,000 to 14,000."""

SHARPEN_SHARE = 6
"""Sharpening a summary's return outcomes asks for the whole partition with
``1/SHARPEN_SHARE`` of the step budget (``PathVerifier.partition(share=)``): it is run for
every procedure with a result and effects, most of which have no alarm to verify, so it
is a nicety there and must stay cheap.  A procedure's checks run before its outcomes are
sharpened (``SccAnalyzer.run_scc``), so one whose alarms need the partition has it with
the whole partition's share, and the outcomes reuse it.  On openssh 9.2p1, 1,043 of 1,062
such partitions finished within 10,000 steps, 676 of the 682 that changed outcomes within
5,000 (663 within 2,000, and a budget of 2,000 let 12 false alarms back in); the 19 that
went over 10,000 cost 24 s of the path check's 81."""

HANDING_OUT_SHARE = 2
"""The share of the step budget (``1/HANDING_OUT_SHARE``) for sharpening the outcomes of a
procedure that hands out fresh blocks (returns them, or stores them through an argument
or into a global) and may return NULL, larger than ``SHARPEN_SHARE``: its outcomes say
whether a NULL result comes without those blocks, which is what prunes its callers' leak
alarms (``if (cs) { ..; free(buf); }``).  GNU patch's ``version_controller`` makes its
command buffers only where it returns non-NULL, but its states hold ~1,200 cells of its
callees' directory cache: its partition needed 50,132 work units, a third of the budget
is 50,000.  On the ssh client this costs 0.1% more partition work (every procedure that
hands out blocks: 17%); a partition that went over the alarms' share is not run again
for it (``PathVerifier.for_outcomes``)."""


@attrs.define
class Candidate:
    """An alarm to verify: it holds at ``exit_node`` in a state where ``realised`` is true.

    ``relevant`` (optional) says, from a state's allocated set, whether the alarm's subject
    exists there, so that the explanation of a pruned alarm cites the branches that were
    cut where it mattered.

    ``focus`` (optional): the blocks the alarm is about, as ``block_identity``s (a site
    and the chain of calls that made the block).  When the procedure's partition goes over
    its budget, a second one keeps apart only the paths that differ in those blocks
    (``PartitionedFixpoint.focus``), which is far smaller where a procedure allocates many
    other blocks, from other sites or from the same site through other calls (a parser
    that calls one string function at a dozen places); candidates with the same focus
    share it.

    ``path_only``: the joined state at the exit does not show the alarm, but it may hold
    on some of the paths that reach it (a block held only by a pointer that may also be
    NULL).  Such a candidate is reported only if the partition realises it and stages 2
    and 3 do not refute its paths; it is checked with the partition the procedure has or,
    if none yet, one with ``1/SHARPEN_SHARE`` of the steps (the one its return outcomes
    are then sharpened with), and past that budget, or where that partition has to join
    all its disjuncts, it is dropped, as the paper's formula on the joined state would,
    and counted (``path_only_unchecked``)."""

    exit_node: int
    realised: Callable
    relevant: Optional[Callable] = None
    focus: frozenset = frozenset()
    path_only: bool = False
    own_focus: frozenset = frozenset()
    """(optional) The blocks this alarm alone is about, when ``focus`` is the union of
    several alarms' (the leak checker's one retry for all of a procedure's lost blocks):
    if the retry with ``focus`` goes over its budget, one with ``own_focus`` is tried.
    On openssh's scp ``toremote`` the lost argument lists of fifteen ``addargs`` calls
    made the union's retry run out, while each alarm's own retry finished."""
    retry_key: Optional[Callable] = None
    """(optional, with ``retry_id``) Where the procedure's partition goes over its budget,
    a second one keeps paths apart by this function of the state alone (and the blocks of
    ``focus``, if any): the cleanness checkers' events, whose partition is kept apart by
    every event's subject and every allocated set at once, are retried apart only by
    their own subject (is this pointer NULL, is this block freed), which decides
    ``if (n > 0) a = calloc(n, ..); ... for (i = 0; i < n; i++) a[i]`` for much less.
    Candidates with the same ``retry_id`` (and focus) share that partition."""
    retry_id: object = None
    holders_key: Optional[Callable] = None
    """(optional, with ``holders_id``) Where the alarm is still kept, a partition focused
    on ``own_focus`` (else ``focus``) that also keeps paths apart by this function of the
    state (which of the procedure's variables hold the alarm's blocks: the leak
    checker's ``holders_key``) is tried, and decides if it refutes the alarm or, where the
    first left it incomplete, if it does not.  Paths with the same allocated set join
    otherwise: a buffer's ``memory = malloc(..)`` (``result`` still the caller's buffer)
    and ``memory = realloc(result, ..)`` failing (``result`` the block, ``memory`` NULL)
    become one disjunct whose ``if (memory == NULL)`` reaches the error exit with
    ``result`` maybe the caller's buffer, which it does not free (gzip's vasnprintf).
    Candidates with the same ``holders_id`` (and focus) share that partition; it runs
    only for the alarms the first partition kept."""
    holders_id: object = None
    unsure: Optional[Callable] = None
    """(optional, with ``path_only`` and ``holders_key``) Whether a state still holds the
    alarm's block only through cells that may hold something else.  Where no disjunct of
    the partition realises the path-only alarm but one is such a state, paths that hold the
    block and paths that lose it were joined there (they made the same blocks), and the
    ``holders_key`` partition is asked too: ``for (..) n = p; n->next = calloc(..);
    free(n);`` loses the calloc'ed block on the paths where the loop ran, keeps it in the
    argument's field on the others."""
    unsure_key: Optional[Callable] = None
    """(optional, with ``unsure``, ``unsure_id`` and ``unsure_focus``; not ``path_only``)
    Where no disjunct realises the alarm but one holds its block only through cells that
    may hold something else (``unsure``), that disjunct joins paths that differ in who
    holds the block, and may hide a path that loses it: the alarm is pruned only if the
    partition focused on ``unsure_focus`` that keeps paths apart by this function of the
    state too refutes it, and kept (incomplete) where that partition goes over its budget.
    The whole partition keeps apart the blocks made, not who holds them: after
    ``while (..) n->next = calloc(..); while (..) n = p0; return n;`` it joined the path
    whose ``n`` still holds the node with the one that lost it, and the calloc'ed block in
    the node's field passed for held on both (B105)."""
    unsure_id: object = None
    unsure_focus: frozenset = frozenset()
    unsure_own_key: Optional[Callable] = None
    """(optional, with ``unsure_own_focus``) Where the ``unsure_key`` partition, shared by
    the procedure's alarms and kept apart by the cells holding all their blocks, goes over
    its budget: one kept apart by the cells holding this alarm's own blocks only, focused
    on them, with ``last_scale`` times the budget (GNU patch's ``intuit_diff_type``: the
    shared one of eight blocks needed more than four times the budget, this one of four
    blocks 1.8 times)."""
    unsure_own_focus: frozenset = frozenset()
    unrealised: str = "on every path to this exit the block is freed, still reachable, or was never allocated"
    """What the engine stage found, in words, when no disjunct realises the alarm."""
    last_scale: int = 1
    """(optional, with ``focus``) Where every partition above went over its budget, one
    more, focused on ``own_focus`` (else ``focus``), with ``last_scale`` times the step
    budget, before the alarm is kept as unchecked (the leak checker: ``LAST_SCALE``)."""
    wide: int = 0
    """(optional) Where the alarm is kept only because the paths that realise it were
    too many to check one by one (more than ``_MAX_TOKENS`` in a disjunct, or more than
    ``path_check_paths`` in all), the partition that kept it is run once more naming up
    to ``wide`` paths per disjunct, and up to ``wide`` paths are checked (the leak
    checker: ``WIDE_PATHS``)."""


@attrs.define
class Verdict:
    kept: bool
    stage: Optional[str] = None          # the stage that pruned it: engine, linear, smt
    reason: str = ""                     # why it was pruned (for --show-pruned)
    incomplete: bool = False             # kept because a budget ran out
    paths: int = 0                       # disjuncts that realise it (before stages 2-3)
    unchecked: bool = False              # a path-only candidate the partition's budget left out
    witness: str = ""                    # a path of a disjunct that realises it, not refuted, in words
    joined: bool = False                 # realised by a disjunct whose paths were joined (not one by one)
    merged: bool = False                 # ... and the partition joined every disjunct at some node
    realising: tuple = ()                # the states of the disjuncts that realise a kept alarm
    too_many: bool = False               # kept only because its paths were too many to name or check
    source: Optional[PartitionedFixpoint] = attrs.field(default=None, eq=False, repr=False)
    """The partition whose disjuncts decided a kept alarm (``PathVerifier._widened``)."""


PURPOSES = """Who asked for a partition run first (``PathCheckStats.by_purpose``): "outcomes"
(the sharpening of a procedure's return outcomes for its summary, before its alarms),
"alarms" (the candidates the engine reports), "path-only" (exits where the joined state
keeps a block only unsurely).  And which partition: "whole" (kept apart by every
allocated set and ``extra_key``), "focused" (by the blocks of a focus alone), "keyed"
(by another key: a retry's, the holders', the result's), "presence" (by whether any
block exists), "wide" (a rerun naming more paths per disjunct).  A run serves every
later asker too; its time is counted once, for the first."""


@attrs.define
class PathCheckStats:
    """``stats["path_check"]`` of a run."""

    candidates: int = 0
    pruned_engine: int = 0
    pruned_linear: int = 0
    pruned_smt: int = 0
    kept_budget: int = 0
    path_only_candidates: int = 0       # exits where a block may be lost on some paths only
    path_only_found: int = 0            # ... and the check found it lost on a feasible path
    path_only_unchecked: int = 0        # ... over the partition's budget: not reported
    pruned_callers: int = 0             # NULL dereferences (and leaks) of a parameter no caller passes NULL
    seconds: float = 0.0
    seconds_over_budget: float = 0.0    # ... of it in partitions that went over their budget (decided nothing)
    by_purpose: dict = attrs.field(factory=dict)
    """The partitions' runs by who asked first and which partition (``PURPOSES``):
    label -> [runs, seconds, runs over the budget, their seconds]."""

    def merge(self, other: "PathCheckStats") -> None:
        for f in attrs.fields(PathCheckStats):
            if f.name == "by_purpose":
                for label, row in other.by_purpose.items():
                    mine = self.by_purpose.setdefault(label, [0, 0.0, 0, 0.0])
                    for i, x in enumerate(row):
                        mine[i] += x
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def run(self, label: str, seconds: float, over_budget: bool) -> None:
        """Count one partition run (``by_purpose``)."""
        row = self.by_purpose.setdefault(label, [0, 0.0, 0, 0.0])
        row[0] += 1
        row[1] += seconds
        if over_budget:
            row[2] += 1
            row[3] += seconds

    def count(self, verdict: Verdict, path_only: bool = False) -> None:
        if path_only:
            self.path_only_candidates += 1
            self.path_only_found += int(verdict.kept)
            self.path_only_unchecked += int(verdict.unchecked)
            return
        self.candidates += 1
        if verdict.kept:
            self.kept_budget += int(verdict.incomplete)
        else:
            name = f"pruned_{verdict.stage}"
            setattr(self, name, getattr(self, name) + 1)

    def to_json(self) -> dict:
        out = attrs.asdict(self)
        out["seconds"] = round(self.seconds, 3)
        out["seconds_over_budget"] = round(self.seconds_over_budget, 3)
        out["by_purpose"] = {label: {"runs": row[0], "seconds": round(row[1], 3), "over_budget_runs": row[2],
                                     "over_budget_seconds": round(row[3], 3)}
                             for label, row in sorted(self.by_purpose.items())}
        return out

    @property
    def pruned(self) -> int:
        return self.pruned_engine + self.pruned_linear + self.pruned_smt


class PathVerifier:
    """Verifies the candidates of one analysed procedure."""

    def __init__(self, fn, sem, options, mode: str = "smt", call_globals: Optional[Callable] = None,
                 outcome_split: Optional[Callable] = None, outcome_label: Optional[Callable] = None,
                 engine_post: Optional[list] = None, call_writes: Optional[Callable] = None,
                 keep: Optional[frozenset] = None, memory_scope: Optional[Callable] = None,
                 pure_call: Optional[Callable] = None, memory_blocks: Optional[Callable] = None,
                 call_blocks: Optional[Callable] = None):
        self.fn = fn
        self.memory_blocks = memory_blocks
        """(optional) (node, lvalue) -> the objects its cells belong to, or None; and
        (Call, node) -> the objects of memory the call may write, or None (``PathBuilder``)."""
        self.call_blocks = call_blocks
        self.pure_call = pure_call
        """(optional) Call -> whether it calls a ``models.PURE`` library function (``PathBuilder``)."""
        self.memory_scope = memory_scope
        """(node, lvalue) -> whether its cells are all fresh or all old (``PathBuilder``)."""
        self.keep = keep
        """(optional) The only nodes its candidates and askers read disjuncts at: the
        partitions release the others as they run (``PartitionedFixpoint.keep``)."""
        self.call_writes = call_writes or (lambda call: True)
        self.engine_post = engine_post
        """The engine's post-states of the procedure (whose alarms are verified), if known:
        they bound the partition's numbers at loop heads (``PartitionedFixpoint.engine_post``)."""
        self.sem = sem
        self.options = options
        self.mode = mode
        self.call_globals = call_globals or (lambda call: None)
        self.outcome_split = outcome_split
        self.outcome_label = outcome_label or (lambda call, k: None)
        self._partition: Optional[PartitionedFixpoint] = None
        self._failed = 0  # the share the whole partition went over the budget with (0: none)
        self._merges_failed = -1  # the max_merges the whole partition gave up past (-1: none)
        self._focused: dict = {}  # focus -> its partition, or None when over the budget
        self._bounds: dict = {}  # loop head -> the engine's numbers there, for every partition
        self._calls = CallMemo()  # the call transfers of every partition (``CallMemo``)
        self._partials: dict = {}  # the same keys ("whole" for the whole one) -> a run over its budget
        self._partition_seconds = 0.0
        self._whole_work = 0  # the work the whole partition did (up to its budget)
        self._builder = None
        self._wide: dict = {}  # (a partition, paths) -> its rerun for ``Candidate.wide``, or None
        self._last_run: Optional[PartitionedFixpoint] = None  # (the last partition ``_run`` made)
        self.stats = PathCheckStats()
        self.asker = "outcomes"  # (``PURPOSES``: who asks for the partitions run now)
        self.extra_key: Optional[Callable] = None
        """More of the checked property to keep disjuncts apart (``PartitionedFixpoint``);
        set before the first ``verify``."""

    # ------------------------------------------------------------------ stage 1
    def partition(self, share: int = WHOLE_SHARE, fallback: bool = False) -> Optional[PartitionedFixpoint]:
        """The whole partition (computed once), with ``1/share`` of the step budget when
        it is first asked for.  With ``fallback`` (the asker has a partition focused on
        its blocks to turn to) it gives up at its first join of every disjunct at a node
        (``PartitionedFixpoint._bound``): past that join the whole partition has lost the
        distinctions it is for, and the focused one keeps them for less."""
        if self._partition is None and (not self._failed or share < self._failed):
            # (again if it went over a smaller budget: a path-only candidate or the
            # sharpening may have asked for it first)
            max_merges = 0 if fallback else _MAX_MERGES
            if self._merges_failed == max_merges:
                # it gave up at a join of every disjunct, not at its budget: the budget
                # only stops the iteration, so with a larger one it would give up at the
                # same join again, with the same nodes finished (``_partials``)
                self._failed = share
                return None
            self._partition = self._run(frozenset(), share, max_merges=max_merges, partial="whole")
            self._failed = share if self._partition is None else 0
            run = self._last_run
            if self._partition is None and run is not None and run.merged > max_merges:
                self._merges_failed = max_merges
        return self._partition

    def for_outcomes(self, focus: frozenset, share: int) -> Optional[PartitionedFixpoint]:
        """A partition to sharpen the return outcomes with: the whole one (run with
        ``1/share`` of the budget if no alarm needed it yet), or, if that had to join all
        its disjuncts somewhere, one that keeps paths apart only by the blocks the
        procedure hands out (``focus``, block identities), with what the whole one left of
        that share, when it joins less (so sharpening costs at most its share).  The
        blocks it makes and frees itself (a buffer grown by every append) say nothing of
        its outcomes, and keeping their allocated sets apart can multiply the disjuncts
        past the budget (openssh's vdollar_percent_expand).  The whole partition comes first because
        its other distinctions often keep apart what the outcomes need too (on openssh,
        taking the focused one first lost the outcomes of ssh_fetch_identitylist)."""
        if self._failed and self._failed <= WHOLE_SHARE:
            # over the alarms' budget already: not run again, with a little more, for the
            # outcomes (``HANDING_OUT_SHARE``; on the ssh client such reruns cost 16 s)
            share = max(share, self._failed)
        whole = self.partition(share, fallback=bool(focus))
        if not focus or (whole is not None and not whole.merged):
            return whole
        key = (focus, share)
        if key not in self._focused:
            left = (max(1, self.options.path_check_steps // share) * _UNITS_PER_STEP - self._whole_work) \
                // _UNITS_PER_STEP
            self._focused[key] = self._run(focus, share, left) if left > 0 else None
        focused = self._focused[key]
        if focused is None or (whole is not None and focused.merged >= whole.merged):
            return whole
        return focused

    def focused(self, focus: frozenset, extra_key: Optional[Callable] = None,
                extra_id: object = None, scale: int = 1, share: int = 1, then_scale: int = 1,
                node: Optional[int] = None) -> Optional[PartitionedFixpoint]:
        """The partition that keeps paths apart only by the blocks of ``focus`` (and, with
        ``extra_key``, by that instead of ``self.extra_key``: ``Candidate.retry_key``),
        with ``scale`` times the step budget, or ``1/share`` of it.

        ``then_scale``: where this one goes over its budget and does not finish ``node``,
        the asker goes on to the same partition with ``then_scale`` times the budget
        (``Candidate.last_scale``).  Both are then one run with the larger budget, which
        records where the smaller one would have stopped (``PartitionedFixpoint.checkpoint``):
        the iteration does not depend on the budget, so each gives what its own run gives,
        and the steps up to the smaller budget are taken once, not twice.  (On GNU patch's
        ``traverse_another_path`` the smaller runs were 6.9 s of its path check's 24 s.)"""
        key = _focus_key(focus, extra_key, extra_id, scale)
        if key not in self._focused:
            steps = self._scaled_steps(scale, share)
            later = _focus_key(focus, extra_key, extra_id, then_scale) if then_scale > scale and share == 1 else None
            if later is None or later in self._focused or not ONE_RUN_FOR_RETRY:
                self._focused[key] = self._run(focus, 1, steps, extra_key=extra_key, partial=key)
            else:
                self._run_both(focus, extra_key, key, steps, later, self._scaled_steps(then_scale), node)
        return self._focused[key]

    def for_presence(self, share: int) -> Optional[PartitionedFixpoint]:
        """A partition that keeps paths apart only by whether any heap block is allocated
        (``PartitionedFixpoint.presence``), with ``1/share`` of the step budget; None past
        it.  Few disjuncts (two per node, or per combination of the optional
        out-parameters' nullness), so it finishes where one keyed by which blocks exist
        joins them all: gnulib regex's ``group_nodes_into_DFAstates`` makes its node sets
        at five sites, in a loop, and returns how many it made, 0 only before the first;
        keyed by its blocks the partition merged at every node, and an outcome kept a block
        beside the result 0."""
        key = ("presence", share)
        if key not in self._focused:
            self._focused[key] = self._run(frozenset(), share, presence=True)
        return self._focused[key]

    def _scaled_steps(self, scale: int, share: int = 1) -> int:
        return max(1, max(1, self.options.path_check_steps) * scale // share)

    def _run_both(self, focus: frozenset, extra_key, key, steps: int, later, later_steps: int,
                  node: Optional[int]) -> None:
        """``focused``'s two runs in one: ``key`` with ``steps``, ``later`` with
        ``later_steps``; the second only where the first went over its budget without
        finishing ``node``."""
        pf = self._run(focus, 1, later_steps, extra_key=extra_key, partial=later,
                       checkpoint_steps=steps, stop_node=node)
        run = self._last_run
        if run.checkpoint is None:
            # within the smaller budget: the same run (the larger key is never asked for)
            self._focused[key] = pf
            self._partials.pop(later, None)
            self._partials.pop(key, None)
            if pf is None and run.finished:
                self._partials[key] = run  # (joined every disjunct too often: the same)
            return
        self._focused[key] = None
        small = run.as_checkpoint()
        self._partials.pop(key, None)
        if small.finished:
            self._partials[key] = small
        if run.stopped:
            # stopped where the smaller run stopped, ``node`` finished: its asker reads
            # it there and does not go on to the larger budget
            self._partials.pop(later, None)
            return
        self._focused[later] = pf

    def _finished(self, key, node: int) -> Optional[PartitionedFixpoint]:
        """The run of ``key`` that went over its budget, if it finished ``node``
        (``PartitionedFixpoint.finished``): its disjuncts there are final."""
        pf = self._partials.get(key)
        return pf if pf is not None and node in pf.finished else None

    def _run(self, focus: frozenset, share: int, steps: int = 0,
             max_merges: int = _MAX_MERGES, extra_key: Optional[Callable] = None,
             partial=None, checkpoint_steps: int = 0, stop_node: Optional[int] = None,
             max_tokens: int = _MAX_TOKENS, presence: bool = False) -> Optional[PartitionedFixpoint]:
        seconds = self.options.path_check_seconds
        deadline = time.perf_counter() + seconds if seconds else None
        steps = steps or max(1, self.options.path_check_steps // share)
        pf = PartitionedFixpoint(self.fn, self.sem, self.options, self.outcome_split,
                                 self.options.path_check_disjuncts, deadline, extra_key or self.extra_key,
                                 steps, focus, max_merges, self.engine_post, self.keep, max_tokens)
        pf.bounds = self._bounds
        pf.calls = self._calls
        pf.presence = presence
        if checkpoint_steps:
            pf.checkpoint_work = checkpoint_steps * _UNITS_PER_STEP
            pf.stop_node = stop_node
        self._last_run = pf
        t0 = time.perf_counter()
        failed = True
        try:
            pf.run()
            failed = False
        except Budget:
            if partial is not None and pf.finished:
                # (a later run of the same key has the larger budget: it finished more)
                self._partials[partial] = pf
            return None
        finally:
            if not focus and max_tokens == _MAX_TOKENS and not presence:
                self._whole_work = pf.work
            # the partition's time is the path check's, whoever asked for it first
            # (a procedure's return outcomes are sharpened with it before any alarm)
            spent = time.perf_counter() - t0
            self.stats.seconds += spent
            if failed:
                self.stats.seconds_over_budget += spent
            which = "presence" if presence else "wide" if max_tokens != _MAX_TOKENS else \
                "whole" if not focus and extra_key is None else "focused" if extra_key is None else "keyed"
            self.stats.run(f"{self.asker}: {which}", spent, failed)
            self._partition_seconds += spent
        return pf

    def verify(self, candidates: list) -> list:
        t0, before = time.perf_counter(), self._partition_seconds
        out = []
        try:
            for c in candidates:
                self.asker = "path-only" if c.path_only else "alarms"
                out.append(self._verify(c))
        finally:
            self.asker = "outcomes"
        for c, v in zip(candidates, out):
            self.stats.count(v, c.path_only)
        # the partition's share was counted when it ran
        self.stats.seconds += time.perf_counter() - t0 - (self._partition_seconds - before)
        return out

    def _verify(self, cand: Candidate) -> Verdict:
        if self.mode == "off":
            return Verdict(not cand.path_only)
        if cand.path_only:
            pf = self._partition
            if pf is None and not self._failed:
                # asked as the sharpening of the return outcomes asks for it next (which
                # then turns to a partition focused on the blocks handed out, if this one
                # has to join all its disjuncts somewhere), so that it gets the same
                pf = self.partition(SHARPEN_SHARE, fallback=True)
            if pf is None:
                pf = self._finished("whole", cand.exit_node)
            if pf is None:
                return Verdict(False, unchecked=True, reason="path check over its budget (--path-check-steps)")
            verdict = self._verify_paths(cand, pf)
            if not verdict.kept and cand.unsure is not None and cand.holders_key is not None and any(
                    cand.unsure(st) for st, _ in pf.disjuncts(cand.exit_node)):
                focus = cand.own_focus or cand.focus or NO_BLOCKS
                key = (focus, cand.holders_key, ("holders", cand.holders_id))
                # (a twelfth of the steps: the ssh client's path-only candidates, 1,544,
                # asked for 332 such retries, one per procedure; with the whole budget
                # each, one per site, they tripled the path check's time there)
                apart = self.focused(*key, share=RETRY_SHARE) or \
                    self._finished(_focus_key(*key), cand.exit_node)
                if apart is None:
                    return Verdict(False, unchecked=True, reason="path check over its budget (--path-check-steps)")
                verdict = self._verify_paths(cand, apart)
            # (found only in a disjunct that stands for more paths than are checked one
            # by one: reported, and said to be unchecked, as a joined alarm is)
            self._mark_joined(verdict)
            return self._widened(cand, verdict)
        pf = self.partition(fallback=bool(cand.focus)) or self._finished("whole", cand.exit_node)
        if pf is None and cand.retry_key is not None:
            focus = cand.focus or NO_BLOCKS
            pf = self.focused(focus, cand.retry_key, cand.retry_id) or \
                self._finished(_focus_key(focus, cand.retry_key, cand.retry_id), cand.exit_node)
        elif pf is None and cand.focus:
            own = cand.own_focus
            if own and own != cand.focus:
                pf = self.focused(cand.focus) or self._finished(_focus_key(cand.focus), cand.exit_node)
                if pf is None:
                    pf = self._up_to_last_scale(cand, own)
            else:
                pf = self._up_to_last_scale(cand, cand.focus)
        if pf is None:
            return Verdict(True, incomplete=True, reason="path check over its budget (--path-check-steps)")
        verdict = self._verify_paths(cand, pf)
        if verdict.kept and verdict.joined:
            # realised only where the partition joined every disjunct of a node (or a
            # disjunct's paths were too many to name): the union's focus may keep apart
            # too many allocated sets (gzip's vasnprintf grows one buffer at four sites,
            # 2^4 sets), the alarm's own blocks far fewer
            # (only where the partition joined every disjunct somewhere: without such a
            # join its disjuncts refine the ones kept apart by fewer blocks, which cannot
            # decide more)
            own = cand.own_focus
            if verdict.merged and own and own != cand.focus and cand.retry_key is None:
                alone = self.focused(own) or self._finished(_focus_key(own), cand.exit_node)
                if alone is not None and alone is not pf:
                    verdict = self._verify_paths(cand, alone)
            self._mark_joined(verdict)
        if verdict.kept and cand.holders_key is not None:
            verdict = self._by_holders(cand, verdict)
        return self._widened(cand, verdict)

    def _up_to_last_scale(self, cand: Candidate, focus: frozenset, extra_key: Optional[Callable] = None,
                          extra_id: object = None) -> Optional[PartitionedFixpoint]:
        """The partition ``focused`` on ``focus`` (kept apart by ``extra_key`` too, if
        given) with the step budget and, where that one goes over it without finishing
        the candidate's exit, with ``cand.last_scale`` times it: one run for both
        (``focused``'s ``then_scale``).  None past both budgets."""
        pf = self.focused(focus, extra_key, extra_id, then_scale=cand.last_scale, node=cand.exit_node) or \
            self._finished(_focus_key(focus, extra_key, extra_id), cand.exit_node)
        if pf is None and cand.last_scale > 1:
            pf = self.focused(focus, extra_key, extra_id, scale=cand.last_scale) or \
                self._finished(_focus_key(focus, extra_key, extra_id, cand.last_scale), cand.exit_node)
        return pf

    def _widened(self, cand: Candidate, verdict: Verdict) -> Verdict:
        """``Candidate.wide``: a kept alarm whose paths were too many to check one by one
        is checked again on the same partition run anew with ``wide`` paths per
        disjunct (once per partition, for all the candidates it kept so).  Its verdict
        stands where the rerun finished the alarm's exit within its budget (an alarm it
        keeps as incomplete says so of ``wide`` paths); else the first stands."""
        if not (cand.wide and verdict.kept and verdict.too_many and verdict.source is not None):
            return verdict
        pf = verdict.source
        key = (pf, cand.wide)
        if key not in self._wide:
            # (at most the whole partition's share of the steps: sed's main and cpio's
            # process_copy_out, real leaks kept by partitions with ``LAST_SCALE`` times the
            # budget, took two fifths of the reruns' time on the fifteen programs and pruned none)
            steps = min(pf.max_steps, self._scaled_steps(1, WHOLE_SHARE))
            run = self._run(pf.focus, 1, steps, max_merges=pf.max_merges, extra_key=pf.extra_key,
                            partial=("wide", key), max_tokens=cand.wide)
            self._wide[key] = run if run is not None else self._partials.pop(("wide", key), None)
        run = self._wide[key]
        if run is None or (run.finished is not None and cand.exit_node not in run.finished):
            return verdict
        again = self._verify_paths(cand, run, cand.wide)
        self._mark_joined(again)
        return again

    def _mark_joined(self, verdict: Verdict) -> None:
        if verdict.kept and verdict.joined:
            verdict.incomplete = True
            named = verdict.source.max_tokens if verdict.source is not None else _MAX_TOKENS
            verdict.reason = (f"more than {named} paths realise it" if not verdict.merged else
                              f"the paths that realise it were joined where more than "
                              f"{self.options.path_check_disjuncts} allocated sets met "
                              f"(--path-check-disjuncts), or are more than {named}") + \
                "; they were not checked one by one"

    def _by_holders(self, cand: Candidate, verdict: Verdict) -> Verdict:
        """``Candidate.holders_key``'s retry of a kept alarm: its verdict if it prunes the
        alarm, or if it is complete where the first was not; else the first."""
        focus = cand.own_focus or cand.focus or NO_BLOCKS
        # (twice the steps: it keeps more paths apart than the partition that kept the
        # alarm, and runs for kept alarms only; gzip's vasnprintf needed 1.1 times)
        pf = self.focused(focus, cand.holders_key, ("holders", cand.holders_id), scale=HOLDERS_SCALE) or \
            self._finished(_focus_key(focus, cand.holders_key, ("holders", cand.holders_id), HOLDERS_SCALE),
                           cand.exit_node)
        if pf is None:
            return verdict
        again = self._verify_paths(cand, pf)
        self._mark_joined(again)
        if not again.kept or (verdict.incomplete and not again.incomplete):
            return again
        return verdict

    def _verify_paths(self, cand: Candidate, pf: PartitionedFixpoint, wide: int = 0) -> Verdict:
        realising = [(st, tokens) for st, tokens in pf.disjuncts(cand.exit_node) if cand.realised(st)]
        if not realising:
            verdict = Verdict(False, "engine", self._explain_engine(pf, cand), paths=0)
        else:
            verdict = self._verify_realising(cand, pf, realising, wide)
        if verdict.kept:
            verdict.realising = tuple(st for st, _ in realising)
            verdict.source = pf
        elif cand.unsure_key is not None and pf.extra_key is not cand.unsure_key and \
                (cand.unsure_own_key is None or pf.extra_key is not cand.unsure_own_key) and any(
                not cand.realised(st) and cand.unsure(st) for st, _ in pf.disjuncts(cand.exit_node)):
            # (``Candidate.unsure_key``: the prune rests on a disjunct that may hide a loss;
            # the partitions that keep apart the cells holding the blocks, all the alarms' or
            # this one's own, are not asked again: that asked the own one forever, and the
            # RecursionError gave up the procedure, GNU patch's ``intuit_diff_type``)
            key = (cand.unsure_focus or NO_BLOCKS, cand.unsure_key, ("unsure", cand.unsure_id))
            apart = self.focused(*key) or self._finished(_focus_key(*key), cand.exit_node)
            own = cand.unsure_own_focus
            if apart is None and cand.unsure_own_key is not None and own and own != cand.unsure_focus:
                # (the alarm's own blocks alone, up to the last retry's budget)
                apart = self._up_to_last_scale(cand, own, cand.unsure_own_key, ("unsure-own", own))
            if apart is None:
                return Verdict(True, incomplete=True, reason="path check over its budget (--path-check-steps)")
            return self._verify_paths(cand, apart, wide)
        return verdict

    def _verify_realising(self, cand: Candidate, pf: PartitionedFixpoint, realising: list,
                          wide: int = 0) -> Verdict:
        """Stages 2 and 3, one path at a time: up to ``path_check_paths`` tokens, each of
        up to ``MAX_WALKS`` ways through the branches the partition joined; with ``wide``,
        up to ``wide`` of both, and up to ``wide`` paths in all."""
        named = [(st, tokens) for st, tokens in realising if tokens is not None]
        if len(named) < len(realising):
            # a disjunct that stands for too many paths: the engine stage's verdict (it is
            # realised) stands, the later stages need the paths one by one; unless a
            # path of another disjunct is found feasible, which confirms the alarm (and
            # spares the leak checker's wider rerun)
            if named:
                verdict = self._verify_realising(cand, pf, named, wide)
                if verdict.kept and not verdict.incomplete:
                    return verdict
            return Verdict(True, paths=len(realising), joined=True, merged=pf.merged > 0,
                           too_many=not pf.merged)
        paths = sorted({tok for _, tokens in realising for tok in tokens}, key=repr)
        limit = wide or self.options.path_check_paths
        if len(paths) > limit:
            return Verdict(True, incomplete=True, paths=len(paths), too_many=True,
                           reason=f"{len(paths)} paths realise it, over the budget of {limit}")
        builder = self._path_builder(pf)
        reasons = []
        stage = "linear"
        from .linear import contradiction
        from .paths import MAX_WALKS
        from .smt import infeasible
        walks = wide - len(paths) + 1 if wide else MAX_WALKS
        for tok in paths:
            pcs = builder.build_all(tok, cand.exit_node, max(1, walks))
            if pcs is None:
                # the token stands for more paths than the walk isolates one by one (the
                # branches the partition joined): none of them was checked
                ways = (f"its {len(paths)} paths stand for more than {wide} ways in all" if wide else
                        f"a path that realises it stands for more than {MAX_WALKS} ways")
                return Verdict(True, incomplete=True, paths=len(paths), too_many=True,
                               reason=f"{ways} through branches the partition joined; they were not checked one by one")
            if wide:
                walks -= len(pcs) - 1  # (``wide`` paths in all, each token one at least)
            for pc in pcs:
                hit = contradiction(pc)
                if hit is not None:
                    reasons.append(self._explain_nodes(hit, "contradict", pc))
                    continue
                if self.mode != "smt":
                    return Verdict(True, paths=len(paths), witness=self._describe_path(tok))
                answer, core = infeasible(pc, self.options.path_check_solver_ms,
                                          self.options.path_check_solver_rlimit)
                if answer is None:
                    return Verdict(True, incomplete=True, paths=len(paths),
                                   reason="the solver gave up on a path")
                if not answer:
                    return Verdict(True, paths=len(paths), witness=self._describe_path(tok))
                stage = "smt"
                reasons.append(self._explain_nodes(core, "cannot hold together (SMT)", pc))
        uniq = []
        for r in reasons:
            if r not in uniq:
                uniq.append(r)
        text = f"every path on which it happens is infeasible ({len(paths)} path(s)): " + "; ".join(uniq[:3])
        return Verdict(False, stage, text, paths=len(paths))

    def _path_builder(self, pf: PartitionedFixpoint):
        if self._builder is None:
            # components and splits are the procedure's, whichever partition gives them
            from .paths import PathBuilder
            self._builder = PathBuilder(self.fn, pf.components, self.call_globals, self.outcome_label, pf.splits,
                                        self.call_writes, self.memory_scope, self.pure_call,
                                        self.memory_blocks, self.call_blocks)
        return self._builder

    # ------------------------------------------------------------------ explanations
    def _describe_path(self, token: tuple, most: int = 10) -> str:
        """A path (a partition token) in words: its branches, loops and call outcomes."""
        cfg = self.fn.cfg
        steps = []
        for step in token:
            if type(step) is int:
                if step != ENTRY and type(cfg.instrs[step]) is Assume:
                    steps.append(self._cond_text(step))
            elif step[0] in ("L0", "L+"):
                line = cfg.instrs[step[1]].loc.line
                steps.append(f"the loop at line {line} " + ("not entered" if step[0] == "L0" else "entered"))
            elif step[0] == "C":
                instr = cfg.instrs[step[1]]
                label = self.outcome_label(instr, step[2])
                steps.append(f"line {instr.loc.line} ({instr.callee_name or 'the call'}() "
                             + (f"with {label})" if label else f"outcome {step[2] + 1})"))
        if not steps:
            return NO_BRANCHES
        return ", ".join(steps[:most]) + (", ..." if len(steps) > most else "")

    def _cond_text(self, node: int) -> str:
        instr = self.fn.cfg.instrs[node]
        if type(instr) is Assume:
            cond = str(instr.cond)
            text = cond if instr.branch else f"!({cond})"
            return f"line {instr.loc.line} ({text})"
        if type(instr) is Call:
            return f"line {instr.loc.line} (the outcome of {instr.callee_name or 'the call'}())"
        return f"line {instr.loc.line}"

    def _explain_nodes(self, nodes, verb: str, pc) -> str:
        nodes = list(nodes)
        if not nodes:
            return "the path's conditions cannot hold"
        if len(nodes) == 1:
            return f"{self._cond_text(nodes[0])} contradicts what is known on the path"
        return " and ".join(self._cond_text(n) for n in nodes) + f" {verb}"

    def _explain_engine(self, pf: PartitionedFixpoint, cand: Candidate) -> str:
        """The branches cut on paths where the alarm's subject existed."""
        cfg = self.fn.cfg
        pairs = []
        for token, node, alloc in pf.deaths:
            if pf.finished is not None and node not in pf.finished:
                continue  # (a run over its budget: past what it finished)
            if cand.relevant is not None and not cand.relevant(alloc):
                continue
            instr = cfg.instrs[node]
            earlier = _related_branch(cfg, token, instr)
            text = self._cond_text(node)
            if earlier is not None:
                text = f"{text} cannot be taken after {self._cond_text(earlier)}"
            else:
                text = f"{text} cannot be taken on that path"
            if text not in pairs:
                pairs.append(text)
        why = cand.unrealised
        if pairs:
            why += " (infeasible: " + "; ".join(pairs[:3]) + ("; ..." if len(pairs) > 3 else "") + ")"
        return why


def _focus_key(focus: frozenset, extra_key: Optional[Callable] = None, extra_id: object = None,
               scale: int = 1):
    """The key of a focused partition (``PathVerifier.focused``) and of its run over the
    budget (``PathVerifier._finished``)."""
    key = focus if extra_key is None else ("retry", focus, extra_id)
    return key if scale == 1 else ("scaled", key, scale)


def _related_branch(cfg, token: tuple, instr) -> Optional[int]:
    """The last branch on the path that tested a variable this condition tests."""
    from ..ir import expr_vars
    names = {v.name for v in expr_vars(instr.cond)}
    for step in reversed(token):
        if type(step) is not int or step == ENTRY:
            continue
        other = cfg.instrs[step]
        if type(other) is Assume and names & {v.name for v in expr_vars(other.cond)}:
            return step
    return None


"""Property simulation: the engine's own transfer functions, with states kept apart by
what they allocated.

The path-insensitive fixpoint (``fixpoint.Fixpoint``) joins states where branches meet,
which is where most false alarms come from: ``if (g) p = malloc(..); ... if (g) free(p);``
has, after the first join, ``p`` maybe allocated and ``g`` unknown.  Here, as in ESP's
property simulation, every node holds a small set of *disjuncts*, one per allocated set
(the leak property's state): paths that allocated different blocks are never joined, so
``g != 0`` stays with the block and ``g == 0`` with its absence; paths that allocated the
same blocks join as in the engine.  So:

- a branch that cannot be taken on a disjunct (the transfer function returns ⊥) ends it,
  and the death is recorded (with one of the disjunct's paths) for the explanation of a
  pruned alarm;
- loops are iterated per disjunct with widening, like the engine's loop heads; a list
  built in a loop has the allocated set {} when it ran zero times and {block} after, so
  ``if (!list) return`` is decided;
- a call whose summary describes its return outcomes separately (``Summary.outcomes``)
  is applied once per outcome, so a caller's test of the result keeps only the
  allocations that come with that result.

Each disjunct also carries the paths (tokens) it stands for, for the later stages, which
examine one path at a time: the branches taken outside loops that can matter
(``relevant_branches``), loop markers (``("L0", head)``: the loop ran zero times,
``("L+", head)``: at least once) and call outcomes (``("C", node, k)``); at most
``_MAX_TOKENS``, else unknown.

Every disjunct over-approximates the concrete executions along its paths, and together
they cover every path (a join of disjuncts is always allowed), so a property that holds
in every disjunct at a node holds on every execution reaching it.  Past
``max_disjuncts`` allocated sets at one node, everything there is joined.
"""

from __future__ import annotations

import copy
import time
import weakref
from collections import deque
from typing import Optional

from ..cfg import ENTRY
from ..engine.fixpoint import Frontier, _components, _join, _narrow, loop_releases
from ..ir import Assume, Call, Const, Field, Index, Lv, Var
from ..engine.memory import EMPTY, NULL, NULL_SET, ExploreAddr, FieldAddr, GlobalAddr, Region, State, Value
from ..engine.accesses import peek
from ..engine.thresholds import Thresholds



class Budget(Exception):
    """The partitioned analysis went over its time budget."""


def _loop_marker(token: tuple, head: int) -> int:
    """Index of the ``L0``/``L+`` marker of ``head`` in ``token``, or -1."""
    for i in range(len(token) - 1, -1, -1):
        step = token[i]
        if type(step) is tuple and len(step) == 2 and step[1] == head and step[0] in ("L0", "L+"):
            return i
    return -1


_UNITS_PER_STEP = 5
"""A disjunct transfer over a state of ``c`` cells costs ``1 + c/32`` work units, about
what it takes (on openssh 9.2p1: 0.023 ms per transfer and 0.0008 ms per cell); the
budget is ``max_steps`` times this many units, so a procedure whose states have the usual
~128 cells (openssh's mean: 111) gets about ``max_steps`` transfers, one with small states
up to five times more, and one with states of thousands of cells, whose transfers cost
ten times more each, correspondingly fewer: the budget bounds the time, not the count."""

_CALL_UNITS = 4
"""A call's transfer costs this many times a branch's over the same state: the callee's
summary is instantiated, once per return outcome it describes apart (on openssh's scp,
132 us per state unit for a call against 29 for a branch).  Charged so, the budget bounds
the time of call-heavy procedures too, which otherwise ran up to four times longer than
others before they were stopped."""

_MAX_TOKENS = 16
_MAX_MERGES = 12


def _union_tokens(a, b, cap: int = _MAX_TOKENS):
    if a is None or b is None:
        return None
    if a == b:
        return a
    seen = set(a) if len(a) > _MAX_TOKENS else a  # (a wider rerun's hundreds: ``_widened``)
    out = a + tuple(t for t in b if t not in seen)
    return out if len(out) <= cap else None


def block_identity(region) -> tuple:
    """A block's site and call chain, its recency left out: the focus of a retry
    (``Candidate.focus``) covers the newest block and the older ones alike."""
    return (region.site, region.context)


def allocation_identity(region) -> tuple:
    """Which allocation a block comes from: its site and the calls that carried it up
    (procedure and call node of each), not how each passed it out (``Hop.via``: the
    return outcome that stores it into the argument and the one that returns it name the
    same block, as region names do) nor its recency."""
    return (region.site, tuple((h.proc, h.node) for h in region.context))


def _key(st: State, focus: frozenset = frozenset(), memo: Optional[dict] = None, extra=None) -> tuple:
    """What keeps disjuncts apart: the blocks allocated, which of them stand for several
    (a loop's first allocation is not joined with its later ones), and which of them were
    handed out (stored in a cell the caller or the program can see): the leak property's
    state of a block is "absent", "only this procedure holds it" or "handed out", so
    ``*out = p; p = NULL; r = 0;`` is not joined with the error paths that reach the same
    ``out:`` label holding ``p`` and free it there.

    With ``focus`` (``block_identity``s: a site and a call chain), only those blocks
    count: paths that differ in other blocks are joined, which is always sound and loses
    only what the focus does not need.

    ``memo`` (optional, one per partition): id of an allocated set -> (the set, its blocks
    in ``focus``); states share their allocated sets (``State.copy``), and a procedure
    that keeps many blocks (vasnprintf's) filtered the same set at every node.

    ``extra`` (optional): a function of the state whose result keeps disjuncts apart too
    (``PartitionedFixpoint.extra_key``), called only when the other parts are equal."""
    if focus:
        every = st.alloc
        hit = memo.get(id(every)) if memo is not None else None
        if hit is not None and hit[0] is every:
            alloc = hit[1]
        else:
            alloc = frozenset(r for r in every if type(r) is Region and block_identity(r) in focus)
            if memo is not None:
                memo[id(every)] = (every, alloc)  # (the entry holds the set: its id is not reused)
        multi = frozenset(r for r in st.multi if r in alloc) if st.multi else EMPTY
        return _Key((_key_set(alloc), _key_set(multi), _restores(st, alloc)), st, alloc, extra)
    return _Key((_key_set(st.alloc), _key_set(st.multi), _restores(st)), st, st.alloc, extra)


_NOT_YET = object()


class _Key:
    """A disjunct's key (``_key``) whose costly parts, the blocks handed out, the blocks
    no cell holds (scans of the memory) and the caller's ``extra`` key (a retry's holders
    of its blocks, another scan, ``PartitionedFixpoint.extra_key``), are computed only
    when another key has the same other parts: disjuncts with different allocated sets
    are apart anyway, and most are.  Equal keys are the same as with those parts computed
    up front; the state is dropped once they are."""

    __slots__ = ("cheap", "_handed", "_unheld", "_extra", "_extra_fn", "_st", "_alloc", "_hash")

    def __init__(self, cheap: tuple, st: State, alloc: frozenset, extra_fn=None):
        self.cheap = cheap
        self._handed = None
        self._unheld = None
        self._extra = _NOT_YET if extra_fn is not None else None
        self._extra_fn = extra_fn
        self._st = st
        self._alloc = alloc
        self._hash = hash(cheap)

    def handed(self) -> frozenset:
        h = self._handed
        if h is None:
            h = self._handed = _handed_out(self._st, self._alloc)
        return h

    def unheld(self) -> frozenset:
        u = self._unheld
        if u is None:
            u = self._unheld = _unheld(self._st, self._alloc)
            self._alloc = None
            if self._extra_fn is None:
                self._st = None
        return u

    def extra(self):
        e = self._extra
        if e is _NOT_YET:
            e = self._extra = self._extra_fn(self._st)
            self._extra_fn = None
            if self._alloc is None:
                self._st = None
        return e

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        if self is other:
            return True
        return type(other) is _Key and self.cheap == other.cheap and self.handed() == other.handed() \
            and self.unheld() == other.unheld() and self.extra() == other.extra()


def _restores(st: State, among=None) -> frozenset:
    """The blocks a failure of a pending realloc would give back: ``realloc(p)`` on a path
    where ``p`` held an earlier block and on one where it held none (an inline buffer)
    have the same allocated set after the call, but only the first gets a block back when
    the call fails."""
    nullable = st.nullable
    if not nullable:
        return frozenset()
    out = None
    for r, effects in nullable.items():
        if not effects:  # (most blocks: a plain allocation's failure has no effects)
            continue
        for kind, a in effects:
            if kind == "restore" and a != r and (among is None or r in among or a in among):
                if out is None:
                    out = set()
                out.add((r, a))
    return frozenset(out) if out else frozenset()


def _handed_out(st: State, alloc=None) -> frozenset:
    """The allocated blocks (of ``alloc``, by default all) some cell of input memory or of
    a global holds directly."""
    if alloc is None:
        alloc = st.alloc
    if not alloc:
        return frozenset()
    out = None
    visible = _VISIBLE
    apart = alloc.isdisjoint
    mem = st.mem
    dead = st.must_freed
    # the hot loop of the partition (a key per disjunct per node).  A cell of input memory
    # or a global holds one of the procedure's blocks only if the procedure (or a callee,
    # replayed by ``Semantics.write``) assigned it: the rest hold their input content, so
    # only the cells of ``State.written`` are looked at, far fewer than the memory.  Most
    # hold no allocated block, so that test comes first and the rooting only for the others
    for addr in st.written:
        v = mem.get(addr)
        if v is None:
            continue
        addrs = v.addrs
        if not addrs or apart(addrs):
            continue
        root = visible.get(addr, _UNSEEN)
        if root is _UNSEEN:
            root = addr
            while type(root) is FieldAddr:
                root = root.base
            if type(root) is not ExploreAddr and type(root) is not GlobalAddr:
                root = None
            visible[addr] = root
            if len(visible) > 200000:
                visible.clear()
        if root is not None:
            if out is None:
                out = set()
            if dead and root in dead:
                # a cell of a block freed on every path: it holds nothing anyone can
                # reach (the caller's node freed with the block still in its field),
                # which is neither handed out nor the same as never stored there
                out.update(("freed", r) for r in alloc.intersection(addrs))
            else:
                out.update(alloc.intersection(addrs))
    return _key_set(frozenset(out)) if out else frozenset()


def _unheld(st: State, alloc: frozenset) -> frozenset:
    """The allocated blocks (of ``alloc``) no cell holds: lost, whatever the path does
    next.  ``if (c) n = NULL; return n;`` joined with the other branch keeps ``n`` maybe
    pointing to the block, so the exit would hold it on both paths; kept apart, the path
    where it is lost reaches the exit alone (``Candidate.path_only``)."""
    left = st.unheld(alloc)
    return _key_set(left) if left else frozenset()


_VISIBLE: dict = {}
"""Address -> its root if input memory or a global roots it, else None (addresses are
immutable values)."""
_UNSEEN = object()


def _key_set(regions: frozenset) -> frozenset:
    """A site's older blocks (recency) keep disjuncts apart only while its newest block is
    absent: 'no block yet' against 'the earlier ones', as after a loop whose last
    allocation failed.  Beside the newest block, whether older ones exist too (the first
    iteration or a later one) is joined, which keeps the disjuncts of a loop few."""
    if not any(getattr(r, "old", False) for r in regions):
        return regions
    return frozenset(r for r in regions if not getattr(r, "old", False)
                     or r.newest() not in regions)


def _add(out: dict, key, st: State, tokens, cap: int = _MAX_TOKENS) -> None:
    """Add a disjunct: those with the same key (the allocated set) are joined."""
    old = out.get(key)
    if old is None:
        out[key] = (st, tokens)
    else:
        out[key] = (old[0].join(st), _union_tokens(old[1], tokens, cap))


MEMO_CALLS = True
"""Whether a call's transfers inside a loop are remembered from the last round and taken
again for the same state (``PartitionedFixpoint._transfer``).  Only calls: they are most
of a partition's time (each applies a callee's summary once per return outcome; on
gnulib's regex, 30% of m4's analysis), and remembering every node's transfers kept so
many states alive that the peak memory grew by half.  Off, the partitions are the same
(``tests/pathcheck/test_memo.py``), only slower."""

MEMO_CELLS = 20_000
"""The most cells the remembered states (``MEMO_CALLS``) of one partition hold together:
past it, a call's transfers are not remembered.  Unbounded, they kept the states of every
call in a loop alive: on the ssh client the path check took 48.8 s instead of 55.2, but
the peak memory was 525 MiB instead of 380.  With 300,000 cells: 49.9 s, 444 MiB; with
100,000: 50.4 s, 400 MiB; with 30,000: 51.4 s, 386 MiB (``scripts/bench.py``).  At stop 79
more blocks stay allocated (a call no longer frees its own new block), and 20,000 cells
here with 5,000 in ``SHARED_CELLS`` gave a peak of 387.2 MiB against 389.6 (500 MB per
100,000 lines, issue 14's bound), two runs side by side, with the same time."""

SHARED_CELLS = 5_000
"""The most cells the call transfers one verifier's partitions share (``CallMemo``) hold.
On the ssh client (``scripts/bench.py``, two runs side by side under load): none, a path
check of 88.9 s and a peak of 384.1 MiB; 10,000 cells, 85.9 s and 387.2 MiB.  60,000
cells raised the peak by about 6 MiB more, past the 500 MB per 100,000 lines issue 14
allows.  5,000 since stop 79 (see ``MEMO_CELLS``)."""


class CallMemo:
    """What a call made of a state, shared by every partition of one procedure's
    verifier: each candidate's partition runs the procedure again, keyed otherwise, and
    many of its disjuncts reach a call with a state an earlier partition already took
    through it (the procedure's first calls, before any branch the keys tell apart; a
    path with no block of the focused sites).  A call's transfer is a function of the
    state (as ``PartitionedFixpoint._memo`` has it), and what it becomes is keyed by
    each partition itself, so a partition takes the same posts with or without it.  At
    most ``SHARED_CELLS`` cells are kept (the oldest entries go first)."""

    __slots__ = ("_by_node", "_order", "_cells", "hits")

    def __init__(self):
        self._by_node: dict = {}  # node -> {signature -> [(state, result, cells)]}
        self._order = deque()     # (node, signature, entry), oldest first
        self._cells = 0
        self.hits = 0

    @staticmethod
    def _signature(st: State) -> tuple:
        return (len(st.mem), st.alloc, st.freed)

    def get(self, n: int, st: State):
        entries = self._by_node.get(n)
        if entries:
            for entry in entries.get(self._signature(st), ()):
                if entry[0] is st or _same_state(entry[0], st):
                    self.hits += 1
                    return entry[1]
        return None

    def put(self, n: int, st: State, result) -> None:
        """Remember ``result``: ``(True, [(outcome, post)])`` of a split call, or ``(False,
        post)`` of a plain transfer."""
        posts = [p for _, p in result[1]] if result[0] else [result[1]]
        cells = len(st.mem) + sum(len(p.mem) for p in posts if p is not None)
        if cells > SHARED_CELLS // 4:
            return
        sig = self._signature(st)
        entry = (st, result, cells)
        self._by_node.setdefault(n, {}).setdefault(sig, []).append(entry)
        self._order.append((n, sig, entry))
        self._cells += cells
        while self._cells > SHARED_CELLS and self._order:
            m, msig, old = self._order.popleft()
            bucket = self._by_node[m][msig]
            bucket.remove(old)
            if not bucket:
                del self._by_node[m][msig]
            self._cells -= old[2]


_DEAD = object()
"""``PartitionedFixpoint._posts``' mark of a branch the disjunct cannot take."""


def _same_state(a: State, b: State) -> bool:
    """Whether two states are the same, field by field (not only equal as abstract
    values: the memoised transfer must give what the transfer itself would)."""
    return (a.mem == b.mem and a.alloc == b.alloc and a.freed == b.freed and a.multi == b.multi
            and a.written == b.written and a.must_freed == b.must_freed and a.mixed == b.mixed
            and a.havocked == b.havocked and a.nullable == b.nullable and a.holders == b.holders
            and a.within == b.within
            and (a.inputs is b.inputs or a.inputs == b.inputs)
            and (a.explores is b.explores or a.explores == b.explores))


def _map_tokens(tokens, f, cap: int = _MAX_TOKENS):
    if tokens is None:
        return None
    if len(tokens) > _MAX_TOKENS:
        # (a wider rerun's hundreds, ``PathVerifier._widened``: hashed, in order, without
        # repeats; for a few, comparing is faster than hashing)
        out = tuple(dict.fromkeys(map(f, tokens)))
        return out if len(out) <= cap else None
    out = []
    for t in tokens:
        u = f(t)
        if u not in out:
            out.append(u)
    return tuple(out) if len(out) <= cap else None


class PartitionedFixpoint:
    """Post-states of every node of one procedure, as disjuncts keyed by allocated set."""

    def __init__(self, fn, sem, options, outcome_split=None, max_disjuncts: int = 32,
                 deadline: Optional[float] = None, extra_key=None, max_steps: int = 0,
                 focus: frozenset = frozenset(), max_merges: int = _MAX_MERGES,
                 engine_post: Optional[list] = None, keep: Optional[frozenset] = None,
                 max_tokens: int = _MAX_TOKENS):
        self.fn = fn
        self.max_tokens = max_tokens
        """The most paths (tokens) a disjunct names one by one; past it, None (unknown)."""
        self.keep = keep
        """(optional) The only nodes whose disjuncts are read after the run (``disjuncts``):
        every other node's are released as soon as every successor's element has run, as
        the engine's ``Fixpoint.keep`` does, so that beside them only a frontier of
        disjuncts is alive.  A verifier's partitions stay alive while it has candidates to
        verify, the failed runs' finished nodes too (``PathVerifier._partials``)."""
        self._released: set = set()
        self.engine_post = engine_post
        """The engine's post-states of the procedure (optional).  With them, a loop head
        widens its disjuncts without thresholds and then meets their numbers with the
        engine's at the head (``_bounded``): the engine's bound, reached by its own
        threshold widenings, at once, instead of one more round of the loop's body per
        threshold for every disjunct."""
        self.bounds: dict = {}
        """Loop head -> the engine's numbers there (``_bound_at``); a verifier shares it
        between its partitions."""
        self.calls: Optional[CallMemo] = None
        """(optional) The call transfers a verifier's partitions share (``CallMemo``)."""
        self.max_merges = max_merges
        """Joins of every disjunct at a node (``_bound``) past which the partition gives up."""
        self.focus = focus
        """Allocation sites: when not empty, only their blocks keep disjuncts apart."""
        self._focus_memo: dict = {}  # (``_key``'s memo of the focused allocated sets)
        self.max_steps = max_steps
        self.max_work = max_steps * _UNITS_PER_STEP
        """The deterministic budget (0: none), the same on every machine and under any
        load, unlike ``deadline``: ``max_steps`` disjunct transfers over states of the
        usual size (see ``_UNITS_PER_STEP``)."""
        self.steps = 0
        self.work = 0
        self.extra_key = extra_key
        """Optional state -> hashable: more of the property that keeps disjuncts apart (the
        cleanness checkers add whether their subject blocks are freed and their subject
        pointers NULL, so that ``if (g) p = NULL; ... if (!g) *p`` is decided)."""
        self.cfg = fn.cfg
        self.sem = sem
        self.options = options
        self.outcome_split = outcome_split  # (st, call, node) -> [(k, state)], or None
        self.max_disjuncts = max_disjuncts
        self.deadline = deadline
        self.post: list[dict] = [dict() for _ in range(len(self.cfg))]
        self.components: dict = {}
        _components(self.cfg.wto, self.components)
        in_loops = set().union(*self.components.values()) if self.components else set()
        self._in_loops = in_loops
        self._memo: dict = {}
        """Call node inside a loop -> ({disjunct key -> (the state before, what it became)},
        their cells): the last round's transfers there (``_transfer``, ``_remember``);
        emptied when a top-level loop is done."""
        self.presence = False
        """Keep disjuncts apart only by whether any heap block is allocated, not by which
        (``PathVerifier.for_presence``)."""
        self._memo_cells = 0  # (the cells of the states ``_memo`` holds)
        self.reused = 0  # (transfers taken from ``_memo``)
        self.splits = relevant_branches(fn) - in_loops
        self.param_tests = _param_constant_tests(fn) - in_loops
        """The branches that test an integer parameter the procedure never assigns against
        a constant (``kind == 1``), outside loops: the paths (tokens) name them too, so
        that an outcome whose every path found the parameter to differ from the constant
        says so (``Summary.entry_excluded``).  Not splits: they keep no disjuncts apart."""
        self.releases = loop_releases(self.cfg, self.components, keep)
        """With ``keep``, what each round of a loop releases as it goes (``loop_releases``)."""
        self.thresholds = Thresholds(fn, options)
        """The engine's widening thresholds (``engine/thresholds.py``), so that a per-path
        re-analysis is at least as precise as the fixpoint whose alarms it checks."""
        self.optional_out = _optional_outs(fn, sem)
        """The cells of the out-parameters the procedure tests for NULL and stores through
        or passes on (``_optional_outs``): whether each is NULL keeps disjuncts apart too, so that an exit's ``*err = 0`` is not joined with
        the unknown number of the path where ``err`` is NULL and there is no such cell
        (``Summary.num_writes`` skips that path)."""
        self.split_calls = _merge_splits(_passed_outs(fn, self.optional_out), _decided_args(fn, sem))
        """Call node -> the optional out-parameters it passes on (``_passed_outs``) and the
        local pointers whose nullness decides a block of the callee's (``_decided_args``): a
        disjunct where one may be NULL or not is split there in two (``_split_nullness``)."""
        self._required: dict = {}  # call node -> _required_args
        self.deaths: list[tuple] = []  # (token, node, allocated set): a branch not taken on that path
        self.merged = 0
        self.checkpoint_work = 0
        """(optional) A smaller budget in work units, that of a run this one stands in for
        (``PathVerifier.focused``'s ``then_scale``): where the work first passes it, what a
        run with that budget would have left is recorded (``checkpoint``)."""
        self.checkpoint: Optional[tuple] = None
        """``(finished, merged, deaths)`` of the smaller budget's run, which went over
        it at that transfer: the nodes it had finished, its joins of every disjunct and
        the branches it found dead.  The iteration does not depend on the budget, so up to
        there the two runs are one."""
        self.stop_node: Optional[int] = None
        """(optional, with ``checkpoint_work``) If this node is finished at the checkpoint,
        the run stops there as the smaller one did: its asker reads that node only and
        would not have gone on to the larger budget."""
        self.stopped = False  # (stopped at the checkpoint, ``stop_node`` finished there)
        self._done: list = []
        self.finished: Optional[frozenset] = None
        """After a run that went over its budget (``Budget``): the nodes whose disjuncts are
        final all the same, those of the top-level elements of the weak topological order
        it completed.  Every predecessor of such a node is in an element before it (or in
        its own loop, which was completed too), so its disjuncts are exactly those of a run
        without a budget: an alarm at one of them (an early ``return`` of a long
        procedure) is verified with them (``PathVerifier._finished``)."""

    def _key(self, st: State):
        if self.presence:
            has = any(type(r) is Region and not r.stack for r in st.alloc)
            key = _Key((has,), st, EMPTY, self.extra_key)
        else:
            key = _key(st, self.focus, self._focus_memo, self.extra_key)
        if self.optional_out:
            key = (key, _nullness(st, self.optional_out))
        return key

    def run(self) -> list[dict]:
        elements, order, element_of = _exits_first(self.cfg)
        done: list = []
        self._done = done
        frontier = Frontier(self.cfg, self.keep) if self.keep is not None else None
        try:
            for i in order:
                el = elements[i]
                if isinstance(el, tuple):
                    self._component(el[0], el[1])
                    self._memo.clear()
                    self._memo_cells = 0
                    done.append(self.components[el[0]])
                else:
                    self.post[el] = self._transfer(el, self._pre(el))
                    done.append((el,))
                if frontier is not None:
                    for n in frontier.done(done[-1]):
                        self.post[n] = {}
                        self._released.add(n)
        except Budget:
            self.finished = finished = frozenset().union(*done)
            post = self.post
            for n in range(len(post)):
                if post[n] and n not in finished:
                    post[n] = {}  # (kept while the focused retry runs: only what is final)
            raise
        finally:
            # in the order of the weak topological order, as the explanations cite them
            self._element_of = element_of
            self.deaths.sort(key=lambda d: element_of[d[1]])
        return self.post

    def _take_checkpoint(self) -> None:
        finished = frozenset().union(*self._done)
        self.checkpoint = (finished, self.merged, list(self.deaths))
        if self.stop_node is not None and self.stop_node in finished:
            self.stopped = True
            raise Budget()

    def as_checkpoint(self) -> "PartitionedFixpoint":
        """This run as the smaller budget's run left it (``checkpoint``), which went over
        that budget: its finished nodes have the same disjuncts here, final in both."""
        finished, merged, deaths = self.checkpoint
        view = copy.copy(self)
        view.finished = finished
        view.merged = merged
        view.deaths = sorted(deaths, key=lambda d: self._element_of[d[1]])
        return view

    def disjuncts(self, n: int) -> list:
        """``(state, tokens)`` at node ``n``; tokens is None when the paths are too many."""
        if n in self._released:
            raise ValueError(f"the disjuncts of node {n} were released (not in the partition's keep)")
        return list(self.post[n].values())

    # ------------------------------------------------------------------ transfer
    def _transfer(self, n: int, pre: dict) -> dict:
        """The disjuncts after node ``n``, from those before it (``pre``).

        Inside a loop, each disjunct's transfer is remembered with the state it was made
        from (``_memo``): a later round of the loop that brings the same state (its other
        disjuncts changed, or an enclosing loop runs it again) takes the same posts.  The
        transfer is a function of the state, so this changes nothing but the time: the
        same work is charged (``_charge``) and the same dead branches are recorded."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Budget()
        instr = self.cfg.instrs[n]
        out: dict = {}
        is_call = type(instr) is Call
        split = self.split_calls.get(n) if is_call else None
        required = self._required_args(n, instr) if is_call else ()
        marks = type(instr) is Assume and (n in self.splits or n in self.param_tests)
        cap = self.max_tokens
        memorable = MEMO_CALLS and is_call and n in self._in_loops
        memo = self._memo.get(n) if memorable else None
        memo = memo[0] if memo is not None else None
        remember: Optional[dict] = {} if memorable else None
        for key, (st, tokens) in pre.items():
            hit = memo.get(key) if memo else None
            if hit is not None and (hit[0] is st or _same_state(hit[0], st)):
                records = hit[1]
                self.reused += 1
                for units, posts in records:
                    self._charge(units)
                    self._emit(out, n, posts, tokens, marks, cap)
            else:
                records = []
                for half in (self._split_nullness(st, split, n) if split else (st,)):
                    if required and any(_only_null(peek(self.sem, half, instr.args[i])) for i in required):
                        continue  # the callee dereferences a NULL argument: this path ends there
                    # per disjunct, not per node: one call applied to 32 disjuncts, each split
                    # by its callee's outcomes, can take longer than the whole budget
                    units = 1 + (len(half.mem) >> 5)
                    if is_call:
                        units *= _CALL_UNITS
                    self._charge(units)
                    posts = self._posts(n, instr, half)
                    records.append((units, posts))
                    self._emit(out, n, posts, tokens, marks, cap)
            if remember is not None:
                remember[key] = (st, records)
        if remember is not None:
            self._remember(n, remember)
        return self._bound(out)

    def _remember(self, n: int, entries: dict) -> None:
        """Keep ``entries`` as node ``n``'s last transfers (``_memo``), in place of those
        it had, while every node's together hold at most ``MEMO_CELLS`` cells."""
        old = self._memo.pop(n, None)
        if old is not None:
            self._memo_cells -= old[1]
        cells = sum(len(st.mem) + sum(len(p[2].mem) for _, posts in records for p in posts if p[1] is not _DEAD)
                    for st, records in entries.values())
        if self._memo_cells + cells <= MEMO_CELLS:
            self._memo[n] = (entries, cells)
            self._memo_cells += cells

    def _charge(self, units: int) -> None:
        """Count one disjunct transfer of ``units`` work units against the budget."""
        self.steps += 1
        self.work += units
        if self.checkpoint_work and self.work > self.checkpoint_work and self.checkpoint is None:
            self._take_checkpoint()
        if self.max_work and self.work > self.max_work:
            raise Budget()
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Budget()

    def _posts(self, n: int, instr, st: State) -> tuple:
        """What one disjunct becomes at ``n``: ``(outcome, key, state)`` for each post-state
        (``outcome`` is the callee's return outcome, or None), or ``(None, _DEAD, the
        allocated set)`` for a branch it cannot take."""
        if type(instr) is Call and self.outcome_split is not None:
            memo = self.calls
            result = memo.get(n, st) if memo is not None else None
            if result is None:
                outcomes = self.outcome_split(st, instr, n)
                result = (True, outcomes) if outcomes is not None else (False, self.sem.transfer(n, instr, st))
                if memo is not None:
                    memo.put(n, st, result)
            if result[0]:
                return tuple((k, self._key(post), post) for k, post in result[1] if post is not None)
            post = result[1]
            if post is None:
                return ()
            return ((None, self._key(post), post),)
        post = self.sem.transfer(n, instr, st)
        if post is None:
            return ((None, _DEAD, st.alloc),) if type(instr) is Assume else ()
        return ((None, self._key(post), post),)

    def _emit(self, out: dict, n: int, posts: tuple, tokens, marks: bool, cap: int) -> None:
        for k, key, post in posts:
            if key is _DEAD:
                if len(self.deaths) < 10000:
                    self.deaths.append((tokens[0] if tokens else (), n, post))
            elif k is not None:
                _add(out, key, post, _map_tokens(tokens, lambda tk: tk + (("C", n, k),), cap), cap)
            else:
                _add(out, key, post, _map_tokens(tokens, lambda tk: tk + (n,), cap) if marks else tokens, cap)

    def _required_args(self, n: int, instr) -> tuple:
        """The indices of the arguments the callee of the call at ``n`` dereferences on
        every path before any NULL test (its summary's ``requires``).  A disjunct where one
        of them is certainly NULL ends in the callee, so the call has no state after it
        there (the cleanness checkers' events at the call read the disjuncts before it).
        Without this, such a path went on: the half of ``_split_nullness`` where ``h`` is
        NULL past ``init(h)``, or a segment whose table a failed ``hash_initialize`` left
        NULL, and ``put(h, copy)``/``hash_insert(table, copy)`` then stored the copy
        through a NULL holder: "lost" on that path
        (``tests/regression/c/pathcheck/null_argument_to_requiring_callee.c``).  Library models
        are left out (``memcpy(d, NULL, 0)`` copies nothing)."""
        hit = self._required.get(n)
        if hit is None:
            from ..engine.accesses import callee_summary

            summary = callee_summary(self.sem, instr.callee_name)
            required = summary.requires if summary is not None else ()
            hit = self._required[n] = tuple(sorted(i for i in required if i < len(instr.args)))
        return hit

    def _split_nullness(self, st: State, args: tuple, n: int) -> list:
        """``st`` as the disjuncts where each optional out-parameter in ``args`` (an
        argument expression and the parameter's cell) is NULL and where it is not, when it
        may be either: the callee's summary is then applied to each with the argument
        decided (a write it makes only through a non-NULL argument is certain where the
        argument is not NULL, and absent where it is), and the nullness keeps the two
        apart (``_key``).  ``parse(uri, &user, pathp)`` followed by ``if (*pathp == NULL)
        *pathp = strdup(".")``: a weak write of the callee's block beside the input
        content left ``*pathp``'s NULL meaning nothing, and the block was "lost" there.
        The two halves are the engine's own assumes ``p == NULL`` and ``p != NULL``, which
        together cover every execution."""
        from ..ir import Const

        sem = self.sem
        states = [st]
        for expr, cell in args:
            out = []
            for s in states:
                v = s.mem.get(cell) if cell is not None else sem.eval(s, expr, n)
                if v is None:
                    s = s.copy()  # not read yet: read it on a copy, which goes on
                    v = sem.eval(s, expr, n)
                if NULL not in v.addrs or v.addrs == NULL_SET or any(type(a) is Region for a in v.addrs):
                    out.append(s)
                    continue
                for op in ("==", "!="):
                    half = sem.assume_compare(s.copy(), op, expr, Const(0), n)
                    if half is not None:
                        out.append(half)
            states = out
        return states

    def _bound(self, d: dict) -> dict:
        """At most ``max_disjuncts``: past it, everything is joined (marked merged).  A
        procedure that needs this at more than ``_MAX_MERGES`` nodes has lost the
        distinctions the partition is for, and each merge joins dozens of states: it is
        given up as over the budget.  On openssh 9.2p1 the partitions that merged more
        than 12 times either ran over the step budget anyway or (one) completed after 28
        merges and kept its 3 candidates; stopping them at 12 cut the whole package's
        analysis by 44 s (of 334) and changed no alarm.  A whole partition whose asker has
        a focused one to fall back on stops at the first (``max_merges`` 0,
        ``PathVerifier.partition``)."""
        if len(d) <= self.max_disjuncts:
            return d
        # the disjuncts of each NULL / not NULL combination of the optional out-parameters
        # never meet (the parameters are not assigned): each combination gets its own
        # bound, up to _OUT_GROUPS of them, and a merge keeps them apart (a procedure with
        # four, parse_uri(.., userp, hostp, portp, pathp), has 16)
        tagged = [(_nullness(st, self.optional_out) if self.optional_out else None, st) for st, _ in d.values()]
        sizes: dict = {}
        for nulls, _ in tagged:
            sizes[nulls] = sizes.get(nulls, 0) + 1
        if len(sizes) > 1 and len(d) <= self.max_disjuncts * min(len(sizes), _OUT_GROUPS) and \
                max(sizes.values()) <= self.max_disjuncts:
            return d
        self.merged += 1
        if self.merged > self.max_merges:
            raise Budget()
        out: dict = {}
        for nulls, st in tagged:
            _add(out, None if nulls is None else ("merged", nulls), st, None)
        return out

    # ------------------------------------------------------------------ iteration
    def _pre(self, n: int) -> dict:
        if n == ENTRY:
            st = self.sem.initial_state()
            return {self._key(st): (st, ((),))}
        preds = self.cfg.preds[n]
        if len(preds) == 1:
            return self.post[preds[0]]
        out: dict = {}
        for p in preds:
            for key, (st, tokens) in self.post[p].items():
                _add(out, key, st, tokens, self.max_tokens)
        return out

    def _elements(self, elements: list, releases: Optional[list] = None) -> None:
        post = self.post
        for i, el in enumerate(elements):
            if isinstance(el, tuple):
                self._component(el[0], el[1])
            else:
                post[el] = self._transfer(el, self._pre(el))
            if releases is not None:
                for n in releases[i]:
                    post[n] = {}
                    self._released.add(n)

    def _head_input(self, head: int, inside: set) -> dict:
        out: dict = {}
        cap = self.max_tokens
        if head == ENTRY:
            st = self.sem.initial_state()
            _add(out, self._key(st), st, ((("L0", head),),))
        for p in self.cfg.preds[head]:
            if p in inside:
                continue
            for key, (st, tokens) in self.post[p].items():
                _add(out, key, st, _map_tokens(tokens, lambda tk: tk + (("L0", head),), cap), cap)

        def cut(tk):
            i = _loop_marker(tk, head)
            return tk + (("L+", head),) if i < 0 else tk[:i] + (("L+", head),)

        for p in self.cfg.preds[head]:
            if p not in inside:
                continue
            for key, (st, tokens) in self.post[p].items():
                _add(out, key, st, _map_tokens(tokens, cut, cap), cap)
        return out

    def _bound_at(self, head: int) -> Optional[dict]:
        """The numbers of the engine's state on entry to loop head ``head`` (the join of
        its predecessors' post-states: the entry and the back edges), by cell, or None."""
        if self.engine_post is None:
            return None
        bound = self.bounds.get(head)
        if bound is None:
            joined = _join(self.engine_post[p] for p in self.cfg.preds[head])
            bound = self.bounds[head] = {} if joined is None else \
                {a: v.num for a, v in joined.mem.items() if not v.num.is_bottom()}
        return bound

    def _component(self, head: int, body: list) -> None:
        inside = self.components[head]
        options = self.options
        releases = self.releases.get(head)
        prev: Optional[dict] = None
        rounds = 0
        while True:
            new = self._head_input(head, inside)
            if prev is not None:
                widen = rounds >= options.widen_delay
                bound = self._bound_at(head) if widen else None
                ts = () if bound is not None else self.thresholds.at(head, rounds - options.widen_delay)
                new = {k: ((prev[k][0].join(v[0], widen=widen, thresholds=ts),
                            _union_tokens(prev[k][1], v[1], self.max_tokens)) if k in prev else v)
                       for k, v in new.items()}
                if bound is not None:
                    new = {k: (_bounded(st, bound), tokens) for k, (st, tokens) in new.items()}
                if _stable(prev, new):
                    break
            if rounds >= options.max_loop_head_iterations:
                break
            prev = new
            self.post[head] = self._transfer(head, new)
            self._elements(body, releases)
            rounds += 1
        if prev is None:
            return
        for _ in range(options.narrowing_passes):
            new = self._head_input(head, inside)
            narrowed = {k: ((_narrow(prev[k][0], v[0]), v[1]) if k in prev else v) for k, v in new.items()}
            if _stable(prev, narrowed):
                break
            prev = narrowed
            self.post[head] = self._transfer(head, narrowed)
            self._elements(body, releases)


_ORDERS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _exits_first(cfg) -> tuple:
    """The top-level elements of ``cfg``'s weak topological order, the order to run them
    in, and each node's element.

    Any topological order of the top-level elements (a loop is one element) gives every
    node the same disjuncts: each element starts from its predecessors' final ones.  This
    one runs each ``return``'s ancestors not run yet, then the return, the return with
    the fewest ancestors first, and the rest after, so that a run over its budget has finished
    the early exits of a long procedure (``PartitionedFixpoint.finished``): the weak
    topological order itself, a reverse post-order of a depth-first walk, puts the branch
    it walks first last, which for ``if (err) { ..; return -1; }`` is the early exit."""
    hit = _ORDERS.get(cfg)
    if hit is not None and hit[0] is cfg.wto:
        return hit[1]
    elements = list(cfg.wto)
    element_of: dict = {}
    sizes = []
    for i, el in enumerate(elements):
        nodes = _nodes_of(el)
        sizes.append(len(nodes))
        for n in nodes:
            element_of[n] = i
    preds: list = [set() for _ in elements]
    for n, i in element_of.items():
        for p in cfg.preds[n]:
            j = element_of.get(p)
            if j is not None and j != i:
                preds[i].add(j)
    preds = [sorted(ps) for ps in preds]
    done = [False] * len(elements)
    order: list = []

    def emit(target: int) -> None:
        # post-order over the predecessors: an element after all of its ancestors
        stack = [(target, iter(preds[target]))]
        done[target] = True
        while stack:
            i, it = stack[-1]
            for j in it:
                if not done[j]:
                    done[j] = True
                    stack.append((j, iter(preds[j])))
                    break
            else:
                stack.pop()
                order.append(i)

    def ancestry(i: int) -> int:
        seen, todo, total = {i}, [i], 0
        while todo:
            k = todo.pop()
            total += sizes[k]
            for j in preds[k]:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
        return total

    exits = {element_of[n] for n in cfg.return_nodes if n in element_of}
    for i in sorted(exits, key=lambda i: (ancestry(i), i)):
        emit(i)
    for i in range(len(elements)):
        if not done[i]:
            emit(i)
    out = (elements, order, element_of)
    _ORDERS[cfg] = (cfg.wto, out)
    return out


def _nodes_of(el) -> list:
    if not isinstance(el, tuple):
        return [el]
    out, stack = [], [el]
    while stack:
        e = stack.pop()
        if isinstance(e, tuple):
            out.append(e[0])
            stack.extend(e[1])
        else:
            out.append(e)
    return out


def _bounded(st: State, bound: dict) -> State:
    """``st`` with the number of each cell met with the number ``bound`` (cell -> number,
    from a state that over-approximates every execution ``st`` stands for) gives the same
    cell, where the meet is not empty."""
    changed = None
    for a, v in st.mem.items():
        num = v.num
        if num.is_bottom():
            continue
        w = bound.get(a)
        if w is None or w is num:
            continue
        met = num.meet(w)
        if met.is_bottom() or (met.leq(num) and num.leq(met)):
            continue
        if changed is None:
            changed = {}
        changed[a] = Value(met, v.addrs)
    if changed is None:
        return st
    out = st.copy()
    out.mem.update(changed)
    return out


def _optional_outs(fn, sem) -> tuple:
    """The cells of the ``single_cell_params`` that some condition tests and that the
    procedure stores through or passes on (optional out-parameters)."""
    single = getattr(sem, "_single", None)
    if not single:
        return ()
    from ..engine.semantics import param_named
    from ..ir import Assign, Deref, Field, expr_vars

    tested, out = set(), set()
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Assume:
            tested.update(v.name for v in expr_vars(instr.cond) if v.name in single)
        elif t is Assign:
            lv = instr.lhs
            while type(lv) is Field:
                lv = lv.base
            if type(lv) is Deref:
                out.add(param_named(lv.ptr, single))
        elif t is Call:
            out.update(param_named(a, single) for a in instr.args)
    return tuple(sem.var_addr(p) for p in fn.params if p.name in tested and p.name in out)


def _only_null(v) -> bool:
    """Whether a pointer value points nowhere but NULL: its dereference has no target, as
    the engine's (``Semantics.lval_addrs``) has none, whatever number it may also be."""
    return v is not None and v.addrs == NULL_SET


def _passed_outs(fn, cells: tuple) -> dict:
    """Call node -> ``(argument expression, cell)`` for each optional out-parameter
    (``cells``, ``_optional_outs``) that the call passes on as one of its arguments."""
    if not cells:
        return {}
    from ..engine.semantics import param_named

    by_name = {c.name: c for c in cells}
    out = {}
    for n, instr in enumerate(fn.cfg.instrs):
        if type(instr) is not Call:
            continue
        found = []
        for a in instr.args:
            name = param_named(a, by_name)
            if name is not None and all(c is not by_name[name] for _, c in found):
                e = a
                while type(e) is not Lv:
                    e = e.operand
                found.append((e, by_name[name]))
        if found:
            out[n] = tuple(found)
    return out


def _decided_args(fn, sem) -> dict:
    """Call node -> ``(argument expression, None)`` for each argument that is one of the
    procedure's pointer variables and whose nullness decides, by the callee's summary,
    whether a fresh block is made (``Summary.nonnull_only``, ``null_only``).  Where the
    variable may be NULL or not at the call, the disjunct is split in two there
    (``_split_nullness``), so that the block exists in the half that makes it only: the
    engine applies the summary to the joined argument, and the block then came with the
    NULL half too, where a later ``if (fs)`` could not drop it (gnulib regex's
    ``set_regs``, whose ``fs`` is NULL unless it backtracks, passes it to
    ``proceed_next_node``, which grows ``fs->stack`` only through a non-NULL ``fs``).
    The variable's cell is found when the call is reached (a local, by name)."""
    from ..engine.accesses import callee_summary, strip_casts

    params = {p.name for p in fn.params}
    out: dict = {}
    for n, instr in enumerate(fn.cfg.instrs):
        if type(instr) is not Call or instr.callee_name is None:
            continue
        summary = callee_summary(sem, instr.callee_name)
        if summary is None or not (summary.nonnull_only or summary.null_only):
            continue
        # (not an argument the callee dereferences first: its NULL half ends there; nor a
        # parameter, whose NULL is the caller's and would double every disjunct of the
        # procedure: the ssh client's kex_input_ext_info, whose ssh every call takes,
        # partitioned four times the work and its retry lost two real leaks)
        deciding = ({i for i, _ in summary.nonnull_only} | {i for i, _ in summary.null_only}) - set(summary.requires)
        found = []
        for i in sorted(deciding):
            if i >= len(instr.args):
                continue
            a = strip_casts(instr.args[i])
            if type(a) is Lv and type(a.lval) is Var and a.lval.name not in params and \
                    getattr(a.ty, "is_pointer", False):
                found.append((a, None))
        if found:
            out[n] = tuple(found)
    return out


def _merge_splits(outs: dict, decided: dict) -> dict:
    """``_passed_outs`` with ``_decided_args``' arguments added, each expression once."""
    for n, found in decided.items():
        have = outs.get(n, ())
        outs[n] = have + tuple(f for f in found if all(f[0] != e for e, _ in have))
    return outs


_OUT_GROUPS = 4
"""How many times ``max_disjuncts`` a node may hold when its disjuncts differ in which
optional out-parameters are NULL (``PartitionedFixpoint._bound``)."""


def _nullness(st: State, cells: tuple) -> tuple:
    """Per cell: 0 if it holds NULL only, 1 if it cannot hold NULL, 2 otherwise."""
    out = []
    for c in cells:
        v = st.mem.get(c)
        if v is None or not v.addrs:
            out.append(2)
        elif v.addrs == NULL_SET:
            out.append(0)
        else:
            out.append(1 if NULL not in v.addrs else 2)
    return tuple(out)


_PARAM_TESTS = 3
"""At most this many branches per procedure are ``PartitionedFixpoint.param_tests``
(each may double the paths a disjunct's tokens list)."""


def _param_constant_tests(fn) -> frozenset:
    """The ``Assume`` nodes of a test of an unassigned integer parameter against a
    constant (``summary._param_test``); none when there are more than ``_PARAM_TESTS``."""
    from ..interproc.summary import _int_params, _param_test, _unassigned_int_params

    names = _int_params(_unassigned_int_params(fn))
    if not names:
        return frozenset()
    out = {n for n, instr in enumerate(fn.cfg.instrs)
           if type(instr) is Assume and _param_test(instr, names) is not None}
    return frozenset(out) if len(out) <= 2 * _PARAM_TESTS else frozenset()


def relevant_branches(fn) -> frozenset:
    """The ``Assume`` nodes worth keeping apart: a condition that tests a pointer (its
    nullness ties it to an allocation), a call's result, or a variable that another
    condition also tests or that the procedure sets to a constant (a flag).  A field or
    element of a variable counts where the same condition on it is tested twice
    (``opts.verbose & 2``) or it is set to a constant twice (``o.own = 0; .. o.own = 1``,
    a flag in a local struct).  Other branches join where they meet, as in the engine
    (always sound)."""
    from ..ir import Assign, Const, expr_vars, walk

    cfg = fn.cfg
    tested: dict = {}
    conds = []
    for n, instr in enumerate(cfg.instrs):
        if type(instr) is Assume:
            names = {v.name for v in expr_vars(instr.cond)}
            # (by the same condition: ``S_ISBLK (st.st_mode) || S_ISCHR (st.st_mode) ..
            # S_ISREG (st.st_mode)`` in cpio's ``process_copy_in`` only multiplied its
            # paths, and its real leak's path check became incomplete)
            fields = {key for x in walk(instr.cond) if type(x) is Lv
                      for key in (_var_key(x.lval),) if type(key) is tuple}
            names.update((key, instr.cond) for key in fields)
            names = frozenset(names)
            conds.append((n, instr, names, frozenset(fields)))
            for name in names:
                tested.setdefault(name, set()).add(instr.loc.line)
    flags: set = set()
    results: set = set()
    set_fields: dict = {}  # a field or element of a variable -> the constants stored into it
    for instr in cfg.instrs:
        t = type(instr)
        if t is Assign and type(instr.lhs) is Var and type(instr.rhs) is Const:
            flags.add(instr.lhs.name)
        elif t is Assign and type(instr.rhs) is Const and _var_key(instr.lhs) is not None:
            # (a flag in a struct is set twice: an initializer alone sets every field
            # once, and would make every test of the struct's fields a split)
            set_fields.setdefault(_var_key(instr.lhs), []).append(instr.rhs.value)
        elif t is Call and type(instr.result) is Var:
            results.add(instr.result.name)
    flags.update(k for k, values in set_fields.items() if len(values) > 1)
    out = set()
    for n, instr, names, fields in conds:
        if any(len(tested[x]) > 1 or x in flags or x in results for x in names) or _tests_pointer(instr.cond) \
                or not fields.isdisjoint(flags):
            out.add(n)
    return frozenset(out)


def _var_key(lv):
    """For an lvalue that names a variable's own cells (``v``, ``v.f``, ``v.a[2].g``): the
    variable's name, with the fields and constant indices below it (a variable index
    stands for every element); None for an lvalue through a pointer."""
    steps = []
    while True:
        t = type(lv)
        if t is Var:
            return lv.name if not steps else (lv.name, *reversed(steps))
        if t is Field:
            steps.append(lv.name)
        elif t is Index:
            i = lv.index
            steps.append(i.value if type(i) is Const else "[]")
        else:
            return None
        lv = lv.base


def _tests_pointer(e) -> bool:
    from ..ir import BinOp, Cast, Lv, UnOp

    t = type(e)
    if t is Lv:
        return e.ty is not None and getattr(e.ty, "is_pointer", False)
    if t is BinOp:
        return _tests_pointer(e.left) or _tests_pointer(e.right)
    if t in (UnOp, Cast):
        return _tests_pointer(e.operand)
    return False


def _stable(prev: dict, new: dict) -> bool:
    """Whether a loop head's input is what the last round used: its states and its paths.
    The paths matter too: a loop whose first round already gives a stable state (``k = 1;
    while (k > 0) k--;``) gets its "at least once" paths (``L+``) only in the second
    round's input, and a head that stopped there kept the zero-iteration paths alone, so
    the later stages examined only those and pruned alarms that happen after the loop ran.
    Tokens only grow (a union, at most ``_MAX_TOKENS`` before None), so this terminates."""
    if prev.keys() != new.keys():
        return False
    for k, (v, tokens) in new.items():
        p, ptokens = prev[k]
        if tokens != ptokens or not (v.leq(p) and p.leq(v)):
            return False
    return True

"""Analysis options, including each of the paper's deliberate unsound choices as a switch.

Every Section 3 decision of the Sparrow paper that applies is one named boolean here, on by
default as in the paper, so a researcher can turn it off and measure what it buys.  The
command line exposes each as ``--NAME`` / ``--no-NAME`` (underscores become dashes).
"""

from __future__ import annotations

import attrs


def parse_widening_thresholds(value):
    """Normalise a ``widening_thresholds`` setting: ``"auto"``, ``"loop"``, ``"none"``, or integers given
    as a sequence or as a comma-separated string (``"0,10,100"``), returned sorted and
    without repetitions.  Raises ``ValueError`` with a message naming the bad part."""
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in ("auto", "loop", "none"):
            return text.lower()
        parts = [p.strip() for p in text.split(",")]
        if not text or any(not p for p in parts):
            raise ValueError(f"expected auto, loop, none or a comma-separated list of integers, not {value!r}")
        items = []
        for p in parts:
            try:
                items.append(int(p, 0))
            except ValueError:
                raise ValueError(f"{p!r} is not an integer (expected auto, loop, none or integers such as "
                                 f"0,10,100)") from None
        return tuple(sorted(set(items)))
    if isinstance(value, (list, tuple)):
        for v in value:
            if type(v) is not int:
                raise ValueError(f"{v!r} is not an integer (expected a list of integers)")
        return tuple(sorted(set(value)))
    raise ValueError(f"expected auto, loop, none or a list of integers, not {value!r}")


@attrs.define
class AnalysisOptions:
    """Knobs of the abstract interpretation and of the leak checker."""

    numeric_domain: str = "pair"
    """Name of the numeric domain (see ``domains.numeric_domain_names()``); the paper's
    pair of intervals by default."""

    explore_k: int = 5
    """k-bound exploration (Section 3, Section 4.1): at most k explore addresses per program
    point; the k-th is reused beyond that, so input structures are summarised finitely."""

    widen_delay: int = 2
    """Iterations of a loop head that join before widening starts."""

    widening_thresholds: object = attrs.field(default="auto", converter=parse_widening_thresholds)
    """Where a widened interval bound may stop before infinity (``engine/thresholds.py``):
    ``"auto"`` at each loop head the constants that the conditions of its loop compare
    against (``c - 1, c, c + 1`` for each), ``"none"`` plain widening, or an explicit sorted
    tuple of integers used at every loop head."""

    narrowing_passes: int = 1
    """Decreasing iterations after a loop has stabilised, to regain bounds lost to widening."""

    loop_at_least_once: bool = True
    """Section 3, "Following loop iteration effects": at a loop head reached again through
    its back edge, the allocated and freed sets are taken from the back edge only, not
    joined with the sets on loop entry ("most loops iterate at least once").  Unsound: a
    loop that runs zero times can hide a leak (Figure 13)."""

    free_all_targets: bool = True
    """Section 3, "Unsound escaping effects from path-insensitivity": ``free(p)`` frees every
    block ``p`` may point to.  Unsound: when p may point to either of two blocks only one is
    freed, and the other may leak unreported.  Off: a block is removed from the allocated
    set only when it is the single target of the free (must-free)."""

    malloc_may_fail: bool = True
    """Allocators return NULL or a fresh block; on the branch where the result is NULL no
    block was allocated (and a failed realloc gives its old block back to the caller)."""

    assume_alloc_succeeds: bool = False
    """``null_deref`` does not report dereferences that are NULL only when an allocation
    (malloc, calloc, realloc, strdup...) fails.  Reported by default with severity
    ``note``; many projects do not want them, some must have them.  Checker-only: the
    analysis itself (``malloc_may_fail``) is unchanged."""

    element_cells: bool = True
    """An element of a small array indexed by a known constant (``names[1]``,
    ``cmp.file[0].desc``) has a cell of its own beside the array's cell
    (``memory.ELEMENT``), so a store, free or test of one element applies to it alone.
    Sound either way; off, an array is one cell (the paper's abstraction)."""

    field_invariants: bool = True
    """An integer field of input memory (a parameter's or a global's structure) is read as
    the join of every value the program stores into a field of that name
    (``engine.fieldfacts``), where the program's code is all that writes it.  Unsound
    where a field is read before any store (an indeterminate value) or its bytes are
    written some other way than through the field, a copy of its structure or a typed
    zero fill (docs/assumptions.md); off, such a field is any number."""

    recency: bool = True
    """Recency abstraction: an allocation site allocated again while its earlier block may
    exist keeps its most recent block apart from the older ones (``State.age``), so tests
    and strong updates through the pointer to the newest block apply to it alone, and a
    block overwritten in a loop is seen lost.  Sound either way; off, a site re-allocated
    is one summary region (the paper's abstraction)."""

    allocation_paths_only: bool = True
    """Section 3, "Being sensitive to memory-allocating paths": when some exits of a
    procedure make a fresh block visible to the caller and others do not, the summary is
    taken from the allocating exits only (so ``foo`` returning 1 exactly when it allocates
    does not cause false alarms in its callers).  Unsound: a caller's leak on the
    non-allocating path's behaviour can be missed."""

    main_return_leaks: bool = False
    """Report the blocks (and resource handles) that ``main``'s own variables still hold
    when it returns.  Off (the default): that return is the program's exit (C11 5.1.2.2.3),
    which, as a call of ``exit``, loses nothing still held; a block lost before it (an
    overwritten pointer, a loop's older blocks) is reported either way."""

    untested_params_not_null: bool = True
    """Not in the paper, in the spirit of its Section 3 (and of the cleanness checkers, which
    do not believe the NULL an input pointer may hold): a block a callee makes only where a
    pointer argument is NULL at entry (``Summary.null_only``, ``if (ssh == NULL) ssh =
    alloc();``) is not reported lost in a caller that passes one of its own pointer
    parameters there, unchanged and not found NULL by a test (``checkers/leak.py``); the
    block still reaches that caller's callers through its summary.  Unsound: where the
    caller's own callers pass NULL, the block it loses is not reported."""

    tested_pointers_at_start: bool = True
    """Not in the paper (a precision choice for pointer tests): a pointer found unequal to
    an array (``p != a``) does not point into it -- a pointer the program compares with
    an array is taken to point to its start, if into it at all (the small-buffer idiom
    ``if (buf != smallbuf) free(buf)``, bison's ``if (yyss != yyssa)``).  Unsound: a
    pointer past the start (``&a[1]``, ``a + k``) compared with ``a``.  Off, ``p != a``
    rules ``a`` out of ``p`` only where no pointer past ``a``'s start was made
    (``memory.INTERIOR_CELLS``) or ``p`` is a variable that only ever holds starts of
    objects (``semantics.start_pointer_vars``)."""

    out_params_stay_local: bool = True
    """Not in the paper (a precision choice of the unknown-function policy): the address of
    the caller's own scalar variable passed to an unknown function (``kex->sign(..,
    &signature, &slen, ..)``, ``&len``: an out-parameter) is written through during the
    call (the variable may then point to unknown memory), but does not escape into unknown
    memory.  Without it, every later write through a pointer read from unknown memory may
    land in that variable: a callee's ``ssh->state->outgoing_packet->cd = ..`` through a
    ``state`` the unknown call may have redirected filled openssh's ``signature`` with the
    packet state's blocks, and its ``free(signature)`` then freed them.  Unsound: an
    unknown function that keeps the address and a later one that writes through it (a
    write the analysis then does not see in the variable).  Off: the address escapes like
    any other (the policy's rule 1)."""

    unchecked_results_not_null: bool = True
    """Not in the paper (the null_deref checker's own precision choice, after Engler et
    al.'s "bugs as deviant behaviour"): a procedure of the program that may return NULL,
    whose callers test its result for NULL at fewer than one in four of at least ten call
    sites (``Program.unchecked_results``), is taken by its callers' null_deref checks not
    to return NULL (openssh's ``sshbuf_ptr`` returns NULL only for a corrupted buffer; in
    each of openssh's programs 5 to 7 of its 24 to 100 call sites test it, most of them in
    the buffer code itself).  Where a package has several programs, the call sites are
    counted over the package's code, each file once (``package_result_checks``), so
    that its shared code is judged, summarised and cached alike in every program.  Unsound: where such a procedure does
    return NULL, the dereference that follows is not reported.  Off: every caller's
    dereference of its result is reported as "may be NULL"."""

    certain_frees_only: bool = True
    """Not in the paper (the cleanness checkers' own precision choice): a use or a free of a
    block is reported as a use after free or a double free only where the block was freed
    for certain through the pointer used, the pointer does not also point to a live block,
    and, in the path check, some path disjunct has the block freed on every one of its
    paths (the engine's must-freed set).  Unsound: a free that happens on some paths only
    (``free(p)`` where ``p`` may be NULL or another block after a join, a callee that frees
    its argument on some paths) is not followed, and a later use or free of the block is
    not reported.  Off: a block freed on some path counts, through every pointer that may
    hold it, reported as a warning ("may have been freed")."""

    global_amalgamation: bool = True
    """Section 3, "Global variables abstraction": in summaries all globals are one node, so
    a block a callee stores into a global is reachable from globals for ever after.
    Unsound: a callee overwriting the same global twice hides the first block's leak
    (the paper's ``gp`` example).  Off: a callee's writes to global variables are replayed
    in the caller cell by cell (strongly when every summarised exit wrote the global)."""

    max_anchor_length: int = 8
    """Longest access path (in steps) kept in a summary; bounds summaries of recursive data."""

    anchors_per_address: int = 3
    """At most this many (shortest) anchors are recorded for one address in a summary
    (unknown memory and static storage get one more per fresh-block cell holding them)."""

    context_depth: int = 3
    """Call sites kept in the name of an instantiated block (context sensitivity of regions)."""

    max_scc_rounds: int = 12
    """Analyses of one procedure of a recursive SCC (the SCC is iterated by a worklist of the
    procedures whose callees' summaries changed): after half of them its new summaries are
    merged with the old ones with widening; a procedure still changing after all of them
    gets the unknown summary (``engine/budget.py``)."""

    procedure_steps: int = 200_000
    """Budget of one analysis of one procedure: node visits of the fixpoint (0: no bound).
    Past it the procedure gets the unknown summary and none of its findings are reported;
    it is counted (``budget_skips``) and named."""

    procedure_cells: int = 20_000
    """Budget of one analysis of one procedure: cells in one abstract state (0: no bound)."""

    procedure_total_cells: int = 2_000_000
    """Budget of one analysis of one procedure: the cells of all the states it holds at
    once, one per CFG node (0: no bound).  It bounds what the analysis' memory grows
    with (about 280 bytes a cell: httpd's ``output_directories`` held 2.8 million cells,
    0.8 GB, before one of its states went over ``procedure_cells``); ``procedure_cells``
    bounds one state only.  The largest on openssh's ssh client: 1.7 million
    (``process_escapes``)."""

    summary_writes: int = 50_000
    """Budget of one procedure's summary: its pointer writes into the caller's memory
    (``Summary.cell_writes``, one entry per access path of a written cell and target it
    may be given; 0: no bound).  Past it the procedure gets the unknown summary, like a
    procedure over the other bounds: httpd's ``internal_internal_redirect`` wrote every
    field of its request with one smashed set of the request's own fields (766,723
    entries), which every caller then held and applied.  Return outcomes whose writes are
    more than this in all are dropped (the joined summary stands for them).  The most on
    openssh's ssh client: 19,104, outcomes included (``process_escapes``)."""

    procedure_seconds: float = 60.0
    """Budget of one analysis of one procedure in seconds (0: no bound).  Unlike the other
    bounds it depends on the machine."""

    scc_seconds: float = 300.0
    """Budget of a recursive SCC in seconds (0: no bound): past it, the procedures of the SCC
    that are not summarised yet get the unknown summary."""

    user_models: dict = attrs.Factory(dict)
    """Library models declared by the user (configuration file): name -> models.Model.
    They take precedence over the built-in table and over the program's own definitions."""

    max_loop_head_iterations: int = 200
    """A hard cap on the iterations of one loop head; reaching it is counted in the stats
    (it cannot happen with a widening-based domain unless a domain breaks its contract)."""

    path_check: str = "smt"
    """Path-sensitive verification of alarms (``pathcheck``): ``off``; ``linear`` (the
    engine re-run per path, then the linear contradiction filter); ``smt`` (then z3)."""

    path_check_seconds: float = 0.0
    """An optional wall-clock cap (0: none) on the path-partitioned re-analysis of one
    procedure.  It makes results depend on the machine and its load; the deterministic
    budget is ``path_check_steps``."""

    path_check_steps: int = 30000
    """Budget of the path-partitioned re-analysis of one procedure, in disjunct transfers
    over states of the usual size (a transfer over a larger state counts for more, one
    over a smaller for less, and a call four times a branch: ``pathcheck.partition._UNITS_PER_STEP``,
    ``_CALL_UNITS``):
    the partition of the whole procedure gets a third of it (``pathcheck.WHOLE_SHARE``),
    the retry focused on the blocks its alarms lose all of it; past it the procedure's
    alarms are kept and marked incomplete."""

    path_check_disjuncts: int = 32
    """Most path disjuncts kept at one node before they are joined; where they differ in
    which optional out-parameters are NULL, each combination gets this bound, up to four
    times it at the node (``PartitionedFixpoint._bound``)."""

    path_check_paths: int = 64
    """Most paths per candidate that the linear and SMT stages examine."""

    path_check_solver_ms: int = 10000
    """z3's wall-clock safety net for one path (0: none); ``path_check_solver_rlimit``
    is the budget that decides."""

    path_check_solver_rlimit: int = 5_000_000
    """z3's deterministic resource limit for one path (its ``rlimit``)."""

    def switch_names(self) -> list[str]:
        return [f.name for f in attrs.fields(type(self)) if f.type in (bool, "bool")]


UNSOUND_SWITCHES = ("loop_at_least_once", "free_all_targets", "allocation_paths_only", "global_amalgamation",
                    "untested_params_not_null", "certain_frees_only", "unchecked_results_not_null",
                    "out_params_stay_local", "tested_pointers_at_start", "field_invariants")

"""Shared plumbing of the soundness properties: write a generated program, load it once,
run it concretely and analyse it, and the check function of each property.

Each ``check_*`` function returns a list of human-readable problems (empty: the property
holds on this program), so the tests, the regression files and the mutation tests all run
exactly the same check.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from typing import Iterable, Optional

from hypothesis import assume

from sparrowpy.engine.normalize import normalize_program
from sparrowpy.interproc.analysis import analyze_units
from sparrowpy.interproc.callgraph import Program
from sparrowpy.cfg import EXIT
from sparrowpy.oracle.concrete import Interpreter, StepLimit, UndefinedBehaviour
from sparrowpy.frontend.load import load_files
from sparrowpy.oracle.gamma import check_state
from sparrowpy.ir import Call, Const
from sparrowpy.engine.memory import Region
from sparrowpy.options import AnalysisOptions

SOUND = dict(loop_at_least_once=False, free_all_targets=False, allocation_paths_only=False,
             global_amalgamation=False, untested_params_not_null=False, certain_frees_only=False,
             unchecked_results_not_null=False, out_params_stay_local=False, tested_pointers_at_start=False,
             field_invariants=False)
MAX_STEPS = 5000


def sound_options(**kw) -> AnalysisOptions:
    """The analysis options with every deliberate unsound switch off."""
    return AnalysisOptions(**{**SOUND, **kw})


@contextmanager
def program_files(texts, name: str = "prog.c"):
    """Write one C text (or several: ``prog.c``, ``prog_1.c``...) to a temporary directory."""
    if isinstance(texts, str):
        texts = [texts]
    with tempfile.TemporaryDirectory(prefix="sparrow-soundness-") as d:
        paths = []
        for k, t in enumerate(texts):
            stem, ext = os.path.splitext(name)
            p = os.path.join(d, name if k == 0 else f"{stem}_{k}{ext}")
            with open(p, "w") as fh:
                fh.write(t)
            paths.append(p)
        yield paths


def load_units(paths) -> list:
    load = load_files([str(p) for p in paths])
    assert not load.errors, [str(e) for e in load.errors]
    for tu in load.units:
        assert not tu.diagnostics, [str(d) for d in tu.diagnostics]
    return load.units


def parse_units(texts, name: str = "prog.c") -> list:
    """Lower generated C texts without running ``cpp`` (they only use ``NULL``, expanded
    here, and ``#line``, which pycparser reads itself): much faster than :func:`load_units`
    and the same IR.  File k is named ``name`` (``prog.c``) or ``prog_k.c``."""
    import re
    from sparrowpy.frontend.lower import lower_ast
    from sparrowpy.frontend.preprocess import parse_text
    if isinstance(texts, str):
        texts = [texts]
    units = []
    for k, text in enumerate(texts):
        stem, ext = os.path.splitext(name)
        path = name if k == 0 else f"{stem}_{k}{ext}"
        text = text.replace("#define NULL ((void *)0)", "")
        text = re.sub(r"\bNULL\b", "((void *)0)", text)
        tu = lower_ast(parse_text(text, path), path)
        assert not tu.diagnostics, [str(d) for d in tu.diagnostics]
        units.append(tu)
    return units


class Rejected(Exception):
    """The generated program is not usable (undefined behaviour, too long)."""


def run_concrete(units, record: Iterable[str] = ("main",), max_steps: int = MAX_STEPS, reject=True):
    """Run ``main``; undefined behaviour and the step limit reject the example (``assume``).

    The units are normalised first (``engine.normalize``), as the analysis does in place,
    so that the trace's node numbers are the analysed CFG's; that the rewrite changes no
    execution is property ``test_normalize_preserves``."""
    normalize_program(Program(units))
    try:
        return Interpreter(units, max_steps=max_steps, record=record).run("main")
    except (UndefinedBehaviour, StepLimit) as err:
        if reject:
            assume(False)
        raise Rejected(str(err)) from err


def analyse(units, options: AnalysisOptions):
    return analyze_units(units, options, keep_states=True)


def numbered(text: str) -> str:
    return "\n".join(f"{k + 1:4d}  {line}" for k, line in enumerate(text.split("\n")))


def failure_report(text: str, problems: list, limit: int = 25) -> str:
    shown = problems[:limit]
    more = f"\n... and {len(problems) - limit} more" if len(problems) > limit else ""
    return ("\n--- program ---\n" + numbered(text) + "\n--- problems ---\n" + "\n".join(shown) + more)


def assert_overapprox(text: str) -> None:
    """Property 1 on one ``main`` program under the sound options: at every point a
    concrete run reaches, the concrete state is in γ of the abstract one."""
    units = parse_units(text)
    run = run_concrete(units)
    result = analyse(units, sound_options())
    problems = check_overapprox(run, result, sound_options())
    assert not problems, failure_report(text, problems)


def returns_reached(text: str, proc: str = "main") -> dict:
    """``{returned expression: whether some abstract state reaches that return}`` for
    the ``return`` statements of ``proc`` (the precision tests of refinements)."""
    result = analyse(parse_units(text), sound_options())
    p = result.procedures[proc]
    cfg = p.fn.cfg
    out: dict = {}
    for n in cfg.return_nodes:
        key = str(cfg.instrs[n]).split()[-1]
        out[key] = out.get(key, False) or p.post[n] is not None
    return out


# ============================================================================ property 1


def check_overapprox(run, result, options, proc: str = "main", max_problems: int = 50) -> list:
    """At every step of ``proc`` in the concrete run, the concrete state is in γ of the
    abstract post-state of that node."""
    post = result.procedures[proc].post
    cfg = result.procedures[proc].fn.cfg
    problems: list = []
    seen: set = set()
    for step in run.trace:
        if step.proc != proc:
            continue
        for v in check_state(step.state, post[step.node], proc, options):
            key = (step.node, v.kind, v.cell)
            if key in seen:
                continue
            seen.add(key)
            instr = cfg.instrs[step.node]
            problems.append(f"after node {step.node} (line {instr.loc.line}: {instr}): {v}")
            if len(problems) >= max_problems:
                return problems
    return problems


# ============================================================================ property 3


def leak_sites_of_findings(result) -> set:
    return {(f.alloc_site.function, f.alloc_site.line) for f in result.findings
            if f.kind == "leak" and f.alloc_site is not None}


def check_leak_recall(run, result, main_return_leaks: bool = False) -> list:
    """Every allocation site that leaks concretely is the site of some leak finding.  A
    block that only main's own variables still reach when it returns is held at the
    program's exit, not lost, unless the analysis ran with ``main_return_leaks``."""
    found = leak_sites_of_findings(result)
    problems = []
    held = set() if main_return_leaks else {b.id for b in run.held_at_return}
    for b in sorted(run.leaked, key=lambda b: b.id):
        if b.id in held:
            continue
        site = b.alloc.site()
        if site not in found:
            problems.append(f"{b.describe()} leaks concretely but no leak finding has allocation site "
                            f"{site[0]}() line {site[1]} (findings: {sorted(found)})")
    return problems


def recall_and_removal_problems(text: str, on: AnalysisOptions, off: AnalysisOptions, what: str) -> list:
    """Every block the concrete run of ``text`` leaks is reported with the options ``on``,
    and ``on`` only removes leak exits that ``off`` reports (``what`` names the feature
    ``on`` turns on, in the message)."""
    units = parse_units(text)
    run = run_concrete(units)
    with_it = analyse(units, on)
    without = analyse(units, off)
    problems = check_leak_recall(run, with_it)

    def exits(result) -> set:
        return {(f.function, f.alloc_site.line, e.line) for f in result.findings for e in f.exits}

    extra = exits(with_it) - exits(without)
    if extra:
        problems.append(f"{what} added (function, allocation line, exit line): {sorted(extra)}")
    return problems


# ============================================================================ property 4


# ============================================================================ property 7

#: concrete event -> the finding kinds that report it (a block used after a free may first
#: show as its second free through a callee, and the other way round)
CLEANNESS_FAMILIES = {"NullDeref": ("null_deref",), "UseAfterFree": ("use_after_free", "double_free"),
                      "DoubleFree": ("double_free", "use_after_free"), "InvalidFree": ("free_nonheap",)}


def run_cleanness_event(units, max_steps: int = MAX_STEPS):
    """Run ``main`` with dangling pointer values allowed (``strict_pointers=False``: a freed
    block's address may be copied and compared, as real programs do, so the run goes on to
    the access or the free).  Returns None when the run has no NULL dereference, use after
    free, double or invalid free, else ``(event kind, message, call stack)``, the stack as
    ``(procedure, line)`` from ``main`` down to the faulting statement.  Other undefined
    behaviour or the step limit rejects the example."""
    from sparrowpy.oracle.concrete import DoubleFree, InvalidFree, NullDeref, UseAfterFree

    normalize_program(Program(units))
    interp = Interpreter(units, max_steps=max_steps, record=(), strict_pointers=False)
    try:
        interp.run("main")
        return None
    except (NullDeref, UseAfterFree, DoubleFree, InvalidFree) as ev:
        stack = tuple((f.proc, f.fn.cfg.instrs[f.pc].loc.line) for f in interp.frames)
        return type(ev).__name__, str(ev), stack
    except (UndefinedBehaviour, StepLimit):
        assume(False)


def cleanness_recall_problems(text: str):
    """Property 7 on one program text: ``(concrete event or None, analysis result, problems
    of the analysis' recall of the event)``."""
    units = parse_units(text)
    ev = run_cleanness_event(units)
    result = analyse(units, sound_options())
    return ev, result, check_cleanness_recall(ev, result)


def check_cleanness_recall(event, result) -> list:
    """The concrete event is reported: a finding of its kind at the faulting statement or at
    one of the calls on the stack that lead to it (a callee's summary reports at its call)."""
    if event is None:
        return []
    kind, message, stack = event
    kinds = CLEANNESS_FAMILIES[kind]
    found = {(f.function, f.line) for f in result.findings if f.kind in kinds}
    if any(frame in found for frame in stack):
        return []
    return [f"{message} (call stack {list(stack)}) but no {'/'.join(kinds)} finding at any of those lines"]


def tag_of_region(result, r: Region) -> Optional[int]:
    """The unique size constant of the allocation a region comes from."""
    proc = result.procedures.get(r.site.proc)
    fn = proc.fn if proc is not None else result.program.functions.get(r.site.proc)
    if fn is None:
        return None
    instr = fn.cfg.instrs[r.site.node]
    if type(instr) is not Call:
        return None
    for a in reversed(instr.args):
        if type(a) is Const and a.value > 1000:
            return a.value
    return None


def tag_of_line(result, proc: str, line: int) -> Optional[int]:
    fn = result.program.functions.get(proc)
    if fn is None:
        return None
    for instr in fn.cfg.instrs:
        if type(instr) is Call and instr.loc.line == line and instr.callee_name in ("malloc", "calloc", "realloc"):
            for a in reversed(instr.args):
                if type(a) is Const and a.value > 1000:
                    return a.value
    return None


def exit_view(result, proc: str) -> Optional[dict]:
    """What the abstract state at the exit of ``proc`` says, by allocation tag."""
    st = result.procedures[proc].post[EXIT]
    if st is None:
        return None
    view = {"alloc": set(), "vars": {}, "dangling": {}}
    for r in st.alloc:
        if type(r) is Region:
            t = tag_of_region(result, r)
            if t is not None:
                view["alloc"].add(t)
    for a, v in st.mem.items():
        if getattr(a, "kind", "") == "local" and a.proc == proc:
            # allocated blocks only: a pointer to a freed block is dangling (indeterminate)
            tags = {tag_of_region(result, t) for t in v.addrs if type(t) is Region and t in st.alloc}
            view["vars"][a.name] = {t for t in tags if t is not None}
            freed = {tag_of_region(result, t) for t in v.addrs if type(t) is Region and t in st.freed}
            view["dangling"][a.name] = {t for t in freed if t is not None}
    return view


def leaked_tags(result, pruned: bool = False) -> set:
    """The tags of the blocks leak findings name (with ``pruned``: also the alarms the path
    check pruned)."""
    out = set()
    findings = list(result.findings) + ([p.finding for p in result.pruned] if pruned else [])
    for f in findings:
        if f.kind == "leak" and f.alloc_site is not None:
            t = tag_of_line(result, f.alloc_site.function, f.alloc_site.line)
            if t is not None:
                out.add(t)
    return out


def check_summary_vs_inline(summary_result, inline_result, caller: str, callee: str) -> list:
    """The summary-based analysis of ``caller`` over-approximates the inlined one at the
    caller's exit: allocated blocks, the blocks each caller variable may point to, and the
    leak findings, all by allocation tag."""
    problems = []
    s_view = exit_view(summary_result, caller)
    i_view = exit_view(inline_result, caller)
    s_leaks = leaked_tags(summary_result)
    i_leaks = leaked_tags(inline_result)
    # a block the callee loses never reaches the caller; neither does one on a path the
    # path check proved impossible (the callee's pruned alarm), which the inlined engine
    # alone may still carry to the caller's exit
    callee_findings = list(summary_result.findings) + [p.finding for p in summary_result.pruned]
    callee_leaks = {t for f in callee_findings if f.kind == "leak" and f.function == callee
                    for t in [tag_of_line(summary_result, f.alloc_site.function, f.alloc_site.line)] if t is not None}
    if i_view is not None:
        if s_view is None:
            problems.append(f"the inlined analysis reaches the exit of {caller}() but the summary-based one does not")
        else:
            missing = i_view["alloc"] - s_view["alloc"] - callee_leaks
            if missing:
                problems.append(f"allocated at the exit of {caller}() with inlining but not with the summary: "
                                f"tags {sorted(missing)} (summary-based: {sorted(s_view['alloc'])})")
            for var, tags in sorted(i_view["vars"].items()):
                if "__in" in var or var.startswith("$"):
                    continue  # the inlined callee's variables; temporaries are numbered differently
                if var not in s_view["vars"]:
                    if tags:
                        problems.append(f"{caller}:{var} may point to tags {sorted(tags)} with inlining, and is "
                                        f"absent from the summary-based state")
                    continue
                # a block the callee frees on the path that returns it and loses on another
                # (``if (!q) return NULL; ... free(n); return n;``): the inlined join has it
                # allocated and pointed to, the summary pointed to and freed -- and reports
                # the loss inside the callee
                extra = tags - s_view["vars"][var] - (s_view["dangling"].get(var, set()) & callee_leaks)
                if extra:
                    problems.append(f"{caller}:{var} may point to tags {sorted(extra)} with inlining but not with "
                                    f"the summary (summary-based: {sorted(s_view['vars'][var])})")
    # an alarm the summary-based analysis raised and its path check then proved impossible
    # is a loss the summary did carry to the caller: property 4 is about the summary, and
    # the prune's own soundness is property 6's (the inlined program's longer paths may
    # keep the path check from the same proof: the callee's NULL result through
    # ``ret = NULL; goto end;`` in a loop)
    missing = i_leaks - s_leaks - leaked_tags(summary_result, pruned=True)
    if missing:
        problems.append(f"leaks reported with inlining but not with the summary: tags {sorted(missing)} "
                        f"(inlined: {sorted(i_leaks)}, summary-based: {sorted(s_leaks)})")
    return problems


# ============================================================================ property 5


def canonical_output(result) -> str:
    """Findings (text and JSON, without the timing statistics) and summaries (JSON)."""
    import json
    from sparrowpy.report.text import format_text
    findings = format_text(result)
    fjson = json.dumps([f.to_json() for f in result.findings], indent=1, sort_keys=True)
    summaries = json.dumps([result.summaries[k].to_json() for k in sorted(result.summaries)], indent=1,
                           sort_keys=True)
    return f"{findings}\n{fjson}\n{summaries}\n"


# ============================================================================ configurations

from hypothesis import settings as _settings  # noqa: E402

from .strategies import GenConfig  # noqa: E402

#: Generator restrictions that keep the properties green while known analyzer bugs are
#: open (each has an xfail regression under ``regressions/``; remove the restriction when
#: the bug is fixed):
#:
#: - ``realloc=False``, property 1 only — B17 (remaining part): ``realloc`` of input memory,
#:   of a callee's block or of a zeroed block copies the cells the state stores and the
#:   block's own cell (an array's elements), not the implicit field cells of a record, which
#:   the new block then lacks (⊥).  The leak recall and summary properties run with realloc;
#: - ``realloc=False``, property 7 only — B33: ``p->next = p; p = realloc(p, n);
#:   free(p->next)`` frees the old block twice, but after the join with the path where ``p``
#:   was NULL the old block's ``next`` (and so the new block's) holds ``{NULL, old}``, and a
#:   free of "NULL or a freed block" is not reported;
#: - ``callee_global_pointers=False`` — B11: with ``--no-global-amalgamation`` a fresh block
#:   a callee stores through a global pointer (``gp->next = malloc(..)``) never enters the
#:   caller's allocated set;
#: - ``rec_variants`` without the recursive list builder — B15: NULL fields of blocks from
#:   a recursive call are lost (recursion shares one region name);
#:
#: Fixed, restriction lifted: B1-B3, B5-B10, B12-B14 (818a89a), B16 (0e820f9), B18-B21
#: (749d7b6), B22 (22f7ec7), B4, B23 and B24.
KNOWN_BUG_RESTRICTIONS = dict(callee_global_pointers=False, rec_variants=(0, 2, 3))
P1_RESTRICTIONS = dict(realloc=False)
DOMAIN_RESTRICTIONS: dict = {}

#: Property 1 (over-approximation): everything else of the fragment, global pointers in main.
P1_CONFIG = GenConfig(**KNOWN_BUG_RESTRICTIONS, **P1_RESTRICTIONS)


def p1_config(domain: str) -> GenConfig:
    return GenConfig(**{**KNOWN_BUG_RESTRICTIONS, **P1_RESTRICTIONS, **DOMAIN_RESTRICTIONS.get(domain, {})})


#: Property 3 (leak recall): additionally no global holding a pointer (escapes to globals are
#: collected over all paths, a documented unsound choice with no switch).
P3_CONFIG = GenConfig(**{**KNOWN_BUG_RESTRICTIONS, "global_pointers": False})
#: Property 7 (cleanness recall): property 3's fragment with unguarded dereferences and
#: dangling pointers used at once (``unguarded``).
P7_CONFIG = GenConfig(**{**KNOWN_BUG_RESTRICTIONS, "global_pointers": False, "unguarded": True, "realloc": False})
#: Property 2 (interpreter vs gcc/valgrind): the whole fragment, no restriction.
P2_CONFIG = GenConfig()
#: Property 4 (summary vs inlining): one callee, one caller.
P4_CONFIG = GenConfig(**{**KNOWN_BUG_RESTRICTIONS, "max_funcs": 1, "global_pointers": False})
#: Property 5 (determinism): the whole fragment.
P5_CONFIG = GenConfig()


def examples(fraction: float = 1.0, minimum: int = 3):
    """``@settings`` with a share of the active profile's ``max_examples`` (never 0)."""
    return _settings(max_examples=max(minimum, int(_settings.default.max_examples * fraction)))


# ============================================================================ property 2

import subprocess  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402

ALLOCATORS = ("malloc", "calloc", "realloc", "strdup", "strndup")


def compile_c(text: str, directory: str, name: str = "prog") -> str:
    src = os.path.join(directory, f"{name}.c")
    exe = os.path.join(directory, name)
    with open(src, "w") as fh:
        fh.write(text)
    proc = subprocess.run(["gcc", "-std=gnu99", "-O0", "-g", "-w", "-o", exe, src], capture_output=True, text=True)
    assert proc.returncode == 0, f"gcc failed:\n{proc.stderr}\n{numbered(text)}"
    return exe


def run_native(exe: str, timeout: float = 20) -> int:
    return subprocess.run([exe], capture_output=True, timeout=timeout).returncode


def run_valgrind(exe: str, directory: str, timeout: float = 60) -> tuple:
    """(exit status, leaked allocation stacks, other error kinds) of a run under memcheck;
    a stack is ``((function, line), ...)`` from the allocation statement up to main."""
    xml = os.path.join(directory, "vg.xml")
    proc = subprocess.run(["valgrind", "--leak-check=full", "--show-leak-kinds=definite,indirect,possible",
                           "--xml=yes", f"--xml-file={xml}", exe], capture_output=True, timeout=timeout)
    root = ET.parse(xml).getroot()
    leaks: set = set()
    others: list = []
    for err in root.iter("error"):
        kind = err.findtext("kind") or ""
        if not kind.startswith("Leak_"):
            others.append(kind)
            continue
        frames = []
        started = False
        for fr in err.find("stack").iter("frame"):
            fn = fr.findtext("fn") or "?"
            if fn in ALLOCATORS:
                started = True
                continue
            if started and fr.findtext("file") is not None:
                frames.append((fn, int(fr.findtext("line") or 0)))
                if fn == "main":
                    break
        leaks.add(tuple(frames))
    return proc.returncode, leaks, others


def check_against_gcc(text: str, run, directory: str, valgrind: bool) -> list:
    """The interpreter agrees with gcc -O0: main's return value (as an exit status) and,
    under valgrind, the leaked allocation stacks."""
    problems = []
    exe = compile_c(text, directory)
    expected = (run.ret or 0) & 0xFF
    if not valgrind:
        status = run_native(exe)
        if status != expected:
            problems.append(f"main returns {run.ret} (status {expected}) in the interpreter, gcc's binary exits {status}")
        return problems
    status, leaks, others = run_valgrind(exe, directory)
    if status != expected:
        problems.append(f"main returns {run.ret} (status {expected}) in the interpreter, the binary exits {status}")
    mine = {run.alloc_stack_lines(b) for b in run.leaked}
    if mine != leaks:
        problems.append(f"leaked allocation stacks differ: interpreter {sorted(mine)}, valgrind {sorted(leaks)}")
    if others:
        problems.append(f"valgrind reports errors the interpreter did not flag as undefined: {others}")
    return problems


# ============================================================================ regressions


def cleanness_regression_problems(text: str, kind: str) -> list:
    """Property 7 on one fixed program: its concrete run's first cleanness event is
    ``kind`` (asserted), and the problems of the analysis' recall of it."""
    units = parse_units(text)
    ev = run_cleanness_event(units)
    assert ev is not None and ev[0] == kind, ev
    return check_cleanness_recall(ev, analyse(units, sound_options()))


def regression_problems(text: str, gamma_procs=("main",), recall: bool = True, options=None) -> list:
    """Properties 1 (γ at every point of the listed procedures' frames) and 3 (leak recall)
    on one fixed, UB-free program (undefined behaviour raises: the program is wrong)."""
    options = options or sound_options()
    units = parse_units(text)
    run = Interpreter(units, max_steps=MAX_STEPS, record=gamma_procs).run("main")
    result = analyse(units, options)
    problems = []
    for proc in gamma_procs:
        problems += check_overapprox(run, result, options, proc=proc)
    if recall:
        problems += check_leak_recall(run, result, options.main_return_leaks)
    return problems

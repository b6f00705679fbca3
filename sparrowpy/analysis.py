"""The analysis pipeline: load -> link -> call graph -> summarise SCCs bottom-up -> check.

``analyze_paths`` reads top-down as the phases a run goes through; each phase is timed
and reported in the statistics.  A call to a procedure defined in the program applies its
summary; a declared-but-undefined function follows the unknown-function policy.
"""

from __future__ import annotations

import time
from typing import Iterable, Optional

import attrs

import domains

from .checkers import checker_names, get_checker
from .findings import number
from .fixpoint import analyse_function
from .frontend.load import FrontendOptions, LoadResult, load_files
from .memory import Region
from .options import AnalysisOptions
from .callgraph import CallGraph, Program
from .semantics import CallResolver, Semantics, Stats
from .summary import Instantiation, Summary, extract_summary


@attrs.define
class CheckContext:
    """What a checker sees of one analysed procedure."""

    fn: object
    post: list
    sem: Semantics

    def describe_region(self, region: Region) -> str:
        site = region.site
        text = f"block allocated at {site.loc.file}:{site.loc.line} in {site.proc}()"
        for hop in self.region_chain(region):
            text += ", " + hop
        return text

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

    def stats_json(self) -> dict:
        load = self.load
        skipped = sum(len(tu.diagnostics) for tu in load.units) if load else 0
        return {
            "files": len(load.units) + len(load.errors) if load else 0,
            "files_failed": len(load.errors) if load else 0,
            "functions": len(self.procedures),
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
            "findings": len(self.findings),
        }


class SummaryResolver(CallResolver):
    """Calls to procedures defined in the program use their summaries (Section 4.3)."""

    def __init__(self, program: Program, summaries: dict, options: AnalysisOptions, tu):
        self.user_models = options.user_models
        self.program = program
        self.summaries = summaries
        self.options = options
        self.tu = tu

    def apply_summary(self, sem, st, call, name, node):
        key = self.program.resolve(self.tu, name)
        if key is None:
            return NotImplemented
        summary = self.summaries.get(key)
        if summary is None:
            return NotImplemented
        args = [sem.eval(st, a, node) for a in call.args]
        hop = (sem.proc, call.loc.file, call.loc.line, node)
        return Instantiation(sem, st, summary, call, node, args, hop, self.options.context_depth).apply()


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
    merged.modified_inputs = old.modified_inputs | new.modified_inputs
    merged.modified_globals = old.modified_globals | new.modified_globals
    merged.returns = old.returns or new.returns
    merged.regions = {**old.regions, **new.regions}
    merged.exits_used, merged.exits_total = new.exits_used, new.exits_total
    return merged


def analyze_units(units: Iterable, options: AnalysisOptions, checkers: Optional[list] = None,
                  keep_states: bool = False, result: Optional[AnalysisResult] = None) -> AnalysisResult:
    """Analyse the linked program bottom-up over its call graph, then run the checkers.

    Callees are summarised before callers; the procedures of a recursive SCC iterate
    together (from the bottom summary "does not return") until their summaries are stable,
    merging with widening after ``options.max_scc_rounds // 2`` rounds.
    """
    result = result or AnalysisResult()
    numeric = domains.get_numeric_domain(options.numeric_domain)
    checks = [get_checker(c) for c in (checkers or checker_names())]
    t0 = time.perf_counter()
    program = Program(units)
    graph = CallGraph(program)
    result.program = program
    result.callgraph = graph
    summaries = result.summaries
    resolvers = {id(tu): SummaryResolver(program, summaries, options, tu) for tu in program.units}
    check_seconds = 0.0

    def run(key: str) -> ProcedureResult:
        fn = program.functions[key]
        tu = program.unit_of[key]
        sem = Semantics(fn, options, numeric, result.stats, resolvers[id(tu)], tu.prototypes)
        post = analyse_function(fn, sem, options)
        return ProcedureResult(fn, post, sem)

    def summarise(proc: ProcedureResult) -> Summary:
        exits = [proc.post[n] for n in proc.fn.cfg.return_nodes]
        return extract_summary(proc.fn, exits, options, numeric)

    for scc in graph.sccs():
        done: dict = {}
        if not graph.is_recursive(scc):
            key = scc[0]
            done[key] = run(key)
            summaries[key] = summarise(done[key])
        else:
            for key in scc:
                summaries[key] = Summary.bottom(program.functions[key].name)
            for rounds in range(options.max_scc_rounds):
                changed = False
                for key in scc:
                    done[key] = run(key)
                    new = summarise(done[key])
                    if rounds >= options.max_scc_rounds // 2:
                        new = _merge_summaries(summaries[key], new)
                    if not new.same_as(summaries[key]):
                        changed = True
                    summaries[key] = new
                if not changed:
                    break
            else:
                result.stats.iteration_caps += 1
        c0 = time.perf_counter()
        for key in scc:
            proc = done[key]
            ctx = CheckContext(proc.fn, proc.post, proc.sem)
            for check in checks:
                result.findings.extend(check(ctx))
            result.procedures[key] = proc if keep_states else ProcedureResult(proc.fn, [], proc.sem)
        check_seconds += time.perf_counter() - c0
    result.phase_seconds["analysis"] = result.phase_seconds.get("analysis", 0.0) + time.perf_counter() - t0 - check_seconds
    result.phase_seconds["check"] = result.phase_seconds.get("check", 0.0) + check_seconds
    result.findings = number(result.findings)
    return result


def analyze_paths(paths: Iterable, options: Optional[AnalysisOptions] = None,
                  frontend: Optional[FrontendOptions] = None, checkers: Optional[list] = None,
                  keep_states: bool = False, jobs: int = 1, cache_dir: Optional[str] = None,
                  progress=None) -> AnalysisResult:
    """Preprocess, parse and lower the files, then analyse and check every procedure.

    ``paths`` are file names (preprocessed with ``frontend``), or ``(path, FrontendOptions)``
    pairs when each file has its own flags (compile_commands.json).  ``jobs`` > 1 runs the
    frontend and independent SCCs in worker processes; ``cache_dir`` keeps summaries on
    disk between runs; ``progress(phase, done, total)`` is called as work completes.
    """
    options = options or AnalysisOptions()
    load = load_files(paths, frontend)
    result = AnalysisResult(load=load)
    result.phase_seconds["preprocess+parse"] = load.seconds_parse
    result.phase_seconds["lower"] = load.seconds_lower
    return analyze_units(load.units, options, checkers, keep_states, result)

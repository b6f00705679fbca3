"""The analysis pipeline: load -> analyse each procedure -> check -> findings and stats.

``analyze_paths`` reads top-down as the phases a run goes through; each phase is timed
and reported in the statistics.  Until interprocedural summaries exist, a call to a
function defined in the program follows the unknown-function policy (see ``models``).
"""

from __future__ import annotations

import time
from typing import Iterable, Optional

import attrs

import domains

from .checkers import checker_names, get_checker
from .fixpoint import analyse_function
from .frontend.load import FrontendOptions, LoadResult, load_files
from .memory import Region
from .options import AnalysisOptions
from .semantics import CallResolver, Semantics, Stats


@attrs.define
class CheckContext:
    """What a checker sees of one analysed procedure."""

    fn: object
    post: list
    sem: Semantics

    def describe_region(self, region: Region) -> str:
        site = region.site
        return f"block allocated at {site.loc.file}:{site.loc.line} in {site.proc}()"

    def region_chain(self, region: Region) -> tuple:
        return tuple(str(c) for c in region.context)


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


def analyze_units(units: Iterable, options: AnalysisOptions, checkers: Optional[list] = None,
                  keep_states: bool = False, result: Optional[AnalysisResult] = None) -> AnalysisResult:
    """Analyse every function of the given translation units intraprocedurally."""
    result = result or AnalysisResult()
    numeric = domains.get_numeric_domain(options.numeric_domain)
    checks = [get_checker(c) for c in (checkers or checker_names())]
    resolver = CallResolver()
    t0 = time.perf_counter()
    check_seconds = 0.0
    for tu in units:
        for name in sorted(tu.functions):
            fn = tu.functions[name]
            sem = Semantics(fn, options, numeric, result.stats, resolver, tu.prototypes)
            post = analyse_function(fn, sem, options)
            c0 = time.perf_counter()
            ctx = CheckContext(fn, post, sem)
            for check in checks:
                result.findings.extend(check(ctx))
            check_seconds += time.perf_counter() - c0
            key = name if name not in result.procedures else f"{tu.file}:{name}"
            result.procedures[key] = ProcedureResult(fn, post if keep_states else [], sem)
    result.phase_seconds["analysis"] = result.phase_seconds.get("analysis", 0.0) + time.perf_counter() - t0 - check_seconds
    result.phase_seconds["check"] = result.phase_seconds.get("check", 0.0) + check_seconds
    result.findings.sort(key=lambda f: f.sort_key())
    return result


def analyze_paths(paths: Iterable[str], options: Optional[AnalysisOptions] = None,
                  frontend: Optional[FrontendOptions] = None, checkers: Optional[list] = None,
                  keep_states: bool = False) -> AnalysisResult:
    """Preprocess, parse and lower the files, then analyse and check every procedure."""
    options = options or AnalysisOptions()
    load = load_files(paths, frontend)
    result = AnalysisResult(load=load)
    result.phase_seconds["preprocess+parse"] = load.seconds_parse
    result.phase_seconds["lower"] = load.seconds_lower
    return analyze_units(load.units, options, checkers, keep_states, result)

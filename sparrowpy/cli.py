"""The ``sparrowpy`` command line: ``analyze``, ``summaries``, ``states``, ``ir``.

Inputs are files, directories (their ``*.c`` files, recursively) and a compilation
database (``--compile-commands``).  A configuration file (``sparrowpy.toml``, see
``docs/configuration.md``) declares library models, suppressions and analysis defaults;
command-line flags win over it.

Exit status: 0 no finding, 1 findings (``analyze``), 2 a usage or input error (a missing
file, a preprocessing or parse error, a bad configuration, compilation database or
baseline; files that fail to load are reported and the others are still processed).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Optional, Sequence

from . import __version__
from .options import UNSOUND_SWITCHES
from .frontend.load import FrontendOptions, LoadResult, load_files

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2


class UsageError(Exception):
    """A problem with the command line or a file it names: reported, exit status 2."""


def _frontend_parent() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(add_help=False)
    g = p.add_argument_group("inputs and preprocessing")
    g.add_argument("--compile-commands", metavar="FILE",
                   help="analyse the C files of a compilation database (compile_commands.json, from CMake "
                        "or Bear), each with its own -I/-iquote/-isystem/-D/-U/-std=/-include flags (the command "
                        "line's -I/-D/-U/--std are added)")
    g.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                   help="add DIR to the include search path")
    g.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                   help="define a macro")
    g.add_argument("-U", dest="undefines", action="append", default=[], metavar="NAME",
                   help="undefine a macro")
    g.add_argument("--std", default=None, metavar="STD", help="language standard passed to cpp (e.g. c99, gnu11)")
    g.add_argument("--system-headers", action="store_true",
                   help="use the system's libc headers (GNU extensions neutralised) instead of the bundled ones")
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="C source files, or directories (every *.c file below, hidden directories skipped)")
    return p


def frontend_options(args) -> FrontendOptions:
    return FrontendOptions(
        include_dirs=tuple(args.include_dirs), defines=tuple(args.defines), undefines=tuple(args.undefines),
        system_headers=args.system_headers, std=args.std,
    )


def inputs(args) -> list:
    """The ``(path, FrontendOptions)`` pairs to load (files, directories, compilation database)."""
    from .frontend.inputs import InputError, collect_inputs, iter_c_files

    if not args.files and not args.compile_commands:
        raise UsageError("no input files (give C files, directories or --compile-commands FILE)")
    for p in args.files:
        if os.path.isdir(p) and not iter_c_files(p):
            print(f"sparrowpy: warning: no C files under {p}", file=sys.stderr)
    try:
        items = collect_inputs(args.files, args.compile_commands, frontend_options(args))
    except InputError as err:
        raise UsageError(str(err)) from None
    if not items:
        raise UsageError("no C files to analyse")
    return items


def report_program_problems(result, stream=None) -> None:
    """Linking problems (a function defined in two files) go to stderr with both places."""
    stream = stream or sys.stderr
    program = getattr(result, "program", None)
    linked = getattr(result, "linked", None) or ([program] if program is not None else [])
    programs = getattr(result, "programs", None) or []
    if programs:
        from .interproc.callgraph import REST

        mains = [f for f in programs if f != REST]
        names = ", ".join(os.path.basename(f) for f in mains[:6]) + (", ..." if len(mains) > 6 else "")
        sizes = [len(p.units) - 1 for p, name in zip(linked, programs) if name != REST]
        in_programs = {id(tu) for p, name in zip(linked, programs) if name != REST for tu in p.units}
        print(f"sparrowpy: note: {len(mains)} files define main(): analysed as {len(mains)} programs "
              f"({names}), each linked with the files of the rest that define what it uses "
              f"({min(sizes)} to {max(sizes)} files)", file=stream)
        if REST in programs:
            rest = linked[programs.index(REST)]
            alone = sum(1 for tu in rest.units if id(tu) not in in_programs)
            print(f"sparrowpy: note: {alone} file(s) that no main() uses are analysed as one more unit",
                  file=stream)
    said: set = set()
    for prog in linked:
        for file, loc, name, first in getattr(prog, "duplicates", ()):
            if (str(loc), name) not in said:
                said.add((str(loc), name))
                print(f"{loc}: warning: function {name} is also defined in {first}; the first definition is "
                      f"analysed", file=stream)
        for name, loc1, ty1, loc2, ty2 in getattr(prog, "global_conflicts", ()):
            if (name, str(loc1), str(loc2)) not in said:
                said.add((name, str(loc1), str(loc2)))
                print(f"{loc2}: warning: global {name} has type '{ty2}' here and '{ty1}' at {loc1}; "
                      f"the analysis links them into one variable", file=stream)
    skipped = getattr(result, "skipped", None) or {}
    for key in sorted(skipped):
        fn = program.functions.get(key) if program is not None else None
        where = f"{fn.loc}: " if fn is not None else ""
        print(f"{where}note: {key}() was not summarised: {skipped[key]}; its findings are not reported and its "
              f"callers treat it as an unknown function", file=stream)


_PARTIAL_SHOWN = 10
"""Input errors shown per file whose other declarations were analysed (the rest are counted)."""


def report_frontend_problems(result: LoadResult, stream=None) -> None:
    """Input errors and degraded constructs go to stderr, each with its location."""
    from .frontend.headers import format_notes

    stream = stream or sys.stderr
    for line in format_notes(result.notes):
        print(line, file=stream)
    for err in result.errors:
        print(str(err), file=stream)
    shown: dict = {}
    for err in result.partial:
        n = shown[err.source] = shown.get(err.source, 0) + 1
        if n <= _PARTIAL_SHOWN:
            print(str(err), file=stream)
    for source, n in shown.items():
        if n > _PARTIAL_SHOWN:
            print(f"{source}: error: {n - _PARTIAL_SHOWN} more input error(s) not shown; the file's other "
                  f"declarations were analysed", file=stream)
    for tu in result.units:
        for d in tu.diagnostics:
            print(str(d), file=stream)
    skipped = sum(len(tu.diagnostics) for tu in result.units)
    if skipped:
        print(f"sparrowpy: {skipped} unsupported construct(s) degraded to unknown effects", file=stream)


def cmd_ir(args) -> int:
    from .report.irprint import format_function, format_unit

    result = load_files(inputs(args))
    out = sys.stdout
    for tu in result.units:
        if args.function:
            fn = tu.functions.get(args.function)
            if fn is not None:
                out.write(format_function(fn) + "\n")
        else:
            out.write(format_unit(tu))
    report_frontend_problems(result)
    return EXIT_ERROR if result.input_errors() else EXIT_OK


def _analysis_parent() -> argparse.ArgumentParser:
    import domains

    from .options import AnalysisOptions

    # Defaults are None so that a flag left out takes the configuration file's value
    # (``[analysis]``), then AnalysisOptions' default, which the help text shows.
    d = AnalysisOptions()
    p = argparse.ArgumentParser(add_help=False)
    c = p.add_argument_group("configuration")
    c.add_argument("--config", metavar="FILE",
                   help="read the configuration from FILE (default: the nearest sparrowpy.toml or "
                        ".sparrowpy.toml in the current directory or its parents, up to the repository root)")
    c.add_argument("--no-config", action="store_true", help="do not look for a configuration file")
    c.add_argument("--plugin", action="append", default=[], metavar="FILE.py|MODULE",
                   help="load a plug-in (a Python file or an importable module) that registers numeric "
                        "domains or checkers; repeatable (also: plugins = [...] in sparrowpy.toml, and the "
                        "entry-point groups sparrowpy.domains and sparrowpy.checkers)")
    g = p.add_argument_group("analysis (flags win over the configuration file's [analysis] table)")
    g.add_argument("--numeric-domain", default=None, choices=domains.numeric_domain_names(),
                   help=f"numeric abstract domain (default: {d.numeric_domain}, the paper's pair of intervals)")
    g.add_argument("--explore-k", type=int, default=None, metavar="K",
                   help=f"at most K explore addresses per program point (default: {d.explore_k})")
    g.add_argument("--widen-delay", type=int, default=None, metavar="N",
                   help=f"loop-head iterations that join before widening (default: {d.widen_delay})")
    g.add_argument("--widening-thresholds", type=_thresholds_arg, default=None, metavar="auto|loop|none|N,M,...",
                   help="where a widened bound may stop before infinity: auto, the constants the loop's "
                        "conditions compare each variable against (c-1, c, c+1 each), and all of them for "
                        "other cells; loop, all of them for every cell; none, plain widening; or the "
                        f"given integers (default: {d.widening_thresholds})")
    g.add_argument("--max-anchor-length", type=int, default=None, metavar="N",
                   help=f"longest access path kept in summaries (default: {d.max_anchor_length})")
    g.add_argument("--context-depth", type=int, default=None, metavar="N",
                   help=f"call sites kept in the names of blocks from callees (default: {d.context_depth})")
    g.add_argument("--narrowing-passes", type=int, default=None, metavar="N",
                   help=f"decreasing iterations after a loop stabilises (default: {d.narrowing_passes})")
    g.add_argument("--assume-alloc-succeeds", action=argparse.BooleanOptionalAction, default=None,
                   help="null_deref: do not report dereferences that are NULL only when an allocation fails "
                        "(default: reported, severity note)")
    v = p.add_argument_group("path-sensitive verification of alarms (SMOKE's staged check)")
    v.add_argument("--path-check", choices=["off", "linear", "smt"], default=None,
                   help="verify each alarm's paths before reporting it: off; linear (the engine re-run per "
                        "path, then a linear contradiction filter on the path conditions); smt (then the z3 "
                        f"solver). An alarm is pruned only when all its paths are infeasible (default: "
                        f"{d.path_check})")
    v.add_argument("--path-check-steps", type=int, default=None, metavar="N",
                   help=f"budget of the path check per procedure, in disjunct transfers over states of "
                        f"about 128 cells (a larger state counts for more, a call four times a branch): the partition of the "
                        f"whole procedure gets a third of it, a retry focused on the blocks its alarms "
                        f"lose all of it; past it the alarms are kept and marked (deterministic; "
                        f"default: {d.path_check_steps})")
    v.add_argument("--path-check-seconds", type=float, default=None, metavar="S",
                   help="an optional wall-clock cap on the path check per procedure; results then depend "
                        "on the machine's speed and load (default: none)")
    u = p.add_argument_group("deliberate unsound choices of the paper (Section 3), on by default")
    u.add_argument("--loop-at-least-once", action=argparse.BooleanOptionalAction, default=None,
                   help="at loop heads take the allocated/freed sets from the back edge only")
    u.add_argument("--free-all-targets", action=argparse.BooleanOptionalAction, default=None,
                   help="free(p) frees every block p may point to (off: only a single, definite target)")
    u.add_argument("--allocation-paths-only", action=argparse.BooleanOptionalAction, default=None,
                   help="summarise only the exits that allocate, when some do and some do not")
    u.add_argument("--global-amalgamation", action=argparse.BooleanOptionalAction, default=None,
                   help="all globals are one node in summaries (off: callees' global writes replayed per variable)")
    u.add_argument("--untested-params-not-null", action=argparse.BooleanOptionalAction, default=None,
                   help="(sparrowpy's, not the paper's) a block a callee makes only for a NULL argument is not "
                        "reported lost in a caller that passes its own pointer parameter, untested")
    u.add_argument("--certain-frees-only", action=argparse.BooleanOptionalAction, default=None,
                   help="(sparrowpy's, not the paper's) report a use or a free of a block as a use after free or "
                        "double free only where it was freed for certain (off: also where it may have been freed)")
    u.add_argument("--unchecked-results-not-null", action=argparse.BooleanOptionalAction, default=None,
                   help="(sparrowpy's, not the paper's) a procedure whose callers test its result for NULL at "
                        "fewer than one in four of ten or more call sites is taken not to return NULL by "
                        "null_deref (off: its possible NULL is reported at every unchecked use)")
    u.add_argument("--tested-pointers-at-start", action=argparse.BooleanOptionalAction, default=None,
                   help="(sparrowpy's, not the paper's) a pointer found unequal to an array (p != a) does not "
                        "point into it (off: only where no pointer past the array's start was made, or p only "
                        "ever holds starts of objects)")
    u.add_argument("--out-params-stay-local", action=argparse.BooleanOptionalAction, default=None,
                   help="(sparrowpy's, not the paper's) the address of a caller's scalar variable passed to an "
                        "unknown function (&len, &sig) is written through but does not escape into unknown "
                        "memory (off: it escapes, and later writes through unknown memory may reach it)")
    u.add_argument("--malloc-may-fail", action=argparse.BooleanOptionalAction, default=None,
                   help="allocators may return NULL; nothing is leaked on the NULL branch")
    p.add_argument("--main-return-leaks", action=argparse.BooleanOptionalAction, default=None,
                   help="report what main's own variables still hold when it returns (off: that return is "
                        "the program's exit, like exit(); blocks lost before it are reported either way)")
    p.add_argument("--element-cells", action=argparse.BooleanOptionalAction, default=None,
                   help="give the elements of a small array indexed by constants cells of their own "
                        "(sound; off: an array is one cell, as in the paper)")
    u.add_argument("--field-invariants", action=argparse.BooleanOptionalAction, default=None,
                   help="read an integer field of a structure as the join of the values the program "
                        "stores into fields of that name (assumes no field is read before it is written)")
    p.add_argument("--recency", action=argparse.BooleanOptionalAction, default=None,
                   help="keep an allocation site's most recent block apart from its older ones "
                        "(sound; off: one region per site, as in the paper)")
    return p


def _thresholds_arg(text: str):
    """argparse type of ``--widening-thresholds`` (a bad value is a usage error, status 2)."""
    from .options import parse_widening_thresholds

    try:
        return parse_widening_thresholds(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


_OPTION_FLAGS = ("numeric_domain", "explore_k", "widen_delay", "widening_thresholds", "max_anchor_length",
                 "context_depth", "narrowing_passes", "loop_at_least_once", "free_all_targets", "allocation_paths_only",
                 "global_amalgamation", "untested_params_not_null", "certain_frees_only", "unchecked_results_not_null", "out_params_stay_local", "tested_pointers_at_start", "field_invariants", "malloc_may_fail", "main_return_leaks", "element_cells", "recency", "path_check", "path_check_seconds", "path_check_steps",
                 "assume_alloc_succeeds")
"""AnalysisOptions fields with a command-line flag (the flag's dest is the field name)."""


def load_configuration(args):
    """The run's configuration (``--config``, else the nearest file, else none)."""
    from .config import ConfigError, resolve_config

    try:
        return resolve_config(getattr(args, "config", None), getattr(args, "no_config", False))
    except ConfigError as err:
        raise UsageError(str(err)) from None


def analysis_options(args, config=None):
    """AnalysisOptions from the flags, then the configuration's ``[analysis]``, then defaults;
    the configuration's ``[models]`` become ``user_models``."""
    import attrs

    from .options import AnalysisOptions

    values = {}
    table = dict(config.analysis) if config is not None else {}
    fields = {f.name for f in attrs.fields(AnalysisOptions)}
    for name, value in table.items():
        if name in fields:
            values[name] = value
    for name in _OPTION_FLAGS:
        value = getattr(args, name, None)
        if value is not None:
            values[name] = value
    if values.get("path_check", "smt") not in ("off", "linear", "smt"):
        raise UsageError(f"path_check must be off, linear or smt, not {values['path_check']!r}")
    if values.get("path_check_seconds", 0) < 0:
        raise UsageError("--path-check-seconds must not be negative (0: no cap)")
    if values.get("path_check_steps", 1) < 1:
        raise UsageError("--path-check-steps must be at least 1")
    if values.get("explore_k", 1) < 1:
        raise UsageError("--explore-k must be at least 1")
    for name in ("widen_delay", "max_anchor_length", "context_depth", "narrowing_passes"):
        if values.get(name, 0) < 0:
            raise UsageError(f"--{name.replace('_', '-')} must not be negative")
    if config is not None and config.models:
        values["user_models"] = dict(config.models)
    return AnalysisOptions(**values)


def run_settings(args, config) -> tuple:
    """``(jobs, cache_dir)`` from the flags, else the configuration, else (1, None)."""
    jobs = getattr(args, "jobs", None)
    if jobs is None:
        jobs = config.analysis.get("jobs", 1) if config is not None else 1
    if jobs < 0:
        raise UsageError("--jobs must be at least 0 (0: one per CPU)")
    if jobs == 0:
        jobs = os.cpu_count() or 1
    cache_dir = getattr(args, "cache_dir", None)
    if cache_dir is None and config is not None and config.analysis.get("cache_dir"):
        cache_dir = os.path.join(config.directory, config.analysis["cache_dir"])
    return jobs, cache_dir


def executor_setting(args, config):
    """The Dask scheduler address from ``--executor`` (else ``executor`` in the
    configuration): None for the local processes, ``""`` for a local Dask cluster."""
    from .interproc.distributed import ExecutorError, parse_executor

    text = getattr(args, "executor", None)
    if text is None and config is not None:
        text = config.analysis.get("executor")
    try:
        return parse_executor(text)
    except ExecutorError as err:
        raise UsageError(str(err)) from None


def _open_output(path):
    if path in (None, "-"):
        return sys.stdout, False
    return open(path, "w", encoding="utf-8"), True


def cmd_analyze(args) -> int:
    from .interproc.analysis import analyze_paths
    from .report.progress import progress_for
    from .report.text import FORMATTERS, Report
    from .report.suppress import BaselineError, classify, read_baseline, write_baseline

    config = load_configuration(args)
    options = analysis_options(args, config)
    jobs, cache_dir = run_settings(args, config)
    checkers = _checker_list(args.checkers)
    items = inputs(args)
    baseline = None
    if args.baseline:
        try:
            baseline = read_baseline(args.baseline)
        except BaselineError as err:
            raise UsageError(str(err)) from None
    bar = progress_for(sys.stderr, args.quiet)
    try:
        # (the report reads no summary: each is dropped once its last caller is analysed)
        result = analyze_paths(items, options, None, checkers, jobs=jobs, cache_dir=cache_dir, progress=bar,
                               executor=executor_setting(args, config), keep_summaries=False)
    finally:
        if bar is not None:
            bar.close()
    classified = classify(result.findings, config, baseline)
    report = Report(result, classified, show_suppressed=args.show_suppressed, show_pruned=args.show_pruned)
    if args.write_baseline:
        # everything still reported, plus what the old baseline hid (so it stays baselined)
        kept = [f for f, why in classified if why is None or why.kind == "baseline"]
        try:
            write_baseline(args.write_baseline, kept)
        except OSError as err:
            raise UsageError(f"{args.write_baseline}: error: cannot write the baseline: {err.strerror}") from None
    if result.load.input_errors():
        code = EXIT_ERROR
    elif report.findings and not args.write_baseline:
        code = EXIT_FINDINGS
    else:
        code = EXIT_OK
    report.exit_code = code
    stream, close = _open_output(args.output)
    try:
        stream.write(FORMATTERS[args.format](report))
    finally:
        if close:
            stream.close()
    report_frontend_problems(result.load)
    report_program_problems(result)
    if not args.quiet:
        s = report.stats()
        extra = ""
        if s["suppressed"]:
            extra += f", {s['suppressed']} suppressed"
        if s["unknown_functions"]:
            extra += f", {s['unknown_functions']} unknown function(s)"
        if s["unresolved_indirect_calls"]:
            extra += f", {s['unresolved_indirect_calls']} call(s) through unknown function pointers"
        if s.get("internal_errors"):
            extra += f", {s['internal_errors']} procedure(s) given up on an internal error (please report it)"
        pc = s["path_check"]
        pruned = result.pruned_alarm_count()
        callers = pc.get("pruned_callers", 0)
        if pruned:
            extra += f", {pruned} alarm(s) pruned by the path check"
        if callers:
            extra += f", {callers} ruled out by their callers' arguments"
        if (pruned or callers) and not args.show_pruned:
            extra += " (--show-pruned lists them)"
        files = f"{s['files']} file(s)"
        if s.get("files_failed"):
            files += f" ({s['files_failed']} not analysed)"
        if s.get("files_analysed_in_part"):
            files += f" ({s['files_analysed_in_part']} analysed in part)"
        print(f"sparrowpy: {files}, {s['functions']} function(s), {s['source_lines']} lines, "
              f"{s['seconds']:.2f}s, {s['findings']} finding(s){extra}", file=sys.stderr)
        if args.write_baseline:
            print(f"sparrowpy: wrote {len(kept)} fingerprint(s) to {args.write_baseline}", file=sys.stderr)
    return code


def _checker_list(text: Optional[str]) -> Optional[list]:
    from .checkers import checker_names

    if not text:
        return None
    names = [c.strip() for c in text.split(",") if c.strip()]
    unknown = [c for c in names if c not in checker_names()]
    if unknown:
        raise UsageError(f"unknown checker {unknown[0]!r} (see list-checkers: {', '.join(checker_names())})")
    return names


def cmd_states(args) -> int:
    from .interproc.analysis import analyze_paths

    config = load_configuration(args)
    result = analyze_paths(inputs(args), analysis_options(args, config), None, keep_states=True)
    found = False
    found_before = False
    out = sys.stdout
    for key in sorted(result.procedures):
        proc = result.procedures[key]
        fn = proc.fn
        if fn.name != args.function:
            continue
        found = True
        if not found_before:
            out.write(_legend_text(states=True))
            found_before = True
        out.write(f"# states of {fn.name} [{fn.loc}]\n")
        nodes = fn.cfg.nodes() if args.all_points else fn.cfg.return_nodes
        for n in nodes:
            instr = fn.cfg.instrs[n]
            st = proc.post[n]
            out.write(f"after node {n} ({instr.loc.line}:{instr.loc.column}) {instr}:\n")
            out.write("  unreachable\n" if st is None else st.format("  ") + "\n")
    report_frontend_problems(result.load)
    report_program_problems(result)
    if not found:
        print(f"sparrowpy: error: no function named {args.function}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_ERROR if result.load.input_errors() else EXIT_OK


def cmd_summaries(args) -> int:
    import json

    from .interproc.analysis import analyze_paths
    from .report.summary_dot import summary_to_dot

    config = load_configuration(args)
    options = analysis_options(args, config)
    jobs, cache_dir = run_settings(args, config)
    result = analyze_paths(inputs(args), options, None, checkers=[], jobs=jobs, cache_dir=cache_dir,
                           executor=executor_setting(args, config))
    keys = sorted(result.summaries)
    if args.function:
        keys = [k for k in keys if k == args.function or result.summaries[k].name == args.function]
        if not keys:
            print(f"sparrowpy: error: no function named {args.function}", file=sys.stderr)
            report_frontend_problems(result.load)
            report_program_problems(result)
            return EXIT_ERROR
    out = sys.stdout
    if args.format == "json":
        doc = {"summaries": [result.summaries[k].to_json(verbose=args.verbose) for k in keys]}
        out.write(json.dumps(doc, indent=2) + "\n")
    elif args.format == "dot":
        for k in keys:
            out.write(summary_to_dot(result.summaries[k]))
    else:
        if keys:
            out.write(_legend_text())
        out.write("\n".join(result.summaries[k].format_text(args.verbose) for k in keys) + ("\n" if keys else ""))
    report_frontend_problems(result.load)
    report_program_problems(result)
    return EXIT_ERROR if result.load.input_errors() else EXIT_OK


def cmd_compare(args) -> int:
    import json

    import attrs

    from .interproc.analysis import analyze_paths
    from .report import compare as cmp

    config = load_configuration(args)
    base = analysis_options(args, config)
    items = inputs(args)
    checkers = _checker_list(args.checkers)

    def configured(spec: Optional[str]):
        flags = cmp.spec_flags(spec or "")
        parser = argparse.ArgumentParser(prog="sparrowpy compare", parents=[_analysis_parent()], add_help=False,
                                         exit_on_error=False)
        try:
            ns, rest = parser.parse_known_args(flags)
        except (argparse.ArgumentError, SystemExit) as err:
            raise UsageError(f"bad configuration {spec!r}: {err}") from None
        if rest:
            raise UsageError(f"bad configuration {spec!r}: unknown setting {rest[0]!r}")
        values = {name: getattr(ns, name) for name in _OPTION_FLAGS if getattr(ns, name, None) is not None}
        return attrs.evolve(base, **values), values

    def run_with(options, keep_states: bool):
        return analyze_paths(items, options, None, checkers, keep_states=keep_states)

    out = sys.stdout
    if args.ablate:
        base_result = run_with(base, False)
        flipped = {}
        for switch in cmp.ABLATION_SWITCHES:
            if switch not in base.switch_names():
                continue
            flipped[switch] = run_with(attrs.evolve(base, **{switch: not getattr(base, switch)}), False)
        rows = cmp.ablation_rows(base_result, flipped, base)
        if args.format == "json":
            out.write(json.dumps({"base_findings": len(base_result.findings), "switches": rows}, indent=2) + "\n")
        else:
            out.write(cmp.format_ablation_text(rows, len(base_result.findings)))
        report_frontend_problems(base_result.load)
        return EXIT_ERROR if base_result.load.input_errors() else EXIT_OK
    if args.a is None and args.b is None:
        raise UsageError("compare needs --b SETTINGS (and optionally --a SETTINGS), or --ablate")
    options_a, values_a = configured(args.a)
    options_b, values_b = configured(args.b)
    result_a = run_with(options_a, True)
    result_b = run_with(options_b, True)
    doc = cmp.compare_results(result_a, result_b)
    doc["a"] = {"label": (args.a or "").strip() or "the base configuration", "settings": values_a}
    doc["b"] = {"label": (args.b or "").strip() or "the base configuration", "settings": values_b}
    if args.format == "json":
        out.write(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    else:
        out.write(cmp.format_compare_text(doc))
    report_frontend_problems(result_a.load)
    report_program_problems(result_a)
    return EXIT_ERROR if result_a.load.input_errors() else EXIT_OK


def cmd_explain(args) -> int:
    from .interproc.analysis import analyze_paths
    from .report.explain import explain, parse_target

    # the first positional is what to explain (FINGERPRINT or FILE:LINE), the rest inputs
    if not args.files:
        raise UsageError("explain needs a fingerprint or FILE:LINE (then the C files, when not FILE itself)")
    args.target = args.files.pop(0)
    target = parse_target(args.target)
    if target is None:
        raise UsageError(f"{args.target!r} is neither a fingerprint (16 hexadecimal digits) nor FILE:LINE")
    if not args.files and not args.compile_commands:
        if target[0] == "location" and os.path.isfile(target[1]):
            args.files = [target[1]]
        else:
            raise UsageError("give the C files that contain the finding")
    config = load_configuration(args)
    result = analyze_paths(inputs(args), analysis_options(args, config), None, keep_states=True)
    text, named = explain(result, target)
    sys.stdout.write(text)
    report_frontend_problems(result.load)
    report_program_problems(result)
    if not named:
        what = f"fingerprint {target[1]}" if target[0] == "fingerprint" else f"finding or exit at {args.target}"
        print(f"sparrowpy: error: no {what} (a FILE:LINE names a finding's line, one of its exits, or a "
              f"return statement or closing brace)", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_ERROR if result.load.input_errors() else EXIT_OK


def _legend_text(states: bool = False) -> str:
    """The ``#`` lines that open a text dump: how regions (and anchors) are spelled."""
    import textwrap

    from .engine.memory import REGION_LEGEND
    from .interproc.summary import SUMMARY_LEGEND

    text = "legend: " + REGION_LEGEND + "." + ("" if states else " " + SUMMARY_LEGEND + ".")
    return "".join(f"# {line}\n" for line in textwrap.wrap(text, 96))


def cmd_list_checkers(args) -> int:
    from .checkers import CHECKERS, checker_names

    for name in checker_names():
        print(f"{name:<16} {CHECKERS[name][1]}")
    return EXIT_OK


def _add_run_flags(parser) -> None:
    g = parser.add_argument_group("performance")
    g.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                   help="worker processes for parsing and independent procedures (default: 1; 0: one per CPU)")
    g.add_argument("--cache-dir", metavar="DIR", default=None,
                   help="keep procedure summaries in DIR between runs (e.g. --cache-dir .sparrowpy-cache; "
                        "default: no cache)")
    g.add_argument("--executor", metavar="local|dask[=ADDRESS]", default=None,
                   help="where the work runs: this machine's processes (local, the default), or a Dask "
                        "cluster: 'dask' starts a local one with --jobs workers, 'dask=tcp://host:8786' "
                        "uses a running scheduler (needs dask[distributed])")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sparrowpy",
        description="SPARROW-style static memory-leak detector for C (Jung & Yi, ISMM 2008).",
    )
    parser.add_argument("--version", action="version", version=f"sparrowpy {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    fe = _frontend_parent()

    p_ir = sub.add_parser("ir", parents=[fe], help="print the IR and CFG of each function",
                          description="Print the lowered IR and control-flow graph of each function. "
                                      "'*' marks loop heads (heads of the weak topological order).")
    p_ir.add_argument("--function", metavar="NAME", help="only this function")
    p_ir.set_defaults(run=cmd_ir)

    an = _analysis_parent()
    p_an = sub.add_parser("analyze", parents=[fe, an], help="report memory leaks",
                          description="Analyse the files and report memory leaks. Exit status: 0 no finding, "
                                      "1 findings, 2 usage or input error.")
    r = p_an.add_argument_group("report")
    r.add_argument("--format", choices=["text", "json", "sarif"], default="text",
                   help="report format: gcc-style text, JSON, or SARIF 2.1.0 (default: %(default)s)")
    r.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE (default: stdout)")
    r.add_argument("--checkers", metavar="NAMES", help="comma-separated checkers to run (see list-checkers)")
    r.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary line on stderr")
    s_ = p_an.add_argument_group("suppressions (also: // sparrowpy-ignore comments, the configuration's [suppress])")
    s_.add_argument("--baseline", metavar="FILE",
                    help="suppress the findings whose fingerprints are in FILE (written by --write-baseline)")
    s_.add_argument("--write-baseline", metavar="FILE",
                    help="write the fingerprints of the findings to FILE (exit status 0 unless an input error)")
    s_.add_argument("--show-suppressed", action="store_true", help="also report suppressed findings, marked so")
    r.add_argument("--show-pruned", action="store_true",
                   help="also list the alarms the path check pruned, each with why: the contradicting "
                        "conditions with their lines, or the solver's unsat core")
    _add_run_flags(p_an)
    p_an.set_defaults(run=cmd_analyze)

    p_st = sub.add_parser("states", parents=[fe, an], help="print abstract memory states of a function",
                          description="Print the abstract memory at the exits of a function "
                                      "(with --all-points, after every CFG node).")
    p_st.add_argument("--function", required=True, metavar="NAME", help="the function to show")
    p_st.add_argument("--all-points", action="store_true", help="show the state after every node")
    p_st.set_defaults(run=cmd_states)

    p_su = sub.add_parser("summaries", parents=[fe, an], help="print procedure summaries (eight categories)",
                          description="Print the summary of every procedure: the eight categories of the "
                                      "Sparrow paper over access paths (anchors), sorted and stable.")
    p_su.add_argument("--function", metavar="NAME", help="only this function")
    p_su.add_argument("--format", choices=["text", "json", "dot"], default="text", help="output format")
    p_su.add_argument("--verbose", "-v", action="store_true",
                      help="show every summary field instantiation uses (ret_nullable, arg2free_must, cell_writes, "
                           "must_cells, global writes, regions...), not only the eight categories")
    _add_run_flags(p_su)
    p_su.set_defaults(run=cmd_summaries)

    p_cmp = sub.add_parser("compare", parents=[fe, an], help="compare two configurations (or --ablate the "
                                                                "unsound switches)",
                           description="Analyse the same programs under two configurations, A and B (each the "
                                       "base configuration, from the flags and the configuration file, changed "
                                       "by --a / --b), and report the findings that differ and, per function, "
                                       "the program points where one configuration's numeric state is strictly "
                                       "more precise in the domain's order. With --ablate, flip each of the "
                                       "paper's unsound switches in turn and tabulate what each hides or adds.")
    p_cmp.add_argument("--a", metavar="SETTINGS", default=None,
                       help="configuration A: comma-separated settings (numeric-domain=interval, no-recency, "
                            "loop-at-least-once=off) or flags (write --a=\"--numeric-domain interval\"); "
                            "default: the base configuration")
    p_cmp.add_argument("--b", metavar="SETTINGS", default=None, help="configuration B, as --a")
    p_cmp.add_argument("--ablate", action="store_true",
                       help="flip each unsound switch (" + ", ".join(UNSOUND_SWITCHES + ("recency",))
                            + ") in turn and tabulate the findings it "
                            "hides and adds")
    p_cmp.add_argument("--format", choices=["text", "json"], default="text", help="output format")
    p_cmp.add_argument("--checkers", metavar="NAMES", help="comma-separated checkers to run (default: all)")
    p_cmp.set_defaults(run=cmd_compare)

    p_ex = sub.add_parser("explain", parents=[fe, an], help="explain why a finding was reported, or why an exit "
                                                              "is clean",
                          description="For a finding (its fingerprint, or FILE:LINE of its line or of an exit) "
                                      "or for a clean exit (FILE:LINE of a return or closing brace): the "
                                      "allocated set, the roots, what is reachable from them, and the summary "
                                      "facts used at each call on the block's chain and in the function.")
    p_ex.usage = "sparrowpy explain FINGERPRINT|FILE:LINE [FILE|DIR]... [options]"
    p_ex.set_defaults(run=cmd_explain)

    p_lc = sub.add_parser("list-checkers", help="list the available checkers")
    p_lc.add_argument("--plugin", action="append", default=[], metavar="FILE.py|MODULE",
                      help="load a plug-in first (repeatable)")
    p_lc.add_argument("--config", metavar="FILE", help="read the configuration (and its plugins) from FILE")
    p_lc.add_argument("--no-config", action="store_true", help="do not look for a configuration file")
    p_lc.set_defaults(run=cmd_list_checkers)
    return parser


def preload_plugins(argv: Sequence[str]) -> None:
    """Load the plug-ins named by ``--plugin`` and by the configuration file before the
    parser is built, so that their domains are ``--numeric-domain`` choices; a plug-in that
    fails to import is skipped with a warning.  A bad configuration is left for the
    command to report."""
    from . import plugins
    from .checkers import _load
    from .config import ConfigError, resolve_config

    pre = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    pre.add_argument("--plugin", action="append", default=[])
    pre.add_argument("--config")
    pre.add_argument("--no-config", action="store_true")
    known, _ = pre.parse_known_args(list(argv))
    plugins.load_plugins(known.plugin)
    try:
        resolve_config(known.config, known.no_config)
    except (ConfigError, OSError):
        pass
    _load()
    plugins.report()


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    preload_plugins(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return EXIT_ERROR
    from .interproc.distributed import ExecutorError

    try:
        return args.run(args)
    except ExecutorError as err:
        print(f"sparrowpy: error: {err}", file=sys.stderr)
        return EXIT_ERROR
    except UsageError as err:
        text = str(err)
        print(text if ": error: " in text else f"sparrowpy: error: {text}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("sparrowpy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())

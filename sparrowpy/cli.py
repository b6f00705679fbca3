"""The ``sparrowpy`` command line: ``ir``, ``analyze``, ``states``.

Exit status: 0 no finding, 1 findings (``analyze``), 2 a usage or input error (a missing
file, a preprocessing or parse error; the other files are still processed).
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

from . import __version__
from .frontend.load import FrontendOptions, LoadResult, load_files

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2


def _frontend_parent() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(add_help=False)
    g = p.add_argument_group("preprocessing")
    g.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                   help="add DIR to the include search path")
    g.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                   help="define a macro")
    g.add_argument("-U", dest="undefines", action="append", default=[], metavar="NAME",
                   help="undefine a macro")
    g.add_argument("--std", default=None, metavar="STD", help="language standard passed to cpp (e.g. c99, gnu11)")
    g.add_argument("--system-headers", action="store_true",
                   help="use the system's libc headers (GNU extensions neutralised) instead of the bundled ones")
    p.add_argument("files", nargs="+", metavar="FILE", help="C source files")
    return p


def frontend_options(args) -> FrontendOptions:
    return FrontendOptions(
        include_dirs=tuple(args.include_dirs), defines=tuple(args.defines), undefines=tuple(args.undefines),
        system_headers=args.system_headers, std=args.std,
    )


def report_frontend_problems(result: LoadResult, stream=None) -> None:
    """Input errors and degraded constructs go to stderr, each with its location."""
    stream = stream or sys.stderr
    for err in result.errors:
        print(str(err), file=stream)
    for tu in result.units:
        for d in tu.diagnostics:
            print(str(d), file=stream)
    skipped = sum(len(tu.diagnostics) for tu in result.units)
    if skipped:
        print(f"sparrowpy: {skipped} unsupported construct(s) degraded to unknown effects", file=stream)


def cmd_ir(args) -> int:
    from .irprint import format_function, format_unit

    result = load_files(args.files, frontend_options(args))
    out = sys.stdout
    for tu in result.units:
        if args.function:
            fn = tu.functions.get(args.function)
            if fn is not None:
                out.write(format_function(fn) + "\n")
        else:
            out.write(format_unit(tu))
    report_frontend_problems(result)
    return EXIT_ERROR if result.errors else EXIT_OK


def _analysis_parent() -> argparse.ArgumentParser:
    import domains

    from .options import AnalysisOptions

    defaults = AnalysisOptions()
    p = argparse.ArgumentParser(add_help=False)
    g = p.add_argument_group("analysis")
    g.add_argument("--numeric-domain", default=defaults.numeric_domain, choices=domains.numeric_domain_names(),
                   help="numeric abstract domain (default: %(default)s, the paper's pair of intervals)")
    g.add_argument("--explore-k", type=int, default=defaults.explore_k, metavar="K",
                   help="at most K explore addresses per program point (default: %(default)s)")
    g.add_argument("--widen-delay", type=int, default=defaults.widen_delay, metavar="N",
                   help="loop-head iterations that join before widening (default: %(default)s)")
    g.add_argument("--max-anchor-length", type=int, default=defaults.max_anchor_length, metavar="N",
                   help="longest access path kept in summaries (default: %(default)s)")
    g.add_argument("--context-depth", type=int, default=defaults.context_depth, metavar="N",
                   help="call sites kept in the names of blocks from callees (default: %(default)s)")
    g.add_argument("--narrowing-passes", type=int, default=defaults.narrowing_passes, metavar="N",
                   help="decreasing iterations after a loop stabilises (default: %(default)s)")
    u = p.add_argument_group("deliberate unsound choices of the paper (Section 3), on by default")
    u.add_argument("--loop-at-least-once", action=argparse.BooleanOptionalAction,
                   default=defaults.loop_at_least_once,
                   help="at loop heads take the allocated/freed sets from the back edge only")
    u.add_argument("--free-all-targets", action=argparse.BooleanOptionalAction,
                   default=defaults.free_all_targets,
                   help="free(p) frees every block p may point to (off: only a single, definite target)")
    u.add_argument("--allocation-paths-only", action=argparse.BooleanOptionalAction,
                   default=defaults.allocation_paths_only,
                   help="summarise only the exits that allocate, when some do and some do not")
    u.add_argument("--global-amalgamation", action=argparse.BooleanOptionalAction,
                   default=defaults.global_amalgamation,
                   help="all globals are one node in summaries (off: callees' global writes replayed per variable)")
    u.add_argument("--malloc-may-fail", action=argparse.BooleanOptionalAction, default=defaults.malloc_may_fail,
                   help="allocators may return NULL; nothing is leaked on the NULL branch")
    return p


def analysis_options(args):
    from .options import AnalysisOptions

    if args.explore_k < 1:
        raise SystemExit("sparrowpy: error: --explore-k must be at least 1")
    return AnalysisOptions(
        numeric_domain=args.numeric_domain, explore_k=args.explore_k, widen_delay=args.widen_delay,
        narrowing_passes=args.narrowing_passes, loop_at_least_once=args.loop_at_least_once,
        free_all_targets=args.free_all_targets, malloc_may_fail=args.malloc_may_fail,
        allocation_paths_only=args.allocation_paths_only, global_amalgamation=args.global_amalgamation,
        max_anchor_length=args.max_anchor_length, context_depth=args.context_depth,
    )


def _open_output(path):
    if path in (None, "-"):
        return sys.stdout, False
    return open(path, "w", encoding="utf-8"), True


def cmd_analyze(args) -> int:
    from .analysis import analyze_paths
    from .report import FORMATTERS

    checkers = args.checkers.split(",") if args.checkers else None
    result = analyze_paths(args.files, analysis_options(args), frontend_options(args), checkers)
    stream, close = _open_output(args.output)
    try:
        stream.write(FORMATTERS[args.format](result))
    finally:
        if close:
            stream.close()
    report_frontend_problems(result.load)
    if not args.quiet:
        s = result.stats_json()
        extra = ""
        if s["unknown_functions"]:
            extra += f", {s['unknown_functions']} unknown function(s)"
        if s["unresolved_indirect_calls"]:
            extra += f", {s['unresolved_indirect_calls']} call(s) through unknown function pointers"
        print(f"sparrowpy: {s['files']} file(s), {s['functions']} function(s), {s['source_lines']} lines, "
              f"{s['seconds']:.2f}s, {s['findings']} finding(s){extra}", file=sys.stderr)
    if result.load.errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if result.findings else EXIT_OK


def cmd_states(args) -> int:
    from .analysis import analyze_paths

    result = analyze_paths(args.files, analysis_options(args), frontend_options(args), keep_states=True)
    found = False
    out = sys.stdout
    for key in sorted(result.procedures):
        proc = result.procedures[key]
        fn = proc.fn
        if fn.name != args.function:
            continue
        found = True
        out.write(f"# states of {fn.name} [{fn.loc}]\n")
        nodes = fn.cfg.nodes() if args.all_points else fn.cfg.return_nodes
        for n in nodes:
            instr = fn.cfg.instrs[n]
            st = proc.post[n]
            out.write(f"after node {n} ({instr.loc.line}:{instr.loc.column}) {instr}:\n")
            out.write("  unreachable\n" if st is None else st.format("  ") + "\n")
    report_frontend_problems(result.load)
    if not found:
        print(f"sparrowpy: error: no function named {args.function}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_ERROR if result.load.errors else EXIT_OK


def cmd_summaries(args) -> int:
    import json

    from .analysis import analyze_paths
    from .summary_dot import summary_to_dot

    result = analyze_paths(args.files, analysis_options(args), frontend_options(args), checkers=[])
    keys = sorted(result.summaries)
    if args.function:
        keys = [k for k in keys if k == args.function or result.summaries[k].name == args.function]
        if not keys:
            print(f"sparrowpy: error: no function named {args.function}", file=sys.stderr)
            report_frontend_problems(result.load)
            return EXIT_ERROR
    out = sys.stdout
    if args.format == "json":
        doc = {"summaries": [result.summaries[k].to_json() for k in keys]}
        out.write(json.dumps(doc, indent=2) + "\n")
    elif args.format == "dot":
        for k in keys:
            out.write(summary_to_dot(result.summaries[k]))
    else:
        out.write("\n".join(result.summaries[k].format_text() for k in keys) + ("\n" if keys else ""))
    report_frontend_problems(result.load)
    return EXIT_ERROR if result.load.errors else EXIT_OK


def cmd_list_checkers(args) -> int:
    from .checkers import CHECKERS, checker_names

    for name in checker_names():
        print(f"{name:<16} {CHECKERS[name][1]}")
    return EXIT_OK


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
    p_an.add_argument("--format", choices=["text", "json"], default="text", help="report format")
    p_an.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE (default: stdout)")
    p_an.add_argument("--checkers", metavar="NAMES", help="comma-separated checkers to run (see list-checkers)")
    p_an.add_argument("-q", "--quiet", action="store_true", help="no summary line on stderr")
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
    p_su.set_defaults(run=cmd_summaries)

    p_lc = sub.add_parser("list-checkers", help="list the available checkers")
    p_lc.set_defaults(run=cmd_list_checkers)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return EXIT_ERROR
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("sparrowpy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())

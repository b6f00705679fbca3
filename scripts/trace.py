#!/usr/bin/env python3
"""Developer traces of the analysis of one procedure, for finding why an alarm is raised.

Each trace wraps one internal step, prints what it sees on standard error, and then runs
the ordinary command line (everything after ``--``), so the findings are unchanged:

- ``disjuncts --function F [--region TEXT] [--cell TEXT]``: for every alarm the path
  check verifies at an exit of ``F``, the partition's disjuncts there (``R`` marks the
  ones that realise the alarm), and in each: the blocks whose region name contains TEXT
  (allocated? freed? which cells hold them), the explore addresses freed (``must``: for
  certain), and the cells whose name contains ``--cell``'s text (or one of
  its comma-separated texts);
- ``exit-inputs --function F``: when ``F``'s summary is extracted, each exit state's
  explored input cells (the input cell, its explore addresses, its value at the exit) and
  freed addresses: where a merged explore address (``explore_k``) or a missing Arg2Free
  comes from.

Usage: python scripts/trace.py disjuncts --function mux_session_confirm --region cipher_init \\
           -- analyze --compile-commands build/compile_commands.json -o /dev/null
       python scripts/trace.py exit-inputs --function ssh_packet_close -- summaries \\
           --compile-commands build/compile_commands.json --function ssh_packet_close
"""

from __future__ import annotations

import argparse
import sys


def _out(text: str) -> None:
    print(text, file=sys.stderr)


def trace_disjuncts(function: str, region: str, cell: str) -> None:
    import sparrowpy.pathcheck as P

    original = P.PathVerifier._verify_paths

    def verify_paths(self, cand, pf):
        if self.fn.name == function:
            disjuncts = pf.disjuncts(cand.exit_node)
            realising = [st for st, _ in disjuncts if cand.realised(st)]
            blocks = set()
            for st, _ in disjuncts:
                blocks |= {r for r in st.alloc if region and region in str(r)}
            _out(f"=== {function}: exit node {cand.exit_node}, path_only={cand.path_only}, "
                 f"{len(disjuncts)} disjunct(s), {len(realising)} realising; partition: "
                 f"focus {sorted(map(str, pf.focus))[:3] or 'all'}, extra key {pf.extra_key is not None}")
            for i, (st, tokens) in enumerate(disjuncts):
                mark = "R" if any(st is s for s in realising) else "-"
                _out(f" [{mark}{i}] paths: {str(tokens)[:300]}")
                for r in sorted(blocks, key=str):
                    held = sorted(str(c) for c, v in st.mem.items() if r in v.addrs)
                    _out(f"    {r}: allocated={r in st.alloc} freed={r in st.freed} held by {held[:8]}")
                freed = sorted(str(a) for a in st.freed if str(a).startswith("α"))
                must = sorted(str(a) for a in st.must_freed if str(a).startswith("α"))
                _out(f"    explore addresses freed: {freed[:20]}; for certain: {must[:20]}")
                if cell:
                    texts = [t for t in cell.split(",") if t]
                    for c, v in sorted(st.mem.items(), key=lambda kv: str(kv[0])):
                        if any(t in str(c) for t in texts):
                            _out(f"    {c} = {str(v)[:200]}")
        return original(self, cand, pf)

    P.PathVerifier._verify_paths = verify_paths


def trace_exit_inputs(function: str) -> None:
    from sparrowpy.interproc import analysis as A
    from sparrowpy.interproc import summary as S

    original = S.extract_summary

    def extract(fn, exit_states, options, numeric_cls, outcomes=True, stores=None):
        if fn.name == function and outcomes:
            for k, st in enumerate(exit_states):
                if st is None:
                    continue
                _out(f"=== {function}: exit {k}")
                for c, explores in sorted(st.inputs.items(), key=lambda kv: str(kv[0])):
                    _out(f"  input {c} -> {sorted(map(str, explores))}, at exit {st.mem.get(c)}")
                _out(f"  freed: {sorted(map(str, st.freed))}")
        return original(fn, exit_states, options, numeric_cls, outcomes, stores)

    S.extract_summary = extract
    A.extract_summary = extract


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--" not in argv:
        _out(__doc__)
        return 2
    cut = argv.index("--")
    ours, rest = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(prog="trace.py", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="trace", required=True)
    d = sub.add_parser("disjuncts")
    d.add_argument("--function", required=True)
    d.add_argument("--region", default="")
    d.add_argument("--cell", default="")
    e = sub.add_parser("exit-inputs")
    e.add_argument("--function", required=True)
    args = parser.parse_args(ours)
    if args.trace == "disjuncts":
        trace_disjuncts(args.function, args.region, args.cell)
    else:
        trace_exit_inputs(args.function)
    from sparrowpy.cli import main as cli_main
    return cli_main(rest)


if __name__ == "__main__":
    sys.exit(main())

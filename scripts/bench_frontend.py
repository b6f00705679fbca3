#!/usr/bin/env python3
"""Measure the speed of sparrowpy's front end: preprocessing, parsing and lowering.

    python scripts/bench_frontend.py /tmp/realc/bzip2            # every .c file below a directory
    python scripts/bench_frontend.py a.c b.c -I include --system-headers
    python scripts/bench_frontend.py --generate 2000             # a synthetic file of 2000 functions
    python scripts/bench_frontend.py --generate 500 --profile    # cProfile the lowering

For each file it prints the seconds spent preprocessing (cpp), parsing (pycparser) and
lowering (sparrowpy/frontend/lower.py), the source and preprocessed line counts, and the
throughput of each phase in lines per second (of preprocessed text, the input each phase
actually reads; source lines per second are in the total line).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sparrowpy.frontend import preprocess as pp  # noqa: E402
from sparrowpy.frontend.lower import lower_ast  # noqa: E402


def generate(n: int, path: str) -> None:
    """Write a synthetic C file of ``n`` functions in the style of real code."""
    out = [
        "#include <stdlib.h>",
        "#include <string.h>",
        "struct node { struct node *next; int key; char *name; union { long i; void *p; } u; };",
        "struct table { const char *name; int (*fn)(struct node *, int); unsigned flags : 3; };",
        "static int counter;",
        "int helper(struct node *n, int k);",
    ]
    for i in range(n):
        out.append(f"""
static int f{i}(struct node *head, int k)
{{
    struct node *n = malloc(sizeof *n);
    int acc = 0, j;
    char buf[16] = {{ 0 }};
    if (n == NULL)
        return -1;
    n->next = head;
    n->key = k * {i} + (k << 2);
    for (j = 0; j < k && n->next != NULL; j++) {{
        switch (j % 4) {{
        case 0: acc += j; break;
        case 1: acc ^= n->key; /* fall through */
        case 2: acc = acc ? acc - 1 : 7; break;
        default: continue;
        }}
        buf[j & 15] = (char)acc;
    }}
    while (acc > 100 || (acc < -100 && k)) {{
        acc /= 2;
        counter++;
    }}
    n->name = strdup(buf);
    if (!n->name)
        goto fail;
    acc += helper(n, acc);
    free(n->name);
fail:
    free(n);
    return acc;
}}""")
    out.append("static struct table table[] = {")
    out.extend(f'    {{ "f{i}", f{i}, {i % 8} }},' for i in range(n))
    out.append("};")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")


def c_files(paths: list[str]) -> list[str]:
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))  # e.g. quilt's .pc
                files.extend(os.path.join(root, n) for n in sorted(names) if n.endswith(".c"))
        else:
            files.append(p)
    return files


def count_lines(path: str) -> int:
    with open(path, "rb") as fh:
        return sum(1 for _ in fh)


def rate(lines: int, seconds: float) -> str:
    return f"{lines / seconds:>10,.0f}" if seconds > 0 else f"{'-':>10}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", help="C files or directories (searched for *.c)")
    ap.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR")
    ap.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]")
    ap.add_argument("--system-headers", action="store_true", help="use the system's libc headers")
    ap.add_argument("--generate", type=int, metavar="N", help="also benchmark a generated file of N functions")
    ap.add_argument("--profile", action="store_true", help="profile the lowering with cProfile (top 30)")
    ap.add_argument("--quiet", action="store_true", help="only the total line")
    args = ap.parse_args(argv)

    files = c_files(args.paths)
    tmpdir = None
    if args.generate:
        tmpdir = tempfile.mkdtemp(prefix="sparrowpy-bench-")
        gen = os.path.join(tmpdir, f"generated_{args.generate}.c")
        generate(args.generate, gen)
        files.append(gen)
    if not files:
        ap.error("no input: give files, directories or --generate N")

    profiler = cProfile.Profile() if args.profile else None
    kwargs = dict(include_dirs=tuple(args.include_dirs), defines=tuple(args.defines),
                  system_headers=args.system_headers)
    header = (f"{'file':<28} {'cpp s':>7} {'parse s':>8} {'lower s':>8} {'src ln':>7} {'pp ln':>7} "
              f"{'cpp ln/s':>10} {'parse ln/s':>10} {'lower ln/s':>10} {'diags':>5}")
    if not args.quiet:
        print(header)
    tot = dict(cpp=0.0, parse=0.0, lower=0.0, src=0, pp=0, diags=0, failed=0)
    for path in files:
        src_lines = count_lines(path)
        t0 = time.perf_counter()
        try:
            text = pp.preprocess(path, **kwargs)
            t1 = time.perf_counter()
            ast = pp.parse_text(text, path)
        except pp.FrontendError as err:
            print(f"{os.path.basename(path):<28} error: {err}", file=sys.stderr)
            tot["failed"] += 1
            continue
        t2 = time.perf_counter()
        if profiler is not None:
            profiler.enable()
        tu = lower_ast(ast, path)
        if profiler is not None:
            profiler.disable()
        t3 = time.perf_counter()
        pp_lines = text.count("\n")
        cpp_s, parse_s, lower_s = t1 - t0, t2 - t1, t3 - t2
        tot["cpp"] += cpp_s
        tot["parse"] += parse_s
        tot["lower"] += lower_s
        tot["src"] += src_lines
        tot["pp"] += pp_lines
        tot["diags"] += len(tu.diagnostics)
        if not args.quiet:
            print(f"{os.path.basename(path)[:28]:<28} {cpp_s:>7.3f} {parse_s:>8.3f} {lower_s:>8.3f} {src_lines:>7} "
                  f"{pp_lines:>7} {rate(pp_lines, cpp_s)} {rate(pp_lines, parse_s)} {rate(pp_lines, lower_s)} "
                  f"{len(tu.diagnostics):>5}")
    front = tot["cpp"] + tot["parse"]
    total = front + tot["lower"]
    print(f"TOTAL {len(files) - tot['failed']} file(s): preprocess+parse {front:.3f} s "
          f"(cpp {tot['cpp']:.3f} s, parse {tot['parse']:.3f} s), lowering {tot['lower']:.3f} s, "
          f"{tot['src']} source lines, {tot['pp']} preprocessed lines, {tot['diags']} diagnostics")
    print(f"  lines/s (preprocessed): preprocess+parse {rate(tot['pp'], front).strip()}, "
          f"lowering {rate(tot['pp'], tot['lower']).strip()}, total {rate(tot['pp'], total).strip()}")
    print(f"  lines/s (source):       preprocess+parse {rate(tot['src'], front).strip()}, "
          f"lowering {rate(tot['src'], tot['lower']).strip()}, total {rate(tot['src'], total).strip()}")
    if profiler is not None:
        stream = io.StringIO()
        pstats.Stats(profiler, stream=stream).sort_stats("tottime").print_stats(30)
        print(stream.getvalue())
    if tmpdir is not None:
        for name in os.listdir(tmpdir):
            os.unlink(os.path.join(tmpdir, name))
        os.rmdir(tmpdir)
    return 1 if tot["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

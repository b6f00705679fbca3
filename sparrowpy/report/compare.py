"""``sparrowpy compare``: the same programs under two configurations, side by side.

Two things are compared: the findings (by fingerprint, which does not depend on line
numbers) and, per function and program point, the numeric part of the abstract states
after each CFG node.  At a point, configuration A is *strictly more precise* than B when
every numeric cell both states hold is below or equal in the domain's order and one is
strictly below (a point A finds unreachable and B does not counts too).  With one numeric
domain this is the domain's ``leq``; with two, the order of their concretisations, checked
on the bounds and, for small ranges, value by value (``num_leq``).

``--ablate`` runs the analysis once per deliberate unsound switch of the paper (Section 3),
flipped from the base configuration, and tabulates the findings each switch hides (found
only with the switch off) and adds (found only with it on).
"""

from __future__ import annotations

import shlex

from ..options import UNSOUND_SWITCHES

ABLATION_SWITCHES = UNSOUND_SWITCHES + ("recency",)
"""The switches ``--ablate`` flips: the paper's unsound choices, and the recency
abstraction (sound, but it changes which blocks the others see)."""

_SMALL_RANGE = 256


def spec_flags(spec: str) -> list:
    """Command-line flags of a configuration spec: either flags as on the command line
    (``"--numeric-domain interval --no-recency"``) or comma-separated settings
    (``"numeric-domain=interval,no-recency,loop-at-least-once=off"``)."""
    spec = spec.strip()
    if not spec:
        return []
    if spec.startswith("-"):
        return shlex.split(spec)
    flags = []
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        name, sep, value = part.partition("=")
        name = name.strip().replace("_", "-")
        if not sep:
            flags.append(f"--{name}")
        elif value.strip().lower() in ("on", "true", "yes"):
            flags.append(f"--{name}")
        elif value.strip().lower() in ("off", "false", "no"):
            flags.append(f"--no-{name}")
        else:
            flags += [f"--{name}", value.strip()]
    return flags


def num_leq(x, y) -> bool:
    """Whether numeric value ``x`` is below ``y``: the domain's order for one domain, else
    the inclusion of their concretisations (bounds, then value by value when small)."""
    if type(x) is type(y):
        return x.leq(y)
    if x.is_bottom():
        return True
    if y.is_bottom():
        return False
    xl, xh = x.bounds()
    yl, yh = y.bounds()
    if yl is not None and (xl is None or xl < yl):
        return False
    if yh is not None and (xh is None or xh > yh):
        return False
    if xl is not None and xh is not None and xh - xl <= _SMALL_RANGE:
        return all(y.contains(v) for v in range(xl, xh + 1) if x.contains(v))
    probes = [v for v in (0, -1, 1, xl, xh) if v is not None and x.contains(v)]
    return all(y.contains(v) for v in probes)


def _numeric_cells(st) -> dict:
    out = {}
    for addr, v in st.mem.items():
        if not v.num.is_bottom():
            out[str(addr)] = v.num
    return out


def compare_point(a, b) -> tuple:
    """``(verdict, differing cells)`` of two states at one point: ``equal``, ``a`` (A
    strictly more precise), ``b``, or ``incomparable``."""
    if a is None and b is None:
        return "equal", []
    if a is None:
        return "a", [("(unreachable)", "⊥", "reachable")]
    if b is None:
        return "b", [("(unreachable)", "reachable", "⊥")]
    ca, cb = _numeric_cells(a), _numeric_cells(b)
    a_below = b_below = True
    diffs = []
    for name in sorted(ca.keys() & cb.keys()):
        x, y = ca[name], cb[name]
        le, ge = num_leq(x, y), num_leq(y, x)
        if le and ge:
            continue
        diffs.append((name, str(x), str(y)))
        a_below = a_below and le
        b_below = b_below and ge
    if not diffs:
        return "equal", []
    if a_below:
        return "a", diffs
    if b_below:
        return "b", diffs
    return "incomparable", diffs


def compare_results(ra, rb) -> dict:
    """The JSON document of a comparison of two analysis results (states kept)."""
    fa = {f.fingerprint: f for f in ra.findings}
    fb = {f.fingerprint: f for f in rb.findings}
    doc = {
        "findings": {
            "both": len(fa.keys() & fb.keys()),
            "only_a": [_finding_json(fa[k]) for k in sorted(fa.keys() - fb.keys(), key=lambda k: fa[k].sort_key())],
            "only_b": [_finding_json(fb[k]) for k in sorted(fb.keys() - fa.keys(), key=lambda k: fb[k].sort_key())],
        },
        "functions": [],
    }
    totals = {"a": 0, "b": 0, "incomparable": 0, "equal": 0}
    for key in sorted(ra.procedures.keys() & rb.procedures.keys()):
        pa, pb = ra.procedures[key], rb.procedures[key]
        if pa is None or pb is None or not pa.post or not pb.post:
            continue
        fn = pa.fn
        counts = {"a": 0, "b": 0, "incomparable": 0, "equal": 0}
        points = []
        for n in range(min(len(pa.post), len(pb.post))):
            verdict, diffs = compare_point(pa.post[n], pb.post[n])
            counts[verdict] += 1
            if verdict != "equal":
                instr = fn.cfg.instrs[n]
                points.append({"node": n, "line": instr.loc.line, "instruction": str(instr),
                               "more_precise": verdict,
                               "cells": [{"cell": c, "a": x, "b": y} for c, x, y in diffs]})
        for k, v in counts.items():
            totals[k] += v
        doc["functions"].append({"function": fn.name, "file": fn.loc.file,
                                 "more_precise_a": counts["a"], "more_precise_b": counts["b"],
                                 "incomparable": counts["incomparable"], "equal": counts["equal"],
                                 "points": points})
    doc["totals"] = {"more_precise_a": totals["a"], "more_precise_b": totals["b"],
                     "incomparable": totals["incomparable"], "equal": totals["equal"]}
    return doc


def _finding_json(f) -> dict:
    return {"fingerprint": f.fingerprint, "kind": f.kind, "file": f.file, "line": f.line,
            "function": f.function, "message": f.message}


def _finding_text(d: dict) -> str:
    return f"{d['file']}:{d['line']}: {d['message']} [{d['kind']}] ({d['fingerprint']})"


def format_compare_text(doc: dict, max_points: int = 20) -> str:
    lines = [f"A: {doc['a']['label']}", f"B: {doc['b']['label']}"]
    fd = doc["findings"]
    lines.append(f"findings: {fd['both']} in both, {len(fd['only_a'])} only with A, {len(fd['only_b'])} only with B")
    for side in ("a", "b"):
        for d in fd[f"only_{side}"]:
            lines.append(f"  only with {side.upper()}: {_finding_text(d)}")
    t = doc["totals"]
    lines.append("numeric precision after each program point (cells both states hold, in the domain's order):")
    lines.append(f"  A strictly more precise at {t['more_precise_a']} point(s), B at {t['more_precise_b']}, "
                 f"incomparable at {t['incomparable']}, equal at {t['equal']}")
    for f in doc["functions"]:
        if not f["points"]:
            continue
        lines.append(f"  {f['function']}(): A more precise at {f['more_precise_a']}, B at {f['more_precise_b']}, "
                     f"incomparable at {f['incomparable']}, equal at {f['equal']}")
        for p in f["points"][:max_points]:
            who = {"a": "A", "b": "B", "incomparable": "neither"}[p["more_precise"]]
            lines.append(f"    line {p['line']} (node {p['node']}) {p['instruction']}: {who} more precise")
            for c in p["cells"][:4]:
                lines.append(f"      {c['cell']}: A {c['a']}, B {c['b']}")
            if len(p["cells"]) > 4:
                lines.append(f"      ... {len(p['cells']) - 4} more cell(s)")
        if len(f["points"]) > max_points:
            lines.append(f"    ... {len(f['points']) - max_points} more point(s) (--format json lists them all)")
    return "\n".join(lines) + "\n"


def ablation_rows(base_result, flipped: dict, base_options) -> list:
    """One row per switch: what turning it off (or on) changes in the findings."""
    base = {f.fingerprint: f for f in base_result.findings}
    rows = []
    for switch, result in flipped.items():
        other = {f.fingerprint: f for f in result.findings}
        on = getattr(base_options, switch)
        with_on, with_off = (base, other) if on else (other, base)
        hides = sorted(with_off.keys() - with_on.keys(), key=lambda k: with_off[k].sort_key())
        adds = sorted(with_on.keys() - with_off.keys(), key=lambda k: with_on[k].sort_key())
        rows.append({"switch": switch, "base": "on" if on else "off", "flipped_to": "off" if on else "on",
                     "hides": [_finding_json(with_off[k]) for k in hides],
                     "adds": [_finding_json(with_on[k]) for k in adds]})
    return rows


def format_ablation_text(rows: list, base_count: int) -> str:
    width = max([len(r["switch"]) for r in rows] + [6])
    lines = [f"base configuration: {base_count} finding(s); each switch flipped in turn "
             f"(hides: found only with the switch off; adds: found only with it on)",
             f"{'switch':<{width}}  base  hides  adds"]
    for r in rows:
        lines.append(f"{r['switch']:<{width}}  {r['base']:<4}  {len(r['hides']):>5}  {len(r['adds']):>4}")
    for r in rows:
        for what in ("hides", "adds"):
            for d in r[what]:
                lines.append(f"  {r['switch']} {what}: {_finding_text(d)}")
    return "\n".join(lines) + "\n"

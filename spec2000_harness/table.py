"""Table 5, ours beside the paper's: Markdown and CSV, with totals (LOC/s, false-alarm rate)
and the peers' leak counts and times."""

from __future__ import annotations

import csv
import io
from typing import Optional

from .programs import PROGRAMS


def loc_per_second(lines: float, seconds: float) -> Optional[float]:
    return lines / seconds if seconds > 0 else None


def false_alarm_rate(bugs: int, false_alarms: int) -> Optional[float]:
    """False alarms among the triaged alarms that are bugs or false alarms."""
    judged = bugs + false_alarms
    return false_alarms / judged if judged else None


def totals(programs: list) -> dict:
    """Sums over the programs that ran, ours and the paper's for the same programs, and the
    paper's over all of Table 5."""
    ran = [p for p in programs if p.get("status") == "ok"]
    lines = sum(p["lines"] for p in ran)
    seconds = sum(p["seconds"] for p in ran)
    bugs = sum(p["bugs"] for p in ran)
    false = sum(p["false_alarms"] for p in ran)
    ours = {"programs": len(ran), "kloc": lines / 1000.0, "seconds": seconds,
            "loc_per_second": loc_per_second(lines, seconds),
            "findings": sum(p["findings"] for p in ran), "bugs": bugs, "false_alarms": false,
            "unsure": sum(p.get("unsure", 0) for p in ran),
            "untriaged": sum(p["untriaged"] for p in ran),
            "false_alarm_rate": false_alarm_rate(bugs, false)}

    def paper_sum(rows):
        kloc = sum(r["kloc"] for r in rows)
        secs = sum(r["seconds"] for r in rows)
        b = sum(r["bugs"] for r in rows)
        f = sum(r["false_alarms"] for r in rows)
        return {"programs": len(rows), "kloc": kloc, "seconds": secs,
                "loc_per_second": loc_per_second(kloc * 1000, secs), "bugs": b, "false_alarms": f,
                "false_alarm_rate": false_alarm_rate(b, f)}

    same = paper_sum([p["paper"] for p in ran if p.get("paper")])
    everything = paper_sum([p.paper.to_json() for p in PROGRAMS])
    return {"ours": ours, "paper_same_programs": same, "paper_all": everything}


def _peer_names(results: dict) -> list:
    names = []
    for p in results["programs"]:
        for n in p.get("peers", {}):
            if n not in names:
                names.append(n)
    return names


def _num(v, digits: int = 1) -> str:
    return "—" if v is None else f"{v:.{digits}f}"


def _pct(v) -> str:
    return "—" if v is None else f"{100 * v:.1f}%"


_SOURCE = {"spec": "SPEC", "compile_commands": "compile_commands.json", "file-list": "file list"}


def rows(results: dict) -> tuple:
    """``(header, body rows, total row)`` as plain values (None where there is nothing)."""
    peers = _peer_names(results)
    header = ["program", "source", "kloc", "paper_kloc", "seconds", "paper_seconds", "loc_per_second",
              "paper_loc_per_second", "peak_mib", "findings", "bugs", "false_alarms", "unsure", "untriaged",
              "paper_bugs", "paper_false_alarms"]
    for n in peers:
        header += [f"{n}_leaks", f"{n}_seconds"]
    body = []
    for p in results["programs"]:
        if p.get("status") != "ok":
            continue
        paper = p.get("paper") or {}
        row = [p["program"], _SOURCE.get(p["source"]["kind"], p["source"]["kind"]), p["kloc"],
               paper.get("kloc"), p["seconds"], paper.get("seconds"),
               loc_per_second(p["lines"], p["seconds"]),
               loc_per_second(paper["kloc"] * 1000, paper["seconds"]) if paper else None,
               p["peak_mib"], p["findings"], p["bugs"], p["false_alarms"], p.get("unsure", 0), p["untriaged"],
               paper.get("bugs"), paper.get("false_alarms")]
        for n in peers:
            peer = p.get("peers", {}).get(n)
            row += [peer["leaks"], peer["seconds"]] if peer else [None, None]
        body.append(row)
    t = totals(results["programs"])
    o, s = t["ours"], t["paper_same_programs"]
    total = ["total", "", o["kloc"], s["kloc"] if s["programs"] else None, o["seconds"],
             s["seconds"] if s["programs"] else None, o["loc_per_second"], s["loc_per_second"],
             max((p["peak_mib"] for p in results["programs"] if p.get("status") == "ok"), default=None),
             o["findings"], o["bugs"], o["false_alarms"], o["unsure"], o["untriaged"],
             s["bugs"] if s["programs"] else None, s["false_alarms"] if s["programs"] else None]
    for n in peers:
        ran = [p["peers"][n] for p in results["programs"] if n in p.get("peers", {})]
        total += [sum(r["leaks"] for r in ran), sum(r["seconds"] for r in ran)]
    return header, body, total


def table_csv(results: dict) -> str:
    header, body, total = rows(results)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for r in body + [total]:
        w.writerow(["" if v is None else (round(v, 3) if isinstance(v, float) else v) for v in r])
    return buf.getvalue()


def table_markdown(results: dict) -> str:
    header, body, total = rows(results)
    peers = _peer_names(results)
    cols = ["Program", "Source", "KLOC", "(paper)", "Time (s)", "(paper)", "LOC/s", "(paper)", "Peak MiB",
            "Alarms", "Bugs", "False", "Unsure", "Untriaged", "Bugs (paper)", "False (paper)"]
    for n in peers:
        cols += [f"{n} leaks", f"{n} (s)"]
    digits = [None, None, 1, 1, 2, 2, 0, 0, 0] + [None] * 7 + [None, 2] * len(peers)

    def cell(v, d) -> str:
        if v is None:
            return "—"
        if isinstance(v, str):
            return v
        if isinstance(v, int):
            return str(v)
        return f"{v:.{1 if d is None else d}f}"

    def fmt(r, bold=False):
        cells = [cell(v, d) for v, d in zip(r, digits)]
        if bold:
            cells = [f"**{c}**" if c not in ("", "—") else c for c in cells]
        return "| " + " | ".join(cells) + " |"

    out = ["| " + " | ".join(cols) + " |", "|" + "|".join(["---"] * 2 + ["---:"] * (len(cols) - 2)) + "|"]
    out += [fmt(r) for r in body]
    if body:
        out.append(fmt(total, bold=True))
    t = totals(results["programs"])
    o, s, a = t["ours"], t["paper_same_programs"], t["paper_all"]
    out.append("")
    if body:
        out.append(f"Ours: {o['programs']} program(s), {o['kloc']:.1f} KLOC in {o['seconds']:.2f} s "
                   f"({_num(o['loc_per_second'], 0)} LOC/s); {o['findings']} alarm(s): {o['bugs']} bug(s), "
                   f"{o['false_alarms']} false alarm(s), {o['unsure']} unsure, {o['untriaged']} untriaged; "
                   f"false-alarm rate {_pct(o['false_alarm_rate'])} of the alarms judged bug or false.")
        if s["programs"]:
            out.append(f"Paper, same program(s): {s['kloc']:.1f} KLOC in {s['seconds']:.2f} s "
                       f"({_num(s['loc_per_second'], 0)} LOC/s); {s['bugs']} bug(s), {s['false_alarms']} "
                       f"false alarm(s), false-alarm rate {_pct(s['false_alarm_rate'])}.")
    out.append(f"Paper, all {a['programs']} programs of Table 5: {a['kloc']:.1f} KLOC in {a['seconds']:.2f} s "
               f"({_num(a['loc_per_second'], 0)} LOC/s); {a['bugs']} bug(s), {a['false_alarms']} false alarm(s), "
               f"false-alarm rate {_pct(a['false_alarm_rate'])}.")
    out.append("")
    out.append("KLOC: physical lines of the C files analysed (headers not counted). Time: wall clock of "
               "`sparrowpy analyze` (the paper: a 3.2 GHz Pentium 4). Bugs, false alarms, unsure: from the "
               "triage file.")
    ran = [p for p in results["programs"] if p.get("status") == "ok"]
    if ran:
        out.append("")
        out.append("Sources:")
        for p in ran:
            out.append(f"- {p['program']}: {p['source']['description']} ({p['source']['root']})")
    for p in ran:
        if p.get("errors"):
            out.append(f"- {p['program']}: sparrowpy: {p['errors']}")
        for n, peer in sorted(p.get("peers", {}).items()):
            if peer.get("failed"):
                out.append(f"- {p['program']}: {n} failed on {peer['failed']} of {peer['files']} file(s)")
    skipped = [p for p in results["programs"] if p.get("status") != "ok"]
    if skipped:
        out.append("")
        out.append("Skipped:")
        out += [f"- {p['program']}: {p['reason']}" for p in skipped]
    if results.get("peers_skipped"):
        out.append("")
        out += [f"Peer skipped: {line}." for line in results["peers_skipped"]]
    gone = [(p["program"], g) for p in ran for g in p.get("gone", [])]
    if gone:
        out.append("")
        out.append("Gone (triaged, no longer reported):")
        out += [f"- {prog} {g['fingerprint']} ({g['verdict']}): {g['finding'] or '(no description)'}"
                for prog, g in gone]
    return "\n".join(out) + "\n"

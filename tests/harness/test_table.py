"""The table's arithmetic and formatting, on results built by hand."""

import csv
import io

import pytest

from spec2000_harness.programs import BY_NAME, PROGRAMS
from spec2000_harness.table import false_alarm_rate, loc_per_second, table_csv, table_markdown, totals


def entry(name, lines, seconds, findings, bugs, false, unsure=0, peers=None, gone=()):
    paper = BY_NAME[name].paper.to_json() if name in BY_NAME else None
    return {"program": name, "status": "ok", "source": {"kind": "file-list", "root": f"/src/{name}",
                                                         "description": f"the harness's file list for {name}"},
            "kloc": lines / 1000, "lines": lines, "seconds": seconds, "peak_mib": 50.0, "findings": findings,
            "bugs": bugs, "false_alarms": false, "unsure": unsure,
            "untriaged": findings - bugs - false - unsure, "paper": paper, "peers": peers or {},
            "gone": list(gone)}


def results(*entries, skipped=()):
    progs = list(entries) + [{"program": n, "status": "skipped", "reason": f"no tree for {n}"} for n in skipped]
    return {"programs": progs, "peers_skipped": []}


def test_rates():
    assert loc_per_second(3000, 2.0) == 1500.0
    assert loc_per_second(3000, 0) is None
    assert false_alarm_rate(3, 1) == 0.25
    assert false_alarm_rate(0, 0) is None


def test_totals_sum_lines_and_seconds_before_dividing():
    r = results(entry("gzip", 2000, 4.0, 5, 1, 2), entry("bzip2", 3000, 1.0, 2, 2, 0))
    t = totals(r["programs"])
    o = t["ours"]
    assert o["kloc"] == 5.0 and o["seconds"] == 5.0
    assert o["loc_per_second"] == 1000.0          # not the mean of 500 and 3000
    assert (o["bugs"], o["false_alarms"], o["untriaged"]) == (3, 2, 2)
    assert o["false_alarm_rate"] == pytest.approx(2 / 5)
    same = t["paper_same_programs"]
    assert same["kloc"] == pytest.approx(7.7 + 4.6)
    assert same["loc_per_second"] == pytest.approx((7.7 + 4.6) * 1000 / (1.56 + 1.52))
    assert same["false_alarm_rate"] == pytest.approx(4 / (1 + 1 + 4))


def test_paper_totals_over_all_of_table_5():
    a = totals([])["paper_all"]
    assert a["programs"] == 18
    assert a["bugs"] == sum(p.paper.bugs for p in PROGRAMS) == 332
    assert a["false_alarms"] == 47
    assert a["kloc"] == pytest.approx(1777.0)
    # about the 720 LOC/s the paper's numbers give
    assert a["loc_per_second"] == pytest.approx(1777.0 * 1000 / 2442.88)
    assert 720 <= a["loc_per_second"] < 730


def test_markdown_rows_totals_skips_and_gone():
    gone = [{"fingerprint": "0123456789abcdef", "verdict": "bug", "note": "", "finding": "util.c:9 f: memory leak"}]
    r = results(entry("gzip", 2000, 4.0, 5, 1, 2, gone=gone), entry("bzip2", 3000, 1.0, 2, 2, 0),
                skipped=["mcf"])
    md = table_markdown(r)
    lines = md.splitlines()
    assert lines[0].startswith("| Program | Source | KLOC | (paper) | Time (s) | (paper) | LOC/s |")
    gzip = next(line for line in lines if line.startswith("| gzip |"))
    cells = [c.strip() for c in gzip.strip("|").split("|")]
    assert cells[:8] == ["gzip", "file list", "2.0", "7.7", "4.00", "1.56", "500", "4936"]
    total = next(line for line in lines if line.startswith("| **total** |"))
    assert "**1000**" in total and "**5.0**" in total
    assert "false-alarm rate 40.0%" in md
    assert "- mcf: no tree for mcf" in md
    assert "- gzip 0123456789abcdef (bug): util.c:9 f: memory leak" in md


def test_peer_columns_and_csv():
    p1 = {"gcc-analyzer": {"leaks": 3, "seconds": 2.5, "files": 2, "failed": 0}}
    p2 = {"gcc-analyzer": {"leaks": 1, "seconds": 0.5, "files": 1, "failed": 1}}
    r = results(entry("gzip", 2000, 4.0, 5, 1, 2, peers=p1), entry("bzip2", 3000, 1.0, 2, 2, 0, peers=p2))
    md = table_markdown(r)
    assert "| gcc-analyzer leaks | gcc-analyzer (s) |" in md.splitlines()[0]
    assert "- bzip2: gcc-analyzer failed on 1 of 1 file(s)" in md
    rows = list(csv.DictReader(io.StringIO(table_csv(r))))
    assert [row["program"] for row in rows] == ["gzip", "bzip2", "total"]
    assert rows[2]["gcc-analyzer_leaks"] == "4" and float(rows[2]["gcc-analyzer_seconds"]) == 3.0
    assert float(rows[2]["loc_per_second"]) == 1000.0
    assert rows[0]["paper_bugs"] == "1" and rows[0]["paper_false_alarms"] == "4"


def test_no_program_ran():
    md = table_markdown(results(skipped=["gzip"]))
    assert "| **total** |" not in md
    assert "Paper, all 18 programs of Table 5" in md
    assert "- gzip: no tree for gzip" in md

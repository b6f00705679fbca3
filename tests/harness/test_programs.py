"""The paper's Table 5 as the harness knows it."""

import os
import re

import pytest

from spec2000_harness.programs import BY_NAME, PROGRAMS, host_is_lp64, lookup, spec_defines

# Table 5 of Jung & Yi, ISMM 2008: program, KLOC, seconds, bugs, false alarms (as printed).
TABLE_5 = [
    ("ammp", 13.2, 9.68, 20, 0),
    ("art", 1.2, 0.68, 1, 0),
    ("bzip2", 4.6, 1.52, 1, 0),
    ("crafty", 19.4, 84.32, 0, 0),
    ("equake", 1.5, 1.03, 0, 0),
    ("gap", 59.4, 31.03, 0, 0),
    ("gcc", 205.8, 1330.33, 44, 1),
    ("gzip", 7.7, 1.56, 1, 4),
    ("mcf", 1.9, 2.77, 0, 0),
    ("mesa", 50.2, 43.15, 9, 0),
    ("parser", 10.9, 15.93, 0, 0),
    ("twolf", 19.7, 68.80, 5, 0),
    ("vortex", 52.6, 34.79, 0, 1),
    ("vpr", 16.9, 7.85, 0, 9),
    ("binutils-2.13.1", 909.4, 712.09, 228, 25),
    ("openssh-3.5p1", 36.7, 10.75, 18, 4),
    ("httpd-2.2.2", 316.4, 74.87, 0, 0),
    ("tar-1.13", 49.5, 11.73, 5, 3),
]

PAPER = os.path.join(os.path.dirname(__file__), *[os.pardir] * 4, "shared", "seeds", "002_56a6ff9affe79b6d.txt")


def test_the_18_programs_with_the_papers_figures_in_order():
    got = [(p.name, p.paper.kloc, p.paper.seconds, p.paper.bugs, p.paper.false_alarms) for p in PROGRAMS]
    assert got == TABLE_5


def test_fourteen_spec_benchmarks_in_their_suites():
    spec = [p for p in PROGRAMS if p.spec_dir]
    assert len(spec) == 14
    assert BY_NAME["gzip"].spec_dir == "CINT2000/164.gzip"
    assert BY_NAME["mesa"].spec_dir == "CFP2000/177.mesa"
    assert {p.spec_dir.split("/")[0] for p in spec} == {"CINT2000", "CFP2000"}
    assert all(re.fullmatch(r"C(INT|FP)2000/\d{3}\.\w+", p.spec_dir) for p in spec)
    assert [p.name for p in PROGRAMS if not p.spec_dir] == ["binutils-2.13.1", "openssh-3.5p1", "httpd-2.2.2",
                                                            "tar-1.13"]


@pytest.mark.skipif(not os.path.exists(PAPER), reason="the paper's text is not beside the repository")
def test_figures_match_the_papers_text():
    with open(PAPER, encoding="utf-8") as fh:
        text = fh.read()
    rows = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) == 5 and parts[0] in BY_NAME:
            rows[parts[0]] = (float(parts[1]), float(parts[2]), int(parts[3]), int(parts[4]))
    assert len(rows) == 18
    for p in PROGRAMS:
        assert rows[p.name] == (p.paper.kloc, p.paper.seconds, p.paper.bugs, p.paper.false_alarms), p.name


def test_lookup_by_spec_name_and_short_name():
    assert lookup("164.gzip") is BY_NAME["gzip"]
    assert lookup("openssh") is BY_NAME["openssh-3.5p1"]
    assert lookup("tar-1.13") is BY_NAME["tar-1.13"]
    assert lookup("zlib") is None


def test_spec_defines_always_name_spec_cpu2000_and_the_benchmarks_own():
    d = spec_defines(BY_NAME["gap"])
    assert d[0] == "SPEC_CPU2000"
    assert ("SPEC_CPU2000_LP64" in d) == host_is_lp64()
    assert "SYS_IS_USG" in d

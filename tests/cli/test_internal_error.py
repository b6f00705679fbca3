"""An internal error in one SCC's analysis gives that SCC up, not the run
(``SccAnalyzer.run_scc``): its procedures are listed as not summarised, the other
procedures' findings are still reported."""

from sparrowpy.interproc import analysis
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

PROGRAM = """\
#include <stdlib.h>
void broken(void) { char *p = malloc(4); }
void leaky(void) { char *q = malloc(8); }
"""


def _broken(tmp_path, monkeypatch):
    """``two.c``, whose ``broken`` SCC raises an internal error, outside strict mode."""
    src = tmp_path / "two.c"
    src.write_text(PROGRAM)
    original = analysis.SccAnalyzer._run_scc

    def failing(self, scc, summaries):
        if "broken" in scc:
            raise KeyError("a bug")
        return original(self, scc, summaries)

    monkeypatch.setattr(analysis.SccAnalyzer, "_run_scc", failing)
    monkeypatch.delenv("SPARROWPY_STRICT", raising=False)
    return src


def test_an_internal_error_gives_up_its_scc_only(tmp_path, monkeypatch):
    src = _broken(tmp_path, monkeypatch)
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=["leak"])
    assert "internal error (KeyError" in result.skipped["broken"]
    assert [f.function for f in result.findings] == ["leaky"]
    # counted apart from the budgets' skips, so that a run's statistics show it
    assert result.stats_json()["internal_errors"] == 1 and result.stats_json()["budget_skips"] == 1


def test_the_summary_line_counts_the_procedures_given_up_on_an_internal_error(tmp_path, monkeypatch, capsys):
    from sparrowpy.cli import main

    src = _broken(tmp_path, monkeypatch)
    main(["analyze", str(src), "--checkers", "leak"])
    out = capsys.readouterr()
    assert "1 procedure(s) given up on an internal error (please report it)" in out.out + out.err


def test_strict_mode_raises(tmp_path, monkeypatch):
    src = tmp_path / "two.c"
    src.write_text(PROGRAM)

    def failing(self, scc, summaries):
        raise KeyError("a bug")

    monkeypatch.setattr(analysis.SccAnalyzer, "_run_scc", failing)
    monkeypatch.setenv("SPARROWPY_STRICT", "1")
    try:
        analyze_paths([str(src)], AnalysisOptions(), checkers=["leak"])
    except KeyError:
        return
    raise AssertionError("the internal error was not raised in strict mode")

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


def test_an_internal_error_gives_up_its_scc_only(tmp_path, monkeypatch):
    src = tmp_path / "two.c"
    src.write_text(PROGRAM)
    original = analysis.SccAnalyzer._run_scc

    def failing(self, scc, summaries):
        if "broken" in scc:
            raise KeyError("a bug")
        return original(self, scc, summaries)

    monkeypatch.setattr(analysis.SccAnalyzer, "_run_scc", failing)
    monkeypatch.delenv("SPARROWPY_STRICT", raising=False)
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=["leak"])
    assert "internal error (KeyError" in result.skipped["broken"]
    assert [f.function for f in result.findings] == ["leaky"]


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

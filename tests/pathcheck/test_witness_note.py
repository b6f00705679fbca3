"""The note on a kept leak that names a path losing the block (``leak.WITNESS_NOTE``):
the branches and callee outcomes of a path that the path check realised and could not
refute, so that whoever triages the alarm sees what it rests on."""

from __future__ import annotations

from sparrowpy.checkers.leak import PATH_ONLY_NOTE, WITNESS_NOTE
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

PROGRAM = """\
#include <stdlib.h>

int *make(int k)
{
    if (k < 0)
        return NULL;
    return malloc(sizeof(int));
}

int lost_when_flag(int k, int flag)
{
    int *p = make(k);
    if (p == NULL)
        return -1;
    if (flag)
        return 1;
    free(p);
    return 0;
}

int freed_on_every_path(int k)
{
    int *p = make(k);
    if (p == NULL)
        return -1;
    free(p);
    return 0;
}
"""


def _analyze(tmp_path, **options):
    src = tmp_path / "w.c"
    src.write_text(PROGRAM)
    return analyze_paths([str(src)], AnalysisOptions(**options) if options else None)


def _witnesses(finding) -> list:
    return [n for n in finding.notes if n.startswith(WITNESS_NOTE)]


def test_a_kept_leak_names_the_path_that_loses_the_block(tmp_path):
    r = _analyze(tmp_path)
    leaks = [f for f in r.findings if f.kind == "leak"]
    assert [f.function for f in leaks] == ["lost_when_flag"]
    (note,) = _witnesses(leaks[0])
    # the loss at line 16: make() took the outcome with a block (its second: the first
    # is the NULL of k < 0) and the result's NULL test failed
    assert note.startswith(f"{WITNESS_NOTE} to line 16: ")
    assert "line 12 (make() outcome 2)" in note
    assert "line 13 (!(p == ((void *)0)))" in note
    assert not any(n.startswith(PATH_ONLY_NOTE) for n in leaks[0].notes)


def test_without_the_path_check_there_is_no_path_to_name(tmp_path):
    r = _analyze(tmp_path, path_check="off")
    leaks = [f for f in r.findings if f.kind == "leak"]
    assert [f.function for f in leaks] == ["lost_when_flag"]
    assert _witnesses(leaks[0]) == []


def test_a_loss_on_the_only_path_gets_no_path_note(tmp_path):
    src = tmp_path / "straight.c"
    src.write_text("#include <stdlib.h>\nvoid f(void)\n{\n    malloc(4);\n}\n")
    (leak,) = analyze_paths([str(src)]).findings
    assert leak.kind == "leak" and _witnesses(leak) == []

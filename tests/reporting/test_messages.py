"""What the cleanness checkers' messages say about where a block was freed."""
from __future__ import annotations

from pathlib import Path

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

CLEAN = Path(__file__).parent.parent / "regression" / "c" / "cleanness"


def test_a_use_after_free_names_only_the_frees_before_it():
    # used_after_callee_may_free(): release_if() may free p at line 25, p is used at 26 and
    # freed again at 28; the message on the use names the callee's free, not the later one
    path = CLEAN / "may_be_freed.c"
    result = analyze_paths([str(path)], AnalysisOptions(certain_frees_only=False))
    uaf = [f for f in result.findings if f.kind == "use_after_free" and f.line == 26]
    assert len(uaf) == 1
    assert "freed in release_if() called at line 25" in uaf[0].message
    assert "line 28" not in uaf[0].message
    # the double free at 28 still names the free before it
    df = [f for f in result.findings if f.kind == "double_free" and f.line == 28]
    assert df and "called at line 25" in df[0].message


def test_a_null_a_callee_dereferences_on_some_paths_is_a_warning():
    # say() reads its argument only for a '%' in the format: the NULL banner() passes is
    # certain, its dereference is not; first() reads it on every path
    path = CLEAN / "null_to_callee_some_paths.c"
    result = analyze_paths([str(path)], AnalysisOptions())
    null = {f.function: f for f in result.findings if f.kind == "null_deref"}
    assert "on some path" in null["banner"].message
    assert null["banner"].severity == "warning"
    assert null["broken"].severity == "error"



DOUBTED_ALLOCATOR = """\
#include <stdlib.h>
struct buf { size_t size; int magic; };
char *name_copy(const struct buf *b)
{
    char *r;
    if (b->magic != 0x5eed)
        return NULL;
    r = malloc(b->size + 1);
    if (r == NULL)
        abort();
    r[0] = 0;
    return r;
}
""" + "".join(f"int u{i}(struct buf *b) {{ char *p = name_copy(b); int v = p[{i}]; free(p); return v; }}\n"
              for i in range(10))


def test_a_doubted_null_is_not_brought_back_as_an_allocation_failure(tmp_path):
    # name_copy() returns NULL for a broken buffer and aborts when malloc fails; its ten
    # callers never test it, so its NULL is not believed.  With allocation_paths_only its
    # "return NULL" counts as its allocation's failure (ret_nullable), and without the
    # path check each unchecked use got "p is NULL if the allocation ... failed" (a note)
    path = tmp_path / "doubted.c"
    path.write_text(DOUBTED_ALLOCATOR)
    result = analyze_paths([str(path)], AnalysisOptions(path_check="off"))
    assert [f for f in result.findings if f.kind == "null_deref"] == []
    # believed, the same NULL is reported at each use, as the callee's
    believed = analyze_paths([str(path)], AnalysisOptions(path_check="off", unchecked_results_not_null=False))
    null = [f for f in believed.findings if f.kind == "null_deref"]
    assert len(null) == 10 and all("name_copy() called at line" in f.message for f in null)

"""A pointer compared equal to a non-zero integer made a pointer (a sentinel such as
``(timezone_t) 1`` or ``(void *) -1``): no block or variable lives at such an address, so
the branch is dead for a pointer to one, and an input pointer holds that number there
(``Semantics._refine_pointers``).  A never-written ``static`` pointer initialised with
such an integer holds it (``globalfacts.constant_globals``)."""

from __future__ import annotations

from sparrowpy.interproc.analysis import analyze_paths


def _leaks(tmp_path, body: str) -> list:
    src = tmp_path / "s.c"
    src.write_text("#include <stdlib.h>\n" + body)
    return sorted((f.function, f.line) for f in analyze_paths([str(src)]).findings if f.kind == "leak")


def test_a_block_is_never_equal_to_an_integer_made_a_pointer(tmp_path):
    assert _leaks(tmp_path, """\
int sentinel(void)
{
    char *p = malloc(4);
    if (p == (char *) 1)
        return 0;
    free(p);
    return 1;
}
int minus_one(void)
{
    char *p = malloc(4);
    if (p == (char *) -1)
        return 0;
    free(p);
    return 1;
}
int not_equal(void)
{
    char *p = malloc(4);
    if (p != (char *) 1)
        return 0;
    free(p);
    return 1;
}
""") == [("not_equal", 22)]


def test_a_never_written_static_pointer_holds_its_integer(tmp_path):
    assert _leaks(tmp_path, """\
static char *const none = (char *) -1;
static char *const nothing = 0;
int with_none(void)
{
    char *p = malloc(4);
    if (p == none)
        return 0;
    free(p);
    return 1;
}
int with_nothing(void)
{
    char *p = malloc(4);
    if (p == nothing)
        return 0;
    free(p);
    return 1;
}
""") == []


def test_an_input_pointer_may_be_the_sentinel_its_caller_passed(tmp_path):
    # keep() keeps its argument where it is the sentinel: a caller's block is freed by it
    # on every path, and a caller that passes its own input pointer learns nothing
    src = tmp_path / "k.c"
    src.write_text("""\
#include <stdlib.h>
static char *const mark = (char *) 1;
static int keep(char *p)
{
    if (p == mark)
        return 1;
    free(p);
    return 0;
}
int caller(int n)
{
    char *p = malloc(n);
    if (p == NULL)
        return -1;
    if (keep(p))
        return 1;
    return 0;
}
int passes_on(char *q)
{
    return keep(q);
}
""")
    r = analyze_paths([str(src)])
    assert [(f.kind, f.function) for f in r.findings] == []
    # keep's outcome "returns 1, frees nothing" happens only where its argument is 1
    keep = next(s for k, s in r.summaries.items() if "keep" in str(k))
    labels = [(label, [(i, str(n)) for i, n, _ in sub.entry_nums]) for label, sub in keep.outcomes]
    assert ("ret == 1", [(0, "[1, 1]")]) in labels

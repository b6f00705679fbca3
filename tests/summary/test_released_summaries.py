"""``analyze_units(keep_summaries=False)`` (the ``analyze`` command's setting) drops a
summary once every procedure that may call it has been analysed; the findings are the
same as with every summary kept."""

from __future__ import annotations

from sparrowpy.interproc.analysis import analyze_units
from sparrowpy.options import AnalysisOptions

from ..soundness.harness import parse_units

_TEXT = """
#include <stdlib.h>
char *make(int n) { return malloc(n); }
char *make_twice(int n) { char *p = make(n); free(p); return make(n); }
void keep(char **out, int n) { *out = make_twice(n); }
int callback(int n) { char *p = make(n); return p != 0; }
int (*hook)(int) = callback;
int leaf_user(int n) {
    char *q = 0;
    keep(&q, n);
    if (n > 3)
        return hook(n);
    free(q);
    return 0;
}
int main(void) { return leaf_user(4) + leaf_user(1); }
"""


def _run(keep: bool):
    return analyze_units(parse_units(_TEXT), AnalysisOptions(), keep_summaries=keep)


def test_the_findings_are_the_same_without_the_summaries_kept():
    kept, released = _run(True), _run(False)
    assert [f.format_text() for f in kept.findings] == [f.format_text() for f in released.findings]
    # (the leak of q's block where leaf_user returns through the hook)
    assert any(f.kind == "leak" and f.function == "leaf_user" for f in released.findings)


def test_a_summary_is_dropped_once_its_callers_are_analysed_but_not_one_whose_address_is_taken():
    kept, released = _run(True), _run(False)
    names = {s.name for s in kept.summaries.values()}
    assert {"make", "make_twice", "keep", "callback", "leaf_user", "main"} <= names
    left = {s.name for s in released.summaries.values()}
    # every caller of make, make_twice, keep and leaf_user has been analysed, and main
    # has none; callback's address is in the hook
    assert left == {"callback"}

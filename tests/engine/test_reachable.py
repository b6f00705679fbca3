"""Only the functions reachable from the program's own code are analysed: a header's
``static inline`` functions that nothing calls cost only their parse (issue 14)."""

from __future__ import annotations

from sparrowpy.interproc.analysis import analyze_paths

HEADER = """\
#include <stdlib.h>
static inline char *used_dup(int n) { return malloc(n); }
static inline void unused_leaky(int n) {
  char *p = malloc(n);
  if (n) return;            /* line 5: would leak, but nothing calls it */
  free(p);
}
static inline void called_by_pointer(char *p) { free(p); }
static inline int called_leaky(int n) {
  char *q = malloc(1);
  if (n > 2) return 1;      /* line 11: leaks, and main calls it */
  free(q);
  return 0;
}
"""

MAIN = """\
#include "lib.h"
static void dead_local(void) {
  char *r = malloc(3);      /* own code: analysed even if nothing calls it */
}
int main(int argc, char **argv) {
  void (*release)(char *) = called_by_pointer;
  char *s = used_dup(argc);
  release(s);
  return called_leaky(argc);
}
"""


def test_unreachable_header_functions_are_not_analysed(tmp_path):
    (tmp_path / "lib.h").write_text(HEADER)
    (tmp_path / "main.c").write_text(MAIN)
    r = analyze_paths([str(tmp_path / "main.c")])
    names = {k for k in r.procedures}
    assert names == {"used_dup", "called_by_pointer", "called_leaky", "dead_local", "main"}
    s = r.stats_json()
    assert s["functions"] == 5 and s["functions_unreachable"] == 1
    found = sorted((f.function, f.line) for f in r.findings)
    # the leak in the called header function and in the file's own dead function are
    # reported; the one in the header function nobody calls is not
    assert ("called_leaky", 11) in found
    assert any(fn == "dead_local" for fn, _ in found)
    assert all(fn != "unused_leaky" for fn, _ in found)
    # main frees what used_dup returned through the pointer: no leak of s
    assert all(fn != "main" for fn, _ in found)


def test_a_header_function_of_another_input_file_stays_when_called(tmp_path):
    (tmp_path / "lib.h").write_text(HEADER)
    (tmp_path / "a.c").write_text('#include "lib.h"\nint use(void) { return called_leaky(5); }\n')
    (tmp_path / "b.c").write_text('#include "lib.h"\nint other(void) { return 0; }\n')
    r = analyze_paths([str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    kept = sorted(r.procedures)
    # a.c's copy of called_leaky is kept; b.c's, which nothing in b.c names, is dropped
    # as b.c is lowered (so the one left needs no renaming per file)
    assert "use" in kept and "other" in kept
    assert [k for k in kept if k.endswith("called_leaky")] == ["called_leaky"]
    assert r.program.functions["called_leaky"].loc.file.endswith("lib.h")
    assert r.program.unit_of["called_leaky"].file.endswith("a.c")
    assert r.stats_json()["functions_unreachable"] == 2 * 4 - 1

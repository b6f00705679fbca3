"""A package with several programs (several files define main): each is linked and
analysed on its own, with the files that define no main; shared code is reported once
(issue 14)."""

from __future__ import annotations

import subprocess
import sys

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.interproc.callgraph import split_programs

LIB = """\
#include <stdlib.h>
char *lib_make(int n) { return malloc(n); }
void lib_leaky(int n) {
  char *p = malloc(n);
  if (n > 3) return;        /* line 5: leaks, in shared code */
  free(p);
}
"""
CLIENT = """\
#include <stdlib.h>
char *lib_make(int n);
void lib_leaky(int n);
struct opts { int verbose; char *name; };
struct opts options;
static char *helper(int n) { return lib_make(n); }     /* static: per program */
static int run(int argc) {
  char *c = helper(argc);
  lib_leaky(argc);
  if (argc > 2) return 1;   /* line 10: c leaks in the client */
  free(c);
  return 0;
}
int main(int argc, char **argv) { return run(argc); }
"""
SERVER = """\
#include <stdlib.h>
char *lib_make(int n);
void lib_leaky(int n);
struct server_opts { long port; };
struct server_opts options;                           /* same name, other type */
char *helper(int n) { char *s = lib_make(n); free(s); return 0; }
int main(int argc, char **argv) {
  char *s = lib_make(argc);
  lib_leaky(argc + 1);
  free(s);                  /* the server frees its block */
  return helper(argc) != 0;
}
"""


def write(tmp_path):
    for name, text in (("lib.c", LIB), ("client.c", CLIENT), ("server.c", SERVER)):
        (tmp_path / name).write_text(text)
    return [str(tmp_path / n) for n in ("client.c", "lib.c", "server.c")]


def test_split_around_each_main(tmp_path):
    files = write(tmp_path)
    r = analyze_paths(files)
    assert [p.rsplit("/", 1)[1] for p in r.programs] == ["client.c", "server.c"]
    assert [sorted(tu.file.rsplit("/", 1)[1] for tu in p.units) for p in r.linked] == \
        [["client.c", "lib.c"], ["lib.c", "server.c"]]
    found = sorted((f.file.rsplit("/", 1)[1], f.function, f.line) for f in r.findings)
    # the shared leak once, the client's leak, nothing in the server
    assert found == [("client.c", "run", 10), ("lib.c", "lib_leaky", 5)]
    assert r.stats_json()["programs"] == 2
    # a global of one name and two types is a conflict only inside one link unit
    assert all(not p.global_conflicts for p in r.linked)


def test_one_main_is_one_program(tmp_path):
    write(tmp_path)
    r = analyze_paths([str(tmp_path / "client.c"), str(tmp_path / "lib.c")])
    assert r.programs == [] and r.stats_json()["programs"] == 1
    assert len(split_programs(r.load.units)) == 1


def test_same_named_globals_of_different_types_are_warned_about(tmp_path):
    (tmp_path / "a.c").write_text("struct A { int x; } options;\nint main(void) { return options.x; }\n")
    (tmp_path / "b.c").write_text("struct B { long y; char *z; } options;\nint get(void) { return 1; }\n")
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "a.c", "b.c"], capture_output=True,
                       text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    warn = [ln for ln in r.stderr.splitlines() if "warning: global options" in ln]
    assert len(warn) == 1 and warn[0].startswith("b.c:1") and "a.c:1" in warn[0]


def test_cli_says_how_the_package_was_split(tmp_path):
    write(tmp_path)
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "client.c", "lib.c", "server.c"],
                       capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 1
    assert "2 files define main(): analysed as 2 programs (client.c, server.c)" in r.stderr
    # helper is static in client.c and external in server.c: no clash once split
    assert "also defined" not in r.stderr
    assert r.stdout.count("[leak]") == 2


def test_programs_of_a_package_share_their_common_code_without_a_cache_dir(tmp_path):
    files = write(tmp_path)
    r = analyze_paths(files)
    # lib_make and lib_leaky are analysed once, for the client, and found for the server
    assert r.cache_hits == 2, (r.cache_hits, r.cache_misses)
    assert r.cache_misses > 0
    one = analyze_paths([str(tmp_path / "client.c"), str(tmp_path / "lib.c")])
    assert (one.cache_hits, one.cache_misses) == (0, 0)   # one program: no in-run cache


def _package(tmp_path, lib: str, client: str, server: str):
    """Analyse a package of two programs (client.c and server.c, each with a main) that
    share lib.c; both programs are checked to have been found."""
    for name, text in (("lib.c", lib), ("client.c", client), ("server.c", server)):
        (tmp_path / name).write_text(text)
    r = analyze_paths([str(tmp_path / f) for f in ("client.c", "lib.c", "server.c")])
    assert r.programs and len(r.programs) == 2
    return r


def _leaks(r) -> list:
    """(file name, function) of the leak findings, sorted."""
    return sorted((f.file.rsplit("/", 1)[-1], f.function) for f in r.findings if f.kind == "leak")


def test_a_global_one_program_writes_does_not_keep_the_others_code_from_being_shared(tmp_path):
    # mode is never written in the client program (it keeps its initialiser there) and is
    # written by the server: the two programs' never-written globals differ, but only
    # lib_mode reads mode, so lib_make's analysis is still shared
    r = _package(tmp_path,
                 lib=("#include <stdlib.h>\nint mode = 1;\n"
                      "char *lib_make(int n) { return malloc(n); }\n"
                      "int lib_mode(void) { return mode; }\n"),
                 client=("#include <stdlib.h>\nchar *lib_make(int n);\nint lib_mode(void);\n"
                         "int main(void) { char *p = lib_make(4); int m = lib_mode(); free(p); return m; }\n"),
                 server=("#include <stdlib.h>\nextern int mode;\nchar *lib_make(int n);\nint lib_mode(void);\n"
                         "int main(int argc, char **argv) { char *p; mode = argc; p = lib_make(4); free(p);"
                         " return lib_mode(); }\n"))
    assert r.cache_hits == 1, (r.cache_hits, r.cache_misses)   # lib_make; not lib_mode


def test_an_array_declared_without_its_length_is_not_a_type_clash(tmp_path):
    # `extern char name[];` in a header and `char name[64];` in the defining file are
    # compatible C types; a different element type or length is a clash
    (tmp_path / "a.c").write_text("char name[64];\nlong table[8];\nint main(void) { return name[0] + table[0]; }\n")
    (tmp_path / "b.c").write_text("extern char name[];\nint table[8];\nint get(void) { return name[1]; }\n")
    r = analyze_paths([str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    clashes = [c[0] for p in r.linked for c in p.global_conflicts]
    assert clashes == ["table"]


# -- link units as a linker builds them from archives ------------------------------------
UTIL = """\
#include <stdlib.h>
int mode = 1;                                          /* used by lib.c only */
char *util_dup(int n) { return malloc(n); }
"""
LIB2 = """\
#include <stdlib.h>
extern int mode;
char *util_dup(int n);
char *lib_make(int n) { return mode ? util_dup(n) : 0; }
"""
AUTH = """\
#include <stdlib.h>
struct auth_opts { long port; } options;               /* the server's options */
int auth_check(int n) {
  char *p = malloc(n);
  if (n > 7) return 1;      /* line 5: leaks, server-only code */
  free(p);
  return 0;
}
"""
ORPHAN = """\
#include <stdlib.h>
void orphan(int n) {
  char *p = malloc(n);
  if (n) return;            /* line 4: leaks in a file no main() uses */
  free(p);
}
"""
CLIENT2 = """\
#include <stdlib.h>
struct client_opts { char *name; } options;            /* same name as the server's */
char *lib_make(int n);
int main(int argc, char **argv) { char *c = lib_make(argc); free(c); return options.name != 0; }
"""
SERVER2 = """\
#include <stdlib.h>
char *lib_make(int n);
int auth_check(int n);
int main(int argc, char **argv) { char *s = lib_make(argc); free(s); return auth_check(argc); }
"""


def write_archive_package(tmp_path):
    files = {"client.c": CLIENT2, "server.c": SERVER2, "lib.c": LIB2, "util.c": UTIL, "auth.c": AUTH,
             "orphan.c": ORPHAN}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return [str(tmp_path / n) for n in sorted(files)]


def test_each_program_is_linked_with_what_it_uses_transitively(tmp_path):
    from sparrowpy.interproc.callgraph import REST

    r = analyze_paths(write_archive_package(tmp_path))
    units = {p.rsplit("/", 1)[-1]: sorted(tu.file.rsplit("/", 1)[1] for tu in prog.units)
             for p, prog in zip(r.programs, r.linked)}
    # lib.c by a call, util.c through lib.c's use of the global mode and of util_dup;
    # the client never uses the server's auth.c
    assert units == {"client.c": ["client.c", "lib.c", "util.c"],
                     "server.c": ["auth.c", "lib.c", "server.c", "util.c"],
                     REST: ["orphan.c"]}
    assert r.stats_json()["programs"] == 2
    # the client's and auth.c's `options` are never in one program
    assert all(not p.global_conflicts for p in r.linked)
    found = sorted((f.file.rsplit("/", 1)[1], f.function, f.line) for f in r.findings)
    # the server-only leak, and the leak in the file no main() uses, are still found
    assert found == [("auth.c", "auth_check", 5), ("orphan.c", "orphan", 4)]


def test_cli_names_the_unit_of_files_no_program_uses(tmp_path):
    write_archive_package(tmp_path)
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "."], capture_output=True, text=True,
                       cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    assert "2 files define main(): analysed as 2 programs (client.c, server.c)" in r.stderr
    assert "(2 to 3 files)" in r.stderr
    assert "1 file(s) that no main() uses are analysed as one more unit" in r.stderr
    assert "warning: global options" not in r.stderr


def test_a_bundled_header_declaration_is_no_type_clash_with_the_system_ones(tmp_path):
    # one file falls back to the system's headers (a header not bundled), the other uses
    # the bundled ones: their `extern FILE *stdin` name different struct types; a clash
    # between two files' own definitions is still reported
    import os

    if not os.path.exists("/usr/include/ttyent.h"):
        import pytest
        pytest.skip("needs glibc's headers (ttyent.h is not bundled, so b.c falls back to them)")
    (tmp_path / "a.c").write_text("#include <stdio.h>\nint shared_count = 1;\n"
                                  "int main(void) { fputs(\"a\", stdout); return 0; }\n")
    (tmp_path / "b.c").write_text("#include <stdio.h>\n#include <ttyent.h>\nlong shared_count;\n"
                                  "void put(void) { fputs(\"b\", stderr); }\n")
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "-I", ".", "a.c", "b.c"],
                       capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "global stdout" not in r.stderr and "global stderr" not in r.stderr, r.stderr
    assert "warning: global shared_count" in r.stderr


_LINKED = """
import os, sys
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.interproc.callgraph import split_programs
r = analyze_paths(sys.argv[1:])
for name, units in split_programs(r.load.units):
    print(name and os.path.basename(name), sorted(os.path.basename(tu.file) for tu in units))
"""


def test_which_files_a_program_links_does_not_depend_on_the_hash_seed(tmp_path):
    # cleanup() is defined in two shared files (as openssh's cleanup_exit in cleanup.c
    # and clientloop.c); the program needs it and, through loop(), the second file: the
    # first was linked only if cleanup was resolved before loop, in the order a set gave
    # the names (the functions analysed, and the stats, changed from run to run)
    (tmp_path / "a.c").write_text("void cleanup(void) {}\n")
    (tmp_path / "b.c").write_text("void cleanup(void) {}\nint loop(void) { return 1; }\n")
    (tmp_path / "m1.c").write_text("void cleanup(void);\nint loop(void);\n"
                                   "int main(void) { cleanup(); return loop(); }\n")
    (tmp_path / "m2.c").write_text("int main(void) { return 0; }\n")
    files = [str(tmp_path / n) for n in ("a.c", "b.c", "m1.c", "m2.c")]
    seen = set()
    for seed in ("1", "2", "3", "4", "5", "6", "7", "8"):
        out = subprocess.run([sys.executable, "-c", _LINKED, *files], capture_output=True, text=True,
                             env={**__import__("os").environ, "PYTHONHASHSEED": seed}, check=True)
        seen.add(out.stdout)
    assert len(seen) == 1, seen


def test_a_result_one_program_ignores_does_not_keep_the_shared_code_apart(tmp_path):
    # the client looks at lib_make's status, the server and lib_pair ignore it: a summary's
    # return outcomes are sharpened where some caller may look at the result, and counted
    # so over the package, lib_make and lib_pair above it get one summary and one key in
    # both programs: each is analysed once, for the client, and reused for the server
    r = _package(tmp_path,
                 lib=("#include <stdlib.h>\n"
                      "int lib_make(char **out, int n) { char *p = malloc(n); if (p == NULL) return -1; *out = p; return 0; }\n"
                      "void lib_pair(char **a) { *a = NULL; lib_make(a, 8); }\n"),
                 client=("#include <stdlib.h>\nint lib_make(char **out, int n);\nvoid lib_pair(char **a);\n"
                         "int main(void) { char *p, *q; if (lib_make(&p, 4) != 0) return 1;\n"
                         "  lib_pair(&q); free(q); free(p); return 0; }\n"),
                 server=("#include <stdlib.h>\nint lib_make(char **out, int n);\nvoid lib_pair(char **a);\n"
                         "static void serve(void) { char *p = NULL, *q; lib_make(&p, 4); lib_pair(&q); free(q); }\n"
                         "int main(void) { serve(); return 0; }\n"))
    assert r.cache_hits == 2, (r.cache_hits, r.cache_misses)   # lib_make, lib_pair
    # the server's leak (p) is still found, and the client has none
    assert _leaks(r) == [("server.c", "serve")]


def test_shared_code_whose_function_pointer_candidates_differ_is_analysed_once(tmp_path):
    # lib_drop calls through a pointer that holds release; in the client, show has its
    # address taken too and the same signature, so the call graph gives lib_drop another
    # candidate callee there.  The analysis reads only release's summary: the client's
    # result is reused for the server (release and lib_drop: 2 hits; 1 when every
    # candidate's summary was in the key)
    r = _package(tmp_path,
                 lib=("#include <stdlib.h>\n"
                      "static int release(char *p) { free(p); return 0; }\n"
                      "int lib_drop(char *p) { int (*f)(char *) = release; return f(p); }\n"),
                 client=("#include <stdlib.h>\nint lib_drop(char *p);\n"
                         "static int show(char *s) { return s[0]; }\n"
                         "int main(void) { int (*g)(char *) = show; char *p = malloc(4); if (p == NULL) return 1;\n"
                         "  p[0] = 0; g(p); lib_drop(p); return 0; }\n"),
                 server=("#include <stdlib.h>\nint lib_drop(char *p);\n"
                         "int main(void) { char *p = malloc(4); lib_drop(p); return 0; }\n"))
    assert r.cache_hits == 2, (r.cache_hits, r.cache_misses)
    assert _leaks(r) == []


def test_shared_code_is_not_reused_where_its_function_pointer_reaches_another_summary(tmp_path):
    # lib_run calls impl through a pointer; each program defines its own impl (the
    # client's frees its argument, the server's does not), so lib_run's key is the same
    # in both but the summary it read is not: it is analysed for each, and only the
    # server leaks
    r = _package(tmp_path,
                 lib=("int impl(char *p);\n"
                      "int lib_run(char *p) { int (*f)(char *) = impl; return f(p); }\n"),
                 client=("#include <stdlib.h>\nint lib_run(char *p);\n"
                         "int impl(char *p) { free(p); return 0; }\n"
                         "int main(void) { char *p = malloc(4); lib_run(p); return 0; }\n"),
                 server=("#include <stdlib.h>\nint lib_run(char *p);\n"
                         "int impl(char *p) { return p != NULL; }\n"
                         "static void serve(void) { char *p = malloc(4); lib_run(p); }\n"
                         "int main(void) { serve(); return 0; }\n"))
    assert r.cache_hits == 0, (r.cache_hits, r.cache_misses)
    assert _leaks(r) == [("server.c", "serve")]
    # each program alone gives the same findings
    alone = analyze_paths([str(tmp_path / "server.c"), str(tmp_path / "lib.c")])
    assert _leaks(alone) == [("server.c", "serve")]
    assert _leaks(analyze_paths([str(tmp_path / "client.c"), str(tmp_path / "lib.c")])) == []


def _calls(n: int, tested: bool) -> str:
    """``n`` call sites of lib_get, each result kept in a variable, tested or not."""
    out = []
    for i in range(n):
        use = f"if (v{i} != NULL) s += v{i}[0];" if tested else f"s += v{i}[0];"
        out.append(f"  char *v{i} = lib_get({i + 1}); {use}\n")
    return "".join(out)


_GET_LIB = ("#include <stdlib.h>\n"
            "static char table[128];\n"
            "char *lib_get(int n) { if (n < 0 || n > 100) return NULL; return table + n; }\n"
            "int lib_first(int n) { char *p = lib_get(n); return p[0]; }\n")
_GET_DECL = "#include <stdlib.h>\nchar *lib_get(int n);\nint lib_first(int n);\n"


def _derefs(r) -> list:
    return sorted({(f.file.rsplit("/", 1)[-1], f.function) for f in r.findings if f.kind == "null_deref"})


def test_whether_a_result_is_believed_null_is_counted_over_the_package(tmp_path):
    # whether lib_get's NULL is believed (``unchecked_results_not_null``: its callers test
    # it at fewer than one in four of ten or more sites) is counted over the package's
    # code, each file once, so that the shared code above it gets one summary and one
    # cache key in every program.  Here the client keeps it untested at 9 sites and
    # lib_first at one (counted per program: 10 of 10 untested, doubted), the server
    # tests it at its one site (per program: 2 sites, believed): over the package, 1 of
    # 11 tested, doubted in both programs
    r = _package(tmp_path, lib=_GET_LIB,
                 client=_GET_DECL + "int main(int argc, char **argv) { int s = 0;\n" + _calls(9, False)
                 + "  return s + lib_first(argc); }\n",
                 server=_GET_DECL + "int main(int argc, char **argv) { int s = 0;\n" + _calls(1, True)
                 + "  return s + lib_first(argc); }\n")
    assert all("lib_get" in p.unchecked_results for p in r.linked)
    # lib_get and lib_first are analysed once, for the client
    assert r.cache_hits == 2, (r.cache_hits, r.cache_misses)
    # the server's program alone would have believed the NULL in lib_first
    assert _derefs(r) == []


def test_a_result_the_package_tests_is_believed_null_in_a_program_that_does_not(tmp_path):
    # the other way: the client keeps lib_get's result untested at 9 sites (per program,
    # with lib_first's: 10 of 10 untested, doubted); the server tests it at 30, so over
    # the package 30 of 40 are tested and its NULL is believed everywhere: the client's
    # unchecked dereferences, and lib_first's, are reported
    r = _package(tmp_path, lib=_GET_LIB,
                 client=_GET_DECL + "int main(int argc, char **argv) { int s = 0;\n" + _calls(9, False)
                 + "  return s + lib_first(argc); }\n",
                 server=_GET_DECL + "int main(int argc, char **argv) { int s = 0;\n" + _calls(30, True)
                 + "  return s + lib_first(argc); }\n")
    assert not any("lib_get" in p.unchecked_results for p in r.linked)
    assert _derefs(r) == [("client.c", "main"), ("lib.c", "lib_first")]

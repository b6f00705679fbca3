"""A function pointer global that no code writes holds the function it was initialised
with (``globalfacts.FunctionConstant``): a call through it reaches that function alone.
A ``static`` function is that function only in its own file: another file's code reads
the global as unknown, since the name there may mean nothing or another function."""

from __future__ import annotations

from sparrowpy.engine.globalfacts import FunctionConstant, constant_globals
from sparrowpy.interproc.analysis import analyze_paths, load_inputs

HOOK = """\
#include <stdio.h>
#include <stdlib.h>
static void die(void) { fputs("out of memory\\n", stderr); exit(1); }
void (*hook)(void) = die;
void (*ext_hook)(void) = abort;
void (*set_hook)(void) = die;
void install(void (*h)(void)) { set_hook = h; }
int *cell_here(void) { int *p = malloc(sizeof *p); if (!p) hook(); *p = 1; return p; }
"""

USER = """\
#include <stdlib.h>
extern void (*hook)(void);
extern void (*ext_hook)(void);
static void die(void) { }
int *cell_there(void) { int *p = malloc(sizeof *p); if (!p) hook(); *p = 2; return p; }
int *cell_ext(void) { int *p = malloc(sizeof *p); if (!p) ext_hook(); *p = 3; return p; }
int main(void) { free(cell_there()); free(cell_ext()); return 0; }
"""


def _write(tmp_path):
    a, b = tmp_path / "hook.c", tmp_path / "user.c"
    a.write_text(HOOK)
    b.write_text(USER)
    return [str(a), str(b)]


def test_only_never_written_function_pointers_are_constants(tmp_path):
    load = load_inputs(_write(tmp_path))
    assert not load.errors
    consts = {n: c for n, c in constant_globals(load.units).items() if type(c) is FunctionConstant}
    assert sorted(consts) == ["ext_hook", "hook"]  # set_hook is written by install
    assert consts["hook"] == "die" and consts["hook"].unit.endswith("hook.c")
    assert consts["ext_hook"] == "abort" and consts["ext_hook"].unit is None
    hook_tu = next(tu for tu in load.units if tu.file.endswith("hook.c"))
    user_tu = next(tu for tu in load.units if tu.file.endswith("user.c"))
    assert consts["hook"].readable_in(hook_tu) and not consts["hook"].readable_in(user_tu)
    assert consts["ext_hook"].readable_in(user_tu)


def test_a_call_through_a_constant_hook_reaches_its_function_where_it_is_visible(tmp_path):
    found = sorted((f.function, f.line) for f in analyze_paths(_write(tmp_path)).findings if f.kind == "null_deref")
    # hook.c's own code calls die(), which exits; user.c's code may not know which
    # function its die names there (its own die returns), so its store through NULL is
    # reported; abort is external, the same everywhere, and never returns
    assert found == [("cell_there", 5)]

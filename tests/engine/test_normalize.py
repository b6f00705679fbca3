"""``if (p) free(p);`` becomes ``free(p);`` (engine/normalize.py), and nothing else does."""

from __future__ import annotations

import pytest

from sparrowpy.engine.normalize import normalize_program
from sparrowpy.frontend.lower import lower_ast
from sparrowpy.frontend.preprocess import parse_text
from sparrowpy.interproc.callgraph import Program
from sparrowpy.ir import Assume

PRELUDE = "typedef unsigned long size_t;\nvoid free(void *);\nvoid *malloc(size_t);\nvoid fclose(void *);\n" \
          "struct s { char *name; char *other; int flag; };\n"


def normalized(body: str, extra: str = ""):
    src = PRELUDE + extra + "void f(struct s *a, char *p, char *q) {\n" + body + "\n}\n"
    tu = lower_ast(parse_text(src, "t.c"), "t.c")
    program = Program([tu])
    dropped = normalize_program(program)
    fn = program.functions["f"]
    return dropped, fn


@pytest.mark.parametrize("body", [
    "if (p) free(p);",
    "if (p != 0) free(p);",
    "if ((void *)0 != p) free(p);",
    "if (!(p == 0)) free(p);",
    "if (a->name != 0) free(a->name);",
    "if (p) { free(p); p = 0; }",
    "if (a->name) { free((void *)a->name); a->name = 0; a->name = 0; }",
])
def test_null_test_before_free_is_dropped(body):
    dropped, fn = normalized(body)
    assert dropped == 1
    assert not any(type(i) is Assume for i in fn.cfg.instrs)
    frees = [n for n, i in enumerate(fn.cfg.instrs) if str(i).startswith("free(")]
    assert len(frees) == 1 and fn.cfg.preds[frees[0]]  # still reachable, now unconditionally


@pytest.mark.parametrize("body,extra", [
    ("if (q) free(p);", ""),                                   # another pointer is tested
    ("if (a->flag) free(a->name);", ""),                       # a flag is tested
    ("if (p) free(p); else q = 0;", ""),                       # the other branch does something
    ("if (p) { free(p); q = 0; }", ""),                        # more than the free
    ("if (p) { free(p); p = q; }", ""),                        # p set to something else
    ("if (p == 0) free(p);", ""),                              # the NULL branch frees
    ("if (p) fclose(p);", ""),                                 # fclose(NULL) is undefined
    ("if (p) free(p);", "void free(void *x) { }\n"),           # the program's own free
    ("if (p) { again: free(p); } if (q) goto again;", ""),     # a jump into the chain
])
def test_other_shapes_are_kept(body, extra):
    dropped, fn = normalized(body, extra)
    assert dropped == 0
    assert any(type(i) is Assume for i in fn.cfg.instrs)


def _tests(fn) -> list:
    return [str(i) for i in fn.cfg.instrs if type(i) is Assume]


@pytest.mark.parametrize("body", [
    "a->name = malloc(4); if (a->name == 0) return;",
    "a->name = malloc(4); if (!a->name) return;",
    "a->name = malloc(4); if ((void *)0 != a->name) a->flag = 1;",
    "a[1].other = malloc(4); if (a[1].other) a->flag = 1;",
])
def test_a_test_right_after_a_store_reads_the_stored_temporary(body):
    # ``x->f = t; if (x->f == NULL)``: the test reads the temporary the call's result went
    # through, which ties it to the fresh block (forward_stored_pointers)
    _, fn = normalized(body)
    tests = _tests(fn)
    assert len(tests) == 2 and all("$t" in t and "->" not in t and "[" not in t for t in tests), tests


@pytest.mark.parametrize("body", [
    "a->name = p; if (a->name == 0) return;",                        # a variable, not a temporary
    "a->name = malloc(4); q = 0; if (a->name == 0) return;",         # something runs in between
    "a->name = malloc(4); if (a->other == 0) return;",               # another cell
    "a->flag = a->flag + 1; if (a->flag) return;",                   # not a pointer
    "a->name = malloc(4); if (a->name == q) return;",                # not a NULL test
    "p = malloc(4); if (p == 0) return;",                            # a variable: read as it is
])
def test_other_stores_and_tests_are_kept(body):
    _, fn = normalized(body)
    tests = _tests(fn)
    assert tests and not any("$t" in t for t in tests), tests

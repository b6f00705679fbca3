"""GNU C in the frontend: what the rewrite and the parser mixin produce (gnu.py)."""

from __future__ import annotations

import os

from pycparser import c_ast

from sparrowpy import ctype as T
from sparrowpy.frontend import gnu
from sparrowpy.frontend.lower import lower_ast
from sparrowpy.frontend.preprocess import clean_preprocessed, parse_text


def _lower(src: str):
    return lower_ast(parse_text(src, "t.c"), "t.c")


def _decl_facts(ast, name):
    for node in ast.ext:
        decl = node.decl if isinstance(node, c_ast.FuncDef) else node
        if getattr(decl, "name", None) == name:
            return gnu.gnu_facts(decl)
    raise AssertionError(name)


def test_attributes_attach_to_the_right_declarator():
    ast = parse_text(
        "typedef unsigned long size_t;\n"
        "void *a(size_t n) __attribute__((malloc, alloc_size(1)));\n"
        "__attribute__((__noreturn__)) void b(int code);\n"
        "static void c(void) __attribute__((unused));\n"
        "int d(int *p, int *q) __attribute__((nonnull(2)));\n", "t.c")
    assert _decl_facts(ast, "a") == {"malloc": (), "alloc_size": (1,)}
    assert _decl_facts(ast, "b") == {"noreturn": ()}
    assert _decl_facts(ast, "c") == {}
    assert _decl_facts(ast, "d") == {"nonnull": (2,)}


def test_attributed_prototypes_keep_their_facts_in_the_type_text():
    tu = _lower("void *a(unsigned long n) __attribute__((malloc));\nvoid b(void);\n")
    assert tu.prototypes["a"].attributes == (("malloc", ()),)
    assert "__attribute__((malloc))" in str(tu.prototypes["a"])
    assert tu.prototypes["b"].attributes == ()


def test_cleanup_variable_is_passed_by_address_at_scope_exit():
    tu = _lower("void f(void *p);\nint g(void) { { int x __attribute__((cleanup(f))) = 1; x++; } return 0; }\n")
    calls = [str(i) for i in tu.functions["g"].cfg.instrs if type(i).__name__ == "Call"]
    assert calls == ["f(&x)"]


def test_typeof_gives_the_expression_type():
    tu = _lower("struct s { char buf[4]; long n; };\n"
                "void f(struct s *p) { typeof(p->n) a = 0; __typeof__(p->buf) b; typeof(int *) c = 0; }\n")
    fn = tu.functions["f"]
    assert str(fn.locals["a"].ty) == "long"
    assert isinstance(fn.locals["b"].ty, T.ArrayType)
    assert fn.locals["c"].ty.is_pointer


def test_asm_with_operands_becomes_a_call_and_keeps_lines():
    src = 'void f(void) {\n  long r; int x = 1;\n  __asm__ volatile ("mov %1, %0"\n : "=r" (r) : "r" (x));\n}\n'
    text = clean_preprocessed(src)
    assert text.count("\n") == src.count("\n")
    assert "__sparrow_asm(0, &(r), (x))" in text
    assert "__asm__" not in text


def test_asm_label_is_removed_and_local_labels_are_renamed_apart():
    text = clean_preprocessed('int f(int) __asm__("g");\nint h(void) { __label__ a, b; a: b: return 0; }\n')
    assert "__asm__" not in text and "__label__" not in text
    parse_text(text, "t.c")
    try_ = "({ __label__ out; int r = (%s); if (r < 0) goto out; r++; out: ; r; })"
    tu = _lower("int h(int a, int b) { return %s + %s; }\n" % (try_ % "a", try_ % "b"))
    assert not [d for d in tu.diagnostics if "twice" in str(d)]
    skips = sorted(str(i) for i in tu.functions["h"].cfg.instrs if "label" in str(i))
    assert skips == ["skip label out#1", "skip label out#2"], skips


def test_nested_function_is_an_unknown_effect_with_a_located_note():
    tu = _lower("int outer(int n) {\n  int add(int x) { return x + n; }\n  return add(1);\n}\n")
    notes = [str(d) for d in tu.diagnostics]
    assert any("t.c:2" in n and "nested function add" in n for n in notes), notes
    kinds = [type(i).__name__ for i in tu.functions["outer"].cfg.instrs]
    assert "Unknown" in kinds


def test_types_compatible_p_is_resolved():
    tu = _lower("int f(void) { return __builtin_types_compatible_p(int, long) * 10"
                " + __builtin_types_compatible_p(const char *, const char *); }\n")
    rets = [i for i in tu.functions["f"].cfg.instrs if type(i).__name__ == "Return"]
    assert [str(r.value) for r in rets] == ["(0 * 10) + 1"]


def test_glibc_attributes_are_read_in_system_mode(tmp_path):
    import pytest
    from sparrowpy.frontend.preprocess import parse_file

    if not os.path.exists("/usr/include/stdlib.h"):
        pytest.skip("needs the system's C library headers")
    src = tmp_path / "s.c"
    src.write_text("#include <stdlib.h>\n#include <string.h>\nint main(void) { return 0; }\n")
    tu = lower_ast(parse_file(str(src), system_headers=True), str(src))
    assert ("noreturn", ()) in tu.prototypes["exit"].attributes
    assert ("malloc", ()) in tu.prototypes["malloc"].attributes
    assert any(name == "nonnull" for name, _ in tu.prototypes["strlen"].attributes)

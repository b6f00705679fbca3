"""``single_cell_params``: the pointer parameters through which a procedure reaches only
the one cell they point to at entry, so that ``*err = 0`` through them is a strong update
(a number the caller can then rely on: ``Summary.num_writes``).  Any other use (arithmetic,
indexing, passing or copying the pointer, assigning the parameter) may reach another
element of an array the caller passed, and keeps the weak update."""

from __future__ import annotations

import pytest

from sparrowpy.engine.semantics import single_cell_params
from sparrowpy.frontend.lower import lower_ast
from sparrowpy.frontend.preprocess import parse_text
from sparrowpy.interproc.callgraph import Program

PRELUDE = "void use(int *);\nstruct s { int n; };\n"


def params(body: str, sig: str = "int *p, int *q") -> frozenset:
    src = PRELUDE + f"void f({sig}) {{\n{body}\n}}\n"
    program = Program([lower_ast(parse_text(src, "t.c"), "t.c")])
    return single_cell_params(program.functions["f"])


@pytest.mark.parametrize("body", [
    "*p = 0;",
    "*p = 1; if (*p) *p = 2;",
    "if (p != 0) *p = 3;",
    "if (!p) return; *p = *p + 1;",
    "if ((void *)0 == p) return; *p = 4;",
    "int x = *p; *p = x;",
    "use(q); *p = 1;",
])
def test_parameters_used_as_one_cell(body):
    assert "p" in params(body)


@pytest.mark.parametrize("body", [
    "p[1] = 0;",
    "*(p + 1) = 0;",
    "p++; *p = 0;",
    "p = q; *p = 0;",
    "use(p); *p = 0;",
    "int *r = p; *r = 0;",
    "int **pp = &p; **pp = 0;",
    "if (p == q) *p = 0;",
])
def test_parameters_that_may_reach_other_elements(body):
    assert "p" not in params(body)


def test_struct_fields_through_the_parameter_count_as_its_cell():
    assert "c" in params("c->n = 0; if (c->n) c->n = 1;", "struct s *c")


def test_non_pointer_parameters_are_never_listed():
    assert params("n = 1;", "int n") == frozenset()

"""Tests of the C-to-IR lowering (sparrowpy/frontend/lower.py).

Each construct of C99 (and the GNU/C11 extensions real code uses) is lowered from a
small function of tests/frontend/c/lowering/*.c, and the test checks the IR: the
instruction sequence, the CFG edges, the loop heads, the locations.  Robustness tests
check that unsupported constructs degrade to ``Unknown``/``UnknownValue`` with a
diagnostic instead of raising, and realistic files lower with no diagnostic at all.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sparrowpy import ctype as T
from sparrowpy.cfg import ENTRY, EXIT
from sparrowpy.cli import main as cli_main
from sparrowpy.frontend import lower as lower_mod
from sparrowpy.frontend.load import FrontendOptions, LoadResult, load_file
from sparrowpy.frontend.lower import Function, TranslationUnit, lower_ast
from sparrowpy.frontend.preprocess import parse_text
from sparrowpy.ir import Call, Return, Unknown, UnknownValue, Var

C_DIR = Path(__file__).parent / "c"
LOWERING_DIR = C_DIR / "lowering"
REALISTIC_DIR = C_DIR / "realistic"


@functools.lru_cache(maxsize=None)
def load_c(path: str, system_headers: bool = False) -> TranslationUnit:
    """Preprocess, parse and lower a C file; fail the test on an input error."""
    result = LoadResult()
    tu = load_file(str(path), FrontendOptions(system_headers=system_headers), result)
    assert not result.errors, [str(e) for e in result.errors]
    assert tu is not None
    return tu


def lowering_unit(name: str) -> TranslationUnit:
    return load_c(str(LOWERING_DIR / name))


def lower_source(src: str, file: str = "t.c") -> TranslationUnit:
    """Lower a snippet that needs no preprocessing."""
    return lower_ast(parse_text(src, file), file)


def func(tu: TranslationUnit, name: str) -> Function:
    return tu.functions[name]


def body(fn: Function) -> list[str]:
    """The instructions of a function in node order, without entry and exit."""
    return [str(fn.cfg.instrs[n]) for n in fn.cfg.nodes() if n not in (ENTRY, EXIT)]


def straight(fn: Function) -> list[str]:
    """The instructions along the single path from the entry, up to a branch or the exit."""
    cfg = fn.cfg
    out = []
    n = ENTRY
    seen = set()
    while len(cfg.succs[n]) == 1 and n not in seen:
        seen.add(n)
        n = cfg.succs[n][0]
        if n == EXIT:
            break
        out.append(str(cfg.instrs[n]))
    return out


def node(fn: Function, text: str) -> int:
    """The unique node whose instruction prints as ``text``."""
    hits = [n for n in fn.cfg.nodes() if str(fn.cfg.instrs[n]) == text]
    assert len(hits) == 1, (text, hits, body(fn))
    return hits[0]


def succs(fn: Function, text: str) -> set[str]:
    """The instructions following the unique instruction ``text``."""
    return {str(fn.cfg.instrs[s]) for s in fn.cfg.succs[node(fn, text)]}


def edges(fn: Function) -> set[tuple[str, str]]:
    """All edges as pairs of instruction texts (independent of node numbering)."""
    cfg = fn.cfg
    return {(str(cfg.instrs[u]), str(cfg.instrs[v])) for u, v in cfg.edges()}


def heads(fn: Function) -> set[str]:
    return {str(fn.cfg.instrs[n]) + f"@{fn.cfg.instrs[n].loc.line}" for n in fn.cfg.loop_heads}


def reachable(fn: Function, src: int) -> set[int]:
    seen = {src}
    stack = [src]
    while stack:
        n = stack.pop()
        for s in fn.cfg.succs[n]:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return seen


# ============================================================================ statements


@pytest.fixture(scope="module")
def stmts():
    return lowering_unit("statements.c")


def test_if_else(stmts):
    f = func(stmts, "if_else")
    assert succs(f, "skip entry") == {"assume(a)", "assume(!a)"}
    assert succs(f, "assume(a)") == {"x = 1"}
    assert succs(f, "assume(!a)") == {"x = 2"}
    assert succs(f, "x = 1") == succs(f, "x = 2") == {"return x"}
    assert succs(f, "return x") == {"skip exit"}
    assert f.cfg.loop_heads == frozenset()
    assert f.cfg.return_nodes == [node(f, "return x")]


def test_if_without_else_joins_on_false_edge(stmts):
    f = func(stmts, "if_no_else")
    assert succs(f, "assume(!(a > 0))") == {"return (end of function)"}
    assert succs(f, "g = 1") == {"return (end of function)"}


def test_while_loop(stmts):
    f = func(stmts, "while_loop")
    head = node(f, "skip loop")
    assert f.cfg.loop_heads == {head}
    assert succs(f, "skip loop") == {"assume(n > 0)", "assume(!(n > 0))"}
    assert succs(f, "assume(n > 0)") == {"n = n - 1"}
    assert succs(f, "n = n - 1") == {"skip loop"}  # back edge
    assert succs(f, "assume(!(n > 0))") == {"return s"}
    # the WTO puts the loop in one component headed by the loop head
    comps = [el for el in f.cfg.wto if isinstance(el, tuple)]
    assert len(comps) == 1 and comps[0][0] == head


def test_do_while_runs_body_first(stmts):
    f = func(stmts, "do_while")
    assert succs(f, "skip entry") == {"skip loop"}
    assert succs(f, "skip loop") == {"n = n - 1"}
    assert succs(f, "n = n - 1") == {"skip do-while condition"}
    assert succs(f, "skip do-while condition") == {"assume(n > 0)", "assume(!(n > 0))"}
    assert succs(f, "assume(n > 0)") == {"skip loop"}
    assert succs(f, "assume(!(n > 0))") == {"return n"}
    assert f.cfg.loop_heads == {node(f, "skip loop")}


def test_for_with_declaration(stmts):
    f = func(stmts, "for_decl")
    assert straight(f)[:3] == ["s = 0", "i = 0", "skip loop"]
    assert succs(f, "assume(i < 10)") == {"s = s + i"}
    assert succs(f, "s = s + i") == {"skip for step"}
    assert succs(f, "skip for step") == {"i = i + 1"}
    assert succs(f, "i = i + 1") == {"skip loop"}
    assert succs(f, "assume(!(i < 10))") == {"return s"}
    assert "i" in f.locals


def test_for_without_declaration(stmts):
    f = func(stmts, "for_no_decl")
    assert straight(f)[:2] == ["i = 0", "skip loop"]
    assert succs(f, "i = i + 1") == {"skip loop"}
    assert succs(f, "assume(!(i < n))") == {"return i"}


def test_for_without_condition_loops_until_break(stmts):
    f = func(stmts, "for_infinite")
    assert succs(f, "skip loop") == {"assume(g)", "assume(!g)"}  # the body's if, no loop test
    assert succs(f, "assume(g)") == {"return (end of function)"}  # break
    assert succs(f, "assume(!g)") == {"skip for step"}
    assert succs(f, "skip for step") == {"skip loop"}


def test_for_without_step(stmts):
    f = func(stmts, "for_no_step")
    assert succs(f, "n = n - 2") == {"skip for step"}
    assert succs(f, "skip for step") == {"skip loop"}
    assert f.cfg.loop_heads == {node(f, "skip loop")}


def test_switch_fall_through_and_break(stmts):
    f = func(stmts, "switch_fallthrough")
    # the dispatch tests the cases in order
    assert succs(f, "x = 0") == {"assume(k == 1)", "assume(!(k == 1))"}
    assert succs(f, "assume(!(k == 1))") == {"assume(k == 2)", "assume(!(k == 2))"}
    assert succs(f, "assume(!(k == 2))") == {"assume(k == 3)", "assume(!(k == 3))"}
    assert succs(f, "assume(!(k == 3))") == {"return x"}  # no default: leave the switch
    assert succs(f, "assume(k == 1)") == {"skip case 1"}
    assert succs(f, "skip case 1") == {"x = 10"}
    assert succs(f, "x = 10") == {"skip case 2"}  # fall-through
    assert succs(f, "x = 20") == {"return x"}  # break
    assert succs(f, "x = 30") == {"return x"}


def test_switch_default_in_the_middle(stmts):
    f = func(stmts, "switch_default_middle")
    # case 3 is tested before jumping to the default, which sits between case 1 and 3
    assert succs(f, "assume(!(k == 1))") == {"assume(k == 3)", "assume(!(k == 3))"}
    assert succs(f, "assume(!(k == 3))") == {"skip default"}
    assert succs(f, "skip default") == {"x = 2"}
    assert succs(f, "x = 2") == {"skip case 3"}  # default falls through into case 3
    assert succs(f, "x = 3") == {"return x"}
    assert succs(f, "x = 1") == {"return x"}


def test_nested_switch(stmts):
    f = func(stmts, "switch_nested")
    case1 = [n for n in f.cfg.nodes() if str(f.cfg.instrs[n]) == "skip case 1"]
    assert len(case1) == 2  # one per switch
    assert succs(f, "assume(!(a == 2))") == {"return x"}
    assert succs(f, "assume(!(b == 1))") == {"skip default"}
    # the inner break leaves the inner switch, whose end is followed by the outer break
    assert succs(f, "x = 11") == {"return x"}
    assert succs(f, "x = 12") == {"return x"}
    assert succs(f, "x = 2") == {"return x"}


def test_break_and_continue_in_nested_loops_and_switch(stmts):
    f = func(stmts, "nested_break_continue")
    cfg = f.cfg
    loops = sorted(n for n in cfg.nodes() if str(cfg.instrs[n]) == "skip loop")
    outer, inner = loops
    assert cfg.loop_heads == {outer, inner}
    # continue in the while goes to the while's head
    assert succs(f, "assume(j == 3)") == {"skip loop"} and cfg.succs[node(f, "assume(j == 3)")] == [inner]
    # break in the while goes to the statement after it
    assert succs(f, "assume(j == 5)") == {"assume(i == 7)", "assume(!(i == 7))"}
    # continue in the for goes to its step
    assert succs(f, "assume(i == 7)") == {"skip for step"}
    # continue inside a switch continues the enclosing loop
    assert succs(f, "skip case 0") == {"skip for step"}
    # break inside the switch only leaves the switch
    assert succs(f, "skip case 1") == {"c = c + 2"}
    # the inner loop is nested in the outer loop's WTO component
    comp = next(el for el in cfg.wto if isinstance(el, tuple))
    assert comp[0] == outer
    assert any(isinstance(el, tuple) and el[0] == inner for el in comp[1])


def test_goto_forward(stmts):
    f = func(stmts, "goto_forward")
    assert succs(f, "assume(a)") == {"skip label out"}
    assert succs(f, "g = 1") == {"skip label out"}
    assert succs(f, "skip label out") == {"return 0"}
    assert f.cfg.loop_heads == frozenset()


def test_goto_backward_makes_a_loop(stmts):
    f = func(stmts, "goto_backward")
    assert succs(f, "assume(n > 0)") == {"skip label again"}
    assert f.cfg.loop_heads == {node(f, "skip label again")}


def test_return_with_and_without_value(stmts):
    f = func(stmts, "return_void")
    rets = [str(f.cfg.instrs[n]) for n in f.cfg.return_nodes]
    assert sorted(rets) == ["return", "return (end of function)"]
    for n in f.cfg.return_nodes:
        assert f.cfg.succs[n] == [1]
    explicit = node(f, "return")
    assert f.cfg.instrs[explicit].value is None and not f.cfg.instrs[explicit].implicit


def test_implicit_return_at_end(stmts):
    f = func(stmts, "implicit_return")
    assert straight(f) == ["g = a", "return (end of function)"]
    ret = f.cfg.instrs[f.cfg.return_nodes[0]]
    assert isinstance(ret, Return) and ret.implicit and ret.value is None
    empty = func(stmts, "empty_body")
    assert straight(empty) == ["return (end of function)"]


def test_implicit_return_location_is_the_end_of_the_body(stmts):
    f = func(stmts, "if_no_else")
    ret = f.cfg.instrs[f.cfg.return_nodes[0]]
    assert ret.loc.line == 18  # the last line of the body, not the if's first line


def test_unreachable_code_is_pruned(stmts):
    f = func(stmts, "unreachable_after_return")
    assert body(f) == ["return 1"]


def test_case_label_inside_a_block(stmts):
    f = func(stmts, "switch_case_block")
    assert succs(f, "assume(k == 5)") == {"skip case 5"}
    assert succs(f, "skip case 5") == {"g = 5"}


def test_every_node_reachable_and_returns_lead_to_exit(stmts):
    for f in stmts.functions.values():
        cfg = f.cfg
        assert reachable(f, 0) | {1} == set(cfg.nodes()), f.name
        for n in cfg.nodes():
            if isinstance(cfg.instrs[n], Return):
                assert cfg.succs[n] == [1]
        assert all(isinstance(cfg.instrs[p], Return) for p in cfg.preds[1]), f.name
    assert stmts.diagnostics == []


# ============================================================================ expressions


@pytest.fixture(scope="module")
def exprs():
    return lowering_unit("expressions.c")


def test_comma_operator(exprs):
    assert straight(func(exprs, "comma")) == ["a = a + 1", "x = a + 1", "return x"]


def test_ternary_as_value(exprs):
    f = func(exprs, "ternary_value")
    assert succs(f, "assume(a)") == {"$t1 = b"}
    assert succs(f, "assume(!a)") == {"$t1 = 7"}
    assert succs(f, "$t1 = b") == succs(f, "$t1 = 7") == {"return $t1"}


def test_ternary_as_void(exprs):
    f = func(exprs, "ternary_void")
    assert succs(f, "assume(a)") == {"f(1)"}
    assert succs(f, "assume(!a)") == {"f(2)"}
    for n in f.cfg.nodes():
        if isinstance(f.cfg.instrs[n], Call):
            assert f.cfg.instrs[n].result is None  # no temporary for a discarded value
    assert not any(name.startswith("$t") for name in f.locals)


def test_ternary_pointer_and_null(exprs):
    f = func(exprs, "ternary_pointer")
    assert succs(f, "assume(!a)") == {"$t1 = (char *)0"}
    assert succs(f, "$t1 = p") == {"q = $t1"}


def test_and_in_condition(exprs):
    f = func(exprs, "and_cond")
    assert succs(f, "assume(a)") == {"assume(b)", "assume(!b)"}
    assert succs(f, "assume(!a)") == {"return (end of function)"}  # short circuit
    assert succs(f, "assume(b)") == {"g = 1"}
    assert succs(f, "assume(!b)") == {"return (end of function)"}


def test_or_in_condition(exprs):
    f = func(exprs, "or_cond")
    assert succs(f, "assume(a)") == {"g = 1"}  # short circuit
    assert succs(f, "assume(!a)") == {"assume(b)", "assume(!b)"}
    assert succs(f, "assume(b)") == {"g = 1"}
    assert succs(f, "assume(!b)") == {"return (end of function)"}


def test_not_swaps_branches(exprs):
    f = func(exprs, "not_cond")
    assert succs(f, "assume(!a)") == {"g = 1"}
    assert succs(f, "assume(!b)") == {"g = 1"}
    assert succs(f, "assume(b)") == {"return (end of function)"}


def test_and_or_as_values_are_0_1_temporaries(exprs):
    f = func(exprs, "and_value")
    assert succs(f, "assume(b)") == {"$t1 = 1"}
    assert succs(f, "assume(!a)") == {"$t1 = 0"}
    assert succs(f, "assume(!b)") == {"$t1 = 0"}
    assert succs(f, "$t1 = 1") == succs(f, "$t1 = 0") == {"x = $t1"}
    g = func(exprs, "or_value")
    assert succs(g, "assume(a)") == {"$t1 = 1"}
    assert succs(g, "assume(b)") == {"$t1 = 1"}
    assert succs(g, "assume(!b)") == {"$t1 = 0"}
    assert succs(g, "$t1 = 0") == {"return $t1"}


def test_increments_in_statement_and_value_context(exprs):
    assert straight(func(exprs, "incdec")) == [
        "x = 0",
        "x = x + 1", "x = x + 1", "x = x - 1", "x = x - 1",  # statements: no temporary
        "$t1 = x", "x = x + 1", "g = $t1",                    # g = x++
        "x = x + 1", "g = x",                                 # g = ++x
        "$t2 = x", "x = x - 1", "g = $t2",                    # g = x--
        "x = x - 1", "g = x",                                 # g = --x
        "return (end of function)",
    ]


def test_post_increment_of_pointer(exprs):
    assert straight(func(exprs, "pointer_inc"))[:3] == ["$t1 = p", "p = p + 1", "c = *$t1"]


def test_compound_assignments(exprs):
    ops = ["+ a", "- 2", "* 3", "/ 4", "% 5", "<< 1", ">> 1", "& 7", "| 8", "^ 9"]
    assert straight(func(exprs, "compound_assign"))[1:11] == [f"x = x {op}" for op in ops]


def test_casts_and_null_pointers(exprs):
    f = func(exprs, "casts")
    assert straight(f)[:5] == ["p = (char *)0", "q = (int *)((void *)0)", "i = (int)l", "v = (void *)0", "f(1)"]
    p_init = f.cfg.instrs[node(f, "p = (char *)0")]
    assert p_init.rhs.ty.is_pointer and p_init.rhs.operand.value == 0
    # (void)f(1) discards the result: no temporary
    assert f.cfg.instrs[node(f, "f(1)")].result is None


def test_comparisons_with_null(exprs):
    f = func(exprs, "null_compare")
    assert "assume(p == ((char *)0))" in body(f)
    assert ("assume(!p)", "g = 2") in edges(f)  # if (!p)
    assert ("assume(p)", "g = 3") in edges(f)  # if (p)
    assert "assume(((void *)0) != p)" in body(f)


def test_sizeof(exprs):
    assert straight(func(exprs, "sizes"))[:7] == [
        "n = 4",    # sizeof(int)
        "n = 40",   # sizeof arr (int[10])
        "n = 4",    # sizeof(arr[0])
        "n = 16",   # sizeof(struct point)
        "n = 8",    # sizeof pt.next
        "n = 1",    # sizeof(char)
        "n = 4",    # sizeof "abc"
    ]


def test_sizeof_does_not_evaluate_its_operand(exprs):
    f = func(exprs, "sizeof_no_eval")
    assert straight(f) == ["n = 4 + 4", "g = ((int)n) + a", "return (end of function)"]
    assert not any(isinstance(i, Call) for i in f.cfg.instrs)


def test_address_of_and_dereference(exprs):
    assert straight(func(exprs, "addr_deref"))[:5] == ["p = &a", "*p = 3", "pp = &p", "**pp = 4", "g = a"]


def test_member_access(exprs):
    assert straight(func(exprs, "members"))[:5] == [
        "s.x = 1", "p->y = s.x", "p->next->x = 2", "p->x = 3", "g = p->next->next->y"]


def test_array_indexing_is_one_summarised_cell(exprs):
    f = func(exprs, "index_array")
    assert straight(f)[:3] == ["a[i] = 1", "a[0] = a[i + 1]", "g = a[3]"]
    assign = f.cfg.instrs[node(f, "a[i] = 1")]
    assert type(assign.lhs).__name__ == "Index"


def test_pointer_indexing_is_deref_of_sum(exprs):
    f = func(exprs, "index_pointer")
    assert straight(f)[:2] == ["*(p + i) = 1", "g = *(p + 2)"]
    assign = f.cfg.instrs[node(f, "*(p + i) = 1")]
    assert type(assign.lhs).__name__ == "Deref"


def test_swapped_subscript(exprs):
    assert straight(func(exprs, "index_swapped"))[:3] == ["p = &a", "a[2] = i", "*(p + i) = 5"]


def test_string_literals(exprs):
    f = func(exprs, "strings")
    assert straight(f)[:2] == ['s = "hello"', 't = "ab"']
    rhs = f.cfg.instrs[node(f, 's = "hello"')].rhs
    assert type(rhs).__name__ == "Str" and rhs.loc.line == 161


def test_compound_literals(exprs):
    f = func(exprs, "compound_literal")
    assert straight(f)[:7] == [
        "$t1.x = 1", "$t1.y = 2", "$t1.next = (struct point *)0", "p = &$t1",
        "$t2[0] = 5", "$t2[1] = 6", "a = &$t2",
    ]
    assert str(f.locals["$t2"].ty) == "int[2]"
    assert all(f.cfg.instrs[n].loc.line in (168, 169) for n in f.cfg.nodes()[2:9])


def test_calls_evaluate_arguments_left_to_right(exprs):
    assert straight(func(exprs, "call_order"))[:3] == ["$t1 = f(1)", "$t2 = f(2)", "g = h($t1, $t2)"]


def test_side_effects_left_to_right(exprs):
    assert straight(func(exprs, "side_effect_order"))[:6] == [
        "$t1 = i", "i = i + 1", "a[$t1] = i", "$t2 = f(i)", "$t3 = f(i + 1)", "g = $t2 + $t3"]


def test_call_result_goes_straight_into_the_variable(exprs):
    f = func(exprs, "call_result")
    call = f.cfg.instrs[node(f, "p = malloc(4)")]
    assert isinstance(call, Call) and call.result == Var("p") and call.callee_name == "malloc"
    assert call.args[0].value == 4
    q = f.cfg.instrs[node(f, "q = malloc(8)")]
    assert isinstance(q, Call) and q.result == Var("q")
    assert "pt = malloc(16)" in body(f)  # sizeof *pt
    assert straight(f)[3:5] == ["$t1 = malloc(16)", "pt->next = $t1"]


def test_assignment_chain(exprs):
    assert straight(func(exprs, "assign_chain"))[:3] == ["c = 5", "b = c", "a = b"]


def test_call_in_condition_is_hoisted(exprs):
    f = func(exprs, "cond_with_call")
    assert succs(f, "$t1 = f(1)") == {"assume($t1)", "assume(!$t1)"}
    assert succs(f, "assume($t1)") == {"assume(p != ((char *)0))", "assume(!(p != ((char *)0)))"}
    # a call in a loop condition is re-evaluated on every iteration
    assert succs(f, "skip loop") == {"$t2 = f(2)"}
    assert succs(f, "g = g + 1") == {"skip loop"}


def test_floats_and_unary_operators(exprs):
    assert straight(func(exprs, "float_ops"))[:2] == ["e = d * 2.5", "g = e > 1.0"]
    assert straight(func(exprs, "unary_ops"))[:4] == ["g = -a", "g = ~a", "g = !a", "g = a"]


def test_instruction_locations(exprs):
    f = func(exprs, "call_order")
    first = f.cfg.instrs[node(f, "$t1 = f(1)")]
    second = f.cfg.instrs[node(f, "$t2 = f(2)")]
    outer = f.cfg.instrs[node(f, "g = h($t1, $t2)")]
    assert (first.loc.line, first.loc.column) == (174, 11)
    assert (second.loc.line, second.loc.column) == (174, 17)
    assert (outer.loc.line, outer.loc.column) == (174, 9)
    assert first.loc.file.endswith("expressions.c")
    g = func(exprs, "and_cond")
    a = g.cfg.instrs[node(g, "assume(a)")]
    b = g.cfg.instrs[node(g, "assume(b)")]
    assert (a.loc.line, a.loc.column, b.loc.column) == (30, 9, 14)


def test_expressions_have_no_diagnostics(exprs):
    assert exprs.diagnostics == []


# ============================================================================ initializers


@pytest.fixture(scope="module")
def inits():
    return lowering_unit("initializers.c")


def test_struct_initializer_list(inits):
    assert straight(func(inits, "struct_list"))[:4] == ["o.a = 1", "o.in.b = 2", "o.in.c = 3", "o.p = (void *)0"]


def test_struct_zero_fill_of_unmentioned_fields(inits):
    assert straight(func(inits, "struct_zero_fill"))[:4] == ["o.a = 7", "o.in.b = 0", "o.in.c = 0", "o.p = (char *)0"]
    assert straight(func(inits, "struct_empty_braces"))[:4] == [
        "o.a = 0", "o.in.b = 0", "o.in.c = 0", "o.p = (char *)0"]


def test_brace_elision(inits):
    f = func(inits, "brace_elision")
    assert straight(f)[:4] == ["o.a = 1", "o.in.b = 2", "o.in.c = 3", 'o.p = "x"']
    assert not any(n.startswith("$t") for n in f.locals)


def test_nested_designators_and_zero_fill(inits):
    f = func(inits, "designated_nested")
    assert straight(f)[:4] == ["o.in.b = 4", "o.a = 1", "o.in.c = 0", "o.p = (char *)0"]


def test_array_designators_resume_positional_initialisation(inits):
    assert straight(func(inits, "designated_array"))[:3] == ["a[3] = 7", "a[4] = 8", "a[0] = 0"]


def test_array_initializers_and_lengths(inits):
    f = func(inits, "array_list")
    assert straight(f)[:7] == ["a[0] = 1", "a[1] = 2", "a[2] = 3", "b[0] = 4", "b[1] = 5", "c[0] = 9", "c[1] = 0"]
    assert str(f.locals["b"].ty) == "int[2]"  # int b[] = {4, 5}


def test_array_of_structs_with_designator(inits):
    assert straight(func(inits, "array_of_structs"))[:4] == [
        "ps[0].k = 1", 'ps[0].v = "a"', 'ps[1].v = "b"', "ps[1].k = 0"]


def test_string_initializer_of_char_arrays(inits):
    f = func(inits, "string_init")
    assert straight(f)[:2] == ["buf[0] = unknown(string initializer)", "s[0] = unknown(string initializer)"]
    assert str(f.locals["s"].ty) == "char[4]"


def test_scalar_in_braces(inits):
    assert straight(func(inits, "scalar_braces"))[0] == "x = 5"


def test_static_locals_become_globals_initialised_in_globals(inits):
    assert "static_local.calls" in inits.globals and "static_local.cache" in inits.globals
    g = inits.globals["static_local.calls"]
    assert g.is_static and g.var.kind == "global"
    f = func(inits, "static_local")
    assert straight(f) == ["static_local.calls = static_local.calls + 1", "return static_local.calls"]
    init = body(inits.init)
    assert "static_local.calls = 0" in init
    assert "static_local.cache = (char *)0" in init  # static storage starts zeroed
    assert not any("static_local" in s for s in body(f) if s.endswith("= 0"))


def test_shadowed_static_locals(inits):
    f = func(inits, "static_local_shadow")
    assert "return static_local_shadow.n#2" in body(f)
    assert "return static_local_shadow.n" in body(f)
    init = body(inits.init)
    assert init.index("static_local_shadow.n = 1") < init.index("static_local_shadow.n#2 = 2")


def test_global_initializers(inits):
    init = inits.init
    assert init.name == "<globals>"
    lines = straight(init)
    assert lines[:2] == ["counter = 5", 'name = "sparrow"']
    assert lines[2:5] == ["table[0] = 1", "table[1] = 2", "table[2] = 0"]
    assert lines[5:9] == ["pairs[0].k = 1", 'pairs[0].v = "one"', "pairs[1].k = 2", 'pairs[1].v = "two"']
    assert str(inits.globals["pairs"].var.ty) == "struct pair[2]"
    assert lines[9:13] == ["gouter.in.c = 3", "gouter.a = 0", "gouter.in.b = 0", "gouter.p = (char *)0"]
    assert "gptr = &counter" in lines
    assert lines[lines.index("sq[0][0] = 1"):][:5] == [
        "sq[0][0] = 1", "sq[0][1] = 2", "sq[1][0] = 3", "sq[1][1] = 0", "sq[2][0] = 0"]
    assert str(inits.globals["sq"].var.ty) == "int[3][2]"
    assert "uninit = 0" in lines  # a tentative definition is zero-initialised
    assert init.cfg.return_nodes == []  # the pseudo-function is a straight line to the exit


def test_initializer_from_expressions_and_struct_copy(inits):
    assert straight(func(inits, "init_from_expr"))[:5] == [
        "x = (a * 2) + 1", "in.b = a", "in.c = x", "copy.b = in.b", "copy.c = in.c"]


def test_initializer_locations_are_the_items(inits):
    f = func(inits, "struct_list")
    first = f.cfg.instrs[node(f, "o.a = 1")]
    assert (first.loc.line, first.loc.column) == (21, 24)


def test_initializers_have_no_diagnostics(inits):
    assert inits.diagnostics == []


# ============================================================================ functions


@pytest.fixture(scope="module")
def funcs():
    return lowering_unit("functions.c")


def test_variadic_function_uses_sparrow_va_helpers(funcs):
    f = func(funcs, "sum")
    assert f.variadic
    b = body(f)
    assert "__sparrow_va_start(&ap)" in b
    assert "$t1 = __sparrow_va_arg(&ap)" in b
    assert "s = s + *((int *)$t1)" in b
    assert "__sparrow_va_end(&ap)" in b
    g = func(funcs, "first_string")
    assert straight(g)[:4] == [
        "__sparrow_va_start(&ap)", "$t1 = __sparrow_va_arg(&ap)", "p = *((char * *)$t1)", "__sparrow_va_end(&ap)"]


def test_call_through_function_pointer(funcs):
    f = func(funcs, "call_pointer")
    call = f.cfg.instrs[node(f, "$t1 = (*op)(1, 2)")]
    assert call.callee_name is None and str(call.func) == "op"
    assert straight(func(funcs, "call_star_pointer"))[0] == "$t1 = (*fp)(x, x)"


def test_array_of_function_pointers(funcs):
    assert straight(func(funcs, "call_table"))[0] == "$t1 = (*table[i])(3, 4)"
    init = body(funcs.init)
    init = init[init.index("table[0] = &add"):]
    assert init[:2] == ["table[0] = &add", "table[1] = &sub"]
    assert init[2:5] == ["table2[0] = &add", "table2[1] = &sub", "table2[2] = (int (int, int) *)0"]
    assert str(funcs.globals["table2"].var.ty).endswith("[3]")


def test_struct_fields_holding_function_pointers(funcs):
    assert straight(func(funcs, "call_field"))[:3] == [
        "(*o->release)(p)", "$t1 = (*o->apply)(1, 1)", "$t2 = (*ops_add.apply)(2, 2)"]
    assert "ops_add.release = &free" in body(funcs.init)


def test_function_names_as_values(funcs):
    f = func(funcs, "choose")
    assert body(f)[0] == "f = &add"
    assert "f = &sub" in body(f)
    assert straight(func(funcs, "pass_function"))[:2] == ["g = call_pointer(&add)", "g = call_pointer(&sub)"]


def test_knr_definitions(funcs):
    f = func(funcs, "knr")
    assert [str(p.ty) for p in f.params] == ["int", "char *"]
    assert straight(f) == ["return a + (p != ((char *)0))"]
    g = func(funcs, "knr_default")
    assert [(p.name, str(p.ty)) for p in g.params] == [("x", "int")]


def test_struct_return_values(funcs):
    f = func(funcs, "make_vec")
    assert straight(f)[-1] == "return v"
    assert isinstance(f.ftype.ret, T.RecordType)
    u = func(funcs, "use_vec")
    assert straight(u) == [
        "$t1 = make_vec(1, 2)", "v.x = $t1.x", "v.y = $t1.y",
        "$t2 = make_vec(3, 4)", "w.x = $t2.x", "w.y = $t2.y",
        "$t3 = make_vec(5, 6)", "return (v.x + w.y) + $t3.x",
    ]


def test_function_returning_function_pointer(funcs):
    f = func(funcs, "signal_like")
    assert isinstance(f.ftype.ret, T.PointerType) and f.ftype.ret.target.is_func
    assert straight(f) == ["return handler"]


def test_implicit_declaration_and_void_call(funcs):
    assert straight(func(funcs, "implicit_decl"))[0] == "$t1 = undeclared_function(3)"
    assert "undeclared_function" in funcs.prototypes
    assert straight(func(funcs, "void_call"))[0] == "free((void *)0)"


def test_functions_have_no_diagnostics(funcs):
    assert funcs.diagnostics == []


# ============================================================================ types


@pytest.fixture(scope="module")
def types():
    return lowering_unit("types.c")


def test_union_members_share_storage(types):
    assert straight(func(types, "union_members"))[:4] == ["u = p", "u = 3", "t->v = p", "g = (int)t->v"]


def test_anonymous_members(types):
    f = func(types, "anon_members")
    b = straight(f)
    # the anonymous union is one cell; the anonymous struct is a member with its own fields
    assert b[0].startswith("local.<anon") and b[0].endswith("> = p")
    assert b[1].startswith("local.<anon") and b[1].endswith(">.lo = 1")
    assert b[2].startswith("a-><anon") and b[2].endswith("> = 2")
    assert b[3].startswith("a-><anon") and ".hi = local.<anon" in b[3]


def test_enumerators_are_constants(types):
    assert straight(func(types, "enums"))[0] == "d = 5"
    assert "assume(c == 6)" in body(func(types, "enums"))
    assert "return 16" in body(func(types, "enums"))


def test_typedefs_and_block_scoped_shadowing_typedef(types):
    f = func(types, "typedefs")
    assert isinstance(f.params[0].ty, T.PointerType) and isinstance(f.params[0].ty.target, T.RecordType)
    assert str(f.locals["k"].ty) == "int"  # the block-scoped typedef node_t shadows the global one
    assert isinstance(f.locals["copy"].ty, T.RecordType)
    g = func(types, "block_typedef")
    assert str(g.locals["s"].ty) == "char *" and str(g.locals["t"].ty) == "long"


def test_shadowed_locals_are_renamed(types):
    f = func(types, "shadowing")
    assert straight(f)[:5] == ["y = x", "x#2 = 2", "y = y + x#2", "x#3 = 3", "y = y + x#3"]
    assert "x#4 = 0" in body(f)
    assert "return x + y" in body(f)


def test_struct_assignment_copies_field_by_field(types):
    assert straight(func(types, "struct_assign"))[:4] == [
        "tmp.kind = src->kind", "tmp.v = src->v", "dst->kind = tmp.kind", "dst->v = tmp.v"]
    assert straight(func(types, "nested_struct_assign"))[:6] == [
        "a.f.c = 1", "b.f.a = a.f.a", "b.f.b = a.f.b", "b.f.c = a.f.c", "b.n.next = a.n.next", "b.n.key = a.n.key"]


def test_bitfields(types):
    assert straight(func(types, "bitfields"))[:3] == ["f->a = 1", "f->b = f->a + 2", "g = f->b"]


def test_two_dimensional_arrays(types):
    f = func(types, "two_dim")
    assert str(f.locals["m"].ty) == "int[3][4]"
    assert straight(f)[:4] == ["m[i][j] = 1", "m[1][2] = m[i][0]", "row = &m[i]", "g = *(row + j)"]


def test_pointer_to_array(types):
    assert straight(func(types, "pointer_to_array"))[:4] == [
        "q = &arr", "(*q)[i] = 1", "(*(pa + i))[2] = 3", "g = (*pa)[1]"]


def test_flexible_array_member(types):
    f = func(types, "flexible")
    assert body(f)[0] == "f = malloc(8 + n)"
    assert "f->data[0] = 0" in body(f)
    assert "return (void *)0" in body(f)


def test_sizeof_of_aggregates(types):
    # union value 8, struct tagged 16, struct flex 8, struct flags 8 (bit-fields packed), struct anon 24
    assert straight(func(types, "sizeof_types")) == ["return (((8 + 16) + 8) + 8) + 24"]


def test_types_have_no_diagnostics(types):
    assert types.diagnostics == []


# ============================================================================ details


def test_func_name_identifier():
    tu = lower_source('void use(const char *);\nvoid myfn(void) { use(__func__); }\n')
    assert straight(func(tu, "myfn"))[0] == 'use("myfn")'
    assert tu.diagnostics == []


def test_constant_conditional_in_constant_expression():
    tu = lower_source("enum { A = (3 < 8 ? (1 << 3) << 8 : 0), B = 1 && 0, C = 0 || 2 };\n"
                      "int f(void) { return A + B + C; }\n")
    assert straight(func(tu, "f")) == ["return (2048 + 0) + 1"]
    assert tu.diagnostics == []


def test_constant_conditional_evaluates_only_the_chosen_operand():
    tu = lower_source("int g(int);\nint f(void) { return 1 ? g(1) : g(2); }\n")
    assert straight(func(tu, "f")) == ["$t1 = g(1)", "return $t1"]


def test_braced_string_and_unnamed_bitfield_initializers():
    tu = lower_source("void use(void *);\nvoid f(void) {\n"
                      "  char c[] = { \"abc\" };\n"
                      "  struct s { int a : 3, : 0, b : 4; } v = { 1, 2 };\n"
                      "  use(c); use(&v);\n}\n")
    f = func(tu, "f")
    assert straight(f)[:3] == ["c[0] = unknown(string initializer)", "v.a = 1", "v.b = 2"]
    assert str(f.locals["c"].ty) == "char[4]"
    assert tu.diagnostics == []


def test_address_of_dereference_simplifies():
    tu = lower_source("int g;\nvoid f(int *p, int i) { int *q = &p[i]; int *r = &*p; int *s = &g; g = *&*s; }\n")
    assert straight(func(tu, "f"))[:4] == ["q = p + i", "r = p", "s = &g", "g = *s"]


def test_file_scope_compound_literal_is_static():
    tu = lower_source("int *a = (int[]){ 1, 2 };\n")
    lits = [name for name in tu.globals if name.startswith("$literal")]
    assert len(lits) == 1
    assert straight(tu.init) == [f"{lits[0]}[0] = 1", f"{lits[0]}[1] = 2", f"a = &{lits[0]}"]


def test_struct_result_used_as_lvalue_needs_one_call():
    tu = lower_source("struct v { int x, y; };\nstruct v mk(void);\nint f(void) { return mk().y; }\n")
    assert straight(func(tu, "f")) == ["$t1 = mk()", "return $t1.y"]


def test_ternary_of_structs_copies_fields():
    tu = lower_source("struct v { int x; char *p; };\n"
                      "int f(int c, struct v a, struct v b) { struct v r = c ? a : b; return r.x; }\n")
    f = func(tu, "f")
    assert succs(f, "assume(c)") == {"$t1.x = a.x"}
    assert succs(f, "assume(!c)") == {"$t1.x = b.x"}
    assert "r.p = $t1.p" in body(f)


def test_while_with_post_decrement_condition():
    tu = lower_source("int g;\nvoid f(int n) { while (n--) g++; }\n")
    f = func(tu, "f")
    assert succs(f, "skip loop") == {"$t1 = n"}
    assert succs(f, "n = n - 1") == {"assume($t1)", "assume(!$t1)"}


def test_assignment_in_condition():
    tu = lower_source("void *malloc(unsigned long);\n"
                      "int f(void) { char *p; if ((p = malloc(3)) == 0) return 1; return 0; }\n")
    f = func(tu, "f")
    assert isinstance(f.cfg.instrs[node(f, "p = malloc(3)")], Call)
    assert succs(f, "p = malloc(3)") == {"assume(p == ((char *)0))", "assume(!(p == ((char *)0)))"}


def test_assignment_to_memory_in_condition_tests_the_stored_value():
    # the value of `(lv = e)` is the value stored: a test of it must not reload memory,
    # where an abstract store may have joined the value with others (an array element)
    tu = lower_source("void *malloc(unsigned long);\n"
                      "struct s { char *buf; unsigned flag : 1; int n; };\n"
                      "int f(struct s *a, int i, int k) {\n"
                      "  if ((a[i].buf = malloc(3)) == 0) return 1;\n"
                      "  if ((a->n = k + 1) > 2) return 2;\n"
                      "  if ((a->flag = k)) return 3;\n"
                      "  return 0; }\n")
    f = func(tu, "f")
    store = [n for n in f.cfg.nodes() if str(f.cfg.instrs[n]) == "(a + i)->buf = $t1"]
    assert len(store) == 3  # the store, then again on each branch, as the test refined it
    assert {str(f.cfg.instrs[s]) for s in f.cfg.succs[store[0]]} == {
        "assume($t1 == ((void *)0))", "assume(!($t1 == ((void *)0)))"}
    for s in f.cfg.succs[store[0]]:
        assert [str(f.cfg.instrs[t]) for t in f.cfg.succs[s]] == ["(a + i)->buf = $t1"]
    assert succs(f, "$t2 = k + 1") == {"a->n = $t2"}
    # `a = b = e` tested through a: each branch copies the refined value back to b
    tu2 = lower_source("char *next(void);\n"
                       "int g(void) { char *a, *b; if ((a = b = next()) != 0) return *b; return 0; }\n")
    g = func(tu2, "g")
    assert succs(g, "a = b") == {"assume(a != ((char *)0))", "assume(!(a != ((char *)0)))"}
    for branch in succs(g, "a = b"):
        assert succs(g, branch) == {"b = a"}
    # a bit-field keeps only its width: the test reads it back
    assert succs(f, "a->flag = k") == {"assume(a->flag)", "assume(!a->flag)"}


def test_global_zero_initialisation_and_extern():
    tu = lower_source("extern int e;\nint t;\nstatic char *s;\nint t;\nstruct { int a; char *p; } r;\n")
    assert straight(tu.init) == ["t = 0", "s = (char *)0", "r.a = 0", "r.p = (char *)0"]
    assert not tu.globals["e"].defined and tu.globals["t"].defined and tu.globals["s"].is_static


def test_bitfield_layout():
    tu = lower_source("struct a { unsigned x : 1; unsigned y : 3; int z; };\n"
                      "struct b { char c; int w : 7; char d; };\n"
                      "struct c { unsigned long x : 40; unsigned y : 30; };\n"
                      "unsigned long f(void) {\n"
                      "  return sizeof(struct a) * 10000 + sizeof(struct b) * 100 + sizeof(struct c);\n}\n")
    # gcc (x86_64): 8, 4, 16
    assert straight(func(tu, "f")) == ["return ((8 * 10000) + (4 * 100)) + 16"]


def test_offsetof_is_a_constant():
    # offsets as gcc computes them on x86_64: 16 24 8 32
    tu = lower_source("""struct s { char c; struct { short h; int arr[4]; } in; union { char x; long y; } u; double d; };
enum { A = (unsigned long)&((struct s *)0)->in.arr[2], B = (unsigned long)&((struct s *)0)->u.y,
       C = (unsigned long)&((struct { char a; long long b; } *)0)->b, D = (unsigned long)&((struct s *)0)->d };
int f(void) { return A * 1000000 + B * 10000 + C * 100 + D; }
""")
    assert tu.diagnostics == []
    assert straight(func(tu, "f")) == ["return (((16 * 1000000) + (24 * 10000)) + (8 * 100)) + 32"]

def test_subscript_operands_are_evaluated_once():
    tu = lower_source("""unsigned short **loc(void);
struct s { int a[4]; int *p; };
struct s *get(void);
int g;
void f(int *p, int **pp, int c) {
    int a[3];
    g = (*loc())[c];
    g = get()->a[1];
    g = get()->p[2];
    g = a[*p++];
    g = (*pp++)[c];
}
""")
    assert straight(func(tu, "f"))[:13] == [
        "$t1 = loc()", "g = *(*$t1 + c)",
        "$t2 = get()", "g = $t2->a[1]",
        "$t3 = get()", "g = *($t3->p + 2)",
        "$t4 = p", "p = p + 1", "g = a[*$t4]",
        "$t5 = pp", "pp = pp + 1", "g = *(*$t5 + c)",
        "return (end of function)",
    ]


# ============================================================================ robustness


@pytest.fixture(scope="module")
def unsupported():
    return lowering_unit("unsupported.c")


def _diags(tu) -> dict[int, str]:
    return {d.loc.line: d.message for d in tu.diagnostics}


def test_unsupported_constructs_are_diagnosed_with_locations(unsupported):
    diags = _diags(unsupported)
    assert diags == {
        8: "case label outside a switch",
        13: "break outside a loop or switch",
        20: "continue outside a loop",
        27: "goto to undefined label nowhere",
        32: "undeclared identifier nosuchvar",
        36: "enumerator NOT_CONSTANT has a non-constant value",
        41: "excess elements in initializer",
        46: "no member zz in struct two",
        53: "label here defined twice",
    }
    for d in unsupported.diagnostics:
        assert d.loc.file.endswith("unsupported.c") and d.loc.column > 0
        assert str(d).startswith(f"{d.loc.file}:{d.loc.line}:{d.loc.column}: note: unsupported construct: ")


def test_unsupported_statements_become_unknown_and_lowering_goes_on(unsupported):
    f = func(unsupported, "break_outside_loop")
    assert straight(f) == ["unknown-effect(break outside a loop or switch)", "g = 3", "return (end of function)"]
    unknown = f.cfg.instrs[node(f, "unknown-effect(break outside a loop or switch)")]
    assert isinstance(unknown, Unknown) and (unknown.loc.line, unknown.loc.column) == (13, 5)
    g = func(unsupported, "continue_outside_loop")
    assert succs(g, "unknown-effect(continue outside a loop)") == {"g = 4"}
    h = func(unsupported, "bad_designator")
    assert straight(h)[:2] == ["unknown-effect(no member zz in struct two)", "g = t.b"]


def test_unsupported_subexpression_becomes_unknown_value(unsupported):
    f = func(unsupported, "undeclared_identifier")
    call = f.cfg.instrs[node(f, "$t1 = f(unknown(undeclared identifier nosuchvar))")]
    assert isinstance(call.args[0], UnknownValue)
    assert straight(f)[1:] == ["g = $t1 + 1", "return g"]  # the rest of the statement survives


def test_case_outside_switch_keeps_its_statements(unsupported):
    assert straight(func(unsupported, "case_outside_switch")) == ["g = a", "g = 2", "return (end of function)"]


def test_goto_undefined_label_still_reaches_the_exit(unsupported):
    f = func(unsupported, "goto_undefined")
    assert succs(f, "assume(a)") == {"unknown-effect(goto to undefined label nowhere)"}
    assert succs(f, "unknown-effect(goto to undefined label nowhere)") == {"return (end of function)"}
    assert all(f.cfg.succs[n] == [1] for n in f.cfg.return_nodes)


def test_non_constant_enumerator_and_excess_initializer(unsupported):
    f = func(unsupported, "excess_initializer")
    assert straight(f)[:2] == ["t.a = 1", "t.b = 2"]


def test_statement_expressions_are_lowered(unsupported):
    f = func(unsupported, "statement_expression")
    assert straight(f) == ["t = a * 2", "r = t + 1", "return r"]


def test_label_at_end_of_function(unsupported):
    assert straight(func(unsupported, "label_at_end")) == ["g = 6", "skip label end", "return (end of function)"]


def test_internal_error_degrades_to_unknown(monkeypatch):
    def broken(self, node):
        raise ZeroDivisionError("simulated bug")

    monkeypatch.setattr(lower_mod.Lowerer, "stmt_While", broken)
    tu = lower_source("int g;\nvoid f(int n) {\n  g = 1;\n  while (n) n--;\n  g = 2;\n}\n")
    f = func(tu, "f")
    assert straight(f) == [
        "g = 1", "unknown-effect(internal error: ZeroDivisionError: simulated bug)", "g = 2",
        "return (end of function)"]
    assert [(d.loc.line, d.message) for d in tu.diagnostics] == [
        (4, "internal error: ZeroDivisionError: simulated bug")]


def test_internal_error_in_a_declaration_degrades(monkeypatch):
    def broken(self, node):
        raise KeyError("boom")

    monkeypatch.setattr(lower_mod.Lowerer, "global_decl", broken)
    tu = lower_source("int x = 3;\nint f(void) { return 1; }\n")
    assert "f" in tu.functions
    assert [d.loc.line for d in tu.diagnostics] == [1]
    assert tu.diagnostics[0].message.startswith("internal error: KeyError")


def test_deep_nesting_does_not_crash():
    depth = 3000
    src = "int g;\nvoid f(int a) {\n  g = " + "(" * depth + "a" + " + 1)" * depth + ";\n}\n"
    try:
        tu = lower_source(src)
    except lower_mod.LoweringError:  # pragma: no cover
        pytest.fail("LoweringError escaped")
    except Exception as err:  # the parser may refuse first; the lowering must not crash
        assert "nested" in str(err) or "parse" in str(err).lower()
        return
    assert "f" in tu.functions or tu.diagnostics


SNIPPETS = [
    "void f(void) { int a[3]; a = 0; }",
    "void f(void) { 3 = 4; }",
    "void f(int *p) { p(); }",
    "struct s; void f(struct s *p) { struct s v = *p; }",
    "void f(void) { int x; x.y = 1; }",
    "int f(void) { return sizeof(struct undefined_tag); }",
    "void f(void) { void *p = &f; (*****f)(); }",
    "void f(void) { int x = (int){ 3 }; int *p = (int[]){ 1, 2, 3 }; }",
    "void f(int n) { int a[n][n]; a[1][2] = sizeof a; }",
    "void f(void) { struct { int a[2]; } s = { { [5] = 1 } }; }",
    "void f(void) { union { int a; char *b; } u = { .b = 0, .a = 1 }; }",
    "void f(void) { int a[2] = { [1] = 1, [0] = 2, 3, 4 }; }",
    "void f(void) { struct { int a; } s = { 1 }, *p = &s; p->a = s.a; }",
    "void f(void) { char c[] = { \"abc\" }; wchar(c); }",
    "void f(void) { goto l; { l: ; } }",
    "void f(int x) { switch (x) default: x++; }",
    "void f(int x) { switch (x) { } }",
    "void f(int x) { switch (x) { case 1: { case 2: x++; } } }",
    "void f(int x) { while (1) { if (x) return; } }",
    "void f(void) { for (;;) ; }",
    "int f(int x) { return x ? : 3; }",
    "void f(void) { ({ }); }",
    "void f(void) { int y = ({ 1; }) + ({ int q = 2; q; }); }",
    "typedef int T; void f(void) { T T = 3; T++; }",
    "void f(void) { f: f(); }",
    "void f(void) { _Static_assert(1, \"x\"); }",
    "void f(void) { struct s { int a : 3, : 0, b : 4; } v = { 1, 2 }; }",
    "struct s { int n; int a[]; } g = { 1, { 2, 3 } };",
    "int *p = (int *)0 + 1; char *q = \"x\" + 1; int a[] = { [10] = 1 };",
    "void f(void) { __label__ x; }",
]


@pytest.mark.parametrize("src", SNIPPETS)
def test_odd_snippets_never_raise(src):
    from sparrowpy.frontend.preprocess import FrontendError

    try:
        tu = lower_source(src)
    except FrontendError:
        return  # pycparser refused it: not the lowering's business
    for d in tu.diagnostics:
        assert "internal error" not in d.message, d
    for fn in list(tu.functions.values()) + ([tu.init] if tu.init else []):
        for instr in fn.cfg.instrs:
            assert "internal error" not in str(instr)
        assert set(reachable(fn, 0)) | {1} == set(fn.cfg.nodes())


# ============================================================================ command line


def test_cli_reports_diagnostics_on_stderr(capsys):
    path = str(LOWERING_DIR / "unsupported.c")
    status = cli_main(["ir", path])
    out, err = capsys.readouterr()
    assert status == 0
    assert "function break_outside_loop()" in out
    assert f"{path}:13:5: note: unsupported construct: break outside a loop or switch" in err
    assert "sparrowpy: 9 unsupported construct(s) degraded to unknown effects" in err


def test_cli_missing_file_and_good_file(tmp_path):
    good = tmp_path / "good.c"
    good.write_text("int f(int a) { return a + 1; }\n")
    missing = tmp_path / "missing.c"
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=repo + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "ir", str(missing), str(good)],
                          capture_output=True, text=True, env=env, cwd=str(tmp_path), timeout=60)
    assert proc.returncode == 2
    assert "function f(int a) -> int" in proc.stdout
    assert "return a + 1" in proc.stdout
    assert str(missing) in proc.stderr
    assert "Traceback" not in proc.stderr


# ============================================================================ realistic code

REALISTIC = ["hashmap.c", "vm.c", "strbuf.c"]


def _all_instrs(tu):
    for fn in list(tu.functions.values()) + ([tu.init] if tu.init is not None else []):
        for n in fn.cfg.nodes():
            yield fn, fn.cfg.instrs[n]


def _unknown_values(e) -> bool:
    if isinstance(e, UnknownValue):
        return True
    return any(_unknown_values(getattr(e, a)) for a in ("left", "right", "operand", "ptr", "lval", "base", "index")
               if hasattr(e, a))


@pytest.mark.parametrize("system_headers", [False, True], ids=["bundled", "system"])
@pytest.mark.parametrize("name", REALISTIC)
def test_realistic_files_lower_without_diagnostics(name, system_headers):
    tu = load_c(str(REALISTIC_DIR / name), system_headers)
    assert [str(d) for d in tu.diagnostics] == []
    assert len(tu.functions) >= 8
    for fn, instr in _all_instrs(tu):
        assert not isinstance(instr, Unknown), (fn.name, str(instr))
        for part in ("rhs", "cond", "value", "lhs", "func"):
            e = getattr(instr, part, None)
            if e is not None:
                assert not _unknown_values(e), (fn.name, str(instr))
        for a in getattr(instr, "args", ()):
            assert not _unknown_values(a), (fn.name, str(instr))
    for fn in tu.functions.values():
        cfg = fn.cfg
        assert reachable(fn, 0) | {1} == set(cfg.nodes())
        assert all(isinstance(cfg.instrs[p], Return) for p in cfg.preds[1])


def test_realistic_hashmap_shapes():
    tu = load_c(str(REALISTIC_DIR / "hashmap.c"))
    create = func(tu, "hm_create")
    call = create.cfg.instrs[node(create, "m = malloc(48)")]
    assert isinstance(call, Call) and call.result == Var("m")
    assert succs(create, "assume(m == ((void *)0))") == {"skip label fail"}
    assert succs(create, "free(m)") == {"skip label fail"}  # fail_map falls into fail
    init = body(tu.init)
    assert "hm_hashers[1].fn = &murmur_mix" in init
    assert 'hm_messages[3] = "no such key"' in init
    slot = func(tu, "hm_slot")
    assert straight(slot)[0] == "pp = m->buckets + (h & (m->nbuckets - 1))"
    assert "pp = &(*pp)->next" in body(slot)
    put = func(tu, "hm_put")
    assert "h = (*m->hash)(key, klen)" in body(put)
    destroy = func(tu, "hm_destroy")
    assert len(destroy.cfg.loop_heads) == 2  # for, and the while nested in it
    assert "m->buckets = (void *)0" in body(destroy)  # HM_FREE's do { } while (0)


def test_realistic_vm_shapes():
    tu = load_c(str(REALISTIC_DIR / "vm.c"))
    push = func(tu, "push")
    assert push.cfg.loop_heads == frozenset()  # do { ... } while (0) is not a loop
    assert body(push)[-5:-1] == ["$t1 = vm->sp", "vm->sp = vm->sp + 1", "vm->stack[$t1].type = v.type",
                                 "vm->stack[$t1].as = v.as"]
    run = func(tu, "vm_run")
    assert "$t1 = (*optable[op].fn)(vm, (int)(ins >> 8))" in body(run)
    assert "optable[3].fn = &op_cons" in body(tu.init)
    assert "optable[5].fn = (void *)0" in body(tu.init)
    assert "vm_demo.prog[5] = ((unsigned int)5) | (((unsigned int)0) << 8)" in body(tu.init)
    err = func(tu, "vm_error")
    assert err.variadic and "__sparrow_va_start(&ap)" in body(err)
    cons = func(tu, "op_cons")
    assert "p = malloc(16)" in body(cons)
    assert succs(cons, "free(p)") == {"skip label oom"}


def test_realistic_strbuf_shapes():
    tu = load_c(str(REALISTIC_DIR / "strbuf.c"))
    reserve = func(tu, "sb_reserve")
    assert "p = realloc(sb->data, cap)" in body(reserve)
    knr = func(tu, "old_style_max")
    assert [(p.name, str(p.ty)) for p in knr.params] == [("a", "int"), ("b", "int")]
    tok = func(tu, "tokenize")
    assert len(tok.cfg.loop_heads) == 2
    assert str(tu.globals["transitions"].var.ty) == "unsigned char[5][3]"
    join = func(tu, "join_tokens")
    assert straight(join)[:4] == ["sb.data = (char *)0", "sb.len = 0", "sb.cap = 0", "sb.failed = 0"]


# ============================================================================ real-world code

REALC = os.environ.get("SPARROWPY_REALC", "/tmp/realc")
# Diagnostics that are expected: dfltcc.c is gzip's IBM Z back end, compiled only with
# -DIBM_Z_DFLTCC, which also declares bi_buf and bi_valid in gzip.h.
EXPECTED_REAL_DIAGNOSTICS = {
    ("dfltcc.c", "undeclared identifier bi_valid"),
    ("dfltcc.c", "undeclared identifier bi_buf"),
}


def _real_projects():
    out = []
    bz = os.path.join(REALC, "bzip2")
    if os.path.isfile(os.path.join(bz, "bzlib.c")):
        out.append(("bzip2", bz, ()))
    gz = os.path.join(REALC, "gzip")
    if os.path.isfile(os.path.join(gz, "lib", "config.h")):  # configured and made
        out.append(("gzip", gz, (os.path.join(gz, "lib"), gz)))
    return out


@pytest.mark.skipif(not _real_projects(), reason=f"no real-world sources under {REALC}")
@pytest.mark.parametrize("system_headers", [False, True], ids=["bundled", "system"])
def test_real_world_c_lowers_without_internal_errors(system_headers):
    from sparrowpy.frontend.load import FrontendOptions, LoadResult, load_file

    for project, root, include in _real_projects():
        result = LoadResult()
        for name in sorted(os.listdir(root)):
            if name.endswith(".c"):
                load_file(os.path.join(root, name), FrontendOptions(include_dirs=include,
                                                                    system_headers=system_headers), result)
        assert [str(e) for e in result.errors] == [], project
        seen = set()
        for tu in result.units:
            for d in tu.diagnostics:
                assert "internal" not in d.message, str(d)
                seen.add((os.path.basename(d.loc.file), d.message))
            for fn, instr in _all_instrs(tu):
                assert not (isinstance(instr, Unknown) and instr.reason.startswith("internal")), (fn.name, str(instr))
                assert "unknown(internal" not in str(instr), (fn.name, str(instr))
        assert seen <= EXPECTED_REAL_DIAGNOSTICS, seen


def test_ternary_of_numbers_has_both_operands_common_type():
    # the usual arithmetic conversions of both operands: ``n < 2 ? 2 : n`` is unsigned,
    # and ``c ? 1 : 2.5`` double; before, the temporary took the first operand's type
    # (int), and the engine's conversion into it dropped the unsigned values above INT_MAX
    tu = lower_source("unsigned f(unsigned n) { return n < 2 ? 2 : n; }\n"
                      "double g(int c) { return c ? 1 : 2.5; }\n"
                      "long h(int c, char k) { return c ? k : 7; }\n")
    assert str(func(tu, "f").locals["$t1"].ty) == "unsigned int"
    assert str(func(tu, "g").locals["$t1"].ty) == "double"
    assert str(func(tu, "h").locals["$t1"].ty) == "int"

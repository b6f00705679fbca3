"""Unit tests of the path check's two solver stages: the linear contradiction filter and
the SMT encoding of path conditions with C's integer semantics."""

import pytest

from sparrowpy.pathcheck import linear, smt
from sparrowpy.pathcheck.paths import PathConstraints

I32 = (32, True)
U32 = (32, False)
U8 = (8, False)
S8 = (8, True)
I64 = (64, True)


def var(name, version=0, ity=I32):
    return ("var", name, version, ity)


def const(v, ity=I32):
    return ("const", v, ity)


def binop(op, left, right, ity=I32, common=None):
    common = common or ity
    out = (32, True) if op in ("==", "!=", "<", "<=", ">", ">=") else ity
    return ("bin", op, left, right, out, common, common)


def path(assumes, defs=(), facts=()):
    pc = PathConstraints()
    pc.defs = list(defs)
    pc.facts = list(facts)
    pc.assumes = [(t, b, i + 10, None) for i, (t, b) in enumerate(assumes)]
    return pc


# -------------------------------------------------------------- linear filter

def test_atom_and_its_negation_contradict():
    g = var("g")
    assert linear.contradiction(path([(g, True), (g, False)])) == (10, 11)


def test_negation_written_another_way_contradicts():
    a, b = var("a"), var("b")
    # a < b taken, then b > a not taken
    assert linear.contradiction(path([(binop("<", a, b), True), (binop(">", b, a), False)])) == (10, 11)
    # a != b taken, then b == a taken
    assert linear.contradiction(path([(binop("!=", a, b), True), (binop("==", b, a), True)])) is not None
    # !x taken then x taken
    x = var("x")
    assert linear.contradiction(path([(("un", "!", x, I32), True), (x, True)])) is not None


def test_same_bits_tested_twice():
    flags = var("flags")
    t = binop("&", flags, const(4))
    assert linear.contradiction(path([(t, True), (t, False)])) is not None
    other = binop("&", flags, const(2))
    assert linear.contradiction(path([(t, True), (other, False)])) is None


def test_different_ssa_versions_do_not_contradict():
    assert linear.contradiction(path([(var("g", 0), True), (var("g", 1), False)])) is None


def test_constants_from_definitions():
    x1 = var("x", 1)
    pc = path([(binop("==", x1, const(5)), False)], defs=[(x1, const(5))])
    assert linear.contradiction(pc) == (10,)
    # C arithmetic wraps: an unsigned char 255 + 1 is 0
    c1 = var("c", 1, U8)
    pc = path([(binop("==", c1, const(0, U8), U8), False)], defs=[(c1, binop("+", const(255, U8), const(1, U8), U8))])
    assert linear.contradiction(pc) == (10,)


def test_equality_taken_fixes_the_variable():
    x = var("x")
    pc = path([(binop("==", x, const(3)), True), (binop("<", x, const(2)), True)])
    assert linear.contradiction(pc) == (11,)


def test_call_outcome_facts():
    r = var("r", 1)
    assert linear.contradiction(path([(r, True)], facts=[(r, "==", 0, 7)])) is not None
    assert linear.contradiction(path([(binop("==", r, const(0)), True)], facts=[(r, "!=", 0, 7)])) == (7,)
    assert linear.contradiction(path([(r, True)], facts=[(r, "!=", 0, 7)])) is None


# -------------------------------------------------------------- SMT encoding

pytestmark = pytest.mark.skipif(not smt.available(), reason="z3 is not installed")


def test_relational_contradiction_is_unsat_with_core():
    a, b = var("a"), var("b")
    pc = path([(binop("<", a, b), True), (binop(">=", b, a), False)])
    answer, core = smt.infeasible(pc)
    assert answer is True and core == [10, 11]


def test_satisfiable_path_is_not_pruned():
    a, b = var("a"), var("b")
    # a < b and not (b > a + 1): b == a + 1
    pc = path([(binop("<", a, b), True), (binop(">", b, binop("+", a, const(1))), False)])
    assert smt.infeasible(pc)[0] is False


def test_signed_and_unsigned_comparisons_differ():
    x = var("x", 0, I32)
    # signed: x < 0 and x > 5 is impossible
    assert smt.infeasible(path([(binop("<", x, const(0)), True), (binop(">", x, const(5)), True)]))[0] is True
    # unsigned view of the same bits: (unsigned)x > 5 holds for negative x
    ux = ("cast", x, U32, I32)
    pc = path([(binop("<", x, const(0)), True), (binop(">", ux, const(5, U32), U32), True)])
    assert smt.infeasible(pc)[0] is False


def test_narrow_types_overflow_and_casts():
    c = var("c", 0, S8)
    wide = ("cast", c, I32, S8)
    # a signed char widened is never above 127
    assert smt.infeasible(path([(binop(">", wide, const(127)), True)]))[0] is True
    # an unsigned char widened is never negative
    u = var("u", 0, U8)
    assert smt.infeasible(path([(binop("<", ("cast", u, I32, U8), const(0)), True)]))[0] is True
    # truncation: (unsigned char)256 == 0
    t = var("t", 1, U8)
    pc = path([(binop("!=", t, const(0, U8), U8), True)], defs=[(t, ("cast", const(256), U8, I32))])
    assert smt.infeasible(pc)[0] is True
    # x + 1 < x is possible with wrap-around (C leaves it undefined: we do not prune on it)
    x = var("x")
    assert smt.infeasible(path([(binop("<", binop("+", x, const(1)), x), True)]))[0] is False


def test_opaque_values_are_unconstrained():
    o1, o2 = ("opaque", 1, I32), ("opaque", 2, I32)
    assert smt.infeasible(path([(binop("==", o1, const(1)), True), (binop("==", o2, const(2)), True)]))[0] is False


# -------------------------------------------------------------- string literals on a path

def test_literal_text_is_read_only_from_plain_narrow_literals():
    from sparrowpy.pathcheck.paths import _literal_text

    assert _literal_text('"none"') == "none" and _literal_text('""') == ""
    # escapes, wide literals and concatenations are left undecided (None), never misread
    assert _literal_text('"a\\nb"') is None
    assert _literal_text('L"none"') is None
    assert _literal_text('"a" "b"') is None


def test_a_comparison_of_two_different_literals_contradicts_its_equal_branch():
    # what the path builder makes of kdf = "none"; t = strcmp(kdf, "bcrypt"); if (t == 0)
    t = var("t")
    differ = path([(binop("==", t, const(0)), True)], facts=[(t, "!=", 0, 5)])
    assert linear.contradiction(differ) is not None
    assert smt.infeasible(differ, 1000, 1_000_000)[0] is True
    same = path([(binop("==", t, const(0)), True)], facts=[(t, "==", 0, 5)])
    assert linear.contradiction(same) is None
    assert smt.infeasible(same, 1000, 1_000_000)[0] is False

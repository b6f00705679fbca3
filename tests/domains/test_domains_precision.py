"""Precision spot checks and API behaviour of each shipped domain (plain unit tests)."""

from __future__ import annotations

import pytest

from domains import (
    Constant,
    Interval,
    MapDomain,
    Pair,
    Powerset,
    Product,
    Sign,
    map_domain,
    product,
)

I = Interval
TOP = Interval.top()
BOT = Interval.bottom()


# ---------------------------------------------------------------------------
# Interval
# ---------------------------------------------------------------------------


class TestInterval:
    def test_construction_and_accessors(self) -> None:
        assert I(5, 3) is BOT and I(5, 3).is_bottom()
        assert I() == TOP == I.range(None, None)
        assert I(True, 2) == I(1, 2)  # integer-like values are accepted ...
        with pytest.raises(TypeError):
            I(0.5, 1)  # ... floats are not
        with pytest.raises(TypeError):
            I.const("3")  # type: ignore[arg-type]
        v = I(None, 7)
        assert (v.lo, v.hi, v.bounds()) == (None, 7, (None, 7))
        with pytest.raises(ValueError):
            BOT.bounds()
        assert I.const(4).as_const() == 4 and I(4, 5).as_const() is None

    def test_str_and_repr(self) -> None:
        assert [str(v) for v in (I(0, 5), I(None, -1), I(3, None), BOT, TOP)] == [
            "[0, 5]", "[-oo, -1]", "[3, +oo]", "⊥", "⊤"]
        assert repr(I(0, None)) == "Interval(0, None)" and repr(BOT) == "Interval.bottom()"

    def test_arithmetic(self) -> None:
        assert I(0, 10).binop("+", I.const(1)) == I(1, 11)
        assert I(0, 10).binop("-", I(None, 3)) == I(-3, None)
        assert I(-2, 3).binop("*", I(4, 5)) == I(-10, 15)
        assert TOP.binop("*", I.const(0)) == I.const(0)  # 0 * ±oo is 0 at endpoints
        assert I(0, None).binop("*", I(0, None)) == I(0, None)

    def test_division_truncates_toward_zero(self) -> None:
        assert I(-3, 5).binop("/", I.const(2)) == I(-1, 2)
        assert I.const(-7).binop("/", I.const(2)) == I.const(-3)
        assert I.const(7).binop("/", I.const(-2)) == I.const(-3)
        assert I(10, 20).binop("/", I(-2, 2)) == I(-20, 20)  # 0 is excluded from the divisor
        assert I(1, None).binop("/", I(1, None)) == I(0, None)
        assert I(5, 6).binop("/", I.const(0)) is BOT
        assert I(5, 6).binop("/", I(0, 3)) == I(1, 6)

    def test_modulo_takes_the_sign_of_the_dividend(self) -> None:
        assert I.const(-7).binop("%", I.const(2)) == I.const(-1)
        assert I.const(7).binop("%", I.const(-2)) == I.const(1)
        assert I(-7, 7).binop("%", I.const(3)) == I(-2, 2)
        assert I(5, 7).binop("%", I.const(5)) == I(0, 2)  # one period: no wrap inside
        assert I(0, 3).binop("%", I(5, 7)) == I(0, 3)  # x < |y|: x % y == x
        assert I(-7, -1).binop("%", I.const(4)) == I(-3, 0)
        assert TOP.binop("%", I.const(1)) == I.const(0)
        assert I(0, None).binop("%", I(1, None)) == I(0, None)
        assert I(1, 2).binop("%", I.const(0)) is BOT

    def test_bitwise(self) -> None:
        assert I(0, 12).binop("&", I(0, 5)) == I(0, 5)
        assert I.const(12).binop("&", I.const(10)) == I.const(8)
        assert TOP.binop("&", I.const(255)) == I(0, 255)
        assert I(-4, -1).binop("&", I(-8, -1)) == I(-8, -1)
        assert I(0, 5).binop("|", I(0, 9)) == I(0, 15)
        assert TOP.binop("|", I.const(-1)) == I.const(-1)
        assert I(0, 5).binop("^", I(0, 2)) == I(0, 7)
        assert I.const(6).binop("^", I.const(3)) == I.const(5)

    def test_shifts(self) -> None:
        assert I(1, 3).binop("<<", I.const(2)) == I(4, 12)
        assert I(-8, 8).binop(">>", I.const(1)) == I(-4, 4)
        assert I.const(1).binop("<<", I(0, None)) == I(1, None)
        assert I(-5, -1).binop(">>", I(0, None)) == I(-5, -1)
        assert I(0, 4).binop("<<", I.const(-1)) is BOT  # negative counts are undefined
        # Absurd counts neither hang nor lose soundness.
        assert I.const(1).binop("<<", I.const(10**9)) == I(2**256, None)
        assert I.const(5).binop(">>", I.const(10**30)) == I.const(0)

    def test_comparisons(self) -> None:
        assert I(0, 5).binop("<", I(6, 9)) == I.const(1)
        assert I(0, 5).binop("<", I(5, 9)) == I(0, 1)
        assert I(6, 9).binop("<", I(0, 5)) == I.const(0)
        assert I.const(3).binop("==", I.const(3)) == I.const(1)
        assert I(0, 2).binop("!=", I(3, 4)) == I.const(1)
        assert TOP.binop("==", I.const(0)) == I(0, 1)

    def test_unary(self) -> None:
        assert I(1, None).unop("-") == I(None, -1)
        assert I(0, 5).unop("~") == I(-6, -1)
        assert I.const(0).unop("!") == I.const(1)
        assert I(1, 5).unop("!") == I.const(0)
        assert I(0, 5).unop("!") == I(0, 1)
        v = I(2, 3)
        assert v.unop("+") is v

    def test_truth(self) -> None:
        assert I(0, 0).truth() == (True, False)
        assert I(1, 9).truth() == (False, True)
        assert I(-1, 1).truth() == (True, True)
        assert BOT.truth() == (False, False)

    def test_refine_restricts_both_operands(self) -> None:
        assert I(0, 10).refine("<", I(3, 5)) == (I(0, 4), I(3, 5))
        assert I(4, 10).refine("<", I(3, 5)) == (I(4, 4), I(5, 5))
        assert I(6, 10).refine("<", I(3, 5)) == (BOT, BOT)
        assert I(0, 10).refine("<=", I(3, 5)) == (I(0, 5), I(3, 5))
        assert I(0, 10).refine(">", I(3, 5)) == (I(4, 10), I(3, 5))
        assert I(0, 10).refine(">=", I(3, 5)) == (I(3, 10), I(3, 5))
        assert I(0, 10).refine("==", I(5, 20)) == (I(5, 10), I(5, 10))
        assert I(0, None).refine("!=", I.const(0)) == (I(1, None), I.const(0))
        assert I.const(9).refine("!=", I(0, 9)) == (I.const(9), I(0, 8))
        assert I(0, 9).refine("!=", I.const(5)) == (I(0, 9), I.const(5))  # interior: no change
        assert I.const(5).refine("!=", I.const(5)) == (BOT, BOT)

    def test_widening(self) -> None:
        assert I(0, 1).widen(I(0, 2)) == I(0, None)
        assert I(0, 1).widen(I(-1, 1)) == I(None, 1)
        v = I(0, 1)
        assert v.widen(I(0, 1)) is v and v.widen(I.const(1)) is v
        assert BOT.widen(v) is v and v.widen(BOT) is v
        # The engine may pass a value that was never joined with the old one.
        assert I(0, 5).widen(I(3, 7)) == I(0, None)

    def test_widening_with_thresholds(self) -> None:
        th = (-5, 0, 10, 100)
        x = I(0, 1).widen(I(0, 2), th)
        assert x == I(0, 10)
        x = x.widen(I(0, 11), th)
        assert x == I(0, 100)
        assert x.widen(I(0, 101), th) == I(0, None)
        assert I(0, 1).widen(I(-1, 1), th) == I(-5, 1)
        assert I(0, 1).widen(I(-6, 1), th) == I(None, 1)
        # Thresholds that are not sorted cannot make the result unsound.
        w = I(0, 1).widen(I(0, 50), (100, 10))
        assert I(0, 50).leq(w)

    def test_narrowing_replaces_only_infinite_bounds(self) -> None:
        assert I(None, 10).narrow(I(2, 5)) == I(2, 10)
        assert I(0, None).narrow(I(0, 7)) == I(0, 7)
        assert TOP.narrow(I(2, 5)) == I(2, 5)
        v = I(0, 10)
        assert v.narrow(I(2, 5)) is v
        assert v.narrow(BOT) is BOT

    def test_cast(self) -> None:
        v = I(0, 255)
        assert v.cast(8, False) is v
        assert I.const(-1).cast(8, False) == I.const(255)
        assert I(256, 260).cast(8, False) == I(0, 4)
        assert I(250, 260).cast(8, False) == I(0, 255)  # straddles 256
        assert I(100, 300).cast(8, True) == I(-128, 127)  # implementation-defined
        assert TOP.cast(32, True) == I(-(2**31), 2**31 - 1)
        assert I(-1, 0).cast(1, False) == I(0, 1)
        assert BOT.cast(8, True) is BOT
        with pytest.raises(ValueError):
            v.cast(0, False)

    def test_join_and_meet_reuse_operands(self) -> None:
        a, b = I(0, 10), I(2, 3)
        assert a.join(b) is a and b.join(a) is a
        assert a.meet(b) is b and b.meet(a) is b
        assert I(0, 2).join(I(5, 6)) == I(0, 6)
        assert I(0, 2).meet(I(5, 6)) is BOT


# ---------------------------------------------------------------------------
# Pair
# ---------------------------------------------------------------------------

NONZERO = Pair(I(None, -1), I(1, None))


class TestPair:
    def test_non_zero_is_exact(self) -> None:
        x, y = Pair.top().refine("!=", Pair.const(0))
        assert x == NONZERO and y == Pair.const(0)
        assert str(x) == "[-oo, -1] ∪ [1, +oo]"
        assert x.truth() == (False, True)
        assert not x.contains(0) and x.contains(-1) and x.contains(1)

    def test_refine_on_zero(self) -> None:
        assert Pair.top().refine("==", Pair.const(0))[0] == Pair.const(0)
        assert Pair.range(-5, 5).refine("!=", Pair.const(0))[0] == Pair(I(-5, -1), I(1, 5))
        assert Pair.const(0).refine("!=", Pair.const(0)) == (Pair.bottom(), Pair.bottom())
        assert NONZERO.refine("==", Pair.const(0)) == (Pair.bottom(), Pair.bottom())
        assert NONZERO.refine(">", Pair.const(0))[0] == Pair.range(1, None)

    def test_arithmetic(self) -> None:
        assert Pair.range(-3, 5).binop("/", Pair.const(2)) == Pair.range(-1, 2)
        assert Pair.range(0, 10).binop("+", Pair.const(1)) == Pair.range(1, 11)
        # More precise than interval arithmetic on the hull:
        assert NONZERO.binop("*", NONZERO) == NONZERO
        assert NONZERO.unop("-") == NONZERO
        assert NONZERO.unop("!") == Pair.const(0)
        assert NONZERO.binop("==", Pair.const(0)) == Pair.const(0)
        assert Pair.const(5).binop("/", Pair.const(0)).is_bottom()

    def test_lattice(self) -> None:
        assert NONZERO.join(Pair.const(0)) == Pair.top()
        assert NONZERO.meet(Pair.range(-2, 2)) == Pair(I(-2, -1), I(1, 2))
        assert Pair.range(-3, 5).hull() == I(-3, 5)
        assert Pair.from_interval(I(-3, 5)) == Pair(I(-3, -1), I(0, 5))

    def test_widening_and_narrowing(self) -> None:
        assert Pair.range(0, 1).widen(Pair.range(0, 2)) == Pair.range(0, None)
        # A widened part is clamped to its half.
        assert Pair(I(-2, -1)).widen(Pair(I(-3, -1))) == Pair(I(None, -1))
        assert Pair(I(-5, -3)).widen(Pair(I(-5, -2))) == Pair(I(-5, -1))
        assert Pair(I(-5, -3)).widen(Pair(I(-5, -2)), (-4, 10)) == Pair(I(-5, -1))
        assert Pair.range(0, 1).widen(Pair.range(0, 2), (5,)) == Pair.range(0, 5)
        assert Pair.range(-5, None).narrow(Pair.range(-5, 9)) == Pair.range(-5, 9)

    def test_cast(self) -> None:
        assert Pair.const(-1).cast(8, False) == Pair.const(255)
        v = Pair.range(-128, 127)
        assert v.cast(8, True) is v
        assert NONZERO.cast(8, True) == Pair.range(-128, 127)

    def test_construction_and_printing(self) -> None:
        with pytest.raises(ValueError):
            Pair(I(0, 1))
        with pytest.raises(ValueError):
            Pair(I.bottom(), I(-1, 1))
        with pytest.raises(TypeError):
            Pair(1, 2)  # type: ignore[arg-type]
        assert str(Pair.range(-3, 5)) == "[-3, 5]"  # adjacent parts print as one interval
        assert str(Pair(I(-9, -2), I(4, 4))) == "[-9, -2] ∪ [4, 4]"
        assert str(Pair.bottom()) == "⊥" and str(Pair.top()) == "⊤"
        assert NONZERO.neg == I(None, -1) and NONZERO.nonneg == I(1, None)
        assert Pair.range(2, 3).as_const() is None and Pair.const(-4).as_const() == -4


# ---------------------------------------------------------------------------
# Constant
# ---------------------------------------------------------------------------

C = Constant


class TestConstant:
    def test_folding(self) -> None:
        assert C.const(3).binop("+", C.const(4)) == C.const(7)
        assert C.const(-7).binop("/", C.const(2)) == C.const(-3)
        assert C.const(-7).binop("%", C.const(2)) == C.const(-1)
        assert C.const(3).binop("<", C.const(4)) == C.const(1)
        assert C.const(5).unop("~") == C.const(-6)
        assert C.const(7).binop("/", C.const(0)).is_bottom()

    def test_absorbing_elements(self) -> None:
        top = C.top()
        assert top.binop("*", C.const(0)) == C.const(0)
        assert top.binop("&", C.const(0)) == C.const(0)
        assert top.binop("|", C.const(-1)) == C.const(-1)
        assert top.binop("%", C.const(1)) == C.const(0)
        assert C.const(0).binop("/", top) == C.const(0)
        assert top.binop("+", C.const(1)) == top
        assert top.binop("<", C.const(1)) == top

    def test_refine(self) -> None:
        assert C.top().refine("==", C.const(5)) == (C.const(5), C.const(5))
        assert C.const(3).refine("<", C.const(2)) == (C.bottom(), C.bottom())
        assert C.top().refine("!=", C.const(5)) == (C.top(), C.const(5))

    def test_lattice_and_queries(self) -> None:
        assert C.const(1).join(C.const(2)) == C.top()
        assert C.const(1).meet(C.const(2)) == C.bottom()
        assert C.const(1).widen(C.const(2), (0, 5)) == C.top()
        assert C.range(4, 4) == C.const(4) and C.range(1, 2) == C.top() and C.range(2, 1).is_bottom()
        assert C.const(4).bounds() == (4, 4) and C.top().bounds() == (None, None)
        assert C.top().truth() == (True, True) and C.const(0).truth() == (True, False)
        assert [str(v) for v in (C.const(-3), C.bottom(), C.top())] == ["-3", "⊥", "⊤"]
        assert repr(C.const(2)) == "Constant.const(2)"

    def test_cast(self) -> None:
        assert C.const(-1).cast(8, False) == C.const(255)
        assert C.const(300).cast(8, True) == C.top()
        assert C.const(100).cast(8, True) == C.const(100)


# ---------------------------------------------------------------------------
# Sign
# ---------------------------------------------------------------------------

NEG, ZERO, POS = (Sign.from_signs(negative=True), Sign.from_signs(zero=True),
                  Sign.from_signs(positive=True))


class TestSign:
    def test_names(self) -> None:
        names = [str(Sign(m)) for m in range(8)]
        assert names == ["⊥", "<0", "=0", "<=0", ">0", "!=0", ">=0", "⊤"]
        with pytest.raises(ValueError):
            Sign(8)

    def test_arithmetic(self) -> None:
        assert POS.binop("*", NEG) == NEG
        nz = NEG.join(POS)
        assert nz.binop("*", nz) == nz
        assert ZERO.join(POS).binop("+", POS) == POS
        assert POS.binop("/", POS) == ZERO.join(POS)
        assert POS.binop("-", NEG) == POS
        assert POS.binop("+", NEG) == Sign.top()
        assert POS.binop("/", ZERO).is_bottom()
        assert POS.unop("~") == NEG and ZERO.join(POS).unop("-") == NEG.join(ZERO)
        assert POS.binop(">", NEG) == Sign.const(1)

    def test_refine_and_truth(self) -> None:
        assert Sign.top().refine("!=", ZERO) == (NEG.join(POS), ZERO)
        assert POS.refine("<", NEG.join(ZERO)) == (Sign.bottom(), Sign.bottom())
        assert Sign.top().refine(">", ZERO)[0] == POS
        assert NEG.join(POS).truth() == (False, True)

    def test_constructors_and_cast(self) -> None:
        assert Sign.const(-4) == NEG and Sign.const(0) == ZERO and Sign.range(0, 9) == ZERO.join(POS)
        assert Sign.range(None, None).is_top() and Sign.range(3, 1).is_bottom()
        assert NEG.cast(8, False) == ZERO.join(POS)
        assert ZERO.cast(8, True) == ZERO
        assert ZERO.as_const() == 0 and POS.as_const() is None
        assert POS.bounds() == (1, None) and NEG.join(ZERO).bounds() == (None, 0)


# ---------------------------------------------------------------------------
# Powerset
# ---------------------------------------------------------------------------


class TestPowerset:
    def test_set_operations(self) -> None:
        a, b = Powerset([1, 2]), Powerset([2, 3])
        assert a.join(b) == Powerset([1, 2, 3]) and a.meet(b) == Powerset([2])
        assert a.leq(a.join(b)) and not a.leq(b)
        assert a.widen(b) == a.join(b)
        assert a.add(3) == Powerset([1, 2, 3]) and a.add(1) is a
        assert 1 in a and 3 not in a and len(a) == 2 and set(a) == {1, 2}
        assert a.elements == frozenset({1, 2}) and bool(a) and not Powerset()

    def test_top_means_any_element(self) -> None:
        top = Powerset.top()
        assert "anything" in top and top.add(5) is top and bool(top)
        assert Powerset([1]).join(top) is top and Powerset([1]).meet(top) == Powerset([1])
        for enumerate_top in (len, list, lambda t: t.elements, lambda t: t.sorted()):
            with pytest.raises(ValueError):
                enumerate_top(top)

    def test_printing_is_sorted(self) -> None:
        assert str(Powerset([10, 2, "b", "a"])) == "{2, 10, a, b}"
        assert str(Powerset()) == "⊥" and str(Powerset.top()) == "⊤"
        assert repr(Powerset(["x"])) == "Powerset(['x'])"

    def test_subclasses_are_distinct_domains(self) -> None:
        class Sites(Powerset):
            __slots__ = ()

        assert Sites([1]) != Powerset([1])
        assert isinstance(Sites.top(), Sites) and isinstance(Sites([1]).join(Sites([2])), Sites)


# ---------------------------------------------------------------------------
# MapDomain
# ---------------------------------------------------------------------------

IM = map_domain(Interval)


class TestMapDomain:
    def test_factory_and_construction(self) -> None:
        assert map_domain(Interval) is IM
        assert IM.value_cls is Interval
        with pytest.raises(TypeError):
            MapDomain({})
        with pytest.raises(TypeError):
            IM({"a": Sign.top()})
        with pytest.raises(TypeError):
            map_domain(int)  # type: ignore[arg-type]
        m = IM([("a", I(0, 1)), ("b", BOT)])
        assert len(m) == 1 and "b" not in m  # ⊥ values are not stored

    def test_map_interface(self) -> None:
        m = IM({"a": I(0, 1)})
        assert m.get("zz") is BOT
        m2 = m.set("b", I.const(3))
        assert m2.get("b") == I.const(3) and "b" not in m  # updates return new maps
        assert m.set("a", I(0, 1)) is m
        assert m2.set("b", BOT) == m and m2.remove("b") == m and m.remove("zz") is m
        assert m.weak_set("a", I(5, 6)).get("a") == I(0, 6)
        assert m.weak_set("a", I.const(1)) is m
        assert m.weak_set("c", I.const(1)).get("c") == I.const(1)
        assert m.update({"a": BOT, "c": I.const(2)}) == IM({"c": I.const(2)})
        assert sorted(m2.keys()) == ["a", "b"] and dict(m2.items()) == {"a": I(0, 1), "b": I.const(3)}
        assert sorted(m2) == ["a", "b"]

    def test_pointwise_lattice(self) -> None:
        a = IM({"x": I(0, 1), "y": I(5, 5)})
        b = IM({"x": I(3, 4), "z": I(1, 1)})
        assert a.join(b) == IM({"x": I(0, 4), "y": I(5, 5), "z": I(1, 1)})
        assert a.meet(b) == IM.bottom()  # x's meet is ⊥, so the key vanishes
        assert a.meet(IM({"x": I(1, 9)})) == IM({"x": I(1, 1)})
        assert not a.leq(b) and a.leq(a.join(b))
        assert IM({"x": I(0, 1)}).widen(IM({"x": I(0, 2)})) == IM({"x": I(0, None)})
        assert IM({"x": I(0, 1)}).widen(IM({"x": I(0, 2)}), (10,)) == IM({"x": I(0, 10)})
        wide = IM({"x": I(0, None), "y": I(1, 2)})
        assert wide.narrow(IM({"x": I(0, 7)})) == IM({"x": I(0, 7)})

    def test_fast_paths_return_existing_objects(self) -> None:
        a = IM({"x": I(0, 10), "y": I(5, 5)})
        small = IM({"x": I(2, 3)})
        bot = IM.bottom()
        assert a.join(a) is a and a.join(bot) is a and bot.join(a) is a
        assert a.join(small) is a and small.join(a) is a  # nothing new: no copy
        assert a.meet(a) is a and small.meet(a) is small
        assert a.widen(small) is a and a.narrow(a) is a
        before = dict(a.items())
        a.join(IM({"z": I(1, 1)}))
        assert dict(a.items()) == before  # operands are never mutated

    def test_top(self) -> None:
        top = IM.top()
        assert top.get("anything") == TOP and "anything" in top
        assert top.set("a", I(0, 0)) is top and top.weak_set("a", I(0, 0)) is top
        assert top.remove("a") is top and top.update({"a": I(0, 0)}) is top
        assert IM({"a": I(0, 0)}).join(top) is top and top.meet(IM({"a": I(0, 0)})) == IM({"a": I(0, 0)})
        for enumerate_top in (len, list, lambda t: t.items(), lambda t: t.keys()):
            with pytest.raises(ValueError):
                enumerate_top(top)

    def test_equality_hash_and_printing(self) -> None:
        a = IM({"b": I(2, 2), "a": I(0, 1)})
        b = IM({"a": I(0, 1), "b": I(2, 2)})
        assert a == b and hash(a) == hash(b) == hash(a)
        assert a != IM({"a": I(0, 1)}) and a != IM.top()
        assert str(a) == "{a: [0, 1], b: [2, 2]}"
        assert str(IM.bottom()) == "⊥" and str(IM.top()) == "⊤"
        assert repr(IM({"a": I(0, 1)})) == "map_domain(Interval)({'a': Interval(0, 1)})"

    def test_nested_maps(self) -> None:
        outer = map_domain(IM)
        m = outer({"f": IM({"x": I(0, 1)})})
        assert m.join(outer({"f": IM({"y": I(2, 2)})})).get("f") == IM({"x": I(0, 1), "y": I(2, 2)})
        assert m.get("g") is IM.bottom()


# ---------------------------------------------------------------------------
# Product
# ---------------------------------------------------------------------------

IS = product(Interval, Sign)


class TestProduct:
    def test_factory_and_construction(self) -> None:
        assert product(Interval, Sign) is IS and IS.components == (Interval, Sign)
        with pytest.raises(TypeError):
            IS(I(0, 1))
        with pytest.raises(TypeError):
            IS(Sign.top(), I(0, 1))
        with pytest.raises(TypeError):
            Product()
        with pytest.raises(ValueError):
            product()
        with pytest.raises(TypeError):
            product(int)  # type: ignore[arg-type]

    def test_componentwise(self) -> None:
        a, b = IS(I(0, 1), POS), IS(I(5, 6), NEG)
        assert a.join(b) == IS(I(0, 6), NEG.join(POS))
        assert a.meet(b) == IS.bottom()
        assert a.meet(IS(I(1, 9), Sign.top())) == IS(I(1, 1), POS)
        assert a.widen(IS(I(0, 2), POS)) == IS(I(0, None), POS)
        assert a.widen(IS(I(0, 2), POS), (4,)) == IS(I(0, 4), POS)
        assert IS(I(0, None), POS).narrow(IS(I(0, 3), POS)) == IS(I(0, 3), POS)
        assert a[0] == I(0, 1) and list(a) == [I(0, 1), POS] and len(a) == 2 and a.values == (I(0, 1), POS)
        assert a.replace(1, NEG) == IS(I(0, 1), NEG)
        with pytest.raises(TypeError):
            a.replace(0, POS)
        assert a.join(a) is a and a.join(IS(I(0, 0), POS)) is a

    def test_not_smashed(self) -> None:
        v = IS(BOT, POS)
        assert not v.is_bottom() and IS.bottom().leq(v) and v != IS.bottom()

    def test_printing(self) -> None:
        assert str(IS(I(0, 1), Sign.top())) == "([0, 1], ⊤)"
        assert str(IS.bottom()) == "⊥" and str(IS.top()) == "⊤"
        assert repr(IS(I(0, 1), POS)) == "product(Interval, Sign)(Interval(0, 1), Sign(4))"


# ---------------------------------------------------------------------------
# Congruence
# ---------------------------------------------------------------------------

from domains.congruence import Congruence  # noqa: E402
from domains.interval_congruence import IntervalCongruence  # noqa: E402
from domains.reduced import ReducedProduct  # noqa: E402

CG = Congruence


class TestCongruence:
    def test_lattice(self) -> None:
        assert CG.const(3).join(CG.const(7)) == CG.of(4, 3)
        assert CG.of(4, 1).join(CG.of(6, 3)) == CG.of(2, 1)
        assert CG.of(4, 1).meet(CG.of(6, 3)) == CG.of(12, 9)  # Chinese remainder theorem
        assert CG.of(4, 1).meet(CG.of(6, 0)).is_bottom()  # odd ∩ even
        assert CG.of(4, 1).leq(CG.of(2, 1)) and not CG.of(2, 1).leq(CG.of(4, 1))
        assert CG.of(1, 5) == CG.top() and CG.of(-4, 7) == CG.of(4, 3)
        assert [str(v) for v in (CG.of(4, 1), CG.of(2, 0), CG.const(-3), CG.bottom(), CG.top())] == [
            "4Z+1", "2Z", "-3", "⊥", "⊤"]

    def test_widening_is_not_the_join(self) -> None:
        # 2**64 Z ⊂ 2**63 Z ⊂ ... is a long chain: a class that grows again goes to ⊤.
        assert CG.const(0).widen(CG.const(2**64)) == CG.of(2**64, 0)
        assert CG.of(2**64, 0).widen(CG.of(2**63, 0)) == CG.top()
        assert CG.of(4, 1).widen(CG.of(8, 5)) == CG.of(4, 1)  # nothing new
        assert CG.top().narrow(CG.of(4, 1)) == CG.of(4, 1)
        assert CG.of(2, 1).narrow(CG.of(4, 1)) == CG.of(2, 1)  # only ⊤ is refined

    def test_arithmetic(self) -> None:
        assert CG.of(4, 1).binop("+", CG.of(6, 2)) == CG.of(2, 1)
        assert CG.const(2).binop("*", CG.top()) == CG.of(2, 0)
        assert CG.of(4, 1).binop("*", CG.of(4, 1)) == CG.of(4, 1)
        assert CG.of(6, 4).binop("/", CG.const(2)) == CG.of(3, 2)  # exact division
        assert CG.of(6, 4).binop("%", CG.const(3)) == CG.of(3, 1)  # x % 3 ≡ x (mod 3)
        assert CG.top().binop("%", CG.const(1)) == CG.const(0)
        assert CG.of(8, 5).binop("&", CG.const(3)) == CG.const(1)  # low bits are known
        assert CG.of(8, 5).binop(">>", CG.const(1)) == CG.of(4, 2)
        assert CG.of(2, 1).binop("<<", CG.const(3)) == CG.of(16, 8)
        assert CG.of(2, 1).binop("/", CG.const(0)).is_bottom()
        assert CG.of(2, 0).binop("==", CG.const(7)) == CG.const(0)
        assert CG.of(2, 0).unop("~") == CG.of(2, 1)

    def test_refine_and_cast(self) -> None:
        assert CG.of(2, 0).refine("==", CG.const(7)) == (CG.bottom(), CG.bottom())
        assert CG.top().refine("==", CG.of(3, 1)) == (CG.of(3, 1), CG.of(3, 1))
        assert CG.of(2**40, 3).cast(32, False) == CG.of(2**32, 3)
        assert CG.of(6, 1).cast(8, False) == CG.of(2, 1)
        assert CG.const(-1).cast(8, False) == CG.const(255)
        assert CG.of(2, 0).cast(32, True) == CG.top()


# ---------------------------------------------------------------------------
# Interval × congruence (a reduced product)
# ---------------------------------------------------------------------------

IC = IntervalCongruence


class TestIntervalCongruence:
    def test_proves_what_intervals_cannot(self) -> None:
        # x = 2 * k with k unknown, then x != 7: always true, but only the congruence knows.
        k_iv, k_ic = I.top(), IC.top()
        x_iv, x_ic = I.const(2).binop("*", k_iv), IC.const(2).binop("*", k_ic)
        assert x_iv.binop("!=", I.const(7)) == I(0, 1)  # interval: may be false
        assert x_ic.binop("!=", IC.const(7)) == IC.const(1)  # proved
        assert not x_iv.refine("==", I.const(7))[0].is_bottom()
        assert x_ic.refine("==", IC.const(7)) == (IC.bottom(), IC.bottom())  # branch pruned
        assert x_ic.binop("%", IC.const(2)) == IC.const(0)

    def test_reduction(self) -> None:
        v = IC(I(0, 10), CG.of(4, 1))
        assert v.values == (I(1, 9), CG.of(4, 1))  # bounds move to members
        assert IC(I(2, 4), CG.of(8, 3)) == IC.const(3)  # one member: constants
        assert IC(I(4, 6), CG.of(8, 3)).is_bottom()  # no member
        assert IC(I(3, 3), CG.top()).values == (I(3, 3), CG.const(3))
        assert IC(I(0, 100), CG.const(7)) == IC.const(7)
        assert str(v) == "([1, 9], 4Z+1)" and str(IC.const(5)) == "[5, 5]"
        assert str(IC(I.top(), CG.of(2, 0))) == "2Z" and str(IC.range(0, 9)) == "[0, 9]"

    def test_operations_combine_both(self) -> None:
        odd = IC(I(0, 10), CG.of(2, 1))
        assert odd.binop("+", IC.const(1)) == IC(I(2, 10), CG.of(2, 0))
        assert odd.join(IC.const(11)) == IC(I(1, 11), CG.of(2, 1))
        assert odd.meet(IC.range(4, 6)) == IC.const(5)
        assert odd.refine("<", IC.const(4))[0] == IC(I(1, 3), CG.of(2, 1))
        assert IC.range(0, 10).widen(IC.range(0, 11)) == IC.range(0, None)
        assert odd.cast(8, True) is odd  # fits: decided on the product's bounds

    def test_combinator(self) -> None:
        assert IC.components == (Interval, Congruence) and IC.domain_name == "interval_congruence"
        with pytest.raises(TypeError):
            IC(I(0, 1))
        with pytest.raises(TypeError):
            IC(CG.top(), I(0, 1))

        class Plain(ReducedProduct):  # no reduce: the plain (smashed) product
            __slots__ = ()
            components = (Interval, Sign)

        assert Plain.chain_bound == Interval.chain_bound + Sign.chain_bound
        v = Plain(I(0, 5), Sign.from_signs(positive=True))
        assert v.values == (I(0, 5), Sign.from_signs(positive=True))  # not reduced
        assert Plain(I.bottom(), Sign.top()) == Plain.bottom()  # a ⊥ component smashes
        assert not Plain(I(0, 5), Sign.from_signs(negative=True)).is_bottom()  # sound, not reduced
        with pytest.raises(TypeError):
            class Bad(ReducedProduct):
                __slots__ = ()
                components = (int,)

"""Tests of the numeric-domain registry, package discovery, concrete semantics and test strategies."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import find

import domains
from domains import (
    BoundedLattice,
    Interval,
    Lattice,
    NumericDomain,
    UnknownDomainError,
    get_numeric_domain,
    numeric_domain_names,
    register_numeric_domain,
    unregister_numeric_domain,
)
from domains import constant, interval, pair, powerset, sign
from domains.numeric import (
    c_div,
    c_mod,
    concrete_binop,
    concrete_cast,
    concrete_unop,
    int_type_range,
)

PACKAGE_DIR = Path(domains.__file__).parent


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------


def test_shipped_domains_are_registered() -> None:
    names = numeric_domain_names()
    assert {"interval", "pair", "constant", "sign"} <= set(names)
    assert names == sorted(names)
    assert get_numeric_domain("interval") is Interval
    for name in names:
        assert get_numeric_domain(name).domain_name == name


def test_unknown_name_lists_the_alternatives() -> None:
    with pytest.raises(UnknownDomainError) as info:
        get_numeric_domain("octagon")
    assert isinstance(info.value, KeyError) and isinstance(info.value, ValueError)
    assert "octagon" in str(info.value) and "interval" in str(info.value)
    with pytest.raises(UnknownDomainError):
        unregister_numeric_domain("octagon")


def test_registration_is_checked() -> None:
    with pytest.raises(ValueError):
        register_numeric_domain("")
    with pytest.raises(TypeError):
        register_numeric_domain("not-a-domain")(int)

    class Impostor(Interval):
        __slots__ = ()

    with pytest.raises(ValueError, match="already taken"):
        register_numeric_domain("interval")(Impostor)
    assert get_numeric_domain("interval") is Interval
    # Re-registering the same class is harmless.
    assert register_numeric_domain("interval")(Interval) is Interval


def test_registering_and_unregistering() -> None:
    @register_numeric_domain("interval-alias-for-test")
    class Alias(Interval):
        __slots__ = ()

    try:
        assert "interval-alias-for-test" in numeric_domain_names()
        assert get_numeric_domain("interval-alias-for-test") is Alias
    finally:
        assert unregister_numeric_domain("interval-alias-for-test") is Alias
    assert "interval-alias-for-test" not in numeric_domain_names()


def test_abstract_classes_cannot_be_instantiated() -> None:
    for cls in (Lattice, BoundedLattice, NumericDomain):
        with pytest.raises(TypeError):
            cls()


# ---------------------------------------------------------------------------
# Package discovery and dependencies (run in fresh interpreters)
# ---------------------------------------------------------------------------


def _python(code: str, path: Path, block_hypothesis: bool = False) -> str:
    prelude = "import sys\n"
    if block_hypothesis:
        prelude += "sys.modules['hypothesis'] = None  # any import of it now fails\n"
    prelude += f"sys.path.insert(0, {str(path)!r})\n"
    result = subprocess.run(
        [sys.executable, "-c", prelude + textwrap.dedent(code)],
        capture_output=True, text=True, check=True,
    )
    return result.stdout.strip()


def test_import_needs_no_hypothesis() -> None:
    out = _python("import domains; print(domains.numeric_domain_names())",
                  PACKAGE_DIR.parent, block_hypothesis=True)
    assert "interval" in out


def test_a_module_dropped_into_the_package_registers_itself(tmp_path: Path) -> None:
    copy = tmp_path / "domains"
    shutil.copytree(PACKAGE_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "zzz_even.py").write_text(textwrap.dedent('''
        """A test-only domain: the interval domain under another name."""
        from .interval import Interval
        from .numeric import register_numeric_domain

        @register_numeric_domain("zzz-even")
        class Even(Interval):
            """Stand-in for a researcher's new domain."""
            __slots__ = ()
    '''))
    out = _python("import domains; print(' '.join(domains.numeric_domain_names()))", tmp_path)
    assert out.split() == sorted(numeric_domain_names() + ["zzz-even"])


# ---------------------------------------------------------------------------
# Concrete semantics
# ---------------------------------------------------------------------------


def test_c_division_and_remainder() -> None:
    assert [c_div(7, 2), c_div(-7, 2), c_div(7, -2), c_div(-7, -2)] == [3, -3, -3, 3]
    assert [c_mod(7, 2), c_mod(-7, 2), c_mod(7, -2), c_mod(-7, -2)] == [1, -1, 1, -1]
    for x in range(-20, 21):
        for y in (-7, -3, -1, 1, 2, 5):
            assert c_div(x, y) * y + c_mod(x, y) == x and abs(c_mod(x, y)) < abs(y)


def test_concrete_operators() -> None:
    assert concrete_binop("/", 1, 0) is None and concrete_binop("%", 1, 0) is None
    assert concrete_binop("<<", 1, -1) is None and concrete_binop(">>", 1, -1) is None
    assert concrete_binop("<<", -3, 2) == -12 and concrete_binop(">>", -5, 1) == -3
    assert concrete_binop("<", 1, 2) == 1 and concrete_binop("!=", 2, 2) == 0
    assert [concrete_unop(op, 5) for op in ("-", "~", "!", "+")] == [-5, -6, 0, 5]
    with pytest.raises(ValueError):
        concrete_binop("**", 1, 2)
    with pytest.raises(ValueError):
        concrete_unop("*", 1)


def test_integer_conversion() -> None:
    assert int_type_range(8, True) == (-128, 127) and int_type_range(8, False) == (0, 255)
    assert int_type_range(1, True) == (-1, 0)
    assert concrete_cast(-1, 8, False) == 255 and concrete_cast(256, 8, False) == 0
    assert concrete_cast(200, 8, True) == -56 and concrete_cast(-129, 8, True) == 127
    with pytest.raises(ValueError):
        int_type_range(0, True)


# ---------------------------------------------------------------------------
# Strategies reach the interesting values
# ---------------------------------------------------------------------------

STRATEGIES = {
    "interval": interval.strategy,
    "pair": pair.strategy,
    "constant": constant.strategy,
    "sign": sign.strategy,
}


def _half_bounded(v) -> bool:
    return not v.is_bottom() and None in v.bounds() and not v.is_top()


def _nonzero_constant(v) -> bool:
    return v.as_const() is not None and v.as_const() != 0


def _small_range_from_zero(v) -> bool:
    return not v.is_bottom() and v.as_const() is None and v.bounds()[0] == 0 and v.bounds()[1] is not None


#: What each strategy must produce besides ⊥, ⊤ and the constant 0 (only
#: what the domain can represent: constants have no half-bounded values,
#: signs no other constant).
CORNER_CASES = {
    "interval": [_half_bounded, _nonzero_constant, _small_range_from_zero],
    "pair": [_half_bounded, _nonzero_constant, _small_range_from_zero],
    "constant": [_nonzero_constant],
    "sign": [_half_bounded],
}


@pytest.mark.parametrize("name", sorted(STRATEGIES))
def test_strategies_hit_the_corner_cases(name: str) -> None:
    s = STRATEGIES[name]()
    for condition in [lambda v: v.is_bottom(), lambda v: v.is_top(), lambda v: v.as_const() == 0,
                      *CORNER_CASES[name]]:
        find(s, condition)


def test_interval_strategy_reaches_large_bounds() -> None:
    find(interval.strategy(), lambda v: not v.is_bottom() and abs(v.bounds()[1] or 0) > 2**32)


def test_pair_strategy_reaches_holes() -> None:
    find(pair.strategy(), lambda v: not v.contains(0) and v.contains(-1) and v.contains(1))


def test_powerset_strategy() -> None:
    s = powerset.strategy()
    find(s, lambda v: v.is_top())
    find(s, lambda v: v.is_bottom())
    find(s, lambda v: not v.is_top() and len(v) >= 3)

"""The interface of integer abstract domains, their registry, and the concrete semantics they approximate.

A numeric domain abstracts sets of *mathematical* integers.  Operators follow
C on unbounded integers: ``/`` truncates toward zero, ``%`` takes the sign of
the dividend, ``x << n`` is ``x * 2**n`` and ``x >> n`` is ``floor(x / 2**n)``
(arithmetic shift), comparisons yield 0 or 1.  Operations whose result is
undefined (a zero divisor, a negative shift count) contribute no result: a
divisor that can only be 0 gives ⊥.  Overflow is not modelled by the
operators; C's fixed widths enter only through :meth:`NumericDomain.cast`.

Domains register under a name so that a command-line tool can offer them::

    @register_numeric_domain("parity")
    class Parity(NumericDomain): ...

``import domains`` imports every public module of the package, so a module
dropped into ``domains/`` registers itself without further edits.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar, TypeVar

from .lattice import Lattice

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = [
    "ARITHMETIC_OPS",
    "BITWISE_OPS",
    "COMPARISON_OPS",
    "BINARY_OPS",
    "UNARY_OPS",
    "MAX_SHIFT",
    "NumericDomain",
    "UnknownDomainError",
    "register_numeric_domain",
    "unregister_numeric_domain",
    "get_numeric_domain",
    "numeric_domain_names",
    "c_div",
    "c_mod",
    "concrete_binop",
    "concrete_unop",
    "concrete_cast",
    "int_type_range",
]

ARITHMETIC_OPS = ("+", "-", "*", "/", "%")
BITWISE_OPS = ("<<", ">>", "&", "|", "^")
COMPARISON_OPS = ("<", "<=", ">", ">=", "==", "!=")
BINARY_OPS = ARITHMETIC_OPS + BITWISE_OPS + COMPARISON_OPS
UNARY_OPS = ("-", "~", "!", "+")

#: Shift counts above this are treated as "unboundedly large" by the shipped
#: domains: computing ``1 << count`` for absurd counts would exhaust memory, and
#: C shifts by at least the operand width are undefined anyway.
MAX_SHIFT = 256

N = TypeVar("N", bound="NumericDomain")


# ---------------------------------------------------------------------------
# Concrete semantics
# ---------------------------------------------------------------------------


def c_div(x: int, y: int) -> int:
    """Return C's ``x / y`` for ``y != 0``: the quotient truncated toward zero."""
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def c_mod(x: int, y: int) -> int:
    """Return C's ``x % y`` for ``y != 0``: ``x - (x / y) * y``, with the sign of ``x``."""
    return x - c_div(x, y) * y


def concrete_binop(op: str, x: int, y: int) -> int | None:
    """Return ``x op y`` on mathematical integers with C semantics, or None if undefined.

    Undefined means a zero divisor for ``/`` and ``%`` or a negative shift
    count.  The caller must keep ``<<`` counts reasonable: the result is
    computed exactly.
    """
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    if op == "/":
        return None if y == 0 else c_div(x, y)
    if op == "%":
        return None if y == 0 else c_mod(x, y)
    if op == "<<":
        return None if y < 0 else x << y
    if op == ">>":
        return None if y < 0 else x >> y
    if op == "&":
        return x & y
    if op == "|":
        return x | y
    if op == "^":
        return x ^ y
    if op == "<":
        return int(x < y)
    if op == "<=":
        return int(x <= y)
    if op == ">":
        return int(x > y)
    if op == ">=":
        return int(x >= y)
    if op == "==":
        return int(x == y)
    if op == "!=":
        return int(x != y)
    raise ValueError(f"unknown binary operator {op!r}")


def concrete_unop(op: str, x: int) -> int:
    """Return the C unary operator ``op`` applied to ``x`` on mathematical integers."""
    if op == "-":
        return -x
    if op == "~":
        return ~x
    if op == "!":
        return int(x == 0)
    if op == "+":
        return x
    raise ValueError(f"unknown unary operator {op!r}")


def int_type_range(bits: int, signed: bool) -> tuple[int, int]:
    """Return ``(min, max)`` of a two's-complement integer type of ``bits`` bits."""
    if not isinstance(bits, int) or bits < 1:
        raise ValueError(f"an integer type needs at least one bit, got {bits!r}")
    if signed:
        half = 1 << (bits - 1)
        return -half, half - 1
    return 0, (1 << bits) - 1


def concrete_cast(x: int, bits: int, signed: bool) -> int:
    """Return ``x`` converted to a ``bits``-bit integer type by two's-complement wrap-around.

    This is C's rule for unsigned targets.  For signed targets C leaves the
    result implementation-defined when ``x`` does not fit; every mainstream
    compiler wraps, which is what this returns.  Abstract ``cast`` results
    cover any implementation's choice, so they also cover this one.
    """
    lo, _ = int_type_range(bits, signed)
    return (x - lo) % (1 << bits) + lo


# ---------------------------------------------------------------------------
# Interface
# ---------------------------------------------------------------------------


class NumericDomain(Lattice):
    """A lattice abstracting sets of mathematical integers, with C's operators.

    Implementations provide the abstract methods below.  ``unop``,
    ``from_truth``, ``truth`` and ``cast`` have sound generic definitions in
    terms of the others; override them for precision or speed.

    Every abstract operation must be *sound*: its result's concretisation (γ)
    contains every concrete result obtainable from members of the operands'
    concretisations.  Operations on a ⊥ operand return ⊥.
    """

    __slots__ = ()

    #: The registry name, set by :func:`register_numeric_domain`.
    domain_name: ClassVar[str]

    # -- test hooks -----------------------------------------------------------
    # Read by the property tests (``tests/domains``, ``domains.testing``), never
    # by the analyzer: a domain states its own test parameters here instead of
    # a line in a test file.

    #: The most times a widening chain ``x_{i+1} = x_i.widen(y_{i+1})`` (without
    #: thresholds) or a narrowing chain may change, whatever the ``y_i``; derive
    #: it from the domain's structure (e.g. 3 for intervals: ⊥ → a value, then
    #: each bound jumps once).  The law tests fail a longer chain, so a widening
    #: that is really a join is caught.
    chain_bound: ClassVar[int] = 10

    @classmethod
    def member_strategy(cls, value: NumericDomain) -> SearchStrategy[int] | None:
        """Return a hypothesis strategy of integers in γ(``value``), or None for the generic sampler.

        ``value`` is not ⊥.  The generic sampler (:func:`domains.testing.members`)
        proposes integers near ``bounds()`` and keeps those ``contains()``
        accepts, so sparse values (a large modulus, say) make it reject most
        draws; a domain with such values returns a direct sampler here.  Every
        integer it produces must be a member (the tests check).  Import
        hypothesis inside the method: it is a test-only dependency.
        """
        return None

    # -- constructors ---------------------------------------------------------

    @classmethod
    @abstractmethod
    def const(cls: type[N], n: int) -> N:
        """Return the best abstraction of ``{n}``."""

    @classmethod
    @abstractmethod
    def range(cls: type[N], lo: int | None, hi: int | None) -> N:
        """Return the best abstraction of ``{n | lo <= n <= hi}``; None means unbounded."""

    @classmethod
    def from_truth(cls: type[N], may_be_false: bool, may_be_true: bool) -> N:
        """Return the abstraction of the C truth values ``{0 if may_be_false} ∪ {1 if may_be_true}``."""
        result = cls.bottom()
        if may_be_false:
            result = result.join(cls.const(0))
        if may_be_true:
            result = result.join(cls.const(1))
        return result

    # -- operators ------------------------------------------------------------

    @abstractmethod
    def binop(self: N, op: str, other: N) -> N:
        """Return a sound abstraction of ``{x op y | x ∈ γ(self), y ∈ γ(other), defined}``.

        ``op`` is one of :data:`BINARY_OPS`.  Comparisons give an abstraction
        of a subset of ``{0, 1}``.  Unknown operators raise ``ValueError``.
        """

    def unop(self: N, op: str) -> N:
        """Return a sound abstraction of ``{op x | x ∈ γ(self)}`` for ``op`` in :data:`UNARY_OPS`."""
        if op == "+":
            return self
        if op == "-":
            return self.const(0).binop("-", self)
        if op == "~":
            # ~x == -x - 1 on two's-complement integers of unbounded width.
            return self.const(0).binop("-", self).binop("-", self.const(1))
        if op == "!":
            may_zero, may_nonzero = self.truth()
            return self.from_truth(may_nonzero, may_zero)
        raise ValueError(f"unknown unary operator {op!r}")

    @abstractmethod
    def refine(self: N, op: str, other: N) -> tuple[N, N]:
        """Restrict both operands to the concrete pairs satisfying ``x op y``.

        ``op`` is a comparison.  Returns ``(self', other')`` with
        ``self' ≤ self`` and ``other' ≤ other`` such that every pair
        ``(x, y)`` of ``γ(self) × γ(other)`` with ``x op y`` true has
        ``x ∈ γ(self')`` and ``y ∈ γ(other')``.  An impossible condition gives
        ``(⊥, ⊥)``.
        """

    def truth(self) -> tuple[bool, bool]:
        """Return ``(may be zero, may be non-zero)``; ``(False, False)`` for ⊥."""
        if self.is_bottom():
            return False, False
        return self.contains(0), self.as_const() != 0

    def cast(self: N, bits: int, signed: bool) -> N:
        """Return a sound abstraction of converting ``γ(self)`` to a ``bits``-bit C integer type.

        The result is ``self`` when every value fits the type, and otherwise
        at least as precise as the type's full range.  ``_Bool`` is not an
        integer type of this kind; convert to it with :meth:`truth`.
        """
        if self.is_bottom() or self.fits(bits, signed):
            return self
        return self.range(*int_type_range(bits, signed))

    def fits(self, bits: int, signed: bool) -> bool:
        """Whether ``bounds()`` show every value fits a ``bits``-bit C integer type."""
        tmin, tmax = int_type_range(bits, signed)
        lo, hi = self.bounds()
        return lo is not None and hi is not None and tmin <= lo and hi <= tmax

    # -- queries --------------------------------------------------------------

    @abstractmethod
    def contains(self, n: int) -> bool:
        """Return whether ``n ∈ γ(self)``."""

    @abstractmethod
    def as_const(self) -> int | None:
        """Return ``n`` if ``γ(self) == {n}``, else None.  Must be exact."""

    @abstractmethod
    def bounds(self) -> tuple[int | None, int | None]:
        """Return the smallest ``(lo, hi)`` with ``γ(self) ⊆ [lo, hi]``; None means unbounded.

        Raises ``ValueError`` on ⊥, which has no members.
        """

    @abstractmethod
    def widen(self: N, other: N, thresholds: Sequence[int] = ()) -> N:
        """Widen, letting a growing bound stop at the next of the sorted ``thresholds``."""


# ---------------------------------------------------------------------------
# Registry
# ---------------------------------------------------------------------------

_REGISTRY: dict[str, type[NumericDomain]] = {}


class UnknownDomainError(KeyError, ValueError):
    """The error raised when no numeric domain is registered under a name.

    It is both a ``KeyError`` (a failed lookup) and a ``ValueError`` (a bad
    option value) so callers may catch whichever reads better.
    """

    def __str__(self) -> str:
        # KeyError would otherwise print the repr of its argument.
        return str(self.args[0]) if self.args else ""


def register_numeric_domain(name: str) -> Callable[[type[N]], type[N]]:
    """Return a class decorator registering a NumericDomain subclass under ``name``.

    Registering a second, unrelated class under a taken name is an error;
    re-registering a class with the same qualified name (e.g. after
    ``importlib.reload``) replaces the old entry.
    """
    if not isinstance(name, str) or not name:
        raise ValueError(f"a numeric domain name must be a non-empty string, got {name!r}")

    def decorate(cls: type[N]) -> type[N]:
        if not (isinstance(cls, type) and issubclass(cls, NumericDomain)):
            raise TypeError(f"{cls!r} is not a NumericDomain subclass")
        old = _REGISTRY.get(name)
        if old is not None and old is not cls and (
            (old.__module__, old.__qualname__) != (cls.__module__, cls.__qualname__)
        ):
            raise ValueError(
                f"numeric domain name {name!r} is already taken by "
                f"{old.__module__}.{old.__qualname__}"
            )
        cls.domain_name = name
        _REGISTRY[name] = cls
        return cls

    return decorate


def unregister_numeric_domain(name: str) -> type[NumericDomain]:
    """Remove and return the domain registered under ``name`` (for tests and plug-in reloading)."""
    try:
        return _REGISTRY.pop(name)
    except KeyError:
        raise UnknownDomainError(_unknown_message(name)) from None


def get_numeric_domain(name: str) -> type[NumericDomain]:
    """Return the numeric domain class registered under ``name``.

    Raises :class:`UnknownDomainError` listing the available names.
    """
    try:
        return _REGISTRY[name]
    except KeyError:
        raise UnknownDomainError(_unknown_message(name)) from None


def numeric_domain_names() -> list[str]:
    """Return the registered numeric domain names, sorted."""
    return sorted(_REGISTRY)


def _unknown_message(name: str) -> str:
    return f"unknown numeric domain {name!r}; available: {', '.join(numeric_domain_names())}"

"""The reduced product of numeric domains: a value of each, tightened by a ``reduce`` hook.

A reduced product is a numeric domain whose value is a tuple with one value
of each component domain; it stands for the integers every component
contains (γ is the intersection).  Each operation is computed componentwise
and the result passed through :meth:`ReducedProduct.reduce`, where the
components exchange what they know: an interval and a congruence, say,
tighten the interval's bounds to members of the class.  A new one is a
subclass naming its components and its reduction::

    @register_numeric_domain("interval_congruence")
    class IntervalCongruence(ReducedProduct):
        components = (Interval, Congruence)

        @classmethod
        def reduce(cls, values):
            iv, cg = values
            ...                 # tighten each using the other
            return iv, cg

Unlike :func:`domains.product` the product is *smashed*: a ⊥ component
(or one that ``reduce`` makes ⊥) makes the whole value ⊥, since no integer is
in the intersection.

The ``reduce`` contract: given a tuple of non-⊥ component values, return a
tuple with the same concretisation (the same intersection) in which each
component is ≤ the one given, and which ``reduce`` leaves unchanged
(idempotence: the combinator applies it once).  If the result is the *best*
tuple (each component the best abstraction of the intersection), the
product is a lattice with exact join and meet and passes the law tests as
is; a weaker reduction is sound, but the order is then only componentwise
and the domain belongs in the tests' ``JOIN_NOT_LEAST``.

Widening and narrowing are componentwise, followed by ``reduce``.  Reducing
after a widening can in general undo the widening's progress and break
termination; the law tests check every widening chain against the class's
``chain_bound``, which defaults to the sum of the components' bounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar, TypeVar

from .numeric import NumericDomain, int_type_range
from .product import check_components

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["ReducedProduct", "strategy_of"]

R = TypeVar("R", bound="ReducedProduct")


class ReducedProduct(NumericDomain):
    """A tuple of numeric values, one per class of ``components``, kept reduced by :meth:`reduce`.

    Subclass it with a ``components`` tuple of NumericDomain classes and,
    usually, a ``reduce`` classmethod; build values with ``Cls(a, b, ...)``
    or with the NumericDomain constructors.
    """

    __slots__ = ("_values", "_hash")

    #: The component classes, in order; set by each subclass.
    components: ClassVar[tuple[type[NumericDomain], ...]]
    _bottom_value: ClassVar[ReducedProduct]
    _top_value: ClassVar[ReducedProduct]

    _values: tuple[NumericDomain, ...]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        comps = getattr(cls, "components", None)
        if comps is None:
            return
        if "components" in cls.__dict__:
            comps = tuple(comps)
            if not comps:
                raise TypeError(f"{cls.__name__}.components is empty")
            for c in comps:
                if not (isinstance(c, type) and issubclass(c, NumericDomain)):
                    raise TypeError(f"{cls.__name__}: component {c!r} is not a NumericDomain subclass")
            cls.components = comps
            if "chain_bound" not in cls.__dict__:
                cls.chain_bound = sum(c.chain_bound for c in comps)
        # Every class gets its own ⊥ and ⊤ (a subclass's values are of the subclass).
        cls._bottom_value = cls._make(tuple(c.bottom() for c in comps))
        cls._top_value = cls._build(tuple(c.top() for c in comps))

    # -- the hook -------------------------------------------------------------

    @classmethod
    def reduce(cls, values: tuple[NumericDomain, ...]) -> tuple[NumericDomain, ...]:
        """Return ``values`` (no component ⊥) with each component tightened by what the others know.

        See the module docstring for the contract.  A component may be made
        ⊥ to say the intersection is empty.  The default does nothing (the
        plain, unreduced product).
        """
        return values

    # -- construction ---------------------------------------------------------

    def __new__(cls: type[R], *values: NumericDomain) -> R:
        if not hasattr(cls, "components"):
            raise TypeError("subclass ReducedProduct with a components tuple before building values")
        check_components(cls, values)
        return cls._build(values)

    @classmethod
    def _make(cls: type[R], values: tuple[NumericDomain, ...]) -> R:
        self = object.__new__(cls)
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "_hash", None)
        return self

    @classmethod
    def _build(cls: type[R], values: tuple[NumericDomain, ...]) -> R:
        """The reduced value of a tuple of components (⊥ if any is or becomes ⊥)."""
        if any(v.is_bottom() for v in values):
            return cls._bottom_value
        values = tuple(cls.reduce(values))
        if any(v.is_bottom() for v in values):
            return cls._bottom_value
        return cls._make(values)

    def _map(self: R, f: Callable[..., NumericDomain], *others: R) -> R:
        """The reduced value of ``f`` applied to each component (and the others' same component)."""
        return self._build(tuple(f(*vs) for vs in zip(self._values, *(o._values for o in others))))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return type(self)._from_values, (self._values,)

    @classmethod
    def _from_values(cls: type[R], values: tuple[NumericDomain, ...]) -> R:
        return cls._build(tuple(values))

    @property
    def values(self) -> tuple[NumericDomain, ...]:
        """The (reduced) component values, in the order of ``components``."""
        return self._values

    def __getitem__(self, i: int) -> NumericDomain:
        return self._values[i]

    # -- NumericDomain constructors ---------------------------------------------

    @classmethod
    def bottom(cls: type[R]) -> R:
        return cls._bottom_value

    @classmethod
    def top(cls: type[R]) -> R:
        return cls._top_value

    @classmethod
    def const(cls: type[R], n: int) -> R:
        return cls._build(tuple(c.const(n) for c in cls.components))

    @classmethod
    def range(cls: type[R], lo: int | None, hi: int | None) -> R:
        return cls._build(tuple(c.range(lo, hi) for c in cls.components))

    @classmethod
    def from_truth(cls: type[R], may_be_false: bool, may_be_true: bool) -> R:
        return cls._build(tuple(c.from_truth(may_be_false, may_be_true) for c in cls.components))

    # -- queries --------------------------------------------------------------

    def is_bottom(self) -> bool:
        return self._values[0].is_bottom()

    def is_top(self) -> bool:
        return all(v.is_top() for v in self._values)

    def contains(self, n: int) -> bool:
        return all(v.contains(n) for v in self._values)

    def as_const(self) -> int | None:
        # Each component's answer is exact, and a non-⊥ value has a member.
        for v in self._values:
            n = v.as_const()
            if n is not None:
                return n
        return None

    def bounds(self) -> tuple[int | None, int | None]:
        if self.is_bottom():
            raise ValueError("⊥ has no bounds")
        lo = hi = None
        for v in self._values:
            vlo, vhi = v.bounds()
            if vlo is not None and (lo is None or vlo > lo):
                lo = vlo
            if vhi is not None and (hi is None or vhi < hi):
                hi = vhi
        return lo, hi

    # -- lattice --------------------------------------------------------------

    def leq(self: R, other: R) -> bool:
        if self is other or self.is_bottom():
            return True
        if other.is_bottom():
            return False
        return all(a.leq(b) for a, b in zip(self._values, other._values))

    def join(self: R, other: R) -> R:
        if other.leq(self):
            return self
        if self.leq(other):
            return other
        return self._map(lambda a, b: a.join(b), other)

    def meet(self: R, other: R) -> R:
        if self.leq(other):
            return self
        if other.leq(self):
            return other
        return self._map(lambda a, b: a.meet(b), other)

    def widen(self: R, other: R, thresholds: Sequence[int] = ()) -> R:
        if self.is_bottom():
            return other
        if other.leq(self):
            return self
        return self._map(lambda a, b: a.widen(b, thresholds), other)

    def narrow(self: R, other: R) -> R:
        if self.is_bottom() or other.is_bottom():
            return self._bottom_value
        return self._map(lambda a, b: a.narrow(b), other)

    # -- operators ------------------------------------------------------------

    def binop(self: R, op: str, other: R) -> R:
        return self._map(lambda a, b: a.binop(op, b), other)

    def unop(self: R, op: str) -> R:
        return self._map(lambda a: a.unop(op))

    def refine(self: R, op: str, other: R) -> tuple[R, R]:
        pairs = [a.refine(op, b) for a, b in zip(self._values, other._values)]
        x = self._build(tuple(p[0] for p in pairs))
        y = self._build(tuple(p[1] for p in pairs))
        if x.is_bottom() or y.is_bottom():
            return self._bottom_value, self._bottom_value
        return x, y

    def cast(self: R, bits: int, signed: bool) -> R:
        # Decided on the product's bounds: a component alone may not know the value fits.
        if self.is_bottom() or self.fits(bits, signed):
            return self
        return self._map(lambda a: a.cast(bits, signed))

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values == other._values

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((type(self).__qualname__, self._values))
            object.__setattr__(self, "_hash", h)
        return h

    def __str__(self) -> str:
        if self.is_bottom():
            return "⊥"
        if self.is_top():
            return "⊤"
        return "(" + ", ".join(str(v) for v in self._values) + ")"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(repr(v) for v in self._values)})"


def strategy_of(cls: type[ReducedProduct]) -> SearchStrategy[ReducedProduct]:
    """Return a strategy of values of a reduced product: reduced tuples of its components' values.

    A module defining a reduced product can use it as its ``strategy()``.
    """
    from hypothesis import strategies as st

    from .testing import strategy_for

    return st.tuples(*(strategy_for(c) for c in cls.components)).map(lambda vs: cls._build(vs))

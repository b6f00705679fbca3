"""The cartesian product of lattices, ordered componentwise.

``product(A, B, ...)`` returns the product class over those component
classes (cached, so equal arguments give the same class); ``P(a, b, ...)``
builds a value.  Every lattice operation acts on each component separately,
so the laws (and widening termination) carry over from the components.

The product is *not* smashed: ``(⊥, b)`` with ``b`` non-⊥ is a distinct,
non-⊥ value, and ``is_bottom()`` holds only when every component is ⊥.  That
fits products whose components describe different aspects of one value (an
integer part and a pointer part, say), where ⊥ in one aspect says "not of
this kind" rather than "unreachable".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, ClassVar, TypeVar

from .lattice import BoundedLattice, Lattice

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Product", "product", "strategy"]

P = TypeVar("P", bound="Product")

_CLASSES: dict[tuple[type, ...], type] = {}


def product(*classes: type[Lattice]) -> type[Product]:
    """Return the Product class over the given lattice classes (one class per tuple of classes)."""
    cls = _CLASSES.get(classes)
    if cls is None:
        if not classes:
            raise ValueError("a product needs at least one component")
        for c in classes:
            if not (isinstance(c, type) and issubclass(c, Lattice)):
                raise TypeError(f"{c!r} is not a Lattice subclass")
        cls = type(
            f"Product[{', '.join(c.__name__ for c in classes)}]",
            (Product,),
            {"__slots__": (), "__module__": __name__, "components": classes},
        )
        cls._bottom_value = cls._make(tuple(c.bottom() for c in classes))
        cls._top_value = cls._make(tuple(c.top() for c in classes))
        _CLASSES[classes] = cls
    return cls



def check_components(cls: type, values: tuple) -> None:
    """Raise TypeError unless ``values`` match ``cls.components`` in number and class
    (shared by products and reduced products)."""
    comps = cls.components
    if len(values) != len(comps):
        raise TypeError(f"{cls.__name__} takes {len(comps)} components, got {len(values)}")
    for v, c in zip(values, comps):
        if not isinstance(v, c):
            raise TypeError(f"component {v!r} is not a {c.__name__}")

class Product(BoundedLattice):
    """A tuple of lattice values ordered componentwise; instantiate a class made by :func:`product`."""

    __slots__ = ("_values", "_hash")

    components: ClassVar[tuple[type[Lattice], ...]]
    _bottom_value: ClassVar[Product]
    _top_value: ClassVar[Product]

    _values: tuple[Lattice, ...]
    _hash: int | None

    def __new__(cls: type[P], *values: Lattice) -> P:
        if not hasattr(cls, "components"):
            raise TypeError("instantiate a class made by product(*classes), not Product itself")
        check_components(cls, values)
        return cls._make(values)

    @classmethod
    def _make(cls: type[P], values: tuple[Lattice, ...]) -> P:
        self = object.__new__(cls)
        object.__setattr__(self, "_values", values)
        object.__setattr__(self, "_hash", None)
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return _rebuild, (self.components, self._values)

    # -- tuple interface ------------------------------------------------------

    @property
    def values(self) -> tuple[Lattice, ...]:
        """The components as a tuple."""
        return self._values

    def __getitem__(self, i: int) -> Lattice:
        return self._values[i]

    def __iter__(self) -> Iterator[Lattice]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def replace(self: P, i: int, value: Lattice) -> P:
        """Return this product with component ``i`` replaced by ``value``."""
        if not isinstance(value, self.components[i]):
            raise TypeError(f"component {value!r} is not a {self.components[i].__name__}")
        vs = list(self._values)
        vs[i] = value
        return self._make(tuple(vs))

    # -- bounds ---------------------------------------------------------------

    @classmethod
    def bottom(cls: type[P]) -> P:
        return cls._bottom_value

    @classmethod
    def top(cls: type[P]) -> P:
        return cls._top_value

    def is_bottom(self) -> bool:
        return all(v.is_bottom() for v in self._values)

    def is_top(self) -> bool:
        return all(v.is_top() for v in self._values)

    # -- lattice hooks ----------------------------------------------------------

    def _rebuild_from(self: P, other: P, values: list[Lattice]) -> P:
        # Reuse an operand when the componentwise result is identical to it.
        if all(a is b for a, b in zip(values, self._values)):
            return self
        if all(a is b for a, b in zip(values, other._values)):
            return other
        return self._make(tuple(values))

    def _leq(self, other: P) -> bool:
        return all(a.leq(b) for a, b in zip(self._values, other._values))

    def _join(self: P, other: P) -> P:
        return self._rebuild_from(other, [a.join(b) for a, b in zip(self._values, other._values)])

    def _meet(self: P, other: P) -> P:
        return self._rebuild_from(other, [a.meet(b) for a, b in zip(self._values, other._values)])

    def _widen(self: P, other: P, thresholds: Sequence[int]) -> P:
        if thresholds:
            vs = [a.widen(b, thresholds) for a, b in zip(self._values, other._values)]
        else:
            vs = [a.widen(b) for a, b in zip(self._values, other._values)]
        return self._rebuild_from(other, vs)

    def _narrow(self: P, other: P) -> P:
        return self._rebuild_from(other, [a.narrow(b) for a, b in zip(self._values, other._values)])

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
            h = hash(self._values)
            object.__setattr__(self, "_hash", h)
        return h

    def __str__(self) -> str:
        if self.is_bottom():
            return "⊥"
        if self.is_top():
            return "⊤"
        return "(" + ", ".join(str(v) for v in self._values) + ")"

    def __repr__(self) -> str:
        names = ", ".join(c.__name__ for c in self.components)
        return f"product({names})({', '.join(repr(v) for v in self._values)})"


def _rebuild(components: tuple[type[Lattice], ...], values: tuple[Lattice, ...]) -> Product:
    return product(*components)._make(values)


def strategy(product_cls: type[Product],
             *component_strategies: SearchStrategy[Lattice]) -> SearchStrategy[Product]:
    """Return a hypothesis strategy of values of ``product_cls``, with ⊥ and ⊤.

    Component strategies default to :func:`domains.testing.strategy_for` of
    each component class.
    """
    from hypothesis import strategies as st

    from .testing import strategy_for

    if not component_strategies:
        component_strategies = tuple(strategy_for(c) for c in product_cls.components)
    if len(component_strategies) != len(product_cls.components):
        raise ValueError("one strategy per component is needed")
    return st.one_of(
        st.tuples(*component_strategies).map(product_cls._make),
        st.sampled_from([product_cls.bottom(), product_cls.top()]),
    )

"""The abstract base class every abstract domain of this library implements.

An abstract domain is a lattice of immutable, hashable values.  Two values are
``==`` exactly when they are the same lattice element: every domain keeps its
values in a canonical form so that structural equality coincides with the
order (``a == b`` iff ``a.leq(b) and b.leq(a)``).

Printing convention (shared by every domain of the package): the least and the
greatest element of any domain print as ``⊥`` and ``⊤``; integer infinities
print as ASCII ``-oo`` and ``+oo``; disjoint pieces of a set are separated by
`` ∪ ``.  Everything else is ASCII.  ``str`` output is deterministic: it never
depends on hash seeds or insertion order.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TypeVar

__all__ = ["Lattice", "BoundedLattice"]

L = TypeVar("L", bound="Lattice")


class Lattice(ABC):
    """An immutable, hashable element of a lattice with widening and narrowing.

    Order and bounds
        ``leq`` is a partial order with least element ``bottom()`` and greatest
        element ``top()``; ``join`` is the least upper bound and ``meet`` the
        greatest lower bound.  ``is_bottom()``/``is_top()`` are exact: they
        hold exactly for the values equal to ``bottom()``/``top()``.

    Widening contract
        The fixpoint engine calls ``old.widen(new)`` **without** guaranteeing
        ``old.leq(new)`` -- it may pass a ``new`` value that was never joined
        with ``old``.  The result must be an upper bound of both arguments,
        and for every sequence ``y1, y2, ...`` the chain ``x1 = x0.widen(y1)``,
        ``x2 = x1.widen(y2)``, ... must stabilise after finitely many steps.
        ``thresholds`` is a hint for numeric domains (a sorted sequence of
        integers at which a growing bound may stop instead of jumping to
        infinity); domains without numeric bounds ignore it and containers
        forward it to their components.

    Narrowing contract
        ``wide.narrow(refined)`` is called with ``refined.leq(wide)``.  The
        result ``r`` satisfies ``refined.leq(r)`` and ``r.leq(wide)`` (it is
        meet-like), and every decreasing sequence built as
        ``x_{i+1} = x_i.narrow(y_i)`` stabilises after finitely many steps.

    Immutability
        Values reject attribute assignment; constructors set their slots with
        ``object.__setattr__``.  Copying returns the value itself.
    """

    __slots__ = ()

    # -- bounds ---------------------------------------------------------------

    @classmethod
    @abstractmethod
    def bottom(cls: type[L]) -> L:
        """Return the least element (⊥, the empty set of concrete states)."""

    @classmethod
    @abstractmethod
    def top(cls: type[L]) -> L:
        """Return the greatest element (⊤, no information)."""

    @abstractmethod
    def is_bottom(self) -> bool:
        """Return whether this value is ⊥."""

    @abstractmethod
    def is_top(self) -> bool:
        """Return whether this value is ⊤."""

    # -- order and operators --------------------------------------------------

    @abstractmethod
    def leq(self: L, other: L) -> bool:
        """Return whether ``self`` is below or equal to ``other``."""

    @abstractmethod
    def join(self: L, other: L) -> L:
        """Return the least upper bound of ``self`` and ``other``."""

    @abstractmethod
    def meet(self: L, other: L) -> L:
        """Return the greatest lower bound of ``self`` and ``other``."""

    @abstractmethod
    def widen(self: L, other: L, thresholds: Sequence[int] = ()) -> L:
        """Return ``self ∇ other`` following the widening contract above."""

    @abstractmethod
    def narrow(self: L, other: L) -> L:
        """Return ``self Δ other`` following the narrowing contract above."""

    # -- value protocol -------------------------------------------------------

    @abstractmethod
    def __eq__(self, other: object) -> bool:
        """Return structural (hence lattice) equality."""

    @abstractmethod
    def __hash__(self) -> int:
        """Return a hash consistent with ``__eq__``."""

    @abstractmethod
    def __str__(self) -> str:
        """Return a deterministic human-readable rendering."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} values are immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} values are immutable")

    def __copy__(self: L) -> L:
        return self

    def __deepcopy__(self: L, memo: object) -> L:
        return self


class BoundedLattice(Lattice):
    """A Lattice that handles the ⊥ and ⊤ cases once so subclasses only write the ordinary ones.

    Subclasses implement ``bottom``, ``top``, ``is_bottom``, ``is_top`` and the
    hooks ``_leq``, ``_join``, ``_meet``, ``_widen`` and ``_narrow``; the hooks
    are only ever called with two operands that are neither ⊥ nor ⊤.
    """

    __slots__ = ()

    @abstractmethod
    def _leq(self: L, other: L) -> bool:
        """Order on two values that are neither ⊥ nor ⊤."""

    @abstractmethod
    def _join(self: L, other: L) -> L:
        """Join of two values that are neither ⊥ nor ⊤."""

    @abstractmethod
    def _meet(self: L, other: L) -> L:
        """Meet of two values that are neither ⊥ nor ⊤."""

    @abstractmethod
    def _widen(self: L, other: L, thresholds: Sequence[int]) -> L:
        """Widening of two values that are neither ⊥ nor ⊤."""

    @abstractmethod
    def _narrow(self: L, other: L) -> L:
        """Narrowing of two values that are neither ⊥ nor ⊤."""

    def leq(self: L, other: L) -> bool:
        if self is other or self.is_bottom() or other.is_top():
            return True
        # Exactness of is_bottom/is_top makes these two answers definite.
        if other.is_bottom() or self.is_top():
            return False
        return self._leq(other)

    def join(self: L, other: L) -> L:
        if self is other or other.is_bottom() or self.is_top():
            return self
        if self.is_bottom() or other.is_top():
            return other
        return self._join(other)

    def meet(self: L, other: L) -> L:
        if self is other or self.is_bottom() or other.is_top():
            return self
        if other.is_bottom() or self.is_top():
            return other
        return self._meet(other)

    def widen(self: L, other: L, thresholds: Sequence[int] = ()) -> L:
        # ⊤ absorbs, and ⊥ contributes nothing: both keep the result an upper
        # bound and can only shorten a widening chain.
        if self is other or other.is_bottom() or self.is_top():
            return self
        if self.is_bottom() or other.is_top():
            return other
        return self._widen(other, thresholds)

    def narrow(self: L, other: L) -> L:
        # With refined ≤ wide: a ⊥ on either side forces ⊥, and narrowing ⊤
        # may take the refined value wholesale (it lies between the two).
        if self is other or self.is_bottom() or other.is_top():
            return self
        if other.is_bottom() or self.is_top():
            return other
        return self._narrow(other)

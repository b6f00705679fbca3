"""The powerset domain: finite sets of hashable elements, plus a ⊤ meaning "any element".

Order is inclusion, join union, meet intersection.  The universe of
elements is not known to the domain, so ⊤ is a distinguished value rather
than a set: it contains every element but cannot be enumerated.

Widening is the join.  That terminates -- the widening contract holds --
exactly when only finitely many distinct elements can occur, which is the
intended use (allocation sites, program variables, abstract locations of a
finite program).  A client with an unbounded universe must widen to ⊤
itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, TypeVar

from ._display import display_key
from .lattice import BoundedLattice

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["Powerset", "strategy"]

P = TypeVar("P", bound="Powerset")


class Powerset(BoundedLattice):
    """A finite set of hashable elements, or ⊤ (every element); ``Powerset(iterable)``.

    Subclass it to get a distinct domain type for a kind of element; values of
    different classes never compare equal.  Iteration order is unspecified;
    :meth:`sorted` and ``str`` are deterministic.
    """

    __slots__ = ("_elems", "_top")

    _elems: frozenset
    _top: bool

    def __init__(self, elements: Iterable[Hashable] = ()) -> None:
        object.__setattr__(self, "_elems", frozenset(elements))
        object.__setattr__(self, "_top", False)

    @classmethod
    def _make(cls: type[P], elems: frozenset, top: bool = False) -> P:
        self = object.__new__(cls)
        object.__setattr__(self, "_elems", elems)
        object.__setattr__(self, "_top", top)
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self._top:
            return _rebuild_top, (type(self),)
        return type(self), (self._elems,)

    # -- bounds ---------------------------------------------------------------

    @classmethod
    def bottom(cls: type[P]) -> P:
        return cls._make(frozenset())

    @classmethod
    def top(cls: type[P]) -> P:
        return cls._make(frozenset(), True)

    def is_bottom(self) -> bool:
        return not self._top and not self._elems

    def is_top(self) -> bool:
        return self._top

    # -- set interface --------------------------------------------------------

    @property
    def elements(self) -> frozenset:
        """The elements as a frozenset.  Raises ValueError on ⊤."""
        self._require_finite()
        return self._elems

    def add(self: P, element: Hashable) -> P:
        """Return this set with ``element`` added (⊤ stays ⊤)."""
        if self._top or element in self._elems:
            return self
        return self._make(self._elems | {element})

    def sorted(self) -> list:
        """Return the elements in a deterministic order: numbers numerically, then others by ``str``.

        Raises ValueError on ⊤.
        """
        self._require_finite()
        return sorted(self._elems, key=display_key)

    def __contains__(self, element: object) -> bool:
        return self._top or element in self._elems

    def __iter__(self) -> Iterator:
        self._require_finite()
        return iter(self._elems)

    def __len__(self) -> int:
        self._require_finite()
        return len(self._elems)

    def __bool__(self) -> bool:
        # Defined explicitly so that truth does not go through __len__,
        # which ⊤ cannot answer.
        return self._top or bool(self._elems)

    def _require_finite(self) -> None:
        if self._top:
            raise ValueError("⊤ (any element) cannot be enumerated")

    # -- lattice hooks (operands are neither ⊥ nor ⊤) --------------------------

    def _leq(self, other: P) -> bool:
        return self._elems <= other._elems

    def _join(self: P, other: P) -> P:
        if other._elems <= self._elems:
            return self
        if self._elems <= other._elems:
            return other
        return self._make(self._elems | other._elems)

    def _meet(self: P, other: P) -> P:
        if self._elems <= other._elems:
            return self
        if other._elems <= self._elems:
            return other
        return self._make(self._elems & other._elems)

    def _widen(self: P, other: P, thresholds: Sequence[int]) -> P:
        return self._join(other)

    def _narrow(self: P, other: P) -> P:
        return self._meet(other)

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._top == other._top and self._elems == other._elems

    def __hash__(self) -> int:
        return hash((self._top, self._elems))

    def __str__(self) -> str:
        if self._top:
            return "⊤"
        if not self._elems:
            return "⊥"
        return "{" + ", ".join(str(e) for e in self.sorted()) + "}"

    def __repr__(self) -> str:
        name = type(self).__name__
        if self._top:
            return f"{name}.top()"
        return f"{name}([{', '.join(repr(e) for e in self.sorted())}])"


def _rebuild_top(cls: type[P]) -> P:
    return cls.top()


def strategy(elements: SearchStrategy[Hashable] | None = None,
             cls: type[Powerset] = Powerset) -> SearchStrategy[Powerset]:
    """Return a hypothesis strategy of Powersets (default elements: 0..5), including ⊥ and ⊤."""
    from hypothesis import strategies as st

    if elements is None:
        elements = st.integers(0, 5)
    return st.one_of(
        st.frozensets(elements, max_size=6).map(cls),
        st.sampled_from([cls.bottom(), cls.top()]),
    )

"""The map domain: finite maps from keys to values of one lattice, ordered pointwise.

An absent key maps to the value lattice's ⊥, and ⊥ values are never stored,
so every lattice element has exactly one representation and a map's size is
its number of non-⊥ entries.  ⊤ (every key maps to ⊤) is a distinguished
value because the key universe is unknown.

``map_domain(V)`` returns the map class over value class ``V`` (cached, so
``map_domain(V) is map_domain(V)``).  Maps are backed by a dict and built
for the inner loop of a fixpoint engine:

* the hash is computed once and cached;
* ``a.join(a)``, joins with ⊥, and joins that add nothing return an existing
  object without copying (likewise for ``meet``, ``widen``, ``narrow``), so
  ``new is old`` is a cheap stability test;
* binary operations iterate over the smaller operand where possible, and a
  join copies the larger dict once;
* they rely on the value lattice returning ``self`` from ``join`` when
  nothing changes, as every domain in this package does.

Widening is pointwise, so its chains stabilise as long as only finitely
many keys occur (the same assumption as for :mod:`domains.powerset`).
"""

from __future__ import annotations

from collections.abc import Hashable, ItemsView, Iterable, Iterator, KeysView, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar, TypeVar

from ._display import display_key
from .lattice import Lattice

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

__all__ = ["MapDomain", "map_domain", "strategy"]

M = TypeVar("M", bound="MapDomain")

_CLASSES: dict[type, type] = {}


def map_domain(value_cls: type[Lattice]) -> type[MapDomain]:
    """Return the MapDomain subclass whose values belong to ``value_cls`` (one class per value class)."""
    cls = _CLASSES.get(value_cls)
    if cls is None:
        if not (isinstance(value_cls, type) and issubclass(value_cls, Lattice)):
            raise TypeError(f"{value_cls!r} is not a Lattice subclass")
        cls = type(
            f"MapDomain[{value_cls.__name__}]",
            (MapDomain,),
            {
                "__slots__": (),
                "__module__": __name__,
                "value_cls": value_cls,
                "_value_bottom": value_cls.bottom(),
                "_value_top": value_cls.top(),
            },
        )
        cls._bottom_map = cls._make({})
        cls._top_map = cls._make({}, top=True)
        _CLASSES[value_cls] = cls
    return cls


class MapDomain(Lattice):
    """A finite map key → value with pointwise order; instantiate a class made by :func:`map_domain`.

    ``M(mapping)`` builds a map from a dict or an iterable of pairs (⊥ values
    are dropped).  Updates return new maps.
    """

    __slots__ = ("_d", "_hash", "_top")

    value_cls: ClassVar[type[Lattice]]
    _value_bottom: ClassVar[Lattice]
    _value_top: ClassVar[Lattice]
    _bottom_map: ClassVar[MapDomain]
    _top_map: ClassVar[MapDomain]

    _d: dict
    _hash: int | None
    _top: bool

    def __new__(cls: type[M], mapping: Mapping | Iterable[tuple[Hashable, Lattice]] = ()) -> M:
        if not hasattr(cls, "value_cls"):
            raise TypeError("instantiate a class made by map_domain(value_cls), not MapDomain itself")
        items = mapping.items() if isinstance(mapping, Mapping) else mapping
        value_cls = cls.value_cls
        d = {}
        for k, v in items:
            if not isinstance(v, value_cls):
                raise TypeError(f"value {v!r} for key {k!r} is not a {value_cls.__name__}")
            if not v.is_bottom():
                d[k] = v
        return cls._make(d)

    @classmethod
    def _make(cls: type[M], d: dict, top: bool = False) -> M:
        # The dict is owned by the new map and never mutated afterwards.
        self = object.__new__(cls)
        object.__setattr__(self, "_d", d)
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_top", top)
        return self

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return _rebuild, (self.value_cls, tuple(self._d.items()), self._top)

    # -- bounds ---------------------------------------------------------------

    @classmethod
    def bottom(cls: type[M]) -> M:
        return cls._bottom_map

    @classmethod
    def top(cls: type[M]) -> M:
        return cls._top_map

    def is_bottom(self) -> bool:
        return not self._d and not self._top

    def is_top(self) -> bool:
        return self._top

    # -- map interface --------------------------------------------------------

    def get(self, key: Hashable) -> Lattice:
        """Return the value at ``key``: ⊥ if absent, the value ⊤ if this map is ⊤."""
        if self._top:
            return self._value_top
        return self._d.get(key, self._value_bottom)

    def set(self: M, key: Hashable, value: Lattice) -> M:
        """Return this map with ``key`` strongly updated to ``value`` (⊥ removes it).

        ⊤ stays ⊤: "every other key is ⊤" is not representable, and ⊤ is a
        sound answer.
        """
        if self._top:
            return self
        d = self._d
        if value.is_bottom():
            return self.remove(key)
        old = d.get(key)
        if old is value or (old is not None and old == value):
            return self
        d = dict(d)
        d[key] = value
        return self._make(d)

    def weak_set(self: M, key: Hashable, value: Lattice) -> M:
        """Return this map with ``value`` joined into the value at ``key``."""
        if self._top:
            return self
        old = self._d.get(key)
        if old is None:
            return self.set(key, value)
        new = old.join(value)
        if new is old:
            return self
        return self.set(key, new)

    def update(self: M, pairs: Mapping | Iterable[tuple[Hashable, Lattice]]) -> M:
        """Return this map with several strong updates, copying the dict once."""
        if self._top:
            return self
        items = pairs.items() if isinstance(pairs, Mapping) else pairs
        d = dict(self._d)
        for k, v in items:
            if v.is_bottom():
                d.pop(k, None)
            else:
                d[k] = v
        return self._make(d)

    def remove(self: M, key: Hashable) -> M:
        """Return this map with ``key`` mapped to ⊥ (⊤ stays ⊤, as for :meth:`set`)."""
        if self._top or key not in self._d:
            return self
        d = dict(self._d)
        del d[key]
        return self._make(d)

    def items(self) -> ItemsView:
        """Return a read-only view of the (key, non-⊥ value) pairs.  Raises ValueError on ⊤."""
        self._require_finite()
        return self._d.items()

    def keys(self) -> KeysView:
        """Return a read-only view of the keys with non-⊥ values.  Raises ValueError on ⊤."""
        self._require_finite()
        return self._d.keys()

    def __contains__(self, key: object) -> bool:
        return self._top or key in self._d

    def __iter__(self) -> Iterator:
        self._require_finite()
        return iter(self._d)

    def __len__(self) -> int:
        self._require_finite()
        return len(self._d)

    def __bool__(self) -> bool:
        return self._top or bool(self._d)

    def _require_finite(self) -> None:
        if self._top:
            raise ValueError("⊤ maps every key to ⊤ and cannot be enumerated")

    # -- lattice --------------------------------------------------------------

    def leq(self, other: M) -> bool:
        if self is other or other._top:
            return True
        if self._top:
            return False
        a, b = self._d, other._d
        # Stored values are non-⊥, so a key missing from `other` refutes ≤.
        if len(a) > len(b):
            return False
        for k, v in a.items():
            w = b.get(k)
            if w is None or not (v is w or v.leq(w)):
                return False
        return True

    def join(self: M, other: M) -> M:
        # ⊤ has an empty dict too, so test the ⊤ flags before emptiness.
        if self is other or self._top:
            return self
        if other._top or not self._d:
            return other
        if not other._d:
            return self
        # Copy the larger map at most once and fold the smaller one into it.
        big, small = (self, other) if len(self._d) >= len(other._d) else (other, self)
        bd = big._d
        out = None
        for k, v in small._d.items():
            w = bd.get(k)
            if w is None:
                nv = v
            elif w is v:
                continue
            else:
                nv = w.join(v)
                if nv is w:
                    continue
            if out is None:
                out = dict(bd)
            out[k] = nv
        return big if out is None else self._make(out)

    def meet(self: M, other: M) -> M:
        if self is other or other._top:
            return self
        if self._top or not other._d:
            return other
        if not self._d:
            return self
        small, big = (self, other) if len(self._d) <= len(other._d) else (other, self)
        bd = big._d
        out = {}
        same = True  # whether the result equals `small`
        for k, v in small._d.items():
            w = bd.get(k)
            if w is None:
                same = False
                continue
            nv = v if v is w else v.meet(w)
            if nv is not v:
                same = False
            if not nv.is_bottom():
                out[k] = nv
        return small if same else self._make(out)

    def widen(self: M, other: M, thresholds: Sequence[int] = ()) -> M:
        if self is other or self._top:
            return self
        if other._top or not self._d:
            return other
        if not other._d:
            return self
        d = self._d
        out = None
        for k, v in other._d.items():
            w = d.get(k)
            if w is None:
                nv = v
            elif w is v:
                continue
            else:
                nv = w.widen(v, thresholds) if thresholds else w.widen(v)
                if nv is w or nv == w:
                    continue
            if out is None:
                out = dict(d)
            out[k] = nv
        return self if out is None else self._make(out)

    def narrow(self: M, other: M) -> M:
        if self is other or self._top and other._top:
            return self
        if self._top:
            return other
        if other._top:
            return self
        od = other._d
        vbot = self._value_bottom
        out = {}
        changed = False
        for k, w in self._d.items():
            v = od.get(k, vbot)
            nv = w if v is w else w.narrow(v)
            if nv is not w:
                changed = True
            if not nv.is_bottom():
                out[k] = nv
        return self._make(out) if changed else self

    # -- value protocol -------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        if self._top != other._top:
            return False
        h1, h2 = self._hash, other._hash
        if h1 is not None and h2 is not None and h1 != h2:
            return False
        return self._d == other._d

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self._top, frozenset(self._d.items())))
            object.__setattr__(self, "_hash", h)
        return h

    def __str__(self) -> str:
        if self._top:
            return "⊤"
        if not self._d:
            return "⊥"
        entries = sorted(self._d.items(), key=lambda kv: display_key(kv[0]))
        return "{" + ", ".join(f"{k}: {v}" for k, v in entries) + "}"

    def __repr__(self) -> str:
        name = f"map_domain({self.value_cls.__name__})"
        if self._top:
            return f"{name}.top()"
        entries = sorted(self._d.items(), key=lambda kv: display_key(kv[0]))
        return f"{name}({{{', '.join(f'{k!r}: {v!r}' for k, v in entries)}}})"


def _rebuild(value_cls: type[Lattice], items: tuple, top: bool) -> MapDomain:
    cls = map_domain(value_cls)
    return cls.top() if top else cls(items)


def strategy(map_cls: type[MapDomain],
             keys: SearchStrategy[Hashable] | None = None,
             values: SearchStrategy[Lattice] | None = None) -> SearchStrategy[MapDomain]:
    """Return a hypothesis strategy of maps of ``map_cls`` (default keys ``"a"``..``"d"``), with ⊥ and ⊤."""
    from hypothesis import strategies as st

    from .testing import strategy_for

    if keys is None:
        keys = st.sampled_from("abcd")
    if values is None:
        values = strategy_for(map_cls.value_cls)
    return st.one_of(
        st.dictionaries(keys, values, max_size=4).map(map_cls),
        st.sampled_from([map_cls.bottom(), map_cls.top()]),
    )

"""A reusable library of abstract domains for static analysis (lattices, numeric domains, containers).

The package knows nothing about any particular analyzer or language front
end.  It provides:

* :class:`Lattice` -- the interface of every domain, with the widening and
  narrowing contracts; :class:`BoundedLattice` handles ⊥/⊤ once;
* :class:`NumericDomain` -- integer domains with C operator semantics, and a
  registry of them by name (``interval``, ``pair``, ``constant``, ``sign``,
  ``congruence``, ``interval_congruence``);
* :class:`ReducedProduct` -- the reduced product of numeric domains, tightened
  by a ``reduce`` hook (``interval_congruence`` is one);
* containers: :class:`Powerset`, :class:`MapDomain` (via :func:`map_domain`)
  and :class:`Product` (via :func:`product`);
* :mod:`domains.testing` -- hypothesis strategies for testing domains.

Importing the package imports every public module in it (those whose names
do not start with ``_``), so a new numeric domain is one new module using
:func:`register_numeric_domain`; see ``docs/add-a-numeric-domain.md``.
"""

from __future__ import annotations

import importlib
import pkgutil

from .congruence import Congruence
from .constant import Constant
from .interval import Interval
from .interval_congruence import IntervalCongruence
from .lattice import BoundedLattice, Lattice
from .mapdomain import MapDomain, map_domain
from .numeric import (
    NumericDomain,
    UnknownDomainError,
    get_numeric_domain,
    numeric_domain_names,
    register_numeric_domain,
    unregister_numeric_domain,
)
from .pair import Pair
from .powerset import Powerset
from .product import Product, product
from .reduced import ReducedProduct
from .sign import Sign

__all__ = [
    "Lattice",
    "BoundedLattice",
    "NumericDomain",
    "UnknownDomainError",
    "register_numeric_domain",
    "unregister_numeric_domain",
    "get_numeric_domain",
    "numeric_domain_names",
    "Interval",
    "Pair",
    "Constant",
    "Sign",
    "Congruence",
    "IntervalCongruence",
    "ReducedProduct",
    "Powerset",
    "MapDomain",
    "map_domain",
    "Product",
    "product",
]


SKIPPED_MODULES: list = []
"""(module, error) of the public modules that failed to import: a broken domain module
is skipped, so the others (the default one included) stay usable; a tool names them."""


def _import_all_modules() -> None:
    # Registration happens as a side effect of importing a domain's module;
    # importing every public module means adding a domain needs no edit here.
    # Sorted so that registration order (and any import error) is reproducible.
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            try:
                importlib.import_module(f"{__name__}.{info.name}")
            except Exception as err:  # noqa: BLE001 - one broken module must not break the package
                SKIPPED_MODULES.append((f"{__name__}.{info.name}", f"{type(err).__name__}: {err}"))


_import_all_modules()

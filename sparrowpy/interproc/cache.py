"""An on-disk cache of lowered files and of SCC results (summaries, findings), keyed by content.

The key of a strongly connected component is a digest of everything its analysis reads:
the sparrowpy version, the analysis code in use (``plugins.code_digest``: the package's
analysis modules, the numeric domain's and checkers' modules, plug-in files), the analysis
options and checkers, the IR of each member (which
includes its source locations), the declarations it depends on (prototypes of functions
it calls that are not defined, the translation unit's globals), and the digests of the
summaries of its callees.  Editing one function therefore re-analyses that function and
only those callers whose callee summaries actually changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import tempfile
from typing import Optional

from .. import __version__

_FORMAT = 5  # 2: GNU attributes on prototypes, resource and status regions (issue 10); 3: must_if_nonnull;
# 4: an SCC's entry is a list of (consulted summaries, result); 5: fresh_nulls


def digest(parts) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(str(p).encode("utf-8", "surrogatepass"))
        h.update(b"\x1f")
    return h.hexdigest()


def summary_digest(s) -> str:
    """A digest of a summary's content (independent of set iteration order)."""
    doc = s.to_json()
    doc["ret_nullable"] = sorted(s.ret_nullable)
    doc["arg2free_must"] = sorted(str(a) for a in s.arg2free_must)
    doc["must_globals"] = sorted(s.must_globals)
    doc["null_globals"] = sorted(s.null_globals)
    doc["global_writes_all"] = sorted(f"{a}:{k}:{t}" for a, (k, t) in s.global_writes)
    doc["regions"] = sorted(s.regions)
    doc["cell_writes_all"] = sorted(f"{a}:{k}:{t}" for a, (k, t) in s.cell_writes)
    doc["must_cells"] = sorted(str(a) for a in s.must_cells)
    doc["must_if_nonnull"] = sorted(str(a) for a in s.must_if_nonnull)
    doc["fresh_nulls"] = sorted(str(a) for a in s.fresh_nulls)
    doc["replayed_globals"] = sorted(s.replayed_globals)
    return digest([json.dumps(doc, sort_keys=True)])


class SummaryCache:
    """A directory of pickled SCC outcomes; corrupt or unreadable entries are misses."""

    def __init__(self, directory: str):
        self.directory = directory
        os.makedirs(directory, exist_ok=True)
        self.hits = 0
        self.misses = 0

    def key(self, parts) -> str:
        return digest([f"sparrowpy {__version__} cache {_FORMAT}", *parts])

    def _path(self, key: str) -> str:
        return os.path.join(self.directory, key[:2], key + ".pickle")

    def get(self, key: str) -> Optional[object]:
        value = self._load(key)
        if value is None:
            self.misses += 1
        else:
            self.hits += 1
        return value

    def _load(self, key: str) -> Optional[object]:
        try:
            with open(self._path(key), "rb") as fh:
                return pickle.load(fh)
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
            return None

    def lookup(self, key: str, valid) -> Optional[object]:
        """The result stored under ``key`` whose consulted summaries ``valid`` accepts
        (``valid(((callee key, digest or None), ...))``), or None."""
        for consulted, value in self._load(key) or ():
            if valid(consulted):
                self.hits += 1
                return value
        self.misses += 1
        return None

    def store(self, key: str, consulted: tuple, value) -> None:
        """Add a result under ``key``, valid where the summaries it read are ``consulted``
        (one entry per distinct set: a package's programs may resolve one function
        pointer to different functions)."""
        entries = [e for e in (self._load(key) or ()) if e[0] != consulted]
        entries.append((consulted, value))
        self.put(key, entries)

    def put(self, key: str, value) -> None:
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except (OSError, pickle.PicklingError, RecursionError, TypeError):
            try:
                os.unlink(tmp)
            except OSError:
                pass


class MemoryCache(SummaryCache):
    """The same keys, kept in memory for one run: the programs of a package share the
    results of the SCCs they have in common (the package's library code)."""

    def __init__(self):
        self.directory = None
        self.hits = 0
        self.misses = 0
        self._entries: dict = {}

    def _load(self, key: str) -> Optional[object]:
        return self._entries.get(key)

    def put(self, key: str, value) -> None:
        self._entries[key] = value

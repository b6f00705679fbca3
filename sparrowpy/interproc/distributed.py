"""Running the analysis on a Dask cluster (``--executor dask[=SCHEDULER_ADDRESS]``).

The same two phases as with ``--jobs N`` on one machine, scheduled by Dask distributed
instead of a local process pool:

1. the frontend: one task per input file (preprocess, parse, lower), results gathered in
   input order, so the linked program does not depend on scheduling;
2. the analysis: the linked program and the analyzer are sent to every worker once
   (``scatter(broadcast=True)``); each task is a batch of SCCs of the call graph whose
   callees are summarised, and carries only those callees' summaries; a task's result is
   its SCCs' summaries and findings, which make its callers ready.  With ``--cache-dir``
   on a file system the workers share, the workers also read and write the summary cache.

The scheduling policy (which ready SCCs go first, how they are batched) is the one of the
local pool, ``analysis._schedule``.  Without an address a ``LocalCluster`` of ``--jobs``
worker processes is started (and stopped) for the run; with one, the workers must see the
input files and the same version of sparrowpy.

``dask[distributed]`` is an optional dependency (``pip install 'sparrowpy[dask]'``).
"""

from __future__ import annotations

import logging
import os
from typing import Optional


class ExecutorError(Exception):
    """The executor cannot be used (a missing dependency, an unreachable scheduler)."""


def parse_executor(text: Optional[str]) -> Optional[str]:
    """``None`` for the local pool, else the scheduler address (``""``: a local cluster).

    Accepts ``local``, ``dask`` and ``dask=ADDRESS``."""
    if text is None or text == "local":
        return None
    if text == "dask":
        return ""
    if text.startswith("dask="):
        address = text[len("dask="):]
        if not address:
            raise ExecutorError("--executor dask=ADDRESS needs an address (e.g. tcp://host:8786)")
        return address
    raise ExecutorError(f"unknown executor {text!r} (choose local, dask or dask=ADDRESS)")


class DaskExecutor:
    """A Dask client for one run: ``with DaskExecutor(address, workers) as ex: ...``."""

    def __init__(self, address: str = "", workers: int = 2):
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise ExecutorError("--executor dask needs Dask distributed: pip install 'sparrowpy[dask]' "
                                "(or 'dask[distributed]')") from None
        self.address = address
        self.workers = max(1, workers)
        self.client = None
        self.cluster = None

    def __enter__(self) -> "DaskExecutor":
        import distributed

        try:
            if self.address:
                self.client = distributed.Client(self.address, timeout=30)
            else:
                self.cluster = distributed.LocalCluster(
                    n_workers=self.workers, threads_per_worker=1, processes=True, dashboard_address=None,
                    silence_logs=logging.ERROR)
                self.client = distributed.Client(self.cluster)
        except (OSError, TimeoutError) as err:
            self.close()
            raise ExecutorError(f"cannot reach the Dask scheduler {self.address or '(local cluster)'}: {err}") \
                from None
        # the workers import sparrowpy from where this process does (a checkout, not installed)
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        self.client.run(_add_path, root)
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        if self.cluster is not None:
            self.cluster.close()
            self.cluster = None

    @property
    def slots(self) -> int:
        """Tasks kept in flight: twice the workers' threads."""
        try:
            threads = sum(self.client.nthreads().values())
        except Exception:  # pragma: no cover - a scheduler that does not answer
            threads = self.workers
        return 2 * max(1, threads)

    def load(self, items: list, frontend, cache_dir: Optional[str], progress=None) -> list:
        """The frontend's result for each item, in input order."""
        import distributed

        from .analysis import _load_one

        futures = self.client.map(_load_one, items, frontend=frontend, cache_dir=cache_dir, pure=False)
        index = {f.key: i for i, f in enumerate(futures)}
        parts: list = [None] * len(items)
        done = 0
        for fut in distributed.as_completed(futures):
            parts[index[fut.key]] = fut.result()
            done += 1
            if progress is not None:
                progress("parse", done, len(items))
        return parts

    def run_sccs(self, analyzer, graph, sccs: list, summaries: dict, absorb) -> None:
        """Analyse the SCCs on the cluster, absorbing each outcome as it arrives."""
        import distributed

        from .analysis import _schedule

        shared = self.client.scatter(analyzer, broadcast=True, hash=False)

        def submit(batch_sccs: list, needed: dict):
            return self.client.submit(_run_batch, shared, batch_sccs, needed, pure=False)

        def wait_first(futures: list) -> set:
            return set(distributed.wait(futures, return_when="FIRST_COMPLETED").done)

        try:
            _schedule(analyzer, graph, sccs, summaries, absorb, self.slots, submit, wait_first)
        finally:
            self.client.cancel([shared])


def _add_path(root: str) -> None:
    import sys

    if root not in sys.path:
        sys.path.insert(0, root)


def _run_batch(analyzer, sccs: list, summaries: dict) -> list:
    from .analysis import run_batch

    return run_batch(analyzer, sccs, summaries)

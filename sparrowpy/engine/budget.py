"""What one procedure's analysis may cost before it gives up (``docs/assumptions.md``).

A :class:`Budget` is charged by the fixpoint engine at every node it visits: the number
of visits (``procedure_steps``), the number of cells in the state just computed
(``procedure_cells``), the cells of all the states it holds, one per node
(``procedure_total_cells``: what its memory grows with), and the wall-clock time (``procedure_seconds``, checked at every
visit: one visit can apply a large summary) are bounded; a recursive component also has a total time (``scc_seconds``).
Past a bound, :class:`BudgetExceeded` stops the analysis of that procedure; the driver
then gives the procedure the *unknown summary* (its callers treat its calls by the
unknown-function policy, as for a library function the analysis cannot see), reports
none of its findings, and counts and names it in the statistics.

The step and cell bounds are deterministic; the time bounds depend on the machine (a
run that hits one may differ from a run on a faster machine, and says so).
"""

from __future__ import annotations

import time
from typing import Optional

__all__ = ["Budget", "BudgetExceeded"]


class BudgetExceeded(Exception):
    """A procedure's analysis went over its budget; ``reason`` says which bound."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Budget:
    """The allowance of one analysis of one procedure (0 or None: that bound is off)."""

    __slots__ = ("max_steps", "max_cells", "seconds", "steps", "deadline", "outer_deadline", "max_total_cells",
                 "total_cells", "_sizes")

    def __init__(self, max_steps: int = 0, max_cells: int = 0, seconds: float = 0.0,
                 outer_deadline: Optional[float] = None, max_total_cells: int = 0):
        self.max_steps = max_steps
        self.max_cells = max_cells
        self.seconds = seconds
        self.steps = 0
        self.max_total_cells = max_total_cells
        self.total_cells = 0
        """The cells of the states the analysis holds, one per node (those computed last)."""
        self._sizes: dict = {}
        now = time.monotonic()
        self.deadline = now + seconds if seconds else None
        self.outer_deadline = outer_deadline
        """The deadline of the enclosing recursive component (``scc_seconds``)."""

    @classmethod
    def from_options(cls, options, outer_deadline: Optional[float] = None) -> "Budget":
        return cls(options.procedure_steps, options.procedure_cells, options.procedure_seconds, outer_deadline,
                   options.procedure_total_cells)

    def charge(self, state, node: Optional[int] = None) -> None:
        """Account for one node visit that produced ``state`` (None: unreachable), the new
        post-state of ``node`` when given (for ``procedure_total_cells``)."""
        self.steps += 1
        if self.max_steps and self.steps > self.max_steps:
            raise BudgetExceeded(f"more than {self.max_steps} node visits (procedure_steps)")
        size = len(state.mem) if state is not None else 0
        if self.max_cells and size > self.max_cells:
            raise BudgetExceeded(f"a state of more than {self.max_cells} cells (procedure_cells)")
        if node is not None:
            self.total_cells += size - self._sizes.get(node, 0)
            self._sizes[node] = size
            if self.max_total_cells and self.total_cells > self.max_total_cells:
                raise BudgetExceeded(f"states of more than {self.max_total_cells} cells in all "
                                     f"(procedure_total_cells)")
        self.check_clock()

    def check_clock(self) -> None:
        if self.deadline is None and self.outer_deadline is None:
            return
        now = time.monotonic()
        if self.deadline is not None and now > self.deadline:
            raise BudgetExceeded(f"more than {self.seconds:g} s (procedure_seconds)")
        if self.outer_deadline is not None and now > self.outer_deadline:
            raise BudgetExceeded("its recursive component went over scc_seconds")

"""A progress bar on a terminal, fed by ``analyze_paths``'s ``progress(phase, done, total)``.

It redraws one line in place (at most ``1 / min_interval`` times a second, and whenever the
phase changes or a phase completes) and erases it when closed, so the final summary line
and diagnostics print on a clean line.  ``progress_for(stream, quiet)`` returns ``None``
when the stream is not a terminal or the run is quiet: no bar, no escape codes in logs.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

PHASE_LABELS = {"parse": "parsing", "analyse": "analysing", "analyze": "analysing"}


class ProgressBar:
    """Callable as ``bar(phase, done, total)``; ``close()`` erases the line."""

    def __init__(self, stream, width: int = 30, min_interval: float = 0.1,
                 clock: Callable[[], float] = time.monotonic):
        self.stream = stream
        self.width = width
        self.min_interval = min_interval
        self.clock = clock
        self._last_draw: Optional[float] = None
        self._last_phase: Optional[str] = None
        self._shown = False
        self.draws = 0

    def __call__(self, phase: str, done: int, total: int) -> None:
        now = self.clock()
        changed = phase != self._last_phase
        finished = total > 0 and done >= total
        if not changed and not finished and self._last_draw is not None \
                and now - self._last_draw < self.min_interval:
            return
        self._last_phase = phase
        self._last_draw = now
        self._draw(phase, done, total)

    def render(self, phase: str, done: int, total: int) -> str:
        label = PHASE_LABELS.get(phase, phase)
        frac = min(max(done / total, 0.0), 1.0) if total > 0 else 0.0
        filled = int(round(frac * self.width))
        bar = "#" * filled + "-" * (self.width - filled)
        return f"sparrowpy: {label:<10} [{bar}] {done}/{total}"

    def _draw(self, phase: str, done: int, total: int) -> None:
        try:
            self.stream.write("\r\x1b[K" + self.render(phase, done, total))
            self.stream.flush()
        except (OSError, ValueError):
            return
        self._shown = True
        self.draws += 1

    def close(self) -> None:
        """Erase the bar (only if one was drawn)."""
        if self._shown:
            try:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
            except (OSError, ValueError):
                pass
            self._shown = False

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def progress_for(stream, quiet: bool) -> Optional[ProgressBar]:
    """A bar on ``stream`` when it is a terminal and the run is not quiet, else ``None``."""
    if quiet:
        return None
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):
        tty = False
    return ProgressBar(stream) if tty else None

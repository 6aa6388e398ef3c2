"""The game's clock: it runs from the first move and stops when the game ends.

The time source is handed in (``time.monotonic`` by default), so a test can
play a whole game in no time and still read the seconds it wants.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class Clock:
    """Seconds played so far: those banked, plus the running stretch."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._banked = 0.0
        self._since: float | None = None

    @property
    def running(self) -> bool:
        return self._since is not None

    def start(self) -> None:
        """Run from now on (a running clock keeps its start)."""
        if self._since is None:
            self._since = self._now()

    def stop(self) -> None:
        if self._since is not None:
            self._banked += self._now() - self._since
            self._since = None

    def reset(self, seconds: float = 0.0) -> None:
        """Stopped, at ``seconds`` (a new deal: 0; a resumed game: its time)."""
        self._banked = float(seconds)
        self._since = None

    def elapsed(self) -> float:
        running = 0.0 if self._since is None else self._now() - self._since
        return self._banked + running

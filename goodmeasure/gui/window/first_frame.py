"""The table is drawn before the first search starts.

A solver search runs on a thread of its own, but it is Python: while it
runs it takes the interpreter's lock from the UI thread about half the
time, so a search started while the window is still being made (the live
status of the deal on the table, a new player's first deal) slows the
first frame. Such work (a new player's first deal) waits here until the
table has been painted once, then runs from the event loop, after that
paint is done.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class FirstFrame(QObject):
    """Holds work until ``painted`` (the table's viewport) is first painted."""

    def __init__(self, painted: QWidget) -> None:
        super().__init__(painted)
        # The work held, in the order asked; None once the first frame is drawn.
        self._held: list[Callable[[], object]] | None = []
        self._painted = painted
        painted.installEventFilter(self)

    @property
    def drawn(self) -> bool:
        return self._held is None

    def then(self, work: Callable[[], object]) -> None:
        """Run ``work`` now if the table was drawn, else once it is (the same
        work asked for twice meanwhile runs once: it reads the state then)."""
        if self._held is None:
            work()
        elif work not in self._held:
            self._held.append(work)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self._painted and event.type() == QEvent.Type.Paint:
            self._painted.removeEventFilter(self)
            # After this paint has reached the screen, not inside it.
            QTimer.singleShot(0, self, self._run_held)
        return False

    def _run_held(self) -> None:
        held, self._held = self._held or [], None
        for work in held:
            work()

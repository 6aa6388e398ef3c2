"""The session's ticker on Qt: a call back every so often on the UI thread
(session/runner.py's Ticker; the analysis plays a solution's moves by it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class QtTicker(QObject):
    """Calls back every so often on the UI thread (a QTimer)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._tick: Callable[[], object] | None = None
        self._timer.timeout.connect(lambda: self._tick() if self._tick is not None else None)

    def start(self, seconds: float, tick: Callable[[], object]) -> None:
        self._tick = tick
        self._timer.start(round(seconds * 1000))

    def stop(self) -> None:
        self._timer.stop()

    @property
    def active(self) -> bool:
        return self._timer.isActive()

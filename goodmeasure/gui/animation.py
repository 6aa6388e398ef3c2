"""Glides of card pictures. Animation is never state: the position has
already changed when a glide starts, and finishing one early only moves a
picture to where it belongs."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem

# Seconds per move for each animation speed setting (at most 0.25 s).
SPEEDS = {"off": 0.0, "fast": 0.09, "normal": 0.16, "slow": 0.25}


class Glides(QObject):
    """The glides running now; ``finished`` fires when the last one ends."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[QVariantAnimation] = []
        self.seconds = SPEEDS["normal"]

    def set_speed(self, speed: str) -> None:
        self.seconds = SPEEDS.get(speed, SPEEDS["normal"])

    @property
    def active(self) -> bool:
        return bool(self._running)

    def glide(self, item: QGraphicsItem, start: QPointF, end: QPointF, scale: float = 1.0) -> None:
        """Move ``item`` from start to end; instantly when animation is off."""
        seconds = self.seconds * scale
        if seconds <= 0 or start == end:
            item.setPos(end)
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(max(1, round(seconds * 1000)))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        animation.finished.connect(lambda: self._done(animation))
        item.setPos(start)
        self._running.append(animation)
        animation.start()

    def _done(self, animation: QVariantAnimation) -> None:
        if animation in self._running:
            self._running.remove(animation)
            animation.deleteLater()
            if not self._running:
                self.finished.emit()

    def finish(self) -> None:
        """Jump every running glide to its end (the next input skips ahead)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.duration())
            animation.stop()
            self._done(animation)

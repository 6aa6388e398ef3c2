"""Glides of card pictures. Animation is never state: the position has
already changed when a glide starts, and finishing one early only moves a
picture to where it belongs."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem

# Seconds per move for each animation speed setting (at most 0.25 s).
SPEEDS = {"off": 0.0, "fast": 0.09, "normal": 0.16, "slow": 0.25}


class Glides(QObject):
    """The glides running now; ``finished`` fires when the last one ends."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[QAbstractAnimation] = []
        # The z value each raised item goes back to when its glide ends.
        self._resting: dict[QAbstractAnimation, tuple[QGraphicsItem, float]] = {}
        self.seconds = SPEEDS["normal"]

    def set_speed(self, speed: str) -> None:
        self.seconds = SPEEDS.get(speed, SPEEDS["normal"])

    @property
    def active(self) -> bool:
        return bool(self._running)

    def glide(
        self,
        item: QGraphicsItem,
        start: QPointF,
        end: QPointF,
        scale: float = 1.0,
        above: float | None = None,
        via: QPointF | None = None,
    ) -> None:
        """Move ``item`` from start to end; instantly when animation is off.

        With ``above``, the item lies at that z value while it glides (over
        the cards it passes) and goes back to its own when the glide ends:
        left raised, a card that glided back onto Golf's stock hid its count.
        With ``via``, the item leaps there, rests a moment and comes back to
        ``end``; finishing early still leaves it at ``end``.
        """
        seconds = self.seconds * scale
        if seconds <= 0 or (start == end and via is None):
            item.setPos(end)
            return
        animation: QAbstractAnimation
        if via is None:
            animation = self._leg(item, start, end, seconds, QEasingCurve.Type.OutCubic)
        else:
            animation = QSequentialAnimationGroup(self)
            animation.addAnimation(self._leg(item, start, via, seconds * 0.45, QEasingCurve.Type.OutCubic))
            animation.addPause(round(seconds * 150))
            animation.addAnimation(self._leg(item, via, end, seconds * 0.4, QEasingCurve.Type.InOutCubic))
        animation.finished.connect(lambda: self._done(animation))
        if above is not None:
            self._resting[animation] = (item, item.zValue())
            item.setZValue(above)
        item.setPos(start)
        self._running.append(animation)
        animation.start()

    def settle(self, item: QGraphicsItem, start: QPointF, end: QPointF, grown: float = 1.0) -> None:
        """Move ``item`` from start to end where the table was laid out anew
        (a column's fan squeezed, a new card size, a new window size); with
        ``grown`` (its old size over its new one) it shrinks or grows to its
        new size on the way. Its z value stays: the table keeps its order."""
        seconds = self.seconds
        if seconds <= 0 or (start == end and grown == 1.0):
            item.setPos(end)
            item.setScale(1.0)
            return
        leg = QVariantAnimation(self)
        leg.setStartValue(0.0)
        leg.setEndValue(1.0)
        leg.setDuration(max(1, round(seconds * 1000)))
        leg.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setScale(grown + (1.0 - grown) * t)

        leg.valueChanged.connect(step)
        leg.finished.connect(lambda: self._done(leg))
        step(0.0)
        self._running.append(leg)
        leg.start()

    def _leg(
        self, item: QGraphicsItem, start: QPointF, end: QPointF, seconds: float, easing: QEasingCurve.Type
    ) -> QVariantAnimation:
        leg = QVariantAnimation(self)
        leg.setStartValue(start)
        leg.setEndValue(end)
        leg.setDuration(max(1, round(seconds * 1000)))
        leg.setEasingCurve(easing)
        leg.valueChanged.connect(item.setPos)
        return leg

    def _done(self, animation: QAbstractAnimation) -> None:
        if animation in self._running:
            self._running.remove(animation)
            if animation in self._resting:
                item, z = self._resting.pop(animation)
                item.setZValue(z)
            animation.deleteLater()
            if not self._running:
                self.finished.emit()

    def finish(self) -> None:
        """Jump every running glide to its end (the next input skips ahead)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
            self._done(animation)

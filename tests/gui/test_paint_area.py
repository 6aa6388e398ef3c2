"""A drag repaints only around the card in hand, not the whole table: with
a long Gloucestershire table a full repaint per mouse move made drags stutter."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import LEFT, point, send_mouse
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.gui


class PaintedArea(QObject):
    """The viewport's painted regions, united."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QPaintEvent):
            self.region = self.region.united(event.region())
        return False


def test_a_drag_step_repaints_only_around_the_card(window):
    window.start_deal("gloucestershire", 3)
    QApplication.processEvents()
    viewport = window.view.viewport()
    at = point(window, ("b", -1))
    QTest.mousePress(viewport, LEFT, pos=at)
    for step in range(1, 4):  # lift the card and carry it a little
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-12 * step, -12 * step), LEFT)
        QApplication.processEvents()
    painted = PaintedArea()
    viewport.installEventFilter(painted)
    send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-60, -60), LEFT)
    QApplication.processEvents()
    QApplication.processEvents()
    viewport.removeEventFilter(painted)
    QTest.mouseRelease(viewport, LEFT, pos=at)
    layout = TableDriver(window).layout
    assert layout is not None and window.position.game.name == "gloucestershire"
    assert not painted.region.isEmpty()
    # The card's old and new places (and its shadow): far less than the table.
    bounds = painted.region.boundingRect()
    assert bounds.width() < 2 * layout.card_w + 100 and bounds.height() < 2 * layout.card_h + 100

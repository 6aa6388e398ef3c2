"""Cards cast soft shadows on the table, and a card in the hand looks lifted
off it (issue 25): pre-rendered pictures, crisp at the screen's scale."""

from __future__ import annotations

import pytest
from gui_helpers import LEFT, point, send_mouse, start
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.items import CardItem

pytestmark = pytest.mark.gui


def _brightness(image, x: float, y: float) -> int:
    return QColor(image.pixel(round(x), round(y))).value()


def test_cards_cast_a_soft_shadow_on_the_felt(window):
    start(window, engine.deal("good-measure", 3))
    layout = window.scene.layout
    image = window.view.viewport().grab().toImage()
    x, y = layout.cards[("c", 4)][-1]
    below = y + layout.card_h + 1.5  # just under the top card's foot
    middle = x + layout.card_w / 2
    felt = _brightness(image, middle, window.view.viewport().height() - 5)
    shade = _brightness(image, middle, below)
    assert shade < felt - 8, (shade, felt)
    # Soft: it fades out, darkest at the card's edge.
    assert _brightness(image, middle, below + 0.06 * layout.card_w) > shade


def test_a_dragged_card_is_lifted_and_set_down_again(window):
    start(window, engine.deal("good-measure", 3))
    item = window.scene.card_item(("c", 4))
    resting = item.shadow.sceneBoundingRect()
    fall = resting.bottom() - item.sceneBoundingRect().bottom()
    at = point(window, ("c", 4))
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 5):
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-9 * step, -6 * step), LEFT)
    assert item.scale() > 1
    lifted = item.shadow.sceneBoundingRect()
    assert lifted.width() > resting.width() * 1.1 and lifted.height() > resting.height() * 1.05
    # The shadow falls further from a lifted card.
    assert lifted.bottom() - item.sceneBoundingRect().bottom() > fall
    send_mouse(window, QEvent.Type.MouseMove, at, LEFT)
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    item = window.scene.card_item(("c", 4))
    assert item.scale() == 1
    assert item.shadow.sceneBoundingRect().size() == resting.size()


def test_a_dragged_card_rises_off_its_shadow(window):
    """While it moves the card in the hand is drawn up and to the left of
    where it lay, its larger, darker shadow left on the table below it."""
    start(window, engine.deal("good-measure", 3))
    item = window.scene.card_item(("c", 4))
    width = window.scene.layout.card_w
    resting = item.shadow.sceneBoundingRect()
    at = point(window, ("c", 4))
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 5):
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-9 * step, -6 * step), LEFT)
    card = item.sceneBoundingRect()  # the picture as drawn, scaled and risen
    shadow = item.shadow.sceneBoundingRect()
    # Risen: the picture's middle is up and left of the spot the card is held at.
    layout = window.scene.layout
    middle = item.pos() + QPointF(layout.card_w / 2, layout.card_h / 2)
    assert card.center().x() < middle.x() - 0.03 * width
    assert card.center().y() < middle.y() - 0.03 * width
    # The shadow reaches well past the card's foot and right edge.
    assert shadow.bottom() - card.bottom() > 0.12 * width
    assert shadow.right() - card.right() > 0.08 * width
    assert shadow.width() > resting.width() * 1.2
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    item = window.scene.card_item(("c", 4))
    assert item.offset().isNull() and item.scale() == 1


def test_shadows_are_crisp_at_200_percent(window, monkeypatch):
    start(window, engine.deal("golf", 3))
    monkeypatch.setattr(window.view, "devicePixelRatioF", lambda: 2.0)
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.DevicePixelRatioChange))
    layout = window.scene.layout
    for item in window.scene.items():
        if isinstance(item, CardItem) and item.isVisible():
            shadow = item.shadow.pixmap()
            assert shadow.devicePixelRatio() == 2.0
            # Device pixels for every logical one: as wide as the shadow shows.
            assert shadow.width() >= 2 * layout.card_w
            assert item.shadow.boundingRect().width() == pytest.approx(shadow.width() / 2)


def test_shadows_rest_while_a_window_edge_is_dragged(window, qtbot):
    # Blending every card's shadow on each step of a dragged edge made the
    # steps a third slower at 200%; they come back with the crisp pictures.
    start(window, engine.deal("gloucestershire", 7))
    item = window.scene.card_item(("c", 0))
    assert item.shadow.isVisible()
    window.resize(1240, 780)
    QApplication.processEvents()
    assert window.scene.sharpen_timer.isActive() and not item.shadow.isVisible()
    qtbot.waitUntil(lambda: not window.scene.sharpen_timer.isActive(), timeout=5000)
    assert item.shadow.isVisible()

"""Cards cast soft shadows on the table, and a card in the hand looks lifted
off it (issue 25): pre-rendered pictures, crisp at the screen's scale."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import LEFT, point, send_mouse, start
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.table.layout import Rect

pytestmark = pytest.mark.gui


def bottom(rect: Rect) -> float:
    return rect.y + rect.h


def right(rect: Rect) -> float:
    return rect.x + rect.w


def _brightness(image, x: float, y: float) -> int:
    return QColor(image.pixel(round(x), round(y))).value()


def test_cards_cast_a_soft_shadow_on_the_felt(window):
    start(window, engine.deal("good-measure", 3))
    layout = TableDriver(window).layout
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
    table = TableDriver(window)
    start(window, engine.deal("good-measure", 3))
    card = ("c", 4)
    resting = table.shadow_rect(card)
    fall = bottom(resting) - bottom(table.card_rect(card))
    at = point(window, card)
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 5):
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-9 * step, -6 * step), LEFT)
    assert table.card_scale(card) > 1
    lifted = table.shadow_rect(card)
    assert lifted.w > resting.w * 1.1 and lifted.h > resting.h * 1.05
    # The shadow falls further from a lifted card.
    assert bottom(lifted) - bottom(table.card_rect(card)) > fall
    send_mouse(window, QEvent.Type.MouseMove, at, LEFT)
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    assert table.card_scale(card) == 1
    settled = table.shadow_rect(card)
    assert (settled.w, settled.h) == (resting.w, resting.h)


def test_a_dragged_card_rises_off_its_shadow(window):
    """While it moves the card in the hand is drawn up and to the left of
    where it lay, its larger, darker shadow left on the table below it."""
    table = TableDriver(window)
    start(window, engine.deal("good-measure", 3))
    held = ("c", 4)
    width = table.card_width
    resting = table.shadow_rect(held)
    at = point(window, held)
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 5):
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(-9 * step, -6 * step), LEFT)
    card = table.card_rect(held)  # the picture as drawn, scaled and risen
    shadow = table.shadow_rect(held)
    # Risen: the picture's middle is up and left of the spot the card is held at.
    layout = table.layout
    x, y = table.card_pos(held)
    middle = (x + layout.card_w / 2, y + layout.card_h / 2)
    assert card.center[0] < middle[0] - 0.03 * width
    assert card.center[1] < middle[1] - 0.03 * width
    # The shadow reaches well past the card's foot and right edge.
    assert bottom(shadow) - bottom(card) > 0.12 * width
    assert right(shadow) - right(card) > 0.08 * width
    assert shadow.w > resting.w * 1.2
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    assert table.card_offset(held) == (0, 0) and table.card_scale(held) == 1


def test_shadows_are_crisp_at_200_percent(window, monkeypatch):
    start(window, engine.deal("golf", 3))
    monkeypatch.setattr(window.view, "devicePixelRatioF", lambda: 2.0)
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.DevicePixelRatioChange))
    table = TableDriver(window)
    for spot in table.spots():
        pixels, ratio, shown = table.shadow_picture(*spot)
        assert ratio == 2.0
        # Device pixels for every logical one: as wide as the shadow shows.
        assert pixels >= 2 * table.card_width
        assert shown == pytest.approx(pixels / 2)


def test_shadows_rest_while_a_window_edge_is_dragged(window, qtbot):
    # Blending every card's shadow on each step of a dragged edge made the
    # steps a third slower at 200%; they come back with the crisp pictures.
    start(window, engine.deal("gloucestershire", 7))
    table = TableDriver(window)
    assert table.shadow_shown(("c", 0))
    window.resize(1240, 780)
    QApplication.processEvents()
    assert table.sharpening and not table.shadow_shown(("c", 0))
    table.wait_sharp(qtbot)
    assert table.shadow_shown(("c", 0))

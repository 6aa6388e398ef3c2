"""Golf's stock keeps its count in view, also after a card glides back onto it."""

from __future__ import annotations

import pytest
from gui_helpers import click, point, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from goodmeasure import engine

pytestmark = pytest.mark.gui

STOCK = ("s", -1)


def top_item_over_the_count(window):
    badge = window.scene._stock_count
    shown = [item for item in window.scene.items(badge.scenePos()) if item.isVisible()]
    return shown[0], badge


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_stock_count_shows_after_undoing_a_turn(make_window, qtbot, speed):
    window = make_window(animation_speed=speed)
    start(window, engine.deal("golf", 4))
    for _ in range(2):
        click(window, point(window, STOCK))
        window.skip_animation()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.scene.glides.finished, timeout=2000, raising=speed != "off"):
        QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.history.cursor == 1
    top, badge = top_item_over_the_count(window)
    assert badge.text == "16"
    assert top is badge

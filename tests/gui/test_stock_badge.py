"""Golf's stock keeps its count in view, also after a card glides back onto it."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, point, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from goodmeasure import engine

pytestmark = pytest.mark.gui

STOCK = ("s", -1)


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_stock_count_shows_after_undoing_a_turn(make_window, qtbot, speed):
    window = make_window(animation_speed=speed)
    start(window, engine.deal("golf", 4))
    for _ in range(2):
        click(window, point(window, STOCK))
        window.skip_animation()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(TableDriver(window).glides_finished, timeout=2000, raising=speed != "off"):
        QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.history.cursor == 1
    assert TableDriver(window).stock_count() == "16"  # shown, over the stock's cards

"""The window's own fit: a minimum size at which the status bar still reads,
and the hint's words staying in the status bar while a menu is looked at."""

from __future__ import annotations

import datetime

import pytest
from gui_helpers import start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from test_hints import ALMOST_LOST

from goodmeasure import engine

pytestmark = pytest.mark.gui


def test_at_its_smallest_the_status_bar_still_reads(language, window):
    _status_bar_reads_at_smallest(window)


def test_at_its_smallest_the_status_bar_reads_in_every_language(translated, window):
    _status_bar_reads_at_smallest(window)


def _status_bar_reads_at_smallest(window):
    window.start_position(engine.deal("gloucestershire", 123456), 123456, datetime.date(2026, 12, 3))
    window.hints._set_status(window.hints.tr("Lost from the start"), "")
    window.resize(300, 200)  # the player drags the window smaller than it goes
    QApplication.processEvents()
    assert window.width() > 300 and window.height() > 200
    labels = [*window.status_labels.values(), window.hints.status_label]
    cut = [label.text() for label in labels if label.width() < label.sizeHint().width()]
    assert cut == []


def test_the_hint_stays_in_the_status_bar_while_a_menu_is_open(window, qtbot):
    start(window, engine.read_deal(ALMOST_LOST))
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: "leads to a win" in window.hints.message_label.text(), timeout=20000)
    # Open the Edit menu with the mouse and pass over its entries, as a
    # player looking for something does: the menu sends each entry's status tip.
    bar = window.menuBar()
    edit = bar.actions()[1]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(edit).center())
    menu = edit.menu()
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)
    for action in menu.actions()[:3]:
        QTest.mouseMove(menu, menu.actionGeometry(action).center())
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    label = window.hints.message_label
    assert "leads to a win" in label.text() and label.isVisible()

"""Full screen: F11 and View > Full screen toggle it, the table takes the
room the menu bar leaves, Escape leaves it unless a card is held, and the
choice is kept for the next start."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import key, start
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolBar

from goodmeasure import engine
from goodmeasure.gui.window.mainwindow import MIN_SIZE
from goodmeasure.storage import load_settings

pytestmark = pytest.mark.gui


def press(window, which: Qt.Key) -> None:
    window.activateWindow()
    QTest.keyClick(window.view, which)
    QApplication.processEvents()


def test_f11_toggles_full_screen_and_the_table_takes_the_room(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    window.resize(*MIN_SIZE)
    qtbot.waitUntil(lambda: window.height() == MIN_SIZE[1])
    table = window.view.size()
    press(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.menu_actions["fullscreen"].isChecked()
    assert not window.menuBar().isVisible()
    assert window.full_screen.leave_action.isVisible()  # the toolbar's way out
    screen = window.screen().geometry()
    qtbot.waitUntil(lambda: window.geometry().size() == screen.size())
    # The table has the screen's width, and the height the menu bar left too.
    view = window.view.size()
    assert view.width() == screen.width() and view.height() > table.height()
    below = window.statusBar().height() + window.findChild(QToolBar, "gameToolBar").height()
    assert view.height() == screen.height() - below
    assert load_settings(paths)[0].fullscreen
    press(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.menuBar().isVisible() and not window.menu_actions["fullscreen"].isChecked()
    assert not load_settings(paths)[0].fullscreen


def test_the_view_menu_offers_full_screen(window):
    menus = {menu.menu().objectName() or menu.text(): menu.menu() for menu in window.menuBar().actions()}
    assert window.menu_actions["fullscreen"] in menus["&View"].actions()
    assert "F11" in [s.toString() for s in window.menu_actions["fullscreen"].shortcuts()]
    window.menu_actions["fullscreen"].trigger()
    assert window.isFullScreen()


def test_escape_leaves_full_screen_unless_a_card_is_held(window, qtbot):
    start(window, engine.deal("good-measure", 2))
    window.menu_actions["fullscreen"].trigger()
    qtbot.waitUntil(window.isFullScreen)
    # A card picked up with the keyboard: Escape puts it back, full screen stays.
    key(window, Qt.Key.Key_Space)
    assert TableDriver(window).held is not None
    key(window, Qt.Key.Key_Escape)
    assert TableDriver(window).held is None
    assert window.isFullScreen()
    # Nothing in hand: Escape leaves full screen.
    key(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.menuBar().isVisible()


def test_full_screen_is_kept_for_the_next_start(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    window.menu_actions["fullscreen"].trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.close()
    again = open_window(qtbot, paths)
    qtbot.waitUntil(again.isFullScreen)
    assert again.menu_actions["fullscreen"].isChecked() and not again.menuBar().isVisible()

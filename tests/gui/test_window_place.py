"""The window reopens where the player left it: its size and place, and
maximised if it was (kept in the settings as Qt's saved geometry); a place
saved on a screen that is gone is brought back inside the available screen."""

from __future__ import annotations

import pytest
from persist_helpers import storage_folder
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.window.mainwindow import MIN_SIZE, MainWindow
from goodmeasure.storage import Settings, load_settings, save_settings

pytestmark = pytest.mark.gui


def reopen(qtbot, paths) -> MainWindow:
    window = MainWindow(paths)
    qtbot.addWidget(window)
    return window


def test_the_window_comes_back_at_its_last_size(qtbot, tmp_path):
    # Qt's offscreen screen is 800x600: a size inside it (the smallest width,
    # since the window is never narrower), not the first window's default.
    paths = storage_folder(tmp_path)
    save_settings(paths, Settings(animation_speed="off", first_deal_dealt=True))
    first = reopen(qtbot, paths)
    default = (first.width(), first.height())
    first.show()
    qtbot.waitExposed(first)
    chosen = (MIN_SIZE[0], 597)
    assert chosen != default
    first.resize(*chosen)
    qtbot.waitUntil(lambda: (first.width(), first.height()) == chosen)
    first.close()
    assert load_settings(paths)[0].window_geometry
    second = reopen(qtbot, paths)
    assert (second.width(), second.height()) == chosen


def test_a_maximised_window_comes_back_maximised(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    save_settings(paths, Settings(animation_speed="off", first_deal_dealt=True))
    first = reopen(qtbot, paths)
    first.showMaximized()
    qtbot.waitUntil(lambda: bool(first.windowState() & Qt.WindowState.WindowMaximized))
    first.close()
    second = reopen(qtbot, paths)
    second.show()
    qtbot.waitUntil(lambda: bool(second.windowState() & Qt.WindowState.WindowMaximized))


def test_a_place_off_the_screen_is_brought_back(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = reopen(qtbot, paths)
    window.show()
    qtbot.waitExposed(window)
    window.move(6000, 5000)  # where a second screen was
    QApplication.processEvents()
    window.close()
    again = reopen(qtbot, paths)
    again.show()
    qtbot.waitExposed(again)
    room = again.screen().availableGeometry()
    assert room.intersects(again.frameGeometry())
    assert room.contains(again.frameGeometry().topLeft())

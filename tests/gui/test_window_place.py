"""The window reopens where it was, at its size, maximised if it was; a place
saved on a screen that is gone (a larger one, a second one) is brought back
inside the available screen, never left off it."""

from __future__ import annotations

import pytest
from persist_helpers import storage_folder
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.mainwindow import MainWindow
from goodmeasure.storage import load_settings

pytestmark = pytest.mark.gui


def reopened(qtbot, paths) -> MainWindow:
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_window_reopens_at_its_size_and_maximised_if_it_was(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = reopened(qtbot, paths)
    room = window.screen().availableGeometry()
    window.resize(room.width() - 20, room.height() - 40)
    QApplication.processEvents()
    size = window.size()
    window.close()
    again = reopened(qtbot, paths)
    assert again.size() == size and not again.isMaximized()
    again.showMaximized()
    qtbot.waitUntil(again.isMaximized)
    again.close()
    assert load_settings(paths)[0].window_geometry
    third = reopened(qtbot, paths)
    assert third.isMaximized()


def test_a_place_off_the_screen_is_brought_back(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = reopened(qtbot, paths)
    window.move(6000, 5000)  # where a second screen was
    QApplication.processEvents()
    window.close()
    again = reopened(qtbot, paths)
    room = again.screen().availableGeometry()
    assert room.intersects(again.frameGeometry())
    assert room.contains(again.frameGeometry().topLeft())

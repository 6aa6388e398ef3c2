"""The window on the screen it opens on: its first size fits the screen's
free room, and the cards are drawn at the screen's device pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from goodmeasure.gui.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui


def test_the_first_window_fits_the_screen(qtbot, tmp_path):
    # The offscreen screen is 800x800: smaller than the 1280x800 the window
    # would like, as 1920x1080 at 200% is (960x540).
    window = MainWindow(StoragePaths.under(tmp_path / "home"), Settings(animation_speed="off"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room: QRect = window.screen().availableGeometry()
    assert room.width() < 1280
    # Nine tenths of the room at most (a title bar and edges fit too), in
    # width down to what the status bar needs.
    assert window.height() <= room.height() * 0.9
    assert window.width() <= max(room.width() * 0.9, window.minimumWidth())
    assert window.width() >= room.width() * 0.8  # and most of it is used

"""The window on the screen it opens on: its first size fits the screen's
free room, and the cards are drawn at the screen's device pixels."""

from __future__ import annotations

import pytest
from driver import TableDriver
from PySide6.QtCore import QEvent, QRect
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.window.mainwindow import MainWindow
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


def card_pixmap_sizes(window: MainWindow) -> set[tuple[float, int, int]]:
    """Each card picture's device pixel ratio and size in device pixels."""
    table = TableDriver(window)
    return {
        table.card_pixels(pile, index)
        for pile, spots in table.layout.cards.items()
        for index in range(len(spots))
    }


def test_cards_are_drawn_afresh_for_a_screen_of_another_scale(window, monkeypatch):
    window.start_deal("gloucestershire", 7)
    QApplication.processEvents()
    layout = TableDriver(window).layout
    assert layout is not None
    assert card_pixmap_sizes(window) == {(1.0, round(layout.card_w), round(layout.card_h))}
    # The window moves to a screen at 200%: Qt tells the widgets so, and the
    # table's logical size stays the same.
    monkeypatch.setattr(window.view, "devicePixelRatioF", lambda: 2.0)
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.DevicePixelRatioChange))
    layout = TableDriver(window).layout
    assert layout is not None
    assert card_pixmap_sizes(window) == {(2.0, round(layout.card_w * 2), round(layout.card_h * 2))}

"""Table surfaces (issue 25): the chosen colour plain, as felt with a fine
grain, or in a spotlight; chosen in Settings, shown at once, kept."""

from __future__ import annotations

import pytest
from gui_helpers import start
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.gui.table.felt import TILE, felt_tile
from goodmeasure.storage import load_settings

pytestmark = pytest.mark.gui


def _choose(monkeypatch, window, surface: str) -> None:
    """Settings from the menu; the surface picked with the keyboard, as a player does."""

    def exec_(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.surface.setFocus()
        QTest.keyClick(dialog.surface, Qt.Key.Key_Home)
        while dialog.surface.currentData() != surface:
            before = dialog.surface.currentIndex()
            QTest.keyClick(dialog.surface, Qt.Key.Key_Down)
            assert dialog.surface.currentIndex() != before, surface
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", exec_)
    window.menu_actions["settings"].trigger()
    QApplication.processEvents()


def _felt_patch(window):
    """Pixels of bare felt: the bottom band of a Baker's Dozen table, and its corners."""
    image = window.view.viewport().grab().toImage()
    height, width = image.height(), image.width()
    band = [
        QColor(image.pixel(x, height - 6 - dy)).rgb()
        for x in range(width // 2 - 20, width // 2 + 20)
        for dy in range(4)
    ]
    centre = QColor(image.pixel(width // 2, height - 8)).value()
    corner = QColor(image.pixel(3, height - 3)).value()
    return band, centre, corner


def test_each_surface_shows_at_once_and_is_kept(qtbot, tmp_path, monkeypatch):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    start(window, engine.deal("bakers-dozen", 2))
    _choose(monkeypatch, window, "plain")
    band, centre, corner = _felt_patch(window)
    assert len(set(band)) == 1 and centre == corner  # one flat colour
    _choose(monkeypatch, window, "felt")
    band, _, _ = _felt_patch(window)
    assert len(set(band)) > 10  # a grain
    assert max(QColor(c).value() for c in band) - min(QColor(c).value() for c in band) < 30  # subtle
    _choose(monkeypatch, window, "spotlight")
    _, centre, corner = _felt_patch(window)
    assert centre > corner + 10  # lit in the middle, darker to the edges
    assert load_settings(paths)[0].table_surface == "spotlight"
    window.close()
    again = open_window(qtbot, paths)
    assert again.view.surface == "spotlight"


def test_the_felt_grain_is_drawn_for_the_screens_scale():
    tile = felt_tile(2.0)
    assert tile.devicePixelRatio() == 2.0 and tile.width() == 2 * TILE

"""Windows that load everything from a storage folder, as the app does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths, save_settings


def storage_folder(tmp_path: Path) -> StoragePaths:
    """A storage folder whose settings turn animation off (glides would only
    slow tests) and the question before leaving a game in progress (a modal
    box waits for an answer; tests/gui/test_leaving.py gives one), and in
    which the first deal ever was dealt (tests/gui/test_first_deal.py asks
    for the first one)."""
    folder = StoragePaths.under(tmp_path / "home")
    save_settings(folder, Settings(animation_speed="off", confirm_abandon=False, first_deal_dealt=True))
    return folder


def open_window(qtbot, paths: StoragePaths) -> MainWindow:
    """A window that loads settings, statistics and the saved game from ``paths``."""
    window = MainWindow(paths)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()  # the notices are shown once the window is up
    return window


def notice_text(window: MainWindow) -> str | None:
    """The text of the notice box the player was shown, if any is open."""
    box = getattr(window, "notice_box", None)
    return box.text() if box is not None and box.isVisible() else None

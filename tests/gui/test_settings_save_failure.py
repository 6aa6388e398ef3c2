"""A settings save that fails says so in words, and keeps saying it until a save works."""

from __future__ import annotations

import errno

import pytest
from persist_helpers import open_window, storage_folder
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.storage import atomic, load_settings

pytestmark = pytest.mark.gui


def toggle_auto_play(monkeypatch, window) -> None:
    """Settings from the menu; the player flips Auto play (a live change, saved at once)."""

    def exec_(dialog: SettingsDialog) -> int:
        dialog.auto_play.setChecked(not dialog.auto_play.isChecked())
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", exec_)
    window.menu_actions["settings"].trigger()


def test_a_failed_save_is_told_in_words_until_a_save_works(qtbot, tmp_path, monkeypatch):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    temp = paths.config_dir / ".settings.json.k2x9q1zz.tmp"

    def denied(step: str) -> None:
        if step == "create":
            raise PermissionError(errno.EACCES, "Permission denied", str(temp))

    monkeypatch.setattr(atomic, "_before_step", denied)
    toggle_auto_play(monkeypatch, window)
    said = f"Settings could not be saved: permission denied in {paths.config_dir}."
    bar = window.statusBar()
    assert bar.currentMessage() == said
    # A passing message covers it for a while; then it is back.
    bar.showMessage("Position saved to somewhere", 50)
    qtbot.waitUntil(lambda: bar.currentMessage() == said, timeout=3000)
    # Still not saved after another failed save, still said.
    toggle_auto_play(monkeypatch, window)
    assert bar.currentMessage() == said

    monkeypatch.setattr(atomic, "_before_step", atomic._no_fault)
    toggle_auto_play(monkeypatch, window)
    QApplication.processEvents()
    assert bar.currentMessage() == ""
    assert load_settings(paths)[0].auto_play == window.settings.auto_play


def test_other_failures_name_the_folder_and_the_reason(qtbot, tmp_path, monkeypatch):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)

    def full(step: str) -> None:
        if step == "write":
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_before_step", full)
    toggle_auto_play(monkeypatch, window)
    message = window.statusBar().currentMessage()
    assert message == f"Settings could not be saved: the disk holding {paths.config_dir} is full."
    assert "Errno" not in message and ".tmp" not in message


def test_the_failure_and_a_fifo_notice_read_in_german(german, tmp_path):
    import os
    from pathlib import Path

    from goodmeasure.gui.window.settings_failure import settings_not_saved
    from goodmeasure.gui.words import notice_words
    from goodmeasure.storage import StoragePaths, load_settings

    folder = Path("/home/anna/.config/goodmeasure")
    denied = PermissionError(errno.EACCES, "Permission denied", str(folder / ".settings.json.abcdefgh.tmp"))
    assert settings_not_saved(denied, folder) == (
        f"Die Einstellungen konnten nicht gespeichert werden: keine Schreibberechtigung in {folder}."
    )
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    os.mkfifo(paths.settings_file)
    notices = load_settings(paths)[1]
    assert len(notices) == 1
    assert "(an ihrer Stelle steht keine gewöhnliche Datei)" in notice_words(notices[0])

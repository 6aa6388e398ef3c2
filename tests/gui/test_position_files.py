"""Game > Open position and Save position: .deal files from the app itself."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import key
from persist_helpers import notice_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from goodmeasure import engine
from goodmeasure.storage import atomic

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def choose(monkeypatch, which: str, path) -> list[tuple]:
    """The file dialog (the platform's own, not ours to drive) answers ``path``."""
    asked: list[tuple] = []

    def dialog(*args, **kwargs):
        asked.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, which, dialog)
    return asked


def test_save_position_writes_the_position_on_the_table(active, monkeypatch, tmp_path):
    window = active
    window.start_deal("golf", 9)
    window.play_move(engine.legal_moves(window.position)[0])
    asked = choose(monkeypatch, "getSaveFileName", tmp_path / "mine")
    key(window, Qt.Key.Key_S, CTRL)
    assert asked and asked[0][2] == "golf-9.deal"  # the name offered
    saved = tmp_path / "mine.deal"  # the suffix is added
    assert engine.read_deal(saved.read_text(encoding="utf-8")) == window.position
    assert "mine.deal" in window.statusBar().currentMessage()


def test_a_failed_save_is_told_and_leaves_the_older_file_whole(active, monkeypatch, tmp_path):
    window = active
    folder = tmp_path / "positions"
    folder.mkdir()
    older = folder / "mine.deal"
    older.write_text(engine.write_deal(engine.deal("golf", 4)), encoding="utf-8")
    window.start_deal("golf", 9)

    def disk_full(step: str) -> None:
        if step == "write":
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_before_step", disk_full)
    choose(monkeypatch, "getSaveFileName", older)
    key(window, Qt.Key.Key_S, CTRL)
    text = notice_text(window)
    assert text is not None and "could not be saved" in text and "No space left" in text
    assert engine.read_deal(older.read_text(encoding="utf-8")) == engine.deal("golf", 4)
    assert [path.name for path in folder.iterdir()] == ["mine.deal"]  # no temporary file left


def test_open_position_puts_the_file_on_the_table(active, monkeypatch, tmp_path):
    window = active
    path = tmp_path / "golf.deal"
    path.write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    choose(monkeypatch, "getOpenFileName", path)
    key(window, Qt.Key.Key_O, CTRL)
    assert window.position == engine.deal("golf", 9)
    assert TableDriver(window).status("deal") == "Deal from a file"


def test_a_bad_file_is_told_and_the_game_stays(active, monkeypatch, tmp_path):
    window = active
    window.start_deal("bakers-dozen", 3)
    window.play_move(engine.legal_moves(window.position)[0])
    before, moves = window.position, window.history.moves
    bad = tmp_path / "bad.deal"
    bad.write_text("game: golf\ncolumn: XX\n", encoding="utf-8")
    choose(monkeypatch, "getOpenFileName", bad)
    key(window, Qt.Key.Key_O, CTRL)
    text = notice_text(window)
    assert text is not None and "bad.deal" in text and "Your game is unchanged" in text
    assert window.position == before and window.history.moves == moves and window.number == 3


def test_cancelling_the_file_dialog_changes_nothing(active, monkeypatch):
    window = active
    before = window.position
    choose(monkeypatch, "getOpenFileName", "")
    key(window, Qt.Key.Key_O, CTRL)
    assert window.position == before and notice_text(window) is None

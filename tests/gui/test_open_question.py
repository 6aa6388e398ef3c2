"""Opening a file over a game in progress asks first, and the question names
the file, as plain text (its name is the player's, or a stranger's)."""

from __future__ import annotations

import pytest
from gui_helpers import Answerer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from goodmeasure import engine

pytestmark = pytest.mark.gui


class FormatAnswerer(Answerer):
    """Answers as Answerer does, and remembers each box's text format."""

    def __init__(self, button: str) -> None:
        self.formats: list[Qt.TextFormat] = []
        super().__init__(button)

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            self.formats.append(box.textFormat())
        super()._answer()


NAME = "<i>50%1 off<i> %2.deal"  # no "/": it would be a folder


def test_the_open_file_question_names_the_file_as_plain_text(make_window, qtbot, monkeypatch, tmp_path):
    window = make_window(confirm_abandon=True)
    window.start_deal("bakers-dozen", 6)
    window.play_move(engine.legal_moves(window.position)[0])
    position = window.position
    path = tmp_path / NAME
    path.write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    watch = FormatAnswerer("Keep playing")
    try:
        window.open_action.trigger()
    finally:
        watch.stop()
    assert len(watch.asked) == 1
    assert NAME in watch.asked[0] and "(moves made: 1)" in watch.asked[0]
    assert watch.formats == [Qt.TextFormat.PlainText]
    assert window.position == position  # kept

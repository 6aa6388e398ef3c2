"""A hint, a solution step or "Show solution" asked for after the win: the
status stays Won and the words say the game is won."""

from __future__ import annotations

import pytest
from gui_helpers import click, key, point, searches_settled, start
from gui_positions import ONE_MOVE_TO_FINISH
from PySide6.QtCore import Qt

from goodmeasure import engine

pytestmark = pytest.mark.gui


def win(window, qtbot) -> None:
    start(window, ONE_MOVE_TO_FINISH)
    click(window, point(window, ("c", 0)))
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=5000)
    qtbot.waitUntil(window.banner.isVisible, timeout=5000)
    assert window.hints.status_label.text() == "Won"


@pytest.mark.parametrize(
    "keys",
    [
        (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier),
        (Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    ],
    ids=["hint", "step", "solution"],
)
def test_asking_after_the_win_says_it_is_won(window, qtbot, keys):
    win(window, qtbot)
    key(window, *keys)
    # A solver answer, were one asked for, has come back.
    searches_settled(qtbot, window)
    assert window.hints.status_label.text() == "Won"
    said = window.hints.message_label.text()
    assert "won" in said.lower()
    assert "No legal move" not in said
    assert window.banner.isVisible() and window.banner.title.text() == "You won!"

"""A seed-rule Gloucestershire deal the solver proves lost before a move says
why, once per game, and points to the free bouquet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from goodmeasure import engine

pytestmark = pytest.mark.gui

# Seed-rule Gloucestershire deals the solver proves lost within a few dozen positions.
LOST_DEAL = 1


def wait_lost_from_start(window, qtbot) -> None:
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Lost from the start", timeout=30000)


def told(window) -> bool:
    box = getattr(window, "notice_box", None)
    return box is not None and box.isVisible()


def test_a_deal_lost_from_the_start_says_why_once(window, qtbot):
    window.start_deal("gloucestershire", LOST_DEAL)
    wait_lost_from_start(window, qtbot)
    box = window.notice_box
    assert box.isVisible()
    assert "cannot be won" in box.text()
    assert "free bouquet in Settings" in box.text()
    box.close()
    # A move is proven lost again: no second word about it in the same game.
    window.play_move(engine.legal_moves(window.position)[0])
    qtbot.waitUntil(lambda: window.hints.status_label.text().startswith("Lost"), timeout=30000)
    qtbot.wait(200)
    assert not told(window)
    window.restart()
    wait_lost_from_start(window, qtbot)
    qtbot.wait(200)
    assert not told(window)


def test_new_deal_and_deal_number_each_say_it_for_their_game(window, qtbot, monkeypatch):
    window.start_deal("gloucestershire", LOST_DEAL)
    wait_lost_from_start(window, qtbot)
    window.notice_box.close()
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kw: (LOST_DEAL, True))
    window.number_action.trigger()
    wait_lost_from_start(window, qtbot)
    assert told(window)
    window.notice_box.close()
    monkeypatch.setattr("random.randint", lambda a, b: LOST_DEAL)
    window.new_action.trigger()
    assert window.game == "gloucestershire" and window.history.moves_made == 0
    wait_lost_from_start(window, qtbot)
    assert told(window)


def test_the_free_bouquet_and_other_games_are_left_alone(make_window, qtbot):
    window = make_window(gloucestershire_free_bouquet=True)
    window.start_deal("gloucestershire", LOST_DEAL)
    qtbot.waitUntil(lambda: window.hints.status_label.text() != "", timeout=30000)
    qtbot.wait(200)
    assert not told(window)


def test_the_notice_speaks_german(window, german, qtbot):
    window.start_deal("gloucestershire", LOST_DEAL)
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Von Anfang an verloren", timeout=30000)
    assert "freie Bouquet" in window.notice_box.text()


def test_the_status_bar_does_not_repeat_the_notice(window, qtbot):
    # The box shows the whole text; a copy in the status bar was cut off at
    # the window's edge and stayed there for 15 seconds after the box closed.
    window.start_deal("gloucestershire", LOST_DEAL)
    wait_lost_from_start(window, qtbot)
    box = window.notice_box
    assert "free bouquet in Settings" in box.text()
    assert window.statusBar().currentMessage() == ""
    ok = box.button(QMessageBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
    assert not box.isVisible()
    assert window.statusBar().currentMessage() == ""

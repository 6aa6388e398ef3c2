"""The tests' own driver of the table (driver.py) does what a player does,
with real event sequences, and reads back what the player sees."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_positions import GOLF_STUCK, ONE_MOVE_TO_STUCK
from PySide6.QtCore import Qt

from goodmeasure import engine
from goodmeasure.gui.table.play import move_path

pytestmark = pytest.mark.gui


def test_deal_click_drag_press_and_read_the_status(window):
    table = TableDriver(window)
    position = table.deal("golf", 4)
    assert table.status("deal") == "Deal 4" and table.status("moves") == "Moves: 0"
    table.click(("s", -1))  # the stock turns a card
    assert window.position != position and table.status("moves") == "Moves: 1"
    table.press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.position == position and table.status("moves") == "Moves: 0"

    position = table.deal("good-measure", 1)
    move = next(m for m in engine.legal_moves(position) if m.source == "c" and m.target == "c")
    source, target = move_path(position, move)
    table.drag(source, (target[0], -1))
    assert window.position == engine.apply(position, move)
    assert table.status("moves") == "Moves: 1"
    assert table.notices() == []


def test_a_refused_click_is_told_on_the_message_line(window):
    table = TableDriver(window)
    table.start(ONE_MOVE_TO_STUCK)
    table.click(("c", 0))  # the Jack of clubs: nowhere to go
    assert table.message() == "No foundation or column takes the Jack of clubs yet."
    assert table.banner() is None


def test_the_end_notice_reads_as_title_and_words(window):
    table = TableDriver(window)
    table.start(GOLF_STUCK)
    title, words = table.banner()
    assert title == "No move left" and "Cards left" in words


def test_a_double_click_sends_a_card_home(window):
    table = TableDriver(window)
    position = table.deal("good-measure", 1)
    home = next(m for m in engine.legal_moves(position) if m.target == "f" and m.source == "c")
    (pile, index), _ = move_path(position, home)
    table.double_click(pile, index)
    assert table.status("moves") == "Moves: 1"
    assert window.position != position

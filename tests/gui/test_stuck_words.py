"""The stuck notice says "no move" once, in its title; its words say what
the player can do."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, point, start
from gui_positions import GOLF_STUCK, ONE_MOVE_TO_STUCK

from goodmeasure import engine

pytestmark = pytest.mark.gui


def test_stuck_after_a_move_says_it_once(window, qtbot):
    start(window, ONE_MOVE_TO_STUCK)
    click(window, point(window, ("c", 2)))
    qtbot.waitUntil(lambda: TableDriver(window).banner() is not None, timeout=5000)
    assert engine.is_stuck(window.position)
    title, text = TableDriver(window).banner()
    assert title == "No move left"
    assert "move" not in text.lower().replace("undo a move", "")
    assert text == "Undo a move or start a new deal."


def test_golf_stuck_counts_the_cards_left(window, qtbot):
    position = start(window, GOLF_STUCK)
    qtbot.waitUntil(lambda: TableDriver(window).banner() is not None, timeout=5000)
    text = TableDriver(window).banner()[1]
    assert TableDriver(window).banner()[0] == "No move left"
    assert f"Cards left: {engine.golf_cards_left(position)}." in text
    assert "No move" not in text


def test_stuck_before_any_move_offers_no_undo(window, qtbot):
    # A deal with no move at all (Gloucestershire's standard rule has them):
    # nothing to undo, so the words do not suggest it, and there is no Undo button.
    start(window, ONE_MOVE_TO_STUCK)
    click(window, point(window, ("c", 2)))
    qtbot.waitUntil(lambda: TableDriver(window).banner() is not None, timeout=5000)
    stuck = window.position
    start(window, stuck)  # the same position as a fresh deal: stuck at move 0
    qtbot.waitUntil(lambda: TableDriver(window).banner() is not None, timeout=5000)
    title, text = TableDriver(window).banner()
    assert title == "No move left"
    assert "Undo" not in text
    assert window.banner.button("Undo") is None and window.banner.button("New deal") is not None

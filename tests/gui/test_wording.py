"""Words the player reads: the status of a deal lost from the start, the
About box (true of every game, with its licences), German line breaks."""

from __future__ import annotations

import pytest
from gui_helpers import Answerer, start
from gui_positions import GOLF_STUCK

pytestmark = pytest.mark.gui


def test_a_deal_lost_before_any_move_is_lost_from_the_start(window, qtbot):
    start(window, GOLF_STUCK)
    qtbot.waitUntil(lambda: window.hints.lost_since == 0, timeout=20000)
    assert window.hints.status_label.text() == "Lost from the start"


def about_text(window) -> str:
    told = Answerer("OK")
    try:
        window.menu_actions["about"].trigger()
    finally:
        told.stop()
    assert len(told.asked) == 1
    return told.asked[0]


def test_the_about_box_names_the_licences_and_claims_no_open_cards(window):
    text = about_text(window)
    assert "every card is in view" not in text
    assert "MIT" in text and "CC0" in text and "Adrian Kennard" in text


def test_the_german_about_box_claims_no_open_cards_either(german, window):
    text = about_text(window)
    assert "jede Karte zu sehen" not in text
    assert "MIT" in text and "CC0" in text


def test_the_german_golf_win_keeps_the_time_with_its_word(german, window):
    # "Zeit" and the clock on one line: the notice wrapped between them.
    window.start_deal("golf", 1)
    assert "Zeit\u00a0" in window.endings.result_text()

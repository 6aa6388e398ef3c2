"""Auto play: a click on a card that fits nowhere plays nothing, but the
card shakes and the status bar says why."""

from __future__ import annotations

import pytest
from gui_helpers import click, point, start
from gui_positions import GOLF_STUCK, ONE_MOVE_TO_STUCK

from goodmeasure import engine
from goodmeasure.gui.words import card_words

pytestmark = pytest.mark.gui


def test_a_card_with_nowhere_to_go_shakes_and_says_why(make_window, qtbot):
    window = make_window(animation_speed="normal")
    before = start(window, ONE_MOVE_TO_STUCK)
    item = window.scene.card_item(("c", 0), 1)  # the Jack of clubs: no Queen is on top
    home = item.pos()
    click(window, point(window, ("c", 0)))
    assert window.position == before
    said = window.hints.message_label.text()
    assert said == "No foundation or column takes the Jack of clubs yet."
    qtbot.waitUntil(lambda: item.pos() != home, timeout=1000)  # it shakes
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)  # and comes to rest at home


def test_golf_says_what_the_waste_takes(make_window, qtbot):
    window = make_window(animation_speed="off")
    position = start(window, GOLF_STUCK)
    column = next(i for i, c in enumerate(position.columns) if c)
    click(window, point(window, ("c", column)))
    assert window.position == position
    said = window.hints.message_label.text()
    top = card_words(position.waste[-1])
    assert said.startswith("The ") and said.endswith(f"does not go on the {top}.")


def test_a_card_that_fits_says_nothing(window):
    start(window, ONE_MOVE_TO_STUCK)
    click(window, point(window, ("c", 2)))  # the 9 of clubs goes home
    assert engine.is_stuck(window.position)
    assert "nowhere" not in window.hints.message_label.text()


def test_a_refused_click_clears_the_earlier_hints_outline(window, qtbot):
    start(window, ONE_MOVE_TO_STUCK)
    window.hint_action.trigger()
    frames = window.scene._hint_frames
    qtbot.waitUntil(lambda: all(frame.isVisible() for frame in frames), timeout=20000)
    click(window, point(window, ("c", 0)))  # the Jack of clubs: refused
    assert "Jack of clubs" in window.hints.message_label.text()
    assert not any(frame.isVisible() for frame in frames)
    assert window.scene.hint is None

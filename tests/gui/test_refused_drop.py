"""A card dropped on a pile that does not take it glides home, and the
status bar says why: the engine's reason (why_illegal) in the game's words."""

from __future__ import annotations

import pytest
from gui_helpers import drag, point, start
from gui_positions import ONE_MOVE_TO_STUCK
from PySide6.QtCore import QPoint

pytestmark = pytest.mark.gui

# The Jack of clubs on top of the first column; the King of clubs on the
# second; clubs home up to the 8; the fourth column empty.
JACK = ("c", 0)


@pytest.mark.parametrize(
    ("pile", "said"),
    [
        (("c", 1), "The Jack of clubs does not go on the King of clubs."),
        (("f", 0), "No foundation takes the Jack of clubs yet."),
        (("c", 3), "An empty column stays empty in this game."),
    ],
)
def test_a_refused_drop_says_why(window, pile, said):
    before = start(window, ONE_MOVE_TO_STUCK)
    drag(window, point(window, JACK), point(window, pile))
    assert window.position == before
    assert window.hints.message_label.text() == said


def test_a_drop_back_on_its_own_pile_says_nothing(window):
    before = start(window, ONE_MOVE_TO_STUCK)
    drag(window, point(window, JACK), point(window, JACK) + QPoint(0, 12))
    assert window.position == before
    assert window.hints.message_label.text() == ""

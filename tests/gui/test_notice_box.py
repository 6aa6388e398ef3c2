"""The notice box: a notice it already shows is not added again, and it stays
bounded however many notices come while it is open."""

from __future__ import annotations

import pytest

from goodmeasure.gui.window.notices import MAX_NOTICES, tell

pytestmark = pytest.mark.gui


def test_a_notice_already_shown_is_not_added_again(window):
    told = "The settings file could not be read."
    for _ in range(50):
        box = tell(window, [told])
    assert box is not None and box.isVisible()
    assert box.text().count(told) == 1
    tell(window, ["Something else.", told])
    assert box.text().count(told) == 1 and "Something else." in box.text()


def test_the_box_is_bounded(window):
    for number in range(200):
        box = tell(window, [f"Notice number {number} about a file."])
    assert box is not None
    assert box.text().count("Notice number") == MAX_NOTICES
    assert "Notice number 199 " in box.text() and "Notice number 0 " not in box.text()


def test_a_closed_box_starts_afresh(window):
    box = tell(window, ["First."])
    assert box is not None
    box.close()
    again = tell(window, ["First."])
    assert again is not None and again.isVisible() and again.text() == "First."

"""The won table: after the win celebration (or a skip of it) every card lies
where the won position has it, in all four games."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, key, point, start
from gui_positions import FULL_DHS, GLOUCESTERSHIRE_RETURN, GOLF_ONE_FROM_WIN, ONE_MOVE_TO_FINISH, suit_up_to
from PySide6.QtCore import Qt

from goodmeasure import engine
from goodmeasure.gui.table.items import Z_CARD
from goodmeasure.gui.window.mainwindow import MainWindow

pytestmark = pytest.mark.gui

BAKERS_DOZEN_ONE_FROM_WIN = (
    "game: bakers-dozen\n"
    f"foundation: {suit_up_to('C', 12)}\n"
    + "".join(f"foundation: {f}\n" for f in FULL_DHS)
    + "column: KC\n"
    + "column:\n" * 12
)

# Each game one click from the win (and Good Measure's auto finish after it):
# the position and the pile whose top card the click plays.
ONE_CLICK_FROM_WIN = {
    "good-measure": (ONE_MOVE_TO_FINISH, ("c", 0)),
    "bakers-dozen": (BAKERS_DOZEN_ONE_FROM_WIN, ("c", 0)),
    "golf": (GOLF_ONE_FROM_WIN, ("c", 1)),
    "gloucestershire": (GLOUCESTERSHIRE_RETURN, ("c", 0)),
}


def misplaced(window: MainWindow) -> list[tuple[tuple[str, int], int]]:
    """The cards not drawn where the table's layout puts them: hidden, off
    their spot, or out of their pile's stacking order."""
    table = TableDriver(window)
    return [
        (pile, index)
        for pile, spots in table.layout.cards.items()
        for index, spot in enumerate(spots)
        if not table.card_shown(pile, index)
        or table.card_pos(pile, index) != pytest.approx(spot)
        or table.card_layer(pile, index) != Z_CARD + index
    ]


def win_by_click(window: MainWindow, qtbot, game: str) -> None:
    text, pile = ONE_CLICK_FROM_WIN[game]
    start(window, text)
    click(window, point(window, pile))
    # The banner comes once the last card has glided home (after an auto finish).
    qtbot.waitUntil(lambda: TableDriver(window).banner() is not None, timeout=5000)
    assert engine.is_won(window.position)


@pytest.mark.parametrize("game", sorted(ONE_CLICK_FROM_WIN))
def test_the_celebration_ends_with_the_won_table_drawn(make_window, qtbot, game):
    window = make_window(animation_speed="fast")
    win_by_click(window, qtbot, game)
    assert TableDriver(window).gliding  # the cards are leaping
    qtbot.waitUntil(lambda: not TableDriver(window).gliding, timeout=5000)
    assert misplaced(window) == []
    assert TableDriver(window).banner() is not None and window.banner.button("New deal") is not None


@pytest.mark.parametrize("game", ["good-measure", "golf"])
def test_a_key_skips_the_celebration_to_the_won_table(make_window, qtbot, game):
    window = make_window(animation_speed="slow")
    win_by_click(window, qtbot, game)
    assert TableDriver(window).gliding
    key(window, Qt.Key.Key_Escape)
    assert not TableDriver(window).gliding
    assert misplaced(window) == []
    assert TableDriver(window).banner() is not None

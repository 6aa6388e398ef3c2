"""Nothing moves that the player did not move, and long columns keep the
cards large (issue 33, items 4 and 5): a column too long for its room makes
the cards smaller where they are, no other card moves; a notice lies over
the felt; the fan follows the deck's index depth; Golf's won waste reads."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import drag, point, start
from gui_positions import GOLF_ONE_FROM_WIN, GOLF_STUCK, TEN_DEEP
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.table.cardart import CLASSIC, INDEX_DEPTH, INDEX_WIDTH
from goodmeasure.gui.table.play import pile_keys

pytestmark = pytest.mark.gui

SIZES = [(1024, 700), (1280, 800)]


def _places(window, leave_out=()) -> dict:
    """Every card's scene position (its item's), by card, outside ``leave_out``."""
    table = TableDriver(window)
    return {
        card: table.card_pos(pile, index)
        for pile in pile_keys(window.position.game)
        if pile not in leave_out
        for index, card in enumerate(_cards(window.position, pile))
    }


def _cards(position, pile):
    from goodmeasure.gui.table.play import pile_cards

    return pile_cards(position, pile)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_column_shrinks_the_cards_where_they_are(make_window, qtbot, size):
    window = make_window(size, animation_speed="slow")
    start(window, TEN_DEEP)
    normal = TableDriver(window).layout.card_w
    before = _places(window, leave_out=[("c", 0), ("c", 1)])
    drag(window, point(window, ("c", 1)), point(window, ("c", 0)))  # 8C onto 9H: eleven deep
    assert len(window.position.columns[0]) == 11
    if size == (1280, 800):  # at 1024x700 the normal size has room for it
        assert TableDriver(window).layout.card_w < normal
    qtbot.waitUntil(lambda: not TableDriver(window).gliding, timeout=5000)
    # Every card outside the two columns the move touched is where it was, to the pixel.
    assert _places(window, leave_out=[("c", 0), ("c", 1)]) == before


def _index_is_on_top(window, pile, index) -> bool:
    """The corners of a card's index (its top-left 0.23 x 0.42) are its own pixels."""
    table = TableDriver(window)
    layout = table.layout
    x, y = layout.cards[pile][index]
    index = index % len(layout.cards[pile])
    corners = [(x + 1, y + 1), (x + 0.23 * layout.card_w, y + 0.42 * layout.card_h)]
    return all(table.card_on_top(px, py) == (pile, index) for px, py in corners)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_stuck_notice_lies_over_the_felt_and_moves_no_card(make_window, size):
    window = make_window(size)
    start(window, GOLF_STUCK)
    QApplication.processEvents()
    assert window.banner.isVisible()
    shown = _places(window)
    width = TableDriver(window).layout.card_w
    # No card's index is under the notice.
    notice = window.banner.geometry()
    layout = TableDriver(window).layout
    for pile, spots in layout.cards.items():
        for index in range(len(spots)):
            rect = layout.visible_rect(pile, index)
            strip = (rect.x, rect.y, rect.w, min(rect.h, 0.42 * layout.card_h))
            box = window.view.mapFromScene(*strip).boundingRect()
            assert not box.intersects(notice), (pile, index)
    window.banner.hide()
    QApplication.processEvents()
    assert TableDriver(window).layout.card_w == width
    assert _places(window) == shown


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_won_notice_moves_no_card(make_window, qtbot, size):
    window = make_window(size)
    start(window, GOLF_ONE_FROM_WIN)
    before = _places(window, leave_out=[("w", -1), ("c", 1)])
    from gui_helpers import click

    click(window, point(window, ("c", 1)))
    qtbot.waitUntil(window.banner.isVisible, timeout=5000)
    assert _places(window, leave_out=[("w", -1), ("c", 1)]) == before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lost_notice_moves_no_card(make_window, qtbot, size):
    from parking_positions import TWO_QUEENS_ONE_KING

    window = make_window(size)
    start(window, TWO_QUEENS_ONE_KING)  # Good Measure, lost before any move
    before = _places(window)
    width = TableDriver(window).layout.card_w
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(window.banner.isVisible, timeout=20000)
    QApplication.processEvents()
    assert TableDriver(window).layout.card_w == width
    assert _places(window) == before


def test_dismissing_the_first_run_pointer_moves_no_card(make_window, qtbot):
    from PySide6.QtCore import Qt

    window = make_window((1024, 700))
    start(window, engine.deal("good-measure", 3))
    assert window.welcome is not None
    before = _places(window)
    qtbot.mouseClick(window.welcome.close_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window.welcome is None
    assert _places(window) == before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_golfs_won_waste_shows_every_index(make_window, qtbot, size):
    """After a Golf win the waste (51 cards and more) wraps up the empty
    felt: each card's whole index shows, none is a strip of a few pixels."""
    window = make_window(size)
    start(window, GOLF_ONE_FROM_WIN)
    from gui_helpers import click

    click(window, point(window, ("c", 1)))
    qtbot.waitUntil(window.banner.isVisible, timeout=5000)
    window.banner.hide()
    spots = TableDriver(window).layout.cards[("w", -1)]
    assert len(spots) >= 40
    for index in range(len(spots)):
        assert _index_is_on_top(window, ("w", -1), index), index


LONG_AT_1024 = [("bakers-dozen", 6, 14, 60), ("good-measure", 2, 15, 58)]


def _stacked(game: str, column: int, depth: int) -> engine.Position:
    position = engine.deal(game, 5)
    columns = [list(cards) for cards in position.columns]
    while len(columns[column]) < depth:
        donor = max((c for c in range(len(columns)) if c != column), key=lambda c: len(columns[c]))
        columns[column].append(columns[donor].pop())
    return position._replace(columns=tuple(tuple(cards) for cards in columns))


@pytest.mark.parametrize(("game", "column", "depth", "least"), LONG_AT_1024, ids=lambda v: str(v))
def test_a_long_column_keeps_the_cards_large_at_1024x700(make_window, game, column, depth, least):
    # Before: a 14-card Baker's Dozen column made the cards 54 px wide, a
    # 15-card Good Measure one 51 px.
    window = make_window((1024, 700))
    start(window, _stacked(game, column, depth))
    assert TableDriver(window).layout.card_w >= least
    for index in range(depth):
        assert _index_is_on_top(window, ("c", column), index), index


def test_the_fan_follows_the_decks_index_depth(make_window, monkeypatch):
    """A deck whose corner index reaches further down fans its columns
    deeper: each covered card's whole index shows."""
    window = make_window((1024, 700))
    position = _stacked("good-measure", 2, 12)
    start(window, position)
    classic = TableDriver(window).layout
    monkeypatch.setitem(INDEX_DEPTH, CLASSIC, 0.55)
    start(window, position)
    layout = TableDriver(window).layout
    for pile, spots in layout.cards.items():
        if pile[0] == "c":
            for (_, y1), (_, y2) in zip(spots, spots[1:], strict=False):
                assert y2 - y1 >= 0.55 * layout.card_h - 0.01, pile
    assert layout.card_w < classic.card_w


@pytest.mark.parametrize("game", ["golf", "gloucestershire"])
def test_the_fan_across_follows_the_decks_index_width(make_window, monkeypatch, game):
    """A deck whose corner index is wider fans Golf's waste and the bouquet
    wider: each covered card's whole index shows."""
    window = make_window((1280, 800))
    position = engine.deal(game, 4, frozenset({"free-bouquet"}) if game == "gloucestershire" else None)
    while game == "golf" and len(position.waste) < 12:
        turn = next(m for m in engine.legal_moves(position) if m.source == "s")
        position = engine.apply(position, turn)
    monkeypatch.setitem(INDEX_WIDTH, CLASSIC, 0.33)
    start(window, position)
    layout = TableDriver(window).layout
    pile = ("w", -1) if game == "golf" else ("b", -1)
    spots = layout.cards[pile]
    assert len(spots) >= 12
    for (x1, _), (x2, _) in zip(spots, spots[1:], strict=False):
        # The bouquet's strip: the index's own width (the fan less 0.01).
        assert x2 - x1 >= (0.33 if game == "golf" else 0.32) * layout.card_w - 0.01

"""Gloucestershire's bouquet at every window size, the smallest first: each
card's corner index shows whole, on top of everything and on the table, so
under the free bouquet every card can be read and clicked."""

from __future__ import annotations

import random

import pytest
from driver import TableDriver
from gui_helpers import click, start
from PySide6.QtCore import QPointF

from goodmeasure import engine
from goodmeasure.gui.table.play import pile_keys
from goodmeasure.gui.window.mainwindow import MIN_SIZE

pytestmark = pytest.mark.gui

SIZES = [MIN_SIZE, (1024, 700), (1280, 800), (1920, 1080)]
FREE = frozenset({"free-bouquet"})
# The art's corner index, measured on the 52 faces: rank from 0.034 of the
# height down, suit down to 0.42; the club's leaf reaches 0.232 of the width.
INDEX_WIDTH = 0.232
INDEX_TOP, INDEX_BOTTOM = 0.034, 0.42


def _index_box(layout, index: int) -> tuple[float, float, float, float]:
    x, y = layout.cards[("b", -1)][index]
    return (
        x + 0.5,
        y + INDEX_TOP * layout.card_h,
        x + INDEX_WIDTH * layout.card_w - 0.5,
        y + INDEX_BOTTOM * layout.card_h,
    )


def _check_bouquet_indexes(window) -> None:
    """Every corner of every bouquet card's index is that card's own pixel,
    inside the table."""
    layout = TableDriver(window).layout
    viewport = window.view.viewport().size()
    for index in range(len(window.position.bouquet)):
        left, top, right, bottom = _index_box(layout, index)
        assert left >= 0 and top >= 0, index
        assert right <= viewport.width() and bottom <= viewport.height(), index
        card = (("b", -1), index)
        for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
            assert TableDriver(window).on_top(x, y) == card, (index, x - left, y - top)


@pytest.mark.parametrize("free", [True, False], ids=["free-bouquet", "standard"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_bouquet_index_shows_whole(make_window, size, free):
    window = make_window(size)
    start(window, engine.deal("gloucestershire", 11, FREE if free else frozenset()))
    _check_bouquet_indexes(window)
    layout = TableDriver(window).layout
    # Big enough to read and to hit: the rank glyph is about 0.21 of a card's
    # height, and the strip each card shows is the place a click must land.
    assert 0.21 * layout.card_h >= 16
    spots = layout.cards[("b", -1)]
    assert min(b[0] - a[0] for a, b in zip(spots, spots[1:], strict=False)) >= 14


def test_at_the_smallest_size_a_click_on_an_index_plays_that_card(make_window):
    window = make_window(MIN_SIZE)
    deal = engine.deal("gloucestershire", 11, FREE)
    playable = sorted({m.source_index for m in engine.legal_moves(deal) if m.source == "b"})
    assert len(playable) >= 3
    for index in playable:
        start(window, deal)
        left, top, right, bottom = _index_box(TableDriver(window).layout, index)
        # The middle of the index: rank and suit, not the blank strip below.
        click(window, window.view.mapFromScene(QPointF((left + right) / 2, (top + bottom) / 2)))
        assert window.history.moves, index
        assert window.history.moves[0].source_index == index


def _walk(deal: engine.Position, moves: int, seed: int) -> list[engine.Position]:
    """Positions along a random game that grows the beds: bouquet cards onto
    beds where they go, as a player short of foundation plays does."""
    chance = random.Random(seed)
    seen = [deal]
    for _ in range(moves):
        legal = engine.legal_moves(seen[-1])
        if not legal:
            break
        onto_beds = [m for m in legal if m.target == "c" and m.source == "b"]
        seen.append(engine.apply(seen[-1], chance.choice(onto_beds or legal)))
    return seen


@pytest.mark.parametrize("size", [MIN_SIZE, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_along_a_game_the_bouquet_stays_clear_and_every_card_on_the_table(make_window, size):
    window = make_window(size)
    for position in _walk(engine.deal("gloucestershire", 4, FREE), 60, seed=4)[::3]:
        start(window, position)
        _check_bouquet_indexes(window)
        layout = TableDriver(window).layout
        viewport = window.view.viewport().size()
        for pile in pile_keys(position.game):
            area = layout.pile_area(pile)
            assert area.x >= 0 and area.y >= 0, pile
            assert area.x + area.w <= viewport.width() and area.y + area.h <= viewport.height(), pile
        # The top card of every bed shows whole: nothing lies on it.
        for bed in range(len(position.columns)):
            if position.columns[bed]:
                rect = layout.card_rect(("c", bed), -1)
                for x, y in ((rect.x + 1, rect.y + 1), (rect.x + rect.w - 1, rect.y + rect.h - 1)):
                    top = (("c", bed), len(position.columns[bed]) - 1)
                    assert TableDriver(window).on_top(x, y) == top, bed

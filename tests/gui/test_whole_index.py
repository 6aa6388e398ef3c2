"""Every covered card shows its whole corner index, rank and suit, in all
four games at the sizes players use, with long columns too; the fans grow
into the room the table has (issue 23, item 3).

Where the index ends is measured from the card art itself, per card."""

from __future__ import annotations

from functools import cache

import pytest
from driver import TableDriver
from gui_helpers import start
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from goodmeasure import engine
from goodmeasure.assets import asset_path
from goodmeasure.engine import Position, card_text
from goodmeasure.gui.table.play import BOUQUET, COLUMN, WASTE, pile_cards, pile_keys

pytestmark = pytest.mark.gui

SIZES = [(1024, 700), (1280, 800), (1600, 1000)]
FREE = frozenset({"free-bouquet"})
# The index sits in the card's left strip; a pip or a court picture starts
# right of it on every face.
STRIP = (0.02, 0.2)
# The index's right edge, measured on the art (the widest, a 10's rank).
INDEX_RIGHT = 0.232


@cache
def index_end(card: engine.Card) -> float:
    """The bottom of a face's corner index (rank, then suit under it) as a
    share of the card height: the end of the second run of ink rows in the
    left strip."""
    w, h = 250, 350
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    QSvgRenderer(str(asset_path("cards", f"{card_text(card)}.svg"))).render(painter, QRectF(0, 0, w, h))
    painter.end()
    xs = range(round(STRIP[0] * w), round(STRIP[1] * w))
    runs, inked = 0, False
    for y in range(round(0.02 * h), h // 2):
        ink = any(min(image.pixelColor(x, y).getRgb()[:3]) < 200 for x in xs)
        if inked and not ink:
            runs += 1
            if runs == 2:
                return y / h
        inked = ink
    raise AssertionError(f"no index found on {card_text(card)}")


def _check_whole_indexes(window) -> None:
    table, position = TableDriver(window), window.position
    layout = table.layout
    viewport = window.view.viewport().size()
    for pile in pile_keys(position.game):
        area = layout.pile_area(pile)
        assert area.y + area.h <= viewport.height() and area.x + area.w <= viewport.width(), pile
        if pile[0] in (WASTE, BOUQUET):
            _check_across(window, pile)
        if pile[0] != COLUMN:
            continue
        for index, (x, y) in enumerate(layout.cards[pile]):
            card = position.columns[pile[1]][index]
            bottom = y + index_end(card) * layout.card_h + 0.5
            for px in (x + 1.5, x + STRIP[1] * layout.card_w):
                on_top = table.on_top(px, bottom)
                assert on_top == (pile, index), (pile, index, card_text(card), bottom - y)


def _check_across(window, pile) -> None:
    """A fan across (Golf's waste, the bouquet): each covered card's index
    shows whole, up to its right edge, from its top to the suit's foot."""
    table = TableDriver(window)
    layout = table.layout
    cards = pile_cards(window.position, pile)
    for index, (x, y) in enumerate(layout.cards[pile][:-1]):
        right = x + INDEX_RIGHT * layout.card_w
        for py in (y + 0.05 * layout.card_h, y + (index_end(cards[index]) - 0.01) * layout.card_h):
            on_top = table.on_top(right, py)
            assert on_top == (pile, index), (pile, index, card_text(cards[index]))


def _stacked(game: str, column: int, depth: int) -> Position:
    position = engine.deal(game, 5, FREE if game == "gloucestershire" else None)
    columns = [list(cards) for cards in position.columns]
    while len(columns[column]) < depth:
        donor = max((c for c in range(len(columns)) if c != column), key=lambda c: len(columns[c]))
        columns[column].append(columns[donor].pop())
    return position._replace(columns=tuple(tuple(cards) for cards in columns))


def _golf_turned(cards: int) -> Position:
    """Golf with ``cards`` turned from the stock onto the waste."""
    position = engine.deal("golf", 11)
    while len(position.waste) < cards:
        turn = next(m for m in engine.legal_moves(position) if m.source == "s")
        position = engine.apply(position, turn)
    return position


def _bed_grown(depth: int) -> Position:
    position = engine.deal("gloucestershire", 4, FREE)
    while len(position.columns[0]) < depth:
        onto = [m for m in engine.legal_moves(position) if m.source == "b" and m.target_index == 0]
        position = engine.apply(position, onto[0])
    return position


POSITIONS = {
    **{f"{game}-deal": (lambda game=game: engine.deal(game, 11)) for game in engine.GAME_NAMES},
    "golf-waste-12": lambda: _golf_turned(12),
    "gloucestershire-free-deal": lambda: engine.deal("gloucestershire", 11, FREE),
    "good-measure-12": lambda: _stacked("good-measure", 2, 12),
    "good-measure-20": lambda: _stacked("good-measure", 2, 20),
    "bakers-dozen-13": lambda: _stacked("bakers-dozen", 6, 13),
    "bakers-dozen-20": lambda: _stacked("bakers-dozen", 6, 20),
    "gloucestershire-free-16": lambda: _bed_grown(16),
    "gloucestershire-free-26": lambda: _bed_grown(26),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(POSITIONS))
def test_every_covered_card_shows_its_whole_index(make_window, size, name):
    window = make_window(size)
    start(window, POSITIONS[name]())
    _check_whole_indexes(window)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["bakers-dozen", "good-measure"])
def test_the_fans_grow_into_the_empty_felt(make_window, size, game):
    """A fresh deal's columns fan out well beyond the bare index (half a
    card and more of each covered card shows) into the room below them,
    instead of leaving most of the felt empty."""
    window = make_window(size)
    start(window, engine.deal(game, 11))
    layout = TableDriver(window).layout
    for column in range(len(window.position.columns)):
        spots = layout.cards[("c", column)]
        for (_, y1), (_, y2) in zip(spots, spots[1:], strict=False):
            assert y2 - y1 >= 0.5 * layout.card_h, column

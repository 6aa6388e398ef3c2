"""Long columns keep every card readable: where a column would have to fan
tighter than its cards' corner indexes, the cards get smaller instead, at
the smallest window and a large one. Short columns keep the normal size."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import start
from gui_positions import TEN_DEEP

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.gui.table.play import pile_keys
from goodmeasure.gui.window.mainwindow import MIN_SIZE

pytestmark = pytest.mark.gui

SIZES = [MIN_SIZE, (1920, 1080)]
FREE = frozenset({"free-bouquet"})
# The art's corner index, measured on the 52 faces: the rank from 0.034 of the
# height down to 0.243, the suit under it from 0.274 to 0.417, all within
# 0.232 of the width. A card reads when its own picture is on top down to
# 0.42: the whole index, rank and suit (test_whole_index.py measures it).
INDEX_WIDTH = 0.232
INDEX_TOP, INDEX_READS = 0.034, 0.42


def _check_on_table(window) -> None:
    layout = TableDriver(window).layout
    viewport = window.view.viewport().size()
    for pile in pile_keys(window.position.game):
        area = layout.pile_area(pile)
        assert area.x >= 0 and area.y >= 0, pile
        assert area.x + area.w <= viewport.width() and area.y + area.h <= viewport.height(), pile


def _check_columns_read(window) -> None:
    """Every corner of every column card's index is that card's own pixel,
    and every pile lies on the table."""
    _check_on_table(window)
    layout = TableDriver(window).layout
    position = window.position
    for column in range(len(position.columns)):
        for index, (x, y) in enumerate(layout.cards[("c", column)]):
            card = (("c", column), index)
            left, right = x + 0.5, x + INDEX_WIDTH * layout.card_w - 0.5
            top, bottom = y + INDEX_TOP * layout.card_h, y + INDEX_READS * layout.card_h
            for px, py in ((left, top), (right, top), (left, bottom), (right, bottom)):
                assert TableDriver(window).on_top(px, py) == card, (column, index, px - x, py - y)


def _bed_grown(number: int, bed: int, depth: int) -> Position:
    """A free-bouquet deal with one bed grown by bouquet cards played onto it,
    as a player does who waits for foundation cards."""
    position = engine.deal("gloucestershire", number, FREE)
    while len(position.columns[bed]) < depth:
        onto = [m for m in engine.legal_moves(position) if m.source == "b" and m.target_index == bed]
        assert onto, len(position.columns[bed])
        position = engine.apply(position, onto[0])
    return position


def _column_stacked(game: str, column: int, depth: int) -> Position:
    """A deal with one column made ``depth`` deep from the top cards of the
    others (a .deal file may hold any such column; play reaches 16 or so)."""
    position = engine.deal(game, 5)
    columns = [list(cards) for cards in position.columns]
    while len(columns[column]) < depth:
        donor = max((c for c in range(len(columns)) if c != column), key=lambda c: len(columns[c]))
        columns[column].append(columns[donor].pop())
    return position._replace(columns=tuple(tuple(cards) for cards in columns))


def _standard(position: Position) -> Position:
    """The same cards under the seed's rule (only the bouquet's top plays)."""
    return position._replace(game=engine.get_game("gloucestershire", frozenset()))


LONG = {
    # Deal 4's first bed (left, over the bouquet fan) grows from bouquet cards.
    "gloucestershire-free-16": lambda: _bed_grown(4, 0, 16),
    "gloucestershire-free-26": lambda: _bed_grown(4, 0, 26),
    "gloucestershire-standard-26": lambda: _standard(_bed_grown(4, 0, 26)),
    "good-measure-13": lambda: _column_stacked("good-measure", 2, 13),
    "good-measure-20": lambda: _column_stacked("good-measure", 2, 20),
    "bakers-dozen-16": lambda: _column_stacked("bakers-dozen", 6, 16),
    "bakers-dozen-20": lambda: _column_stacked("bakers-dozen", 6, 20),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(LONG))
def test_every_card_of_a_long_column_reads(make_window, size, name):
    window = make_window(size)
    start(window, LONG[name]())
    _check_columns_read(window)


# Columns as deep as the normal card size has room for (layout.ROOM_DEEP).
SHORT = {
    "gloucestershire": lambda: _bed_grown(4, 0, 10),
    "good-measure": lambda: _column_stacked("good-measure", 2, 7),
    "bakers-dozen": lambda: _column_stacked("bakers-dozen", 6, 7),
    "golf": lambda: engine.deal("golf", 5),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(SHORT))
def test_short_columns_keep_the_normal_card_size(make_window, size, game):
    window = make_window(size)
    deal = start(window, engine.deal(game, 5, FREE if game == "gloucestershire" else None))
    normal = TableDriver(window).layout.card_w
    start(window, SHORT[game]())
    assert TableDriver(window).layout.card_w == normal
    _check_columns_read(window)
    # A long column shrinks the cards; taking it back gives the size back.
    if game != "golf":
        start(window, LONG[f"{game}-20" if game != "gloucestershire" else "gloucestershire-free-26"]())
        assert TableDriver(window).layout.card_w < normal
        start(window, deal)
        assert TableDriver(window).layout.card_w == normal


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_size_follows_a_growing_bed_steadily(make_window, size):
    """Card by card the cards only get smaller while the bed grows, never
    size for size back and forth, and undoing gives each position its size."""
    window = make_window(size)
    position = engine.deal("gloucestershire", 4, FREE)
    seen = [position]
    while len(position.columns[0]) < 26:
        onto = [m for m in engine.legal_moves(position) if m.source == "b" and m.target_index == 0]
        position = engine.apply(position, onto[0])
        seen.append(position)
    widths = []
    for position in seen:
        start(window, position)
        _check_columns_read(window)
        widths.append(TableDriver(window).layout.card_w)
    assert widths == sorted(widths, reverse=True)
    assert widths[-1] < widths[0]
    for position, width in reversed(list(zip(seen, widths, strict=True))):
        start(window, position)
        assert TableDriver(window).layout.card_w == width


@pytest.mark.parametrize("game", ["good-measure", "gloucestershire"])
def test_past_the_smallest_cards_the_fan_tightens_on_the_table(make_window, game):
    """A column no card size reads whole (a file may hold one): the cards
    stop shrinking where their rank is still about 7 px tall, and the column
    fans tighter, still on the table."""
    window = make_window(MIN_SIZE)
    if game == "gloucestershire":
        deal = engine.deal(game, 4, FREE)
        beds = list(deal.columns)
        beds[0] += deal.bouquet[:45]
        position = deal._replace(columns=tuple(beds), bouquet=deal.bouquet[45:])
    else:
        position = _column_stacked(game, 2, 40)
    start(window, position)
    _check_on_table(window)
    layout = TableDriver(window).layout
    assert 0.21 * layout.card_h >= 7
    spots = layout.cards[("c", 0 if game == "gloucestershire" else 2)]
    assert spots[1][1] - spots[0][1] < 0.37 * layout.card_h


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_smaller_cards_keep_the_bouquet_strips_wide(make_window, size):
    # Cards made smaller for a long bed still fan the bouquet by the normal
    # size's step, so each free-bouquet card stays a strip a click finds
    # (at the minimum window 14 px, not the 8 px a step of smaller cards
    # would leave), and a real click on one in the middle plays it.
    from gui_helpers import click, point

    window = make_window(size)
    start(window, engine.deal("gloucestershire", 4, FREE))
    normal = TableDriver(window).layout
    normal_step = normal.cards[("b", -1)][1][0] - normal.cards[("b", -1)][0][0]
    position = start(window, _bed_grown(4, 0, 26))
    shrunk = TableDriver(window).layout
    assert shrunk.card_w < normal.card_w
    spots = shrunk.cards[("b", -1)]
    assert min(b[0] - a[0] for a, b in zip(spots, spots[1:], strict=False)) >= normal_step - 0.5
    middle = len(spots) // 2
    click(window, point(window, ("b", -1), middle))
    assert window.position.bouquet == position.bouquet[:middle] + position.bouquet[middle + 1 :]


def test_a_card_parked_and_taken_back_keeps_the_card_size(make_window):
    """A column that goes back and forth by a card keeps one card size: the
    cards shrink as the column passes what the normal size holds, stay so
    when the card is taken back, and grow back once a column one card longer
    would read at the normal size again. All by real drags."""
    from gui_helpers import drag, key, point
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from goodmeasure.gui.table.layout import table_layout

    window = make_window((1280, 800))
    start(window, TEN_DEEP)
    normal = TableDriver(window).layout.card_w
    drag(window, point(window, ("c", 1)), point(window, ("c", 0)))  # the 8 of clubs onto the 9 of hearts
    assert len(window.position.columns[0]) == 11
    shrunk = TableDriver(window).layout.card_w
    assert shrunk < normal
    _check_columns_read(window)
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))  # and back onto the 9 of spades
    assert len(window.position.columns[0]) == 10
    assert TableDriver(window).layout.card_w == shrunk
    _check_columns_read(window)
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))  # the 9 of hearts onto the 10 of clubs
    assert max(map(len, window.position.columns)) == 9
    assert TableDriver(window).layout.card_w == normal
    # Undo walks the same way back: shrunk at eleven deep, kept at ten.
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.position.columns[0]) == 11 and TableDriver(window).layout.card_w == shrunk
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.position.columns[0]) == 10 and TableDriver(window).layout.card_w == shrunk
    # A position put on the table afresh (a new deal, a file) starts from the
    # largest size that reads, and so does a new window size.
    start(window, TEN_DEEP)
    assert TableDriver(window).layout.card_w == normal
    drag(window, point(window, ("c", 1)), point(window, ("c", 0)))
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))
    assert TableDriver(window).layout.card_w == shrunk
    window.resize(1300, 820)
    QApplication.processEvents()
    width, height = TableDriver(window).size
    assert TableDriver(window).layout.card_w == table_layout(window.position, width, height).card_w
    assert TableDriver(window).layout.card_w > shrunk

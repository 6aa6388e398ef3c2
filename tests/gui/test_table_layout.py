"""Every game fits the window with every showing card index readable."""

from __future__ import annotations

import pytest
from driver import TableDriver

from goodmeasure import engine
from goodmeasure.gui.table.layout import FAN_ACROSS, FAN_DOWN, table_layout
from goodmeasure.gui.table.play import pile_keys
from goodmeasure.gui.window.mainwindow import MIN_SIZE

pytestmark = pytest.mark.gui

SIZES = [(1280, 800), (1024, 700)]


def _check_fits(window, position):
    window.start_position(position)
    layout = TableDriver(window).layout
    viewport = window.view.viewport().size()
    for pile in pile_keys(position.game):
        area = layout.pile_area(pile)
        assert area.x >= 0 and area.y >= 0, pile
        assert area.x + area.w <= viewport.width(), pile
        assert area.y + area.h <= viewport.height(), pile
        spots = layout.cards[pile]
        for (x1, y1), (x2, y2) in zip(spots, spots[1:], strict=False):
            if pile[0] == "c":
                # The whole index shows at FAN_DOWN; a long column shrinks the
                # cards rather than fan tighter (test_long_columns.py).
                assert y2 - y1 >= FAN_DOWN * layout.card_h - 0.01, pile
            elif pile[0] == "b" or (pile[0] == "w" and len(spots) < 20):
                assert x2 - x1 >= FAN_ACROSS * layout.card_w - 0.01, pile
    return layout


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", engine.GAME_NAMES)
def test_every_game_fits(make_window, size, game):
    window = make_window(size)
    layout = _check_fits(window, engine.deal(game, 11))
    # Card indexes stay big enough to read: the rank glyph is about 18% of a card.
    assert layout.card_h * 0.18 >= 14


@pytest.mark.parametrize("game", engine.GAME_NAMES)
def test_every_game_fits_the_smallest_window(make_window, game):
    # Smaller cards there (Baker's Dozen's thirteen columns across 820 px), but
    # every card still on the table and every fan still showing its ranks.
    _check_fits(make_window(MIN_SIZE), engine.deal(game, 11))


@pytest.mark.parametrize("size", SIZES)
def test_long_columns_compress_to_stay_on_the_table(make_window, size):
    window = make_window(size)
    start = engine.deal("gloucestershire", 2)
    # Move every bouquet card we can onto beds, to grow them long.
    position = start
    for _ in range(40):
        moves = [m for m in engine.legal_moves(position) if m.target == "c" and m.source == "b"]
        if not moves:
            break
        position = engine.apply(position, moves[0])
    columns = list(position.columns)
    columns[7] = columns[7] + columns[6]
    columns[6] = ()
    grown = position._replace(columns=tuple(columns))
    window.start_position(grown)
    viewport = window.view.viewport().size()
    layout = TableDriver(window).layout
    area = layout.pile_area(("c", 7))
    assert area.y + area.h <= viewport.height()
    assert area.y + area.h <= layout.slots[("b", -1)].y


def test_layout_is_pure_geometry():
    position = engine.deal("good-measure", 3)
    layout = table_layout(position, 1280, 720)
    assert layout.card_at(*layout.slots[("c", 0)].center) is not None
    top = layout.card_rect(("c", 0), -1)
    assert layout.card_at(top.x + 1, top.y + top.h - 1) == (("c", 0), 4)

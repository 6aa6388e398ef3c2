"""Where every pile and card sits on a table of a given size.

Qt-free geometry in logical pixels. The card size depends on the game and
the table size, and on nothing else while every column fans by FAN_DOWN
or more within its room. Each column fans out into the room below it, up to
FAN_DOWN_MAX; a column that grows squeezes its own fan first, and only one
too long for FAN_DOWN makes the cards smaller, just enough for it (never its
fan tighter, which would cut its cards' indexes). So the size is the same
for the same position and table, and changes only as the longest columns
grow or shrink past what the table holds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple

from goodmeasure.engine import Game, Position

from .play import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE, PileKey, pile_cards, pile_keys

# Card art is 2.5 x 3.5 inches.
ASPECT = 3.5 / 2.5
# Fans in card heights/widths. The art's corner index: the rank from 0.036 to
# 0.244 of a height, the suit under it from 0.273 to 0.419, all within 0.232
# of a width. A column fanned by FAN_DOWN shows every covered card's whole
# index, rank and suit (a spade told from a club at a glance); no face-up
# column fans tighter. With room to spare a column fans out to FAN_DOWN_MAX,
# more of each card showing, rather than leave the felt below it bare.
# (0.43, not more: at the smallest window Gloucestershire's deal then keeps
# cards whose rank is 16 px tall.)
FAN_DOWN = 0.43
FAN_DOWN_MAX = 0.56
# The column depth each game's normal card size has room for at FAN_DOWN.
ROOM_DEEP = 7
ROOM_DEEP_BEDS = 9
# Across (Golf's waste): the index is 0.232 of a width wide.
FAN_ACROSS = 0.25
# The bouquet fans 51 cards under its top one, each showing its whole index:
# with the free bouquet any of them plays, and a player picks it out by that.
# A wider table spreads the fan, up to BOUQUET_STEP_MAX.
BOUQUET_STEP = 0.24
BOUQUET_STEP_MAX = 0.3
BOUQUET_STEP_WIDEST = 0.7
BOUQUET_SIZE = 52
# Gaps in card widths.
GAP = 0.16
ROW_GAP = 0.22
MARGIN = 12.0
MAX_CARD_WIDTH = 150.0
# Cards shrink for a long column no further than this: the rank would be
# about 7 px tall, too small to read anyway, so past it the fan tightens.
MIN_CARD_WIDTH = 24.0


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def united(self, other: Rect) -> Rect:
        x = min(self.x, other.x)
        y = min(self.y, other.y)
        right = max(self.x + self.w, other.x + other.w)
        bottom = max(self.y + self.h, other.y + other.h)
        return Rect(x, y, right - x, bottom - y)

    def overlap(self, other: Rect) -> float:
        w = min(self.x + self.w, other.x + other.w) - max(self.x, other.x)
        h = min(self.y + self.h, other.y + other.h) - max(self.y, other.y)
        return w * h if w > 0 and h > 0 else 0.0

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2


@dataclass
class TableLayout:
    card_w: float
    card_h: float
    # The empty-pile slot of each pile.
    slots: dict[PileKey, Rect] = field(default_factory=dict)
    # The top-left corner of every card, per pile, bottom card first.
    cards: dict[PileKey, list[tuple[float, float]]] = field(default_factory=dict)

    def card_rect(self, pile: PileKey, index: int) -> Rect:
        x, y = self.cards[pile][index]
        return Rect(x, y, self.card_w, self.card_h)

    def visible_rect(self, pile: PileKey, index: int) -> Rect:
        """The part of a card the next card of its pile leaves uncovered: a
        strip of a fanned card, the whole of a top card. An outline of the
        whole card would take in the cards on it too (a free-bouquet card
        under the rest of the fan)."""
        rect = self.card_rect(pile, index)
        spots = self.cards[pile]
        if index + 1 < len(spots):
            x, y = spots[index + 1]
            if y == rect.y and rect.x < x < rect.x + rect.w:
                return Rect(rect.x, rect.y, x - rect.x, rect.h)
            if x == rect.x and rect.y < y < rect.y + rect.h:
                return Rect(rect.x, rect.y, rect.w, y - rect.y)
        return rect

    def pile_area(self, pile: PileKey) -> Rect:
        """The slot and every card on it: where a drop on this pile lands."""
        area = self.slots[pile]
        for x, y in self.cards.get(pile, []):
            area = area.united(Rect(x, y, self.card_w, self.card_h))
        return area

    def card_at(self, px: float, py: float) -> tuple[PileKey, int] | None:
        """The topmost card under a point, as (pile, index)."""
        for pile, spots in self.cards.items():
            for index in range(len(spots) - 1, -1, -1):
                if self.card_rect(pile, index).contains(px, py):
                    return pile, index
        return None

    def pile_at(self, px: float, py: float) -> PileKey | None:
        hit = self.card_at(px, py)
        if hit is not None:
            return hit[0]
        for pile in self.slots:
            if self.pile_area(pile).contains(px, py):
                return pile
        return None


# --- Card size per game ----------------------------------------------------


def _fit(width_units: float, height_units: float, width: float, height: float) -> float:
    """The largest card width with a table ``width_units`` card widths wide and
    ``height_units`` card heights tall inside width x height."""
    by_width = (width - 2 * MARGIN) / width_units
    by_height = (height - 2 * MARGIN) / (height_units * ASPECT)
    return max(20.0, min(by_width, by_height, MAX_CARD_WIDTH))


def _columns_span(count: int) -> float:
    return count + GAP * (count - 1)


def _fan_height(depth: int) -> float:
    return 1 + FAN_DOWN * (depth - 1)


def card_width(game: Game, width: float, height: float) -> float:
    if game.has_stock_and_waste:
        # Seven columns of five over a stock and waste row.
        return _fit(_columns_span(game.column_count), _fan_height(5) + ROW_GAP + 1, width, height)
    if game.has_bouquet:
        # Beds (room for nine deep) with the foundations 2 x 2 beside them, the
        # bouquet fanned across below.
        across = max(_columns_span(game.column_count + 2) + GAP, 1 + BOUQUET_STEP * (BOUQUET_SIZE - 1))
        return _fit(across, _fan_height(ROOM_DEEP_BEDS) + ROW_GAP + 1, width, height)
    # Good Measure, Baker's Dozen: foundations above, room for columns to grow.
    return _fit(_columns_span(game.column_count), 1 + ROW_GAP + _fan_height(ROOM_DEEP), width, height)


# --- Placing the piles -----------------------------------------------------


def _fan_down(top: float, count: int, bottom: float, card_h: float) -> float:
    """The step between cards of a column so ``count`` cards end by ``bottom``:
    as wide as the room allows, up to FAN_DOWN_MAX."""
    if count < 2:
        return FAN_DOWN_MAX * card_h
    room = (bottom - top - card_h) / (count - 1)
    return max(2.0, min(FAN_DOWN_MAX * card_h, room))


def _readable_width(depth: int, height: float, beside_row: bool) -> float:
    """The largest card width at which a column ``depth`` cards deep fans by
    FAN_DOWN down the table; ``beside_row``: it shares the table's height
    with a row of cards (foundations above, stock or bouquet below)."""
    units = _fan_height(depth) * ASPECT
    if beside_row:
        units += ASPECT + ROW_GAP
    return (height - 2 * MARGIN) / units


def _fan_across(count: int, room: float, card_w: float) -> float:
    if count < 2:
        return FAN_ACROSS * card_w
    return max(1.0, min(FAN_ACROSS * card_w, (room - card_w) / (count - 1)))


def table_layout(
    position: Position, width: float, height: float, kept: float | None = None
) -> TableLayout:
    """The piles of ``position`` placed on a table ``width`` x ``height``.

    ``kept``: the card width on the table before a move. Cards shrink at
    once for a column too long to read, but grow back only as far as a
    column one card longer would still read: a column that goes back and
    forth by a card (a card parked and taken back) keeps one size instead
    of changing it each time. Without ``kept`` (a new deal, a new window
    size) the size is the largest that reads.
    """
    normal = card_width(position.game, width, height)
    readable = _readable_card_width(position, width, height, normal, 0)
    if kept is not None and kept < readable:
        readable = min(readable, max(kept, _readable_card_width(position, width, height, normal, 1)))
    return _place(position, width, height, readable, normal)[0]


def _readable_card_width(position: Position, width: float, height: float, normal: float, more: int) -> float:
    """The largest card width, up to ``normal``, at which every column of
    ``position`` with ``more`` cards on it fans readably."""
    cw = normal
    while True:
        _, readable = _place(position, width, height, cw, normal, more)
        if readable >= cw or cw <= MIN_CARD_WIDTH:
            return cw
        # Whole pixels: one card picture size per column length, not a new
        # one for every fraction. Smaller cards can move a bed out from over
        # the bouquet (or under it), so place again and look.
        cw = max(MIN_CARD_WIDTH, math.floor(readable))


def _place(
    position: Position, width: float, height: float, cw: float, normal: float, more: int = 0
) -> tuple[TableLayout, float]:
    """The piles placed with cards ``cw`` wide (``normal`` wide when no
    column is long), and the largest card width at which each column, where
    it now stands and with ``more`` cards on it, would still fan by FAN_DOWN."""
    game = position.game
    ch = cw * ASPECT
    layout = TableLayout(cw, ch)
    pitch = cw * (1 + GAP)
    columns_w = cw * _columns_span(game.column_count)
    readable = math.inf

    def column(key: PileKey, x: float, y: float, bottom: float, beside_row: bool) -> None:
        nonlocal readable
        layout.slots[key] = Rect(x, y, cw, ch)
        count = len(pile_cards(position, key))
        readable = min(readable, _readable_width(count + more, height, beside_row))
        step = _fan_down(y, count, bottom, ch)
        layout.cards[key] = [(x, y + i * step) for i in range(count)]

    def stacked(key: PileKey, x: float, y: float) -> None:
        layout.slots[key] = Rect(x, y, cw, ch)
        layout.cards[key] = [(x, y)] * len(pile_cards(position, key))

    def across(key: PileKey, x: float, y: float, room: float) -> None:
        layout.slots[key] = Rect(x, y, cw, ch)
        count = len(pile_cards(position, key))
        step = _fan_across(count, room, cw)
        layout.cards[key] = [(x + i * step, y) for i in range(count)]

    bottom = height - MARGIN
    if game.has_stock_and_waste:
        left = (width - columns_w) / 2
        row_y = bottom - ch
        for i in range(game.column_count):
            column((COLUMN, i), left + i * pitch, MARGIN, row_y - ROW_GAP * cw, True)
        stacked((STOCK, -1), left, row_y)
        across((WASTE, -1), left + pitch, row_y, columns_w - pitch)
    elif game.has_bouquet:
        beds_w = cw * _columns_span(game.column_count)
        block_w = beds_w + GAP * cw + 2 * pitch
        left = (width - block_w) / 2
        # One step for the table, whatever the count: a card leaving the fan
        # moves only the cards after it, and the fan shrinks from its right
        # end. A file may hold a longer bouquet; it fans tighter to fit.
        bouquet_count = len(position.bouquet)
        spread = max(BOUQUET_SIZE, bouquet_count) - 1
        # Cards made smaller for a long bed keep the normal size's step (up
        # to BOUQUET_STEP_WIDEST of a card): each bouquet card is still a
        # strip a click can find, not one a few pixels wide.
        step = min(
            BOUQUET_STEP_MAX * normal, BOUQUET_STEP_WIDEST * cw, (width - 2 * MARGIN - cw) / spread
        )
        bouquet_left = (width - cw - spread * step) / 2
        bouquet_y = bottom - ch
        bouquet_right = bouquet_left + cw + max(0, bouquet_count - 1) * step
        for i in range(game.column_count):
            x = left + i * pitch
            # A bed may run down past the bouquet's row once the fan has
            # shrunk away from under it: long beds then keep their indexes.
            clear = bouquet_count == 0 or x > bouquet_right + GAP * cw
            column((COLUMN, i), x, MARGIN, bottom if clear else bouquet_y - ROW_GAP * cw, not clear)
        fx = left + beds_w + 2 * GAP * cw
        for i in range(game.foundation_count):
            stacked((FOUNDATION, i), fx + (i % 2) * pitch, MARGIN + (i // 2) * (ch + GAP * cw))
        layout.slots[(BOUQUET, -1)] = Rect(bouquet_left, bouquet_y, cw, ch)
        layout.cards[(BOUQUET, -1)] = [(bouquet_left + i * step, bouquet_y) for i in range(bouquet_count)]
    else:
        left = (width - columns_w) / 2
        found_left = left + (columns_w - cw * _columns_span(game.foundation_count)) / 2
        for i in range(game.foundation_count):
            stacked((FOUNDATION, i), found_left + i * pitch, MARGIN)
        top = MARGIN + ch + ROW_GAP * cw
        for i in range(game.column_count):
            column((COLUMN, i), left + i * pitch, top, bottom, True)
    assert set(layout.slots) == set(pile_keys(position))
    return layout, readable

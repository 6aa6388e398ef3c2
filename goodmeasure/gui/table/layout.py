"""Where every pile and card sits on a table of a given size.

Qt-free geometry in logical pixels. The places of the piles (each slot's
corner, each column's room and its fan) depend on the game and the table
size only: they are worked out for the game's normal card size. Each column
fans out into the room below it, up to FAN_DOWN_MAX; a column that grows
squeezes its own fan first, down to the deck's index depth (the fan), and
only one too long for that makes the cards smaller, just enough for it. The
smaller cards stay in the same places: no other pile moves (issue 33).

Good Measure and Baker's Dozen put the foundations above the columns or in
a column of their own beside them, whichever keeps the cards larger once a
column grows long (the felt beside the columns is free; the room above them
is the long column's).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple

from goodmeasure.engine import Game, PileKey, Position, pile_cards, pile_keys
from goodmeasure.engine.moves import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE
from goodmeasure.gui.table.cardart import CLASSIC, INDEX_DEPTH, INDEX_WIDTH

# Card art is 2.5 x 3.5 inches.
ASPECT = 3.5 / 2.5
# Fans in card heights/widths. The classic art's corner index: the rank from
# 0.036 to 0.244 of a height, the suit under it from 0.273 to 0.419, all
# within 0.232 of a width. A column fanned by FAN_DOWN shows every covered
# card's whole index, rank and suit (a spade told from a club at a glance);
# no face-up column fans tighter. Other decks fan by their own index depth
# (cardart.INDEX_DEPTH) plus INDEX_MARGIN: fans_for(). With room to spare a
# column fans out by FAN_ROOMY more than that, up to FAN_DOWN_MAX at least,
# more of each card showing, rather than leave the felt below it bare.
FAN_DOWN = 0.43
FAN_DOWN_MAX = 0.56
INDEX_MARGIN = 0.013
FAN_ROOMY = FAN_DOWN_MAX - FAN_DOWN
# The column depth each game's normal card size has room for at FAN_DOWN.
ROOM_DEEP = 7
ROOM_DEEP_BEDS = 9
# Across (Golf's waste): the index is 0.232 of a width wide. A waste longer
# than a row at FAN_ACROSS wraps into rows up the free felt above it, each
# row showing the next one's index strip.
FAN_ACROSS = 0.25
ACROSS_MARGIN = 0.018
# The bouquet fans 51 cards under its top one, each showing its whole index:
# with the free bouquet any of them plays, and a player picks it out by that.
# A wider table spreads the fan, up to BOUQUET_STEP_MAX.
BOUQUET_STEP_MAX = 0.3
BOUQUET_SIZE = 52
# Gaps in card widths. Columns with width to spare spread up to WIDE_GAP.
GAP = 0.16
WIDE_GAP = 0.4
# How deep a column grows in a long game: where the foundations go (above
# the columns or beside them) is chosen for the larger card at this depth.
LONG_DEEP = 13
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


class Fans(NamedTuple):
    """The tightest fans at which every covered card shows its whole corner
    index: down a column (card heights), across a row (card widths)."""

    down: float = FAN_DOWN
    across: float = FAN_ACROSS


CLASSIC_FANS = Fans()


def fans_for(deck: str = CLASSIC) -> Fans:
    """The fans of ``deck``: its corner index's depth and width, and a
    margin (the fan follows the deck; the classic one's are FAN_DOWN and
    FAN_ACROSS)."""
    depth = INDEX_DEPTH.get(deck, INDEX_DEPTH[CLASSIC])
    width = INDEX_WIDTH.get(deck, INDEX_WIDTH[CLASSIC])
    return Fans(depth + INDEX_MARGIN, width + ACROSS_MARGIN)


def _fit(width_units: float, height_units: float, width: float, height: float) -> float:
    """The largest card width with a table ``width_units`` card widths wide and
    ``height_units`` card heights tall inside width x height."""
    by_width = (width - 2 * MARGIN) / width_units
    by_height = (height - 2 * MARGIN) / (height_units * ASPECT)
    return max(20.0, min(by_width, by_height, MAX_CARD_WIDTH))


def _columns_span(count: int, gap: float = GAP) -> float:
    return count + gap * (count - 1)


def _fan_height(depth: int, fan: float = FAN_DOWN) -> float:
    return 1 + fan * (depth - 1)


def _spread_gap(count: int, room: float, card_w: float) -> float:
    """The gap between ``count`` columns across ``room``: GAP, wider (up to
    WIDE_GAP) where the table has width to spare."""
    if count < 2:
        return GAP
    return max(GAP, min(WIDE_GAP, (room / card_w - count) / (count - 1)))


def _has_row(game: Game, kind: str) -> bool:
    """Does the game declare the pile that gets a row of its own (its stock
    and waste, its bouquet)? The game's piles say, not a flag."""
    return (kind, -1) in pile_keys(game)


def arrangement(game: Game, width: float, height: float, fans: Fans = CLASSIC_FANS) -> tuple[float, bool]:
    """The game's normal card width on a table width x height, and whether
    its foundations stand beside the columns (Good Measure, Baker's Dozen)
    rather than above them."""
    if _has_row(game, STOCK):
        # Seven columns of five over a stock and waste row.
        return _fit(
            _columns_span(game.column_count), _fan_height(5, fans.down) + ROW_GAP + 1, width, height
        ), False
    if _has_row(game, BOUQUET):
        # Beds (room for nine deep) with the foundations 2 x 2 beside them, the
        # bouquet fanned across below.
        across = max(
            _columns_span(game.column_count + 2) + GAP, 1 + (fans.across - 0.01) * (BOUQUET_SIZE - 1)
        )
        return _fit(across, _fan_height(ROOM_DEEP_BEDS, fans.down) + ROW_GAP + 1, width, height), False
    # Foundations above the columns, or a column of them beside: above keeps
    # the cards larger while the columns are short, beside gives the columns
    # the table's whole height. The one whose cards stay larger with a column
    # LONG_DEEP deep is the game's for this table size.
    columns = _columns_span(game.column_count)
    stack = game.foundation_count + GAP * (game.foundation_count - 1) / ASPECT
    above = _fit(columns, 1 + ROW_GAP + _fan_height(ROOM_DEEP, fans.down), width, height)
    beside = _fit(columns + 2 * GAP + 1, max(_fan_height(ROOM_DEEP, fans.down), stack), width, height)
    long_units = ASPECT * _fan_height(LONG_DEEP, fans.down)
    above_long = min(above, (height - 2 * MARGIN - above * (ASPECT + ROW_GAP)) / long_units)
    beside_long = min(beside, (height - 2 * MARGIN) / long_units)
    if beside_long > above_long:
        return beside, True
    return above, False


def card_width(game: Game, width: float, height: float, fans: Fans = CLASSIC_FANS) -> float:
    """The game's normal card width: no column is too long for its room."""
    return arrangement(game, width, height, fans)[0]


# --- Placing the piles -----------------------------------------------------


def _fan_across(count: int, room: float, card_w: float, across: float) -> float:
    if count < 2:
        return across * card_w
    return max(1.0, min(across * card_w, (room - card_w) / (count - 1)))


def table_layout(
    position: Position,
    width: float,
    height: float,
    kept: float | None = None,
    fans: Fans = CLASSIC_FANS,
) -> TableLayout:
    """The piles of ``position`` placed on a table ``width`` x ``height``,
    fanned so that the deck's corner indexes show (``fans``: fans_for(deck)).

    ``kept``: the card width on the table before a move. Cards shrink at
    once for a column too long to read, but grow back only as far as a
    column one card longer would still read: a column that goes back and
    forth by a card (a card parked and taken back) keeps one size instead
    of changing it each time. Without ``kept`` (a new deal, a new window
    size) the size is the largest that reads.
    """
    normal, beside = arrangement(position.game, width, height, fans)
    readable = _readable_card_width(position, width, height, normal, beside, fans, 0)
    if kept is not None and kept < readable:
        more = _readable_card_width(position, width, height, normal, beside, fans, 1)
        readable = min(readable, max(kept, more))
    return _place(position, width, height, readable, normal, beside, fans)[0]


def _readable_card_width(
    position: Position, width: float, height: float, normal: float, beside: bool, fans: Fans, more: int
) -> float:
    """The largest card width, up to ``normal``, at which every column of
    ``position`` with ``more`` cards on it fans by ``fans.down`` in its room."""
    cw = normal
    while True:
        _, readable = _place(position, width, height, cw, normal, beside, fans, more)
        if readable >= cw or cw <= MIN_CARD_WIDTH:
            # A smaller size may have freed more room than it needed: the
            # largest whole size that reads.
            while (
                cw < normal
                and cw + 1 <= _place(position, width, height, cw + 1, normal, beside, fans, more)[1]
            ):
                cw += 1
            return cw
        # Whole pixels: one card picture size per column length, not a new
        # one for every fraction. Smaller cards lower the bouquet's row (the
        # beds over it have more room), so place again and look.
        cw = max(MIN_CARD_WIDTH, math.floor(readable))


def _place(
    position: Position,
    width: float,
    height: float,
    cw: float,
    normal: float,
    beside: bool,
    fans: Fans,
    more: int = 0,
) -> tuple[TableLayout, float]:
    """The piles placed with cards ``cw`` wide, where cards ``normal`` wide
    would be (smaller cards keep the same corners, so nothing moves when a
    long column shrinks them), and the largest card width at which each
    column, in its room and with ``more`` cards on it, would fan by ``fans.down``."""
    game = position.game
    g, gh = normal, normal * ASPECT  # the places: the normal size's
    ch = cw * ASPECT
    layout = TableLayout(cw, ch)
    roomy = max(FAN_DOWN_MAX, fans.down + FAN_ROOMY)
    readable = math.inf

    def column(key: PileKey, x: float, y: float, bottom: float, normal_bottom: float | None = None) -> None:
        """``normal_bottom``: where its room ends with normal cards, if not
        at ``bottom`` (over the bouquet)."""
        nonlocal readable
        layout.slots[key] = Rect(x, y, cw, ch)
        count = len(pile_cards(position, key))
        room = bottom - y
        if count + more > 1:
            readable = min(readable, room / (ASPECT * _fan_height(count + more, fans.down)))
        # The fan the normal size has room for, as long as it reads: so a
        # column keeps its fan when another one shrinks the cards.
        normal_room = (bottom if normal_bottom is None else normal_bottom) - y
        step = roomy * gh if count < 2 else min(roomy * gh, (normal_room - gh) / (count - 1))
        if count > 1 and step < fans.down * ch:
            # The long column itself: its whole room at this size, each
            # card's whole index showing.
            step = max(2.0, min(roomy * ch, (room - ch) / (count - 1)))
        layout.cards[key] = [(x, y + i * step) for i in range(count)]

    def stacked(key: PileKey, x: float, y: float) -> None:
        layout.slots[key] = Rect(x, y, cw, ch)
        layout.cards[key] = [(x, y)] * len(pile_cards(position, key))

    bottom = height - MARGIN
    if _has_row(game, STOCK):
        gap = _spread_gap(game.column_count, width - 2 * MARGIN, g)
        pitch = g * (1 + gap)
        columns_w = g * _columns_span(game.column_count, gap)
        left = (width - columns_w) / 2
        row_y = bottom - gh
        for i in range(game.column_count):
            column((COLUMN, i), left + i * pitch, MARGIN, row_y - ROW_GAP * g)
        stacked((STOCK, -1), left, row_y)
        feet = [y + ch for key, spots in layout.cards.items() if key[0] == COLUMN for _, y in spots[-1:]]
        free_top = max([MARGIN, *(foot + ROW_GAP * g for foot in feet)])
        _waste(layout, position, left + pitch, row_y, columns_w - pitch, row_y - free_top, g, fans)
    elif _has_row(game, BOUQUET):
        pitch = g * (1 + GAP)
        beds_w = g * _columns_span(game.column_count)
        block_w = beds_w + GAP * g + 2 * pitch
        left = (width - block_w) / 2
        # One step for the table, whatever the count: a card leaving the fan
        # moves only the cards after it, and the fan shrinks from its right
        # end. A file may hold a longer bouquet; it fans tighter to fit.
        # Smaller cards (a long bed) keep the normal size's step: each
        # bouquet card is still a strip a click can find.
        bouquet_count = len(position.bouquet)
        spread = max(BOUQUET_SIZE, bouquet_count) - 1
        step = min(max(BOUQUET_STEP_MAX, fans.across + 0.05) * g, (width - 2 * MARGIN - g) / spread)
        bouquet_left = (width - g - spread * step) / 2
        # The bouquet keeps to the table's foot: smaller cards for a long bed
        # over it give that bed the room they free.
        bouquet_y = bottom - ch
        bouquet_right = bouquet_left + g + max(0, bouquet_count - 1) * step
        for i in range(game.column_count):
            x = left + i * pitch
            # A bed may run down past the bouquet's row once the fan has
            # shrunk away from under it: long beds then keep their indexes.
            clear = bouquet_count == 0 or x > bouquet_right + GAP * g
            if clear:
                column((COLUMN, i), x, MARGIN, bottom)
            else:
                column((COLUMN, i), x, MARGIN, bouquet_y - ROW_GAP * cw, bottom - gh - ROW_GAP * g)
        fx = left + beds_w + 2 * GAP * g
        for i in range(game.foundation_count):
            stacked((FOUNDATION, i), fx + (i % 2) * pitch, MARGIN + (i // 2) * (gh + GAP * g))
        layout.slots[(BOUQUET, -1)] = Rect(bouquet_left, bouquet_y, cw, ch)
        layout.cards[(BOUQUET, -1)] = [(bouquet_left + i * step, bouquet_y) for i in range(bouquet_count)]
    elif beside:
        # The columns have the table's whole height; the foundations stand
        # in a column of their own at their right.
        aside = g * (1 + 2 * GAP)
        gap = _spread_gap(game.column_count, width - 2 * MARGIN - aside, g)
        pitch = g * (1 + gap)
        columns_w = g * _columns_span(game.column_count, gap)
        left = (width - columns_w - aside) / 2
        for i in range(game.column_count):
            column((COLUMN, i), left + i * pitch, MARGIN, bottom)
        fx = left + columns_w + 2 * GAP * g
        for i in range(game.foundation_count):
            stacked((FOUNDATION, i), fx, MARGIN + i * (gh + GAP * g))
    else:
        gap = _spread_gap(game.column_count, width - 2 * MARGIN, g)
        pitch = g * (1 + gap)
        columns_w = g * _columns_span(game.column_count, gap)
        left = (width - columns_w) / 2
        found_left = left + (columns_w - g * _columns_span(game.foundation_count, gap)) / 2
        for i in range(game.foundation_count):
            stacked((FOUNDATION, i), found_left + i * pitch, MARGIN)
        top = MARGIN + gh + ROW_GAP * g
        for i in range(game.column_count):
            column((COLUMN, i), left + i * pitch, top, bottom)
    assert set(layout.slots) == set(pile_keys(game))
    return layout, readable


def _waste(
    layout: TableLayout,
    position: Position,
    x: float,
    y: float,
    room: float,
    free: float,
    g: float,
    fans: Fans,
) -> None:
    """Golf's waste, fanned across ``room`` from (x, y). One row while its
    cards show their whole index there; a longer one (at a win, 51 cards)
    wraps into rows up the ``free`` felt above it, the oldest cards in the
    top row, each row showing the index strip of the one behind it."""
    cw, ch = layout.card_w, layout.card_h
    layout.slots[(WASTE, -1)] = Rect(x, y, cw, ch)
    count = len(pile_cards(position, (WASTE, -1)))
    per_row = max(1, math.floor((room - g) / (fans.across * g)) + 1)
    rows = max(1, min(math.ceil(count / per_row), 1 + math.floor(max(0.0, free) / (fans.down * g * ASPECT))))
    if rows == 1:
        step = _fan_across(count, room, g, fans.across)
        layout.cards[(WASTE, -1)] = [(x + i * step, y) for i in range(count)]
        return
    per_row = math.ceil(count / rows)
    step = _fan_across(per_row, room, g, fans.across)
    rise = min(g * ASPECT + GAP * g, free / (rows - 1))
    layout.cards[(WASTE, -1)] = [
        (x + (i % per_row) * step, y - (rows - 1 - i // per_row) * rise) for i in range(count)
    ]


# --- Where a notice lies over the table --------------------------------------

# The part of a showing card a notice should leave alone above all: its
# corner index (a card's top strip, in card heights).
INDEX_STRIP = 0.45


def notice_top(layout: TableLayout, width: float, height: float, strip: float, marked: list[Rect]) -> float:
    """Where a strip ``strip`` tall across the table (a won or stuck notice)
    lies over the felt without moving a card: the lowest place that hides no
    showing part of a card, else the one that hides no card's index (nor a
    ``marked`` one: a hinted move), else the one that hides least."""
    shown = [
        layout.visible_rect(pile, index)
        for pile, spots in layout.cards.items()
        for index in range(len(spots))
    ]
    indexes = [Rect(r.x, r.y, r.w, min(r.h, INDEX_STRIP * layout.card_h)) for r in shown] + marked
    foot = max(0.0, height - strip)
    places = {round(foot)}
    for rect in shown + indexes:
        for y in (rect.y + rect.h + 2, rect.y - strip - 2):
            if 0 <= y <= foot:
                places.add(math.ceil(y) if y > rect.y else math.floor(y))

    def hidden(rects: list[Rect], top: float) -> float:
        """The area of ``rects`` a strip from ``top`` covers (it spans the width)."""
        return sum(
            r.w * (min(r.y + r.h, top + strip) - max(r.y, top))
            for r in rects
            if r.y < top + strip and top < r.y + r.h
        )

    best, best_cost = foot, (math.inf, math.inf)
    for top in sorted(places, reverse=True):  # the lowest first
        cost = (hidden(indexes, top), hidden(shown, top))
        if cost == (0, 0):
            return float(top)
        if cost < best_cost:
            best, best_cost = float(top), cost
    return best

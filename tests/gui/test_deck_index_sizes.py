"""Each deck is true to its name (issue 33, item 2): at the same card size the
"Large index" deck's rank is at least 1.4 times the classic deck's and its
suit larger too, the "Four colours" deck's rank at least the classic one's;
and cardart's INDEX_DEPTH / INDEX_WIDTH say where each deck's rendered
index really ends.

Measured on the rendered SVGs (QSvgRenderer into an image) at the cards'
own scale and at the size the table draws them at 1024x700, through the
table's own CardArt pictures."""

from __future__ import annotations

import math
from functools import cache
from typing import NamedTuple

import pytest
from driver import TableDriver
from gui_helpers import start
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from goodmeasure import engine
from goodmeasure.gui.table.cardart import CLASSIC, INDEX_DEPTH, INDEX_WIDTH, CardArt, card_file

pytestmark = pytest.mark.gui

LARGE, FOUR = "large-index", "four-colour"
RANKS = "A23456789TJQK"
NUMBERED = [rank + suit for suit in "CDHS" for rank in "A23456789T"]


class Index(NamedTuple):
    rank: int  # the rank's ink height, px
    suit: int  # the suit's under it
    depth: float  # where the index ends, in card heights
    width: float  # and how far across it reaches, in card widths


def is_ink(image: QImage, x: int, y: int) -> bool:
    return min(image.pixelColor(x, y).getRgb()[:3]) < 128  # a pixel at least half covered


def measure(image: QImage) -> Index:
    """The corner index of a face drawn on white: the first run of inked rows
    in the card's left strip is the rank, the second the suit under it."""
    w, h = image.width(), image.height()
    # Right of the outline's round corner (12 of the 240 units across) and
    # left of every pip and court panel; below the outline's top (1 of 336).
    strip = range(math.ceil(12.5 * w / 240), round(0.22 * w))
    below_outline = math.ceil(h / 336)
    rows = [y >= below_outline and any(is_ink(image, x, y) for x in strip) for y in range(h // 2)]
    runs: list[tuple[int, int]] = []
    y = 0
    while len(runs) < 2 and y < len(rows):
        if rows[y]:
            top = y
            while y < len(rows) and rows[y]:
                y += 1
            runs.append((top, y))
        y += 1
    assert len(runs) == 2, "no rank and suit in the corner"
    (rank_top, rank_end), (suit_top, suit_end) = runs

    # The index's right edge: the first blank column right of its ink, over its rows.
    def inked(x: int) -> bool:
        return any(is_ink(image, x, y) for y in range(rank_top, suit_end))

    right = strip.start
    while not inked(right):
        right += 1
    while inked(right):
        right += 1
    return Index(rank_end - rank_top, suit_end - suit_top, suit_end / h, right / w)


def render(deck: str, face: str, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(card_file(deck, face))).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


@cache
def index_of(deck: str, face: str, width: int, height: int) -> Index:
    return measure(render(deck, face, width, height))


# The cards' own scale (a pixel per unit of their viewBox), and the size the
# table draws Good Measure's cards at on a 1024x700 window.
SIZES = [(240, 336), (87, 122)]


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("rank", RANKS)
def test_the_large_index_decks_rank_is_at_least_1_4_times_the_classic_ones(qapp, rank, width, height):
    for suit in "CDHS":
        classic = index_of(CLASSIC, rank + suit, width, height)
        large = index_of(LARGE, rank + suit, width, height)
        assert large.rank >= 1.4 * classic.rank, (rank + suit, large, classic)
        assert large.suit > classic.suit, (rank + suit, large, classic)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("rank", RANKS)
def test_the_four_colour_decks_rank_is_as_large_as_the_classic_ones(qapp, rank, width, height):
    for suit in "CDHS":
        classic = index_of(CLASSIC, rank + suit, width, height)
        four = index_of(FOUR, rank + suit, width, height)
        assert four.rank >= classic.rank, (rank + suit, four, classic)


@pytest.mark.parametrize("deck", [CLASSIC, LARGE, FOUR])
def test_index_depth_and_width_are_where_the_rendered_index_ends(qapp, deck):
    # Measured finely (four pixels per unit of the viewBox) on every numbered
    # face: court faces carry the same index beside a panel.
    width, height = 960, 1344
    found = [index_of(deck, face, width, height) for face in NUMBERED]
    depth = max(index.depth for index in found)
    across = max(index.width for index in found)
    assert depth == pytest.approx(INDEX_DEPTH[deck], abs=0.004), depth
    assert across == pytest.approx(INDEX_WIDTH[deck], abs=0.004), across


def test_on_the_table_the_large_index_reads_larger_at_the_same_card_size(make_window):
    # The very pictures the table paints for one card, in each deck at the
    # card size the table gives it at 1024x700.
    window = make_window((1024, 700))
    start(window, engine.deal("good-measure", 1))
    card = window.position.columns[0][-1]
    width, height, ratio = TableDriver(window).drawn_at(("c", 0))
    heights = {}
    for deck in (CLASSIC, LARGE, FOUR):
        image = CardArt("back", deck).face(card, width, height, ratio).toImage()
        on_white = QImage(image.size(), QImage.Format.Format_RGB32)
        on_white.fill(QColor("white"))
        painter = QPainter(on_white)
        painter.drawImage(0, 0, image)
        painter.end()
        heights[deck] = measure(on_white).rank
    assert heights[LARGE] >= 1.4 * heights[CLASSIC], heights
    assert heights[FOUR] >= heights[CLASSIC], heights

"""Seen as others see it: the high-contrast table meets WCAG 2.1 (3:1 for
outlines, 4.5:1 for text) and the keyboard focus stands out on every table
colour and surface and on every deck's cards."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import key, start
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from goodmeasure import engine
from goodmeasure.gui.table.appearance import TABLE_COLOURS
from goodmeasure.gui.table.cardart import decks
from goodmeasure.gui.table.contrast import FOCUS_DARK, FOCUS_LIGHT, contrast_ratio, focus_contrast
from goodmeasure.storage.settings import TABLE_SURFACES

pytestmark = pytest.mark.gui


def test_contrast_ratio_is_wcag_s():
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#1e6b3a"), QColor("#1e6b3a")) == pytest.approx(1.0)


def _pixel(image: QImage, x: float, y: float) -> QColor:
    return image.pixelColor(round(x), round(y))


def test_the_high_contrast_table_outlines_cards_and_slots(make_window):
    window = make_window(high_contrast=True)
    start(window, engine.deal("good-measure", 1))
    image = window.view.viewport().grab().toImage()
    layout = TableDriver(window).layout
    ratio = image.devicePixelRatio()
    felt = _pixel(image, 4 * ratio, image.height() - 4 * ratio)
    assert felt == QColor("#000000")
    # The white outline round a column's first card, on the black table.
    x, y = layout.cards[("c", 0)][0]
    outline = _pixel(image, (x + layout.card_w / 2) * ratio, (y + 1) * ratio)
    assert contrast_ratio(outline, felt) >= 3.0, outline.name()
    # An empty foundation's outline, and its "A" (text: 4.5:1).
    slot = layout.slots[("f", 3)]
    edge = _pixel(image, (slot.x + slot.w / 2) * ratio, (slot.y + 1) * ratio)
    assert contrast_ratio(edge, felt) >= 3.0, edge.name()
    letter = max(
        (
            image.pixelColor(px, round((slot.y + slot.h / 2) * ratio))
            for px in range(round(slot.x * ratio), round((slot.x + slot.w) * ratio))
        ),
        key=lambda c: c.lightness(),
    )
    assert contrast_ratio(letter, felt) >= 4.5, letter.name()


def test_the_setting_is_kept_and_undone(make_window):
    window = make_window(high_contrast=True)
    assert window.view.backgroundBrush().color() == QColor("#000000")
    window.settings.high_contrast = False
    window.apply_settings()
    assert window.view.backgroundBrush().color() == QColor(window.settings.table_colour)
    assert not TableDriver(window).high_contrast


@pytest.mark.parametrize("surface", TABLE_SURFACES)
@pytest.mark.parametrize("colour", [*TABLE_COLOURS.values(), "high contrast"])
def test_the_keyboard_focus_stands_out_on_every_table(make_window, colour, surface):
    if colour == "high contrast":
        window = make_window(high_contrast=True)
    else:
        window = make_window(table_colour=colour, table_surface=surface)
    start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    frame = TableDriver(window).focus_frame
    assert frame is not None
    # Along the frame's bottom edge, below the column's cards: bare table under it.
    bottom = frame.y + frame.h
    y = bottom - 4
    felt = _pixel(image, frame.center[0] * ratio, (bottom + 6) * ratio)
    line = [
        _pixel(image, x * ratio, y * ratio) for x in range(round(frame.x) + 12, round(frame.x + frame.w) - 12)
    ]
    standing_out = [c for c in line if contrast_ratio(c, felt) >= 3.0]
    assert len(standing_out) >= len(line) / 3, (felt.name(), {c.name() for c in line})


@pytest.mark.parametrize("deck", decks())
def test_the_keyboard_focus_stands_out_on_every_deck(make_window, deck):
    """On a free bouquet's chosen card the frame runs over its neighbours'
    faces: its black line stands out where its white dash would not."""
    window = make_window(deck=deck, gloucestershire_free_bouquet=True)
    start(window, engine.deal("gloucestershire", 1, frozenset({"free-bouquet"})))
    window.view.setFocus()
    for step in (Qt.Key.Key_Down,) * 3 + (Qt.Key.Key_Left,) * 3:
        key(window, step)
    table = TableDriver(window)
    assert table.focus == ("b", -1) and table.bouquet_place is not None
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    frame = table.focus_frame
    assert frame is not None
    x = frame.x + 4  # the frame's left edge, over the card before the chosen one
    rows = range(round(frame.y) + 20, round(frame.y + frame.h) - 20)
    # Each row across the frame's line (its 4 px band): some pixel of it stands out there.
    seen = [
        max(
            contrast_ratio(
                _pixel(image, (x + dx) * ratio, y * ratio), _pixel(image, (x - 8) * ratio, y * ratio)
            )
            for dx in (-2, -1, 0, 1, 2)
        )
        for y in rows
    ]
    assert min(seen) >= 3.0, (deck, min(seen))
    assert contrast_ratio(FOCUS_LIGHT, FOCUS_DARK) == pytest.approx(21.0)
    assert min(focus_contrast(QColor(c)) for c in ("#ffffff", "#000000", "#777777", "#1d4e89")) >= 3.0

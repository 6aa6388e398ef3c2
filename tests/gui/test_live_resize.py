"""A window edge dragged: the table follows at once with the card pictures it
has, scaled, and crisp pictures are rendered once the resizing pauses."""

from __future__ import annotations

import pytest
from driver import TableDriver
from PySide6.QtWidgets import QApplication
from test_screen_fit import card_pixmap_sizes

from goodmeasure.gui.table.layout import table_layout
from goodmeasure.gui.window.mainwindow import MainWindow

pytestmark = pytest.mark.gui


def crisp(window: MainWindow) -> bool:
    layout = TableDriver(window).layout
    assert layout is not None
    ratio = TableDriver(window).pixel_ratio
    wanted = {(ratio, round(layout.card_w * ratio), round(layout.card_h * ratio))}
    return card_pixmap_sizes(window) == wanted


def test_a_live_resize_scales_the_cards_and_renders_them_crisp_once_it_pauses(window, qtbot, monkeypatch):
    window.start_deal("gloucestershire", 7)
    QApplication.processEvents()
    assert crisp(window)
    table = TableDriver(window)
    # A pause much longer than any step here, so a slow machine cannot make
    # one step look like a pause (the app's own pause is SHARPEN_AFTER_MS).
    table.sharpen_after(1000)
    calls = table.count_renders(monkeypatch)
    card_widths = set()
    for step in range(1, 9):
        window.resize(1280 - 45 * step, 800 - 30 * step)
        QApplication.processEvents()
        layout, position = table.layout, table.position_drawn
        assert position is not None
        card_widths.add(layout.card_w)
        # Laid out at once, exactly as a crisp redraw at this size lays it out.
        assert layout == table_layout(position, *table.size)
        for pile, spots in layout.cards.items():
            for index, spot in enumerate(spots):
                assert table.card_pos(pile, index) == spot
                # The scaled picture covers the card's place at this size.
                shown = table.card_rect(pile, index)
                assert shown.w == pytest.approx(round(layout.card_w), abs=0.01)
                assert shown.h == pytest.approx(round(layout.card_h), abs=0.01)
        assert table.sharpening
    assert len(card_widths) == 8, "every step changed the card size"
    assert calls == [], "no card picture is rendered while the size keeps changing"
    assert not crisp(window)

    # The pause: the timer fires once and renders crisp pictures.
    table.wait_sharp(qtbot, timeout=10_000)
    assert crisp(window)
    assert calls, "the pause rendered them"
    assert table.nothing_scaled()


def test_a_deal_during_the_pause_is_drawn_crisp_at_once(window, monkeypatch):
    window.start_deal("gloucestershire", 7)
    QApplication.processEvents()
    window.resize(1100, 700)
    QApplication.processEvents()
    assert TableDriver(window).sharpening
    assert not crisp(window)
    window.start_deal("gloucestershire", 8)
    assert crisp(window)

"""The notices (won, no move left, this deal is lost) lie over the felt and
never hide a card's index, a hinted card included, and not during a drag
either (issue 23, item 5); they never push the table (issue 33, item 4:
tests/gui/test_table_holds_still.py)."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import LEFT, point, send_mouse, start
from gui_positions import GOLF_STUCK
from parking_positions import TWO_QUEENS_ONE_KING
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.table.play import move_path, pile_keys

pytestmark = pytest.mark.gui

SIZES = [(1024, 700), (1280, 800)]


def _check_no_card_hidden(window) -> None:
    banner, view, table = window.banner, window.view, TableDriver(window)
    assert banner.isVisible()
    notice = banner.geometry()  # in the view's coordinates, as the viewport's
    viewport = view.viewport().geometry()
    assert viewport.contains(notice)
    for pile in pile_keys(window.position.game):
        for index in range(len(table.layout.cards[pile])):
            rect = table.layout.visible_rect(pile, index)
            # The card's index: the top of its showing part.
            rect = rect._replace(h=min(rect.h, 0.42 * table.layout.card_h))
            shown = table.to_viewport(rect).translated(viewport.topLeft())
            assert viewport.contains(shown), (pile, index)
            assert not shown.intersects(notice), (pile, index)
    for frame in table.hint_frames():
        if frame is not None:
            assert not table.to_viewport(frame).intersects(notice)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_stuck_notice_hides_no_card(make_window, size):
    window = make_window(size)
    start(window, GOLF_STUCK)
    QApplication.processEvents()
    _check_no_card_hidden(window)
    # Gone, the table has the whole view again.
    window.banner.hide()
    QApplication.processEvents()
    assert window.view.viewport().height() == window.view.height()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lost_notice_hides_neither_the_hinted_card_nor_one_dragged(make_window, qtbot, size):
    window = make_window(size)
    start(window, engine.read_deal(TWO_QUEENS_ONE_KING))  # lost before any move
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=20000)
    assert window.banner.title.text() == "This deal is lost"
    QApplication.processEvents()
    assert TableDriver(window).hint is not None
    _check_no_card_hidden(window)
    # A card picked up and dragged about: the notice still covers nothing.
    (pile, index), _ = move_path(window.position, TableDriver(window).hint)
    at = point(window, pile, index)
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 5):
        send_mouse(window, QEvent.Type.MouseMove, at + QPoint(0, 12 * step), LEFT)
    _check_no_card_hidden(window)
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)

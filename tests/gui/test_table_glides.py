"""The table changes its layout by gliding, and only what needs to move
moves (issue 23, item 4; issue 25's animated relayout); the hint's outline
leaves with the card dragged away (issue 23, item 6)."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import LEFT, drag, point, send_mouse, start
from gui_positions import TEN_DEEP
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.table.play import COLUMN, pile_keys

pytestmark = pytest.mark.gui

# A fresh Good Measure deal at 1280x800: five deep columns fanned wide, and a
# 4 of diamonds (column 2's top) that goes onto the 5 of spades (column 0).
FIVE_DEEP = """game: good-measure
foundation: AC
foundation: AD
foundation:
foundation:
column: KC QD JC TD 5S
column: KD 9S 8C 2H 3S
column: KH TC 7H 6D 4D
column: KS QC JD TH 8D
column: QH JH TS 8H 2S
column: QS JS 9C 9D 3H
column: 7S 8S 6C 5D 2C
column: 4C 3C 5C 6H 7C
column: 7D 9H 3D 4H AH
column: 2D 6S 4S 5H AS
"""


def _spots(window):
    """Every card's (pile, index) -> its item's place on the table now."""
    table = TableDriver(window)
    return {
        (pile, index): table.card_pos(pile, index)
        for pile in pile_keys(window.position.game)
        for index in range(len(table.layout.cards[pile]))
    }


def _at_layout(window) -> bool:
    layout = TableDriver(window).layout
    return all(
        pos == pytest.approx(layout.cards[pile][index]) and TableDriver(window).card_scale(pile, index) == 1
        for (pile, index), pos in _spots(window).items()
    )


def test_a_column_that_outgrows_its_room_resizes_the_cards_by_gliding(make_window, qtbot):
    # Issue 33: the smaller cards stay where they were (tests/gui/test_table_holds_still.py).
    window = make_window((1280, 800), animation_speed="slow")
    start(window, TEN_DEEP)
    normal = TableDriver(window).layout.card_w
    table = TableDriver(window)
    foundation = ("f", 0)
    was = table.card_pos(foundation)
    drag(window, point(window, ("c", 1)), point(window, ("c", 0)))  # 8C onto 9H: eleven deep
    assert len(window.position.columns[0]) == 11
    layout = TableDriver(window).layout
    assert layout.card_w < normal
    # The cards do not jump: the foundation's card, still at its old size,
    # shrinks where it lies, and has its new size when the glide ends.
    assert TableDriver(window).gliding
    assert table.card_scale(foundation) > 1
    assert table.card_pos(foundation) == was == pytest.approx(layout.cards[("f", 0)][0])
    qtbot.waitUntil(lambda: not TableDriver(window).gliding, timeout=3000)
    assert _at_layout(window)


def test_a_growing_column_squeezes_its_own_fan_and_nothing_else_moves(make_window, qtbot):
    window = make_window((1280, 800), animation_speed="slow")
    start(window, FIVE_DEEP)
    before = _spots(window)
    width = TableDriver(window).layout.card_w
    for _ in range(2):  # 4D onto 5S, then 3S onto 4D: column 0 seven deep
        source = 2 if len(window.position.columns[0]) == 5 else 1
        drag(window, point(window, ("c", source)), point(window, ("c", 0)))
        qtbot.waitUntil(lambda: not TableDriver(window).gliding, timeout=3000)
    assert len(window.position.columns[0]) == 7
    assert TableDriver(window).layout.card_w == width
    after = _spots(window)
    for (pile, index), pos in before.items():
        if pile != (COLUMN, 0) and (pile, index) in after:
            assert after[(pile, index)] == pos, (pile, index)
    assert _at_layout(window)


def test_a_window_jump_glides_the_cards_to_their_new_places(make_window, qtbot):
    window = make_window((1024, 700), animation_speed="slow")
    start(window, engine.deal("bakers-dozen", 3))
    table = TableDriver(window)
    card = (("c", 12), 0)
    was = table.card_pos(*card)
    window.resize(1280, 800)  # maximised, restored: one step
    QApplication.processEvents()
    end = table.layout.cards[("c", 12)][0]
    assert end != pytest.approx(was)
    assert table.gliding and table.card_pos(*card) != pytest.approx(end)
    qtbot.waitUntil(lambda: not TableDriver(window).gliding, timeout=3000)
    assert _at_layout(window)
    # Crisp pictures of the new size once the size keeps still.
    qtbot.waitUntil(lambda: not TableDriver(window).sharpening, timeout=3000)
    assert not table.card_transformed(*card)
    assert table.card_pixels(*card)[1] == round(table.card_width * table.pixel_ratio)


def test_the_hint_outline_leaves_with_the_hinted_card(window):
    position = start(window, FIVE_DEEP)
    move = engine.parse_move("c3>c1")
    assert move in engine.legal_moves(position)
    table = TableDriver(window)
    table.show_hint(move)
    assert table.hint_frames()[0] is not None
    at = point(window, ("c", 2))
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, at)
    for step in range(1, 6):
        send_mouse(window, QEvent.Type.MouseMove, at + (point(window, ("c", 5)) - at) * (step / 5), LEFT)
    # In the hand: no outline left on the felt where it lay; where it goes stays lit.
    source_frame, target_frame = table.hint_frames()
    assert source_frame is None
    assert target_frame is not None
    # Put back (dropped where it does not go): the outline is back on it.
    send_mouse(window, QEvent.Type.MouseMove, point(window, ("c", 5)), LEFT)
    QTest.mouseRelease(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, point(window, ("c", 5)))
    QApplication.processEvents()
    assert window.position == position
    source_frame, _ = table.hint_frames()
    assert source_frame is not None
    layout = table.layout
    card = layout.visible_rect(("c", 2), -1 % len(layout.cards[("c", 2)]))
    assert source_frame.contains(*card.center)

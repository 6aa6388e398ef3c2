"""Playing with the keyboard, and the undo/redo shortcuts."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, key, move, point, start
from PySide6.QtCore import Qt

from goodmeasure import engine

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_pick_up_and_drop_with_space(window):
    before = start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)  # shows the focus, on the first column
    assert TableDriver(window).focus == ("c", 0)
    key(window, Qt.Key.Key_Space)  # pick up 3S
    assert TableDriver(window).held == ("c", 0)
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Right)
    assert TableDriver(window).focus == ("c", 2)
    key(window, Qt.Key.Key_Return)  # drop on 4C
    assert window.position == engine.apply(before, move("c1>c3"))


def test_tab_walks_the_piles_and_f_sends_home(window):
    before = start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Tab)
    key(window, Qt.Key.Key_Tab)
    assert TableDriver(window).focus == ("c", 1)
    key(window, Qt.Key.Key_F)  # AC home
    assert window.position == engine.apply(before, move("c2>f"))


def test_shift_enter_sends_home(window):
    before = start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Down)
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Return, SHIFT)
    assert window.position == engine.apply(before, move("c2>f"))


def test_undo_and_redo(window, qtbot):
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 1)))
    click(window, point(window, ("c", 0)))
    after_two = window.position
    window.activateWindow()
    window.view.setFocus()
    key(window, Qt.Key.Key_Z, CTRL)
    key(window, Qt.Key.Key_Z, CTRL)
    assert window.position == before
    key(window, Qt.Key.Key_Z, CTRL)  # nothing left to undo
    assert window.position == before
    key(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert window.position == engine.apply(before, move("c2>f"))
    key(window, Qt.Key.Key_Y, CTRL)
    assert window.position == after_two
    assert not window.menu_actions["redo"].isEnabled()


def test_a_new_move_after_undo_drops_the_redo_line(window):
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 1)))
    window.menu_actions["undo"].trigger()
    click(window, point(window, ("c", 0)))
    assert window.position == engine.apply(before, move("c1>c3"))
    assert not window.history.can_redo()


def test_menu_shortcuts_are_shown(window):
    assert window.menu_actions["undo"].shortcut().toString() == "Ctrl+Z"
    assert [s.toString() for s in window.menu_actions["redo"].shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert window.menu_actions["hint"].shortcut().toString() == "H"
    assert window.menu_actions["new"].shortcut().toString() == "Ctrl+N"
    assert window.menu_actions["restart"].shortcut().toString() == "Ctrl+R"


def test_free_bouquet_cards_are_reachable_by_keyboard(window):
    # A free-bouquet deal where a card deep in the bouquet goes home.
    position, move_home = next(
        (p, m)
        for p in (engine.deal("gloucestershire", n, frozenset({"free-bouquet"})) for n in range(1, 50))
        for m in engine.legal_moves(p)
        if m.source == "b" and m.target == "f" and m.source_index < len(p.bouquet) - 1
    )
    before = start(window, position)
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)  # shows the focus
    while TableDriver(window).focus != ("b", -1):
        key(window, Qt.Key.Key_Tab)
    for _ in range(len(before.bouquet) - 1 - move_home.source_index):
        key(window, Qt.Key.Key_Left)
    assert TableDriver(window).bouquet_place == move_home.source_index
    # The focus outlines that card alone, not the cards fanned over it.
    layout, frame = TableDriver(window).layout, TableDriver(window).focus_frame
    chosen = layout.visible_rect(("b", -1), move_home.source_index)
    over_it = layout.visible_rect(("b", -1), move_home.source_index + 1)
    assert frame is not None
    assert frame.contains(*chosen.center) and not frame.contains(*over_it.center)
    key(window, Qt.Key.Key_F)
    assert window.position == engine.apply(before, move_home)

"""Drag, click, tap-tap and double-click on the real window; every test
checks the engine position, not pixels."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import LEFT, click, double_click, drag, move, point, send_mouse, start
from gui_positions import CLUBS_IN_A_ROW, GLOUCESTERSHIRE_RETURN
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest

from goodmeasure import engine

pytestmark = pytest.mark.gui


def test_drag_to_a_legal_column(window):
    before = start(window, engine.deal("good-measure", 1))
    # c1's 3S onto c3's 4C.
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))
    assert window.position == engine.apply(before, move("c1>c3"))
    assert window.history.moves == [move("c1>c3")]


def test_drag_lights_up_the_piles_that_accept_the_card(window):
    before = start(window, engine.deal("good-measure", 1))
    viewport = window.view.viewport()
    at = point(window, ("c", 1))  # AC: home, or onto c4's 2H or c8's 2S
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at)
    send_mouse(window, QEvent.Type.MouseMove, at + QPoint(30, 30), LEFT)
    expected = {
        ("f", engine.foundation_for(before, before.columns[1][-1])),
        ("c", 3),
        ("c", 7),
    }
    assert set(TableDriver(window).accepting_piles()) == expected
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at)


def test_drop_on_an_illegal_pile_sends_the_card_back(window):
    before = start(window, engine.deal("good-measure", 1))
    home = TableDriver(window).card_pos(("c", 0))
    # 3S onto c2's AC: not legal.
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))
    assert window.position == before
    TableDriver(window).finish_glides()
    assert (TableDriver(window).card_pos(("c", 0))) == home
    # And onto the bare table.
    drag(window, point(window, ("c", 0)), point(window, ("c", 0)) + QPoint(0, 250))
    assert window.position == before


def test_click_plays_home_first_then_to_a_column(window):
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 1)))  # AC goes home
    after = engine.apply(before, move("c2>f"))
    assert window.position == after
    click(window, point(window, ("c", 0)))  # 3S: leftmost column that takes it
    assert window.position == engine.apply(after, move("c1>c3"))


def test_click_with_auto_play_off_only_picks_up(make_window):
    window = make_window(auto_play=False)
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 1)))
    assert window.position == before
    assert TableDriver(window).held == ("c", 1)


def test_tap_tap_moves_a_card(make_window):
    window = make_window(auto_play=False)
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 0)))  # pick up 3S
    click(window, point(window, ("c", 2)))  # put it on 4C
    assert window.position == engine.apply(before, move("c1>c3"))
    assert TableDriver(window).held is None


def test_tap_on_a_pile_that_does_not_take_it_puts_it_back(make_window):
    window = make_window(auto_play=False)
    before = start(window, engine.deal("good-measure", 1))
    click(window, point(window, ("c", 0)))
    click(window, point(window, ("c", 1)))  # picks up AC instead
    assert TableDriver(window).held == ("c", 1)
    assert window.position == before


def test_double_click_sends_a_card_home(make_window):
    window = make_window(auto_play=False)
    before = start(window, engine.deal("good-measure", 1))
    double_click(window, point(window, ("c", 1)))
    assert window.position == engine.apply(before, move("c2>f"))


def test_double_click_with_auto_play_plays_one_card_only(make_window):
    window = make_window(auto_finish=False)
    before = start(window, CLUBS_IN_A_ROW)
    double_click(window, point(window, ("c", 0)))
    assert window.position == engine.apply(before, move("c1>f"))
    assert window.position.foundations[0] == (engine.parse_card("AC"),)


def test_golf_click_on_the_stock_turns_a_card(window):
    before = start(window, engine.deal("golf", 1))
    click(window, point(window, ("s", -1)))
    assert window.position == engine.apply(before, move("s>w"))
    assert len(window.position.stock) == 16


def test_golf_click_plays_a_column_card_to_the_waste(window):
    before = start(window, engine.deal("golf", 1))
    click(window, point(window, ("s", -1)))
    turned = window.position
    wanted = next(m for m in engine.legal_moves(turned) if m.source == "c")
    click(window, point(window, ("c", wanted.source_index)))
    assert window.position == engine.apply(turned, wanted)
    assert before != turned


def test_gloucestershire_foundation_card_dragged_back_to_a_bed(make_window):
    window = make_window(auto_finish=False)
    before = start(window, GLOUCESTERSHIRE_RETURN)
    drag(window, point(window, ("f", 0)), point(window, ("c", 0)))
    assert window.position == engine.apply(before, move("f1>c1"))


def test_free_bouquet_any_card_can_be_dragged(window):
    position = engine.deal("gloucestershire", 3, frozenset({"free-bouquet"}))
    before = start(window, position)
    top = len(before.bouquet) - 1
    wanted = next(
        m
        for m in engine.legal_moves(before)
        if m.source == "b" and m.source_index < top - 2 and m.target == "c"
    )
    drag(
        window,
        point(window, ("b", -1), wanted.source_index),
        point(window, ("c", wanted.target_index)),
    )
    assert window.position == engine.apply(before, wanted)

"""The "No move left" notice: where it stands, and only buttons that can act."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, point, start
from gui_positions import GOLF_ONE_FROM_WIN, GOLF_STUCK, ONE_MOVE_TO_STUCK

from goodmeasure import engine
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui

UNDO = "Undo"
REWIND = "Undo to last winnable position"


def test_a_game_stuck_before_the_window_is_shown_gets_its_notice_strip(qtbot, tmp_path):
    # As `goodmeasure stuck.deal` (or resuming a stuck game) does: the
    # position is on the table before the window first appears.
    window = MainWindow(StoragePaths.under(tmp_path / "home"), Settings(animation_speed="off"))
    qtbot.addWidget(window)
    window.start_position(engine.read_deal(GOLF_STUCK))
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    banner, view = window.banner, window.view
    # The notice is announced again when the solver has looked back (lost
    # from the start here): it settles at its full size, fonts included.
    qtbot.waitUntil(lambda: window.hints.lost_since == 0, timeout=20000)
    qtbot.waitUntil(lambda: banner.height() >= banner.sizeHint().height(), timeout=2000)
    assert banner.isVisible()
    assert banner.title.height() >= banner.title.sizeHint().height()  # its big font fits
    # A strip the whole width, over the felt where the table has room for it
    # (issue 33: it never pushes the table), inside the view.
    top = round(TableDriver(window).notice_top(banner.height()))
    assert banner.geometry() == view.rect().adjusted(0, top, 0, top + banner.height() - view.height())
    assert view.viewport().geometry().contains(banner.geometry())


def test_stuck_from_the_start_offers_only_a_new_deal(window):
    start(window, GOLF_STUCK)
    assert TableDriver(window).banner() is not None
    assert window.banner.button("New deal") is not None
    assert window.banner.button(UNDO) is None
    assert window.banner.button(REWIND) is None


def test_the_rewind_button_goes_once_no_earlier_position_is_known_winnable(window, qtbot):
    start(window, ONE_MOVE_TO_STUCK)
    click(window, point(window, ("c", 2)))  # 9C home: stuck, and lost from the start
    assert window.banner.button(UNDO) is not None
    qtbot.waitUntil(lambda: window.hints.lost_since is not None, timeout=20000)
    assert window.hints.winnable_index is None
    assert TableDriver(window).banner() is not None
    assert window.banner.button(UNDO) is not None
    assert window.banner.button(REWIND) is None


def test_the_rewind_button_stays_when_an_earlier_position_is_winnable(window, qtbot):
    before = start(window, GOLF_ONE_FROM_WIN)
    click(window, point(window, ("s", -1)))  # the stock's last card instead of the 9C
    assert engine.is_stuck(window.position)
    qtbot.waitUntil(lambda: window.hints.lost_since is not None, timeout=20000)
    assert window.hints.winnable_index == 0
    rewind = window.banner.button(REWIND)
    assert rewind is not None
    rewind.click()
    assert window.position == before


def test_a_notice_announced_again_has_its_buttons_at_once(window):
    # The stuck notice is announced again when the solver has looked back,
    # while it is up: its new buttons are there at once, not only after the
    # event loop has turned (a test asking right then found none).
    start(window, ONE_MOVE_TO_STUCK)
    click(window, point(window, ("c", 2)))
    assert TableDriver(window).banner() is not None
    window.rewind_known()  # as the solver's answer does, with no event processed after
    assert window.banner.button(UNDO) is not None
    assert window.banner.button("New deal") is not None

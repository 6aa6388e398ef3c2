"""Winnable and daily deals come from the solver on a worker thread."""

from __future__ import annotations

import datetime
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from goodmeasure import engine

pytestmark = pytest.mark.gui


def test_the_pick_is_made_off_the_ui_thread(window, qtbot, monkeypatch):
    from goodmeasure.solver import picker

    threads = []

    def daily_deal(game, date, options=None):
        threads.append(threading.current_thread())
        return picker.Pick(77, engine.deal(game, 77, options), [], 1)

    monkeypatch.setattr(picker, "daily_deal", daily_deal)
    window.start_deal("golf", 1)
    window.menu_actions["daily"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=5000)
    assert threads and threads[0] is not threading.main_thread()
    assert window.number == 77
    assert window.daily == datetime.date.today()
    assert window.position == engine.deal("golf", 77, window.position.game.options)


@pytest.mark.slow
def test_winnable_deal_from_the_real_solver(window, qtbot):
    window.start_deal("good-measure", 1)
    window.menu_actions["winnable"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    assert window.number is not None
    assert window.history.moves_made == 0


def test_no_winnable_gloucestershire_deal_is_said_plainly(make_window, qtbot):
    # The real picker: under the seed rule it proves Gloucestershire deals
    # lost and finds none it can win, so the app says so and deals anyway.
    window = make_window(winnable_only=True)  # told about the rule before: said anyway
    window.start_deal("gloucestershire", 1)
    window.menu_actions["new"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    # Said in the strip above the table with its switch, not in a box.
    words = window.rule_notice.text.text()
    assert window.rule_notice.isVisible() and getattr(window, "notice_box", None) is None
    assert "free bouquet" in words and "ordinary deal" in words
    assert window.game == "gloucestershire" and window.number != 1


def test_winnable_only_new_deal_uses_the_solver(make_window, qtbot, monkeypatch):
    from goodmeasure.solver import picker

    def winnable_deal(game, options=None):
        return picker.Pick(5, engine.deal(game, 5, options), [], 1)

    monkeypatch.setattr(picker, "winnable_deal", winnable_deal)
    window = make_window(winnable_only=True)
    window.start_deal("golf", 1)
    window.menu_actions["new"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=5000)
    assert window.number == 5


def test_the_strips_switch_deals_the_daily_deal_asked_for(make_window, qtbot):
    # The daily deal under the standard rule: none proven winnable, said in
    # the strip; its switch asks for the same day's deal under the free bouquet.
    window = make_window()
    window.start_deal("gloucestershire", 1)
    window.menu_actions["daily"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    assert window.rule_notice.isVisible()
    QTest.mouseClick(window.rule_notice.act_button, Qt.MouseButton.LeftButton)
    request = window.dealer.pending
    assert request is not None and request.daily == datetime.date.today()
    assert "free-bouquet" in request.options
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    assert window.daily == datetime.date.today() and window.position.game.free_bouquet


def test_a_winnable_deal_under_the_standard_rule_is_refused_without_leaving_the_game(make_window, qtbot):
    # No winnable deal is known under the standard rule: the app says so at
    # once and keeps the game on the table, without asking the player to
    # give it up (which would have counted for nothing); the strip's switch
    # then deals a winnable deal under the free bouquet.
    window = make_window()
    window.start_deal("gloucestershire", 1)
    asked: list[bool] = []
    window.may_leave_game = lambda: asked.append(True) or True
    position = window.position
    window.menu_actions["winnable"].trigger()
    assert window.dealer.pending is None and not asked
    assert window.rule_notice.isVisible() and "free bouquet" in window.rule_notice.text.text()
    assert window.position == position and window.number == 1
    QTest.mouseClick(window.rule_notice.act_button, Qt.MouseButton.LeftButton)
    request = window.dealer.pending
    assert request is not None and "free-bouquet" in request.options
    assert (request.daily, request.level, request.fallback) == (None, None, False)
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    assert window.position.game.free_bouquet and window.number != 1

"""Winnable and daily deals come from the solver on a worker thread."""

from __future__ import annotations

import datetime
import threading

import pytest

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
    window.daily_action.trigger()
    qtbot.waitUntil(lambda: window._search is None, timeout=5000)
    assert threads and threads[0] is not threading.main_thread()
    assert window.number == 77
    assert window.daily == datetime.date.today()
    assert window.position == engine.deal("golf", 77, window.position.game.options)


@pytest.mark.slow
def test_winnable_deal_from_the_real_solver(window, qtbot):
    window.start_deal("good-measure", 1)
    window.winnable_action.trigger()
    qtbot.waitUntil(lambda: window._search is None, timeout=60000)
    assert window.number is not None
    assert window.history.moves_made == 0

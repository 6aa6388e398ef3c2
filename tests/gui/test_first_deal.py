"""A new player's first deal: the first deal ever dealt in a home is one the
solver proves winnable and rates easy or medium, whatever the Winnable deals
setting says, found off the UI thread; later deals follow the setting."""

from __future__ import annotations

import threading

import pytest
from driver import TableDriver

from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.session.origin import FIRST_DEAL_LEVELS
from goodmeasure.solver import picker, solve
from goodmeasure.storage import Settings, StoragePaths, load_settings

pytestmark = pytest.mark.gui


def fresh_window(qtbot, paths: StoragePaths, **settings: object) -> MainWindow:
    window = MainWindow(paths, Settings(animation_speed="off", confirm_abandon=False, **settings))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


@pytest.mark.parametrize("game", ["good-measure", "golf"])
def test_the_first_deal_ever_is_winnable_and_easy_or_medium(qtbot, tmp_path, monkeypatch, game):
    threads = []
    searched = picker.winnable_deal

    def recording(*args, **kwargs):
        threads.append(threading.current_thread())
        return searched(*args, **kwargs)

    monkeypatch.setattr(picker, "winnable_deal", recording)
    paths = StoragePaths.under(tmp_path / "home")
    window = fresh_window(qtbot, paths, winnable_only=False, last_game=game)
    qtbot.waitUntil(lambda: window.number is not None, timeout=30000)
    assert window.game == game
    assert window.level in FIRST_DEAL_LEVELS
    assert solve(window.position).verdict == "solvable"
    assert threads and threading.main_thread() not in threads  # the UI thread never searched
    assert TableDriver(window).position_drawn == window.position
    assert load_settings(paths)[0].first_deal_dealt
    window.close()
    # The next start, with no game saved, follows the setting: an ordinary deal.
    paths.current_game_file.unlink(missing_ok=True)
    again = MainWindow(paths)
    qtbot.addWidget(again)
    assert again.number is not None and again.level is None


def test_a_deal_the_player_asks_for_wins_over_the_first_deal_search(qtbot, tmp_path, monkeypatch):
    release = threading.Event()
    searched = picker.winnable_deal

    def held(*args, **kwargs):
        release.wait(20)
        return searched(*args, **kwargs)

    monkeypatch.setattr(picker, "winnable_deal", held)
    window = fresh_window(qtbot, StoragePaths.under(tmp_path / "home"))
    qtbot.waitUntil(lambda: window.dealer.pending is not None)  # after the first paint
    window.start_deal("good-measure", 371714)  # Game > Deal number, say
    with qtbot.waitSignal(window.dealer.runner.delivered, timeout=30000):
        release.set()  # the search answers, and its answer is handed back
    assert window.number == 371714  # the search's answer did not replace it

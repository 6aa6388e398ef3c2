"""Leaving a game in progress (new deal, another game, a file opened at
start-up) asks first, since it abandons the game and counts it as lost."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import Answerer, key
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import Qt

from goodmeasure import engine
from goodmeasure.gui.desktop.app import open_at_start
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, load_settings, load_statistics, save_settings

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def paths(tmp_path):
    folder = storage_folder(tmp_path)
    save_settings(folder, Settings(animation_speed="off"))  # asking, as by default
    return folder


@pytest.fixture
def answer():
    answerers: list[Answerer] = []

    def make(button: str, tick: bool = False) -> Answerer:
        answerers.append(Answerer(button, tick))
        return answerers[-1]

    yield make
    for answerer in answerers:
        answerer.stop()


def played(paths, key="bakers-dozen") -> int:
    return load_statistics(paths)[0].for_game(key).played


def a_game_in_progress(qtbot, paths) -> MainWindow:
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.play_move(engine.legal_moves(window.position)[0])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_new_deal_asks_and_keep_playing_keeps_the_game(qtbot, paths, answer):
    window = a_game_in_progress(qtbot, paths)
    position = window.position
    asked = answer("Keep playing")
    key(window, Qt.Key.Key_N, CTRL)
    assert len(asked.asked) == 1 and "count as a lost game" in asked.asked[0]
    assert window.position == position and window.number == 6
    assert played(paths) == 0


def test_the_question_counts_the_moves_the_status_bar_counts(qtbot, paths, answer):
    # Two moves made, one undone: the table says "Moves: 1", and so must the
    # question (it counted the undone move too, and said 2).
    window = a_game_in_progress(qtbot, paths)
    window.play_move(engine.legal_moves(window.position)[0])
    key(window, Qt.Key.Key_Z, CTRL)
    assert TableDriver(window).status("moves") == "Moves: 1"
    asked = answer("Keep playing")
    key(window, Qt.Key.Key_N, CTRL)
    assert len(asked.asked) == 1 and "(moves made: 1)" in asked.asked[0]


def test_new_deal_abandons_the_game_when_the_player_says_so(qtbot, paths, answer):
    window = a_game_in_progress(qtbot, paths)
    answer("Abandon game")
    key(window, Qt.Key.Key_N, CTRL)
    assert window.history.moves == [] and window.number != 6
    assert played(paths) == 1


def test_no_question_before_a_move_or_after_the_end(qtbot, paths, answer):
    window = open_window(qtbot, paths)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    watcher = answer("Keep playing")
    first = window.number
    key(window, Qt.Key.Key_N, CTRL)  # no move made
    assert watcher.asked == [] and window.number != first


def test_switching_game_declined_keeps_the_game_and_the_menu_check(qtbot, paths, answer):
    window = a_game_in_progress(qtbot, paths)
    answer("Keep playing")
    window.game_actions["golf"].trigger()
    assert window.game == "bakers-dozen"
    assert window.game_actions["bakers-dozen"].isChecked()
    assert not window.game_actions["golf"].isChecked()


def test_do_not_ask_again_is_kept_in_the_settings(qtbot, paths, answer):
    window = a_game_in_progress(qtbot, paths)
    asked = answer("Abandon game", tick=True)
    key(window, Qt.Key.Key_N, CTRL)
    assert len(asked.asked) == 1
    assert not window.settings.confirm_abandon
    assert not load_settings(paths)[0].confirm_abandon
    window.play_move(engine.legal_moves(window.position)[0])
    window.activateWindow()  # back from the question box
    qtbot.waitUntil(window.isActiveWindow)
    key(window, Qt.Key.Key_N, CTRL)  # not asked again
    assert len(asked.asked) == 1 and window.history.moves == []


@pytest.mark.parametrize(("button", "opened"), [("Keep playing", False), ("Abandon game", True)])
def test_a_file_opened_at_start_up_asks_before_the_game_in_progress_goes(
    qtbot, paths, answer, button, opened
):
    window = a_game_in_progress(qtbot, paths)
    resumed = window.position
    window.close()
    file_position = engine.deal("golf", 9)
    # What `goodmeasure FILE.deal` does: the saved game is resumed, then the file opened.
    again = MainWindow(paths)
    qtbot.addWidget(again)
    asked = answer(button)
    open_at_start(again, file_position)
    again.show()
    qtbot.waitUntil(lambda: len(asked.asked) == 1)
    assert again.position == (file_position if opened else resumed)
    assert played(paths) == (1 if opened else 0)  # a loss only when the player chose it


def test_a_file_opened_at_start_up_without_a_game_in_progress_opens_at_once(qtbot, paths):
    window = open_window(qtbot, paths)  # a fresh deal, no move
    window.close()
    again = MainWindow(paths)
    qtbot.addWidget(again)
    open_at_start(again, engine.deal("golf", 9))
    assert again.position == engine.deal("golf", 9)

"""Statistics: counted once when a game ends, shown per game, reset on request."""

from __future__ import annotations

import datetime

import pytest
import shiboken6
from gui_helpers import drag, key, move, point, start
from gui_positions import ONE_MOVE_TO_FINISH, ONE_MOVE_TO_STUCK
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from goodmeasure import engine
from goodmeasure.gui.dialogs.statistics_dialog import key_title
from goodmeasure.storage import load_statistics

pytestmark = pytest.mark.gui


@pytest.fixture
def paths(tmp_path):
    return storage_folder(tmp_path)


def stats_on_disk(folder, key="good-measure"):
    return load_statistics(folder)[0].for_game(key)


def win(window, daily: datetime.date | None = None) -> None:
    # Played as if it were deal 7 (a position from a file would not count).
    window.start_position(engine.read_deal(ONE_MOVE_TO_FINISH), 7, daily)
    window.play_move(move("c1>c2"))  # auto finish does the rest
    assert engine.is_won(window.position)


def test_a_win_is_counted_once(qtbot, paths):
    window = open_window(qtbot, paths)
    win(window)
    window.undo()
    window.redo()  # winning the same game again does not count twice
    window.menu_actions["new"].trigger()  # nor does leaving it
    entry = stats_on_disk(paths)
    assert (entry.played, entry.won, entry.current_streak, entry.best_streak) == (1, 1, 1, 1)
    assert entry.fewest_moves == 4
    assert entry.best_score is not None and entry.best_score >= 500


def test_abandoning_after_a_move_counts_as_lost(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.menu_actions["new"].trigger()  # no move made: not counted
    assert stats_on_disk(paths, "bakers-dozen").played == 0
    window.play_move(engine.legal_moves(window.position)[0])
    window.game_actions["golf"].trigger()  # another game: the deal is abandoned
    entry = stats_on_disk(paths, "bakers-dozen")
    assert (entry.played, entry.won) == (1, 0)


def test_a_stuck_game_counts_when_left(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_position(engine.read_deal(ONE_MOVE_TO_STUCK), 3)  # as if dealt
    window.play_move(move("c3>f"))
    assert engine.is_stuck(window.position)
    assert stats_on_disk(paths).played == 0  # the player may still undo
    window.menu_actions["new"].trigger()
    assert stats_on_disk(paths).played == 1


def test_golf_counts_cards_left_under_its_variant(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_deal("golf", 4)
    window.play_move(engine.legal_moves(window.position)[0])
    left = engine.golf_cards_left(window.position)
    key = "+".join(["golf", *sorted(window.position.game.options)])
    window.menu_actions["new"].trigger()
    entry = stats_on_disk(paths, key)
    assert entry.played == 1 and entry.fewest_cards_left == left and entry.best_score is None


def test_quitting_is_not_an_end_the_game_resumes_and_counts_once(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.play_move(engine.legal_moves(window.position)[0])
    window.close()
    assert stats_on_disk(paths, "bakers-dozen").played == 0
    again = open_window(qtbot, paths)
    again.menu_actions["new"].trigger()
    assert stats_on_disk(paths, "bakers-dozen").played == 1


def test_the_daily_result_is_recorded_by_date(qtbot, paths):
    window = open_window(qtbot, paths)
    win(window, datetime.date(2026, 2, 14))
    daily = load_statistics(paths)[0].daily
    result = daily["2026-02-14"]["good-measure"]
    assert result.won and result.moves == 4


def test_the_dialog_shows_the_numbers_and_daily_results(qtbot, paths, app_locale):
    app_locale("en_GB")
    window = open_window(qtbot, paths)
    win(window, datetime.date(2026, 2, 14))
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert window.menu_actions["statistics"].shortcut().toString()  # shown in the menu
    assert dialog.key == "good-measure"
    assert dialog.values["played"].text() == "1"
    assert dialog.values["win_rate"].text() == "100%"
    assert dialog.values["fewest_moves"].text() == "4"
    assert dialog.daily.rowCount() == 1
    assert dialog.daily.item(0, 0).text() == "14/02/2026"  # as the player's locale writes it
    assert "2026-02-14" in load_statistics(paths)[0].daily  # the file keeps ISO
    dialog.game.setCurrentIndex(dialog.game.findData("golf+on-king+wrap"))
    assert dialog.values["played"].text() == "0"
    assert dialog._titles["best"].text() == "Fewest cards left:"


def test_the_games_are_listed_as_they_are_dealt_in_the_players_words(qtbot, paths):
    window = open_window(qtbot, paths)
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    titles = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    assert titles == [
        "Good Measure",
        "Baker's Dozen",
        "Golf (cards on a King, turn the corner)",
        "Gloucestershire",
    ]
    assert key_title("golf") == "Golf (strict)"
    assert key_title("gloucestershire+free-bouquet") == "Gloucestershire (free bouquet)"


def test_an_open_dialog_follows_the_games(qtbot, paths):
    window = open_window(qtbot, paths)
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    assert dialog.values["played"].text() == "0"
    win(window)
    assert dialog.values["played"].text() == "1"
    dialog.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))
    win(window)  # the closed dialog is gone; nothing refreshes a deleted widget


def test_reset_asks_first_and_no_keeps_the_numbers(qtbot, paths):
    window = open_window(qtbot, paths)
    win(window)
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    asked = []

    def answer(button):
        # The real question box: read its words and press a button on it.
        def press():
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            box.button(button).click()

        QTimer.singleShot(0, press)

    answer(QMessageBox.StandardButton.No)
    dialog.reset_button.click()
    assert asked and stats_on_disk(paths).played == 1
    assert "Good Measure" in asked[0]
    assert dialog.values["played"].text() == "1"
    answer(QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert len(asked) == 2
    assert stats_on_disk(paths).played == 0
    assert dialog.values["played"].text() == "0"


def test_a_failing_statistics_save_is_told_and_play_goes_on(qtbot, paths, monkeypatch):
    from goodmeasure.storage import statistics

    def read_only(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(statistics, "save_statistics", read_only)
    window = open_window(qtbot, paths)
    win(window)
    assert window.keeper.statistics.for_game("good-measure").won == 1  # kept in memory
    assert "statistics could not be saved" in window.notice_box.text()
    window.menu_actions["new"].trigger()
    assert window.history.moves_made == 0


def test_two_windows_of_the_app_both_keep_their_games(qtbot, paths):
    # Two instances started side by side each read the statistics at start;
    # each game counted goes into the file as it is then, so neither erases
    # the other's, and each window shows both.
    first = open_window(qtbot, paths)
    second = open_window(qtbot, paths)
    win(first)
    second.start_deal("good-measure", 6)
    second.play_move(engine.legal_moves(second.position)[0])
    second.menu_actions["new"].trigger()  # left after a move: a lost game
    win(first)  # the same deal again: a game of its own
    entry = stats_on_disk(paths)
    assert (entry.played, entry.won) == (3, 2)
    assert first.keeper.statistics.for_game("good-measure").played == 3
    second.keeper.reset("good-measure")
    assert stats_on_disk(paths).played == 0


def test_a_position_from_a_file_is_counted_only_as_assisted(qtbot, paths):
    window = open_window(qtbot, paths)
    start(window, ONE_MOVE_TO_FINISH)  # no deal number: opened from a file
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))  # QC onto KC, then auto finish
    assert engine.is_won(window.position)
    # The banner gives the one reason that applies, not both.
    said = window.banner.text.text()
    assert "Not counted in the statistics: the position came from a file." in said
    assert "solver" not in said
    entry = stats_on_disk(paths)
    assert (entry.played, entry.won, entry.assisted) == (0, 0, 1)
    assert (entry.best_score, entry.fastest_win, entry.current_streak) == (None, None, 0)
    window.menu_actions["statistics"].trigger()
    assert window.statistics_dialog.values["assisted"].text() == "1"
    assert window.statistics_dialog.values["played"].text() == "0"


def test_a_game_the_solver_played_in_is_counted_only_as_assisted(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_position(engine.read_deal(ONE_MOVE_TO_FINISH), 7)  # as if dealt
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)  # Solution step
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=20000)
    said = window.banner.text.text()
    assert "Not counted in the statistics: the solver played a move." in said
    assert "file" not in said
    entry = stats_on_disk(paths)
    assert (entry.played, entry.won, entry.assisted) == (0, 0, 1)


def test_a_win_from_a_file_with_the_solvers_help_gives_both_reasons(qtbot, paths):
    window = open_window(qtbot, paths)
    start(window, ONE_MOVE_TO_FINISH)  # opened from a file
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)  # Solution step
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=20000)
    assert window.from_file and window.solver_played
    assert (
        "Not counted in the statistics: the position came from a file, and the solver played a move."
    ) in window.banner.text.text()


def test_the_solver_having_played_survives_a_restart_of_the_app(qtbot, paths):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.history.cursor == 1, timeout=20000)
    window.close()
    again = open_window(qtbot, paths)
    assert again.history.cursor == 1 and again.solver_played
    again.menu_actions["new"].trigger()
    entry = stats_on_disk(paths, "bakers-dozen")
    assert (entry.played, entry.assisted) == (0, 1)


def test_a_game_never_played_shows_no_win_rate(qtbot, paths):
    # As its records show none: a dash, not "0%" (nothing was lost either).
    window = open_window(qtbot, paths)
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.values["played"].text() == "0"
    assert dialog.values["win_rate"].text() == dialog.values["fewest_moves"].text() == "\u2013"

"""The game in progress comes back on the next start, with its history."""

from __future__ import annotations

import datetime
import threading

import pytest
from gui_helpers import move, start
from gui_positions import ONE_MOVE_TO_FINISH
from persist_helpers import notice_text, open_window, storage_folder

from goodmeasure import engine
from goodmeasure.session import keeping
from goodmeasure.storage import load_game

pytestmark = pytest.mark.gui


@pytest.fixture
def paths(tmp_path):
    return storage_folder(tmp_path)


def play_some(window, count: int = 3) -> None:
    for _ in range(count):
        window.play_move(engine.legal_moves(window.position)[0])


def test_resume_after_closing_the_window(qtbot, paths):
    first = open_window(qtbot, paths)
    first.start_deal("bakers-dozen", 12)
    play_some(first)
    first.undo()  # one move left to redo
    position, moves = first.position, first.history.moves
    first.session.clock.reset(75.0)  # as if played for a while
    first.close()
    second = open_window(qtbot, paths)
    assert second.position == position
    assert second.number == 12
    assert second.history.moves == moves
    assert second.history.can_redo()
    assert second.elapsed() >= 75.0
    assert second.status_labels["deal"].text() == "Deal 12"
    second.undo()
    assert second.history.moves_made == 1
    second.redo()
    second.redo()
    assert second.history.moves_made == 3


def test_resume_after_a_kill(qtbot, paths):
    """Window A is never closed: what B finds was saved move by move."""
    first = open_window(qtbot, paths)
    first.start_deal("golf", 8)
    play_some(first, 2)
    second = open_window(qtbot, paths)
    assert second.position == first.position
    assert second.game == "golf"
    assert second.position.game.options == first.position.game.options
    second.undo()
    second.undo()
    assert second.position == engine.deal("golf", 8, first.position.game.options)


def test_closing_the_window_waits_for_the_save_written_in_the_background(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 12)
    play_some(window, 2)
    window.keeper.flush()
    release, written = threading.Event(), []
    original = keeping.save_game

    def slow_save(*args):
        release.wait()
        original(*args)
        written.append(True)

    monkeypatch.setattr(keeping, "save_game", slow_save)
    releaser = threading.Thread(target=release.set)
    releaser.start()
    window.close()  # saves the clock, and must not return before that save is on disk
    assert written == [True]
    releaser.join()


def test_restart_is_saved_with_its_redo_line(qtbot, paths):
    first = open_window(qtbot, paths)
    first.start_deal("good-measure", 3)
    play_some(first, 2)
    after = first.position
    first.restart_action.trigger()
    second = open_window(qtbot, paths)
    assert second.history.moves_made == 0
    second.redo()
    second.redo()
    assert second.position == after


def test_a_new_deal_is_saved_at_once(qtbot, paths):
    first = open_window(qtbot, paths)
    first.start_deal("gloucestershire", 21)
    saved, _ = load_game(paths)
    assert saved is not None and saved.number == 21 and saved.moves == ()


def test_the_daily_deal_resumes_as_the_daily_deal(qtbot, paths, app_locale):
    app_locale("en_GB")
    first = open_window(qtbot, paths)
    today = datetime.date(2026, 3, 1)
    first.start_position(engine.deal("golf", 99), 99, today)
    play_some(first, 1)
    second = open_window(qtbot, paths)
    assert second.daily == today
    assert second.status_labels["deal"].text() == "Daily deal 01/03/2026"


def test_a_won_game_clears_the_save(qtbot, paths):
    first = open_window(qtbot, paths)
    start(first, ONE_MOVE_TO_FINISH)
    assert paths.current_game_file.exists()
    first.play_move(move("c1>c2"))  # auto finish plays the rest: won
    assert engine.is_won(first.position)
    assert not paths.current_game_file.exists()
    first.undo()  # a counted game is not saved again
    assert not paths.current_game_file.exists()
    first.close()
    second = open_window(qtbot, paths)
    assert not engine.is_won(second.position)
    assert second.history.moves_made == 0


def test_a_failing_save_does_not_crash_and_is_told_once(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    window.keeper.flush()  # the save made before the disk was full is on disk (and told)
    told = []
    original = keeping.Keeper._write

    def counting_write(self, what, write):
        ok = original(self, what, write)
        told.append(ok)
        return ok

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keeping, "save_game", full_disk)
    monkeypatch.setattr(keeping.Keeper, "_write", counting_write)
    window.start_deal("bakers-dozen", 2)
    play_some(window, 3)
    assert told and not any(told)
    text = notice_text(window)
    assert text is not None and "could not be saved" in text
    assert text.count("could not be saved") == 1  # once, not after every move
    assert window.history.moves_made == 3

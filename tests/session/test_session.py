"""The game in play, driven headless through whole games: start, moves, undo
and redo, Auto finish, stuck, won, abandoned, resumed, and what counts."""

from __future__ import annotations

import datetime
import subprocess
import sys
from pathlib import Path

import pytest
from end_positions import ONE_MOVE_TO_FINISH
from session_games import WINNABLE, Watched, finish_auto, resume_and_win, win_whole_game, winning_line

from goodmeasure import engine
from goodmeasure.session import WriteFailed, keeping
from goodmeasure.storage import load_game, load_statistics


@pytest.fixture
def watched(tmp_path: Path) -> Watched:
    return Watched(tmp_path / "home")


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_a_whole_game_is_won_and_counted_once(tmp_path, game):
    watched = win_whole_game(tmp_path, game)
    session = watched.session
    # Undone and won again: celebrated again, never counted again.
    session.undo()
    assert not session.over and watched.changes[-1].reopened
    session.redo()
    assert [c for c in watched.changes if c.position][-1].end == "won"
    assert watched.played(session.key) == (1, 1, 0)
    # Left for another deal afterwards: still not counted again.
    session.deal(game, 2, WINNABLE[game][1])
    assert watched.played(session.key) == (1, 1, 0)


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_a_game_resumes_after_a_save_with_its_history_and_clock(tmp_path, game):
    resume_and_win(tmp_path, game)


def test_undo_redo_and_restart_walk_the_history(watched):
    session = watched.session
    session.deal("bakers-dozen", 5)
    line = winning_line(session.position)
    for move in line[:3]:
        session.play(move)
    assert watched.changes[-1].played
    assert session.undo() == line[2]
    assert session.undo() == line[1]
    assert session.history.moves_made == 1 and session.history.can_redo()
    assert watched.changes[-1].glide is not None and watched.changes[-1].glide.back
    assert session.redo() == line[1]
    assert not watched.changes[-1].played and not watched.changes[-1].glide.back
    session.restart()
    assert session.position == session.history.start and watched.changes[-1].fresh
    assert session.redo() == line[0]
    # A new move drops the redo line.
    other = next(m for m in engine.legal_moves(session.position) if m != line[1])
    session.play(other)
    assert not session.history.can_redo() and session.history.moves[-1] == other


def test_an_illegal_move_changes_nothing(watched):
    session = watched.session
    session.deal("golf", 3, frozenset())
    before, seen = session.position, len(watched.changes)
    assert not session.play(engine.parse_move("c1>c2"))
    assert session.position == before and len(watched.changes) == seen
    assert not session.clock.running


def test_undo_to_a_position(watched):
    session = watched.session
    session.deal("good-measure", 1)
    line = winning_line(session.position)
    for move in line[:5]:
        session.play(move)
    session.undo_to(2)
    assert session.history.cursor == 2 and session.history.moves == line[:5]


def test_auto_finish_is_a_list_of_steps_played_one_at_a_time(watched):
    session = watched.session
    session.begin(engine.read_deal(ONE_MOVE_TO_FINISH))
    assert session.play(engine.parse_move("c1>c2"))
    ready = watched.changes[-1]
    assert ready.auto_finish and ready.end is None and len(session.auto_steps) == 3
    seen = len(watched.changes)
    assert session.auto_step()
    step = watched.changes[-1]
    assert step.glide is not None and not step.position  # a step only moves a card
    assert finish_auto(session) == 2
    # Three steps, the settled end, and the game counted (as assisted).
    assert len(watched.changes) == seen + 5
    assert watched.changes[-2].end == "won" and watched.changes[-1].statistics
    assert session.auto_steps is None


def test_auto_finish_waits_when_it_is_off_and_never_follows_a_redo(watched):
    session = watched.session
    session.auto_finish = False
    session.begin(engine.read_deal(ONE_MOVE_TO_FINISH))
    session.play(engine.parse_move("c1>c2"))
    assert session.auto_steps is None and not watched.changes[-1].auto_finish
    session.auto_finish = True
    session.undo()
    session.redo()
    assert session.auto_steps is None


def test_a_stuck_game_stops_the_clock_and_counts_as_lost_only_when_left(watched):
    session = watched.session
    for number in range(1, 50):
        session.deal("golf", number, frozenset())
        while not session.over:
            watched.time.now += 1.0
            session.play(engine.legal_moves(session.position)[0])
        if watched.changes[-1].end == "stuck":
            break
    else:
        raise AssertionError("no Golf deal ended stuck")
    key = session.key
    before = watched.played(key)
    elapsed = session.elapsed()
    watched.time.now += 100.0
    assert session.elapsed() == elapsed and not session.in_progress()
    assert watched.played(key) == before  # stuck: not counted yet
    session.deal("golf", number + 1, frozenset())
    assert watched.played(key) == (before[0] + 1, before[1], 0)


def test_a_deal_left_untouched_is_not_counted(watched):
    session = watched.session
    session.deal("good-measure", 4)
    session.deal("good-measure", 5)
    assert watched.played("good-measure") == (0, 0, 0)


def test_a_game_left_after_a_move_counts_as_lost_even_if_undone(watched):
    session = watched.session
    session.deal("good-measure", 4)
    session.play(engine.legal_moves(session.position)[0])
    session.undo()
    assert session.in_progress() and session.left_counts_as_lost()
    session.deal("good-measure", 5)
    assert watched.played("good-measure") == (1, 0, 0)
    assert watched.changes[-2].statistics  # counted before the new deal showed


def test_positions_from_a_file_and_the_solvers_moves_count_apart(watched):
    session = watched.session
    session.begin(engine.read_deal(ONE_MOVE_TO_FINISH))
    assert session.from_file and session.assisted and not session.left_counts_as_lost()
    session.play(engine.parse_move("c1>c2"))
    finish_auto(session)
    assert watched.played("good-measure") == (0, 0, 1)
    session.deal("bakers-dozen", 1)
    line = winning_line(session.position)
    session.play(line[0], by_solver=True)
    assert session.solver_played and session.assisted
    session.deal("bakers-dozen", 2)  # left: counted, as assisted only
    assert watched.played("bakers-dozen") == (0, 0, 1)


def test_the_daily_deal_keeps_its_date(watched, tmp_path):
    session = watched.session
    today = datetime.date(2026, 3, 1)
    session.begin(engine.deal("golf", 99), 99, today)
    session.play(engine.legal_moves(session.position)[0])
    again = Watched(tmp_path / "home")
    assert again.session.resume()
    assert again.session.daily == today and again.session.number == 99


def test_a_picked_deal_keeps_its_level_and_counts_in_it(watched, tmp_path):
    session = watched.session
    session.begin(engine.deal("golf", 40), 40, level="medium")
    assert session.level == "medium"
    session.play(engine.legal_moves(session.position)[0])
    again = Watched(tmp_path / "home")
    assert again.session.resume() and again.session.level == "medium"
    key = again.session.key
    again.session.deal("golf", 41)  # left after a move: lost, in its level too
    assert again.session.level is None  # a deal by number is not rated
    entry = load_statistics(again.paths)[0].for_game(key)
    assert (entry.played, entry.won) == (1, 0)
    assert (entry.levels["medium"].played, entry.levels["medium"].won) == (1, 0)
    assert set(entry.levels) == {"medium"}


def test_the_clock_runs_from_the_first_move(watched):
    session = watched.session
    session.deal("bakers-dozen", 3)
    watched.time.now += 30.0
    assert session.elapsed() == 0.0
    session.play(winning_line(session.position)[0])
    watched.time.now += 12.5
    assert session.elapsed() == 12.5


def test_the_solvers_word_is_kept_until_the_position_changes(watched):
    session = watched.session
    session.deal("good-measure", 1)
    session.play(engine.legal_moves(session.position)[0])
    session.solver_said(None, 1)
    assert watched.changes[-1].solver_word
    assert session.solver_word.lost_since == 1 and not session.solver_word.rewind_may_help
    session.solver_said(0, None)  # nothing newly proven lost: what was known stands
    assert session.solver_word.lost_since == 1 and session.solver_word.rewind_may_help
    session.undo()
    assert session.solver_word.lost_since is None and session.solver_word.winnable_index is None


def test_a_failing_save_is_told_once(watched, monkeypatch):
    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keeping, "save_game", full_disk)
    session = watched.session
    session.deal("bakers-dozen", 2)
    for move in winning_line(session.position)[:3]:
        session.play(move)
    assert watched.told == [WriteFailed("game", "No space left on device")]
    assert session.history.moves_made == 3


def test_a_save_that_does_not_replay_is_a_notice_not_a_game(watched, tmp_path):
    session = watched.session
    session.deal("golf", 5, frozenset())
    session.play(engine.legal_moves(session.position)[0])
    session.keeper.flush()  # the save of the move is on disk, to be damaged
    watched.paths.current_game_file.write_text("{not json", encoding="utf-8")
    again = Watched(tmp_path / "home")
    assert not again.session.resume()
    assert len(again.session.keeper.notices) == 1 and load_game(watched.paths)[0] is None


def test_whole_games_of_all_four_games_need_no_qt(tmp_path):
    here = Path(__file__).resolve().parent
    code = (
        "import sys, pathlib\n"
        f"sys.path.insert(0, {str(here)!r})\n"
        "import session_games\n"
        f"session_games.play_every_game_headless(pathlib.Path({str(tmp_path)!r}))\n"
        "front = ('PySide6', 'shiboken6', 'goodmeasure.gui')\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(front))\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=300, cwd=here.parents[1])

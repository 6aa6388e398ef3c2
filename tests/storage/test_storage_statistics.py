from __future__ import annotations

import json
import subprocess
import sys
import tempfile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goodmeasure.session.counting import GameRecord, count
from goodmeasure.storage import (
    DailyResult,
    GameStats,
    Statistics,
    StoragePaths,
    load_statistics,
    reset,
    save_statistics,
    update_statistics,
)


def _play(stats: Statistics, results: str, game: str = "good-measure") -> None:
    """Count one game per letter: W a win, L a loss."""
    for letter in results:
        count(stats, GameRecord(game, letter == "W", score=None, seconds=100.0, moves=50))


def test_unplayed_game_is_all_zero() -> None:
    entry = Statistics().for_game("golf")
    assert entry == GameStats()
    assert entry.win_rate == 0.0


def test_reset_one_game_and_all() -> None:
    stats = Statistics()
    count(stats, GameRecord("golf", True, None, 60.0, 51, daily_date="2025-03-14"))
    count(stats, GameRecord("good-measure", True, 10, 60.0, 51, daily_date="2025-03-14"))
    count(stats, GameRecord("good-measure", True, 10, 60.0, 51, daily_date="2025-03-15"))
    reset(stats, "good-measure")
    assert set(stats.games) == {"golf"}
    assert stats.daily == {"2025-03-14": {"golf": DailyResult(True, 51, 60.0)}}
    reset(stats, "never-played")  # harmless
    reset(stats)
    assert stats == Statistics()


def test_round_trip(paths: StoragePaths) -> None:
    stats = Statistics()
    _play(stats, "WLWW")
    count(stats, GameRecord("golf+wrap", False, -3, 61.5, 40, daily_date="2025-01-02", cards_left=4))
    save_statistics(paths, stats)
    loaded, notices = load_statistics(paths)
    assert (loaded, notices) == (stats, [])
    assert loaded.for_game("good-measure").win_rate == 0.75


def test_contradictory_counts_are_corrupt(paths: StoragePaths) -> None:
    stats = Statistics()
    _play(stats, "WW")
    stats.games["good-measure"].won = 5  # more wins than games
    save_statistics(paths, stats)
    loaded, notices = load_statistics(paths)
    assert loaded == Statistics() and len(notices) == 1


@given(
    st.lists(
        st.tuples(st.booleans(), st.integers(0, 500), st.floats(0, 1e6), st.integers(0, 1000)), max_size=30
    )
)
def test_anything_recorded_saves_and_loads_back(games: list[tuple[bool, int, float, int]]) -> None:
    stats = Statistics()
    for won, score, seconds, moves in games:
        count(
            stats,
            GameRecord("golf", won, score, seconds, moves, cards_left=moves % 52, daily_date="2025-12-31"),
        )
    entry = stats.for_game("golf")
    assert entry.current_streak <= entry.best_streak <= entry.won <= entry.played
    with tempfile.TemporaryDirectory() as root:
        paths = StoragePaths.under(root)
        save_statistics(paths, stats)
        assert load_statistics(paths) == (stats, [])


def test_assisted_games_are_kept_and_older_files_load_without_them(tmp_path) -> None:
    paths = StoragePaths.under(tmp_path)
    stats = Statistics()
    count(stats, GameRecord("golf", True, score=None, seconds=9.0, moves=9, assisted=True))
    save_statistics(paths, stats)
    loaded, notices = load_statistics(paths)
    assert notices == [] and loaded.for_game("golf").assisted == 1
    paths.statistics_file.write_text(
        '{"schema": 1, "games": {"golf": {"played": 1, "won": 0, "current_streak": 0,'
        ' "best_streak": 0}}, "daily": {}}',
        encoding="utf-8",
    )
    loaded, notices = load_statistics(paths)
    assert notices == [] and loaded.for_game("golf") == GameStats(played=1)


def test_a_bad_entry_costs_only_itself(paths: StoragePaths) -> None:
    stats = Statistics()
    _play(stats, "WWL")
    count(stats, GameRecord("golf", True, score=None, seconds=60.0, moves=40, daily_date="2026-12-01"))
    save_statistics(paths, stats)
    doc = json.loads(paths.statistics_file.read_text(encoding="utf-8"))
    doc["games"]["golf"]["played"] = "three"  # hand-edited, or damaged
    doc["daily"]["2026-12-02"] = {"golf": {"won": "yes"}}
    damaged = json.dumps(doc).encode()
    paths.statistics_file.write_bytes(damaged)

    loaded, notices = load_statistics(paths)

    assert loaded.games == {"good-measure": stats.games["good-measure"]}
    assert loaded.daily == stats.daily
    assert len(notices) == 1
    assert "'golf'" in notices[0] and "2026-12-02" in notices[0], notices[0]
    (aside,) = paths.statistics_file.parent.glob("statistics.json.corrupt-*")
    assert aside.read_bytes() == damaged
    assert str(aside) in notices[0]
    # The rest was written back: the next start reads it quietly.
    assert load_statistics(paths) == (loaded, [])


def test_two_app_instances_both_keep_their_games(paths: StoragePaths) -> None:
    # Each window read the (empty) statistics when it started...
    first, _ = load_statistics(paths)
    second, _ = load_statistics(paths)
    # ...and each counts a game later: the file holds both, not the last save.
    update_statistics(paths, lambda s: count(s, GameRecord("golf", True, score=None, seconds=60.0, moves=40)))
    after, notices = update_statistics(
        paths, lambda s: count(s, GameRecord("golf", False, score=None, seconds=90.0, moves=30))
    )
    assert notices == []
    assert (after.for_game("golf").played, after.for_game("golf").won) == (2, 1)
    assert load_statistics(paths) == (after, [])


_COUNT_GAMES = """
import sys
from goodmeasure.session.counting import GameRecord
from goodmeasure.storage import StoragePaths, update_statistics
paths = StoragePaths.under(sys.argv[1])
for _ in range(int(sys.argv[2])):
    update_statistics(paths, GameRecord("golf", True, score=None, seconds=1.0, moves=1).add_to)
"""


def test_instances_counting_at_the_same_time_lose_no_game(paths: StoragePaths) -> None:
    root = paths.data_dir.parent
    processes = [subprocess.Popen([sys.executable, "-c", _COUNT_GAMES, str(root), "40"]) for _ in range(4)]
    assert [p.wait(timeout=120) for p in processes] == [0] * 4
    assert load_statistics(paths)[0].for_game("golf").played == 160


@pytest.mark.parametrize("spelling", ["2026-W49-2", "20261201", "2026-12-1"])
def test_a_daily_date_has_one_spelling(spelling: str, paths: StoragePaths) -> None:
    # fromisoformat (3.11) reads 2026-W49-2 as 2026-12-01: a second key for one day.
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        count(Statistics(), GameRecord("golf", True, None, 60.0, 40, daily_date=spelling))
    paths.statistics_file.parent.mkdir(parents=True)
    paths.statistics_file.write_text(
        json.dumps({"schema": 1, "games": {}, "daily": {spelling: {}}}), encoding="utf-8"
    )
    loaded, notices = load_statistics(paths)
    assert loaded.daily == {} and len(notices) == 1 and spelling in notices[0]

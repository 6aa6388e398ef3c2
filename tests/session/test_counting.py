"""What counts as played, won or assisted, streaks, records, daily results
and levels: decided in session/counting.py, on plain statistics."""

from __future__ import annotations

import pytest

from goodmeasure.session.counting import GameRecord, count
from goodmeasure.storage import DailyResult, Statistics, stats_key


def _play(stats: Statistics, results: str, game: str = "good-measure") -> None:
    """Count one game per letter: W a win, L a loss."""
    for letter in results:
        count(stats, GameRecord(game, letter == "W", score=None, seconds=100.0, moves=50))


def test_counts_streaks_and_win_rate() -> None:
    stats = Statistics()
    _play(stats, "WWLWWWL WW".replace(" ", ""))
    entry = stats.for_game("good-measure")
    assert (entry.played, entry.won) == (9, 7)
    assert entry.win_rate == pytest.approx(7 / 9)
    assert (entry.current_streak, entry.best_streak) == (2, 3)


def test_records_keep_the_best() -> None:
    stats = Statistics()
    count(stats, GameRecord("bakers-dozen", True, score=40, seconds=300.0, moves=90))
    count(stats, GameRecord("bakers-dozen", False, score=45, seconds=20.0, moves=10))
    count(stats, GameRecord("bakers-dozen", True, score=30, seconds=200.0, moves=95))
    count(stats, GameRecord("bakers-dozen", True, score=35, seconds=250.0, moves=80))
    entry = stats.for_game("bakers-dozen")
    assert entry.best_score == 45  # any game's score counts
    assert entry.fastest_win == 200.0  # only wins count for time and moves
    assert entry.fewest_moves == 80
    assert entry.fewest_cards_left is None


def test_golf_keeps_fewest_cards_left_per_option_set() -> None:
    stats = Statistics()
    wrap = stats_key("golf", {"wrap", "on-king"})
    plain = stats_key("golf", ())
    assert (wrap, plain) == ("golf+on-king+wrap", "golf")
    count(stats, GameRecord(wrap, False, None, 60, 30, cards_left=5))
    count(stats, GameRecord(wrap, False, None, 60, 30, cards_left=3))
    count(stats, GameRecord(wrap, False, None, 60, 30, cards_left=9))
    count(stats, GameRecord(plain, True, None, 60, 52, cards_left=0))
    assert stats.for_game(wrap).fewest_cards_left == 3
    assert stats.for_game(plain).fewest_cards_left == 0
    assert stats.for_game(wrap).won == 0


def test_daily_results_first_win_stands() -> None:
    stats = Statistics()
    count(stats, GameRecord("golf", False, None, 90.0, 20, daily_date="2025-03-14"))
    assert stats.daily["2025-03-14"]["golf"] == DailyResult(False, 20, 90.0)
    count(stats, GameRecord("golf", True, None, 120.0, 51, daily_date="2025-03-14"))
    count(stats, GameRecord("golf", True, None, 60.0, 51, daily_date="2025-03-14"))
    count(stats, GameRecord("golf", False, None, 10.0, 3, daily_date="2025-03-14"))
    assert stats.daily["2025-03-14"]["golf"] == DailyResult(True, 51, 120.0)
    assert stats.for_game("golf").played == 4  # daily games count in the totals


@pytest.mark.parametrize(
    "bad",
    [
        {"daily_date": "14.03.2025"},
        {"daily_date": "20250314"},
        {"seconds": -1.0},
        {"seconds": float("nan")},
        {"moves": -2},
        {"key": ""},
    ],
)
def test_bad_arguments_are_refused(bad: dict[str, object]) -> None:
    arguments: dict[str, object] = {
        "key": "golf",
        "won": True,
        "score": None,
        "seconds": 1.0,
        "moves": 1,
        **bad,
    }
    stats = Statistics()
    with pytest.raises(ValueError):
        count(stats, GameRecord(**arguments))  # type: ignore[arg-type]
    assert stats == Statistics()  # refused whole: nothing counted


def test_an_assisted_game_makes_no_win_loss_streak_or_record() -> None:
    stats = Statistics()
    count(stats, GameRecord("good-measure", True, score=500, seconds=200.0, moves=90))
    count(stats, GameRecord("good-measure", True, score=1959, seconds=1.0, moves=8, assisted=True))
    count(
        stats,
        GameRecord(
            "good-measure", False, score=None, seconds=5.0, moves=3, assisted=True, daily_date="2026-12-03"
        ),
    )
    entry = stats.for_game("good-measure")
    assert (entry.played, entry.won, entry.assisted) == (1, 1, 2)
    assert (entry.current_streak, entry.best_streak) == (1, 1)
    assert (entry.best_score, entry.fastest_win, entry.fewest_moves) == (500, 200.0, 90)
    assert stats.daily == {}


def test_an_assisted_game_counts_in_no_level() -> None:
    stats = Statistics()
    count(stats, GameRecord("golf", True, score=None, seconds=9.0, moves=9, assisted=True, level="easy"))
    assert stats.for_game("golf").levels == {}


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="level must be one of"):
        count(Statistics(), GameRecord("golf", True, score=None, seconds=1.0, moves=1, level="trivial"))

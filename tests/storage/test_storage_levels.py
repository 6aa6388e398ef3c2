"""Statistics per difficulty level: counted with the game, saved and loaded,
and files written before levels existed still load."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from goodmeasure.session.counting import GameRecord, count
from goodmeasure.storage import (
    GameStats,
    LevelStats,
    Statistics,
    StoragePaths,
    load_game,
    load_statistics,
    save_game,
    save_statistics,
)


def test_a_game_of_a_level_counts_in_that_level_too(paths: StoragePaths) -> None:
    stats = Statistics()
    count(stats, GameRecord("good-measure", True, score=700, seconds=90.0, moves=60, level="hard"))
    count(stats, GameRecord("good-measure", False, score=900, seconds=30.0, moves=10, level="hard"))
    count(stats, GameRecord("good-measure", True, score=400, seconds=50.0, moves=70, level="easy"))
    count(stats, GameRecord("good-measure", True, score=100, seconds=5.0, moves=70))  # no level
    entry = stats.for_game("good-measure")
    assert (entry.played, entry.won) == (4, 3)
    assert entry.levels == {
        "hard": LevelStats(played=2, won=1, best_score=900, fastest_win=90.0),
        "easy": LevelStats(played=1, won=1, best_score=400, fastest_win=50.0),
    }
    count(stats, GameRecord("golf", False, score=None, seconds=9.0, moves=9, cards_left=4, level="expert"))
    count(stats, GameRecord("golf", True, score=None, seconds=8.0, moves=9, cards_left=0, level="expert"))
    assert stats.for_game("golf").levels["expert"] == LevelStats(2, 1, None, 0, 8.0)
    save_statistics(paths, stats)
    loaded, notices = load_statistics(paths)
    assert notices == [] and loaded == stats


def test_a_file_from_before_the_levels_loads(paths: StoragePaths) -> None:
    paths.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_file.write_text(
        '{"schema": 1, "games": {"golf": {"played": 2, "won": 1, "current_streak": 1,'
        ' "best_streak": 1, "fewest_cards_left": 0}}, "daily": {}}',
        encoding="utf-8",
    )
    loaded, notices = load_statistics(paths)
    assert notices == []
    assert loaded.for_game("golf") == GameStats(
        played=2, won=1, current_streak=1, best_streak=1, fewest_cards_left=0
    )
    # Counting a game of a level on top of it keeps the old totals.
    count(loaded, GameRecord("golf", True, score=None, seconds=3.0, moves=5, cards_left=0, level="medium"))
    save_statistics(paths, loaded)
    again, _ = load_statistics(paths)
    assert again.for_game("golf").played == 3
    assert again.for_game("golf").levels["medium"].won == 1


@pytest.mark.parametrize(
    ("levels", "left_out", "kept"),
    [
        # An unknown level name, and one whose counts contradict each other:
        # only that record is left out, the game's totals and its other levels stay.
        (
            {"trivial": {"played": 1, "won": 0}, "easy": {"played": 1, "won": 1}},
            "the 'trivial' level of 'golf'",
            {"easy"},
        ),
        ({"easy": {"played": 1, "won": 2}}, "the 'easy' level of 'golf'", set()),
        # More than the game's own count, or not an object: which record is
        # wrong cannot be told, so the levels go and the totals stay.
        ({"easy": {"played": 5, "won": 0}}, "the levels of 'golf'", set()),
        ("easy", "the levels of 'golf'", set()),
    ],
)
def test_a_bad_level_record_costs_only_itself(
    paths: StoragePaths, levels: object, left_out: str, kept: set[str]
) -> None:
    stats = Statistics()
    count(stats, GameRecord("golf", True, score=None, seconds=3.0, moves=5, cards_left=0, level="easy"))
    count(stats, GameRecord("golf", False, score=None, seconds=4.0, moves=6, cards_left=2))
    count(stats, GameRecord("bakers-dozen", True, score=10, seconds=3.0, moves=5, level="easy"))
    save_statistics(paths, stats)
    doc = json.loads(paths.statistics_file.read_text(encoding="utf-8"))
    doc["games"]["golf"]["levels"] = levels
    paths.statistics_file.write_text(json.dumps(doc), encoding="utf-8")
    loaded, notices = load_statistics(paths)
    assert len(notices) == 1
    assert f"left out: {left_out}. The damaged file was kept as" in notices[0]
    golf = loaded.for_game("golf")
    assert (golf.played, golf.won, golf.fastest_win, golf.fewest_cards_left) == (2, 1, 3.0, 0)
    assert set(golf.levels) == kept
    assert loaded.for_game("bakers-dozen").levels["easy"].won == 1
    # What was read is written back: the next start says nothing.
    assert load_statistics(paths) == (loaded, [])


def test_a_saved_game_keeps_its_level_and_older_saves_load(paths: StoragePaths, make_save) -> None:  # noqa: ANN001
    saved = replace(make_save(count=2), level="expert")
    save_game(paths, saved)
    assert load_game(paths) == (saved, [])
    doc = json.loads(paths.current_game_file.read_text())
    del doc["level"]  # as saved before levels
    paths.current_game_file.write_text(json.dumps(doc))
    assert load_game(paths) == (replace(saved, level=None), [])
    doc["level"] = "trivial"
    paths.current_game_file.write_text(json.dumps(doc))
    loaded, notices = load_game(paths)
    assert loaded is None and len(notices) == 1

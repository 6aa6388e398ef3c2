from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from goodmeasure.engine import GAME_NAMES, apply, deal, legal_moves, parse_move, read_deal
from goodmeasure.engine.deals import MAX_DEAL_NUMBER
from goodmeasure.storage import SavedGame, StoragePaths, clear_game, load_game, save_game

MakeSave = Callable[..., SavedGame]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_resume_mid_game_with_undone_moves(game: str, paths: StoragePaths, make_save: MakeSave) -> None:
    number = 2 if game == "gloucestershire" else 1
    saved = make_save(game=game, number=number, count=6, undone=2)
    save_game(paths, saved)
    loaded, notices = load_game(paths)
    assert (loaded, notices) == (saved, [])
    assert loaded is not None
    history = loaded.positions()
    # The replayed history equals playing the same moves from a fresh deal.
    expected = [deal(game, number)]
    for text in saved.moves:
        expected.append(apply(expected[-1], parse_move(text)))
    assert history == expected
    assert loaded.cursor == 4 and len(history) == 7
    # Redo: the next stored move is legal on the current position.
    redo = parse_move(loaded.moves[loaded.cursor])
    assert redo in legal_moves(history[loaded.cursor])
    assert apply(history[loaded.cursor], redo) == history[loaded.cursor + 1]


def test_file_layout(paths: StoragePaths, make_save: MakeSave) -> None:
    saved = make_save(count=3, undone=1)
    save_game(paths, saved)
    doc = json.loads(paths.current_game_file.read_text())
    assert doc["schema"] == 1
    assert doc["game"] == "good-measure" and doc["options"] == [] and doc["number"] == 1
    assert doc["daily_date"] is None and doc["cursor"] == 2 and doc["elapsed"] == 12.5
    assert len(doc["moves"]) == 3 and all(">" in move for move in doc["moves"])
    assert read_deal(doc["start"]) == deal("good-measure", 1)


def test_golf_options_and_daily_date_round_trip(paths: StoragePaths) -> None:
    start = deal("golf", 5, frozenset({"wrap"}))
    saved = SavedGame.from_history(start, [], cursor=0, elapsed=0, daily_date="2025-03-14")
    assert saved.options == ("wrap",) and saved.number is None
    save_game(paths, saved)
    assert load_game(paths) == (saved, [])


def test_clear_game(paths: StoragePaths, make_save: MakeSave) -> None:
    clear_game(paths)  # nothing to clear is fine
    save_game(paths, make_save())
    clear_game(paths)
    assert load_game(paths) == (None, [])


@pytest.mark.parametrize(
    "change",
    [
        {"moves_edit": "illegal"},
        {"moves_edit": "gibberish"},
        {"cursor": 5},
        {"cursor": -1},
        {"start": "game: good-measure\ncolumn: XX YY\n"},
        {"start": ""},
        {"game": "golf"},
        {"game": "spider"},
        {"options": ("wrap",)},
        {"daily_date": "yesterday"},
    ],
    ids=lambda change: "-".join(f"{k}={v}" for k, v in change.items())[:40],
)
def test_save_that_does_not_replay_is_corrupt(
    change: dict[str, Any], paths: StoragePaths, make_save: MakeSave
) -> None:
    saved = make_save(count=4)
    edit = change.pop("moves_edit", None)
    if edit == "illegal":
        # A move that was legal elsewhere but not here: play the first move twice.
        change["moves"] = (saved.moves[0], saved.moves[0], *saved.moves[2:])
    elif edit == "gibberish":
        change["moves"] = (*saved.moves[:3], "c3->?")
    save_game(paths, replace(saved, **change))
    loaded, notices = load_game(paths)
    assert loaded is None
    assert len(notices) == 1 and "saved game" in notices[0]
    assert not paths.current_game_file.exists()
    assert any(".corrupt-" in p.name for p in paths.data_dir.iterdir())


def test_positions_of_a_fresh_game(paths: StoragePaths) -> None:
    start = deal("bakers-dozen", 3)
    saved = SavedGame.from_history(start, [], cursor=0, elapsed=0)
    assert saved.positions() == [start]


def test_a_game_the_solver_played_in_stays_so_and_older_saves_load(
    paths: StoragePaths, make_save: MakeSave
) -> None:
    saved = replace(make_save(count=2), solver_played=True)
    save_game(paths, saved)
    assert load_game(paths) == (saved, [])
    doc = json.loads(paths.current_game_file.read_text())
    del doc["solver_played"]  # as saved before the field was added
    paths.current_game_file.write_text(json.dumps(doc))
    loaded, notices = load_game(paths)
    assert notices == [] and loaded == replace(saved, solver_played=False)


@pytest.mark.parametrize("number", [MAX_DEAL_NUMBER + 1, 2**200])
def test_a_saved_deal_number_past_the_commands_bounds_is_refused(
    number: int, paths: StoragePaths, make_save: MakeSave
) -> None:
    # The command line takes deal numbers from 0 to MAX_DEAL_NUMBER; a save
    # naming one past them is damaged (it resumed, and filled the status bar).
    save_game(paths, replace(make_save(count=2), number=number))
    loaded, notices = load_game(paths)
    assert loaded is None
    assert len(notices) == 1
    assert f"'number' is not a deal number of at most {MAX_DEAL_NUMBER}" in notices[0]
    save_game(paths, replace(make_save(count=2), number=MAX_DEAL_NUMBER))
    assert load_game(paths)[0] is not None

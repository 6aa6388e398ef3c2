"""Damaged files: the window starts with defaults, the file is kept aside,
and the player is told once, without a modal box in the way."""

from __future__ import annotations

import json

import pytest
from driver import TableDriver
from persist_helpers import notice_text, open_window, storage_folder

from goodmeasure import engine
from goodmeasure.engine.deals import MAX_DEAL_NUMBER
from goodmeasure.gui.table.cardart import CLASSIC
from goodmeasure.session.counting import GameRecord, count
from goodmeasure.storage import (
    SavedGame,
    Settings,
    Statistics,
    StoragePaths,
    load_settings,
    save_game,
    save_settings,
    save_statistics,
)

pytestmark = pytest.mark.gui


@pytest.fixture
def paths(tmp_path):
    return storage_folder(tmp_path)


def kept_aside(path) -> list:
    return sorted(path.parent.glob(f"{path.name}.corrupt-*"))


# What the player is told happened, for each file.
CONSEQUENCES = {
    "settings_file": "so the default settings are used",
    "statistics_file": "so they start from zero",
    "current_game_file": "so a new deal was started",
}


@pytest.mark.parametrize("which", sorted(CONSEQUENCES))
def test_a_damaged_file_gives_defaults_is_kept_and_told_once(qtbot, paths, which):
    bad = getattr(paths, which)
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(b"{ this is not json")
    window = open_window(qtbot, paths)
    assert kept_aside(bad), "the damaged file is kept for inspection"
    text = notice_text(window)
    assert text and "kept as" in text
    assert CONSEQUENCES[which] in text and "defaults are used" not in text
    assert not window.notice_box.isModal()
    if which == "settings_file":
        assert window.settings == Settings()
    if which == "statistics_file":
        assert window.keeper.statistics.games == {}
    if which == "current_game_file":
        assert window.history.moves_made == 0
    window.close()
    again = open_window(qtbot, paths)
    assert notice_text(again) is None  # told once, not on every start
    assert len(kept_aside(bad)) == 1


def test_every_notice_is_shown_in_one_box(qtbot, paths):
    for path in (paths.statistics_file, paths.current_game_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("[]", encoding="utf-8")
    window = open_window(qtbot, paths)
    text = notice_text(window)
    assert "statistics" in text and "saved game" in text


# --- Damaged files lose no more than the damage (issue 33, item 13) -------------------


def test_one_bad_level_record_keeps_every_game_and_is_named(qtbot, paths):
    stats = Statistics()
    count(stats, GameRecord("golf", True, None, 30.0, 40, cards_left=0, level="easy"))
    count(stats, GameRecord("golf", False, None, 50.0, 20, cards_left=3, level="hard"))
    count(stats, GameRecord("good-measure", True, 700, 90.0, 60, level="hard"))
    save_statistics(paths, stats)
    doc = json.loads(paths.statistics_file.read_text(encoding="utf-8"))
    doc["games"]["golf"]["levels"]["legendary"] = doc["games"]["golf"]["levels"].pop("hard")
    paths.statistics_file.write_text(json.dumps(doc), encoding="utf-8")
    window = open_window(qtbot, paths)
    games = window.keeper.statistics.games
    # Every game's totals, and every level record that reads.
    assert (games["golf"].played, games["golf"].won) == (2, 1)
    assert set(games["golf"].levels) == {"easy"}
    assert games["good-measure"].levels["hard"].won == 1
    text = notice_text(window)
    assert "left out: the 'legendary' level of 'golf'." in text
    assert "start from zero" not in text
    assert len(kept_aside(paths.statistics_file)) == 1
    window.close()
    again = open_window(qtbot, paths)
    assert notice_text(again) is None
    assert again.keeper.statistics.games["golf"].played == 2


def test_a_home_folder_that_is_a_file_is_told_what_is_wrong(qtbot, tmp_path):
    home = tmp_path / "home"
    home.write_text("a file, not a folder", encoding="utf-8")
    window = open_window(qtbot, StoragePaths.under(home))
    text = notice_text(window)
    assert f"({home} is a file, not a folder), so the default settings are used." in text
    assert "Nothing can be saved until that file is moved or renamed." in text
    assert "overwritten" not in text and "moved aside" not in text
    assert home.read_text(encoding="utf-8") == "a file, not a folder"


def test_a_saved_deal_number_past_the_bounds_is_not_resumed(qtbot, paths):
    start = engine.deal("good-measure", 5)
    save_game(paths, SavedGame.from_history(start, [], 0, 12.0, number=2**200))
    window = open_window(qtbot, paths)
    # A new deal instead, with a number the status bar holds; the player is told why.
    assert window.session.number is not None and window.session.number <= MAX_DEAL_NUMBER
    assert str(2**200) not in window.status_labels["deal"].text()
    text = notice_text(window)
    assert f"'number' is not a deal number of at most {MAX_DEAL_NUMBER}" in text
    assert "so a new deal was started" in text
    assert len(kept_aside(paths.current_game_file)) == 1


def test_a_deck_that_is_not_installed_falls_back_to_classic_and_says_so_once(qtbot, paths):
    save_settings(paths, Settings(animation_speed="off", confirm_abandon=False, deck="gone-deck"))
    window = open_window(qtbot, paths)
    assert window.settings.deck == CLASSIC and TableDriver(window).deck == CLASSIC
    assert (
        notice_text(window)
        == "The card deck \u201cgone-deck\u201d is not installed, so the Classic deck is used."
    )
    assert load_settings(paths)[0].deck == CLASSIC
    window.close()
    again = open_window(qtbot, paths)
    assert notice_text(again) is None


def test_settings_not_saved_under_a_home_that_is_a_file_say_so(qtbot, tmp_path):
    from goodmeasure.gui.window.settings_failure import settings_not_saved

    home = tmp_path / "home"
    home.write_text("a file, not a folder", encoding="utf-8")
    paths = StoragePaths.under(home)
    with pytest.raises(OSError) as raised:
        save_settings(paths, Settings())
    assert settings_not_saved(raised.value, paths.config_dir) == (
        f"Settings could not be saved: {home} is a file, not a folder."
    )

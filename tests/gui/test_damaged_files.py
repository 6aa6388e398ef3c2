"""Damaged files: the window starts with defaults, the file is kept aside,
and the player is told once, without a modal box in the way."""

from __future__ import annotations

import pytest
from persist_helpers import notice_text, open_window, storage_folder

from goodmeasure.storage import Settings

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

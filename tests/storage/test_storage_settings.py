from __future__ import annotations

import json
import tempfile
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from goodmeasure.storage import Settings, StoragePaths, load_settings, save_settings
from goodmeasure.storage.settings import invalid_fields


def _write(paths: StoragePaths, doc: dict[str, Any]) -> None:
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps(doc))


def test_defaults() -> None:
    settings = Settings()
    assert settings.auto_play and settings.auto_finish and settings.golf_wrap
    assert settings.golf_on_king and settings.live_status
    assert not settings.gloucestershire_free_bouquet and not settings.winnable_only
    assert settings.animation_speed == "normal"
    assert settings.table_colour == "#1e6b3a"
    assert (settings.card_back, settings.language) == ("back", "system")
    assert (settings.last_game, settings.window_geometry) == ("good-measure", None)
    assert invalid_fields(settings) == []


def test_round_trip(paths: StoragePaths) -> None:
    changed = Settings(
        auto_play=False,
        auto_finish=False,
        golf_wrap=False,
        golf_on_king=False,
        gloucestershire_free_bouquet=True,
        animation_speed="off",
        live_status=False,
        winnable_only=True,
        table_colour="#ABCDEF",
        card_back="blue-back",
        language="de",
        last_game="gloucestershire",
        window_geometry="AdnQywADAAA=",
    )
    save_settings(paths, changed)
    assert json.loads(paths.settings_file.read_text())["schema"] == 1
    assert load_settings(paths) == (changed, [])


BAD_VALUES: dict[str, list[Any]] = {
    "auto_play": [1, "true", None],
    "animation_speed": ["fastest", 3, None],
    "table_colour": ["green", "#12345", "#1234567", "#gggggg", 0x1E6B3A],
    "card_back": ["", "../../etc/passwd", 7],
    "language": ["xx", None],
    "last_game": ["spider", ["golf"]],
    "window_geometry": ["not base64!", 12],
}


@pytest.mark.parametrize(
    ("name", "value"), [(name, v) for name, values in BAD_VALUES.items() for v in values]
)
def test_bad_value_falls_back_alone(name: str, value: Any, paths: StoragePaths) -> None:
    _write(paths, {"schema": 1, "golf_wrap": False, name: value})
    settings, notices = load_settings(paths)
    assert getattr(settings, name) == getattr(Settings(), name)
    assert settings.golf_wrap is False  # the good values survive
    assert len(notices) == 1
    assert name.replace("_", " ") in notices[0]


def test_several_bad_values_give_one_notice_once(paths: StoragePaths) -> None:
    _write(paths, {"schema": 1, "auto_play": "no", "language": "xx", "winnable_only": True})
    settings, notices = load_settings(paths)
    assert settings == Settings(winnable_only=True)
    assert len(notices) == 1 and "auto play" in notices[0] and "language" in notices[0]
    # The original is kept aside and the repaired settings were written back.
    assert any(".corrupt-" in p.name for p in paths.config_dir.iterdir())
    assert load_settings(paths) == (Settings(winnable_only=True), [])


def test_missing_and_unknown_fields_are_silent(paths: StoragePaths) -> None:
    _write(paths, {"schema": 1, "language": "en", "added_in_version_9": [1, 2]})
    assert load_settings(paths) == (Settings(language="en"), [])


def test_saving_invalid_settings_is_refused(paths: StoragePaths) -> None:
    with pytest.raises(ValueError, match="animation_speed"):
        save_settings(paths, Settings(animation_speed="warp"))
    assert not paths.settings_file.exists()


@given(
    st.dictionaries(
        st.sampled_from([f.name for f in fields(Settings)]),
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    )
)
def test_loaded_settings_are_always_valid(values: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as root:
        paths = StoragePaths.under(root)
        _write(paths, {"schema": 1, **values})
        settings, notices = load_settings(paths)
        assert invalid_fields(settings) == []
        assert len(notices) <= 1

from __future__ import annotations

from pathlib import Path

import pytest

from goodmeasure.storage import Settings, StoragePaths, load_settings, save_settings
from goodmeasure.storage.paths import HOME_ENV


def test_under_puts_everything_below_the_root(tmp_path: Path) -> None:
    paths = StoragePaths.under(tmp_path)
    assert paths.settings_file == tmp_path / "config" / "settings.json"
    assert paths.statistics_file == tmp_path / "data" / "statistics.json"
    assert paths.current_game_file == tmp_path / "data" / "current-game.json"


def test_default_honours_goodmeasure_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "elsewhere"))
    assert StoragePaths.default() == StoragePaths.under(tmp_path / "elsewhere")
    save_settings(StoragePaths.default(), Settings(language="de"))
    assert (tmp_path / "elsewhere" / "config" / "settings.json").is_file()
    assert load_settings(StoragePaths.under(tmp_path / "elsewhere"))[0].language == "de"


def test_default_without_env_uses_platform_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(HOME_ENV, raising=False)
    paths = StoragePaths.default()
    assert "goodmeasure" in str(paths.config_dir)
    assert "goodmeasure" in str(paths.data_dir)


def test_empty_env_value_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_ENV, "")
    assert "goodmeasure" in str(StoragePaths.default().config_dir)

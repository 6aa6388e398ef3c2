"""Where goodmeasure keeps its files.

Everything goes through a `StoragePaths` value so tests (and the CLI) can point
storage at any folder instead of the real home directory.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "goodmeasure"
HOME_ENV = "GOODMEASURE_HOME"

SETTINGS_FILE = "settings.json"
STATISTICS_FILE = "statistics.json"
CURRENT_GAME_FILE = "current-game.json"


@dataclass(frozen=True)
class StoragePaths:
    """The two folders storage uses; settings are config, the rest is data."""

    config_dir: Path
    data_dir: Path

    @classmethod
    def default(cls) -> StoragePaths:
        """The platform's user folders, or everything under $GOODMEASURE_HOME if set."""
        home = os.environ.get(HOME_ENV)
        if home:
            return cls.under(Path(home))
        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @classmethod
    def under(cls, root: Path | str) -> StoragePaths:
        """Everything below one root folder (for tests and portable setups)."""
        root = Path(root)
        return cls(config_dir=root / "config", data_dir=root / "data")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def statistics_file(self) -> Path:
        return self.data_dir / STATISTICS_FILE

    @property
    def current_game_file(self) -> Path:
        return self.data_dir / CURRENT_GAME_FILE


def cache_dir() -> Path:
    """Where goodmeasure keeps what it can make again (card pictures): the
    platform's cache folder, or $GOODMEASURE_HOME/cache if set."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))

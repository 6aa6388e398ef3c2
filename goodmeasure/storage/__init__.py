"""Settings, statistics and the saved game, stored so that they survive anything.

Writes are atomic (the game in progress is written on a background thread,
:mod:`.background`, so a move does not wait for the disk); reads never raise
for a bad file: it is moved aside and a notice (a message to show the user
once) is returned instead.
Imports only the standard library, platformdirs and goodmeasure.engine.
"""

from goodmeasure.storage.paths import HOME_ENV, StoragePaths
from goodmeasure.storage.saves import SavedGame, clear_game, load_game, save_game
from goodmeasure.storage.settings import (
    ANIMATION_SPEEDS,
    LANGUAGES,
    Settings,
    load_settings,
    save_settings,
)
from goodmeasure.storage.statistics import (
    DailyResult,
    GameStats,
    LevelStats,
    Statistics,
    load_statistics,
    reset,
    save_statistics,
    stats_key,
    update_statistics,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "HOME_ENV",
    "LANGUAGES",
    "DailyResult",
    "GameStats",
    "LevelStats",
    "SavedGame",
    "Settings",
    "Statistics",
    "StoragePaths",
    "clear_game",
    "load_game",
    "load_settings",
    "load_statistics",
    "reset",
    "save_game",
    "save_settings",
    "save_statistics",
    "stats_key",
    "update_statistics",
]

"""User settings, kept in settings.json in the user config folder."""

from __future__ import annotations

import binascii
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from functools import partial
from typing import Any

from goodmeasure.engine import GAME_NAMES
from goodmeasure.languages import SPOKEN
from goodmeasure.storage.documents import load_in_part, save_document
from goodmeasure.storage.paths import StoragePaths

SCHEMA = 1

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
# "system" follows the desktop; the others are goodmeasure.languages.SPOKEN.
LANGUAGES = ("system", *(code for code, _ in SPOKEN))
TABLE_SURFACES = ("plain", "felt", "spotlight")


@dataclass
class Settings:
    auto_play: bool = True
    auto_finish: bool = True
    golf_wrap: bool = True
    golf_on_king: bool = True
    gloucestershire_free_bouquet: bool = False
    # The player was told, once, that the standard rule is almost never winnable.
    told_standard_bouquet: bool = False
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    live_status: bool = True
    winnable_only: bool = False
    confirm_abandon: bool = True  # ask before leaving a game in progress
    table_colour: str = "#1e6b3a"  # "#rrggbb"
    table_surface: str = "felt"  # one of TABLE_SURFACES, over the table colour
    high_contrast: bool = False  # a black table, cards and piles outlined in white
    card_back: str = "back"
    deck: str = "classic"  # a folder of resources/cards, or "classic"
    sound: bool = False
    sound_volume: int = 70  # percent
    first_run_shown: bool = False  # the pointer to How to play and Hint was shown
    language: str = "system"  # one of LANGUAGES
    last_game: str = "good-measure"  # one of GAME_NAMES
    window_geometry: str | None = None  # base64 of Qt's saveGeometry()
    fullscreen: bool = False  # the window opens full screen
    first_deal_dealt: bool = False  # the player's first deal (winnable, easy or medium) was dealt


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _one_of(allowed: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and value in allowed


def _is_colour(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", value) is not None


def _is_name(value: Any) -> bool:
    # A card back names an asset file, so keep it to safe file-name characters.
    return isinstance(value, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,64}", value) is not None


def _is_percent(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100


def _is_base64_or_none(value: Any) -> bool:
    if value is None:
        return True
    if not isinstance(value, str):
        return False
    try:
        binascii.a2b_base64(value, strict_mode=True)
    except (binascii.Error, ValueError):
        return False
    return True


_VALID: dict[str, Callable[[Any], bool]] = {
    "auto_play": _is_bool,
    "auto_finish": _is_bool,
    "golf_wrap": _is_bool,
    "golf_on_king": _is_bool,
    "gloucestershire_free_bouquet": _is_bool,
    "told_standard_bouquet": _is_bool,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "live_status": _is_bool,
    "winnable_only": _is_bool,
    "confirm_abandon": _is_bool,
    "table_colour": _is_colour,
    "table_surface": _one_of(TABLE_SURFACES),
    "high_contrast": _is_bool,
    "card_back": _is_name,
    "deck": _is_name,
    "sound": _is_bool,
    "sound_volume": _is_percent,
    "first_run_shown": _is_bool,
    "language": _one_of(LANGUAGES),
    "last_game": _one_of(tuple(GAME_NAMES)),
    "window_geometry": _is_base64_or_none,
    "fullscreen": _is_bool,
    "first_deal_dealt": _is_bool,
}


def invalid_fields(settings: Settings) -> list[str]:
    """Names of the fields whose values are not allowed."""
    return [f.name for f in fields(settings) if not _VALID[f.name](getattr(settings, f.name))]


def _parse(doc: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Take each valid field from `doc`; returns the settings and the rejected names.

    Missing fields are not an error (an older file simply lacks newer settings);
    unknown fields are ignored (a newer version may have written them).
    """
    values: dict[str, Any] = {}
    rejected: list[str] = []
    for name, is_valid in _VALID.items():
        if name not in doc:
            continue
        if is_valid(doc[name]):
            values[name] = doc[name]
        else:
            rejected.append(name)
    return Settings(**values), rejected


def load_settings(paths: StoragePaths) -> tuple[Settings, list[str]]:
    """Read the settings; never raises. Returns (settings, notices to show once).

    A missing file gives defaults silently; a damaged file gives defaults, is
    moved aside and yields one notice. Single bad values fall back to their
    defaults with one notice listing them; the original file is moved aside
    too and the repaired settings are written, so the notice is shown once.
    """
    settings, notices = load_in_part(
        paths.settings_file,
        SCHEMA,
        "Your settings",
        _parse,
        lambda rejected: (
            "Some settings were invalid and were reset to defaults: "
            + ", ".join(name.replace("_", " ") for name in rejected)
            + "."
        ),
        partial(save_settings, paths),
    )
    return (settings if settings is not None else Settings()), notices


def save_settings(paths: StoragePaths, settings: Settings) -> None:
    """Write the settings atomically.

    Raises ValueError if a field holds a value that is not allowed (a caller
    bug) and OSError if the file cannot be written (the old file stays intact).
    """
    bad = invalid_fields(settings)
    if bad:
        raise ValueError(f"invalid settings: {', '.join(bad)}")
    save_document(paths.settings_file, SCHEMA, asdict(settings))

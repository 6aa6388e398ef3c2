"""Per-game statistics and daily deal results, kept in statistics.json.

This module stores and sums: the counts, records and daily results as plain
data, reading and writing them, and the primitive operations on them (an
entry made on first use, the lower or higher of a record and a result).
What counts as played, won, abandoned or assisted, and what a streak or a
record is, is decided in :mod:`goodmeasure.session.counting`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import Any, TypeVar

from goodmeasure.engine.levels import LEVELS
from goodmeasure.storage.atomic import locked
from goodmeasure.storage.documents import (
    BadDocument,
    get_bool,
    get_int,
    get_object,
    get_optional,
    get_seconds,
    is_iso_date,
    load_in_part,
    save_document,
)
from goodmeasure.storage.paths import StoragePaths

SCHEMA = 1

#: Beside statistics.json: held while an instance reads, changes and writes it.
STATISTICS_LOCK = "statistics.lock"

N = TypeVar("N", int, float)


@dataclass
class LevelStats:
    """What counts per difficulty level of one game key: deals of a known
    level only (picked winnable deals and daily deals)."""

    played: int = 0
    won: int = 0
    best_score: int | None = None  # highest score in any game of the level
    fewest_cards_left: int | None = None  # golf
    fastest_win: float | None = None  # seconds


@dataclass
class GameStats:
    """Totals and records for one game key."""

    played: int = 0
    won: int = 0
    current_streak: int = 0  # wins in a row, up to the latest game
    best_streak: int = 0
    best_score: int | None = None  # highest score in any game, won or not
    fewest_cards_left: int | None = None  # golf: fewest cards left in any game
    fastest_win: float | None = None  # seconds
    fewest_moves: int | None = None  # in a win
    assisted: int = 0  # games from a file or played by the solver: not in the above
    # Level name -> its part of the above (files written before levels have none).
    levels: dict[str, LevelStats] = field(default_factory=dict)

    def level(self, name: str) -> LevelStats:
        """The part kept for level `name`, made (all zero) if there is none yet."""
        return self.levels.setdefault(name, LevelStats())

    @property
    def win_rate(self) -> float:
        """Fraction of played games won, 0.0 before the first game."""
        return self.won / self.played if self.played else 0.0


@dataclass
class DailyResult:
    won: bool
    moves: int
    seconds: float


@dataclass
class Statistics:
    games: dict[str, GameStats] = field(default_factory=dict)
    # date "YYYY-MM-DD" -> game key -> result
    daily: dict[str, dict[str, DailyResult]] = field(default_factory=dict)

    def for_game(self, game: str) -> GameStats:
        """The statistics for `game`; zeros if it was never played."""
        return self.games.get(game, GameStats())

    def entry(self, game: str) -> GameStats:
        """The statistics kept for `game`, made (all zero) if there are none yet."""
        return self.games.setdefault(game, GameStats())

    def daily_result(self, date: str, game: str) -> DailyResult | None:
        return self.daily.get(date, {}).get(game)

    def set_daily_result(self, date: str, game: str, result: DailyResult) -> None:
        self.daily.setdefault(date, {})[game] = result


def stats_key(game: str, options: Iterable[str] = ()) -> str:
    """A key that keeps variants apart, e.g. "golf" or "golf+on-king+wrap".

    Golf with and without wrapping are different games to win, so their
    records should not be mixed; the GUI decides which options matter.
    """
    return "+".join([game, *sorted(set(options))])


def lowest(old: N | None, new: N) -> N:
    """The lower of a record and a new result (the new one if there is no record)."""
    return new if old is None else min(old, new)


def highest(old: N | None, new: N) -> N:
    """The higher of a record and a new result (the new one if there is no record)."""
    return new if old is None else max(old, new)


def check_result(
    key: str,
    seconds: float,
    moves: int,
    cards_left: int | None = None,
    level: str | None = None,
    daily_date: str | None = None,
) -> None:
    """Raise ValueError for a game's figures that the loader would refuse,
    so that statistics once saved always load again."""
    if not key:
        raise ValueError("game key must not be empty")
    if daily_date is not None and not is_iso_date(daily_date):
        raise ValueError(f"daily_date must be YYYY-MM-DD, got {daily_date!r}")
    if not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"seconds must be finite and non-negative, got {seconds!r}")
    if moves < 0 or (cards_left is not None and cards_left < 0):
        raise ValueError("moves and cards_left must not be negative")
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, got {level!r}")


def reset(stats: Statistics, game: str | None = None) -> None:
    """Forget the statistics of one game key (and its daily results), or of all."""
    if game is None:
        stats.games.clear()
        stats.daily.clear()
        return
    stats.games.pop(game, None)
    for date in list(stats.daily):
        stats.daily[date].pop(game, None)
        if not stats.daily[date]:
            del stats.daily[date]


def _parse_game(doc: dict[str, Any], key: str) -> tuple[GameStats, list[str]]:
    """One game key's statistics, and the names of its level records left
    out: a bad level record costs only itself, not the game's totals."""
    levels, left_out = _parse_levels(doc, key)
    entry = GameStats(
        played=get_int(doc, "played"),
        won=get_int(doc, "won"),
        current_streak=get_int(doc, "current_streak"),
        best_streak=get_int(doc, "best_streak"),
        best_score=get_optional(doc, "best_score", _get_any_int),
        fewest_cards_left=get_optional(doc, "fewest_cards_left", get_int),
        fastest_win=get_optional(doc, "fastest_win", get_seconds),
        fewest_moves=get_optional(doc, "fewest_moves", get_int),
        # Files from before assisted games were kept apart have none.
        assisted=get_optional(doc, "assisted", get_int) or 0,
        levels=levels,
    )
    if not entry.current_streak <= entry.best_streak <= entry.won <= entry.played:
        raise BadDocument("its game counts contradict each other")
    if sum(level.played for level in entry.levels.values()) > entry.played:
        # Which record is wrong cannot be told: the levels go, the totals stay.
        entry.levels = {}
        left_out = [f"the levels of {key!r}"]
    return entry, left_out


def _parse_levels(doc: dict[str, Any], key: str) -> tuple[dict[str, LevelStats], list[str]]:
    # Files from before the levels have none: the same schema reads both.
    if doc.get("levels") is None:
        return {}, []
    try:
        levels = get_object(doc, "levels")
    except BadDocument:
        return {}, [f"the levels of {key!r}"]
    parsed: dict[str, LevelStats] = {}
    left_out: list[str] = []
    for name in levels:
        try:
            parsed[name] = _parse_level(levels, name)
        except BadDocument:
            left_out.append(f"the {name!r} level of {key!r}")
    return parsed, left_out


def _parse_level(levels: dict[str, Any], name: str) -> LevelStats:
    if name not in LEVELS:
        raise BadDocument(f"{name!r} is not a level")
    part = get_object(levels, name)
    entry = LevelStats(
        played=get_int(part, "played"),
        won=get_int(part, "won"),
        best_score=get_optional(part, "best_score", _get_any_int),
        fewest_cards_left=get_optional(part, "fewest_cards_left", get_int),
        fastest_win=get_optional(part, "fastest_win", get_seconds),
    )
    if entry.won > entry.played:
        raise BadDocument(f"its {name} counts contradict each other")
    return entry


def _get_any_int(doc: dict[str, Any], key: str) -> int:
    # Scores may go negative in some scoring schemes.
    return get_int(doc, key, minimum=-(2**63))


def _parse_daily(doc: dict[str, Any]) -> DailyResult:
    return DailyResult(
        won=get_bool(doc, "won"), moves=get_int(doc, "moves"), seconds=get_seconds(doc, "seconds")
    )


def _parse(doc: dict[str, Any]) -> tuple[Statistics, list[str]]:
    """The statistics in `doc`, and what had to be left out.

    A game key, a level record of one or a day whose entry is unusable is
    left out on its own: one bad entry should not cost the player the records
    of every other game, nor a bad level record its game's totals.
    """
    games = get_object(doc, "games")
    daily = get_object(doc, "daily")
    stats = Statistics()
    left_out: list[str] = []
    for key in games:
        try:
            stats.games[key], levels_left_out = _parse_game(get_object(games, key), key)
        except BadDocument:
            left_out.append(repr(key))
        else:
            left_out.extend(levels_left_out)
    for date in daily:
        try:
            if not is_iso_date(date):
                raise BadDocument(f"{date!r} is not a date")
            results = get_object(daily, date)
            stats.daily[date] = {key: _parse_daily(get_object(results, key)) for key in results}
        except BadDocument:
            left_out.append(f"the daily results of {date!r}")
    return stats, left_out


def load_statistics(paths: StoragePaths) -> tuple[Statistics, list[str]]:
    """Read the statistics; never raises. Returns (statistics, notices to show once).

    A missing file gives empty statistics silently; a damaged file gives empty
    statistics, is moved aside and yields one notice. A file with some bad
    entries keeps the others: it is moved aside, the rest is written back,
    and one notice names what was left out.
    """
    stats, notices = load_in_part(
        paths.statistics_file,
        SCHEMA,
        "Your statistics",
        _parse,
        lambda left_out: f"Some statistics could not be read and were left out: {', '.join(left_out)}.",
        partial(save_statistics, paths),
    )
    return (stats if stats is not None else Statistics()), notices


def save_statistics(paths: StoragePaths, stats: Statistics) -> None:
    """Write the statistics atomically. Raises OSError on failure (old file intact)."""
    save_document(paths.statistics_file, SCHEMA, asdict(stats))


def update_statistics(
    paths: StoragePaths, change: Callable[[Statistics], None]
) -> tuple[Statistics, list[str]]:
    """Apply `change` (e.g. counting a game) to the statistics on disk and save them.

    Two instances of the app each hold the statistics they read at start; if
    each saved its own copy, the later save would erase the games the other
    counted. This reads the file afresh under a lock, changes and writes it,
    so every instance's games are kept. Returns the statistics now on disk
    and any notices from reading; raises OSError if the file cannot be
    written (the old file stays intact).
    """
    with locked(paths.data_dir / STATISTICS_LOCK):
        stats, notices = load_statistics(paths)
        change(stats)
        save_statistics(paths, stats)
    return stats, notices

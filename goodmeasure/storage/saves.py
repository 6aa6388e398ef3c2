"""The game in progress, saved after every move to current-game.json.

Atomic writes mean the file always holds the state after some complete move,
even if the process is killed, so the next start can resume it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from goodmeasure.engine import GAME_NAMES, Move, Position, apply, parse_move, read_deal, write_deal
from goodmeasure.engine.deals import MAX_DEAL_NUMBER
from goodmeasure.engine.levels import LEVELS
from goodmeasure.storage.background import wait_for_writes
from goodmeasure.storage.documents import (
    BadDocument,
    get_bool,
    get_int,
    get_optional,
    get_seconds,
    get_str,
    get_str_list,
    is_iso_date,
    load_document,
    save_document,
)
from goodmeasure.storage.paths import StoragePaths

SCHEMA = 1


@dataclass(frozen=True)
class SavedGame:
    """Everything needed to rebuild a game with its undo and redo history.

    `moves` holds every move in notation, including undone ones that can be
    redone; the first `cursor` of them are applied.
    """

    game: str
    options: tuple[str, ...]
    number: int | None  # None for a deal loaded from a file
    daily_date: str | None  # "YYYY-MM-DD" for the daily deal
    start: str  # the starting position as .deal text
    moves: tuple[str, ...]
    cursor: int
    elapsed: float  # seconds played so far
    solver_played: bool = False  # the solver made a move (the game is assisted)
    level: str | None = None  # the difficulty level of a picked deal

    @classmethod
    def from_history(
        cls,
        start: Position,
        moves: Sequence[Move],
        cursor: int,
        elapsed: float,
        number: int | None = None,
        daily_date: str | None = None,
        solver_played: bool = False,
        level: str | None = None,
    ) -> SavedGame:
        """Build a save from the GUI's own objects; game and options come from `start`."""
        return cls(
            game=start.game.name,
            options=tuple(sorted(start.game.options)),
            number=number,
            daily_date=daily_date,
            start=write_deal(start),
            moves=tuple(str(move) for move in moves),
            cursor=cursor,
            elapsed=float(elapsed),
            solver_played=solver_played,
            level=level,
        )

    def positions(self) -> list[Position]:
        """The start and the position after each move (redo moves included).

        `positions()[cursor]` is the position on the table. Raises ValueError
        if the deal text or a move is invalid.
        """
        position = read_deal(self.start)
        history = [position]
        for text in self.moves:
            position = apply(position, parse_move(text))
            history.append(position)
        return history


def _check(saved: SavedGame) -> None:
    """Raise BadDocument unless `saved` replays cleanly and is self-consistent."""
    if saved.game not in GAME_NAMES:
        raise BadDocument(f"{saved.game!r} is not a known game")
    if saved.daily_date is not None and not is_iso_date(saved.daily_date):
        raise BadDocument(f"{saved.daily_date!r} is not a date")
    if saved.level is not None and saved.level not in LEVELS:
        raise BadDocument(f"{saved.level!r} is not a level")
    if not 0 <= saved.cursor <= len(saved.moves):
        raise BadDocument(f"its cursor {saved.cursor} is outside the {len(saved.moves)} moves")
    try:
        start = saved.positions()[0]
    # The file is untrusted input to engine code; whatever the engine raises
    # on it means the save cannot be resumed, not that the app should stop.
    except Exception as error:
        raise BadDocument(f"its moves do not replay ({error})") from None
    if start.game.name != saved.game or set(start.game.options) != set(saved.options):
        raise BadDocument("its deal is for a different game or options")


def _get_deal_number(doc: dict[str, Any], key: str) -> int:
    # The bounds the command line and the engine take (0 to MAX_DEAL_NUMBER):
    # a number past them names no deal, and would fill the status bar.
    number = get_int(doc, key)
    if number > MAX_DEAL_NUMBER:
        raise BadDocument(f"{key!r} is not a deal number of at most {MAX_DEAL_NUMBER}")
    return number


def _parse(doc: dict[str, Any]) -> SavedGame:
    saved = SavedGame(
        game=get_str(doc, "game"),
        options=tuple(get_str_list(doc, "options")),
        number=get_optional(doc, "number", _get_deal_number),
        daily_date=get_optional(doc, "daily_date", get_str),
        start=get_str(doc, "start"),
        moves=tuple(get_str_list(doc, "moves")),
        cursor=get_int(doc, "cursor"),
        elapsed=get_seconds(doc, "elapsed"),
        solver_played=bool(get_optional(doc, "solver_played", get_bool)),  # older saves lack it
        level=get_optional(doc, "level", get_str),  # and this
    )
    _check(saved)
    return saved


def load_game(paths: StoragePaths) -> tuple[SavedGame | None, list[str]]:
    """The saved game in progress, or None; never raises.

    A missing file gives (None, []). A damaged file, or one whose moves do not
    replay through the engine, gives (None, [one notice]) and is moved aside.
    The saves this process handed to its background writer are waited for.
    """
    wait_for_writes(paths.current_game_file)
    return load_document(paths.current_game_file, SCHEMA, "The saved game", _parse)


def save_game(paths: StoragePaths, saved: SavedGame) -> None:
    """Write the game in progress atomically. Raises OSError on failure (old file intact)."""
    save_document(
        paths.current_game_file,
        SCHEMA,
        {
            "game": saved.game,
            "options": list(saved.options),
            "number": saved.number,
            "daily_date": saved.daily_date,
            "start": saved.start,
            "moves": list(saved.moves),
            "cursor": saved.cursor,
            "elapsed": saved.elapsed,
            "solver_played": saved.solver_played,
            "level": saved.level,
        },
    )


def clear_game(paths: StoragePaths) -> None:
    """Forget the game in progress (it was won, or abandoned). Raises OSError on failure."""
    with contextlib.suppress(FileNotFoundError):
        paths.current_game_file.unlink()

"""Saving and resuming through storage: the game in progress and the statistics.

The game is saved after every change, so a killed process loses at most the
move it was making. The save is written on a background thread
(:mod:`goodmeasure.storage.background`): the caller takes a snapshot of
immutable values and goes on, and the thread builds the file and writes it
with its fsyncs. A save first waits for the one before it, so the file on
disk is never more than one move behind; :meth:`Keeper.flush` waits for the
last (on quitting). A write that fails is told on the caller's thread, at
the next save or flush; it is told once (not after every move) and told
again only after one has worked. The statistics are written at once: they
change once a game. When a game is counted is :mod:`.counting`'s to say;
this module only writes what it is handed.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.storage import (
    SavedGame,
    Statistics,
    StoragePaths,
    clear_game,
    load_game,
    load_statistics,
    reset,
    save_game,
    update_statistics,
)
from goodmeasure.storage.background import Job, writer_for

from .counting import GameRecord
from .history import History
from .origin import Origin

#: What could not be written: the game in progress, the statistics, or the
#: clearing of a finished game's save.
Write = Literal["game", "statistics", "clear"]


@dataclass(frozen=True)
class WriteFailed:
    """A write that failed, for the player to be told (a front words it)."""

    what: Write
    detail: str  # the system's words, e.g. "No space left on device"


#: What a front is asked to tell the player: a storage notice (storage's own
#: English sentence, which the front may translate) or a failed write.
Told = str | WriteFailed


@dataclass
class Resumed:
    """A saved game rebuilt: its history (undo and redo intact) and clock."""

    history: History
    origin: Origin
    elapsed: float
    solver_played: bool


def rebuild_history(saved: SavedGame) -> History:
    """The undo/redo history of a save: every move pushed, then the undone ones undone."""
    positions = saved.positions()
    history = History(positions[0])
    for text, after in zip(saved.moves, positions[1:], strict=True):
        history.push(engine.parse_move(text), after)
    while history.cursor > saved.cursor:
        history.undo()
    return history


class Keeper:
    """Loads, saves and counts for one session."""

    def __init__(self, paths: StoragePaths, tell: Callable[[list[Told]], object] | None = None) -> None:
        self.paths = paths
        self.tell: Callable[[list[Told]], object] = tell or (lambda told: None)
        # Called after a game is counted or statistics are reset.
        self.statistics_changed: Callable[[], object] = lambda: None
        self.statistics, self.notices = load_statistics(paths)
        self._failing: set[Write] = set()
        self._writer = writer_for(paths.current_game_file)
        # The save handed to the writer whose outcome is not yet told.
        self._pending: Job | None = None

    def _write(self, what: Write, write: Callable[[], None]) -> bool:
        # The game file is one file, saved or cleared: told once for both.
        file: Write = "game" if what == "clear" else what
        try:
            write()
        except OSError as error:
            if file not in self._failing:
                self._failing.add(file)
                self.tell([WriteFailed(what, str(error.strerror or error))])
            return False
        self._failing.discard(file)  # working again: a later failure is news
        return True

    def _change_statistics(self, change: Callable[[Statistics], None]) -> None:
        """Make ``change`` to the statistics on disk, read afresh: another
        instance of the app may have counted games since this one read them,
        and saving this copy whole would erase them. If the file cannot be
        written, the change is kept in memory (and the player told once)."""
        fresh: list[str] = []

        def write() -> None:
            self.statistics, notices = update_statistics(self.paths, change)
            fresh.extend(notices)

        if not self._write("statistics", write):
            change(self.statistics)
        if fresh:
            self.tell(list(fresh))  # the file went bad since this instance read it
        self.statistics_changed()

    # --- The game in progress ---------------------------------------------------

    def load(self) -> Resumed | None:
        """The saved game, rebuilt; None if there is none (notices collected)."""
        saved, notices = load_game(self.paths)
        self.notices.extend(notices)
        if saved is None:
            return None
        daily = datetime.date.fromisoformat(saved.daily_date) if saved.daily_date else None
        origin = Origin(saved.number, daily, saved.level)
        return Resumed(rebuild_history(saved), origin, saved.elapsed, saved.solver_played)

    def save(self, history: History, origin: Origin, solver_played: bool, seconds: float) -> None:
        """Save the game on the writer's thread. What the caller's thread does
        is take the history's values (immutable, or copied); a failure of the
        save before this one is told now."""
        start, moves, cursor = history.start, history.moves, history.cursor
        self._collect()
        self._pending = self._writer.submit(
            lambda: self._write_game(start, moves, cursor, seconds, origin, solver_played)
        )

    def _write_game(
        self,
        start: Position,
        moves: list[Move],
        cursor: int,
        seconds: float,
        origin: Origin,
        solver_played: bool,
    ) -> None:
        # On the writer's thread.
        saved = SavedGame.from_history(
            start,
            moves,
            cursor,
            seconds,
            number=origin.number,
            daily_date=origin.daily.isoformat() if origin.daily else None,
            solver_played=solver_played,
            level=origin.level,
        )
        save_game(self.paths, saved)

    def _collect(self) -> None:
        """Wait for the save handed over last and tell how it went (raising
        on this thread what was not a failure to write)."""
        job, self._pending = self._pending, None
        if job is not None:
            self._write("game", job.result)

    def flush(self) -> None:
        """Wait until the game saved last is on disk (on quitting, in tests);
        its failure, if it failed, is told now."""
        self._collect()

    def clear(self) -> None:
        """Forget the saved game (it was won: it is not resumed). At once,
        after the save before it: nothing written later brings it back."""
        self._collect()
        self._write("clear", lambda: clear_game(self.paths))

    # --- Statistics -----------------------------------------------------------------

    def count(self, record: GameRecord) -> None:
        self._change_statistics(record.add_to)

    def reset(self, key: str | None = None) -> None:
        """Forget one game key's statistics (or all) and save at once."""
        self._change_statistics(lambda statistics: reset(statistics, key))

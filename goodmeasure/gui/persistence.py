"""The game in progress and the statistics, kept on disk for the window.

The game is saved after every change so a killed process loses nothing; a
game is counted in the statistics once, when it ends (won, or left for
another deal after a move). Closing the window does not end a game: it is
resumed on the next start and counted when it really ends.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from goodmeasure import engine
from goodmeasure.storage import (
    SavedGame,
    Statistics,
    StoragePaths,
    clear_game,
    load_game,
    load_statistics,
    record_game,
    reset,
    save_game,
    stats_key,
    update_statistics,
)

from goodmeasure.session.history import History

if TYPE_CHECKING:
    from .mainwindow import MainWindow


@dataclass
class Resumed:
    """A saved game rebuilt: its history (undo and redo intact) and clock."""

    history: History
    number: int | None
    daily: datetime.date | None
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


def game_key(history: History) -> str:
    """The statistics key: variants are kept apart (golf with and without wrap)."""
    start = history.start
    return stats_key(start.game.name, start.game.options)


class GameKeeper(QObject):
    """Loads, saves and counts for one window; a failed write is told to the
    player (through ``tell``) once, not after every move."""

    # A game was counted or statistics were reset (an open dialog refreshes).
    statistics_changed = Signal()

    def __init__(
        self, paths: StoragePaths, tell: Callable[[list[str]], object], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self._tell = tell
        self.statistics, self.notices = load_statistics(paths)
        # The history already counted (won, or left): never counted or saved again.
        self._counted: History | None = None
        self._told: set[str] = set()
        self._paused = False

    # --- Writes that may fail ------------------------------------------------------

    def _write(self, what: str, write: Callable[[], None], message: str) -> bool:
        try:
            write()
        except OSError as error:
            if what not in self._told:
                self._told.add(what)
                self._tell([f"{message} ({error.strerror or error})"])
            return False
        self._told.discard(what)  # working again: a later failure is news
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

        message = QCoreApplication.translate("Persistence", "Your statistics could not be saved.")
        if not self._write("statistics", write, message):
            change(self.statistics)
        if fresh:
            self._tell(fresh)  # the file went bad since this instance read it
        self.statistics_changed.emit()

    # --- The game in progress --------------------------------------------------------

    def load(self) -> Resumed | None:
        """The saved game, rebuilt; None if there is none (notices collected)."""
        saved, notices = load_game(self.paths)
        self.notices.extend(notices)
        if saved is None:
            return None
        daily = datetime.date.fromisoformat(saved.daily_date) if saved.daily_date else None
        return Resumed(rebuild_history(saved), saved.number, daily, saved.elapsed, saved.solver_played)

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """No saving while a resumed game is being put back on the table."""
        self._paused = True
        try:
            yield
        finally:
            self._paused = False

    def save(self, window: MainWindow) -> None:
        history = window.history
        if self._paused or history is self._counted:
            return
        saved = SavedGame.from_history(
            history.start,
            history.moves,
            history.cursor,
            window.elapsed(),
            number=window.number,
            daily_date=window.daily.isoformat() if window.daily else None,
            solver_played=window.solver_played,
        )
        self._write(
            "game",
            lambda: save_game(self.paths, saved),
            QCoreApplication.translate(
                "Persistence", "Your game could not be saved; it will not be resumed if goodmeasure stops."
            ),
        )

    # --- Statistics -----------------------------------------------------------------------

    def finish(self, window: MainWindow, won: bool) -> None:
        """Count the game on the table as ended, once; a won game is not resumed."""
        history = window.history
        if history is self._counted:
            return
        self._counted = history
        self._record(window, won)
        self._write(
            "game",
            lambda: clear_game(self.paths),
            QCoreApplication.translate("Persistence", "The finished game could not be cleared."),
        )

    def leave(self, window: MainWindow) -> None:
        """The player leaves the game on the table for another: counted as
        lost if a move was made, not at all if the deal was left untouched."""
        history = window.history
        if history is self._counted or not history.moves:
            return
        self._counted = history
        self._record(window, won=False)

    def _record(self, window: MainWindow, won: bool) -> None:
        position = window.position
        seconds = window.elapsed()
        golf = position.game.has_stock_and_waste
        key = game_key(window.history)
        score = None if golf else engine.score(position, seconds)
        moves = window.history.moves_made
        daily = window.daily.isoformat() if window.daily else None
        cards_left = engine.golf_cards_left(position) if golf else None
        assisted = window.assisted
        self._change_statistics(
            lambda statistics: record_game(
                statistics,
                key,
                won=won,
                score=score,
                seconds=seconds,
                moves=moves,
                daily_date=daily,
                cards_left=cards_left,
                assisted=assisted,
            )
        )

    def reset(self, key: str | None = None) -> None:
        """Forget one game key's statistics (or all) and save at once."""
        self._change_statistics(lambda statistics: reset(statistics, key))


def resume(window: MainWindow, keeper: GameKeeper) -> bool:
    """Put the saved game back on the table; False if there is none."""
    resumed = keeper.load()
    if resumed is None:
        return False
    with keeper.paused():
        window.start_position(resumed.history.start, resumed.number, resumed.daily)
    # After start_position: it resets the history and the clock.
    window.history = resumed.history
    window._elapsed = resumed.elapsed
    window.solver_played = resumed.solver_played
    # A game that is resumed was told when it was dealt (if it had to be).
    window.told_lost_start = True
    window.scene.show_position(window.position, fresh=True)
    window._after_change(player_move=False)
    return True

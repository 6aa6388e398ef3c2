"""The game in play, without a window: one object a front drives and watches.

A front (the Qt window, a test, a terminal) calls the operations below and
subscribes to what they change (:class:`.changes.Changes`); it never keeps
the game itself. The rules of play that are not rules of a move each live
in a module named for them: :mod:`.counting` (what the statistics count,
and when), :mod:`.ending` (won, stuck, lost since move N), :mod:`.autofinish`,
:mod:`.clock`, :mod:`.keeping` (saving and resuming). The session produces no
text for the player: it hands values, and the front words them.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable
from dataclasses import replace

from goodmeasure import engine
from goodmeasure.engine import Move, Position

from . import counting
from .autofinish import auto_finish_steps
from .changes import Changes, Glide
from .clock import Clock
from .ending import WON, End, SolverWord, end_of
from .history import History
from .keeping import Keeper
from .origin import Origin

Listener = Callable[[Changes], object]


class Session:
    """One game at a time: its history, origin, clock and end, and when it counts."""

    def __init__(self, keeper: Keeper, now: Callable[[], float] = time.monotonic) -> None:
        self.keeper = keeper
        keeper.statistics_changed = lambda: self._emit(Changes(statistics=True))
        self.clock = Clock(now)
        # The setting: Auto finish plays the rest once it can.
        self.auto_finish = True
        # Until a game begins (dealt, opened or resumed), deal 1 of Good Measure.
        self.history = History(engine.deal("good-measure", 1))
        self.origin = Origin()
        # The solver made a move in this game ("Show solution", "Solution step").
        self.solver_played = False
        # The game has reached an end (won or stuck) and not been reopened.
        self.over = False
        # Auto finish's steps still to play, while it plays.
        self.auto_steps: list[Move] | None = None
        self.solver_word = SolverWord()
        # The history already counted (won, or left): never counted or saved again.
        self._counted: History | None = None
        self._listeners: list[Listener] = []

    # --- Watching ---------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every change; returns a way to stop."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _emit(self, changes: Changes) -> None:
        for listener in list(self._listeners):
            listener(changes)

    # --- What a front reads ----------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.history.current

    @property
    def game(self) -> str:
        return self.position.game.name

    @property
    def number(self) -> int | None:
        return self.origin.number

    @property
    def daily(self) -> datetime.date | None:
        return self.origin.daily

    @property
    def level(self) -> str | None:
        """The difficulty level of a deal the solver picked, else None."""
        return self.origin.level

    @property
    def from_file(self) -> bool:
        return self.origin.from_file

    @property
    def assisted(self) -> bool:
        return counting.is_assisted(self.origin, self.solver_played)

    @property
    def key(self) -> str:
        """The game's key in the statistics."""
        return counting.game_key(self.history)

    def elapsed(self) -> float:
        return self.clock.elapsed()

    def in_progress(self) -> bool:
        return counting.in_progress(self.history, self.over)

    def left_counts_as_lost(self) -> bool:
        return counting.left_counts_as_lost(self.history, self.origin, self.solver_played)

    @property
    def end(self) -> End | None:
        return end_of(self.position)

    # --- Beginning a game --------------------------------------------------------------

    def begin(
        self,
        position: Position,
        number: int | None = None,
        daily: datetime.date | None = None,
        level: str | None = None,
    ) -> None:
        """Play ``position`` from here on: a deal, the daily deal, a file
        (``level``: the solver's rating of a deal it picked). The game on
        the table is left (and counted if it must be)."""
        self.leave()
        self._take(History(position), Origin(number, daily, level), 0.0, solver_played=False)
        self._settle(Changes(game=True, fresh=True))

    def deal(self, game: str, number: int, options: frozenset[str] = frozenset()) -> None:
        self.begin(engine.deal(game, number, options), number)

    def resume(self) -> bool:
        """Put the saved game back on the table; False if there is none."""
        resumed = self.keeper.load()
        if resumed is None:
            return False
        self.leave()
        self._take(resumed.history, resumed.origin, resumed.elapsed, resumed.solver_played)
        self._settle(Changes(game=True, fresh=True))
        return True

    def _take(self, history: History, origin: Origin, seconds: float, solver_played: bool) -> None:
        self.history = history
        self.origin = origin
        self.solver_played = solver_played
        self.over = False
        self.auto_steps = None
        self.clock.reset(seconds)

    # --- Playing -------------------------------------------------------------------

    def play(self, move: Move, by_solver: bool = False) -> bool:
        """Make a move; False (and nothing changed) if it is not legal."""
        if by_solver:
            self.solver_played = True  # the game no longer counts as the player's own
        before = self.position
        if not self._push(move):
            return False
        self._settle(Changes(glide=Glide(before, move), played=True), player_move=True)
        return True

    def _push(self, move: Move) -> bool:
        try:
            after = engine.apply(self.position, move)
        except engine.IllegalMove:
            return False
        self.history.push(move, after)
        if not self.over:
            self.clock.start()
        return True

    def auto_step(self) -> bool:
        """Play Auto finish's next step; once none is left, the game settles
        (and is won). False when there was no step to play."""
        if self.auto_steps is None:
            return False
        if self.auto_steps:
            before, move = self.position, self.auto_steps.pop(0)
            if self._push(move):
                self._emit(Changes(glide=Glide(before, move)))
                return True
        self.auto_steps = None
        self._settle(Changes())
        return False

    def undo(self) -> Move | None:
        move = self.history.undo()
        if move is not None:
            self.over = False
            self._settle(Changes(glide=Glide(self.position, move, back=True), reopened=True))
        return move

    def redo(self) -> Move | None:
        before = self.position
        move = self.history.redo()
        if move is not None:
            self._settle(Changes(glide=Glide(before, move)))
        return move

    def restart(self) -> None:
        """Back to the deal; the moves stay redoable."""
        self.history.restart()
        self.over = False
        self._settle(Changes(fresh=True, reopened=True))

    def undo_to(self, moves_made: int) -> None:
        """Undo, move by move, until ``moves_made`` moves are in force."""
        while self.history.cursor > moves_made and self.undo() is not None:
            pass

    # --- After every change -----------------------------------------------------------

    def _settle(self, changes: Changes, player_move: bool = False) -> None:
        self.save()
        # What the solver said was about the last position.
        self.solver_word = SolverWord()
        position = self.position
        end: End | None = WON if engine.is_won(position) else None
        auto = False
        if end is None and player_move and self.auto_finish:
            steps = auto_finish_steps(position)
            if steps:
                self.auto_steps, auto = steps, True
        if end is None and not auto:
            end = end_of(position)
        first = False
        if end is not None:
            self.clock.stop()
            first, self.over = not self.over, True
        self._emit(replace(changes, position=True, end=end, first_end=first, auto_finish=auto))
        if end == WON and first:
            self._finish()

    def save(self) -> None:
        """Save the game in progress (after every change, and on closing:
        the clock ran since the last move). A counted game is not saved."""
        if self.history is not self._counted:
            self.keeper.save(self.history, self.origin, self.solver_played, self.elapsed())

    # --- The statistics (counting.py says when) ---------------------------------------------

    def _count(self, won: bool) -> None:
        self._counted = self.history
        record = counting.record_of(self.history, self.origin, self.solver_played, self.elapsed(), won)
        self.keeper.count(record)

    def _finish(self) -> None:
        """The game is won: counted once, and not resumed."""
        if self.history is self._counted:
            return
        self._count(won=True)
        self.keeper.clear()

    def leave(self) -> None:
        """The player leaves the game on the table for another."""
        if self.history is self._counted or not counting.counts_when_left(self.history):
            return
        self._count(won=False)

    # --- What the solver says -------------------------------------------------------------------

    def solver_said(self, winnable_index: int | None, lost_since: int | None) -> None:
        """The solver has looked back along the history of the position on
        the table: the last position it proves winnable, and the first after
        it proven lost (None: none proven, and what was known stands)."""
        if lost_since is None:
            lost_since = self.solver_word.lost_since
        self.solver_word = SolverWord(winnable_index, lost_since)
        self._emit(Changes(solver_word=True))

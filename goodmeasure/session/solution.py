"""The solver's winning line, played back a move at a time ("Show
solution" on a ticker, "Solution step" one move a request)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from goodmeasure.engine import Move, Position

from .runner import Ticker

if TYPE_CHECKING:
    from .session import Session

#: Seconds between two moves when the solution plays itself.
PLAYBACK_SECONDS = 0.45


class SolutionLine:
    """The line from ``_start`` on, while it is being shown; ``play`` makes a
    move of the solver's."""

    def __init__(self, session: Session, ticker: Ticker, play: Callable[[Move], object]) -> None:
        self._session = session
        self._ticker = ticker
        self._play = play
        self._moves: list[Move] = []
        self._start: Position | None = None
        self._playing_move = False

    @property
    def playing(self) -> bool:
        return self._ticker.active

    def follows(self, position: Position) -> bool:
        """Whether the line shown goes on from ``position``."""
        return bool(self._moves) and self._start == position

    def load(self, moves: list[Move], position: Position) -> None:
        self._moves = list(moves)
        self._start = position

    def moved(self, position: Position) -> None:
        """The position changed: the line's own move carries it on, any other stops it."""
        if not self._playing_move:
            self.stop()
        elif self._start is not None:
            self._start = position

    def go(self, play: bool) -> None:
        """Play the rest on the ticker, or (``play`` false) the next move now."""
        if play:
            self._ticker.start(PLAYBACK_SECONDS, self._next)
        else:
            self._next()

    def stop(self) -> None:
        self._ticker.stop()
        self._moves = []
        self._start = None

    def _next(self) -> None:
        if not self.follows(self._session.position):
            self.stop()
            return
        move = self._moves.pop(0)
        self._playing_move = True
        try:
            self._play(move)
        finally:
            self._playing_move = False
        if not self._moves:
            self._ticker.stop()

"""What the statistics count, and when. Every rule of counting is here.

- A game counts once, when it ends for the statistics.
- A won game counts as won the moment its last card goes home.
- A game left for another (a new deal, another game, a position opened)
  counts as lost if a move was made in it, even one undone since; a deal
  left untouched does not count at all.
- A stuck game is not yet counted: it may still be undone. It counts as lost
  when it is left.
- Closing the app ends nothing: the game is resumed on the next start and
  counted when it really ends.
- A game from a file, or one in which the solver played a move, is assisted:
  it is counted apart (as assisted), never as played or won, and sets no
  record (``storage.record_game``).
- Once counted, a game is never counted again, whatever is undone or redone.
- A game's level is the one the solver rated its deal at when it picked it
  (:class:`.origin.Origin`); a game of a known level counts in that level's
  record as well as in its game's (an assisted one in neither); a deal
  dealt by number has no level and counts in no level's record.
"""

from __future__ import annotations

from dataclasses import dataclass

from goodmeasure import engine
from goodmeasure.storage import Statistics, record_game, stats_key

from .history import History
from .origin import Origin


def game_key(history: History) -> str:
    """The statistics key: variants are kept apart (Golf with and without wrap)."""
    start = history.start
    return stats_key(start.game.name, start.game.options)


def is_assisted(origin: Origin, solver_played: bool) -> bool:
    """Counted apart: a chosen position, or the solver's play, is not the
    player's own game from a fair deal."""
    return origin.from_file or solver_played


def counts_when_left(history: History) -> bool:
    """A game left after a move counts as lost; one left untouched, not at all."""
    return bool(history.moves)


def left_counts_as_lost(history: History, origin: Origin, solver_played: bool) -> bool:
    """What leaving would do to the record: a loss, unless the game is assisted."""
    return counts_when_left(history) and not is_assisted(origin, solver_played)


def in_progress(history: History, over: bool) -> bool:
    """A game with moves made that has not ended: leaving it abandons it
    (a front asks first)."""
    return bool(history.moves) and not over


@dataclass(frozen=True)
class GameRecord:
    """One finished game, as the statistics take it."""

    key: str
    won: bool
    score: int | None
    seconds: float
    moves: int
    daily_date: str | None
    cards_left: int | None
    assisted: bool
    level: str | None = None

    def add_to(self, statistics: Statistics) -> None:
        record_game(
            statistics,
            self.key,
            won=self.won,
            score=self.score,
            seconds=self.seconds,
            moves=self.moves,
            daily_date=self.daily_date,
            cards_left=self.cards_left,
            assisted=self.assisted,
            level=self.level,
        )


def record_of(history: History, origin: Origin, solver_played: bool, seconds: float, won: bool) -> GameRecord:
    """The game on the table, as it ends now: Golf counts the cards left, the
    other games their score; the moves are those in force (undone ones not)."""
    position = history.current
    golf = position.game.has_stock_and_waste
    return GameRecord(
        key=game_key(history),
        won=won,
        score=None if golf else engine.score(position, seconds),
        seconds=seconds,
        moves=history.moves_made,
        daily_date=origin.daily.isoformat() if origin.daily else None,
        cards_left=engine.golf_cards_left(position) if golf else None,
        assisted=is_assisted(origin, solver_played),
        level=origin.level,
    )

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
  record, streak or daily result.
- Once counted, a game is never counted again, whatever is undone or redone.
- A streak is the wins in a row up to the latest game: a loss ends it.
- The records: the best score of any game, won or not (Golf: the fewest
  cards left); the fastest win and the fewest moves in a win.
- A daily deal counts in its game's totals too; its day's result is the
  first win, or else the latest loss (a lost day can still be won).
- A game's level is the one the solver rated its deal at when it picked it
  (:class:`.origin.Origin`); a game of a known level counts in that level's
  record as well as in its game's (an assisted one in neither); a deal
  dealt by number has no level and counts in no level's record.

Storage only keeps and sums what is decided here (:func:`count`).
"""

from __future__ import annotations

from dataclasses import dataclass

from goodmeasure import engine
from goodmeasure.storage import DailyResult, GameStats, LevelStats, Statistics, stats_key
from goodmeasure.storage.statistics import check_result, highest, lowest

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
    score: int | None  # higher is better; None in a game without a score
    seconds: float
    moves: int
    daily_date: str | None = None  # "YYYY-MM-DD" for the daily deal
    cards_left: int | None = None  # Golf's result: lower is better
    assisted: bool = False
    level: str | None = None

    def add_to(self, statistics: Statistics) -> None:
        count(statistics, self)


def count(statistics: Statistics, record: GameRecord) -> None:
    """Count one finished game (see the module docstring for what counts).

    Raises ValueError, changing nothing, for figures the statistics file
    could not keep (a negative time, an unknown level, a bad date)."""
    check_result(record.key, record.seconds, record.moves, record.cards_left, record.level, record.daily_date)
    entry = statistics.entry(record.key)
    if record.assisted:
        entry.assisted += 1
        return
    seconds = float(record.seconds)
    entry.played += 1
    if record.won:
        entry.won += 1
        entry.current_streak += 1
        entry.best_streak = max(entry.best_streak, entry.current_streak)
        entry.fastest_win = lowest(entry.fastest_win, seconds)
        entry.fewest_moves = lowest(entry.fewest_moves, record.moves)
    else:
        entry.current_streak = 0
    _keep_results(entry, record)
    if record.level is not None:
        part = entry.level(record.level)
        part.played += 1
        if record.won:
            part.won += 1
            part.fastest_win = lowest(part.fastest_win, seconds)
        _keep_results(part, record)
    if record.daily_date is not None:
        previous = statistics.daily_result(record.daily_date, record.key)
        if previous is None or not previous.won:
            result = DailyResult(won=record.won, moves=record.moves, seconds=seconds)
            statistics.set_daily_result(record.daily_date, record.key, result)


def _keep_results(entry: GameStats | LevelStats, record: GameRecord) -> None:
    """A game's result is a record if it is the best yet, won or not."""
    if record.score is not None:
        entry.best_score = highest(entry.best_score, record.score)
    if record.cards_left is not None:
        entry.fewest_cards_left = lowest(entry.fewest_cards_left, record.cards_left)


def record_of(history: History, origin: Origin, solver_played: bool, seconds: float, won: bool) -> GameRecord:
    """The game on the table, as it ends now: Golf counts the cards left, the
    other games their score; the moves are those in force (undone ones not)."""
    result = engine.outcome(history.current, seconds)
    by_cards = result.scoring is engine.Scoring.CARDS_LEFT
    return GameRecord(
        key=game_key(history),
        won=won,
        score=None if by_cards else result.value,
        seconds=seconds,
        moves=history.moves_made,
        daily_date=origin.daily.isoformat() if origin.daily else None,
        cards_left=result.value if by_cards else None,
        assisted=is_assisted(origin, solver_played),
        level=origin.level,
    )

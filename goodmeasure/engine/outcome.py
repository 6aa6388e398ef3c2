"""How a position stands as a game result, and why a card or move is refused.

The one place that says what a result is: won or not, whether a legal move
is left, and the game's measure of it (points for the foundation games,
cards left for Golf). The window, the status bar, the statistics and the
end notice ask :func:`outcome`; none of them tells the games apart itself.

>>> from goodmeasure.engine import deal
>>> result = outcome(deal("golf", 7))
>>> result.scoring.value, result.value, result.won
('cards-left', 35, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .games import Scoring
from .moves import COLUMN, FOUNDATION, STOCK, WASTE, Move
from .piles import PileKey, source_card
from .position import Position
from .rules import (
    builds_on,
    foundation_for,
    golf_cards_left,
    is_won,
    legal_moves,
    score,
    waste_accepts,
)

__all__ = ["Outcome", "Refusal", "Scoring", "Why", "outcome", "why_card_stays", "why_illegal"]


@dataclass(frozen=True)
class Outcome:
    """A position as a game result."""

    won: bool
    #: Is any legal move left? (False once won: the game is over.)
    moves_left: bool
    scoring: Scoring
    #: Points (foundation games, with the time bonus on a win) or cards left (Golf).
    value: int

    @property
    def stuck(self) -> bool:
        """Not won and no legal move left."""
        return not self.won and not self.moves_left


def outcome(position: Position, elapsed_seconds: float | None = None) -> Outcome:
    """How ``position`` stands: won, moves left, and its points or cards left."""
    scoring = position.game.scoring
    value = golf_cards_left(position) if scoring is Scoring.CARDS_LEFT else score(position, elapsed_seconds)
    won = is_won(position)
    return Outcome(won=won, moves_left=not won and bool(legal_moves(position)), scoring=scoring, value=value)


class Why(Enum):
    """Why a card or a move is refused, in the game's own terms."""

    #: The game is over.
    GAME_OVER = "game-over"
    #: The card is covered, or lies on a pile it never leaves.
    NOT_FREE = "not-free"
    #: Golf: the card is not one rank from the waste's top (``on``).
    NOT_ON_WASTE = "not-on-waste"
    #: The card does not go on ``on`` (a column's top card).
    NOT_ON_CARD = "not-on-card"
    #: No foundation takes the card yet.
    NOT_HOME_YET = "not-home-yet"
    #: An empty column is never filled again in this game.
    EMPTY_STAYS_EMPTY = "empty-stays-empty"
    #: Neither a foundation nor a column takes the card (a card with no move).
    NO_HOME_OR_COLUMN = "no-home-or-column"
    #: Nothing takes the card at all.
    NOWHERE = "nowhere"
    #: The game has no such move (a pile it does not have, a card back onto its own pile).
    NO_SUCH_MOVE = "no-such-move"


@dataclass(frozen=True)
class Refusal:
    why: Why
    #: The refused card, where there is one.
    card: Card | None = None
    #: The card it would have gone on (NOT_ON_CARD, NOT_ON_WASTE).
    on: Card | None = None


def why_card_stays(position: Position, source: PileKey) -> Refusal | None:
    """Why the card of ``source`` has nowhere to go (a click that plays
    nothing); None when it has a legal move."""
    if is_won(position):
        return Refusal(Why.GAME_OVER)
    card = source_card(position, source)
    if any((m.source, m.source_index) == source for m in legal_moves(position)):
        return None
    game = position.game
    waste = position.waste
    if game.has_stock_and_waste and waste and not waste_accepts(game, card, waste):
        return Refusal(Why.NOT_ON_WASTE, card, waste[-1])
    if game.has_foundations and foundation_for(position, card) is None:
        return Refusal(Why.NO_HOME_OR_COLUMN, card)
    return Refusal(Why.NOWHERE, card)


def why_illegal(position: Position, move: Move) -> Refusal | None:
    """Why ``move`` is not legal here; None when it is.

    Agrees with :func:`legal_moves` on every move (a test holds them alike)."""
    if move in legal_moves(position):
        return None
    if is_won(position):
        return Refusal(Why.GAME_OVER)
    try:
        card = source_card(position, (move.source, move.source_index))
    except IndexError:
        return Refusal(Why.NO_SUCH_MOVE)
    game = position.game
    if (
        move.source == STOCK
        or move.target == move.source == COLUMN
        and move.source_index == move.target_index
    ):
        return Refusal(Why.NO_SUCH_MOVE, card)
    if move.target == WASTE:
        if game.has_stock_and_waste and move.source == COLUMN and position.waste:
            return Refusal(Why.NOT_ON_WASTE, card, position.waste[-1])
        return Refusal(Why.NO_SUCH_MOVE, card)
    if move.target == FOUNDATION:
        if move.source == FOUNDATION or not game.has_foundations:
            return Refusal(Why.NO_SUCH_MOVE, card)
        if foundation_for(position, card) is None:
            return Refusal(Why.NOT_HOME_YET, card)
        return Refusal(Why.NOT_FREE, card)
    if move.target == COLUMN and 0 <= move.target_index < len(position.columns):
        dest = position.columns[move.target_index]
        if dest and not builds_on(game, card, dest[-1]):
            return Refusal(Why.NOT_ON_CARD, card, dest[-1])
        if not dest and not game.fill_empty_column:
            return Refusal(Why.EMPTY_STAYS_EMPTY, card)
        return Refusal(Why.NOT_FREE, card)
    return Refusal(Why.NO_SUCH_MOVE, card)

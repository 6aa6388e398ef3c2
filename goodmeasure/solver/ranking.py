"""Fallback move ranking: the legal moves best first, each with a reason.

Used when the solver cannot prove a line in its budget. Each move is
applied through the engine and the result scored by what a player would
look for: cards home, cards freed, no proven dead end entered (Good Measure,
Baker's Dozen), a long run ready to follow on the waste (Golf).
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Move, Position, apply, card_name, is_won, legal_moves
from ..engine.cards import RANK, SUIT
from ..engine.moves import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE
from . import golf
from .bakers_family.dead_ends import is_dead
from .bakers_family.premise import premise_holds
from .bakers_family.search import estimate, play_safe

_DEAD = -(10**6)


class RankedMove(NamedTuple):
    move: Move
    reason: str


def _moving_card(position: Position, move: Move) -> int:
    if move.source == COLUMN:
        return position.columns[move.source_index][-1]
    if move.source == FOUNDATION:
        return position.foundations[move.source_index][-1]
    if move.source == BOUQUET:
        return position.bouquet[move.source_index]
    return position.stock[-1]


def _home_count(position: Position) -> int:
    return sum(map(len, position.foundations))


def _blocked(position: Position) -> int:
    """Cards lying above a lower card of their own suit: each must move
    aside before that suit can go on."""
    count = 0
    for col in position.columns:
        lowest = [99, 99, 99, 99]
        for card in col:
            if RANK[card] > lowest[SUIT[card]]:
                count += 1
            lowest[SUIT[card]] = min(lowest[SUIT[card]], RANK[card])
    return count


def _run_length(position: Position, depth: int = 6) -> int:
    """How many column cards can follow one another onto the waste from
    here without turning the stock (looked at ``depth`` cards deep)."""
    if depth == 0:
        return 0
    best = 0
    for move in legal_moves(position):
        if move.target == WASTE:
            best = max(best, 1 + _run_length(apply(position, move), depth - 1))
            if best == depth:
                break
    return best


def _golf_value(position: Position) -> int:
    """Fewer cards left, a long run ready to follow, and stock to spare."""
    left = sum(map(len, position.columns))
    return -100 * left + 20 * _run_length(position) + 5 * len(position.stock)


def _foundation_value(position: Position) -> int:
    game = position.game
    if premise_holds(game):
        if is_dead(position.columns):
            return _DEAD
        return -10 * estimate(position) + len(legal_moves(position))
    value = 100 * _home_count(position) - 20 * _blocked(position)
    value += 30 * sum(1 for col in position.columns if not col)
    return value + 5 * len(legal_moves(position)) - 2 * len(position.bouquet)


def _value(position: Position) -> int:
    if position.game.name in golf.GAMES:
        return _golf_value(position)
    return _foundation_value(position)


def _reason(position: Position, move: Move, lost: bool) -> str:
    if move.source == STOCK:
        return "turns a card from the stock"
    card = _moving_card(position, move)
    name = card_name(card)
    if lost:
        return f"moves the {name}, but the game is lost either way"
    if move.target == FOUNDATION:
        return f"plays the {name} home"
    freed = ""
    if move.source == COLUMN:
        below = position.columns[move.source_index][:-1]
        freed = (
            f"frees the {card_name(below[-1])}"
            if below
            else (f"empties {position.game.column_word} {move.source_index + 1}")
        )
    if move.target == WASTE:
        return f"plays the {name} onto the waste" + (f", {freed}" if freed else "")
    if move.source == FOUNDATION:
        return f"brings the {name} back from its foundation"
    if move.source == BOUQUET:
        return f"plays the {name} from the bouquet"
    return freed or "empties nothing, keeps options"


def _settle(position: Position) -> Position:
    if premise_holds(position.game):
        return play_safe(position)[1]
    return position


def rank_moves(position: Position) -> list[RankedMove]:
    """The legal moves, best first, each with a short reason a player understands."""
    scored: list[tuple[int, int, Move]] = []
    for index, move in enumerate(legal_moves(position)):
        child = _settle(apply(position, move))
        value = 10**9 if is_won(child) else _value(child)
        scored.append((-value, index, move))
    scored.sort()
    # Only when every move is a proven dead end does a reason say so.
    lost = bool(scored) and all(-value <= _DEAD for value, _, _ in scored)
    return [RankedMove(move, _reason(position, move, lost)) for _, _, move in scored]

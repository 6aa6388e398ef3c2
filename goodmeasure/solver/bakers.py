"""Good Measure and Baker's Dozen: complete search.

Moves come from the engine; this module only decides which to try first,
which to make without branching (provably safe ones) and which positions
are already lost (:mod:`.deadends`).
"""

from __future__ import annotations

from ..engine import Move, Position, apply, foundation_for, legal_moves
from ..engine.cards import RANK, SUIT
from ..engine.moves import COLUMN, FOUNDATION
from .deadends import is_dead, suit_heights
from .dfs import Child, depth_first
from .result import Cancelled, SolveResult


def is_safe_home(card: int, heights: list[int]) -> bool:
    """May ``card`` go home without losing anything?

    Its only other use is to take a card one rank lower. When every card of
    that rank is home (or it is an Ace), nothing can ever be put on it, so
    any winning line that keeps it in play still wins with it home: the
    column beneath is only more open, and its own foundation takes the same
    cards in the same order.
    """
    rank = RANK[card]
    return rank == 1 or min(heights) >= rank - 1


def play_safe(position: Position) -> tuple[list[Move], Position]:
    """Make every safe move home, leftmost column first, until none is left."""
    moves: list[Move] = []
    heights = suit_heights(position.foundations)
    progress = True
    while progress:
        progress = False
        for i, col in enumerate(position.columns):
            if col and is_safe_home(col[-1], heights) and foundation_for(position, col[-1]) is not None:
                move = Move(COLUMN, i, FOUNDATION, -1)
                position = apply(position, move)
                moves.append(move)
                heights[SUIT[col[-1]]] += 1
                progress = True
    return moves, position


def column_key(position: Position) -> bytes:
    """Columns as a multiset: their order never matters, and the foundations
    follow from which cards are left."""
    return b"|".join(sorted(bytes(col) for col in position.columns if col))


def _urgency(col: tuple[int, ...], heights: list[int]) -> int:
    """How soon the column's most wanted card could go home (1 = next)."""
    return min((RANK[c] - heights[SUIT[c]] for c in col), default=99)


class BakersProblem:
    """The search problem for the Baker's Dozen family."""

    def key(self, position: Position) -> bytes:
        return column_key(position)

    def won(self, position: Position) -> bool:
        return not any(position.columns)

    def dead(self, position: Position) -> bool:
        return is_dead(position.columns, suit_heights(position.foundations))

    def children(self, position: Position) -> list[Child]:
        columns = position.columns
        heights = suit_heights(position.foundations)
        scored: list[tuple[tuple[int, ...], list[Move], Position]] = []
        for move in legal_moves(position):
            source = columns[move.source_index]
            if move.target == COLUMN and len(source) == 1:
                # A lone card gains nothing by covering another column: the
                # position before the move dominates the one after.
                continue
            child = apply(position, move)
            safe, child = play_safe(child)
            scored.append((self._score(move, source, columns, heights), [move, *safe], child))
        scored.sort(key=lambda item: item[0])
        return [(moves, child) for _, moves, child in scored]

    @staticmethod
    def _score(
        move: Move, source: tuple[int, ...], columns: tuple[tuple[int, ...], ...], heights: list[int]
    ) -> tuple[int, ...]:
        order = (move.source_index, move.target_index)
        if move.target == FOUNDATION:
            return (0, 0, 0, *order)
        below = source[:-1]
        target = columns[move.target_index]
        exposes_home = 0 if below and RANK[below[-1]] - heights[SUIT[below[-1]]] == 1 else 1
        return (1, exposes_home, _urgency(below, heights) - _urgency(target, heights), *order)


def solve_bakers(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    safe, start = play_safe(position)
    if is_dead(start.columns, suit_heights(start.foundations)):
        return SolveResult("unsolvable", [], 1)
    return depth_first(BakersProblem(), start, safe, budget, cancelled)

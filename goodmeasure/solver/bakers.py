"""Good Measure and Baker's Dozen: complete search.

Moves come from the engine; this module only decides which to try first,
which to make without branching (provably safe ones) and which positions
are already lost (:mod:`.deadends`).
"""

from __future__ import annotations

from ..engine import Move, Position, apply, foundation_for, legal_moves
from ..engine.cards import RANK, SUIT
from ..engine.moves import COLUMN, FOUNDATION
from .bestfirst import best_first
from .deadends import is_dead, suit_heights
from .dfs import Child
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


class BakersProblem:
    """The search problem for the Baker's Dozen family."""

    def key(self, position: Position) -> bytes:
        return column_key(position)

    def won(self, position: Position) -> bool:
        return not any(position.columns)

    def dead(self, position: Position) -> bool:
        return is_dead(position.columns, suit_heights(position.foundations))

    def estimate(self, position: Position) -> int:
        """Cards still out, cards lying on the next card of their suit's way
        home, and cards above a lower card of their own suit: each is work
        left to do."""
        heights = suit_heights(position.foundations)
        left = 0
        digging = 0
        blocked = 0
        for col in position.columns:
            left += len(col)
            lowest = [99, 99, 99, 99]
            for depth, card in enumerate(col):
                suit = SUIT[card]
                rank = RANK[card]
                if rank == heights[suit] + 1:
                    digging += len(col) - 1 - depth
                if rank > lowest[suit]:
                    blocked += 1
                elif rank < lowest[suit]:
                    lowest[suit] = rank
        return left + digging + blocked

    def children(self, position: Position) -> list[Child]:
        """Every move but pointless ones, each followed by the safe moves home;
        in the engine's order (the best-first search orders them itself)."""
        columns = position.columns
        found: list[Child] = []
        for move in legal_moves(position):
            if move.target == COLUMN and len(columns[move.source_index]) == 1:
                # A lone card gains nothing by covering another column: the
                # position before the move dominates the one after.
                continue
            safe, child = play_safe(apply(position, move))
            found.append(([move, *safe], child))
        return found


def solve_bakers(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    safe, start = play_safe(position)
    if is_dead(start.columns, suit_heights(start.foundations)):
        return SolveResult("unsolvable", [], 1)
    return best_first(BakersProblem(), start, safe, budget, cancelled)

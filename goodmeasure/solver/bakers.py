"""Good Measure and Baker's Dozen: complete search.

Moves come from the engine; this module only decides which to try first,
which to make without branching (provably safe ones) and which positions
are already lost (:mod:`.deadends`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine import Move, Pile, Position, apply, foundation_for, legal_moves
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
    floor = min(heights)
    progress = True
    while progress:
        progress = False
        for i, col in enumerate(position.columns):
            if not col:
                continue
            card = col[-1]
            rank = RANK[card]
            # is_safe_home, inlined; a card can only go home as the next of
            # its suit, which the cheap height test rules out first.
            if (rank != 1 and floor < rank - 1) or rank != heights[SUIT[card]] + 1:
                continue
            if foundation_for(position, card) is not None:
                move = Move(COLUMN, i, FOUNDATION, -1)
                position = apply(position, move)
                moves.append(move)
                heights[SUIT[card]] += 1
                floor = min(heights)
                progress = True
    return moves, position


def column_key(position: Position) -> frozenset[Pile]:
    """Columns as a set: their order never matters, the foundations follow
    from which cards are left, and no two columns are equal unless empty
    (every card is unique). How many columns are empty follows from the
    others, since the number of columns never changes."""
    return frozenset(position.columns)


class BakersProblem:
    """The search problem for the Baker's Dozen family."""

    def key(self, position: Position) -> frozenset[Pile]:
        return column_key(position)

    def won(self, position: Position) -> bool:
        return not any(position.columns)

    def dead(self, position: Position) -> bool:
        return is_dead(position.columns, suit_heights(position.foundations))

    def estimate(self, position: Position) -> int:
        """Cards still out, cards lying on the next card of their suit's way
        home, and cards above a lower card of their own suit: each is work
        left to do."""
        wanted = [
            suit * 13 + height
            for suit, height in enumerate(suit_heights(position.foundations))
            if height < 13
        ]
        total = 0
        for col in position.columns:
            size = len(col)
            if not size:
                continue
            total += size
            for card in wanted:
                if card in col:
                    total += size - 1 - col.index(card)
            lowest = [99, 99, 99, 99]
            for card in col:
                suit = SUIT[card]
                rank = RANK[card]
                if rank > lowest[suit]:
                    total += 1
                else:
                    lowest[suit] = rank
        return total

    def progress(self, position: Position) -> int:
        return sum(map(len, position.foundations))

    def facts(self, position: Position) -> Iterator[int]:
        """Which card lies directly on which (52 stands for a column's floor)."""
        for col in position.columns:
            below = 52
            for card in col:
                yield below * 53 + card
                below = card

    def children(self, position: Position, moved: int | None = None) -> list[Child]:
        """Every move but pointless ones, each followed by the safe moves home;
        in the engine's order (the best-first search orders them itself).

        Pointless: a lone card covering another column (the position before
        dominates the one after), and moving ``moved`` -- the card the last
        move put on a column -- again between columns. That would give the
        position the parent reaches by moving it there at once (or the
        parent itself), which the search meets anyway: the parent's other
        moves are unchanged but for the column it left, and the safe moves
        home reach the same end whatever their order.
        """
        columns = position.columns
        found: list[Child] = []
        for move in legal_moves(position):
            if move.target == COLUMN:
                source = columns[move.source_index]
                if len(source) == 1 or source[-1] == moved:
                    continue
                carried: int | None = source[-1]
            else:
                carried = None
            safe, child = play_safe(apply(position, move))
            found.append(([move, *safe], child, carried))
        return found


def solve_bakers(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    safe, start = play_safe(position)
    if is_dead(start.columns, suit_heights(start.foundations)):
        return SolveResult("unsolvable", [], 1)
    return best_first(BakersProblem(), start, safe, budget, cancelled)

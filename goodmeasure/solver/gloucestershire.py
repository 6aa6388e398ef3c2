"""Gloucestershire: exhaustive search under the seed rule, guided search
with the free bouquet.

Beds are interchangeable (any card fills an empty bed, and every bed builds
the same way), so the key holds them as a multiset; foundations likewise.
Under the seed rule the bouquet only shrinks from its top, so its size says
all about it.
"""

from __future__ import annotations

from ..engine import Pile, Position, apply, legal_moves
from ..engine.moves import BOUQUET, COLUMN, FOUNDATION
from ..engine.rules import builds_on
from .bestfirst import best_first
from .dfs import Child, depth_first
from .result import Cancelled, SolveResult

FlowerKey = tuple[bytes, bytes, int | bytes]


class GloucestershireProblem:
    def __init__(self, free_bouquet: bool) -> None:
        self.free_bouquet = free_bouquet
        # Per bed (met again and again): its cards out of order.
        self._out_of_order: dict[Pile, int] = {}

    def key(self, position: Position) -> FlowerKey:
        beds = b"|".join(sorted(bytes(col) for col in position.columns))
        homes = b"|".join(sorted(bytes(f) for f in position.foundations))
        bouquet: int | bytes = (
            bytes(sorted(position.bouquet)) if self.free_bouquet else len(position.bouquet)
        )
        return beds, homes, bouquet

    def won(self, position: Position) -> bool:
        return sum(map(len, position.foundations)) == 104

    def dead(self, position: Position, room: int = 0) -> bool:
        return False

    def spent(self) -> int:
        return 0

    def estimate(self, position: Position) -> int:
        """Cards not home, and bed cards that do not follow the card they
        lie on (each must be moved away before what it covers can play)."""
        out_of_order = 0
        for col in position.columns:
            count = self._out_of_order.get(col)
            if count is None:
                count = self._out_of_order[col] = sum(
                    1
                    for below, above in zip(col, col[1:], strict=False)
                    if not builds_on(position.game, above, below)
                )
            out_of_order += count
        return 10 * (104 - sum(map(len, position.foundations))) + 5 * out_of_order

    def progress(self, position: Position) -> int:
        return sum(map(len, position.foundations))

    def facts(self, position: Position) -> int:
        """No facts: the novelty order that helps the Baker's Dozen family
        (which card lies on which) won 3 of the first 30 free-bouquet deals
        here against 4 without it, at twice the time, so it stays off."""
        return 0

    def children(self, position: Position) -> list[Child]:
        scored: list[tuple[tuple[int, int], Child]] = []
        columns = position.columns
        for index, move in enumerate(legal_moves(position)):
            if (
                move.source == COLUMN
                and move.target == COLUMN
                and len(columns[move.source_index]) == 1
                and not columns[move.target_index]
            ):
                continue  # a lone card into an empty bed changes nothing
            if move.target == FOUNDATION:
                rank = 0
            elif move.source == BOUQUET:
                rank = 1
            elif move.source == COLUMN:
                rank = 2 if columns[move.target_index] else 3
            else:
                rank = 4  # back from a foundation: a last resort
            scored.append(((rank, index), ([move], apply(position, move))))
        scored.sort(key=lambda item: item[0])
        return [child for _, child in scored]


def solve_gloucestershire(
    position: Position, budget: int, cancelled: Cancelled | None
) -> SolveResult:
    problem = GloucestershireProblem(position.game.free_bouquet)
    if position.game.free_bouquet:
        # Far too large to exhaust: let the estimate lead to a win.
        return best_first(problem, position, [], budget, cancelled)
    return depth_first(problem, position, [], budget, cancelled)

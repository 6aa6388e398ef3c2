"""Golf: complete search over a small state.

The columns are only ever taken from, the stock only ever turned, so the
column heights, the stock size and the waste's top card say everything
about a position; the visited set holds those and nothing else.
"""

from __future__ import annotations

from ..engine import Game, Position, apply, legal_moves
from ..engine.moves import COLUMN
from ..engine.rules import waste_accepts
from .dfs import Child, depth_first
from .result import Cancelled, SolveResult

GolfKey = tuple[tuple[int, ...], int, int]


def _takers(game: Game) -> list[tuple[int, ...]]:
    """For each card, the waste tops it may be played on (asked of the engine)."""
    return [tuple(t for t in range(52) if waste_accepts(game, c, (t,))) for c in range(52)]


class GolfProblem:
    def __init__(self, game: Game) -> None:
        self.takers = _takers(game)

    def key(self, position: Position) -> GolfKey:
        top = position.waste[-1] if position.waste else -1
        return tuple(map(len, position.columns)), len(position.stock), top

    def won(self, position: Position) -> bool:
        return not any(position.columns)

    def dead(self, position: Position) -> bool:
        """A column card that no future waste top will take is stuck for good.

        Only the current top, cards still in the columns and cards still in
        the stock can ever be the waste's top; the waste is empty only at
        the start.
        """
        if not position.waste:
            return False
        live = set(position.stock)
        live.add(position.waste[-1])
        for col in position.columns:
            live.update(col)
        for col in position.columns:
            for card in col:
                if not any(t in live and t != card for t in self.takers[card]):
                    return True
        return False

    def children(self, position: Position) -> list[Child]:
        scored: list[tuple[tuple[int, int], Child]] = []
        columns = position.columns
        for move in legal_moves(position):
            child = apply(position, move)
            if move.source == COLUMN:
                # Taller columns first: they are the hardest to clear.
                order = (0, -len(columns[move.source_index]) * 8 + move.source_index)
            else:
                order = (1, 0)
            scored.append((order, ([move], child)))
        scored.sort(key=lambda item: item[0])
        return [child for _, child in scored]


def solve_golf(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    problem = GolfProblem(position.game)
    return depth_first(problem, position, [], budget, cancelled)

"""Golf: the complete search over column heights, stock size and the
waste's top card, with dead ends by partner counting (:mod:`.search`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.games import GOLF

if TYPE_CHECKING:
    from ...engine import Game, Position
    from ..search.result import Cancelled, SolveResult

#: The games this family solves (the dispatcher reads this).
GAMES: tuple[str, ...] = (GOLF,)


def solve(
    position: Position, budget: int, cancelled: Cancelled | None, core: str | None = None
) -> SolveResult:
    """Golf's search (imported on first use): one search, in Python, whatever
    ``core`` names."""
    from .search import solve_golf

    return solve_golf(position, budget, cancelled)


def has_compiled_search(game: Game) -> bool:
    """Golf's search is pure Python."""
    return False

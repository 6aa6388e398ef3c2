"""``solve``: pick the search that fits the game."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from ..engine import Position, is_won
from .bakers import solve_bakers
from .premise import premise_holds
from .result import DEFAULT_BUDGET, NODE_SCALE, SOLVABLE, Cancelled, SolveResult


def solve(
    position: Position, budget: int = DEFAULT_BUDGET, cancelled: Cancelled | None = None
) -> SolveResult:
    """Search for a win from ``position`` within ``budget`` nodes.

    ``verdict`` is "solvable" (``moves`` is then a full winning line),
    "unsolvable" (an exhaustive search found none) or "unknown" (the budget
    ran out or ``cancelled`` returned True). The result depends on nothing
    but the position and the budget (see :data:`NODE_SCALE`).
    """
    if is_won(position):
        return SolveResult(SOLVABLE, [], 0)
    with _without_cycle_collection():
        return _solve(position, budget, cancelled)


@contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """A search makes millions of small tuples and keeps most of them in its
    tables; none of them form reference cycles, so the cycle collector only
    walks the ever larger tables again and again (a third of the time on a
    hard deal). It is paused for the search and resumed after; another
    search on another thread resumes it at the latest when it ends."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _solve(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    game = position.game
    budget = int(budget * NODE_SCALE.get(game.name, 1))
    if game.has_stock_and_waste:
        from .golf import solve_golf

        return solve_golf(position, budget, cancelled)
    if game.has_bouquet:
        from .gloucestershire import solve_gloucestershire

        return solve_gloucestershire(position, budget, cancelled)
    if premise_holds(game):
        return solve_bakers(position, budget, cancelled)
    raise ValueError(f"no search for {game.name}: its rules fit none of the solver's games")

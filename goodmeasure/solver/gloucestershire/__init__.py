"""Gloucestershire: the bouquet game.

- :mod:`.search`: picks the search for the variant, and the reference
  search over engine positions the compact ones are checked against.
- :mod:`.seed_rule`: the exhaustive search under the seed rule (only the
  bouquet's top card plays), on a compact state.
- :mod:`.dead_ends`: positions proven lost under the seed rule.
- :mod:`.lazy_returns`: under the seed rule, a card comes back from its
  foundation only to be used at once.
- :mod:`.safe_homes`: under the seed rule, a bed's top card that goes home
  next and lies in sequence (or alone) goes home at once, alone.
- :mod:`.free_bouquet`: the guided search with the free bouquet, on a
  compact state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.games import GLOUCESTERSHIRE

if TYPE_CHECKING:
    from ...engine import Position
    from ..search.result import Cancelled, SolveResult

#: The games this family solves (the dispatcher reads this).
GAMES: tuple[str, ...] = (GLOUCESTERSHIRE,)


def solve(
    position: Position, budget: int, cancelled: Cancelled | None, core: str | None = None
) -> SolveResult:
    """Gloucestershire's search (imported on first use): one search, whatever ``core``
    names (the Good Measure family's choice)."""
    from .search import solve_gloucestershire

    return solve_gloucestershire(position, budget, cancelled)

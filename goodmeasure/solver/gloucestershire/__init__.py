"""Gloucestershire: the bouquet game.

- :mod:`.search`: picks the search for the variant, and the reference
  search over engine positions the compact ones are checked against.
- :mod:`.seed_rule`: the exhaustive search under the seed rule (only the
  bouquet's top card plays), on a compact state; ``_seed.pyx`` is the same
  search compiled (:mod:`..core` says which runs).
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
    from ...engine import Game, Position
    from ..core import CoreName
    from ..search.result import Cancelled, SolveResult

#: The games this family solves (the dispatcher reads this).
GAMES: tuple[str, ...] = (GLOUCESTERSHIRE,)


def solve(
    position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None = None
) -> SolveResult:
    """Gloucestershire's search (imported on first use), under the seed rule
    on ``core`` (:mod:`..core`)."""
    from .search import solve_gloucestershire

    return solve_gloucestershire(position, budget, cancelled, core)


def has_compiled_search(game: Game) -> bool:
    """The seed rule's search has one (``_seed``); the free bouquet's is pure
    Python."""
    return not game.free_bouquet

"""Good Measure and Baker's Dozen: the family of column games where a card
goes on any card one rank higher and an empty column stays empty.

- :mod:`.search`: the complete best-first search on a compact state, the
  safe moves home, the search's estimate.
- :mod:`.premise`: whether the engine plays a game by the three facts the
  proofs below rest on.
- :mod:`.dead_ends`: positions proven lost from the order of the cards.
- :mod:`.coarse_game`: the coarse game that only counts places to park
  cards; proves positions lost, and its winning plan pulls the search.
- :mod:`.runs_game`: the runs game, between the coarse game and the real
  one, proving lost what the coarse game cannot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.games import BAKERS_DOZEN, GOOD_MEASURE

if TYPE_CHECKING:
    from ...engine import Game, Position
    from ..core import CoreName
    from ..search.result import Cancelled, SolveResult

#: The games this family solves (the dispatcher reads this).
GAMES: tuple[str, ...] = (GOOD_MEASURE, BAKERS_DOZEN)


def solve(
    position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None = None
) -> SolveResult:
    """The family's search on ``core`` (:mod:`..core`), where the engine's
    rules fit its proofs."""
    from .premise import premise_holds
    from .search import solve_bakers

    if not premise_holds(position.game):
        raise ValueError(f"no search for {position.game.name}: its rules fit no proof here")
    return solve_bakers(position, budget, cancelled, core)


def has_compiled_search(game: Game) -> bool:
    """Both games have one (``_core`` and ``_runs``, :mod:`..core`)."""
    return True

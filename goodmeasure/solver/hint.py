"""The hint the app shows and ``goodmeasure hint`` prints.

The solver's first move when it proves a win; otherwise the ranking's best
move, with the solver's finding (lost or unknown) as the status.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..engine import Move, Position, is_won
from .ranking import rank_moves
from .search.dispatch import solve
from .search.result import HINT_BUDGET, SOLVABLE, UNSOLVABLE, Cancelled, SolveResult

HintStatus = Literal["winnable", "lost", "unknown"]
HintSource = Literal["solver", "ranking"]


@dataclass(frozen=True)
class Hint:
    move: Move | None
    reason: str
    status: HintStatus
    source: HintSource


def compute_hint(
    position: Position,
    budget: int = HINT_BUDGET,
    cancelled: Cancelled | None = None,
    result: SolveResult | None = None,
) -> Hint:
    """The hint for ``position``; ``result`` is the solver's answer for it
    when the caller already has one (the app's worker keeps them)."""
    ranked = rank_moves(position)
    if not ranked:
        if is_won(position):
            return Hint(None, "the game is won", "winnable", "ranking")
        return Hint(None, "no legal move is left", "lost", "ranking")
    if result is None:
        result = solve(position, budget, cancelled)
    if result.verdict == SOLVABLE and result.moves:
        first = result.moves[0]
        reason = next((r.reason for r in ranked if r.move == first), "")
        return Hint(first, reason, "winnable", "solver")
    status: HintStatus = "lost" if result.verdict == UNSOLVABLE else "unknown"
    return Hint(ranked[0].move, ranked[0].reason, status, "ranking")

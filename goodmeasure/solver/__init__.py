"""The solver: search, dead-end detection and the fallback move ranking.

Engine and standard library only; no Qt, no threads (cancellation is passed in).
"""

from .ranking import RankedMove, rank_moves
from .result import DEFAULT_BUDGET, HINT_BUDGET, SolveResult
from .search import solve

__all__ = ["DEFAULT_BUDGET", "HINT_BUDGET", "RankedMove", "SolveResult", "rank_moves", "solve"]

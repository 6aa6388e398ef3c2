"""The solver: search, dead-end detection and the fallback move ranking.

Engine and standard library only; no Qt, no threads (cancellation is passed in).
The rules come from the engine: moves from ``engine.legal_moves`` and
``engine.apply``, or, where a search runs on a compact state of its own,
from tables filled in by asking the engine; every winning line is replayed
through ``engine.apply``.

- Good Measure, Baker's Dozen: best-first width search over column sets
  (positions showing a new card-on-card fact first), safe moves home made
  without branching, dead ends proven from an order graph and by a coarse
  game that only counts places to park cards, whose winning plan also
  pulls the search; in Good Measure a second search follows that plan much
  harder (:mod:`.bakers`, :mod:`.bestfirst`, :mod:`.deadends`,
  :mod:`.parking`).
- Golf: depth-first search over (column heights, stock size, waste rank),
  dead ends by partner counting (:mod:`.golf`).
- Gloucestershire: exhaustive depth-first search under the seed rule,
  guided best-first search with the free bouquet (:mod:`.gloucestershire`).
"""

from .ranking import RankedMove, rank_moves
from .result import DEFAULT_BUDGET, HINT_BUDGET, SolveResult
from .search import solve

__all__ = ["DEFAULT_BUDGET", "HINT_BUDGET", "RankedMove", "SolveResult", "rank_moves", "solve"]

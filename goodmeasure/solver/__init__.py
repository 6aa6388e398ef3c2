"""The solver: search, dead-end detection and the fallback move ranking.

Engine and standard library only; no Qt, no threads (cancellation is passed in).
The rules come from the engine: moves from ``engine.legal_moves`` and
``engine.apply``, or, where a search runs on a compact state of its own,
from tables filled in by asking the engine; every winning line is replayed
through ``engine.apply``.

Which file answers which question:

- Is this deal winnable? -> ``search/dispatch.py`` (``solve``: picks the
  game family by the game's name from each family's ``GAMES``).
- What does a search answer, and within how many nodes? -> ``search/result.py``.
- The shared searches -> ``search/dfs.py`` (depth-first),
  ``search/bestfirst.py`` (best-first width search).
- How is a Good Measure / Baker's Dozen deal searched? ->
  ``bakers_family/search.py``; do the engine's rules fit its proofs? ->
  ``bakers_family/premise.py``.
- Why is this Good Measure position dead? -> ``bakers_family/dead_ends.py``
  (the order of the cards), ``bakers_family/coarse_game.py`` (not enough
  places to park cards; its plan also pulls the search),
  ``bakers_family/runs_game.py`` (the runs on the columns).
- Which core searches, compiled or pure Python, and the hint budget? ->
  ``core.py`` (the compiled core: ``bakers_family/_core.pyx``,
  ``bakers_family/_runs.pyx``, ``gloucestershire/_seed.pyx``; built by
  setup.py).
- How is Golf searched, and when is it lost? -> ``golf/search.py``.
- How is Gloucestershire searched? -> ``gloucestershire/search.py`` (picks
  the variant's search), ``gloucestershire/seed_rule.py`` (seed rule,
  exhaustive; ``_seed.pyx`` compiled), ``gloucestershire/free_bouquet.py``
  (free bouquet, guided);
  why is it dead under the seed rule? -> ``gloucestershire/dead_ends.py``.
- Which move should I play? -> ``hint.py`` (the hint),
  ``ranking.py`` (the fallback ranking when no win is proven).
- Which deals are winnable, and today's deal? -> ``picker.py``.
- How hard is this deal? -> ``rating.py``.
- ``goodmeasure solve`` / ``goodmeasure hint`` output -> ``commands.py``.

A new game family is a folder with an ``__init__`` declaring ``GAMES``,
``solve`` and ``has_compiled_search``, listed in ``search/dispatch.py``'s
``FAMILIES``.
"""

from .core import hint_budget
from .ranking import RankedMove, rank_moves
from .search.dispatch import solve
from .search.result import DEFAULT_BUDGET, HINT_BUDGET, SolveResult

__all__ = ["DEFAULT_BUDGET", "HINT_BUDGET", "RankedMove", "SolveResult", "hint_budget", "rank_moves", "solve"]

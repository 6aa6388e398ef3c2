"""The search every game family shares.

- :mod:`.dispatch`: ``solve``, which hands a position to the family that
  declares its game (each family's ``GAMES``).
- :mod:`.dfs`: depth-first search with a transposition table.
- :mod:`.bestfirst`: best-first width search (novel facts first).
- :mod:`.result`: what a search answers (:class:`~.result.SolveResult`)
  and the node budgets it runs under.

Nothing is imported here, so a family's search can import :mod:`.result`
without loading the dispatcher and, through it, every family.
"""

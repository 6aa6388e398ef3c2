"""The solver's side of the analysis: what it searches, what it remembers.

Everything here runs off the UI thread, one request at a time (the runner
queues them), so the cache needs no lock: only the running job touches it.
A position the hint budget cannot decide is looked at again, deeper
(``deepen``, :data:`DEEP_SHARE` hint budgets), while the player thinks.
"""

from __future__ import annotations

import gc
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from goodmeasure.engine import Game, Position, apply

from .runner import Cancelled

if TYPE_CHECKING:
    from goodmeasure.solver.hint import Hint
    from goodmeasure.solver.search.result import SolveResult

Kind = Literal["analyse", "deepen", "rewind"]

# The deeper look has this many hint budgets of the position's game. With
# the pure-Python core (100,000 nodes) it decides 97.0% of the 500 Good
# Measure reference deals (93.4% at the hint budget; measured on
# 2026-12-02, python benchmarks/solver_bench.py --games good-measure
# --budget 100000: at most 10.5 s and 237 MB on this machine).
DEEP_SHARE = 5
#: How many positions' verdicts are remembered (undo and redo revisit them).
CACHE_SIZE = 4096

Solve = Callable[[Position, int, Cancelled], "SolveResult"]


@dataclass(frozen=True)
class Request:
    """Analyse a position (at the hint budget, or deeper), or find the last
    winnable position of a history (``history`` oldest first, the current
    one last); made in ``epoch``, stale once the epoch moved on."""

    kind: Kind
    position: Position
    epoch: int
    history: tuple[Position, ...] = ()


@dataclass(frozen=True)
class Answer:
    request: Request
    # For "analyse" and "deepen": the hint and the solver's result it came from.
    hint: Hint | None = None
    result: SolveResult | None = None
    # For "rewind": the index into ``request.history`` of the last position
    # proven winnable (the current one included), or None when none is.
    winnable_index: int | None = None
    # For "rewind": the index of the first position after it proven lost, or
    # None when none is (the current one may be undecided).
    lost_from: int | None = None


def hint_budget(game: Game) -> int:
    """Nodes for a hint and the live status in ``game``: the solver's hint
    budget for the core that searches it (larger where the compiled core
    runs), read when first needed (importing it loads the solver package:
    not before the first search)."""
    from goodmeasure.solver import hint_budget as solver_hint_budget

    return solver_hint_budget(game)


def _real_solve(position: Position, budget: int, cancelled: Cancelled) -> SolveResult:
    from goodmeasure.solver import solve  # the solver only once it is asked

    return solve(position, budget, cancelled)


class Verdicts:
    """Answers requests, remembering per position the budget it was searched
    with and the result (least recently used forgotten first)."""

    def __init__(self, budget: int | None = None, solve: Solve | None = None) -> None:
        #: Nodes for an "analyse" search (and the hint computed from it);
        #: None: the solver's hint budget for the position's game.
        self.budget = budget
        self._solve_with = solve or _real_solve
        self._results: OrderedDict[Position, tuple[int, SolveResult]] = OrderedDict()

    def budget_for(self, position: Position) -> int:
        """Nodes for an "analyse" search of ``position``."""
        return hint_budget(position.game) if self.budget is None else self.budget

    def known(self, position: Position) -> SolveResult | None:
        cached = self._results.get(position)
        return None if cached is None else cached[1]

    def answer(self, request: Request, budget: int, cancelled: Cancelled) -> Answer | None:
        """The answer to ``request`` (``budget``: the analysis's nodes for
        it), or None when it was cancelled on the way."""
        from goodmeasure.solver.hint import compute_hint

        if request.kind != "rewind":
            result = self.solve(request.position, budget, cancelled)
            if result is None:
                return None
            return Answer(request, compute_hint(request.position, budget, result=result), result)
        # Walk back from the current position (the player may ask from one
        # that is still winnable; after a "lost" verdict it is cached) to the
        # first one the solver proves winnable.
        lost_from: int | None = None
        for index in range(len(request.history) - 1, -1, -1):
            result = self.solve(request.history[index], self.budget_for(request.position), cancelled)
            if result is None:
                return None
            if result.verdict == "solvable":
                return Answer(request, winnable_index=index, lost_from=lost_from)
            if result.verdict == "unsolvable":
                lost_from = index
        return Answer(request, winnable_index=None, lost_from=lost_from)

    def solve(self, position: Position, budget: int, cancelled: Cancelled) -> SolveResult | None:
        """The result for ``position`` at ``budget`` (remembered, or searched);
        None when cancelled: an "unknown" then means nothing, and is not kept."""
        from goodmeasure.solver.search.result import SOLVABLE, UNKNOWN, SolveResult

        cached = self._results.get(position)
        if cached is not None and (cached[1].verdict != UNKNOWN or cached[0] >= budget):
            self._results.move_to_end(position)
            return cached[1]
        result = self._solve_with(position, budget, cancelled)
        if budget > self.budget_for(position):
            # Hand a deeper search's memory back to the system: the next full
            # collection would, but it may be long in coming (measured on a
            # hard deal: 324 MB -> 19 MB, in 29 ms).
            gc.collect()
        if cancelled():
            return None
        self._remember(position, budget, result)
        if result.verdict == SOLVABLE:
            # Every position along a winning line is won by the rest of it: a
            # player who follows the hint, or the solution played back, gets
            # each next answer without a search.
            later = position
            for index, move in enumerate(result.moves[:-1]):
                later = apply(later, move)
                known = self._results.get(later)
                if known is None or known[1].verdict == UNKNOWN:
                    self._remember(later, budget, SolveResult(SOLVABLE, result.moves[index + 1 :], 0))
        return result

    def _remember(self, position: Position, budget: int, result: SolveResult) -> None:
        self._results[position] = (budget, result)
        self._results.move_to_end(position)
        if len(self._results) > CACHE_SIZE:
            self._results.popitem(last=False)

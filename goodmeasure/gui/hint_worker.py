"""The solver on a worker thread: hints, live winnability, the solution line.

A position the hint budget cannot decide is looked at again, deeper
("deepen", :data:`DEEP_BUDGET`), while the player thinks: the status then
settles more often. It is cancelled like any other search.

The UI thread never searches. It posts a request (an immutable position, so
nothing is shared but values) and the worker thread answers by signal. Every
request carries the epoch it was made in; a new move starts a new epoch, so
a running search sees itself cancelled at its next poll and an answer that
arrives late is dropped before it reaches the window.
"""

from __future__ import annotations

import gc
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QObject, QThread, Signal, Slot

from goodmeasure.engine import Position, apply
from goodmeasure.solver import HINT_BUDGET, SolveResult, solve
from goodmeasure.solver.hint import Hint, compute_hint
from goodmeasure.solver.result import SOLVABLE, UNKNOWN

Kind = Literal["analyse", "deepen", "rewind"]

# Nodes for the deeper look: five hint budgets. On the 500 Good Measure
# reference deals it decides 97.0% (93.4% at the hint budget; measured on
# 2026-12-02, python benchmarks/solver_bench.py --games good-measure
# --budget 100000: at most 10.5 s and 237 MB on this machine); an earlier
# measure, on a faster machine, took at most 4.0 s and 341 MB.
DEEP_BUDGET = 100_000

# How many positions' verdicts the worker remembers (undo and redo revisit them).
CACHE_SIZE = 4096


@dataclass(frozen=True)
class SolverRequest:
    """What the window asks: analyse a position (at the hint budget, or
    deeper), or find the last winnable position of a history (``history``
    oldest first, the current one last)."""

    kind: Kind
    position: Position
    epoch: int
    history: tuple[Position, ...] = ()


@dataclass(frozen=True)
class SolverAnswer:
    request: SolverRequest
    # For "analyse" and "deepen": the hint and the solver's result it came from.
    hint: Hint | None = None
    result: SolveResult | None = None
    # For "rewind": the index into ``request.history`` of the last position
    # proven winnable (the current one included), or None when none is.
    winnable_index: int | None = None
    # For "rewind": the index of the first position after it proven lost, or
    # None when none is (the current one may be undecided).
    lost_from: int | None = None
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)


class _Worker(QObject):
    """Lives on the worker thread; runs one request at a time."""

    answered = Signal(object)

    def __init__(self, service: SolverService) -> None:
        super().__init__()
        self._service = service
        # Per position, the budget it was searched with and the result.
        self._results: OrderedDict[Position, tuple[int, SolveResult]] = OrderedDict()

    def _solve(self, position: Position, request: SolverRequest, budget: int) -> SolveResult | None:
        cached = self._results.get(position)
        if cached is not None and (cached[1].verdict != UNKNOWN or cached[0] >= budget):
            self._results.move_to_end(position)
            return cached[1]
        result = solve(position, budget, lambda: self._service.is_stale(request))
        if budget > self._service.budget:
            # Hand a deeper search's memory back to the system: the next
            # full collection would, but it may be long in coming (measured
            # on a hard deal: 324 MB -> 19 MB, in 29 ms).
            gc.collect()
        if self._service.is_stale(request):
            return None  # cancelled: "unknown" here means nothing, keep no record
        self._remember(position, budget, result)
        if result.verdict == SOLVABLE:
            # Every position along a winning line is won by the rest of it:
            # a player who follows the hint, or the solution played back,
            # gets each next answer without a search.
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

    @Slot(object)
    def run(self, request: SolverRequest) -> None:
        if self._service.is_stale(request):
            return
        if request.kind in ("analyse", "deepen"):
            deep = request.kind == "deepen"
            budget = self._service.deep_budget if deep else self._service.budget
            result = self._solve(request.position, request, budget)
            if result is None:
                return
            hint = compute_hint(request.position, self._service.budget, result=result)
            self.answered.emit(SolverAnswer(request, hint=hint, result=result))
            return
        # Rewind: walk back from the current position (the player may ask from
        # one that is still winnable; after a "lost" verdict it is cached) to
        # the first one the solver proves winnable.
        lost_from: int | None = None
        for index in range(len(request.history) - 1, -1, -1):
            result = self._solve(request.history[index], request, self._service.budget)
            if result is None:
                return
            if result.verdict == "solvable":
                self.answered.emit(SolverAnswer(request, winnable_index=index, lost_from=lost_from))
                return
            if result.verdict == "unsolvable":
                lost_from = index
        self.answered.emit(SolverAnswer(request, winnable_index=None, lost_from=lost_from))


class SolverService(QObject):
    """The window's handle on the worker thread."""

    # A SolverAnswer for the current epoch, delivered on the UI thread.
    answered = Signal(object)
    _submit = Signal(object)

    def __init__(
        self, parent: QObject | None = None, budget: int = HINT_BUDGET, deep_budget: int = DEEP_BUDGET
    ) -> None:
        super().__init__(parent)
        self.budget = budget
        # The deeper look's budget; none is taken unless it exceeds ``budget``.
        self.deep_budget = deep_budget
        self._epoch = 0
        self._closing = False
        self._thread = QThread(self)
        self._thread.setObjectName("goodmeasure-solver")
        self._worker = _Worker(self)
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        # Both connections cross threads, so Qt queues them: requests run on
        # the worker thread, answers come back on the UI thread.
        self._submit.connect(self._worker.run)
        self._worker.answered.connect(self._deliver)
        self._thread.start(QThread.Priority.LowPriority)

    @property
    def search_thread(self) -> QThread:
        return self._thread

    def is_stale(self, request: SolverRequest) -> bool:
        """True once the position moved on or the app is closing; polled by
        the search on the worker thread (reading two ints needs no lock)."""
        return self._closing or request.epoch != self._epoch

    def new_epoch(self) -> None:
        """The position changed: cancel the running search and drop queued ones."""
        self._epoch += 1

    def analyse(self, position: Position) -> SolverRequest:
        return self._post(SolverRequest("analyse", position, self._epoch))

    def deepen(self, position: Position) -> SolverRequest | None:
        """Look again at a position the hint budget left undecided, with the
        deeper budget; None when there is no deeper budget to look with."""
        if self.deep_budget <= self.budget:
            return None
        return self._post(SolverRequest("deepen", position, self._epoch))

    def rewind(self, history: tuple[Position, ...]) -> SolverRequest:
        return self._post(SolverRequest("rewind", history[-1], self._epoch, history))

    def _post(self, request: SolverRequest) -> SolverRequest:
        if not self._closing:
            self._submit.emit(request)
        return request

    @Slot(object)
    def _deliver(self, answer: SolverAnswer) -> None:
        if not self.is_stale(answer.request):
            self.answered.emit(answer)

    def shutdown(self) -> None:
        """Stop at once: the running search sees the flag at its next poll."""
        if self._closing:
            return
        self._closing = True
        self._thread.quit()
        self._thread.wait()

"""Best-first width search: the most promising open position is expanded
next, and among equally promising ones a position that shows something new
comes first.

A plain best-first search drowns on the plateaus of these games: thousands
of positions with the same estimate that differ only in which equal-rank
card a card lies on. Following the novelty idea of width-based planning
(Lipovetzky and Geffner, "Best-First Width Search", 2017), a position whose
*facts* (for a column game: which card lies directly on which) include one
never seen before among positions of the same estimate and progress is
expanded before the others. This only changes the order: every position
met is kept and expanded in the end, so an empty frontier still proves that
no win exists, as with depth-first search.
"""

from __future__ import annotations

import heapq
from collections.abc import Container, Hashable, Sequence
from typing import Protocol, TypeVar

from ...engine import Move
from .result import POLL_INTERVAL, SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult

#: Most positions kept (each with its frontier entry): a few hundred MB.
#: Past it the search stops with "unknown", since it could no longer tell
#: new positions from old ones.
FRONTIER_CAP = 500_000


#: A position as the search problem holds it: the engine's Position, or
#: something more compact.
State = TypeVar("State")


class GuidedProblem(Protocol[State]):
    def key(self, position: State) -> Hashable: ...

    def won(self, position: State) -> bool: ...

    def dead(self, position: State, room: int) -> bool:
        """Proven lost, spending at most ``room`` of the budget on it
        (see :meth:`spent`)."""
        ...

    def estimate(self, position: State) -> int:
        """Work left; lower is more promising."""
        ...

    def progress(self, position: State) -> int:
        """How far the game is (cards home): with the estimate, it says
        which positions count as alike when judging what is new."""
        ...

    def facts(self, position: State) -> int:
        """The facts describing the position, as the set bits of an int."""
        ...

    def spent(self) -> int:
        """Positions looked at besides those the search expands (a coarser
        game's, say, to prove dead ends): they count against the budget."""
        ...

    def children(self, position: State, seen: Container[Hashable]) -> Sequence[tuple[list[Move], State]]:
        """The positions one move (plus forced follow-ups) away, each with
        its moves. Those whose key is in ``seen`` may be left out (the
        search skips them anyway)."""
        ...


def best_first(
    problem: GuidedProblem[State],
    root: State,
    root_moves: list[Move],
    budget: int,
    cancelled: Cancelled | None = None,
    cap: int = FRONTIER_CAP,
) -> SolveResult:
    """Expand positions in order of (nothing new, estimate, first met).

    Dead ends are tested when a position is taken from the frontier, so the
    (costly) test is only paid for positions that would be expanded. Memory
    grows with the budget, and ``cap`` bounds it. ``cancelled`` is asked
    each time another ``POLL_INTERVAL`` of work is done.
    """
    if problem.won(root):
        return SolveResult(SOLVABLE, list(root_moves), 0)
    root_key = problem.key(root)
    # How each position was first reached: its parent's key and the moves.
    came_from: dict[Hashable, tuple[Hashable | None, list[Move]]] = {root_key: (None, list(root_moves))}
    frontier: list[tuple[int, int, int, Hashable, State]] = [(0, 0, 0, root_key, root)]
    # The facts seen so far per (estimate, progress).
    known: dict[tuple[int, int], int] = {}
    met = 0
    nodes = 0
    next_poll = 0
    # The problem's answers, looked up once (they are asked per child).
    won, key_of, estimate_of, progress_of, facts_of = (
        problem.won,
        problem.key,
        problem.estimate,
        problem.progress,
        problem.facts,
    )
    push, pop = heapq.heappush, heapq.heappop
    while frontier:
        _, _, _, key, position = pop(frontier)
        # The work so far: positions expanded, and what the dead-end test
        # spent (it may look at positions of its own).
        work = nodes + problem.spent()
        if work >= budget or met >= cap:
            return SolveResult(UNKNOWN, [], work)
        if work >= next_poll and cancelled is not None:
            if cancelled():
                return SolveResult(UNKNOWN, [], work)
            next_poll = work + POLL_INTERVAL
        # What is left of the budget once this position is expanded.
        if problem.dead(position, budget - work - 1):
            continue
        nodes += 1
        for moves, child in problem.children(position, came_from):
            if won(child):
                return SolveResult(SOLVABLE, _line(came_from, key) + moves, nodes + problem.spent())
            child_key = key_of(child)
            if child_key in came_from:
                continue
            came_from[child_key] = (key, moves)
            met += 1
            estimate = estimate_of(child)
            alike = (estimate, progress_of(child))
            facts = facts_of(child)
            seen = known.get(alike, 0)
            merged = seen | facts
            if merged != seen:
                known[alike] = merged
                stale = 0
            else:
                stale = 1
            push(frontier, (stale, estimate, met, child_key, child))
    return SolveResult(UNSOLVABLE, [], nodes + problem.spent())


def _line(came_from: dict[Hashable, tuple[Hashable | None, list[Move]]], key: Hashable) -> list[Move]:
    parts: list[list[Move]] = []
    step: Hashable | None = key
    while step is not None:
        parent, moves = came_from[step]
        parts.append(moves)
        step = parent
    return [move for part in reversed(parts) for move in part]

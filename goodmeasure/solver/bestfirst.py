"""Best-first search: the most promising open position is expanded next.

Used where a depth-first search would sink its budget into one early
choice. It keeps every position it has met, so an empty frontier still
proves that no win exists: the search is as exhaustive as the depth-first
one, only its order differs.
"""

from __future__ import annotations

import heapq
from collections.abc import Hashable
from typing import Protocol

from ..engine import Move, Position
from .dfs import Problem
from .result import POLL_INTERVAL, SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult

#: Most positions kept (each with its frontier entry): a few hundred MB.
#: Past it the search stops with "unknown", since it could no longer tell
#: new positions from old ones.
FRONTIER_CAP = 500_000


class GuidedProblem(Problem, Protocol):
    def estimate(self, position: Position) -> int:
        """Lower is more promising."""
        ...


def best_first(
    problem: GuidedProblem,
    root: Position,
    root_moves: list[Move],
    budget: int,
    cancelled: Cancelled | None = None,
    cap: int = FRONTIER_CAP,
) -> SolveResult:
    """Expand positions in order of ``estimate`` (ties: first met first).

    Dead ends are tested when a position is taken from the frontier, so the
    (costly) test is only paid for positions that are expanded. Memory grows
    with the budget, and ``cap`` bounds it.
    """
    if problem.won(root):
        return SolveResult(SOLVABLE, list(root_moves), 0)
    root_key = problem.key(root)
    # How each position was first reached: its parent's key and the moves.
    came_from: dict[Hashable, tuple[Hashable | None, list[Move]]] = {
        root_key: (None, list(root_moves))
    }
    frontier: list[tuple[int, int, Hashable, Position]] = [(0, 0, root_key, root)]
    met = 0
    nodes = 0
    while frontier:
        _, _, key, position = heapq.heappop(frontier)
        if problem.dead(position):
            continue
        if nodes >= budget or met >= cap:
            return SolveResult(UNKNOWN, [], nodes)
        if nodes % POLL_INTERVAL == 0 and cancelled is not None and cancelled():
            return SolveResult(UNKNOWN, [], nodes)
        nodes += 1
        for moves, child in problem.children(position):
            if problem.won(child):
                return SolveResult(SOLVABLE, _line(came_from, key) + moves, nodes)
            child_key = problem.key(child)
            if child_key in came_from:
                continue
            came_from[child_key] = (key, moves)
            met += 1
            heapq.heappush(frontier, (problem.estimate(child), met, child_key, child))
    return SolveResult(UNSOLVABLE, [], nodes)


def _line(came_from: dict[Hashable, tuple[Hashable | None, list[Move]]], key: Hashable) -> list[Move]:
    parts: list[list[Move]] = []
    step: Hashable | None = key
    while step is not None:
        parent, moves = came_from[step]
        parts.append(moves)
        step = parent
    return [move for part in reversed(parts) for move in part]

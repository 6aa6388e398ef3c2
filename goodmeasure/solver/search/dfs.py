"""Depth-first search with a transposition table, shared by every game.

A game supplies a :class:`Problem`: a canonical key per position, the
children of a position (each reached by one move plus any forced follow-up
moves, best first), the won test and a dead-end test. The search
is a plain graph search: a position is expanded at most once while the table
has room, so an exhausted search proves that no win exists.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import Protocol, TypeVar

from ...engine import Move, Position
from .result import POLL_INTERVAL, SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult

#: Most positions the table keeps (bytes keys of about 100 bytes: ~200 MB).
TABLE_CAP = 2_000_000

Child = tuple[list[Move], Position]

#: A position as the problem holds it: the engine's Position, or something
#: more compact.
State = TypeVar("State")


class Problem(Protocol[State]):
    def key(self, position: State) -> Hashable: ...

    def children(self, position: State) -> Sequence[tuple[list[Move], State]]: ...

    def won(self, position: State) -> bool: ...

    def dead(self, position: State) -> bool:
        """Proven lost (asked only of positions not seen before)."""
        ...


def depth_first(
    problem: Problem[State],
    root: State,
    root_moves: list[Move],
    budget: int,
    cancelled: Cancelled | None = None,
    table_cap: int = TABLE_CAP,
) -> SolveResult:
    """Search from ``root`` (already reached by ``root_moves``) for a win.

    When the table is full it stops storing new positions; the keys on the
    current path are always kept, so the search still never loops and an
    exhausted search is still a proof. It only gets slower.
    """
    if problem.won(root):
        return SolveResult(SOLVABLE, list(root_moves), 0)
    seen: set[Hashable] = {problem.key(root)}
    path_keys: list[Hashable] = [problem.key(root)]
    on_path: set[Hashable] = set(path_keys)
    line: list[list[Move]] = [list(root_moves)]
    stack: list[Iterator[tuple[list[Move], State]]] = [iter(problem.children(root))]
    nodes = 1
    while stack:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            line.pop()
            on_path.discard(path_keys.pop())
            continue
        moves, child = step
        if problem.won(child):
            return SolveResult(SOLVABLE, [m for part in line for m in part] + moves, nodes)
        key = problem.key(child)
        if key in seen or key in on_path:
            continue
        if problem.dead(child):
            if len(seen) < table_cap:
                seen.add(key)
            continue
        if nodes >= budget:
            return SolveResult(UNKNOWN, [], nodes)
        if nodes % POLL_INTERVAL == 0 and cancelled is not None and cancelled():
            return SolveResult(UNKNOWN, [], nodes)
        nodes += 1
        if len(seen) < table_cap:
            seen.add(key)
        path_keys.append(key)
        on_path.add(key)
        line.append(moves)
        stack.append(iter(problem.children(child)))
    return SolveResult(UNSOLVABLE, [], nodes)

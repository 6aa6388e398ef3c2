"""Shared helpers for the solver tests."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

from reference_data import ReferenceDeal, reference_deals

from goodmeasure.engine import Position, apply, is_won, legal_moves, read_deal


@cache
def _deals(folder: str) -> dict[int, ReferenceDeal]:
    return {row.index: row for row in reference_deals(folder)}


def reference(folder: str) -> dict[int, str]:
    """The reference verdicts of one folder of tests/data/deals (index -> verdict)."""
    return {index: row.verdict for index, row in _deals(folder).items()}


def reference_deal(folder: str, index: int) -> Position:
    return read_deal(_deals(folder)[index].deal)


def reaches_a_win(start: Position, key: Callable[[Position], Hashable]) -> bool:
    """A plain search: every legal move tried through the engine, nothing
    pruned; positions with the same ``key`` count as one."""
    seen = {key(start)}
    stack = [start]
    while stack:
        position = stack.pop()
        if is_won(position):
            return True
        for move in legal_moves(position):
            after = apply(position, move)
            seen_as = key(after)
            if seen_as not in seen:
                seen.add(seen_as)
                stack.append(after)
    return False

"""Shared helpers for the solver tests."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from shared_data import SHARED, skip_without

from goodmeasure.engine import Position, apply, is_won, legal_moves, read_deal

DEALS = SHARED / "deals"


def reference(folder: str) -> dict[int, str]:
    """The reference verdicts of one folder of shared deals (index -> verdict)."""
    path = DEALS / folder / "verdicts.tsv"
    skip_without(path)
    rows = [line.split("\t") for line in path.read_text().splitlines()[1:] if line.strip()]
    return {int(row[0]): row[1] for row in rows}


def reference_deal(folder: str, index: int) -> Position:
    path = DEALS / folder / f"{index:04d}.deal"
    skip_without(path)
    return read_deal(path.read_text(encoding="utf-8"))


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

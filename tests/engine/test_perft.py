"""Move generation pinned like chess "perft": paths and distinct positions to depth N."""

from __future__ import annotations

import pytest

from goodmeasure.engine import Position, apply, deal, legal_moves


def perft(position: Position, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(apply(position, m), depth - 1) for m in legal_moves(position))


def reachable(position: Position, depth: int) -> int:
    seen = {position}
    frontier = [position]
    for _ in range(depth):
        frontier = [
            after
            for p in frontier
            for after in (apply(p, m) for m in legal_moves(p))
            if not (after in seen or seen.add(after))  # type: ignore[func-returns-value]
        ]
    return len(seen)


NO_FREE = frozenset()
FREE = frozenset({"free-bouquet"})

CASES = [
    # game, options, deal, perft at depths 1..4, distinct positions within depth 4
    ("good-measure", None, 1, [13, 146, 1460, 13321], 1419),
    ("good-measure", None, 2, [9, 69, 473, 3022], 429),
    ("bakers-dozen", None, 1, [17, 265, 3872, 53983], 4916),
    ("bakers-dozen", None, 2, [16, 237, 3287, 43170], 4876),
    ("golf", None, 1, [8, 18, 45, 102], 174),
    ("golf", None, 2, [8, 11, 15, 28], 63),
    ("golf", NO_FREE, 1, [8, 15, 21, 38], 83),
    ("golf", NO_FREE, 2, [8, 11, 14, 19], 53),
    ("gloucestershire", None, 1, [3, 6, 6, 0], 8),
    ("gloucestershire", None, 2, [2, 6, 25, 86], 31),
]


@pytest.mark.parametrize(("game", "options", "number", "counts", "distinct"), CASES)
def test_perft(
    game: str, options: frozenset[str] | None, number: int, counts: list[int], distinct: int
) -> None:
    start = deal(game, number, options)
    assert [perft(start, d) for d in range(1, 5)] == counts
    assert reachable(start, 4) == distinct


@pytest.mark.parametrize(("number", "counts"), [(1, [25, 595, 13500]), (2, [24, 558, 12491])])
def test_perft_free_bouquet(number: int, counts: list[int]) -> None:
    start = deal("gloucestershire", number, FREE)
    assert [perft(start, d) for d in range(1, 4)] == counts

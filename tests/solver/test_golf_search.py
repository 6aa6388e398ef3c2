"""Golf: the pruned search agrees with a plain search over the engine."""

from __future__ import annotations

import random

import pytest
from solver_helpers import reaches_a_win

from goodmeasure.engine import Position, apply, apply_line, deal, get_game, is_won, legal_moves
from goodmeasure.solver import solve


def _seen_alike(position: Position) -> tuple[object, ...]:
    """The stock's order never changes, and only the waste's top counts."""
    return (position.columns, len(position.stock), position.waste[-1:])


def _small_positions(seed: int, count: int) -> list[Position]:
    """Deals played down to a few column cards, and random layouts (some
    with an empty waste), under every option set."""
    rng = random.Random(seed)
    options = [None, frozenset({"on-king"}), frozenset({"wrap"}), frozenset()]
    positions = []
    while len(positions) < count:
        chosen = rng.choice(options)
        if rng.random() < 0.6:
            # Along a winning line when there is one, then a step or two astray.
            position = deal("golf", rng.randrange(1_000_000), chosen)
            line = solve(position, budget=500).moves
            left = rng.randint(5, 12)
            while sum(map(len, position.columns)) > left and (moves := legal_moves(position)):
                position = apply(position, line.pop(0) if line else rng.choice(moves))
            for _ in range(rng.randint(0, 2)):
                if moves := legal_moves(position):
                    position = apply(position, rng.choice(moves))
        else:
            cards = rng.sample(range(52), 52)
            columns: list[list[int]] = [[] for _ in range(7)]
            for card in cards[: rng.randint(4, 10)]:
                columns[rng.randrange(7)].append(card)
            rest = cards[sum(map(len, columns)) :]
            stock_size = rng.randint(0, 8)
            waste = () if rng.random() < 0.3 else tuple(rest[stock_size:])
            position = Position(
                get_game("golf", chosen), (), tuple(map(tuple, columns)), tuple(rest[:stock_size]), waste
            )
        if not is_won(position):
            positions.append(position)
    return positions


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_verdicts_agree_with_a_plain_search(seed: int) -> None:
    for position in _small_positions(seed, 40):
        result = solve(position, budget=1_000_000)
        expected = "solvable" if reaches_a_win(position, _seen_alike) else "unsolvable"
        assert result.verdict == expected, position
        if result.verdict == "solvable":
            assert is_won(apply_line(position, result.moves))

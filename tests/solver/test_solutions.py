"""Every line the solver finds replays through the engine to a win."""

from __future__ import annotations

import pytest

from goodmeasure.engine import apply_line, deal, is_won, read_deal
from goodmeasure.solver import HINT_BUDGET, solve

# (game, options, deal numbers) that the solver wins within the hint budget.
WINNABLE = [
    ("good-measure", None, (1, 2, 3)),
    ("bakers-dozen", None, (4, 5, 7)),
    ("golf", None, (0, 2, 3, 9)),
    ("golf", frozenset({"on-king"}), (0, 9)),
    ("golf", frozenset({"wrap"}), (7,)),
    ("golf", frozenset(), (7,)),
    ("gloucestershire", frozenset({"free-bouquet"}), (0,)),
]


@pytest.mark.parametrize(("game", "options", "numbers"), WINNABLE)
def test_lines_replay_to_a_win(game: str, options: frozenset[str] | None, numbers: tuple[int, ...]) -> None:
    for number in numbers:
        start = deal(game, number, options)
        result = solve(start, budget=HINT_BUDGET)
        assert result.verdict == "solvable", (game, number)
        assert is_won(apply_line(start, result.moves))


def test_won_position_needs_no_moves() -> None:
    start = deal("good-measure", 2)
    result = solve(start, budget=5_000)
    won = apply_line(start, result.moves)
    assert solve(won) == type(result)("solvable", [], 0)


def test_descending_columns_are_played_off() -> None:
    text = (
        """game: bakers-dozen
foundation:
foundation:
foundation:
foundation:
column: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
column: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD
column: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH
column: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
"""
        + "column:\n" * 9
    )
    start = read_deal(text)
    result = solve(start)
    assert result.verdict == "solvable"
    assert is_won(apply_line(start, result.moves))

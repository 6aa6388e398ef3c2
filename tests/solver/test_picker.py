"""Deal pickers: the daily deal is pinned, and every pick is a proven win."""

from __future__ import annotations

import datetime

import pytest

from goodmeasure.engine import Position, apply_line, daily_start_number, deal, is_won
from goodmeasure.solver import SolveResult, picker
from goodmeasure.solver.picker import MAX_TRIES, daily_deal, winnable_deal

DAY = datetime.date(2026, 12, 1)


@pytest.mark.parametrize(
    ("game", "number", "first_moves"),
    [
        ("good-measure", 20261201001, ["c4>f", "c7>f", "c7>f", "c9>f"]),
        ("bakers-dozen", 20261201000, ["c5>f", "c10>f", "c12>f", "c5>c3"]),
        ("golf", 20261201000, ["c3>w", "c5>w", "c4>w", "c2>w"]),
    ],
)
def test_daily_deal_is_pinned(game: str, number: int, first_moves: list[str]) -> None:
    pick = daily_deal(game, DAY)
    assert pick is not None
    assert pick.number == number
    assert pick.tries == number - daily_start_number(DAY) + 1
    assert pick.position == deal(game, number)
    assert [str(m) for m in pick.moves[:4]] == first_moves
    assert is_won(apply_line(pick.position, pick.moves))


def test_daily_strict_golf_is_pinned() -> None:
    pick = daily_deal("golf", DAY, frozenset())
    assert pick is not None and pick.number == 20261201000
    assert [str(m) for m in pick.moves[:4]] == ["c3>w", "c7>w", "c1>w", "s>w"]


def test_gloucestershire_daily_deal_is_out_of_reach() -> None:
    # Under the seed rule no deal near this date is winnable; the picker
    # says so instead of handing out a lost deal.
    assert daily_deal("gloucestershire", DAY) is None
    assert MAX_TRIES >= 10


def test_daily_free_bouquet_gloucestershire_is_pinned() -> None:
    pick = daily_deal("gloucestershire", DAY, frozenset({"free-bouquet"}))
    assert pick is not None and pick.number == 20261201010
    assert [str(m) for m in pick.moves[:4]] == ["c5>f", "b14>f", "c6>f", "c6>f"]
    assert is_won(apply_line(pick.position, pick.moves))


def test_winnable_deal_from_a_given_start() -> None:
    pick = winnable_deal("bakers-dozen", start=4)
    assert pick is not None
    assert pick.number == 4 and pick.tries == 1
    assert is_won(apply_line(pick.position, pick.moves))


def test_winnable_deal_from_a_random_start_is_a_win() -> None:
    pick = winnable_deal("golf", frozenset({"wrap", "on-king"}))
    assert pick is not None
    assert is_won(apply_line(pick.position, pick.moves))


def test_free_bouquet_tries_each_number_with_a_smaller_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    # A failed free-bouquet try is costly, so the picker gives each less.
    budgets: list[tuple[frozenset[str], int]] = []
    real_solve = picker.solve

    def recording_solve(position: Position, budget: int) -> SolveResult:
        budgets.append((position.game.options, budget))
        return real_solve(position, budget)

    monkeypatch.setattr(picker, "solve", recording_solve)
    free = frozenset({"free-bouquet"})
    assert winnable_deal("gloucestershire", free, start=10) is not None
    assert winnable_deal("golf", start=1) is not None
    assert budgets[0] == (free, picker.FREE_BOUQUET_PICK_BUDGET)
    assert budgets[-1][1] == picker.PICK_BUDGET
    assert picker.FREE_BOUQUET_PICK_BUDGET < picker.PICK_BUDGET

"""Deals rated by difficulty: the same level every time, every level
reachable, and the picker's level pick keeps only deals of that level."""

from __future__ import annotations

import pytest

from goodmeasure.engine import apply_line, deal, get_game, is_won
from goodmeasure.solver import solve
from goodmeasure.solver.picker import pick_budget
from goodmeasure.solver.rating import (
    LEVELS,
    THRESHOLDS,
    difficulty,
    level_of,
    pick_level,
    rate,
    reachable,
)
from goodmeasure.solver.search.result import DEFAULT_BUDGET


def test_a_rating_is_the_same_every_time() -> None:
    for number in range(1, 6):
        position = deal("bakers-dozen", number)
        assert rate(position) == rate(deal("bakers-dozen", number))


def test_levels_follow_the_nodes_a_win_takes() -> None:
    game = get_game("good-measure")
    easy, medium, hard = THRESHOLDS["good-measure"]
    assert easy < medium < hard
    assert [level_of(game, n) for n in (0, easy, easy + 1, medium + 1, hard, hard + 1)] == [
        "easy",
        "easy",
        "medium",
        "hard",
        "hard",
        "expert",
    ]
    for limits in THRESHOLDS.values():
        assert list(limits) == sorted(set(limits)), limits


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_dealt_for_good_measure(level: str) -> None:
    pick = pick_level("good-measure", level, start=0)  # type: ignore[arg-type]
    assert pick is not None
    assert rate(pick.position) == level
    assert is_won(apply_line(pick.position, pick.moves))
    # The same start gives the same deal: a level pick is deterministic.
    again = pick_level("good-measure", level, start=0)  # type: ignore[arg-type]
    assert again is not None and again.number == pick.number


def test_a_level_pick_walks_like_the_winnable_pick() -> None:
    # The first winnable deal from a start, whatever its level, is what a
    # pick of that level gives from there.
    from goodmeasure.solver.picker import winnable_deal

    first = winnable_deal("golf", start=500)
    assert first is not None
    level = level_of(first.position.game, first.nodes)
    same = pick_level("golf", level, start=500)
    assert same is not None and same.number == first.number


def test_a_rating_under_another_budget_is_the_pickers() -> None:
    position = deal("golf", 7)
    result = solve(position, DEFAULT_BUDGET)
    assert result.verdict == "solvable"
    assert difficulty(position, result, DEFAULT_BUDGET) == rate(position)
    quick = solve(position, pick_budget(position.game))
    assert difficulty(position, quick, pick_budget(position.game)) == rate(position)


def test_nothing_is_rated_that_is_not_won() -> None:
    position = deal("gloucestershire", 1)
    result = solve(position, 2_000)
    assert result.verdict != "solvable"
    assert difficulty(position, result, 2_000) is None


def test_the_seed_rule_has_no_level_to_deal() -> None:
    assert not reachable(get_game("gloucestershire"))
    assert pick_level("gloucestershire", "easy", start=0) is None
    assert reachable(get_game("gloucestershire", {"free-bouquet"}))


@pytest.mark.parametrize("options", [None, frozenset()])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_golf_tries_stop_early_but_pick_what_the_full_budget_picks(options, level) -> None:  # noqa: ANN001
    # A try for an easier level stops at that level's limit; the deal it
    # keeps is the one a try with the picker's whole budget keeps.
    from goodmeasure.solver.picker import winnable_deal
    from goodmeasure.solver.rating import LEVEL_TRIES

    def keep(position, nodes):  # noqa: ANN001, ANN202
        return level_of(position.game, nodes) == level

    full = winnable_deal("golf", options, 3000, keep, LEVEL_TRIES)
    quick = pick_level("golf", level, options, start=3000)
    assert full is not None and quick is not None
    assert (quick.number, quick.nodes, quick.tries) == (full.number, full.nodes, full.tries)
    assert rate(quick.position) == level

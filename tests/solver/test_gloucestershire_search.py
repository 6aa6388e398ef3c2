"""Gloucestershire with the free bouquet: the guided search wins deals, and
its estimate reads the foundations' wants from the engine."""

from __future__ import annotations

import pytest

from goodmeasure.engine import apply_line, deal, is_won, parse_card
from goodmeasure.solver import HINT_BUDGET, solve
from goodmeasure.solver.gloucestershire.search import (
    COVERING_WANTED,
    IN_BED,
    OUT_OF_SEQUENCE,
    GloucestershireProblem,
)

FREE = frozenset({"free-bouquet"})


@pytest.mark.parametrize("number", [1, 4, 17])
def test_free_bouquet_deals_are_won_within_the_hint_budget(number: int) -> None:
    # With the estimate before this one (10 per card not home, 5 per card out
    # of sequence) none of these three was won within the hint budget.
    start = deal("gloucestershire", number, FREE)
    result = solve(start, HINT_BUDGET)
    assert result.verdict == "solvable"
    assert is_won(apply_line(start, result.moves))


def test_a_wanted_card_under_another_costs_more() -> None:
    # Deal 1: no foundation is started, so the engine lets every Ace go home.
    # Both copies of the Ace of spades are in beds; the nearer lies under the
    # 3 of hearts at the top of the fifth bed.
    start = deal("gloucestershire", 1, FREE)
    bed = start.columns[4]
    assert bed[-2:] == (parse_card("AS"), parse_card("3H"))
    assert parse_card("AS") not in start.bouquet
    swapped = bed[:-2] + (bed[-1], bed[-2])
    ace_on_top = start._replace(columns=start.columns[:4] + (swapped,) + start.columns[5:])
    problem = GloucestershireProblem(free_bouquet=True)
    # Neither order of the two is in sequence, so only the cover differs.
    assert problem.estimate(start) - problem.estimate(ace_on_top) == COVERING_WANTED


def test_a_card_in_a_bed_costs_more_than_one_in_the_bouquet() -> None:
    start = deal("gloucestershire", 1, FREE)
    # The first bed is 6H 6C TS: its top is out of sequence, so taking it off
    # removes that too.
    first = start.columns[0]
    assert first == tuple(parse_card(text) for text in ("6H", "6C", "TS"))
    moved = start._replace(columns=(first[:-1], *start.columns[1:]), bouquet=(*start.bouquet, first[-1]))
    problem = GloucestershireProblem(free_bouquet=True)
    assert problem.estimate(start) - problem.estimate(moved) == IN_BED + OUT_OF_SEQUENCE

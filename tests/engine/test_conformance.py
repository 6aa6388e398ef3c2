"""The engine lists exactly the moves an independent implementation lists
(tests/data/conformance)."""

from __future__ import annotations

import pytest
from reference_data import ConformanceCase, conformance_cases

from goodmeasure.engine import apply, is_won, legal_moves, read_deal, write_deal

CASES = conformance_cases()


def test_every_game_has_its_conformance_positions() -> None:
    assert len(CASES) >= 200
    assert len({case.name for case in CASES}) == len(CASES)
    names = {case.name.split("-0")[0] for case in CASES}
    assert names == {"good-measure", "bakers-dozen", "golf", "gloucestershire", "gloucestershire-fb"}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_same_legal_moves(case: ConformanceCase) -> None:
    position = read_deal(case.deal)
    assert sorted(str(m) for m in legal_moves(position)) == sorted(case.moves)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_every_listed_move_applies_and_keeps_the_cards(case: ConformanceCase) -> None:
    position = read_deal(case.deal)
    before = sorted(position.all_cards())
    for move in legal_moves(position):
        after = apply(position, move)
        assert sorted(after.all_cards()) == before
        assert read_deal(write_deal(after)) == after
        assert after != position or is_won(after)

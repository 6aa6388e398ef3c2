"""The engine lists exactly the moves an independent implementation lists."""

from __future__ import annotations

from pathlib import Path

import pytest
from shared_data import SHARED, skip_without

from goodmeasure.engine import apply, is_won, legal_moves, read_deal, write_deal

CONFORMANCE = SHARED / "conformance"
CASES = sorted(CONFORMANCE.glob("*.deal")) if CONFORMANCE.is_dir() else []


def test_conformance_folder_is_there() -> None:
    skip_without(CONFORMANCE)
    assert len(CASES) >= 200
    names = {p.name.split("-0")[0] for p in CASES}
    assert {"good-measure", "bakers-dozen", "golf", "gloucestershire", "gloucestershire-fb"} <= names


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_same_legal_moves(path: Path) -> None:
    position = read_deal(path.read_text(encoding="utf-8"))
    expected = path.with_suffix(".moves").read_text(encoding="utf-8").split()
    assert sorted(str(m) for m in legal_moves(position)) == sorted(expected)


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_every_listed_move_applies_and_keeps_the_cards(path: Path) -> None:
    position = read_deal(path.read_text(encoding="utf-8"))
    before = sorted(position.all_cards())
    for move in legal_moves(position):
        after = apply(position, move)
        assert sorted(after.all_cards()) == before
        assert read_deal(write_deal(after)) == after
        assert after != position or is_won(after)

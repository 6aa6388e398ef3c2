"""Shared fixtures: every test gets its own storage root, never the real home."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest

from goodmeasure.engine import Move, apply, deal, legal_moves
from goodmeasure.storage import SavedGame, StoragePaths, documents
from goodmeasure.storage.paths import HOME_ENV

FIXED_NOW = datetime(2025, 3, 14, 15, 9, 26)


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Even code that asks for the default paths lands in the test's folder.
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    # A fixed clock makes the names of moved-aside files predictable.
    monkeypatch.setattr(documents, "_now", lambda: FIXED_NOW)


@pytest.fixture
def paths(tmp_path: Path) -> StoragePaths:
    return StoragePaths.under(tmp_path / "root")


MakeSave = Callable[..., SavedGame]


@pytest.fixture
def make_save() -> MakeSave:
    """Build a SavedGame by playing the first legal move `count` times."""

    def build(game: str = "good-measure", number: int = 1, count: int = 4, undone: int = 0) -> SavedGame:
        start = deal(game, number)
        position = start
        moves: list[Move] = []
        for _ in range(count):
            options = legal_moves(position)
            if not options:
                break
            moves.append(options[0])
            position = apply(position, options[0])
        assert len(moves) == count, "the sample deal got stuck; pick another number"
        return SavedGame.from_history(start, moves, cursor=count - undone, elapsed=12.5, number=number)

    return build

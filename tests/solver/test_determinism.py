"""Same verdict and line on every run, whatever the string hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from goodmeasure.engine import deal, write_deal
from goodmeasure.solver import solve


def _solve_json(path: Path, seed: str) -> dict[str, object]:
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run(
        [sys.executable, "-m", "goodmeasure", "solve", str(path), "--json", "--budget", "3000"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    answer: dict[str, object] = json.loads(done.stdout)
    del answer["seconds"]
    return answer


@pytest.mark.parametrize(
    ("game", "number", "options"),
    [
        ("good-measure", 2, None),
        ("good-measure", 1, None),
        ("golf", 0, None),
        ("bakers-dozen", 4, None),
        ("gloucestershire", 3, None),
        # The free bouquet's daily deal of 2026-12-01.
        ("gloucestershire", 20261201010, frozenset({"free-bouquet"})),
    ],
)
def test_same_answer_across_hash_seeds(
    tmp_path: Path, game: str, number: int, options: frozenset[str] | None
) -> None:
    path = tmp_path / "deal.deal"
    path.write_text(write_deal(deal(game, number, options)), encoding="utf-8")
    first = _solve_json(path, "0")
    # An answer worth comparing: a winning line, or a search that proved a loss
    # (an "unknown" after the whole budget would compare little but a count).
    assert first["moves"] or first["verdict"] == "unsolvable", first
    assert first == _solve_json(path, "12345")


def test_same_answer_twice_in_process() -> None:
    start = deal("bakers-dozen", 1)
    assert solve(start, budget=4_000) == solve(start, budget=4_000)

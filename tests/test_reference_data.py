"""The reference data is in the repository (tests/data), whole, and every
test and benchmark reads it from there: nothing looks for it elsewhere."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from reference_data import CONFORMANCE, DATA, DEAL_FOLDERS, DEALS, conformance_cases, reference_deals

from goodmeasure.engine import read_deal

ROOT = Path(__file__).resolve().parents[1]
#: The game and options each folder of reference deals is dealt under.
FOLDER_GAMES = {
    "good-measure": ("good-measure", set()),
    "bakers-dozen": ("bakers-dozen", set()),
    "golf": ("golf", {"wrap", "on-king"}),
    "golf-onking": ("golf", {"on-king"}),
    "golf-strict": ("golf", set()),
    "gloucestershire": ("gloucestershire", set()),
}


@pytest.mark.parametrize("folder", DEAL_FOLDERS)
def test_each_set_of_reference_deals_is_whole(folder: str) -> None:
    deals = reference_deals(folder)
    assert [row.index for row in deals] == list(range(500))
    assert {row.verdict for row in deals} <= {"solved", "unsolvable", "undecided"}
    # A winning line has a length; no other verdict has one.
    assert all((row.moves is not None) == (row.verdict == "solved") for row in deals)
    game, options = FOLDER_GAMES[folder]
    for row in deals:
        position = read_deal(row.deal)
        assert position.game.name == game and set(position.game.options) == options, row.index


def test_the_data_has_a_readme_per_folder_and_stays_small() -> None:
    assert (CONFORMANCE / "README.md").is_file() and (DEALS / "README.md").is_file()
    assert {p.stem for p in DEALS.glob("*.jsonl")} == set(DEAL_FOLDERS)
    size = sum(p.stat().st_size for p in DATA.rglob("*") if p.is_file())
    assert size < 3 * 2**20, size
    assert len(conformance_cases()) == 202


def test_a_reference_deal_comes_out_as_a_deal_file() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "reference_data.py"), "good-measure", "441"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == reference_deals("good-measure")[441].deal
    assert read_deal(done.stdout).game.name == "good-measure"


def test_nothing_looks_for_the_data_outside_the_repository() -> None:
    # The data used to sit in a folder beside the checkout, named by an environment variable.
    outside = re.compile(r"GOODMEASURE_SHARED|\.\./shared|parents\[2\] / \"shared\"|folder named `shared`")
    files = [
        *ROOT.glob("*.md"),
        *ROOT.glob("tests/**/*.py"),
        *ROOT.glob("benchmarks/*"),
        *ROOT.glob("tools/*"),
    ]
    files = [*files, *ROOT.glob("packaging/*.xml")]
    found = [
        str(p.relative_to(ROOT))
        for p in files
        if p.is_file() and p != Path(__file__).resolve() and outside.search(p.read_text("utf-8"))
    ]
    assert not found, found

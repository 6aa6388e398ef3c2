"""Numbered deals are the same everywhere; the daily deal's date mapping."""

from __future__ import annotations

import datetime as dt
import hashlib
import subprocess
import sys

import pytest

from goodmeasure.engine import daily_start_number, deal, parse_date, shuffled_deck, write_deal
from goodmeasure.engine.deals import SplitMix64

# sha256 of the .deal text of deals 1, 2 and 3 of each game (first 16 hex digits).
PINNED = {
    ("good-measure", 1): "51befb9f958d514f",
    ("good-measure", 2): "b9fed490ed7d7a78",
    ("good-measure", 3): "5a486558d2901d11",
    ("bakers-dozen", 1): "9f171b83b1e1c1ba",
    ("bakers-dozen", 2): "728b4ca7e4759d4d",
    ("bakers-dozen", 3): "49415868bedeec87",
    ("golf", 1): "b45660d048d38e7c",
    ("golf", 2): "c46437ae23a10f6d",
    ("golf", 3): "bcd895d33fb1c561",
    ("gloucestershire", 1): "e85d46dd20330b3d",
    ("gloucestershire", 2): "c4065fa797397429",
    ("gloucestershire", 3): "ff6a36ecf0ef2150",
}

GOOD_MEASURE_1 = """\
game: good-measure
foundation: AD
foundation: AS
foundation:
foundation:
"""


@pytest.mark.parametrize(("game", "number"), sorted(PINNED))
def test_pinned_deals(game: str, number: int) -> None:
    text = write_deal(deal(game, number))
    assert hashlib.sha256(text.encode()).hexdigest()[:16] == PINNED[(game, number)]


def test_good_measure_deal_one_spelled_out() -> None:
    text = write_deal(deal("good-measure", 1))
    assert text.startswith(GOOD_MEASURE_1)
    assert text.splitlines()[5] == "column: KC 7D 5D 7C 3S"


def test_splitmix64_reference_values() -> None:
    # First outputs for seed 0 as published with the algorithm.
    rng = SplitMix64(0)
    assert [rng.next_word() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_same_deal_in_a_fresh_interpreter_with_another_hash_seed() -> None:
    code = "from goodmeasure.engine import deal, write_deal; print(write_deal(deal('golf', 42)))"
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("0", "4242")
    }
    assert outputs == {write_deal(deal("golf", 42)) + "\n"}


def test_shuffle_is_a_permutation_and_numbers_differ() -> None:
    assert sorted(shuffled_deck(5)) == list(range(52))
    assert sorted(shuffled_deck(5, decks=2)) == sorted(list(range(52)) * 2)
    assert shuffled_deck(5) != shuffled_deck(6)


@pytest.mark.parametrize("bad", [-1, 2**64])
def test_deal_numbers_out_of_range_are_refused(bad: int) -> None:
    with pytest.raises(ValueError, match="deal number"):
        deal("good-measure", bad)


def test_daily_start_number() -> None:
    assert daily_start_number(dt.date(2026, 12, 1)) == 20261201000
    assert daily_start_number(dt.date(2027, 1, 1)) == 20270101000
    assert parse_date("2026-12-01") == dt.date(2026, 12, 1)
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_date("1 Dec 2026")


@pytest.mark.parametrize("other_spelling", ["20261201", "2026-W49-2", "2026-12-1", "+2026-12-01"])
def test_a_daily_date_is_written_yyyy_mm_dd_only(other_spelling: str) -> None:
    # Python 3.11's fromisoformat reads the first two as 2026-12-01; RULES.md
    # and --daily say YYYY-MM-DD, and one date should have one spelling.
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_date(other_spelling)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("2024-02-29", dt.date(2024, 2, 29)),
        ("0001-01-01", dt.date(1, 1, 1)),
        ("9999-12-31", dt.date(9999, 12, 31)),
    ],
)
def test_odd_daily_dates_are_read(text: str, date: dt.date) -> None:
    assert parse_date(text) == date


def test_a_day_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_date("2023-02-29")

"""Shared helpers for the solver tests."""

from __future__ import annotations

from shared_data import SHARED, skip_without

from goodmeasure.engine import Position, read_deal

DEALS = SHARED / "deals"


def reference(folder: str) -> dict[int, str]:
    """The reference verdicts of one folder of shared deals (index -> verdict)."""
    path = DEALS / folder / "verdicts.tsv"
    skip_without(path)
    rows = [line.split("\t") for line in path.read_text().splitlines()[1:] if line.strip()]
    return {int(row[0]): row[1] for row in rows}


def reference_deal(folder: str, index: int) -> Position:
    return read_deal((DEALS / folder / f"{index:04d}.deal").read_text(encoding="utf-8"))

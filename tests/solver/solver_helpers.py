"""Shared helpers for the solver tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from goodmeasure.engine import Position, read_deal

DEALS = Path(__file__).resolve().parents[3] / "shared" / "deals"


def reference(folder: str) -> dict[int, str]:
    """The reference verdicts of one folder of shared deals (index -> verdict)."""
    path = DEALS / folder / "verdicts.tsv"
    if not path.exists():
        pytest.skip(f"reference deals not found at {DEALS} (/work/shared is absent)")
    rows = [line.split("\t") for line in path.read_text().splitlines()[1:] if line.strip()]
    return {int(row[0]): row[1] for row in rows}


def reference_deal(folder: str, index: int) -> Position:
    return read_deal((DEALS / folder / f"{index:04d}.deal").read_text(encoding="utf-8"))

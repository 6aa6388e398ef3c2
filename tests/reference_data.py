"""The project's reference data, kept in tests/data (see the README in each
folder): the conformance positions, and the reference deals with the verdict
of an established solver. One JSON object a line, one file per game or
option set. The benchmarks read the deals through this module too.

    python tests/reference_data.py FOLDER INDEX   print one reference deal as .deal text

e.g. ``python tests/reference_data.py good-measure 441 | goodmeasure solve -``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, NamedTuple

DATA = Path(__file__).resolve().parent / "data"
CONFORMANCE = DATA / "conformance"
DEALS = DATA / "deals"
#: The folders of reference deals: a game, or a game under an option set.
DEAL_FOLDERS = ("good-measure", "bakers-dozen", "golf", "golf-onking", "golf-strict", "gloucestershire")


class ConformanceCase(NamedTuple):
    name: str  # e.g. golf-0001-03: the group, the position's number, its step
    deal: str  # .deal text
    moves: list[str]  # the legal moves, sorted as plain strings


class ReferenceDeal(NamedTuple):
    index: int
    verdict: str  # "solved", "unsolvable" or "undecided"
    seconds: float  # the reference solver's own time
    moves: int | None  # the length of its winning line
    deal: str  # .deal text


def _rows(path: Path) -> list[Any]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def conformance_cases() -> list[ConformanceCase]:
    """Every conformance position, sorted by name."""
    cases = [ConformanceCase(**row) for path in CONFORMANCE.glob("*.jsonl") for row in _rows(path)]
    return sorted(cases, key=lambda case: case.name)


def reference_deals(folder: str, root: Path = DEALS) -> list[ReferenceDeal]:
    """The reference deals of one folder (``good-measure``, ``golf-strict``...),
    in index order; ``root`` is the folder that holds ``<folder>.jsonl``."""
    return [ReferenceDeal(**row) for row in _rows(root / f"{folder}.jsonl")]


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in DEAL_FOLDERS or not argv[1].isdigit():
        sys.stderr.write(f"usage: python tests/reference_data.py {{{','.join(DEAL_FOLDERS)}}} INDEX\n")
        return 2
    deals = {row.index: row.deal for row in reference_deals(argv[0])}
    index = int(argv[1])
    if index not in deals:
        sys.stderr.write(f"{argv[0]} has reference deals {min(deals)} to {max(deals)}, not {index}\n")
        return 2
    sys.stdout.write(deals[index])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

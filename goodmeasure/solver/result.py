"""What a search answers, and the node budgets it runs under."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from ..engine import Move

Verdict = Literal["solvable", "unsolvable", "unknown"]

SOLVABLE: Verdict = "solvable"
UNSOLVABLE: Verdict = "unsolvable"
UNKNOWN: Verdict = "unknown"

#: Nodes for ``goodmeasure solve`` and the deal pickers. Budgets count
#: positions expanded, never seconds, so every machine gets the same verdict.
DEFAULT_BUDGET = 60_000
#: Nodes for a hint: about a second of pure Python at worst.
HINT_BUDGET = 40_000
#: How many nodes pass between two calls of ``cancelled``.
POLL_INTERVAL = 256

Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class SolveResult:
    """A verdict, the winning line when solvable, and the nodes it took."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0

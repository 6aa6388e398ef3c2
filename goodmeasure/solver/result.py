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
DEFAULT_BUDGET = 20_000
#: Nodes for a hint: about a second of pure Python at worst.
HINT_BUDGET = 5_000

#: A budget is counted in Good Measure nodes; a Golf or Gloucestershire
#: node costs a fraction of one, so those searches may expand this many
#: times more positions for the same budget (still a fixed count).
NODE_SCALE = {"golf": 40, "gloucestershire": 2}
#: How many nodes pass between two calls of ``cancelled``.
POLL_INTERVAL = 256

Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class SolveResult:
    """A verdict, the winning line when solvable, and the nodes it took."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0

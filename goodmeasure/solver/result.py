"""What a search answers, and the node budgets it runs under."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from ..engine import Move

Verdict = Literal["solvable", "unsolvable", "unknown"]

SOLVABLE: Verdict = "solvable"
UNSOLVABLE: Verdict = "unsolvable"
UNKNOWN: Verdict = "unknown"

#: Nodes for ``goodmeasure solve``. Budgets count positions expanded, never
#: seconds, so every machine gets the same verdict.
DEFAULT_BUDGET = 20_000
#: Nodes for a hint and the live winnability status: at most about a second
#: of pure Python on a Good Measure deal (python benchmarks/solver_bench.py).
HINT_BUDGET = 10_000

#: Per game, how many nodes one unit of budget buys. Golf and
#: Gloucestershire nodes cost a small fraction of a Good Measure node, so
#: those searches expand that many times more in about the same time.
#: Baker's Dozen gets half as many again: its deals need more nodes to be
#: decided (of the 500 reference deals, 98.4% at 10,000 nodes, 99.6% at
#: 15,000) and 15,000 still end within about a second. Still a fixed count.
NODE_SCALE: dict[str, Fraction] = {
    "bakers-dozen": Fraction(3, 2),
    "golf": Fraction(21),
    "gloucestershire": Fraction(1),
}
#: How many nodes pass between two calls of ``cancelled``.
POLL_INTERVAL = 256

Cancelled = Callable[[], bool]


@dataclass(frozen=True)
class SolveResult:
    """A verdict, the winning line when solvable, and the nodes it took."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0

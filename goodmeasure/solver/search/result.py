"""What a search answers, and the node budgets it runs under."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from ...engine import Move

Verdict = Literal["solvable", "unsolvable", "unknown"]

SOLVABLE: Verdict = "solvable"
UNSOLVABLE: Verdict = "unsolvable"
UNKNOWN: Verdict = "unknown"

#: Nodes for a hint and the live winnability status with the pure-Python
#: core, and in every game outside the Good Measure family (their searches
#: are pure Python whichever core is built): about a second of pure
#: Python on a Good Measure or Baker's Dozen deal (python
#: benchmarks/solver_bench.py: on the 500 reference deals of each, 99% took
#: at most about 0.75 s on the 2-core machine of an earlier stop, at most
#: 1.70 s (Good Measure) and 1.40 s (Baker's Dozen) on the slower one of
#: 2026-12-01, and, with the cheaper key of 2026-12-03, 0.82 s and 0.64 s
#: that day).
HINT_BUDGET = 20_000
#: Nodes for a hint where the compiled core runs (:mod:`..core`,
#: ``hint_budget``: Good Measure, Baker's Dozen, Gloucestershire under the
#: seed rule): 25 times the pure-Python budget in about the same time. On
#: the 500 reference deals of each game (2026-12-06, the 2-core machine):
#: Good Measure decides 496 (99.2%) with a p99 of 0.56 s and at most
#: 0.75 s, Baker's Dozen 499 with a p99 of 0.03 s, Gloucestershire 498
#: (99.6%) with a p99 of 0.25 s and at most 1.7 s on the two it leaves
#: open. A million nodes decide one Good Measure deal more, but take up to
#: 1.4 s (1.9 s on a fresh deal) on the deals they leave open.
COMPILED_HINT_BUDGET = 500_000
#: Nodes for ``goodmeasure solve`` without --budget: the hint's, so that the
#: command says what the app's hint would (and the README gives one figure).
#: Budgets count positions expanded, never seconds, so every machine gets
#: the same verdict.
DEFAULT_BUDGET = HINT_BUDGET

#: Per game, how many nodes one unit of budget buys: a Golf node costs a
#: small fraction of a Baker's Dozen one, so that search expands that many
#: times more in about the same time; a free-bouquet Gloucestershire node
#: costs more. Still a fixed count.
NODE_SCALE: dict[str, Fraction] = {
    "golf": Fraction(21, 2),
    "gloucestershire": Fraction(2, 3),
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

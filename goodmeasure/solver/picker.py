"""Deals the solver proves winnable: "winnable deals only" and the daily deal.

Both walk deal numbers upwards from a start and keep the first that
:func:`solve` proves winnable within :func:`pick_budget` nodes (a smaller
budget than the default one: a pick must be quick, and there are plenty of
numbers), so a daily deal is the same on every machine.
"""

from __future__ import annotations

import datetime as _dt
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Game, Move, Position, daily_start_number, deal
from ..engine.deals import MAX_DEAL_NUMBER
from .search.dispatch import solve
from .search.result import SOLVABLE

#: Nodes per tried number: a failed try costs at most ~0.3 s, so a pick
#: stays within a second or two.
PICK_BUDGET = 3_000
#: Free-bouquet Gloucestershire tries each number with less: a failed try
#: there costs ~0.6 s at the usual budget, and most of its wins come early.
#: Measured on 40 picks (random starts 0 to 19,000, the 20 days from
#: 2026-12-01): 3,000 nodes took 2.8 tries, 1.17 s a pick on average and
#: 5.1 s at most; 1,500 3.8 tries, 0.83 s and 2.9 s (1,000 and 600: 0.89
#: and 0.94 s). On 80 more (starts 20,000 to 59,000, the next 40 days):
#: 3,000 1.51 s and 14.0 s at most, 1,500 1.26 s and 6.8 s. Since the
#: search runs on a compact state and orders by the novelty of its bed
#: tops, 1,500 takes 0.48 s a pick on average and 1.54 s at most over 20
#: random starts, 0.36 s and 1.58 s over 20 days
#: (``python benchmarks/picker_bench.py --games gloucestershire-free
#: --picks 20``, 2026-12-03).
FREE_BOUQUET_PICK_BUDGET = 1_500
#: Random starts stay below this, so a picked number is easy to share.
FRIENDLY_NUMBERS = 1_000_000
#: Numbers tried before giving up.
MAX_TRIES = 40


@dataclass(frozen=True)
class Pick:
    number: int
    position: Position
    moves: list[Move]
    tries: int
    #: Nodes the search took to win it (what :mod:`.rating` rates).
    nodes: int = 0


#: Which of the winnable deals a walk keeps: given the deal and the nodes
#: its win took (``None``: any winnable deal).
Keep = Callable[[Position, int], bool]


def pick_budget(game: Game) -> int:
    """Nodes per tried number of ``game`` (with its options in force)."""
    return FREE_BOUQUET_PICK_BUDGET if game.free_bouquet else PICK_BUDGET


def _first_winnable(
    game: str,
    options: frozenset[str] | None,
    start: int,
    keep: Keep | None = None,
    max_tries: int = MAX_TRIES,
    budget: int | None = None,
) -> Pick | None:
    for tries in range(1, max_tries + 1):
        number = (start + tries - 1) % (MAX_DEAL_NUMBER + 1)
        position = deal(game, number, options)
        result = solve(position, pick_budget(position.game) if budget is None else budget)
        if result.verdict == SOLVABLE and (keep is None or keep(position, result.nodes)):
            return Pick(number, position, result.moves, tries, result.nodes)
    return None


def random_start() -> int:
    """Where a walk for "any winnable deal" starts: a number a player can
    type back in (Game > Deal number...)."""
    return random.SystemRandom().randrange(1, FRIENDLY_NUMBERS)


def winnable_deal(
    game: str,
    options: frozenset[str] | None = None,
    start: int | None = None,
    keep: Keep | None = None,
    max_tries: int = MAX_TRIES,
    budget: int | None = None,
) -> Pick | None:
    """A proven-winnable deal from a random start (or ``start``), or None;
    with ``keep``, the first winnable one it accepts, within ``max_tries``;
    with ``budget``, each try gets that many nodes instead of :func:`pick_budget`'s."""
    if start is None:
        start = random_start()
    return _first_winnable(game, options, start, keep, max_tries, budget)


def daily_deal(game: str, date: _dt.date, options: frozenset[str] | None = None) -> Pick | None:
    """The daily deal of ``date``: the same on every machine, or None."""
    return _first_winnable(game, options, daily_start_number(date))

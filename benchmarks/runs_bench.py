"""How fast the compiled runs game (solver/bakers_family/_runs.pyx) is
beside the Python one (runs_game.py), on reference deals it proves lost.

For each deal (the start after the safe moves home, as the search takes it)
the same question is asked three ways: the Python runs game over the Python
coarse game; the compiled runs game over the Python coarse game; and both
compiled (``_runs.Runs`` over ``_core.CoarseGame``). Each is a fresh game, as
the search's runs look is; the coarse cost is the search's (3/5). It prints
the answer, the positions looked at (the runs game's and the coarse game's:
the same in every row, or the script stops), the seconds (best of
``--repeat``), the runs positions per second and the speed against the
Python row.

    cythonize -i -3 goodmeasure/solver/bakers_family/_core.pyx goodmeasure/solver/bakers_family/_runs.pyx
    PYTHONPATH=. nice python benchmarks/runs_bench.py [--deals 138 283 488] [--budget 3000000] [--repeat 1]

Reference deals 138, 283 and 488 are those the runs game proves lost that
no search decides at 400,000 nodes (search.RUNS_LOOK).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from machine import positive, yardstick_line
from reference import reference_deals

from goodmeasure.engine import read_deal
from goodmeasure.solver.bakers_family.coarse_game import Parking
from goodmeasure.solver.bakers_family.dead_ends import suit_heights
from goodmeasure.solver.bakers_family.runs_game import Runs
from goodmeasure.solver.bakers_family.search import COARSE_PER_NODE, RUNS_PER_NODE, play_safe

COST = Fraction(RUNS_PER_NODE, COARSE_PER_NODE)


def _ways() -> list[tuple[str, Callable[..., Any], Callable[..., Any]]]:
    """Each way to ask: its name, the runs game and the coarse game."""
    try:
        from goodmeasure.solver.bakers_family import _core, _runs
    except ImportError:
        sys.exit("the compiled core is not built: run the cythonize line in this script's docstring")
    return [
        ("python", Runs, Parking),
        ("runs compiled", _runs.Runs, Parking),
        ("both compiled", _runs.Runs, _core.CoarseGame),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, nargs="+", default=[138, 283, 488], help="Good Measure indices")
    parser.add_argument("--budget", type=positive, default=3_000_000, help="the question's budget")
    parser.add_argument("--repeat", type=positive, default=1, help="best of this many runs")
    args = parser.parse_args()
    deals = {row.index: row.deal for row in reference_deals("good-measure")}
    print(yardstick_line())
    print(f"budget {args.budget:,}, coarse cost {COST}, best of {args.repeat}")
    print(
        f"{'deal':>5} {'way':<14} {'answer':<6} {'runs pos':>9} {'coarse pos':>10} {'s':>8} "
        f"{'runs pos/s':>11} {'speed':>7}"
    )
    ways = _ways()
    for number in args.deals:
        _, start = play_safe(read_deal(deals[number]))
        heights = tuple(suit_heights(start.foundations))
        first: tuple[object, int, int] | None = None
        python_seconds = 0.0
        for name, runs_game, coarse_game in ways:
            best = float("inf")
            for _ in range(args.repeat):
                runs = runs_game(coarse_game(start.columns), COST)
                code = runs.position(start.columns, heights)
                started = time.perf_counter()
                answer = runs.is_lost(code, args.budget)
                best = min(best, time.perf_counter() - started)
            counts = (answer, runs.nodes, runs.parking.nodes)
            if first is None:
                first, python_seconds = counts, best
            elif counts != first:
                sys.exit(f"deal {number}: {name} gives {counts}, python {first}")
            speed = python_seconds / best if best else float("inf")
            print(
                f"{number:>5} {name:<14} {answer!s:<6} {runs.nodes:>9,} {runs.parking.nodes:>10,} "
                f"{best:>8.3f} {runs.nodes / best:>11,.0f} {speed:>6.1f}x"
            )


if __name__ == "__main__":
    main()

"""Deal picker benchmark: tries and seconds per pick (a script, not a test).

    python benchmarks/picker_bench.py [--picks N] [--games ...]

Starts from N fixed numbers (0, 1000, 2000, ...) so that runs compare, and
also times the daily deal of N consecutive dates from 2026-12-01.
"""

from __future__ import annotations

import argparse
import datetime
import shlex
import statistics
import sys
import time

from machine import positive, yardstick_line
from variants import VARIANTS

from goodmeasure.engine import apply_line, is_won
from goodmeasure.solver.picker import (
    FREE_BOUQUET_PICK_BUDGET,
    MAX_TRIES,
    PICK_BUDGET,
    Pick,
    daily_deal,
    winnable_deal,
)

GAMES = VARIANTS


def _summary(name: str, kind: str, picks: list[tuple[Pick | None, float]]) -> str:
    found = [p for p, _ in picks if p is not None]
    for pick in found:
        assert is_won(apply_line(pick.position, pick.moves)), pick.number
    tries = statistics.mean(p.tries for p in found) if found else float("nan")
    seconds = [s for _, s in picks]
    return (
        f"{name:16} {kind:8} {len(found):3}/{len(picks):<3} {tries:8.2f} "
        f"{statistics.mean(seconds):8.2f} {max(seconds):8.2f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--picks", type=positive, default=10)
    args = parser.parse_args()
    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    print(
        f"budget {PICK_BUDGET} nodes a try ({FREE_BOUQUET_PICK_BUDGET} with the free bouquet), "
        f"at most {MAX_TRIES} tries"
    )
    print(yardstick_line())
    print(f"{'game':16} {'kind':8} {'found':>7} {'tries':>8} {'mean s':>8} {'max s':>8}")
    for name in args.games:
        game, options = GAMES[name]
        for kind in ("winnable", "daily"):
            picks: list[tuple[Pick | None, float]] = []
            for i in range(args.picks):
                started = time.perf_counter()
                if kind == "winnable":
                    pick = winnable_deal(game, options, start=i * 1000)
                else:
                    day = datetime.date(2026, 12, 1) + datetime.timedelta(days=i)
                    pick = daily_deal(game, day, options)
                picks.append((pick, time.perf_counter() - started))
            print(_summary(name, kind, picks), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

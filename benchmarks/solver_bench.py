"""Solver benchmark over the reference deals (a script, not a test).

    python benchmarks/solver_bench.py [--games good-measure golf ...] [--limit N]
                                      [--budget NODES] [--deals FOLDER]
                                      [--free-bouquet N] [--fresh N]

The reference deals are tests/data/deals (``--deals`` reads another folder
of the same files). Per game: decided share, contradictions with the reference verdicts (must be
0), median / p90 / p99 / max seconds, nodes per second and peak memory.
Every "solvable" line is replayed through the engine here. With
``--free-bouquet N`` it also runs Gloucestershire with the free bouquet on
deal numbers 1..N, which have no reference verdicts (so "ref+" is 0 there).
"ref+" counts the deals known to be winnable: the reference solver's wins
and, for Good Measure, the lines of ``good_measure_wins.txt`` beside this
script (21 of them left undecided by the reference); a deal known to be winnable
that the solver calls unsolvable is a contradiction. With ``--fresh N`` each
game also runs on N deal numbers from 1000 on, dealt by the app's own
generator (no references there): which deals a search wins hangs on the
order it takes ties in, so a change that moves the reference count by a few
deals should move this one the same way before it counts as a gain.
"""

from __future__ import annotations

import argparse
import resource
import shlex
import statistics
import sys
import time
from pathlib import Path

from machine import count, positive, yardstick_line
from reference import DEAL_FOLDERS, DEALS, missing_deals, reference_deals
from variants import VARIANTS

from goodmeasure.engine import Position, apply_line, deal, is_won, read_deal
from goodmeasure.solver import HINT_BUDGET, solve
from goodmeasure.solver.gloucestershire.search import SEED_NODES
from goodmeasure.solver.search.result import NODE_SCALE

#: The first deal number of ``--fresh``.
FRESH = 1000
CONTRADICTS = {("solvable", "unsolvable"), ("unsolvable", "solved")}
#: Winning lines for Good Measure reference deals (tests/solver/test_known_wins.py
#: replays them through the engine).
KNOWN_WINS = {"good-measure": Path(__file__).resolve().parent / "good_measure_wins.txt"}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _known_wins(game: str) -> set[int]:
    if game not in KNOWN_WINS:
        return set()
    lines = KNOWN_WINS[game].read_text(encoding="utf-8").splitlines()
    return {int(line.split()[0]) for line in lines if line and line[0] != "#"}


def bench_folder(root: Path, game: str, limit: int | None, budget: int) -> str:
    wins = _known_wins(game)
    deals = [
        (f"{row.index:04d}", read_deal(row.deal), "solved" if row.index in wins else row.verdict)
        for row in reference_deals(game, root)[:limit]
    ]
    return bench_deals(game, deals, budget)


def bench_deals(name: str, deals: list[tuple[str, Position, str]], budget: int) -> str:
    """One row for ``deals``: (name, start, reference verdict or "")."""
    seconds: list[float] = []
    nodes = 0
    counts = {"solvable": 0, "unsolvable": 0, "unknown": 0}
    contradictions: list[str] = []
    for label, position, reference in deals:
        started = time.perf_counter()
        result = solve(position, budget)
        seconds.append(time.perf_counter() - started)
        nodes += result.nodes
        counts[result.verdict] += 1
        if result.verdict == "solvable" and not is_won(apply_line(position, result.moves)):
            contradictions.append(f"{label}: line does not replay to a win")
        if (result.verdict, reference) in CONTRADICTS:
            contradictions.append(f"{label}: {result.verdict}, reference {reference}")
    total = sum(seconds)
    decided = counts["solvable"] + counts["unsolvable"]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    ref_won = sum(1 for _, _, reference in deals if reference == "solved")
    row = (
        f"{name:16} {len(deals):4} {100 * decided / len(deals):7.1f}% "
        f"{counts['solvable']:5} {counts['unsolvable']:5} {counts['unknown']:5} {ref_won:5} "
        f"{len(contradictions):4} {statistics.median(seconds):8.4f} "
        f"{_percentile(seconds, 0.9):8.4f} {_percentile(seconds, 0.99):8.4f} {max(seconds):8.4f} "
        f"{nodes / total if total else 0:9.0f} {peak_mb:8.0f}"
    )
    return "\n".join([row, *("    CONTRADICTION " + c for c in contradictions)])


HEADER = (
    f"{'game':16} {'n':>4} {'decided':>8} {'won':>5} {'lost':>5} {'unkn':>5} {'ref+':>5} "
    f"{'contr':>4} {'median':>8} {'p90':>8} {'p99':>8} {'max':>8} {'nodes/s':>9} {'peakMB':>8}"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(DEAL_FOLDERS), choices=DEAL_FOLDERS)
    parser.add_argument("--limit", type=positive, default=None, help="deals per game (default all)")
    parser.add_argument("--budget", type=positive, default=HINT_BUDGET, help="nodes per deal")
    parser.add_argument(
        "--deals", type=Path, default=DEALS, metavar="FOLDER", help="a folder of <game>.jsonl reference deals"
    )
    parser.add_argument(
        "--free-bouquet", type=count, default=0, metavar="N", help="free-bouquet Gloucestershire, deals 1..N"
    )
    parser.add_argument(
        "--fresh", type=count, default=0, metavar="N", help=f"also deals {FRESH}..{FRESH - 1}+N of each game"
    )
    args = parser.parse_args()
    refused = missing_deals(args.deals, args.games)
    if refused:
        sys.stderr.write(f"{parser.prog}: {refused}\n")
        return 2
    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    scales = ", ".join(f"{game} x{scale}" for game, scale in NODE_SCALE.items())
    scales += f", its seed rule x{SEED_NODES} more"
    print(f"budget {args.budget} nodes ({scales}); peakMB is the process's maximum resident size so far")
    print(yardstick_line())
    print(HEADER)
    for game in args.games:
        print(bench_folder(args.deals, game, args.limit, args.budget), flush=True)
        if args.fresh:
            name, options = VARIANTS[game]
            fresh = [(f"deal {n}", deal(name, n, options), "") for n in range(FRESH, FRESH + args.fresh)]
            print(bench_deals(f"  deals {FRESH}+", fresh, args.budget), flush=True)
    if args.free_bouquet:
        free = frozenset({"free-bouquet"})
        deals = [
            (f"deal {number}", deal("gloucestershire", number, free), "")
            for number in range(1, args.free_bouquet + 1)
        ]
        print(bench_deals("glouc-free", deals, args.budget), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

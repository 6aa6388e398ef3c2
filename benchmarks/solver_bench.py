"""Solver benchmark over the reference deals (a script, not a test).

    python benchmarks/solver_bench.py [--games good-measure golf ...] [--limit N]
                                      [--budget NODES] [--deals FOLDER]
                                      [--free-bouquet N] [--fresh N]
                                      [--cores python compiled]

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

A game whose search has a compiled core (Good Measure, Baker's Dozen,
Gloucestershire under the seed rule) runs on each core of ``--cores`` (by default every
core this checkout has built: ``python``, ``compiled``; see cores.py), side
by side on the same deals, interleaved (deal 1 on the first core, deal 1 on
the next, then deal 2...), one row per core ("[py]", "[co]"), at the same
budget. The cores must expand the same positions: a verdict on which they
disagree is a contradiction, and a node count or line they differ on is
printed as DIFFERS. Each row's searches run in a worker process of its own,
one search at a time, so that its peak memory is that process's peak
resident size (VmHWM, which sees the compiled core's mallocs as well;
baseMB is the worker before its first search) and the seconds are the
search's alone, timed in the worker. The other games have one search: one row.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
from pathlib import Path
from typing import Any

from cores import CORES, Worker, available_cores, has_two_cores, refusal
from machine import count, positive, yardstick_line
from reference import DEAL_FOLDERS, DEALS, missing_deals, reference_deals
from variants import VARIANTS

from goodmeasure.engine import Position, deal, read_deal, write_deal
from goodmeasure.solver import HINT_BUDGET
from goodmeasure.solver.gloucestershire.search import SEED_NODES
from goodmeasure.solver.search.result import NODE_SCALE

#: The first deal number of ``--fresh``.
FRESH = 1000
CONTRADICTS = {("solvable", "unsolvable"), ("unsolvable", "solved")}
#: Winning lines for Good Measure reference deals (tests/solver/test_known_wins.py
#: replays them through the engine).
KNOWN_WINS = {"good-measure": Path(__file__).resolve().parent / "good_measure_wins.txt"}
#: A core's mark on its row.
MARK = {"python": "py", "compiled": "co"}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _known_wins(game: str) -> set[int]:
    if game not in KNOWN_WINS:
        return set()
    lines = KNOWN_WINS[game].read_text(encoding="utf-8").splitlines()
    return {int(line.split()[0]) for line in lines if line and line[0] != "#"}


def bench_folder(root: Path, game: str, limit: int | None, budget: int, cores: list[str]) -> str:
    wins = _known_wins(game)
    deals = [
        (f"{row.index:04d}", read_deal(row.deal), "solved" if row.index in wins else row.verdict)
        for row in reference_deals(game, root)[:limit]
    ]
    return bench_deals(game, deals, budget, cores)


def bench_deals(name: str, deals: list[tuple[str, Position, str]], budget: int, cores: list[str]) -> str:
    """One row per core for ``deals`` ((name, start, reference verdict or
    ""), interleaved), one row where the game has one search; then the
    cores' speed side by side and every contradiction."""
    family = bool(deals) and has_two_cores(deals[0][1].game)
    if not family:
        cores = cores[:1]
    workers = {core: Worker(core) for core in cores}
    answers: dict[str, list[dict[str, Any]]] = {core: [] for core in cores}
    contradictions: list[str] = []
    differs: list[str] = []
    try:
        for label, position, reference in deals:
            text = write_deal(position)
            for core in cores:
                answer = workers[core].solve(text, budget)
                answers[core].append(answer)
                who = f"{core}: " if len(cores) > 1 else ""
                if not answer["replays"]:
                    contradictions.append(f"{label}: {who}line does not replay to a win")
                if (answer["verdict"], reference) in CONTRADICTS:
                    contradictions.append(f"{label}: {who}{answer['verdict']}, reference {reference}")
            contradictions += _disagreements(label, {core: answers[core][-1] for core in cores}, differs)
        peaks = {core: (worker.peak_mb(), worker.start_mb) for core, worker in workers.items()}
    finally:
        for worker in workers.values():
            worker.close()
    ref_won = sum(1 for _, _, reference in deals if reference == "solved")
    rows = []
    for core in cores:
        label = f"{name} [{MARK[core]}]" if family and len(cores) > 1 else name
        rows.append(_row(label, answers[core], ref_won, len(contradictions), peaks[core]))
    if len(cores) > 1:
        rows.append(_speeds(name, answers))
    return "\n".join(
        [*rows, *("    CONTRADICTION " + c for c in contradictions), *("    DIFFERS " + d for d in differs)]
    )


def _disagreements(label: str, answers: dict[str, dict[str, Any]], differs: list[str]) -> list[str]:
    """The cores' verdicts on one deal that disagree (contradictions); node
    counts and lines that differ go on ``differs``."""
    if len(answers) < 2:
        return []
    said = ", ".join(f"{core} {answer['verdict']}" for core, answer in answers.items())
    if len({answer["verdict"] for answer in answers.values()}) > 1:
        return [f"{label}: the cores disagree: {said}"]
    if len({answer["nodes"] for answer in answers.values()}) > 1:
        nodes = ", ".join(f"{core} {answer['nodes']}" for core, answer in answers.items())
        differs.append(f"{label}: nodes {nodes}")
    elif len({answer["line"] for answer in answers.values()}) > 1:
        differs.append(f"{label}: the same verdict and nodes, another winning line")
    return []


def _row(
    label: str, answers: list[dict[str, Any]], ref_won: int, contr: int, peak: tuple[float, float]
) -> str:
    seconds = [answer["seconds"] for answer in answers]
    counts = {"solvable": 0, "unsolvable": 0, "unknown": 0}
    for answer in answers:
        counts[answer["verdict"]] += 1
    total = sum(seconds)
    nodes = sum(answer["nodes"] for answer in answers)
    decided = counts["solvable"] + counts["unsolvable"]
    return (
        f"{label:16} {len(answers):4} {100 * decided / len(answers):7.1f}% "
        f"{counts['solvable']:5} {counts['unsolvable']:5} {counts['unknown']:5} {ref_won:5} "
        f"{contr:4} {statistics.median(seconds):8.4f} "
        f"{_percentile(seconds, 0.9):8.4f} {_percentile(seconds, 0.99):8.4f} {max(seconds):8.4f} "
        f"{nodes / total if total else 0:9.0f} {peak[0]:8.0f} {peak[1]:7.0f}"
    )


def _speeds(name: str, answers: dict[str, list[dict[str, Any]]]) -> str:
    """Each core's nodes per second against the first's, and the median of
    the per-deal time ratios."""
    first, *others = answers
    rates = {core: _rate(found) for core, found in answers.items()}
    parts = []
    for core in others:
        ratios = [
            mine["seconds"] / theirs["seconds"]
            for mine, theirs in zip(answers[first], answers[core], strict=True)
            if theirs["seconds"] > 0
        ]
        speedup = rates[core] / rates[first] if rates[first] else 0
        parts.append(
            f"{core} {speedup:.1f}x the {first} core's nodes/s; per deal, {first} time / {core} time: "
            f"median {statistics.median(ratios) if ratios else 0:.1f}"
        )
    return f"  {name}: " + "; ".join(parts)


def _rate(answers: list[dict[str, Any]]) -> float:
    total = sum(answer["seconds"] for answer in answers)
    return sum(answer["nodes"] for answer in answers) / total if total else 0.0


HEADER = (
    f"{'game':16} {'n':>4} {'decided':>8} {'won':>5} {'lost':>5} {'unkn':>5} {'ref+':>5} "
    f"{'contr':>4} {'median':>8} {'p90':>8} {'p99':>8} {'max':>8} {'nodes/s':>9} {'peakMB':>8} {'baseMB':>7}"
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
    parser.add_argument(
        "--cores",
        nargs="+",
        choices=CORES,
        default=None,
        help="the cores of the searches that have two, side by side (default: every core built here)",
    )
    args = parser.parse_args()
    refused = missing_deals(args.deals, args.games)
    cores = args.cores or available_cores()
    refused = refused or next((f"--cores: {why}" for why in map(refusal, cores) if why), None)
    if refused:
        sys.stderr.write(f"{parser.prog}: {refused}\n")
        return 2
    cores = list(dict.fromkeys(cores))
    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    scales = ", ".join(f"{game} x{scale}" for game, scale in NODE_SCALE.items())
    scales += f", its seed rule x{SEED_NODES} more"
    print(f"budget {args.budget} nodes ({scales})")
    print(
        f"cores: {', '.join(cores)}, interleaved deal by deal (the other games: one search); "
        "each row's searches run in a worker process of its own: peakMB is its peak resident size "
        "(VmHWM), baseMB that before its first search; seconds are the search's alone"
    )
    print(yardstick_line())
    print(HEADER)
    for game in args.games:
        print(bench_folder(args.deals, game, args.limit, args.budget, cores), flush=True)
        if args.fresh:
            name, options = VARIANTS[game]
            fresh = [(f"deal {n}", deal(name, n, options), "") for n in range(FRESH, FRESH + args.fresh)]
            print(bench_deals(f"  deals {FRESH}+", fresh, args.budget, cores), flush=True)
    if args.free_bouquet:
        free = frozenset({"free-bouquet"})
        deals = [
            (f"deal {number}", deal("gloucestershire", number, free), "")
            for number in range(1, args.free_bouquet + 1)
        ]
        print(bench_deals("glouc-free", deals, args.budget, cores), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Difficulty rating benchmark: what the levels mean to a player (a script, not a test).

    python benchmarks/rating_bench.py [--games good-measure golf ...] [--limit N]
                                      [--picks N] [--deals FOLDER]

Per game and rule, over its reference deals (free-bouquet Gloucestershire,
which has none: deal numbers 1..N): the spread of levels among the deals the
picker proves winnable, the node counts at the quartiles of those wins (what
:data:`goodmeasure.solver.rating.THRESHOLDS` is calibrated from), and how
often two simple players win the deals of each level:

- greedy: always the first move of the fallback ranking
  (:func:`goodmeasure.solver.rank_moves`);
- random: one of the two first moves of that ranking, at random (seeded by
  the deal, so runs compare): sensible, but it takes the second best
  half of the time.

Neither goes back to a position it has been in. Easy must be won clearly
more often than expert. Beside the win rate: how far the games got on
average (Golf: cards left; the others: cards home). Then, per level, the tries and seconds of
``--picks`` level picks (starts 0, 1000, 2000, ...) as the app makes them.
"""

from __future__ import annotations

import argparse
import random
import shlex
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from machine import count, positive, yardstick_line
from reference import DEAL_FOLDERS, DEALS, missing_deals, reference_deals
from variants import VARIANTS

from goodmeasure.engine import Move, Position, apply, apply_line, deal, golf_cards_left, is_won, read_deal
from goodmeasure.solver import rank_moves, solve
from goodmeasure.solver.picker import pick_budget
from goodmeasure.solver.rating import LEVELS, Level, level_of, pick_level, reachable

#: Moves a player makes at most (no game needs nearly so many).
MAX_MOVES = 500

Chooser = Callable[[Position, list[tuple[Move, Position]]], Position]


def greedy(_position: Position, fresh: list[tuple[Move, Position]]) -> Position:
    return fresh[0][1]


def sensible_random(rng: random.Random) -> Chooser:
    def choose(_position: Position, fresh: list[tuple[Move, Position]]) -> Position:
        return rng.choice(fresh[:2])[1]

    return choose


def play(position: Position, choose: Chooser) -> Position:
    """Where a player choosing by ``choose`` ends from ``position``."""
    seen = {position}
    for _ in range(MAX_MOVES):
        if is_won(position):
            return position
        moves = [r.move for r in rank_moves(position)]
        fresh = [(m, c) for m in moves if (c := apply(position, m)) not in seen]
        if not fresh:
            return position
        position = choose(position, fresh)
        seen.add(position)
    return position


def _result(plays: list[Position]) -> str:
    """Win rate, and how far the games got on average: cards left in Golf
    (where both players seldom win, this still tells the levels apart),
    cards home elsewhere."""
    won = 100 * sum(map(is_won, plays)) / len(plays)
    if plays[0].game.has_stock_and_waste:
        far = statistics.mean(golf_cards_left(p) for p in plays)
        return f"wins {won:5.1f}%, {far:4.1f} cards left"
    home = statistics.mean(sum(map(len, p.foundations)) for p in plays)
    return f"wins {won:5.1f}%, {home:4.1f} cards home"


def _deals(name: str, root: Path, limit: int) -> list[tuple[int, Position]]:
    if name in DEAL_FOLDERS:
        return [(row.index, read_deal(row.deal)) for row in reference_deals(name, root)[:limit]]
    game, options = VARIANTS[name]
    return [(n, deal(game, n, options)) for n in range(1, limit + 1)]


def _quartiles(values: list[int]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return " ".join(str(ordered[min(len(ordered) - 1, int(q * len(ordered)))]) for q in (0.25, 0.5, 0.75))


def bench_game(name: str, root: Path, limit: int) -> list[str]:
    game, options = VARIANTS[name]
    rows: list[str] = []
    deals = _deals(name, root, limit)
    by_level: dict[Level, list[tuple[int, Position]]] = {level: [] for level in LEVELS}
    nodes: list[int] = []
    for number, position in deals:
        result = solve(position, pick_budget(position.game))
        if result.verdict != "solvable":
            continue
        assert is_won(apply_line(position, result.moves)), number
        nodes.append(result.nodes)
        by_level[level_of(position.game, result.nodes)].append((number, position))
    rated = sum(map(len, by_level.values()))
    spread = " ".join(f"{level} {len(by_level[level]):3}" for level in LEVELS)
    rows.append(
        f"{name:20} deals {len(deals):4} winnable {rated:4}: {spread}; node quartiles {_quartiles(nodes)}"
    )
    for level in LEVELS:
        picked = by_level[level]
        if not picked:
            rows.append(f"  {level:8} no deals")
            continue
        greedy_plays = [play(p, greedy) for _, p in picked]
        random_plays = [play(p, sensible_random(random.Random(n))) for n, p in picked]
        rows.append(
            f"  {level:8} {len(picked):4} deals  greedy {_result(greedy_plays)}"
            f"  random {_result(random_plays)}"
        )
    del game, options
    return rows


def bench_picks(name: str, picks: int) -> list[str]:
    game, options = VARIANTS[name]
    rows: list[str] = []
    for level in LEVELS:
        tries: list[int] = []
        seconds: list[float] = []
        found = 0
        for i in range(picks):
            started = time.perf_counter()
            pick = pick_level(game, level, options, start=i * 1000)
            seconds.append(time.perf_counter() - started)
            if pick is not None:
                found += 1
                tries.append(pick.tries)
                assert level_of(pick.position.game, pick.nodes) == level
        mean_tries = f"{statistics.mean(tries):6.1f}" if tries else "     -"
        rows.append(
            f"  pick {level:8} found {found:3}/{picks:<3} tries {mean_tries}  "
            f"mean {statistics.mean(seconds):6.2f} s  max {max(seconds):6.2f} s"
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--limit", type=positive, default=500, help="reference deals per game")
    parser.add_argument("--picks", type=count, default=5, help="level picks per game and level (0: none)")
    parser.add_argument(
        "--deals", type=Path, default=DEALS, metavar="FOLDER", help="a folder of <game>.jsonl reference deals"
    )
    args = parser.parse_args()
    refused = missing_deals(args.deals, args.games)
    if refused:
        sys.stderr.write(f"{parser.prog}: {refused}\n")
        return 2
    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    print(yardstick_line())
    for name in args.games:
        game, options = VARIANTS[name]
        position = deal(game, 0, options)
        if not reachable(position.game):
            print(f"{name:20} no level is in reach: the picker finds no winnable deal")
            continue
        for row in bench_game(name, args.deals, args.limit):
            print(row, flush=True)
        if args.picks:
            for row in bench_picks(name, args.picks):
                print(row, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

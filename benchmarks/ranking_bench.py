"""Greedy play by the fallback ranking against random play (a script, not a test).

    python benchmarks/ranking_bench.py [--deals N] [--games ...] [--seed S]

Both players avoid positions they have already been in (the greedy player
takes its best-ranked move that leads somewhere new, the random player a
random such move), and both stop after --steps moves. Prints the share of
deals each one wins, per game, and how far each got on average: cards home
(Golf: column cards cleared), which separates the two where neither wins.
"""

from __future__ import annotations

import argparse
import random
import shlex
import sys
import time
from collections.abc import Callable

from machine import positive
from variants import VARIANTS

from goodmeasure.engine import Move, Position, apply, deal, golf_cards_left, is_won, legal_moves
from goodmeasure.solver import rank_moves

GAMES = VARIANTS

Chooser = Callable[[Position], list[Move]]


def by_ranking(position: Position) -> list[Move]:
    return [ranked.move for ranked in rank_moves(position)]


def random_chooser(rng: random.Random) -> Chooser:
    def at_random(position: Position) -> list[Move]:
        moves = legal_moves(position)
        rng.shuffle(moves)
        return moves

    return at_random


def play(start: Position, choose: Chooser, steps: int) -> Position:
    """Where the player stands after at most ``steps`` moves."""
    position = start
    visited = {position}
    for _ in range(steps):
        if is_won(position):
            break
        for move in choose(position):
            child = apply(position, move)
            if child not in visited:
                break
        else:
            break
        visited.add(child)
        position = child
    return position


def progress(position: Position) -> int:
    """Cards home, or for Golf the column cards cleared."""
    if position.game.has_stock_and_waste:
        return 35 - golf_cards_left(position)
    return sum(map(len, position.foundations))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--deals", type=positive, default=50, help="deals per game (numbers 0..N-1)")
    parser.add_argument("--steps", type=positive, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    print(
        f"{'game':22} {'deals':>5} {'greedy won':>11} {'random won':>11} "
        f"{'greedy home':>12} {'random home':>12} {'s/deal':>7}"
    )
    for name in args.games:
        game, options = GAMES[name]
        at_random = random_chooser(random.Random(args.seed))
        started = time.perf_counter()
        greedy = [play(deal(game, n, options), by_ranking, args.steps) for n in range(args.deals)]
        seconds = (time.perf_counter() - started) / args.deals
        chance = [play(deal(game, n, options), at_random, args.steps) for n in range(args.deals)]
        print(
            f"{name:22} {args.deals:5} {100 * sum(map(is_won, greedy)) / args.deals:10.1f}% "
            f"{100 * sum(map(is_won, chance)) / args.deals:10.1f}% "
            f"{sum(map(progress, greedy)) / args.deals:12.1f} "
            f"{sum(map(progress, chance)) / args.deals:12.1f} "
            f"{seconds:7.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

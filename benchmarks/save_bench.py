"""How long does the save after each move hold up the caller (the UI thread)?

Plays a long game through the Qt-free session (random legal moves, with an
undo now and then, so the history grows to several hundred moves) in a
real folder on disk, and times, as the thread that calls them feels them,
each move's ``Session.play`` / ``undo`` call (the whole move, its save
included) and the save's own part (``Keeper.save``). Prints p50, p99 and
max in milliseconds of both, and checks at the end (after
``Keeper.flush``) that the save on disk resumes to the position on the
table. ``--pace MS`` pauses between moves as a player does (the save is
written in the background, so what a move costs depends on whether the
write before it is done); without it the moves come back to back.

    python benchmarks/save_bench.py [--moves N] [--pace MS] [--folder DIR]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from machine import count, positive, yardstick_line

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goodmeasure import engine  # noqa: E402
from goodmeasure.session import Keeper, Session  # noqa: E402
from goodmeasure.storage import StoragePaths  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed_saves(keeper: Keeper) -> list[float]:
    """Time every ``keeper.save`` from now on, in milliseconds."""
    saves: list[float] = []
    save = keeper.save

    def timed(*args: Any, **kwargs: Any) -> None:
        started = time.perf_counter()
        save(*args, **kwargs)
        saves.append((time.perf_counter() - started) * 1000)

    keeper.save = timed  # type: ignore[method-assign]
    return saves


def play_long_game(
    folder: Path, moves: int, seed: int, pace: float
) -> tuple[list[float], list[float], Session]:
    rng = random.Random(seed)
    session = Session(Keeper(StoragePaths.under(str(folder))))
    session.auto_finish = False
    session.deal("gloucestershire", 1, frozenset({"free-bouquet"}))
    saves = timed_saves(session.keeper)
    felt: list[float] = []
    while len(felt) < moves:
        if pace:
            time.sleep(pace / 1000)
        legal = engine.legal_moves(session.position)
        started = time.perf_counter()
        if legal and rng.random() > 0.1:
            session.play(rng.choice(legal))
        elif session.history.can_undo():
            session.undo()
        else:
            session.deal("gloucestershire", rng.randrange(1, 10**6), frozenset({"free-bouquet"}))
        felt.append((time.perf_counter() - started) * 1000)
    return felt, saves, session


def figures(values: list[float]) -> str:
    return (
        f"p50 {statistics.median(values):.2f} ms  p99 {percentile(values, 0.99):.2f} ms  "
        f"max {max(values):.2f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=positive, default=600, help="moves to play (default 600)")
    parser.add_argument("--pace", type=count, default=0, metavar="MS", help="pause between moves (default 0)")
    parser.add_argument("--folder", type=Path, help="where to save (default: a fresh temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        felt, saves, session = play_long_game(Path(folder), args.moves, seed=11, pace=args.pace)
        session.keeper.flush()
        resumed = Session(Keeper(StoragePaths.under(folder)))
        same = resumed.resume() and resumed.position == session.position
        resumed.keeper.flush()  # its save, before the folder goes
    print(yardstick_line())
    pace = f"{args.pace} ms apart" if args.pace else "back to back"
    print(f"{len(felt)} moves {pace}, history {session.history.moves_made} moves, as the caller feels it:")
    print(f"  the whole move:  {figures(felt)}")
    print(f"  its save:        {figures(saves)}")
    print("the save on disk resumes to the position on the table:", "yes" if same else "NO")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

"""How long does the save after each move hold up the caller (the UI thread)?

Plays a long game through the Qt-free session (random legal moves, with an
undo now and then, so the history grows to several hundred moves) in a
real folder on disk, and times each move's ``Session.play`` / ``undo`` call,
which includes the save, as the thread that calls it feels it. Prints p50,
p99 and max in milliseconds, and checks at the end that the save on disk
resumes to the position on the table.

    python benchmarks/save_bench.py [--moves N] [--folder DIR]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from machine import positive, yardstick_line

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goodmeasure import engine  # noqa: E402
from goodmeasure.session import Keeper, Session  # noqa: E402
from goodmeasure.storage import StoragePaths  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play_long_game(folder: Path, moves: int, seed: int) -> tuple[list[float], Session]:
    rng = random.Random(seed)
    session = Session(Keeper(StoragePaths.under(str(folder))))
    session.auto_finish = False
    session.deal("gloucestershire", 1, frozenset({"free-bouquet"}))
    felt: list[float] = []
    while len(felt) < moves:
        legal = engine.legal_moves(session.position)
        started = time.perf_counter()
        if legal and rng.random() > 0.1:
            session.play(rng.choice(legal))
        elif session.history.can_undo():
            session.undo()
        else:
            session.deal("gloucestershire", rng.randrange(1, 10**6), frozenset({"free-bouquet"}))
        felt.append((time.perf_counter() - started) * 1000)
    return felt, session


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=positive, default=600, help="moves to play (default 600)")
    parser.add_argument("--folder", type=Path, help="where to save (default: a fresh temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        felt, session = play_long_game(Path(folder), args.moves, seed=11)
        getattr(session.keeper, "flush", lambda: None)()
        resumed = Session(Keeper(StoragePaths.under(folder)))
        same = resumed.resume() and resumed.position == session.position
    print(yardstick_line())
    print(
        f"{len(felt)} moves, history {session.history.moves_made} moves: per move as the caller feels it "
        f"p50 {statistics.median(felt):.2f} ms  p99 {percentile(felt, 0.99):.2f} ms  max {max(felt):.2f} ms"
    )
    print("the save on disk resumes to the position on the table:", "yes" if same else "NO")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

"""How late does the UI thread's 10 ms timer fire while the solver works?

Python lets one thread run at a time (the GIL), so a search on the worker
thread can delay the UI thread. This runs the hardest reference deals (those
the reference C solver left undecided, so our search spends its whole budget)
through the app's own searches (goodmeasure.session.verdicts.Verdicts) on
the app's own runner (goodmeasure.gui.window.runner.QtRunner, the solver's thread)
while a 10 ms QTimer on the UI thread records how late each tick comes.

    python benchmarks/responsiveness_bench.py [--deals N] [--budget NODES] [--deep]
                                              [--core python|compiled]

With --deep the searches are the app's deeper look ("deepen" requests, at
--budget nodes), which also hands its memory back with a full collection.
``--core`` picks the search core as the app does
(``GOODMEASURE_CORE``, set before the solver is imported); by default the
one the app runs here (that variable, else the compiled core where it is
built). The output says which ran.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from cores import CORES, ENV, default_core, pin, refusal  # noqa: E402
from machine import positive  # noqa: E402
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer  # noqa: E402
from reference import DEAL_FOLDERS, reference_deals  # noqa: E402

# The solver (and so the core it runs) is imported in main(), once --core is known.

TICK_MS = 10


def hardest(game: str, count: int) -> list[str]:
    """The deals the reference solver took longest on (undecided first), as .deal text."""
    rows = reference_deals(game)
    rows.sort(key=lambda row: (row.verdict != "undecided", -row.seconds, row.index))
    return [row.deal for row in rows[:count]]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=positive, default=6, help="hardest deals per game")
    parser.add_argument(
        "--budget", type=positive, default=None, help="nodes (default: the app's hint budget of each game)"
    )
    parser.add_argument("--deep", action="store_true", help="run the deeper look at --budget nodes")
    parser.add_argument("--games", default="good-measure,bakers-dozen,golf-strict")
    parser.add_argument("--switch-ms", type=float, help="override the interpreter's switch interval")
    parser.add_argument(
        "--core", choices=CORES, default=None, help="the search core (default: the app's here)"
    )
    args = parser.parse_args()
    unknown = [game for game in args.games.split(",") if game not in DEAL_FOLDERS]
    if unknown:
        sys.stderr.write(f"{parser.prog}: --games: no reference deals for {', '.join(unknown)}\n")
        return 2
    core = args.core or default_core()
    why = refusal(core)
    if why:
        option = "--core" if args.core else ENV
        sys.stderr.write(f"{parser.prog}: {option}: {why}\n")
        return 2
    pin(core)
    from goodmeasure.engine import Position, read_deal
    from goodmeasure.gui.window.runner import QtRunner
    from goodmeasure.session.runner import Job
    from goodmeasure.session.verdicts import DEEP_SHARE, Request, Verdicts
    from goodmeasure.solver.search.result import HINT_BUDGET

    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)

    app = QCoreApplication(sys.argv[:1])
    # The analysis's own pair: its searches, on the solver's thread.
    runner = QtRunner("goodmeasure-solver")
    # Without --budget, each game's as the app has it: its hint budget with
    # this core, or five of them for the deeper look.
    if args.budget is None:
        verdicts = Verdicts()
    elif args.deep:
        verdicts = Verdicts(budget=min(args.budget - 1, HINT_BUDGET))
    else:
        verdicts = Verdicts(budget=args.budget)
    kind = "deepen" if args.deep else "analyse"
    budgets: set[int] = set()

    def budget_of(position: Position) -> int:
        if args.budget is not None:
            budget: int = args.budget
        else:
            budget = verdicts.budget_for(position) * (DEEP_SHARE if args.deep else 1)
        budgets.add(budget)
        return budget

    texts = [text for game in args.games.split(",") for text in hardest(game, args.deals)]
    pending = list(texts)
    lateness: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]
    searching = [0.0]
    started = time.perf_counter()

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        lateness.append(max(0.0, now - last[0] - TICK_MS))
        last[0] = now

    def next_deal(_answer: object = None) -> None:
        if not pending:
            searching[0] = time.perf_counter() - started
            app.quit()
            return
        request = Request(kind, read_deal(pending.pop(0)), epoch=0)
        budget = budget_of(request.position)
        runner.submit(Job(lambda cancelled: verdicts.answer(request, budget, cancelled), next_deal))

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    QTimer.singleShot(0, next_deal)
    app.exec()
    runner.close()

    look = "deeper look" if args.deep else "analysis"
    print(f"# core: {core} ({ENV}={core}; for the searches that have two, as solver/core.py says)")
    print(f"# {len(texts)} deals ({args.games}, {args.deals} hardest each)", end="")
    print(f", {look}, budget {' / '.join(f'{b:,}' for b in sorted(budgets))} nodes")
    print(f"# searching took {searching[0]:.1f} s; {len(lateness)} ticks of {TICK_MS} ms")
    print(f"switch interval {sys.getswitchinterval() * 1000:.1f} ms")
    if lateness:
        print(
            f"lateness ms: p50 {percentile(lateness, 0.5):.1f}  p99 {percentile(lateness, 0.99):.1f}  "
            f"max {max(lateness):.1f}  mean {statistics.fmean(lateness):.1f}"
        )
    else:
        # The searches were over before the first tick was due.
        print(f"lateness ms: none measured (no tick came: the searches took under {TICK_MS} ms)")
    deep = " --deep" if args.deep else ""
    given = "" if args.budget is None else f" --budget {args.budget}"
    repeat = f"--deals {args.deals}{given} --games {args.games}{deep} --core {core}"
    print(f"# repeat: python benchmarks/responsiveness_bench.py {repeat}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

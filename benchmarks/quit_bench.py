"""How long does the app take to end after Ctrl+Q, at the end of a long game?

Each run starts the app as a real process (``python -m goodmeasure``'s
``run_app``, offscreen unless --display is given) on a fresh data folder. In
it, a player plays a long Good Measure game (--actions moves, undos and
redos at random, a seeded mix), asks the solver for its deeper look at the
last position, and once that search is under way the script sends the quit:
a line on the app's stdin, on which the app presses Ctrl+Q on its own table
(or, with --display, xdotool presses Ctrl+Q on the X server). The time is
taken from outside, from the quit sent to the process gone. Then the saved
game is read from disk and resumed, and must be the game that was on the table.

    python benchmarks/quit_bench.py [--runs N] [--actions N] [--display :N] [--signal]

--signal sends SIGTERM instead (a session ending); the app handles it at its
next turn of Python code (a timer gives it one every 200 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from machine import positive

ROOT = Path(__file__).resolve().parents[1]
# The app must end within this after the quit (issue 33).
LIMIT_SECONDS = 0.3
READY = "READY "
# A Good Measure deal that the hint budget leaves undecided (so the app
# looks deeper at it): the first such deal.
DEAL = 15


# --- The app's side (run in the child process) -------------------------------------


def child(actions: int, seed: int) -> int:
    """The app with a player in it: plays, starts a deep search, waits for the quit."""
    from PySide6.QtCore import QSocketNotifier, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from goodmeasure import engine
    from goodmeasure.gui import hint_worker
    from goodmeasure.gui.desktop.app import run_app
    from goodmeasure.gui.window.mainwindow import MainWindow

    deep_started = threading.Event()
    real_solve = hint_worker.solve

    def watched_solve(position, budget, cancelled=None):  # noqa: ANN001, ANN202
        if budget >= hint_worker.DEEP_BUDGET:
            deep_started.set()
        return real_solve(position, budget, cancelled)

    hint_worker.solve = watched_solve  # the real search, seen starting
    app = QApplication.instance() or QApplication(["goodmeasure"])
    rng = random.Random(seed)

    def window() -> MainWindow:
        return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))

    def play() -> None:
        table = window()
        table.start_deal("good-measure", DEAL)
        for _ in range(actions):
            step(table)
            app.processEvents()  # the live status looks, and is cancelled, as in play
        deep_started.clear()
        settle(table)

    def step(table: MainWindow) -> None:
        """One action of the player's: a move, an undo or a redo."""
        roll = rng.random()
        if roll < 0.12 and table.history.can_undo():
            table.undo()
        elif roll < 0.2 and table.history.can_redo():
            table.redo()
        else:
            moves = engine.legal_moves(table.position)
            if moves:
                table.play_move(rng.choice(moves))
            else:
                table.undo()

    def settle(table: MainWindow) -> None:
        """Once the live status has answered: if the app looks deeper (the
        hint budget left the position undecided), the quit may come; if not,
        the player plays on until it does."""
        if table.hints.analysis is None or (table.hints._deepening and not deep_started.is_set()):
            QTimer.singleShot(10, lambda: settle(table))  # an answer, or the deep search, is coming
            return
        if not table.hints._deepening:
            deep_started.clear()
            # Back towards the deal's start, which the hint budget leaves open.
            if table.history.can_undo():
                table.undo()
            else:
                raise SystemExit("the deal was decided at the hint budget: choose another")
            QTimer.singleShot(0, lambda: settle(table))
            return
        history = table.history
        report = {
            "moves": len(history.moves),
            "cursor": history.cursor,
            "position": engine.write_deal(table.position),
        }
        sys.stdout.write(READY + json.dumps(report) + "\n")
        sys.stdout.flush()

    def quit_asked() -> None:
        sys.stdin.readline()
        table = window()
        table.activateWindow()
        QTest.keyClick(table.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(quit_asked)
    QTimer.singleShot(0, play)
    return run_app([])


# --- The measuring side --------------------------------------------------------------


def one_run(actions: int, seed: int, display: str | None, use_signal: bool) -> tuple[float, str]:
    """Seconds from the quit sent to the process gone, and what the save held."""
    home = tempfile.mkdtemp(prefix="goodmeasure-quit-")
    sys.path.insert(0, str(ROOT))
    from goodmeasure.engine import read_deal
    from goodmeasure.session import Keeper
    from goodmeasure.storage import Settings, StoragePaths, load_game, save_settings

    paths = StoragePaths.under(home)
    # No question before the deal is left; a first deal was dealt before.
    save_settings(paths, Settings(confirm_abandon=False, first_deal_dealt=True, first_run_shown=True))
    env = {**os.environ, "GOODMEASURE_HOME": home, "PYTHONPATH": str(ROOT)}
    if display is None:
        env["QT_QPA_PLATFORM"] = "offscreen"
    else:
        env["DISPLAY"] = display
        env.pop("QT_QPA_PLATFORM", None)
    process = subprocess.Popen(
        [sys.executable, __file__, "--child", "--actions", str(actions), "--seed", str(seed)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert process.stdin is not None and process.stdout is not None
    line = process.stdout.readline()
    while line and not line.startswith(READY):
        line = process.stdout.readline()
    if not line:
        raise SystemExit(f"the app ended before it was ready (exit {process.wait()})")
    report = json.loads(line[len(READY) :])
    started = time.perf_counter()
    if use_signal:
        process.send_signal(signal.SIGTERM)
    elif display is not None:
        subprocess.run(["xdotool", "key", "ctrl+q"], env=env, check=True)
    else:
        process.stdin.write("quit\n")
        process.stdin.flush()
    code = process.wait()
    seconds = time.perf_counter() - started
    # With --display, xdotool's own start is in the figure: it errs on the slow side.
    if code != 0:
        raise SystemExit(f"the app exited with {code}")
    saved, notices = load_game(paths)
    if saved is None or notices:
        raise SystemExit(f"no saved game on disk: {notices}")
    if (len(saved.moves), saved.cursor) != (report["moves"], report["cursor"]):
        raise SystemExit(f"saved {len(saved.moves)} moves at {saved.cursor}, played {report}")
    resumed = Keeper(paths).load()
    if resumed is None or resumed.history.current != read_deal(report["position"]):
        raise SystemExit("the saved game does not resume where it was left")
    return seconds, f"{report['moves']} moves in the history, at move {report['cursor']}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=positive, default=5)
    parser.add_argument("--actions", type=positive, default=400, help="moves, undos and redos per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--display", help="an X display to run on (Ctrl+Q by xdotool)")
    parser.add_argument("--signal", action="store_true", help="quit by SIGTERM")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.actions, args.seed)
    times = []
    for run in range(args.runs):
        seconds, saved = one_run(args.actions, args.seed + run, args.display, args.signal)
        times.append(seconds)
        print(f"run {run + 1}: {seconds:.3f} s to quit; saved and resumed: {saved}")
    how = "SIGTERM" if args.signal else "Ctrl+Q"
    where = args.display or "offscreen"
    print(
        f"{how} ({where}), {args.actions} actions a game: median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s (limit {LIMIT_SECONDS} s)"
    )
    return 0 if max(times) < LIMIT_SECONDS or args.signal else 1


if __name__ == "__main__":
    raise SystemExit(main())

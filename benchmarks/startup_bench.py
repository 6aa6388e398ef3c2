"""How long does the app take to its first frame, against an empty PySide6 window?

Runs, interleaved, ``python -m goodmeasure --smoke-test`` (start, deal, draw
the table, play one move by a real click, quit) and a bare script that opens
an empty QMainWindow and quits, each as a whole process, offscreen; prints
each command's median, min and max wall time and the ratio of the medians.

    python benchmarks/startup_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from machine import positive, yardstick_line

ROOT = Path(__file__).resolve().parents[1]

EMPTY_WINDOW = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
window.close()
"""

COMMANDS = {
    "goodmeasure --smoke-test": [sys.executable, "-m", "goodmeasure", "--smoke-test"],
    "empty PySide6 window": [sys.executable, "-c", EMPTY_WINDOW],
}


def run_once(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=positive, default=15, help="runs of each command (default 15)")
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for command in COMMANDS.values():  # warm the file cache once, untimed
        run_once(command, env)
    for _ in range(args.runs):
        for name, command in COMMANDS.items():
            times[name].append(run_once(command, env))
    print(yardstick_line())
    for name, values in times.items():
        print(
            f"{name:26} median {statistics.median(values):.3f} s"
            f"  min {min(values):.3f}  max {max(values):.3f}  ({len(values)} runs)"
        )
    app, empty = (statistics.median(v) for v in times.values())
    print(f"ratio of the medians: {app / empty:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

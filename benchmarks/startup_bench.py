"""How long does the app take to its first frame, against an empty PySide6 window?

Runs, interleaved, ``python -m goodmeasure --smoke-test`` (start, deal, draw
the table, play one move by a real click, quit) and a bare script that opens
an empty QMainWindow and quits, each as a whole process, offscreen; prints
each command's median, min and max wall time and the ratio of the medians.

Both run with their bytecode cached, as an installed app has it (pip writes
it at install): compiling ~100 modules from source on every start (what
PYTHONDONTWRITEBYTECODE=1 does) is no cost a player pays. The cache goes to a
folder of its own, never into the source tree; ``--from-source`` measures
with no cache instead.

    python benchmarks/startup_bench.py [--runs N] [--from-source]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
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


def run_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds, and CPU seconds (user + system) of the process: on a
    shared, busy machine the CPU time varies less than the wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=positive, default=15, help="runs of each command (default 15)")
    parser.add_argument(
        "--from-source", action="store_true", help="no bytecode cache: compile every module on every start"
    )
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    cache = tempfile.TemporaryDirectory(prefix="startup-bench-pyc-")
    if args.from_source:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache.name  # filled by the untimed first runs
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    cpu: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for command in COMMANDS.values():  # warm the file cache once, untimed
        run_once(command, env)
    for _ in range(args.runs):
        for name, command in COMMANDS.items():
            wall, used = run_once(command, env)
            times[name].append(wall)
            cpu[name].append(used)
    cache.cleanup()
    print(yardstick_line())
    print("bytecode: " + ("none, compiled on every start" if args.from_source else "cached, as installed"))
    for name, values in times.items():
        print(
            f"{name:26} median {statistics.median(values):.3f} s"
            f"  min {min(values):.3f}  max {max(values):.3f}  cpu median {statistics.median(cpu[name]):.3f}"
            f"  ({len(values)} runs)"
        )
    app, empty = (statistics.median(v) for v in times.values())
    app_cpu, empty_cpu = (statistics.median(v) for v in cpu.values())
    print(f"ratio of the medians: {app / empty:.1f}x (of the CPU times: {app_cpu / empty_cpu:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The solver's search cores, as the benchmarks run them.

Two cores search Good Measure, Baker's Dozen and Gloucestershire under the
seed rule (:func:`has_two_cores`): ``compiled`` (the Cython core, where this
checkout has it built) and ``python`` (the pure-Python search).
The package says which it has (``goodmeasure.solver.core.available()``) and
which runs (``GOODMEASURE_CORE``, or the compiled one where it is built);
``goodmeasure.solver.solve`` takes ``core=`` to ask for one by name.

A benchmark process runs one core per process (:func:`pin`, before the
package is imported), so that what it measures is what the app runs, and
passes ``core=`` as well. The other games have one search whatever the
core.

:func:`serve` is the worker process the solver benchmark runs each core's
searches in, so that each core's peak memory (the C core's mallocs
included, which ``tracemalloc`` does not see) is the peak resident size of
a process of its own.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from goodmeasure.engine import Game

#: The environment variable the package reads to pick the core.
ENV = "GOODMEASURE_CORE"
#: Every core the package may have, in the order the benchmarks run them.
CORES = ("python", "compiled")
BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent


def has_two_cores(game: Game) -> bool:
    """Whether ``game``'s search has a compiled core beside the pure-Python
    one (the package's families say: Good Measure, Baker's Dozen,
    Gloucestershire under the seed rule)."""
    from goodmeasure.solver.search.dispatch import REGISTRY

    return REGISTRY[game.name].has_compiled_search(game)


def available_cores() -> list[str]:
    """The cores this checkout can run, in :data:`CORES` order."""
    from goodmeasure.solver.core import available

    return [name for name in CORES if name in available()]


def default_core() -> str:
    """The core the app runs here: ``GOODMEASURE_CORE`` if set, else the
    compiled one where it is built."""
    chosen = os.environ.get(ENV)
    if chosen:
        return chosen
    return "compiled" if "compiled" in available_cores() else "python"


def refusal(asked: str) -> str | None:
    """Why ``asked`` cannot run in this checkout (one line), or None."""
    if asked not in CORES:
        return f"no core named {asked!r} (the cores: {', '.join(CORES)})"
    if asked not in available_cores():
        return f"the {asked} core is not built in this checkout (only: {', '.join(available_cores())})"
    return None


def pin(core: str) -> None:
    """Make ``core`` the one this process runs (before goodmeasure's search is imported)."""
    os.environ[ENV] = core


def peak_rss_mb() -> float:
    """This process's peak resident size in MB: VmHWM (Linux), else ru_maxrss."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


class Worker:
    """A process that runs searches on one core, one at a time, and says
    its peak resident size (:func:`serve` on the other end)."""

    def __init__(self, core: str) -> None:
        self.core = core
        path = os.pathsep.join(p for p in (str(BENCHMARKS), str(ROOT), os.environ.get("PYTHONPATH")) if p)
        self._process = subprocess.Popen(
            [sys.executable, "-c", "import cores; cores.serve()"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, ENV: core, "PYTHONPATH": path},
        )
        #: The worker's peak resident size before any search (imports and tables).
        self.start_mb: float = self._ask({"peak": True})["peak_mb"]

    def solve(self, deal_text: str, budget: int) -> dict[str, Any]:
        """verdict, nodes, seconds (the search alone), replays (a win's line
        replays to a win through the engine) and line (its moves as text)."""
        return self._ask({"deal": deal_text, "budget": budget})

    def peak_mb(self) -> float:
        return float(self._ask({"peak": True})["peak_mb"])

    def close(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        self._process.wait()

    def _ask(self, question: dict[str, Any]) -> dict[str, Any]:
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps(question) + "\n")
        self._process.stdin.flush()
        answer = self._process.stdout.readline()
        if not answer:
            raise RuntimeError(f"the {self.core} core's worker ended (its error is above)")
        reply: dict[str, Any] = json.loads(answer)
        return reply


def serve() -> None:
    """The worker's end: one JSON question a line on stdin, one answer a line on stdout."""
    core = os.environ[ENV]
    from goodmeasure.engine import apply_line, is_won, read_deal
    from goodmeasure.solver import solve

    refused = refusal(core)
    if refused:
        raise SystemExit(refused)
    for line in sys.stdin:
        question = json.loads(line)
        if "peak" in question:
            print(json.dumps({"peak_mb": peak_rss_mb()}), flush=True)
            continue
        position = read_deal(question["deal"])
        started = time.perf_counter()
        result = solve(position, question["budget"], core=core)
        seconds = time.perf_counter() - started
        replays = result.verdict != "solvable" or is_won(apply_line(position, result.moves))
        answer = {
            "verdict": result.verdict,
            "nodes": result.nodes,
            "seconds": seconds,
            "replays": replays,
            "line": " ".join(str(move) for move in result.moves),
        }
        print(json.dumps(answer), flush=True)

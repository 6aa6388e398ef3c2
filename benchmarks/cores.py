"""The Good Measure family's search cores, as the benchmarks run them.

Two cores search the Good Measure family: ``compiled`` (the Cython core,
where this checkout has it built) and ``python`` (the pure-Python search).
The package says which it has (``bakers_family.core.available()``) and
which runs (``GOODMEASURE_CORE``, or the compiled one where it is built);
``bakers_family.search.solve_bakers`` takes ``core=`` to ask for one by
name. Where a checkout predates either, this module falls back to what
there is: the pure-Python core alone, picked by nothing.

A benchmark process runs one core per process (:func:`pin`, before the
package is imported), so that what it measures is what the app runs, and
passes ``core=`` as well where the search takes it. The other games have
one search whatever the core.

:func:`serve` is the worker process the solver benchmark runs each core's
searches in, so that each core's peak memory (the C core's mallocs
included, which ``tracemalloc`` does not see) is the peak resident size of
a process of its own.
"""

from __future__ import annotations

import gc
import importlib
import inspect
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: The environment variable the package reads to pick the core.
ENV = "GOODMEASURE_CORE"
#: Every core the package may have, in the order the benchmarks run them.
CORES = ("python", "compiled")
#: The games the cores search (the Good Measure family).
FAMILY = ("good-measure", "bakers-dozen")
BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent


def available_cores() -> list[str]:
    """The cores this checkout can run, in :data:`CORES` order."""
    try:
        core = importlib.import_module("goodmeasure.solver.bakers_family.core")
    except ImportError:
        return ["python"]
    said = core.available()
    # available() says whether the compiled core is built, or names the cores built.
    names = {"python", "compiled"} if said is True else {"python"} if said is False else set(said)
    return [name for name in CORES if name in names]


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


def takes_core() -> bool:
    """Whether ``solve_bakers`` takes ``core=`` (the search that picks a core by name)."""
    from goodmeasure.solver.bakers_family.search import solve_bakers

    return "core" in inspect.signature(solve_bakers).parameters


def solve_on(position: Any, budget: int, core: str, cancelled: Any = None) -> Any:
    """``goodmeasure.solver.solve(position, budget, cancelled)`` with the Good
    Measure family searched on ``core`` (the other games have one search)."""
    from goodmeasure.engine import is_won
    from goodmeasure.solver import SolveResult, solve
    from goodmeasure.solver.bakers_family import GAMES
    from goodmeasure.solver.bakers_family.premise import premise_holds

    family = position.game.name in GAMES and premise_holds(position.game)
    if not family or not takes_core():
        if family and core != default_core():
            raise RuntimeError(f"this search cannot pick a core: it runs the {default_core()} one")
        return solve(position, budget, cancelled)
    if is_won(position):
        return SolveResult("solvable", [], 0)
    from goodmeasure.solver.bakers_family import search
    from goodmeasure.solver.search.result import NODE_SCALE

    # Typed loosely: the search without core= type-checks as well.
    solve_bakers: Any = search.solve_bakers
    scaled = int(budget * NODE_SCALE.get(position.game.name, 1))
    with _paused_collector():
        return solve_bakers(position, scaled, cancelled, core=core)


@contextmanager
def _paused_collector() -> Iterator[None]:
    # As goodmeasure.solver.solve does around every search (search/dispatch.py).
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


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
        result = solve_on(position, question["budget"], core)
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

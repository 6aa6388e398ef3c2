"""What the analysis's tests drive it with: a session on disk, a scripted
solver, a fake clock for the solution's playback and an inline runner. No
Qt, no threads, no waits."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.session import Keeper, Session
from goodmeasure.session.analysis import Analysis
from goodmeasure.session.analysis_report import Report
from goodmeasure.session.runner import Cancelled, InlineRunner
from goodmeasure.session.verdicts import Verdicts
from goodmeasure.solver import SolveResult, solve
from goodmeasure.solver.search.result import HINT_BUDGET
from goodmeasure.storage import StoragePaths

DEAL = ("good-measure", 1)
_LINES: dict[Position, list[Move]] = {}


def winning_line(position: Position) -> list[Move]:
    """The real solver's winning line (searched once per position)."""
    if position not in _LINES:
        result = solve(position, 50_000, lambda: False)
        assert result.verdict == "solvable", result.verdict
        _LINES[position] = list(result.moves)
    return _LINES[position]


class FakeClock:
    """A ticker whose time moves only when told (``advance``)."""

    def __init__(self) -> None:
        self.now = 0.0
        self._every: float | None = None
        self._next = 0.0
        self._tick: Callable[[], object] | None = None

    def start(self, seconds: float, tick: Callable[[], object]) -> None:
        self._every, self._tick, self._next = seconds, tick, self.now + seconds

    def stop(self) -> None:
        self._every = self._tick = None

    @property
    def active(self) -> bool:
        return self._tick is not None

    @property
    def interval(self) -> float | None:
        return self._every

    def advance(self, seconds: float) -> None:
        end = self.now + seconds
        while self._tick is not None and self._every is not None and self._next <= end + 1e-9:
            self.now = self._next
            self._next += self._every
            self._tick()
        self.now = end


class ScriptedSolve:
    """Stands in for the solver: a verdict per position (``verdicts``), the
    real winning line along ``line_from``'s line, "unknown" elsewhere; and
    below ``decides_from`` nodes, "unknown" whatever the position. Records
    every search; ``during`` runs inside the next one (what the player does
    on the UI thread while it searches)."""

    def __init__(self, line_from: Position | None = None, decides_from: int = 0) -> None:
        self.verdicts: dict[Position, SolveResult] = {}
        self.decides_from = decides_from
        self.calls: list[tuple[Position, int]] = []
        self.during: Callable[[], object] | None = None
        self.cancelled_seen: list[bool] = []
        if line_from is not None:
            line, position = winning_line(line_from), line_from
            for index, move in enumerate(line):
                self.verdicts[position] = SolveResult("solvable", line[index:], 10)
                position = engine.apply(position, move)

    def __call__(self, position: Position, budget: int, cancelled: Cancelled) -> SolveResult:
        self.calls.append((position, budget))
        if self.during is not None:
            during, self.during = self.during, None
            during()
            self.cancelled_seen.append(cancelled())
        if budget < self.decides_from:
            return SolveResult("unknown", [], budget)
        return self.verdicts.get(position, SolveResult("unknown", [], budget))

    def budgets(self, position: Position) -> list[int]:
        return [budget for searched, budget in self.calls if searched == position]


class Table:
    """A session with its analysis, as a front holds them."""

    def __init__(
        self, home: Path, solve: ScriptedSolve | None, live: bool = True, deep_budget: int = 0
    ) -> None:
        """``solve`` None: the real solver."""
        self.session = Session(Keeper(StoragePaths.under(home), lambda told: None))
        self.session.auto_finish = False  # the solution plays every move itself
        self.runner = InlineRunner()
        self.clock = FakeClock()
        self.live = live
        self.solve = solve or ScriptedSolve()
        self.analysis = Analysis(
            self.session,
            self.runner,
            self.clock,
            lambda: self.live,
            verdicts=Verdicts(HINT_BUDGET, solve),
            deep_budget=deep_budget,
        )
        self.reports: list[Report] = []
        self.analysis.subscribe(self.reports.append)

    def statuses(self) -> list[str]:
        return [r.status.kind for r in self.reports if r.status is not None]

    def words(self) -> list[str]:
        return [r.word.kind for r in self.reports if r.word is not None]

    def play_line(self, count: int) -> None:
        """The player makes the first ``count`` moves of the winning line."""
        for move in winning_line(self.session.position)[:count]:
            assert self.session.play(move)

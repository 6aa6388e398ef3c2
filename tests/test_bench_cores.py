"""The benchmarks' side-by-side runs: the solver bench interleaves the
cores deal by deal and calls any verdict they disagree on a contradiction;
a core's searches run in a worker process that answers as ``solve`` does;
the Freecell Solver bench writes boards as fc-solve reads them and reads
its verdicts, its cap and its refusal of too many stacks (with a stand-in
fc-solve, so these run without it)."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import cores  # noqa: E402
import freecell_bench  # noqa: E402
import solver_bench  # noqa: E402
from reference_data import reference_deals  # noqa: E402

from goodmeasure.engine import read_deal  # noqa: E402
from goodmeasure.solver import solve  # noqa: E402


@pytest.fixture(autouse=True)
def _workers_find_this_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", str(BENCHMARKS.parent))


def test_the_pure_python_core_is_always_there() -> None:
    assert "python" in cores.available_cores()
    assert cores.refusal("python") is None
    assert cores.refusal("fast") == "no core named 'fast' (the cores: python, compiled)"


def test_a_worker_answers_as_solve_does() -> None:
    text = reference_deals("good-measure")[2].deal
    expected = solve(read_deal(text), 300)
    worker = cores.Worker("python")
    try:
        answer = worker.solve(text, 300)
        peak = worker.peak_mb()
    finally:
        worker.close()
    assert (answer["verdict"], answer["nodes"]) == (expected.verdict, expected.nodes)
    assert answer["line"] == " ".join(str(move) for move in expected.moves)
    assert answer["replays"]
    assert peak >= worker.start_mb > 0


class _FakeWorker:
    """A worker that says what it is told to, and logs who was asked what."""

    asked: list[tuple[str, str]] = []
    says: dict[str, str] = {}

    def __init__(self, core: str) -> None:
        self.core = core
        self.start_mb = 10.0

    def solve(self, text: str, budget: int) -> dict[str, Any]:
        label = text.splitlines()[-1]  # the deal's last column tells the deals apart
        self.asked.append((label, self.core))
        verdict = self.says.get(self.core, "solvable")
        return {"verdict": verdict, "nodes": 7, "seconds": 0.5, "replays": True, "line": ""}

    def peak_mb(self) -> float:
        return 20.0

    def close(self) -> None:
        pass


def test_the_cores_run_interleaved_and_a_disagreement_is_a_contradiction(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(solver_bench, "Worker", _FakeWorker)
    _FakeWorker.asked = []
    _FakeWorker.says = {"compiled": "unsolvable"}
    rows = reference_deals("good-measure")[:2]
    deals = [(f"{row.index:04d}", read_deal(row.deal), "") for row in rows]
    out = solver_bench.bench_deals("good-measure", deals, 100, ["python", "compiled"])
    lasts = [row.deal.splitlines()[-1] for row in rows]
    assert _FakeWorker.asked == [
        (lasts[0], "python"),
        (lasts[0], "compiled"),
        (lasts[1], "python"),
        (lasts[1], "compiled"),
    ]
    lines = out.splitlines()
    assert lines[0].startswith("good-measure [py]")
    assert lines[1].startswith("good-measure [co]")
    assert lines[2] == (
        "  good-measure: compiled 1.0x the python core's nodes/s; "
        "per deal, python time / compiled time: median 1.0"
    )
    assert "    CONTRADICTION 0000: the cores disagree: python solvable, compiled unsolvable" in lines
    assert "    CONTRADICTION 0001: the cores disagree: python solvable, compiled unsolvable" in lines


def test_another_game_has_one_row(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_bench, "Worker", _FakeWorker)
    _FakeWorker.asked = []
    _FakeWorker.says = {}
    row = reference_deals("golf")[0]
    out = solver_bench.bench_deals("golf", [("0000", read_deal(row.deal), "")], 100, ["python", "compiled"])
    assert [core for _, core in _FakeWorker.asked] == ["python"]
    assert len(out.splitlines()) == 1 and out.startswith("golf ")


def test_the_same_verdict_on_other_node_counts_differs() -> None:
    differs: list[str] = []
    found = cores_answers({"python": 10, "compiled": 12})
    assert solver_bench._disagreements("0007", found, differs) == []
    assert differs == ["0007: nodes python 10, compiled 12"]


def cores_answers(nodes: dict[str, int]) -> dict[str, dict[str, Any]]:
    return {core: {"verdict": "unknown", "nodes": n, "line": ""} for core, n in nodes.items()}


def test_a_board_is_written_as_freecell_solver_reads_it() -> None:
    position = read_deal(reference_deals("good-measure")[2].deal)
    assert freecell_bench.board(position) == (
        "Foundations: H-A C-A D-0 S-0\n"
        "3D 4H TC 9D 5C\n"
        "KS 7C TD QD 9C\n"
        "9H JH 6D 2S 5H\n"
        "7S 8C 8D 6H JS\n"
        "KC 6S 8S 3S 2D\n"
        "QC AS 2C 8H 5D\n"
        "KD TH 3H TS 7H\n"
        "2H 9S QH 3C 5S\n"
        "KH AD 4D 7D 4S\n"
        "JC JD QS 6C 4C\n"
    )


#: The stand-in for fc-solve is a shell script, which Windows cannot run.
posix_only = pytest.mark.skipif(os.name != "posix", reason="the stand-in fc-solve is a POSIX shell script")


def _stand_in(tmp_path: Path, script: str) -> str:
    """A stand-in for fc-solve: a shell script."""
    path = tmp_path / "fc-solve"
    path.write_text("#!/bin/sh\ncat > /dev/null\n" + script + "\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


@posix_only
@pytest.mark.parametrize(
    ("says", "plain", "verdict", "note"),
    [
        ("echo 'This game is solveable.'", True, "solvable", ""),
        ("echo 'This game is solveable.'", False, "solvable", ""),
        ("echo 'I could not solve this game.'", True, "unsolvable", ""),
        # With more options (an iteration limit, a preset of partial scans) running out proves nothing.
        ("echo 'I could not solve this game.'", False, "unknown", "ran out, --fc-args"),
        ("echo 'Iterations count exceeded.'; exit 3", True, "unknown", "ended with 3 (the --fc-memory cap?)"),
        ("exec sleep 30", True, "unknown", "the cap"),
    ],
)
def test_freecell_solvers_verdicts_are_read(
    tmp_path: Path, says: str, plain: bool, verdict: str, note: str
) -> None:
    run = freecell_bench.run_fc([_stand_in(tmp_path, says)], "board\n", 1.0, 512, plain)
    assert (run.verdict, run.note) == (verdict, note)
    assert run.seconds < 30


@posix_only
def test_a_build_with_too_few_stacks_is_named(tmp_path: Path) -> None:
    says = "echo 'The game \"bakers_dozen\" exceeds the maximal number of stacks in the program.'"
    position = read_deal(reference_deals("bakers-dozen")[0].deal)
    why = freecell_bench.cannot_take([_stand_in(tmp_path, says)], freecell_bench.board(position))
    assert why is not None and "fewer stacks than this game's 13 columns" in why
    assert freecell_bench.cannot_take([_stand_in(tmp_path, "echo hello")], "board\n") is None


def test_the_cores_built_are_read_from_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    from goodmeasure.solver import core

    monkeypatch.setattr(core, "available", lambda: ("compiled", "python"))
    assert cores.available_cores() == ["python", "compiled"]
    monkeypatch.setattr(core, "available", lambda: ("python",))
    assert cores.available_cores() == ["python"]


@posix_only
def test_a_run_beside_a_stand_in_freecell_solver_says_both_sides(tmp_path: Path) -> None:
    import subprocess

    fc = _stand_in(tmp_path, "echo 'This game is solveable.'")
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "freecell_bench.py"), "--limit", "2", "--budget", "300"]
        + ["--fc-solve", fc, "--cores", "python", "--each"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("fc-solve         decided 2/2 (100.0%): 2 won, 0 lost") for line in lines)
    assert any(line.startswith("ours [python]    decided ") for line in lines)
    assert any(line.startswith("  deal   1 (reference undecided): fc-solve solvable") for line in lines)
    assert "on the python core(s), 300 nodes" in lines[1]

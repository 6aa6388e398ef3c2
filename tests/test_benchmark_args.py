"""The benchmark scripts refuse bad counts up front, with a clear message,
instead of failing halfway through a run (a --limit of 0 used to end in a
division by zero after the yardstick)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.mark.parametrize(
    ("script", "arguments", "message"),
    [
        ("solver_bench.py", ["--limit", "0"], "argument --limit: must be at least 1, not 0"),
        ("solver_bench.py", ["--budget", "-5"], "argument --budget: must be at least 1, not -5"),
        ("solver_bench.py", ["--fresh", "-1"], "argument --fresh: must not be negative, not -1"),
        ("picker_bench.py", ["--picks", "ten"], "argument --picks: not a whole number: 'ten'"),
        ("rating_bench.py", ["--limit", "0"], "argument --limit: must be at least 1, not 0"),
        ("rating_bench.py", ["--picks", "-1"], "argument --picks: must not be negative, not -1"),
        ("ranking_bench.py", ["--steps", "0"], "argument --steps: must be at least 1, not 0"),
        ("responsiveness_bench.py", ["--deals", "0"], "argument --deals: must be at least 1, not 0"),
        ("table_feel_bench.py", ["--steps", "0"], "argument --steps: must be at least 1, not 0"),
        ("runs_bench.py", ["--budget", "0"], "argument --budget: must be at least 1, not 0"),
        ("solver_bench.py", ["--cores", "fast"], "argument --cores: invalid choice: 'fast'"),
        ("responsiveness_bench.py", ["--core", "fast"], "argument --core: invalid choice: 'fast'"),
        ("freecell_bench.py", ["--limit", "0"], "argument --limit: must be at least 1, not 0"),
        ("freecell_bench.py", ["--cap", "0"], "argument --cap: must be more than 0, not 0"),
        ("freecell_bench.py", ["--cap", "soon"], "argument --cap: not a number of seconds: 'soon'"),
        ("freecell_bench.py", ["--game", "golf"], "argument --game: invalid choice: 'golf'"),
    ],
)
def test_bad_counts_are_refused_up_front(script: str, arguments: list[str], message: str) -> None:
    done = _run(script, arguments)
    assert done.returncode == 2, done.stderr
    assert message in done.stderr
    # Refused before any work: not even the yardstick ran.
    assert "yardstick" not in done.stdout


def _run(script: str, arguments: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        # The scripts import the goodmeasure of this checkout, installed or not.
        env={**os.environ, "PYTHONPATH": str(BENCHMARKS.parent), **env},
    )


def test_a_core_that_does_not_exist_is_refused_in_one_line() -> None:
    # The variable the app picks its core by, as the benchmarks read it.
    done = _run("responsiveness_bench.py", [], GOODMEASURE_CORE="fast")
    assert done.returncode == 2
    assert done.stderr == (
        "responsiveness_bench.py: GOODMEASURE_CORE: no core named 'fast' (the cores: python, compiled)\n"
    )
    assert done.stdout == ""


def test_the_freecell_bench_refuses_an_fc_solve_that_is_not_there(tmp_path: Path) -> None:
    missing = tmp_path / "fc-solve"
    done = _run("freecell_bench.py", ["--fc-solve", str(missing)])
    assert done.returncode == 2
    assert done.stderr == (
        f"freecell_bench.py: --fc-solve: no {missing} here (apt-get install -y freecell-solver-bin)\n"
    )
    assert done.stdout == ""


@pytest.mark.parametrize("script", ["solver_bench.py", "rating_bench.py"])
def test_a_deals_folder_that_does_not_exist_is_refused_in_one_line(script: str, tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder"
    done = _run(script, ["--deals", str(missing)])
    assert done.returncode == 2
    assert done.stderr == f"{script}: --deals: {missing} does not exist\n"
    assert done.stdout == ""


@pytest.mark.parametrize("script", ["solver_bench.py", "rating_bench.py"])
def test_a_deals_folder_without_a_game_is_refused_in_one_line(script: str, tmp_path: Path) -> None:
    done = _run(script, ["--deals", str(tmp_path), "--games", "golf-strict"])
    assert done.returncode == 2
    assert (
        done.stderr
        == f"{script}: --deals: no reference deals for golf-strict in {tmp_path} (no golf-strict.jsonl)\n"
    )
    assert done.stdout == ""


def test_the_responsiveness_bench_refuses_a_game_without_reference_deals() -> None:
    done = _run("responsiveness_bench.py", ["--games", "good-measure,gloucestershire-free"])
    assert done.returncode == 2
    assert done.stderr == "responsiveness_bench.py: --games: no reference deals for gloucestershire-free\n"


def test_every_benchmark_is_in_the_readme_with_its_command() -> None:
    readme = (BENCHMARKS.parent / "README.md").read_text(encoding="utf-8")
    scripts = [p.name for p in BENCHMARKS.glob("*.py") if 'if __name__ == "__main__"' in p.read_text("utf-8")]
    assert len(scripts) >= 6
    missing = [name for name in sorted(scripts) if f"    python benchmarks/{name}" not in readme]
    assert not missing, f"README.md's Benchmarks lists no command for {missing}"


def test_the_responsiveness_bench_says_which_core_ran() -> None:
    # A budget this small may end before the first tick: that is said, not an IndexError.
    done = _run(
        "responsiveness_bench.py",
        ["--core", "python", "--deals", "1", "--games", "good-measure"] + ["--budget", "100"],
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("# core: python (GOODMEASURE_CORE=python;")
    assert done.stdout.rstrip().endswith("--core python")
    assert "lateness ms: " in done.stdout


def test_the_quit_bench_times_a_quit_with_the_deep_search_running() -> None:
    # The app's own objects as the bench drives them (the window, its session
    # and analysis, the solver's searches): a bench left behind by a change to
    # them ends before its figures. Its quit time against the limit is a
    # figure, not checked here: over the limit it exits 1 with its figures said.
    done = _run("quit_bench.py", ["--runs", "1", "--actions", "20"], QT_QPA_PLATFORM="offscreen")
    assert done.returncode in (0, 1), done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 3, done.stdout + done.stderr
    assert re.fullmatch(
        r"# core: (python|compiled); Good Measure deal \d+; the hint budget [\d,]+ nodes, "
        r"the deep search running at [\d,]+",
        lines[0],
    )
    assert re.fullmatch(
        r"run 1: \d+\.\d{3} s to quit; saved and resumed: \d+ moves in the history, at move \d+"
        r"( \(the deep search had ended before the quit came\))?",
        lines[1],
    )
    assert re.fullmatch(
        r"Ctrl\+Q \(offscreen\), 20 actions a game: median \d+\.\d{3} s, max \d+\.\d{3} s \(limit 0\.3 s\)",
        lines[2],
    )

"""The command line's difficulty: ``solve --json`` rates a solvable
position, ``deal --winnable --difficulty LEVEL`` deals one of that level."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from goodmeasure.engine import deal, read_deal, write_deal
from goodmeasure.solver.rating import rate


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goodmeasure", *args], capture_output=True, text=True, timeout=120
    )


def test_solve_json_gives_the_difficulty(tmp_path: Path) -> None:
    path = tmp_path / "golf.deal"
    path.write_text(write_deal(deal("golf", 7)))
    done = run("solve", str(path), "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["verdict"] == "solvable"
    assert answer["difficulty"] == rate(deal("golf", 7))


def test_solve_json_has_no_difficulty_without_a_win(tmp_path: Path) -> None:
    path = tmp_path / "glouc.deal"
    path.write_text(write_deal(deal("gloucestershire", 1)))
    answer = json.loads(run("solve", str(path), "--json", "--budget", "2000").stdout)
    assert answer["verdict"] != "solvable"
    assert "difficulty" not in answer


@pytest.mark.parametrize(("game", "level"), [("good-measure", "hard"), ("golf", "easy")])
def test_deal_of_a_level_is_rated_that_level(game: str, level: str) -> None:
    done = run("deal", game, "--winnable", "--difficulty", level)
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith("deal ") and f"({level})" in done.stderr
    assert rate(read_deal(done.stdout)) == level


@pytest.mark.parametrize("how", [["--daily", "2026-12-04"], ["--winnable"]])
def test_the_daily_and_a_winnable_deal_name_their_level(how: list[str]) -> None:
    done = run("deal", "golf", "--options", "wrap", *how)
    assert done.returncode == 0, done.stderr
    level = rate(read_deal(done.stdout))
    assert level is not None
    assert done.stderr.startswith("deal ") and done.stderr.endswith(f" ({level})\n")


def test_a_level_out_of_reach_is_said_plainly() -> None:
    done = run("deal", "gloucestershire", "--winnable", "--difficulty", "easy")
    assert done.returncode == 1
    assert done.stdout == ""
    # In the words of the other messages: the standard rule (not "seed rule").
    assert "under the standard rule" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "golf", "--difficulty", "easy"], "--difficulty goes with --winnable"),
        (["deal", "golf", "--winnable", "--difficulty", "trivial"], "invalid choice: 'trivial'"),
    ],
)
def test_bad_difficulty_arguments_exit_2(args: list[str], words: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert words in done.stderr

"""``goodmeasure solve`` and ``goodmeasure hint``: output shapes and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goodmeasure.cli import main
from goodmeasure.engine import deal, write_deal
from goodmeasure.solver.rating import rate


@pytest.fixture
def deal_file(tmp_path: Path) -> Path:
    path = tmp_path / "bd4.deal"
    path.write_text(write_deal(deal("bakers-dozen", 4)), encoding="utf-8")
    return path


def test_solve_json(deal_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(deal_file), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert set(answer) == {"verdict", "moves", "nodes", "seconds", "core", "difficulty"}
    assert answer["verdict"] == "solvable"
    assert answer["difficulty"] in ("easy", "medium", "hard", "expert")
    assert all(isinstance(m, str) and ">" in m for m in answer["moves"])
    assert isinstance(answer["nodes"], int) and isinstance(answer["seconds"], float)


def test_solve_plain_and_budget(deal_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(deal_file), "--budget", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("verdict: unknown\n")
    assert "nodes: 3 " in out


def test_hint_json(deal_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(deal_file), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert set(answer) == {"move", "reason", "status", "source"}
    assert answer["status"] == "winnable" and answer["source"] == "solver"
    assert ">" in answer["move"]


def test_hint_plain(deal_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", str(deal_file)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hint: ") and lines[1].startswith("status: winnable")


@pytest.mark.parametrize("command", ["solve", "hint"])
def test_bad_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    bad = tmp_path / "bad.deal"
    bad.write_text("game: good-measure\ncolumn: ZZ\n", encoding="utf-8")
    assert main([command, str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.deal" in err
    assert main([command, str(tmp_path / "missing.deal")]) == 2


def test_deal_daily_and_winnable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "bakers-dozen", "--daily", "2026-12-01"]) == 0
    captured = capsys.readouterr()
    # The deal and its level: a daily deal is a proven win, rated like any.
    assert captured.err == f"deal 20261201000 ({rate(deal('bakers-dozen', 20261201000))})\n"
    assert captured.out == write_deal(deal("bakers-dozen", 20261201000))
    # None is known under the standard rule: an answer, not bad input (exit 1).
    assert main(["deal", "gloucestershire", "--daily", "2026-12-01"]) == 1
    assert "no winnable deal" in capsys.readouterr().err


def test_hint_says_a_loss_the_solver_proved_is_proven(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Strict Golf deal 1: the solver proves it lost; the move is the ranking's.
    path = tmp_path / "golf.deal"
    path.write_text(write_deal(deal("golf", 1, frozenset())), encoding="utf-8")
    assert main(["hint", str(path), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["status"], answer["source"]) == ("lost", "ranking")
    assert main(["hint", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "status: lost (proven by the solver)"


def test_solve_searches_as_far_as_a_hint_by_default(
    deal_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from goodmeasure.solver import commands, core
    from goodmeasure.solver.search.dispatch import solve
    from goodmeasure.solver.search.result import COMPILED_HINT_BUDGET, HINT_BUDGET

    budgets: list[int] = []

    def counted(position, budget, *rest):  # noqa: ANN001, ANN202
        budgets.append(budget)
        return solve(position, budget, *rest)

    monkeypatch.setattr(commands, "solve", counted)
    assert main(["solve", str(deal_file)]) == 0
    assert budgets == [core.hint_budget_of(core.CORE)]
    # And the README gives those figures for it.
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    said = (
        "`solve` searches as far as the app's hint does (the hint budget: in Good Measure, "
        f"Baker's Dozen and Gloucestershire under the seed rule {COMPILED_HINT_BUDGET:,} nodes with "
        f"the compiled core and {HINT_BUDGET:,} with the pure-Python one, in Golf and with the free "
        f"bouquet {HINT_BUDGET:,} whichever is built)"
    )
    assert said in " ".join(readme.split())

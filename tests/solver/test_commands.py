"""``goodmeasure solve`` and ``goodmeasure hint``: output shapes and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from goodmeasure.cli import main
from goodmeasure.engine import deal, write_deal


@pytest.fixture
def deal_file(tmp_path: Path) -> Path:
    path = tmp_path / "bd4.deal"
    path.write_text(write_deal(deal("bakers-dozen", 4)), encoding="utf-8")
    return path


def test_solve_json(deal_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(deal_file), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert set(answer) == {"verdict", "moves", "nodes", "seconds", "difficulty"}
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
    assert captured.err == "deal 20261201000\n"
    assert captured.out == write_deal(deal("bakers-dozen", 20261201000))
    assert main(["deal", "gloucestershire", "--daily", "2026-12-01"]) == 2
    assert "no deal" in capsys.readouterr().err

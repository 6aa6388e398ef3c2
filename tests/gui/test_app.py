"""The app's own flags: the smoke test and opening a .deal file."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from goodmeasure import engine

pytestmark = pytest.mark.gui


def _run(*flags: str) -> subprocess.CompletedProcess[str]:
    code = "import sys; from goodmeasure.gui.app import run_app; sys.exit(run_app(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code, *flags], capture_output=True, text=True, env=env, timeout=60
    )


def test_smoke_test_plays_the_first_move_by_a_click():
    result = _run("--smoke-test")
    assert result.returncode == 0, result.stderr
    start = engine.deal("good-measure", 1)
    assert engine.read_deal(result.stdout) == engine.apply(start, engine.legal_moves(start)[0])


def test_open_refuses_a_bad_file(tmp_path):
    bad = tmp_path / "bad.deal"
    bad.write_text("game: nonsense\n", encoding="utf-8")
    result = _run("--open", str(bad))
    assert result.returncode == 2
    assert "bad.deal" in result.stderr


def test_open_puts_the_position_on_the_table(window, tmp_path):
    from goodmeasure.cli import read_position
    from goodmeasure.gui.app import _parse

    path = tmp_path / "golf.deal"
    path.write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    args, _ = _parse(["--open", str(path)])
    window.start_position(read_position(args.open))
    assert window.position == engine.deal("golf", 9)
    assert window.status_labels["deal"].text() == "Deal from a file"

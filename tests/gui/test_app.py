"""The app's own flags (the smoke test, opening a .deal file) and how it ends."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

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


@pytest.mark.parametrize("signal_number", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_closes_the_window_as_its_close_button_does(tmp_path, signal_number):
    """The session ending (SIGTERM) or Ctrl+C in a terminal saves what closing
    saves: the window's place goes into the settings, and the app exits 0."""
    code = "import sys; from goodmeasure.gui.app import run_app; sys.exit(run_app([]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GOODMEASURE_HOME": str(tmp_path)}
    app = subprocess.Popen([sys.executable, "-c", code], env=env, stderr=subprocess.PIPE, text=True)
    try:
        game = tmp_path / "data" / "current-game.json"
        deadline = time.monotonic() + 30
        while not game.exists():  # written once the first deal is on the table
            assert app.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        app.send_signal(signal_number)
        assert app.wait(timeout=30) == 0, app.stderr.read() if app.stderr else ""
    finally:
        if app.poll() is None:
            app.kill()
    settings = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["window_geometry"]

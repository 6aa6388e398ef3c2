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


def test_open_refuses_a_bad_file_without_a_display(tmp_path):
    # Headless (ssh, a script): one line on stderr and status 2, no dialog to wait on.
    bad = tmp_path / "bad.deal"
    bad.write_text("game: nonsense\n", encoding="utf-8")
    code = "import sys; from goodmeasure.gui.app import run_app; sys.exit(run_app(sys.argv[1:]))"
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    env = {name: value for name, value in os.environ.items() if name not in hidden}
    result = subprocess.run(
        [sys.executable, "-c", code, "--open", str(bad)], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "bad.deal" in result.stderr


def test_a_bad_file_opened_from_the_desktop_is_told_in_a_dialog(qapp, tmp_path, capsys):
    from gui_helpers import Answerer

    from goodmeasure.gui.app import run_app

    bad = tmp_path / "bad.deal"
    bad.write_text("game: golf\ncolumn: XX\n", encoding="utf-8")
    told = Answerer("OK")
    try:
        status = run_app([str(bad)])
    finally:
        told.stop()
    assert status == 2
    assert len(told.asked) == 1
    assert "could not be opened" in told.asked[0] and "bad.deal" in told.asked[0]
    assert "bad.deal" in capsys.readouterr().err


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

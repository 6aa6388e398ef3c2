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
    code = "import sys; from goodmeasure.gui.desktop.app import run_app; sys.exit(run_app(sys.argv[1:]))"
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
    code = "import sys; from goodmeasure.gui.desktop.app import run_app; sys.exit(run_app(sys.argv[1:]))"
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    env = {name: value for name, value in os.environ.items() if name not in hidden}
    result = subprocess.run(
        [sys.executable, "-c", code, "--open", str(bad)], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "bad.deal" in result.stderr


def test_a_bad_file_opened_from_the_desktop_is_told_in_a_dialog(qapp, tmp_path, capsys, monkeypatch):
    from gui_helpers import Answerer

    from goodmeasure.gui.desktop import app
    from goodmeasure.gui.desktop.app import run_app

    # As on a desktop: the tests' offscreen platform has no screen, and there
    # the error is printed only (test_a_bad_file_offscreen_is_printed_not_asked).
    monkeypatch.setattr(app, "has_screen", lambda qt_args: True)

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
    from goodmeasure.gui.desktop.app import _parse

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
    code = "import sys; from goodmeasure.gui.desktop.app import run_app; sys.exit(run_app([]))"
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


def _free_display() -> str:
    """An X display number nothing listens on (other X servers may run here)."""
    from goodmeasure.gui.desktop.display import x_display_reachable

    return next(f":{n}" for n in range(99, 999) if not x_display_reachable(f":{n}"))


def _without_display(**extra: str) -> dict[str, str]:
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    return {**{n: v for n, v in os.environ.items() if n not in hidden}, **extra}


@pytest.mark.parametrize("display", [None, "nowhere"])
def test_no_display_is_told_in_one_line_not_by_a_qt_abort(tmp_path, display):
    env = _without_display(GOODMEASURE_HOME=str(tmp_path))
    if display is not None:
        env["DISPLAY"] = _free_display()
    result = subprocess.run(
        [sys.executable, "-m", "goodmeasure"], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1
    assert "no display found" in result.stderr and "QT_QPA_PLATFORM=offscreen" in result.stderr
    if display is not None:
        assert env["DISPLAY"] in result.stderr


def test_a_headless_platform_is_not_a_missing_display():
    from goodmeasure.gui.desktop.display import has_screen, missing_display

    bare = {"PATH": "/usr/bin"}
    assert missing_display([], {**bare, "QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert missing_display(["-platform", "offscreen"], bare, "linux") is None
    assert missing_display([], bare, "linux") is not None
    assert missing_display([], {**bare, "QT_QPA_PLATFORM": "xcb"}, "linux") is not None
    # Windows and macOS bring their window system with them.
    assert missing_display([], bare, "win32") is None and missing_display([], bare, "darwin") is None
    assert not has_screen([], {**bare, "QT_QPA_PLATFORM": "offscreen"}, "win32")
    assert has_screen([], bare, "darwin")


def test_a_bad_file_offscreen_is_printed_not_asked(tmp_path):
    # No screen: a modal error would wait forever for a click nobody can give.
    bad = tmp_path / "bad.deal"
    bad.write_text("game: nonsense\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GOODMEASURE_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-m", "goodmeasure", str(bad)], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "bad.deal" in result.stderr


@pytest.mark.parametrize("flags", [["--hlep"], ["-x"], ["a.deal", "b.deal"], ["--smoke"]])
def test_an_unknown_flag_is_refused_in_one_line(tmp_path, flags):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GOODMEASURE_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "goodmeasure", *flags], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and flags[-1] in result.stderr
    assert not (tmp_path / "data").exists()  # no table was opened


def test_qt_options_still_pass_to_qt():
    from goodmeasure.gui.desktop.app import _parse

    qt = ["-platform", "offscreen", "--style", "fusion", "-reverse", "-style=fusion"]
    args, qt_args = _parse([*qt, "x.deal"])
    assert qt_args == qt
    assert args.file == "x.deal"
    # A value that does not end in .deal is Qt's, not a file.
    args, qt_args = _parse(["-style", "fusion"])
    assert args.file is None and qt_args == ["-style", "fusion"]


def test_the_smoke_test_takes_qt_options():
    result = _run("-platform", "offscreen", "--smoke-test")
    assert result.returncode == 0, result.stderr

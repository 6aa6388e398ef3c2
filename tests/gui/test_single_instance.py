"""A second start hands its file (or nothing) to the running app, which
comes to the front and asks before a game in progress is left; no two apps
ever both save the current game of one data folder."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from gui_helpers import Answerer
from persist_helpers import open_window
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from goodmeasure import engine
from goodmeasure.gui.desktop.single_instance import (
    InstanceServer,
    claim,
    decode_message,
    deliver,
    encode_message,
    server_name,
)
from goodmeasure.storage import Settings, StoragePaths, load_game, save_settings

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "GOODMEASURE_HOME": str(home),
        "PYTHONPATH": str(ROOT),
    }


_started: list[subprocess.Popen[str]] = []


@pytest.fixture(autouse=True)
def _no_app_left_running():
    # A start that failed to hand over opens a window and would run on.
    yield
    while _started:
        process = _started.pop()
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)


def _second_start(home: Path, *args: str, cwd: Path | None = None) -> subprocess.Popen[str]:
    _started.append(_start(home, *args, cwd=cwd))
    return _started[-1]


def _start(home: Path, *args: str, cwd: Path | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "goodmeasure", *args],
        env=_env(home),
        cwd=cwd or ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def home(tmp_path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def paths(home) -> StoragePaths:
    folder = StoragePaths.under(home)
    save_settings(folder, Settings(animation_speed="off"))  # asks before a game is left, as by default
    return folder


@pytest.fixture
def server(paths):
    running = InstanceServer(server_name(paths))
    assert running.listen()
    yield running
    running.close()


@pytest.fixture
def answer():
    answerers: list[Answerer] = []

    def make(button: str) -> Answerer:
        answerers.append(Answerer(button))
        return answerers[-1]

    yield make
    for answerer in answerers:
        answerer.stop()


def test_a_second_start_hands_its_file_to_the_running_window(qtbot, paths, home, server, answer, tmp_path):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.play_move(engine.legal_moves(window.position)[0])
    deliver(window, server)
    (tmp_path / "golf.deal").write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    asked = answer("Abandon game")
    # A relative name from another folder: the running app must get it whole.
    second = _second_start(home, "golf.deal", cwd=tmp_path)
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    assert second.returncode == 0, second.stderr.read() if second.stderr else ""
    qtbot.waitUntil(lambda: window.position == engine.deal("golf", 9), timeout=10000)
    assert len(asked.asked) == 1 and "Abandon the game in progress" in asked.asked[0]
    assert window.from_file


def test_keep_playing_keeps_the_game_when_a_file_is_handed(qtbot, paths, home, server, answer, tmp_path):
    window = open_window(qtbot, paths)
    window.start_deal("bakers-dozen", 6)
    window.play_move(engine.legal_moves(window.position)[0])
    kept = window.position
    deliver(window, server)
    (tmp_path / "golf.deal").write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    asked = answer("Keep playing")
    second = _second_start(home, str(tmp_path / "golf.deal"))
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: len(asked.asked) == 1, timeout=10000)
    assert window.position == kept and window.number == 6


def test_a_second_start_with_nothing_brings_the_window_to_the_front(qtbot, paths, home, server, answer):
    window = open_window(qtbot, paths)
    window.start_deal("golf", 3)
    window.play_move(engine.legal_moves(window.position)[0])
    position = window.position
    deliver(window, server)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    asked = answer("Abandon game")
    second = _second_start(home)
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: not window.isMinimized(), timeout=10000)
    assert window.position == position and asked.asked == []


@pytest.mark.parametrize(
    "line",
    [
        b"garbage",
        b'{"open": "relative.deal"}',
        b'{"open": 5}',
        b'["/a.deal"]',
        b'{"open": "/a", "x": 1}',
        b"\xff",
        b'{"open": "/a\\u0000b.deal"}',
    ],
)
def test_a_malformed_message_is_ignored(qtbot, server, line):
    handed: list[object] = []
    server.handed.connect(handed.append)
    client = QLocalSocket()
    client.connectToServer(server.name)
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.ConnectedState)
    client.write(line + b"\n")
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=10000)
    assert handed == [] and bytes(client.readAll().data()) == b""


def test_a_well_formed_message_is_answered_and_handed(qtbot, server, tmp_path):
    handed: list[object] = []
    server.handed.connect(handed.append)
    client = QLocalSocket()
    client.connectToServer(server.name)
    client.write(encode_message(str(tmp_path / "ä b.deal")))
    qtbot.waitUntil(lambda: handed != [], timeout=10000)
    assert handed == [str(tmp_path / "ä b.deal")]
    qtbot.waitUntil(lambda: client.bytesAvailable() >= 3, timeout=10000)
    assert bytes(client.readAll().data()) == b"ok\n"


def test_the_message_round_trips_any_file_name():
    for name in ("/tmp/a.deal", "/tmp/ä\u202eb.deal", "/tmp/bad-\udcff.deal"):
        assert decode_message(encode_message(name).rstrip(b"\n")) == (True, name)
    assert decode_message(encode_message(None).rstrip(b"\n")) == (True, None)
    assert json.loads(encode_message("x.deal"))["open"] == os.path.abspath("x.deal")


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_server_name_suits_every_platform(tmp_path, platform):
    def name_of(folder: str, user: str = "ann") -> str:
        name = server_name(StoragePaths.under(tmp_path / folder), user=user, platform=platform, environ={})
        return name.rsplit("/", 1)[-1]  # macOS: in /tmp without a $TMPDIR (tests/test_platforms.py)

    name = name_of("a")
    # Letters, digits and dashes: a Windows pipe name and a Unix file name
    # alike; short enough for macOS's 104-byte socket paths under its long
    # temporary folder (/var/folders/xx/<28 characters>/T/).
    assert re.fullmatch(r"goodmeasure-[a-f0-9]+", name) and len(name) <= 40
    assert len("/var/folders/zz/zyxvpxvq6csfxvn_n0000000000000/T/" + name) < 104
    assert name == name_of("x/../a")
    assert name != name_of("b")  # per data folder
    assert name != name_of("a", user="bob")  # per user


def test_on_linux_the_socket_goes_to_the_users_runtime_folder(tmp_path):
    runtime = tmp_path / "run"
    runtime.mkdir()
    paths = StoragePaths.under(tmp_path / "a")
    name = server_name(paths, user="ann", platform="linux", environ={"XDG_RUNTIME_DIR": str(runtime)})
    assert Path(name).parent == runtime and Path(name).name.startswith("goodmeasure-")
    # Elsewhere (or a runtime folder too deep for a socket path) the plain name.
    deep = tmp_path / ("d" * 100)
    deep.mkdir()
    for platform, folder in (("win32", runtime), ("linux", deep)):
        plain = server_name(paths, user="ann", platform=platform, environ={"XDG_RUNTIME_DIR": str(folder)})
        assert "/" not in plain


@pytest.mark.skipif(sys.platform == "win32", reason="Windows pipes leave no file behind")
def test_a_server_left_by_a_crash_is_removed(qtbot, paths):
    name = server_name(paths)
    crash = (
        "import os, sys; from PySide6.QtNetwork import QLocalServer;"
        "server = QLocalServer(); server.listen(sys.argv[1]); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", crash, name], check=True, timeout=60, cwd=ROOT)
    socket_file = Path(name) if os.path.isabs(name) else Path(QDir.tempPath()) / name
    assert socket_file.exists()  # what a crash leaves: nobody answers there
    assert not QLocalServer().listen(name)
    running = claim(paths, None)
    try:
        assert running is not None and running.server._server.isListening()
    finally:
        if running is not None:
            running.release()


def _saved_start(home: Path) -> engine.Position | None:
    saved, _ = load_game(StoragePaths.under(home))
    return None if saved is None else saved.positions()[0]


def _wait_for(path: Path, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 30
    while not path.exists():
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGSTOP is POSIX")
def test_two_apps_never_both_write_the_current_game(home, tmp_path):
    """The first app hangs (stopped): the second cannot hand its file over,
    and must neither open a table nor save over the first one's game."""
    first = _second_start(home)
    game = home / "data" / "current-game.json"
    try:
        _wait_for(game, first)
        first.send_signal(signal.SIGSTOP)
        before = game.read_bytes(), game.stat().st_mtime_ns
        own = _saved_start(home)
        (tmp_path / "golf.deal").write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
        second = subprocess.run(
            [sys.executable, "-m", "goodmeasure", str(tmp_path / "golf.deal")],
            env=_env(home),
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 1
        assert second.stderr.count("\n") == 1
        assert "already running" in second.stderr and str(first.pid) in second.stderr
        assert (game.read_bytes(), game.stat().st_mtime_ns) == before
        first.send_signal(signal.SIGCONT)
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=30) == 0
    finally:
        if first.poll() is None:
            first.send_signal(signal.SIGCONT)
            first.kill()
    # After both: the first app's own game, not the file's.
    assert _saved_start(home) == own != engine.deal("golf", 9)


def test_two_real_starts_leave_one_window_with_the_file(home, tmp_path):
    """End to end: the app runs, a second start opens a file in it; after
    quitting, the current game is the file's, saved by the one window."""
    first = _second_start(home)
    game = home / "data" / "current-game.json"
    try:
        _wait_for(game, first)
        (tmp_path / "golf.deal").write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
        second = subprocess.run(
            [sys.executable, "-m", "goodmeasure", str(tmp_path / "golf.deal")],
            env=_env(home),
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        deadline = time.monotonic() + 30
        while _saved_start(home) != engine.deal("golf", 9):  # the untouched deal is left unasked
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=30) == 0
    finally:
        if first.poll() is None:
            first.kill()
    assert _saved_start(home) == engine.deal("golf", 9)

"""Where the app keeps its files and names its hand-off on Windows, macOS and
Linux, simulated here on Linux: platformdirs' own per-platform classes stand
in for the platform's, and ``server_name`` is asked for each platform's name.
"""

from __future__ import annotations

import os
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path, PurePosixPath

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from goodmeasure.engine import deal, read_deal, write_deal
from goodmeasure.storage import (
    SavedGame,
    Settings,
    Statistics,
    StoragePaths,
    load_game,
    load_settings,
    load_statistics,
    save_game,
    save_settings,
    save_statistics,
)
from goodmeasure.storage.atomic import write_atomic
from goodmeasure.storage.paths import HOME_ENV
from goodmeasure.storage.position_files import read_position

# Names a player may give a folder or a saved position: spaces, accents,
# other scripts, a suit sign, an apostrophe.
ODD_NAMES = ("my games", "Zoë's Spiele", "ソリティア", "♠ a & b (2)", "x" * 60)


def _simulate(monkeypatch: pytest.MonkeyPatch, platform_dirs: type, home: Path, **environ: str) -> None:
    monkeypatch.delenv(HOME_ENV, raising=False)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))  # what expanduser reads on Windows
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(platformdirs, "PlatformDirs", platform_dirs)


def _files(paths: StoragePaths) -> list[Path]:
    lock = paths.data_dir / "instance.lock"
    return [paths.settings_file, paths.statistics_file, paths.current_game_file, lock]


def test_on_windows_everything_goes_to_local_appdata(tmp_path, monkeypatch):
    local = tmp_path / "AppData" / "Local"
    _simulate(
        monkeypatch,
        platformdirs.windows.Windows,
        tmp_path,
        LOCALAPPDATA=str(local),
        APPDATA=str(tmp_path / "AppData" / "Roaming"),
    )
    # Off Windows its ctypes lookup has no shell32: read the same folders from
    # the environment, as platformdirs itself does without ctypes and winreg.
    from_env = platformdirs.windows.get_win_folder_from_env_vars
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", from_env)
    paths = StoragePaths.default()
    # %LOCALAPPDATA%\goodmeasure: no author folder (appauthor=False), not roaming.
    assert paths.config_dir == local / "goodmeasure"
    assert paths.data_dir == local / "goodmeasure"
    assert len(set(_files(paths))) == 4
    save_settings(paths, Settings(language="de"))
    assert (local / "goodmeasure" / "settings.json").is_file()


def test_on_macos_everything_goes_to_application_support(tmp_path, monkeypatch):
    _simulate(monkeypatch, platformdirs.macos.MacOS, tmp_path)
    paths = StoragePaths.default()
    support = tmp_path / "Library" / "Application Support" / "goodmeasure"
    assert paths.config_dir == support
    assert paths.data_dir == support
    # One folder for settings and data: no two files share a name.
    assert len(set(_files(paths))) == 4
    save_settings(paths, Settings(language="de"))  # a folder name with a space
    assert load_settings(paths)[0].language == "de"


def test_on_linux_settings_go_to_config_and_games_to_data(tmp_path, monkeypatch):
    _simulate(
        monkeypatch,
        platformdirs.unix.Unix,
        tmp_path,
        XDG_CONFIG_HOME=str(tmp_path / "cfg"),
        XDG_DATA_HOME=str(tmp_path / "share"),
    )
    paths = StoragePaths.default()
    assert paths.settings_file == tmp_path / "cfg" / "goodmeasure" / "settings.json"
    assert paths.statistics_file == tmp_path / "share" / "goodmeasure" / "statistics.json"
    assert paths.current_game_file == tmp_path / "share" / "goodmeasure" / "current-game.json"


def test_without_xdg_variables_linux_uses_the_home_folders(tmp_path, monkeypatch):
    _simulate(monkeypatch, platformdirs.unix.Unix, tmp_path)
    paths = StoragePaths.default()
    assert paths.config_dir == tmp_path / ".config" / "goodmeasure"
    assert paths.data_dir == tmp_path / ".local" / "share" / "goodmeasure"


@pytest.mark.parametrize("name", ODD_NAMES)
def test_a_data_folder_with_any_name_keeps_settings_and_games(tmp_path, name):
    paths = StoragePaths.under(tmp_path / name)
    save_settings(paths, Settings(language="de"))
    save_statistics(paths, Statistics())
    save_game(paths, SavedGame.from_history(deal("golf", 7), [], 0, 12.0, number=7))
    assert load_settings(paths)[0].language == "de"
    assert load_statistics(paths) == (Statistics(), [])
    saved, notices = load_game(paths)
    assert notices == [] and saved is not None and saved.number == 7
    assert sorted(p.name for p in (tmp_path / name).rglob("*.json")) == [
        "current-game.json",
        "settings.json",
        "statistics.json",
    ]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_a_position_saved_under_any_name_opens_again(tmp_path, name):
    position = deal("good-measure", 3)
    target = tmp_path / name / f"{name}.deal"
    write_atomic(target, write_deal(position).encode("utf-8"))
    assert os.listdir(target.parent) == [f"{name}.deal"]  # no temporary file left
    assert write_deal(read_position(str(target))) == write_deal(position)
    assert read_deal(target.read_text(encoding="utf-8")) == position


# -- the single-instance hand-off's name ------------------------------------

from goodmeasure.gui.desktop.single_instance import server_name  # noqa: E402

NAME = re.compile(r"goodmeasure-[0-9a-f]{24}")
# Simulating macOS or Linux takes Unix paths (/tmp, a folder starting with /).
unix_only = pytest.mark.skipif(sys.platform == "win32", reason="a Unix socket path needs a Unix file system")


def _name(paths: StoragePaths, platform: str, user: str = "ann", **environ: str) -> str:
    return server_name(paths, user=user, platform=platform, environ=environ)


def test_windows_names_a_pipe_per_user_and_data_folder(tmp_path):
    paths = StoragePaths.under(tmp_path / "a")
    name = _name(paths, "win32", XDG_RUNTIME_DIR=str(tmp_path), TMPDIR=str(tmp_path))
    # A plain name: Qt opens it as \\.\pipe\<name>, which any Windows takes
    # (no backslash, under 256 characters); the environment plays no part.
    assert NAME.fullmatch(name)
    assert name == _name(paths, "win32")
    assert name != _name(paths, "win32", user="bob")
    assert name != _name(StoragePaths.under(tmp_path / "b"), "win32")


@unix_only
def test_macos_puts_the_socket_in_the_users_temporary_folder(tmp_path):
    tmpdir = tmp_path / "T"
    tmpdir.mkdir()
    paths = StoragePaths.under(tmp_path / "a")
    name = _name(paths, "darwin", TMPDIR=str(tmpdir) + "/")  # launchd's $TMPDIR ends in a slash
    assert PurePosixPath(name).parent == PurePosixPath(tmpdir)
    assert NAME.fullmatch(PurePosixPath(name).name)
    assert len(os.fsencode(name)) < 104
    assert name != _name(paths, "darwin", user="bob", TMPDIR=str(tmpdir))
    # XDG_RUNTIME_DIR is a Linux folder: macOS does not look there.
    assert _name(paths, "darwin", TMPDIR=str(tmpdir), XDG_RUNTIME_DIR=str(tmp_path)) == name


@unix_only
def test_a_macos_temporary_folder_too_deep_for_a_socket_falls_back_to_tmp(tmp_path):
    # sun_path holds 104 bytes on macOS: a 36-character name leaves some 67
    # for the folder. /var/folders/xx/<28>/T/ is 49; a custom $TMPDIR may be more.
    deep = tmp_path / ("d" * 70)
    deep.mkdir()
    paths = StoragePaths.under(tmp_path / "a")
    name = _name(paths, "darwin", TMPDIR=str(deep))
    assert posixpath.dirname(name) == "/tmp"
    assert len(os.fsencode(name)) < 104
    assert _name(paths, "darwin") == name  # no $TMPDIR at all
    # Linux's limit is 108: the same folder fits there only if short enough.
    assert len(os.fsencode(_name(paths, "linux", XDG_RUNTIME_DIR=str(deep)))) < 108


@unix_only
def test_linux_puts_the_socket_in_the_runtime_folder_and_flatpak_in_its_shared_part(tmp_path):
    # A short folder like /run/user/1000: pytest's own are too deep for a socket.
    runtime = Path(tempfile.mkdtemp(prefix="run", dir="/tmp"))
    shared = runtime / "app" / "io.github.goodmeasure.GoodMeasure"
    shared.mkdir(parents=True)
    paths = StoragePaths.under(tmp_path / "a")
    plain = _name(paths, "linux", XDG_RUNTIME_DIR=str(runtime))
    assert Path(plain).parent == runtime
    # In a sandbox every instance of the app sees $XDG_RUNTIME_DIR/app/<id>
    # (the rest of the runtime folder is each sandbox's own).
    sandboxed = _name(paths, "linux", XDG_RUNTIME_DIR=str(runtime), FLATPAK_ID=shared.name)
    assert Path(sandboxed).parent == shared
    assert Path(sandboxed).name == Path(plain).name
    # No runtime folder: the plain name, which Qt puts in its temporary folder.
    assert NAME.fullmatch(_name(paths, "linux"))
    shutil.rmtree(runtime)


ROOT = Path(__file__).resolve().parents[1]
SEND = (
    "import sys; from goodmeasure.gui.desktop.single_instance import hand_off;"
    "print(hand_off(sys.argv[1], sys.argv[2]).value)"
)


@unix_only
def test_a_simulated_macos_socket_path_takes_a_real_hand_off(qtbot, tmp_path):
    from goodmeasure.gui.desktop.single_instance import HandOff, InstanceServer

    tmpdir = tmp_path / "T"
    tmpdir.mkdir()
    name = _name(StoragePaths.under(tmp_path / "a"), "darwin", TMPDIR=str(tmpdir))
    server = InstanceServer(name)
    assert server.listen()
    handed: list[object] = []
    server.handed.connect(handed.append)
    try:
        target = str(tmp_path / "Zoë's Spiele" / "♠ deal 1.deal")
        # A second start in its own process, as the app's are: this one's
        # event loop answers while qtbot waits.
        sender = subprocess.Popen(
            [sys.executable, "-c", SEND, name, target],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        qtbot.waitUntil(lambda: sender.poll() is not None, timeout=30000)
        assert sender.communicate()[0].strip() == HandOff.HANDED.value
        qtbot.waitUntil(lambda: handed != [], timeout=10000)
        assert handed == [target]
    finally:
        server.close()


def test_a_file_finder_opens_reaches_the_running_window(qtbot, tmp_path):
    """macOS: a double-click on a .deal file while the app runs (or the file
    it was started with) comes as a QFileOpenEvent, not as a second start."""
    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from goodmeasure.gui.desktop.single_instance import InstanceServer, deliver

    opened: list[str | None] = []

    class Window(QObject):
        def open_handed_path(self, path: str | None) -> None:
            opened.append(path)

    window = Window()
    server = InstanceServer("goodmeasure-test-unused")
    deliver(window, server, platform="darwin")
    target = str(tmp_path / "Zoë's Spiele" / "♠ deal 1.deal")
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(target))
    assert opened == [target]
    # The filter goes with its window: a later event reaches nothing.
    shiboken6.delete(window)
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(target))
    assert opened == [target]
    # Elsewhere no filter is installed (it would see every event of the app).
    other = Window()
    deliver(other, server, platform="linux")
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(target))
    assert opened == [target]
    shiboken6.delete(other)


# -- nothing platform-bound in the code ---------------------------------------

PACKAGE = ROOT / "goodmeasure"


def _sources(folder: str) -> dict[str, str]:
    return {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for path in sorted((PACKAGE / folder).rglob("*.py"))
    }


def test_storage_finds_its_folders_through_platformdirs_only():
    # No home folder, Windows variable or Unix folder spelt out: platformdirs
    # (or $GOODMEASURE_HOME) says where, pathlib joins.
    bound = re.compile(
        r"expanduser|Path\.home|[\"']~|APPDATA|XDG_|[\"']HOME[\"']|[\"']/(tmp|home|Users|var)\b"
    )
    for name, text in _sources("storage").items():
        assert not bound.search(text), f"{name}: {bound.search(text)[0]}"


def test_no_font_family_or_screen_density_is_assumed():
    # Text takes the platform's own font (Segoe UI, San Francisco, the desktop's
    # on Linux) at the user's size; sizes scale with the table, not with a DPI.
    bound = re.compile(r"setFamily|QFont\(\s*[\"']|font-family|logicalDpi|physicalDpi|\b96\.0\b|\b72\.0\b")
    for name, text in {**_sources("gui"), **_sources("engine")}.items():
        assert not bound.search(text), f"{name}: {bound.search(text)[0]}"

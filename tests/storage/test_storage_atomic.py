from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from goodmeasure.storage import Settings, StoragePaths, atomic, load_settings, save_settings


class Boom(OSError):
    pass


def _fail_at(step: str) -> Callable[[str], None]:
    def hook(current: str) -> None:
        if current == step:
            raise Boom(f"simulated failure before {step}")

    return hook


def test_writes_new_content_and_creates_folders(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic.write_atomic(target, b"one")
    atomic.write_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert os.listdir(target.parent) == ["file.json"]


@pytest.mark.parametrize("step", [s for s in atomic.STEPS if s != "fsync-dir"])
def test_failure_before_the_rename_keeps_the_old_file(
    step: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(atomic, "_before_step", _fail_at(step))
    with pytest.raises(Boom):
        atomic.write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_failure_after_the_rename_leaves_the_new_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(atomic, "_before_step", _fail_at("fsync-dir"))
    with pytest.raises(Boom):
        atomic.write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert os.listdir(tmp_path) == ["file.json"]


@pytest.mark.parametrize("function", ["fsync", "replace"])
def test_real_os_failures_clean_up(function: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, function, broken)
        atomic.write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_write_failure_midway_through_the_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A disk that fills up after part of the data was written.
    target = tmp_path / "file.json"
    target.write_bytes(b"old")

    def hook(step: str) -> None:
        if step == "flush":
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "_before_step", hook)
    with pytest.raises(OSError):
        atomic.write_atomic(target, b"x" * 1_000_000)
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]


@pytest.mark.parametrize("step", atomic.STEPS)
def test_interrupted_settings_save_still_loads(
    step: str, paths: StoragePaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_settings(paths, Settings(animation_speed="slow"))
    with monkeypatch.context() as patch, pytest.raises(Boom):
        patch.setattr(atomic, "_before_step", _fail_at(step))
        save_settings(paths, Settings(animation_speed="fast"))
    settings, notices = load_settings(paths)
    # Before the rename the old settings survive; after it the new ones are complete.
    expected = "fast" if step == "fsync-dir" else "slow"
    assert (settings.animation_speed, notices) == (expected, [])
    assert os.listdir(paths.config_dir) == ["settings.json"]


def test_leftover_temp_file_from_a_killed_process_is_harmless(paths: StoragePaths) -> None:
    save_settings(paths, Settings(language="en"))
    (paths.config_dir / ".settings.json.abc123.tmp").write_bytes(b'{"schema": 1, "langu')
    assert load_settings(paths) == (Settings(language="en"), [])
    save_settings(paths, Settings(language="de"))
    assert load_settings(paths) == (Settings(language="de"), [])


WRITER = """
import sys
from goodmeasure.storage import Settings, StoragePaths, save_settings
paths = StoragePaths.under(sys.argv[1])
print("ready", flush=True)
while True:
    for speed in ("off", "fast", "normal", "slow"):
        save_settings(paths, Settings(animation_speed=speed, card_back="x" * 60))
"""


def test_process_killed_while_saving(tmp_path: Path) -> None:
    root = tmp_path / "root"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(root)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        time.sleep(0.3)
    finally:
        writer.kill()
        writer.wait()
    settings, notices = load_settings(StoragePaths.under(root))
    assert notices == []
    assert settings.card_back == "x" * 60


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_a_settings_file_kept_as_a_link_stays_a_link(tmp_path: Path) -> None:
    # As a dotfile manager (GNU Stow, chezmoi symlink mode) sets it up.
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    paths = StoragePaths.under(tmp_path / "root")
    save_settings(paths, Settings(language="de"))
    paths.settings_file.replace(real)
    paths.settings_file.symlink_to(real)

    save_settings(paths, Settings(language="en"))

    assert paths.settings_file.is_symlink()
    assert load_settings(paths) == (Settings(language="en"), [])
    assert sorted(os.listdir(real.parent)) == ["settings.json"]


def _left_by_a_crash(folder: Path, name: str, age: float) -> Path:
    """A temporary file as write_atomic names it, last touched `age` seconds ago."""
    import tempfile

    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    os.write(fd, b"half a file")
    os.close(fd)
    stamp = time.time() - age
    os.utime(temp, (stamp, stamp))
    return Path(temp)


@pytest.mark.parametrize("kind", ["settings", "statistics", "current game"])
def test_a_save_removes_the_stale_temporary_files_of_a_crash_and_only_those(
    kind: str, tmp_path: Path, make_save: Callable[..., object]
) -> None:
    from goodmeasure.storage import Statistics, save_game, save_statistics

    paths = StoragePaths.under(tmp_path)
    target, save = {
        "settings": (paths.settings_file, lambda: save_settings(paths, Settings())),
        "statistics": (paths.statistics_file, lambda: save_statistics(paths, Statistics())),
        "current game": (paths.current_game_file, lambda: save_game(paths, make_save())),  # type: ignore[arg-type]
    }[kind]
    target.parent.mkdir(parents=True, exist_ok=True)
    stale = [_left_by_a_crash(target.parent, target.name, age=3600) for _ in range(3)]
    # A write in progress in another window: a few seconds old, it stays.
    fresh = _left_by_a_crash(target.parent, target.name, age=5)
    # Not ours, however old: another file's temporary, and names of the player's own.
    other = _left_by_a_crash(target.parent, "notes.txt", age=3600)
    look_alikes = [target.parent / f".{target.name}.backup-1.tmp", target.parent / f"{target.name}.tmp"]
    for path in look_alikes:
        path.write_bytes(b"mine")
        os.utime(path, (time.time() - 3600,) * 2)
    save()
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and other.exists() and all(path.exists() for path in look_alikes)
    assert target.exists()

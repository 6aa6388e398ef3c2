"""Atomic file replacement: a reader sees the old file or the new one, never a mix.

The new content goes to a temporary file in the target's folder (so the rename
cannot cross file systems), is flushed and fsynced, then renamed over the
target with os.replace; finally the folder is fsynced so the rename itself
survives a power cut.

Tests can make any step fail by replacing `_before_step`, which is called with
each name in `STEPS` just before that step runs.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

STEPS = ("create", "write", "flush", "fsync", "close", "replace", "fsync-dir")

#: A temporary file older than this was left by a crash: a write in progress
#: (another window's included) lasts well under a second.
STALE_AFTER_SECONDS = 15 * 60


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


_TEMP_SUFFIX = ".tmp"
# What mkstemp puts between prefix and suffix: 8 of its own characters.
_TEMP_MIDDLE = re.compile(r"[a-z0-9_]{8}")


def _no_fault(step: str) -> None:
    pass


# Test hook: called before every step; raising from it simulates a failure there.
_before_step: Callable[[str], None] = _no_fault


def write_atomic(target: Path, data: bytes) -> None:
    """Replace `target` with `data` atomically, creating its folder if needed.

    Raises OSError if the write fails; the previous file is then untouched
    and no temporary file is left behind.
    """
    # A file kept as a symbolic link (as dotfile managers do) stays a link:
    # the file it points to is replaced, not the link.
    target = Path(os.path.realpath(target))
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _before_step("create")
    fd, temp_name = tempfile.mkstemp(dir=folder, prefix=_temp_prefix(target), suffix=_TEMP_SUFFIX)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            _before_step("write")
            handle.write(data)
            _before_step("flush")
            handle.flush()
            _before_step("fsync")
            os.fsync(handle.fileno())
            _before_step("close")
        _before_step("replace")
        os.replace(temp, target)
    except BaseException:
        # Also on KeyboardInterrupt: never leave a half-written temp file around.
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _before_step("fsync-dir")
    _fsync_folder(folder)
    remove_stale_temps(target)


def remove_stale_temps(target: Path, now: float | None = None) -> list[Path]:
    """Delete the temporary files a crashed write of `target` left behind.

    Only our own pattern (``.NAME.XXXXXXXX.tmp``, regular files) and only
    those untouched for STALE_AFTER_SECONDS, so a write in progress in
    another process keeps its file. Best effort: returns what was removed.
    """
    now = time.time() if now is None else now
    prefix = _temp_prefix(target)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(_TEMP_SUFFIX)):
            continue
        if not _TEMP_MIDDLE.fullmatch(name[len(prefix) : -len(_TEMP_SUFFIX)]):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER_SECONDS:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _fsync_folder(folder: Path) -> None:
    # Windows cannot open a folder for fsync; NTFS journals the rename anyway.
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def locked(lock_file: Path) -> Iterator[None]:
    """Hold an exclusive lock on `lock_file` (created if needed) for the block.

    Serialises read-modify-write cycles of several processes (two app windows
    started separately). The operating system drops the lock if the process
    dies, so a crash never leaves it held. Raises OSError if it cannot be had.
    """
    lock_file.parent.mkdir(parents=True, exist_ok=True)
    with lock_file.open("a+b") as handle:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            # Retries for about ten seconds, then raises OSError.
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
            try:
                yield
            finally:
                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            yield  # closing the file releases the lock

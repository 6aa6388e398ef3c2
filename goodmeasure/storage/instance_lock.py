"""One running app per data folder: a lock on ``instance.lock`` beside the
current game.

Two windows that both saved the current game would each overwrite the
other's. The app that holds this lock is the one that saves; another start
hands its file to it, or, if it cannot, refuses instead of saving over it.

The lock is the operating system's (flock on POSIX, a locked byte on
Windows), so a crashed app leaves no stale lock: the system drops it with
the process. The file holds the holder's process id, for the message only.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

from .paths import StoragePaths

LOCK_FILE = "instance.lock"

# Windows locks a byte range; reading a locked range fails, so the locked
# byte lies far past the process id written at the start.
_WINDOWS_LOCK_OFFSET = 1 << 20


class HeldElsewhere(Exception):
    """Another running app holds the lock; ``pid`` is its process id, if known."""

    def __init__(self, pid: int | None) -> None:
        super().__init__(f"held by process {pid}" if pid else "held by another process")
        self.pid = pid


def _try_lock(handle: IO[bytes]) -> bool:
    if sys.platform == "win32":
        import msvcrt

        handle.seek(_WINDOWS_LOCK_OFFSET)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _holder(path: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError), open(path, "rb") as handle:
        return int(handle.read(32).split(b"\n")[0])
    return None


class InstanceLock:
    """The lock of one data folder, held until ``release`` (or the process ends)."""

    def __init__(self, path: Path, handle: IO[bytes]) -> None:
        self.path = path
        self._handle: IO[bytes] | None = handle

    @classmethod
    def acquire(cls, paths: StoragePaths) -> InstanceLock:
        """Take the lock of ``paths``' data folder, or raise HeldElsewhere.
        OSError if the folder cannot be made or the file opened."""
        paths.data_dir.mkdir(parents=True, exist_ok=True)
        path = paths.data_dir / LOCK_FILE
        # Not O_TRUNC: the holder's pid must stay readable until we hold it.
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        handle = os.fdopen(fd, "r+b", buffering=0)
        if not _try_lock(handle):
            handle.close()
            raise HeldElsewhere(_holder(path))
        # Padded to a fixed width, not truncated: Windows may refuse to cut a
        # file short of its locked byte.
        handle.seek(0)
        handle.write(f"{os.getpid():<20}\n".encode("ascii"))
        return cls(path, handle)

    def release(self) -> None:
        """Give the lock up (closing the file drops it); the file stays."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None

"""Reading a small file whole without waiting or running out of memory.

A FIFO, a device or a folder can stand where a file is expected (a wrong
name, a hostile link): opening a FIFO for reading waits for a writer that
never comes, and /dev/zero never ends. So the file is opened without
blocking, refused unless it is a regular file, refused from its size before
anything is read, and read to at most ``limit + 1`` bytes (it may grow).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# Windows has no O_NONBLOCK and no FIFOs in the file system.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """The path names a FIFO, a folder, a device or a socket, not a file."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"it is {kind}, not a regular file")
        self.kind = kind


class TooLarge(OSError):
    """The file holds more than the limit."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something else"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them.

    Raises FileNotFoundError and the other OSErrors of opening, NotRegularFile
    for anything but a regular file (at once, without reading) and TooLarge
    for a file over `limit` bytes (from its size, without reading it).
    """
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(_kind(info.st_mode))
        if info.st_size > limit:
            raise TooLarge(f"it holds {info.st_size} bytes, more than {limit}")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLarge(f"it holds more than {limit} bytes")
    return data

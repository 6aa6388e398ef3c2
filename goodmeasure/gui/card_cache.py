"""Card pictures kept on disk between runs.

Rendering the faces from SVG (the court cards are large drawings) was the
biggest part of the first frame; reading back the pictures an earlier run
rendered at the same size costs a small part of that (kpat keeps its
rendered cards in a cache for the same reason). Only the first card size a
run draws is written, the size the window opens at and likely opens at
next time, never the sizes a live resize passes through; each deck's folder
keeps one size. A picture is named for its SVG file's size and time, so an
edited deck is rendered afresh. A cache that cannot be written is no fault:
the cards are rendered as before.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPixmap

from goodmeasure.storage.paths import cache_dir

FOLDER = "cards"

# (width, height, device pixel ratio) of the pictures.
Size = tuple[int, int, float]


def _tag(size: Size) -> str:
    width, height, ratio = size
    return f"{width}x{height}@{ratio:g}"


class PictureCache:
    """One deck's pictures on disk."""

    def __init__(self, deck: str) -> None:
        self.folder = cache_dir() / FOLDER / deck
        self._written: Size | None = None  # the one size this run writes
        self._pending: list[tuple[Path, QPixmap]] = []

    def _path(self, svg: Path, name: str, size: Size) -> Path | None:
        try:
            stat = svg.stat()
        except OSError:
            return None
        return self.folder / f"{name}.{_tag(size)}.{stat.st_size}-{stat.st_mtime_ns}.png"

    def read(self, svg: Path, name: str, size: Size) -> QPixmap | None:
        """The picture of ``name`` at ``size`` an earlier run kept, if any."""
        path = self._path(svg, name, size)
        if path is None or not path.is_file():
            return None
        pixmap = QPixmap(str(path))
        if pixmap.isNull():  # being replaced, or damaged: rendered again
            return None
        pixmap.setDevicePixelRatio(size[2])
        if self._written is None:
            self._written = size  # the table's size again: later sizes are not written over it
        return pixmap

    def keep(self, svg: Path, name: str, size: Size, pixmap: QPixmap) -> None:
        """Write a picture just rendered, if it is of this run's first size:
        from the event loop, after the frame that shows it."""
        if self._written is None:
            self._written = size
        path = self._path(svg, name, size)
        if size != self._written or path is None:
            return
        if not self._pending:
            QTimer.singleShot(0, self._write)
        self._pending.append((path, pixmap))

    def _write(self) -> None:
        pending, self._pending = self._pending, []
        if self._written is None:
            return
        tag = f".{_tag(self._written)}."
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            for old in self.folder.glob("*.png"):
                if tag not in old.name:  # another size, from an earlier run
                    old.unlink(missing_ok=True)
            for path, pixmap in pending:
                part = path.with_name(f"{path.name}.{os.getpid()}.part")
                if pixmap.save(str(part), "PNG"):
                    os.replace(part, path)
                else:
                    part.unlink(missing_ok=True)

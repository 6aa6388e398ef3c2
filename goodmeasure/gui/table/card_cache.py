"""Card pictures kept on disk between runs.

Rendering the faces from SVG (the court cards are large drawings) was the
biggest part of the first frame; reading back the pictures an earlier run
rendered at the same size costs a small part of that (kpat keeps its
rendered cards in a cache for the same reason). The pictures of the size
the table has when the window closes are written then (the window reopens
at that size), never the sizes a live resize passes through; each deck's
folder keeps one size. A picture is named for its SVG file's size and time,
so an edited deck is rendered afresh. A cache that cannot be written is no
fault: the cards are rendered as before.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

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
        return pixmap

    def write(self, size: Size, pictures: dict[str, tuple[Path, QPixmap]]) -> None:
        """Keep ``pictures`` (name: its SVG file and picture) of ``size``, and
        only that size: those already on disk are not written again."""
        tag = f".{_tag(size)}."
        with contextlib.suppress(OSError):
            self.folder.mkdir(parents=True, exist_ok=True)
            for old in self.folder.glob("*.png"):
                if tag not in old.name:  # another size, from an earlier run
                    old.unlink(missing_ok=True)
            for name, (svg, pixmap) in pictures.items():
                path = self._path(svg, name, size)
                if path is None or path.is_file():
                    continue
                part = path.with_name(f"{path.name}.{os.getpid()}.part")
                if pixmap.save(str(part), "PNG"):
                    os.replace(part, path)
                else:
                    part.unlink(missing_ok=True)

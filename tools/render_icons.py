"""Render the app icon SVG into the icons each platform looks for.

Run from the repository root after editing ``resources/icons/goodmeasure.svg``::

    QT_QPA_PLATFORM=offscreen python tools/render_icons.py

It writes the hicolor PNG sizes of Linux desktops, the Windows icon
(``packaging/<app id>.ico``) and the macOS one (``packaging/<app id>.icns``),
and refreshes the copy of the SVG shipped in ``packaging/``.

Both containers hold PNG-compressed images, which Windows (Vista on) and
macOS (10.7 on) read at every size; they are written here with ``struct``,
so no image library beyond Qt is needed.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

# No window is shown; this lets the script run on headless machines and in CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

APP_ID = "io.github.goodmeasure.GoodMeasure"
SIZES = (16, 32, 48, 64, 128, 256, 512)
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "goodmeasure.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
PACKAGING_SVG = ROOT / "packaging" / f"{APP_ID}.svg"
ICO = ROOT / "packaging" / f"{APP_ID}.ico"
ICNS = ROOT / "packaging" / f"{APP_ID}.icns"

#: The sizes Windows picks from: title bar, taskbar, Explorer's views.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

#: macOS's PNG icon types and the pixels each holds (@2x: Retina screens).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"ic11", 32),  # 16 pt, @2x
    (b"icp5", 32),
    (b"ic12", 64),  # 32 pt, @2x
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic13", 256),  # 128 pt, @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 pt, @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt, @2x
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt cannot encode PNG")
    buffer.close()
    return bytes(data.data())


def ico_container(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico of square PNG images, keyed by size (at most 256).

    ICONDIR (reserved 0, type 1 = icon, count), one 16-byte ICONDIRENTRY per
    image (width and height, 0 meaning 256; no palette; 1 plane; 32 bits per
    pixel; the data's length and offset), then the images themselves.
    """
    sizes = sorted(pngs)
    if not sizes or sizes[0] < 1 or sizes[-1] > 256:
        raise ValueError(f"an .ico holds sizes 1 to 256, not {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        side = size % 256  # 256 is stored as 0
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_container(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding every type of ICNS_TYPES, from PNGs keyed by size.

    Big-endian: the magic ``icns`` and the file's whole length, then per
    image its four-letter type and its length (counting this 8-byte header).
    """
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_containers(renderer: QSvgRenderer) -> tuple[bytes, bytes]:
    """The .ico and .icns files' bytes, rendered from ``renderer``."""
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(renderer, size)) for size in sizes}
    return ico_container({size: pngs[size] for size in ICO_SIZES}), icns_container(pngs)


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    for size in SIZES:
        target = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target)):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(ROOT))
    ico, icns = render_containers(renderer)
    for target, data in ((ICO, ico), (ICNS, icns)):
        target.write_bytes(data)
        print(target.relative_to(ROOT))
    PACKAGING_SVG.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, PACKAGING_SVG)
    print(PACKAGING_SVG.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render the app icon SVG into the hicolor PNG sizes desktops look for.

Run from the repository root after editing ``resources/icons/goodmeasure.svg``::

    QT_QPA_PLATFORM=offscreen python tools/render_icons.py

It also refreshes the copy of the SVG shipped in ``packaging/``.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

# No window is shown; this lets the script run on headless machines and in CI.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

APP_ID = "io.github.goodmeasure.GoodMeasure"
SIZES = (16, 32, 48, 64, 128, 256, 512)
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "goodmeasure.svg"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
PACKAGING_SVG = ROOT / "packaging" / f"{APP_ID}.svg"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


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
    PACKAGING_SVG.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, PACKAGING_SVG)
    print(PACKAGING_SVG.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())

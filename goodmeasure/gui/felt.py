"""Table surfaces drawn by us: a plain colour, a felt with a fine woven
grain, and a spotlight (the table's colour lit in the middle, darker to
the edges). Each is the chosen table colour with light and shade on it."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

from goodmeasure.storage.settings import TABLE_SURFACES

# The felt's grain: one tile, repeated; big enough that no repeat shows.
TILE = 160
GRAIN = 9  # the most a grain lightens or darkens (alpha of 255)

_tiles: dict[float, QPixmap] = {}


def surface_title(name: str) -> str:
    titles = {
        "plain": QCoreApplication.translate("Appearance", "Plain"),
        "felt": QCoreApplication.translate("Appearance", "Felt"),
        "spotlight": QCoreApplication.translate("Appearance", "Spotlight"),
    }
    return titles.get(name, name)


def usable_surface(name: str) -> str:
    return name if name in TABLE_SURFACES else TABLE_SURFACES[0]


def felt_tile(ratio: float) -> QPixmap:
    """The felt's grain, light and dark specks with a faint weave, at the
    screen's scale (a speck per device pixel: crisp at 200% too)."""
    tile = _tiles.get(ratio)
    if tile is not None:
        return tile
    size = round(TILE * ratio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    chance = random.Random(1729)  # the same felt every time
    for y in range(size):
        for x in range(size):
            # A weave: every other thread a shade lighter, and noise on it.
            weave = 1.5 if (x // max(1, round(ratio)) + y // max(1, round(ratio))) % 2 else -1.5
            grain = chance.uniform(-GRAIN, GRAIN) + weave
            alpha = round(abs(grain))
            if alpha:
                shade = 255 if grain > 0 else 0
                image.setPixelColor(x, y, QColor(shade, shade, shade, alpha))
    tile = QPixmap.fromImage(image)
    tile.setDevicePixelRatio(ratio)
    _tiles[ratio] = tile
    return tile


def paint_surface(
    painter: QPainter, exposed: QRectF, table: QRectF, colour: QColor, surface: str, ratio: float
) -> None:
    """Paint the part ``exposed`` of a table ``table`` big."""
    painter.fillRect(exposed, colour)
    if surface == "felt":
        brush = QBrush(felt_tile(ratio))
        painter.fillRect(exposed, brush)
    elif surface == "spotlight":
        centre = QPointF(table.center().x(), table.height() * 0.4)
        radius = max(table.width(), table.height()) * 0.75
        light = QRadialGradient(centre, radius)
        light.setColorAt(0.0, QColor(255, 255, 255, 34))
        light.setColorAt(0.55, QColor(255, 255, 255, 0))
        light.setColorAt(0.56, QColor(0, 0, 0, 0))
        light.setColorAt(1.0, QColor(0, 0, 0, 90))
        painter.fillRect(exposed, light)

"""Table surfaces drawn by us: a plain colour, a felt with a fine woven
grain, and a spotlight (the table's colour lit in the middle, darker to
the edges). Each is the chosen table colour with light and shade on it."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

from goodmeasure.storage.settings import TABLE_SURFACES

# The felt's grain: one tile, repeated; big enough that no repeat shows.
TILE = 160
GRAIN = 0.12  # how strongly the specks lighten or darken the colour

_tiles: dict[tuple[float, int], QPixmap] = {}


def surface_title(name: str) -> str:
    titles = {
        "plain": QCoreApplication.translate("Appearance", "Plain"),
        "felt": QCoreApplication.translate("Appearance", "Felt"),
        "spotlight": QCoreApplication.translate("Appearance", "Spotlight"),
    }
    return titles.get(name, name)


def usable_surface(name: str) -> str:
    return name if name in TABLE_SURFACES else TABLE_SURFACES[0]


def felt_tile(ratio: float, colour: QColor | None = None) -> QPixmap:
    """The felt's grain, light and dark specks with a faint weave, at the
    screen's scale (a speck per device pixel: crisp at 200% too), on the
    table colour: an opaque tile is copied, not blended, on every repaint."""
    colour = QColor("#1e6b3a") if colour is None else colour
    tile = _tiles.get((ratio, colour.rgb()))
    if tile is not None:
        return tile
    if len(_tiles) > 8:
        _tiles.clear()
    size = round(TILE * ratio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(colour)
    chance = random.Random(1729)  # the same felt every time
    grain = QImage(chance.randbytes(size * size), size, size, size, QImage.Format.Format_Grayscale8).copy()
    painter = QPainter(image)
    # Specks a little lighter or darker than the colour, one per device pixel.
    painter.setOpacity(GRAIN)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SoftLight)
    painter.drawImage(0, 0, grain)
    # A faint weave: every other thread, across and down, a shade darker.
    painter.setOpacity(1.0)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    thread = max(1, round(ratio))
    for at in range(0, size, 2 * thread):
        painter.fillRect(0, at, size, thread, QColor(0, 0, 0, 7))
        painter.fillRect(at, 0, thread, size, QColor(0, 0, 0, 5))
    painter.end()
    tile = QPixmap.fromImage(image)
    tile.setDevicePixelRatio(ratio)
    _tiles[(ratio, colour.rgb())] = tile
    return tile


def paint_surface(
    painter: QPainter, exposed: QRectF, table: QRectF, colour: QColor, surface: str, ratio: float
) -> None:
    """Paint the part ``exposed`` of a table ``table`` big."""
    if surface == "felt":
        painter.fillRect(exposed, QBrush(felt_tile(ratio, colour)))
        return
    painter.fillRect(exposed, colour)
    if surface == "spotlight":
        centre = QPointF(table.center().x(), table.height() * 0.4)
        radius = max(table.width(), table.height()) * 0.75
        light = QRadialGradient(centre, radius)
        light.setColorAt(0.0, QColor(255, 255, 255, 34))
        light.setColorAt(0.55, QColor(255, 255, 255, 0))
        light.setColorAt(0.56, QColor(0, 0, 0, 0))
        light.setColorAt(1.0, QColor(0, 0, 0, 90))
        painter.fillRect(exposed, light)

"""Card pictures: each SVG is rendered once per card size into a pixmap.

Live SVG items would re-render on every repaint of a moving card; a pixmap
cache keyed by size and device pixel ratio keeps drags smooth and crisp.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from goodmeasure.assets import asset_path
from goodmeasure.engine import Card, card_text

BACK = "back"
# Card sizes whose pictures are kept: the one on the table and the one
# before, so the cards a long column shrank grow back at once on undo.
KEPT_SIZES = 2


class CardArt:
    def __init__(self, back: str = BACK) -> None:
        self._back = back
        self._renderers: dict[str, QSvgRenderer] = {}
        # Pictures per (width, height, ratio), the size used last at the end.
        self._sizes: dict[tuple[int, int, float], dict[str, QPixmap]] = {}

    def _renderer(self, name: str) -> QSvgRenderer:
        renderer = self._renderers.get(name)
        if renderer is None:
            path = asset_path("cards", f"{name}.svg")
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid() and name != BACK:
                renderer = self._renderer(BACK)
            self._renderers[name] = renderer
        return renderer

    def pixmap(self, name: str, width: float, height: float, ratio: float) -> QPixmap:
        size = (round(width), round(height), ratio)
        pixmaps = self._sizes.pop(size, None)
        if pixmaps is None:
            # Older sizes go: after a resize they will not be asked for again.
            while len(self._sizes) >= KEPT_SIZES:
                del self._sizes[next(iter(self._sizes))]
            pixmaps = {}
        self._sizes[size] = pixmaps
        pixmap = pixmaps.get(name)
        if pixmap is None:
            pixmap = QPixmap(round(width * ratio), round(height * ratio))
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self._renderer(name).render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
            painter.end()
            pixmap.setDevicePixelRatio(ratio)
            pixmaps[name] = pixmap
        return pixmap

    def face(self, card: Card, width: float, height: float, ratio: float) -> QPixmap:
        return self.pixmap(card_text(card), width, height, ratio)

    def back(self, width: float, height: float, ratio: float) -> QPixmap:
        return self.pixmap(self._back, width, height, ratio)

"""Card pictures: each SVG is rendered once per card size into a pixmap
(and the table's, as the window closes, are kept on disk for the next run:
card_cache.py).

Live SVG items would re-render on every repaint of a moving card; a pixmap
cache keyed by size and device pixel ratio keeps drags smooth and crisp.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from goodmeasure.assets import asset_path
from goodmeasure.engine import Card, card_text
from goodmeasure.gui.table.card_cache import PictureCache

BACK = "back"
# The deck whose files sit in resources/cards itself; every other deck is a
# folder there holding its own 52 faces and back.svg.
CLASSIC = "classic"
# How far down a card (in card heights) each deck's corner index reaches, the
# bottom of the suit under the rank, and how far across (in card widths), as
# measured on the rendered art (tests/gui/test_deck_index_sizes.py). The
# large index's rank is 1.46 times the classic one's, so it reaches deeper;
# the four colours' is a little taller than the classic one's, its suit smaller.
INDEX_DEPTH = {CLASSIC: 0.417, "large-index": 0.488, "four-colour": 0.372}
INDEX_WIDTH = {CLASSIC: 0.232, "large-index": 0.231, "four-colour": 0.217}
# Card sizes whose pictures are kept: the one on the table and the one
# before, so the cards a long column shrank grow back at once on undo.
KEPT_SIZES = 2


# The order Settings offers the decks in, as the README and About list them:
# the classic one, then the one made to read small, then the four colours.
# A deck folder not named here comes after them, by name.
DECK_ORDER = (CLASSIC, "large-index", "four-colour")


def decks() -> list[str]:
    """The decks shipped: the classic one first, then each folder of
    resources/cards that holds a full deck, in DECK_ORDER."""
    cards = asset_path("cards")
    found = [
        folder.name
        for folder in cards.iterdir()
        if folder.is_dir() and (folder / f"{BACK}.svg").is_file() and (folder / "AS.svg").is_file()
    ]
    rank = {name: place for place, name in enumerate(DECK_ORDER)}
    return [CLASSIC, *sorted(found, key=lambda name: (rank.get(name, len(rank)), name))]


def usable_deck(name: str) -> str:
    """``name`` if that deck is shipped, else the classic one (a saved
    choice may name a deck a later version no longer has)."""
    return name if name in decks() else CLASSIC


def deck_folder(deck: str) -> Path:
    return asset_path("cards") if deck == CLASSIC else asset_path("cards", deck)


def card_file(deck: str, name: str) -> Path:
    """The SVG of a face (``"AS"``) or back of ``deck``: the plain back is
    the deck's own, the other backs (``"back-blue"``) go with every deck."""
    if name.startswith(BACK) and name != BACK:
        return asset_path("cards", f"{name}.svg")
    return deck_folder(deck) / f"{name}.svg"


class CardArt:
    def __init__(self, back: str = BACK, deck: str = CLASSIC, on_disk: bool = False) -> None:
        """``on_disk``: the table's pictures, kept between runs (not a
        dialog's previews, whose size would replace the table's)."""
        self._back = back
        self._deck = deck
        self.deck = deck  # the table fans by this deck's index depth (layout.fans_for)
        self._renderers: dict[str, QSvgRenderer] = {}
        self._on_disk = PictureCache(deck) if on_disk else None
        # Pictures per (width, height, ratio), the size used last at the end.
        self._sizes: dict[tuple[int, int, float], dict[str, QPixmap]] = {}

    def _renderer(self, name: str) -> QSvgRenderer:
        renderer = self._renderers.get(name)
        if renderer is None:
            renderer = QSvgRenderer(str(card_file(self._deck, name)))
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
        if pixmap is None and self._on_disk is not None:
            pixmap = self._on_disk.read(card_file(self._deck, name), name, size)
            if pixmap is not None:
                pixmaps[name] = pixmap
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

    def keep_on_disk(self) -> None:
        """Write the pictures of the size in use (the table's, as the window
        closes) for the next run to read back."""
        if self._on_disk is not None and self._sizes:
            size, pixmaps = next(reversed(self._sizes.items()))
            self._on_disk.write(size, {name: (card_file(self._deck, name), p) for name, p in pixmaps.items()})

    def face(self, card: Card, width: float, height: float, ratio: float) -> QPixmap:
        return self.pixmap(card_text(card), width, height, ratio)

    def back(self, width: float, height: float, ratio: float) -> QPixmap:
        return self.pixmap(self._back, width, height, ratio)

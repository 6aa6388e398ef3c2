"""The scene's pictures: card items, pile slots and the frames drawn over them.

All of them are views; nothing here knows a rule.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from goodmeasure.gui.table.contrast import EDGE, OUTLINE
from goodmeasure.gui.table.layout import Rect

# Z values: slots under cards, frames over them, a dragged card over all.
Z_SLOT = 0.0
Z_CARD = 10.0
Z_FRAME = 5000.0
Z_LIFTED = 10000.0


def _radius(rect: QRectF) -> float:
    return rect.width() * 0.06


def _high_contrast(item: QGraphicsItem) -> bool:
    """The scene draws the high-contrast table (contrast.py)."""
    return bool(getattr(item.scene(), "high_contrast", False))


def _outline(painter: QPainter, rect: QRectF) -> None:
    """A white outline round ``rect`` with a black edge inside it."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, inset in ((OUTLINE, 1.0), (EDGE, 2.5)):
        painter.setPen(QPen(colour, 1.5))
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(inner, _radius(inner), _radius(inner))


# Card shadows, in card widths: (blur, x offset, y offset, darkness 0-255).
# A card at rest casts a soft narrow shadow; one in the hand, lifted off the
# table, a wider, farther and lighter one.
RESTING = (0.045, 0.0, 0.022, 110)
LIFTED = (0.16, 0.06, 0.12, 140)
# A card in the hand looks a little nearer, and rises up and to the left off
# its shadow, which stays on the table (issue 33: the lift is plain to see).
LIFTED_SCALE = 1.05
LIFT_RISE = 0.05

_shadows: dict[tuple[int, int, float, bool], QPixmap] = {}


def shadow_pixmap(width: float, height: float, ratio: float, lifted: bool) -> QPixmap:
    """A card's soft shadow, rendered once per card size and kept: blurred
    edges drawn as rounded rectangles that fade outwards (no blur effect,
    which would be redrawn for every frame of a drag)."""
    key = (round(width), round(height), ratio, lifted)
    pixmap = _shadows.get(key)
    if pixmap is not None:
        return pixmap
    if len(_shadows) > 16:  # old card sizes
        _shadows.clear()
    blur = (LIFTED if lifted else RESTING)[0] * width
    alpha = (LIFTED if lifted else RESTING)[3]
    pixmap = QPixmap(math.ceil((width + 2 * blur) * ratio), math.ceil((height + 2 * blur) * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(ratio, ratio)
    painter.setPen(Qt.PenStyle.NoPen)
    # Rings from the blur's outer edge to its inner one, each adding a little
    # darkness: together a fall-off across the blur's width.
    rings = max(2, min(24, round(2 * blur * ratio)))
    for ring in range(rings):
        inset = 2 * blur * ring / rings
        rect = QRectF(inset, inset, width + 2 * blur - 2 * inset, height + 2 * blur - 2 * inset)
        if rect.width() <= 0 or rect.height() <= 0:
            break
        painter.setBrush(QColor(0, 0, 0, max(1, round(alpha / rings))))
        radius = width * 0.06 + blur - inset
        painter.drawRoundedRect(rect, max(0.0, radius), max(0.0, radius))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    _shadows[key] = pixmap
    return pixmap


class ShadowItem(QGraphicsPixmapItem):
    """The shadow a card casts, drawn by its card just under it (over the
    cards below): a pixmap painted by Qt, cheap in a drag. Never hit by the
    mouse or by a search for the card at a point."""

    def __init__(self, card: QGraphicsItem) -> None:
        super().__init__(card)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.lifted = False

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def show_for(self, width: float, height: float, ratio: float, lifted: bool) -> None:
        blur, dx, dy, _ = LIFTED if lifted else RESTING
        self.setPixmap(shadow_pixmap(width, height, ratio, lifted))
        self.setOffset(QPointF((dx - blur) * width, (dy - blur) * width))
        self.lifted = lifted


class CardItem(QGraphicsPixmapItem):
    """One card picture; the scene says which card it shows and where."""

    def __init__(self) -> None:
        super().__init__()
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        # (card or None for a back, width, height, ratio) of the picture it
        # holds; during a live resize that may be the size before (stretched).
        self.face_key: tuple[object, ...] | None = None
        self.shadow = ShadowItem(self)

    def set_picture(self, pixmap: QPixmap, face_key: tuple[object, ...]) -> None:
        """Show ``pixmap``, rendered for the card size it is shown at."""
        self.setPixmap(pixmap)
        self.face_key = face_key
        self._cast_shadow(self.shadow.lifted)
        self.unstretch()

    def _cast_shadow(self, lifted: bool) -> None:
        pixmap = self.pixmap()
        ratio = pixmap.devicePixelRatio()
        self.shadow.show_for(pixmap.width() / ratio, pixmap.height() / ratio, ratio, lifted)

    def unstretch(self) -> None:
        """Show the picture it holds at its own size (the card size it has)."""
        if not self.transform().isIdentity():
            self.setTransform(QTransform())

    def stretch_to(self, width: float, height: float, ratio: float) -> None:
        """Show the picture it holds at another card size, scaled: cheap but
        soft, for the steps of a live resize until a crisp one is rendered.
        It covers what a crisp picture of that size would."""
        pixmap = self.pixmap()
        self.setTransform(
            QTransform.fromScale(
                round(width * ratio) / pixmap.width(), round(height * ratio) / pixmap.height()
            )
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt may pass no widget
        if _high_contrast(self) and not self.pixmap().isNull():
            # The picture's own size (a stretched one is scaled by the item's transform).
            ratio = self.pixmap().devicePixelRatio() or 1.0
            rect = QRectF(self.offset(), self.pixmap().size().toSizeF() / ratio)
            _outline(painter, rect)

    def lift(self, lifted: bool) -> None:
        """A card in the hand floats over the table: a wider, farther shadow,
        and a little larger about its middle."""
        if lifted == self.shadow.lifted:
            return
        if not self.pixmap().isNull():
            self._cast_shadow(lifted)
        self.shadow.lifted = lifted
        ratio = self.pixmap().devicePixelRatio() or 1.0
        rise = LIFT_RISE * self.pixmap().width() / ratio if lifted else 0.0
        self.setOffset(QPointF(-rise, -rise))
        rect = QGraphicsPixmapItem.boundingRect(self)
        self.setTransformOriginPoint(rect.center() if lifted else QPointF())
        self.setScale(LIFTED_SCALE if lifted else 1.0)


class SlotItem(QGraphicsItem):
    """An empty pile's outline, with a hint of what starts it (e.g. "A")."""

    def __init__(self, label: str = "") -> None:
        super().__init__()
        self._rect = QRectF()
        self.label = label
        self.setZValue(Z_SLOT)

    def set_rect(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.w, rect.h)
        self.setPos(rect.x, rect.y)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect.adjusted(1, 1, -1, -1)
        strong = _high_contrast(self)
        painter.setPen(QPen(OUTLINE if strong else QColor(255, 255, 255, 110), 2))
        painter.setBrush(QBrush(QColor(0, 0, 0, 40)))
        painter.drawRoundedRect(rect, _radius(rect), _radius(rect))
        if self.label:
            font = QFont(painter.font())
            font.setPixelSize(max(8, round(rect.height() * 0.28)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(OUTLINE if strong else QColor(255, 255, 255, 120))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


class FrameItem(QGraphicsItem):
    """A rounded outline over a pile: drop targets, the card in hand, the
    keyboard focus and hints each use one, in their own colour."""

    def __init__(
        self, colour: QColor, width: float = 3.0, dashed: bool = False, under: QColor | None = None
    ) -> None:
        super().__init__()
        self._rect = QRectF()
        self._pen = QPen(colour, width)
        # A solid line under the (dashed) one, of another tone: one of the
        # two stands out on any table and any card.
        self.under = None if under is None else QPen(under, width + 2)
        if dashed:
            self._pen.setStyle(Qt.PenStyle.DashLine)
        self._fill = QColor(colour.red(), colour.green(), colour.blue(), 45)
        self.filled = not dashed
        self.setZValue(Z_FRAME)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_rect(self, rect: Rect, grow: float = 3.0) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect.x - grow, rect.y - grow, rect.w + 2 * grow, rect.h + 2 * grow)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        pad = self._pen.widthF() + 2
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.width() * 0.07
        if self.under is not None:
            painter.setPen(self.under)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(self._pen)
        painter.setBrush(QBrush(self._fill) if self.filled else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect, radius, radius)


class BadgeItem(QGraphicsItem):
    """A small count over a pile (the stock's cards left)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._size = 20.0
        self.setZValue(Z_FRAME - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, size: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._size = size
        self.setVisible(bool(text))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(-self._size, -self._size * 0.6, 2 * self._size, 1.2 * self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        font = QFont(painter.font())
        font.setPixelSize(max(9, round(self._size * 0.8)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

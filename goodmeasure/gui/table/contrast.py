"""Seen as others see it: WCAG 2.1 contrast, and the high-contrast table (a
black table, every card and empty pile outlined in white with a black edge
inside, the slots' letters in white)."""

from __future__ import annotations

from PySide6.QtGui import QColor

# The high-contrast table: black under white outlines (21:1, WCAG asks 3:1
# for graphics and 4.5:1 for text); a black edge inside each card's white
# outline parts two overlapping card faces (21:1 on a white face).
HIGH_CONTRAST_TABLE = "#000000"
OUTLINE = QColor("#ffffff")
EDGE = QColor("#000000")
# The keyboard focus on any table and any card: a white dash over a black
# line, so one of the two stands out whatever lies under them.
FOCUS_LIGHT = QColor("#ffffff")
FOCUS_DARK = QColor("#000000")


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG 2.1 relative luminance, 0 (black) to 1 (white)."""
    return (
        0.2126 * _channel(colour.red()) + 0.7152 * _channel(colour.green()) + 0.0722 * _channel(colour.blue())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2.1 contrast ratio, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def focus_contrast(under: QColor) -> float:
    """How far the focus frame stands out from ``under``: its better tone's ratio."""
    return max(contrast_ratio(FOCUS_LIGHT, under), contrast_ratio(FOCUS_DARK, under))

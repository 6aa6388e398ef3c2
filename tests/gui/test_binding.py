"""The PySide6 in use keeps None's reference count (6.12.0 did not, and
aborted CPython 3.11 after a few thousand void calls): pyproject pins it out."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_leave_none_alone(qapp: object) -> None:
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for i in range(2000):
        item.setPos(i, i)
    assert abs(sys.getrefcount(None) - before) < 100

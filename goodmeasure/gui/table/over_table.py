"""A notice that lies over the table's felt instead of taking room from it.

The strip goes across the table's view at the height the table names
(TableScene.notice_top: where it hides no card, else no index nor hinted
card), and finds its place again when the table is laid out anew, the view
is resized or shown, or the notice's own words change its height. The won
and stuck banner and Gloucestershire's rule strip both lie so. Showing and hiding
it moves no card (issue 33: nothing moves that the player did not move).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class OverTable(QObject):
    """Keeps ``notice`` (a child of ``view``) lying across the table's felt."""

    def __init__(self, notice: QWidget, view: QWidget) -> None:
        super().__init__(notice)
        self._notice = notice
        self._view = view
        view.installEventFilter(self)
        notice.installEventFilter(self)
        table = getattr(view, "table", None)
        self._table = table
        if table is not None:
            table.laid_out.connect(self.place)

    def place(self) -> None:
        notice, view = self._notice, self._view
        if notice.isHidden():
            return
        width = view.width()
        height = notice.heightForWidth(width) if notice.hasHeightForWidth() else -1
        height = max(height, notice.sizeHint().height())
        top = view.height() - height
        if self._table is not None:
            top = round(self._table.notice_top(height))
        notice.setGeometry(0, top, width, height)
        notice.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        # The view's Show too: a notice announced before the window first shows
        # (a stuck game resumed) was placed by the size the view had then.
        resized = watched is self._view and kind in (QEvent.Type.Resize, QEvent.Type.Show)
        shown = watched is self._notice and kind in (QEvent.Type.Show, QEvent.Type.LayoutRequest)
        if resized or shown:
            self.place()
        return False

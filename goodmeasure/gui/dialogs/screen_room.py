"""Dialogs that fit the screen they open on: at most as large as its free
room (less a window manager's title bar and edges), their long content in
a scrolled part and their buttons outside it, always in reach.

The Statistics dialog asked for 700 px and more: on a 1024x700 screen its
buttons were below the screen's edge.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QWidget

# Room for a window manager's frame around a dialog: a title bar and edges.
FRAME = QMargins(8, 40, 8, 8)


def free_room(widget: QWidget) -> QRect:
    """The room a dialog of ``widget``'s may take: its screen's available
    geometry less the frame."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() - FRAME


def fit_to_screen(dialog: QWidget, wanted: QSize | None = None, least: QSize | None = None) -> None:
    """Size ``dialog`` to ``wanted`` (else its size hint, at least ``least``), but no larger than
    the screen's free room, and place it over its window, inside the room
    (centred on a tall window, Qt put its title bar above the screen's top)."""
    room = free_room(dialog)
    # Every size hint afresh: before a dialog is first shown, a widget that
    # asks for other room (a table filled) does not tell the layouts above it.
    for child in dialog.findChildren(QWidget):
        child.updateGeometry()
    for layout in dialog.findChildren(QLayout):
        layout.invalidate()
    wanted = wanted or dialog.sizeHint().expandedTo(least or QSize())
    size = wanted.boundedTo(room.size()).expandedTo(dialog.minimumSizeHint().boundedTo(room.size()))
    dialog.resize(size)
    # move() places the frame: its size is the dialog's and the frame's.
    outer = QRect(0, 0, size.width(), size.height()) + FRAME
    parent = dialog.parentWidget()
    outer.moveCenter(parent.window().frameGeometry().center() if parent is not None else room.center())
    screen = room + FRAME
    outer.moveLeft(max(screen.left(), min(outer.left(), screen.right() + 1 - outer.width())))
    outer.moveTop(max(screen.top(), min(outer.top(), screen.bottom() + 1 - outer.height())))
    dialog.move(outer.topLeft())


class ScrolledPart(QScrollArea):
    """A layout's widgets in a part of their own that scrolls (only when
    they need more room than there is; no frame of its own). Its size hint
    is its content's, so the dialog asks for all of it and fit_to_screen
    takes what fits."""

    def __init__(self, layout: QLayout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget()
        inner.setLayout(layout)
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # The content asks for other room (a table filled): so does the part,
        # else the dialog goes by the size its content had when it was built.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        # A screen reader names the part after its dialog, not "unnamed pane".
        if not self.accessibleName():
            self.setAccessibleName(self.window().windowTitle())
        super().showEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        inner = self.widget()
        hint = inner.sizeHint() if inner is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width() + bar, hint.height())


def scrolled_part(widget: QWidget) -> QScrollArea | None:
    """The scrolled part that holds ``widget``, if any."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, ScrolledPart):
            return parent
        parent = parent.parentWidget()
    return None

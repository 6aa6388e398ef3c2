"""Where the window is and who has the keys: its saved place on the screen,
and the keyboard back to the table when one of its dialogs closes."""

from __future__ import annotations

import base64
import contextlib

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def restore_place(window: QWidget, geometry: str | None) -> None:
    """Put the window where it was (``geometry``: base64 of saveGeometry)."""
    if geometry:
        with contextlib.suppress(ValueError):
            if window.restoreGeometry(QByteArray(base64.b64decode(geometry))):
                _keep_on_screen(window)
                return
    # The first window fits the screen's free room (a small screen, or a
    # large scale factor: 1920x1080 at 200% leaves 960x540), title bar and all.
    room = window.screen().availableGeometry().size() * 0.9
    window.resize(QSize(1280, 800).boundedTo(room))


def _keep_on_screen(window: QWidget) -> None:
    """A place saved on a screen that is gone: the title bar's corner comes
    back inside the free room of the screen the window is on (Qt brings most
    of it back, not always its corner), the window shrunk to it if need be."""
    room = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if room.contains(frame.topLeft()) and room.contains(frame.bottomRight()):
        return
    window.resize(window.size().boundedTo(room.size() - (frame.size() - window.size())))
    frame = window.frameGeometry()
    x = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
    y = max(room.top(), min(frame.top(), room.bottom() + 1 - frame.height()))
    window.move(x, y)


def saved_place(window: QWidget) -> str:
    return base64.b64encode(bytes(window.saveGeometry().data())).decode("ascii")


class KeysToTable(QObject):
    """Watches the window's dialogs and notices; once one is closed, the
    table has the keyboard again. Without this, keys went nowhere after a
    dialog closed until the table was clicked (no window was active again,
    e.g. with no window manager)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        # Set once the window has its table (its children are watched from the start).
        self.table: QWidget | None = None

    def watch(self, child: QObject) -> None:
        """A dialog or notice of the window is ready to show."""
        if isinstance(child, QWidget) and child.isWindow():
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Closed by the player (a hide the window system makes, e.g. on
        # minimising, is spontaneous): once it is gone, arrows play again.
        if event.type() == QEvent.Type.Hide and not event.spontaneous():
            QTimer.singleShot(0, self, self._give_keys)
        return False

    def _give_keys(self) -> None:
        window = self._window
        if not window.isVisible() or window.isMinimized() or QApplication.activeModalWidget() is not None:
            return
        if QApplication.activeWindow() not in (None, window):
            return  # another of the app's windows (statistics, how to play) is in use
        window.activateWindow()
        if self.table is not None:
            self.table.setFocus()

"""Telling the player something went wrong with their files, without blocking.

The message goes into a non-modal message box: the player sees it once and
can play on; tests never wait on a modal loop. It is not repeated in the
status bar, where a long one was cut off and outstayed the box.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from .words import notice_words


def tell(window: QMainWindow, messages: list[str]) -> QMessageBox | None:
    """Show ``messages`` now in one message box (added to one still open)."""
    if not messages:
        return None
    messages = [notice_words(m) for m in messages]
    text = "\n\n".join(messages)
    box: QMessageBox | None = getattr(window, "notice_box", None)
    if box is not None and box.isVisible():
        box.setText(f"{box.text()}\n\n{text}")
        return box
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Notices", "goodmeasure"))
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setModal(False)
    box.show()
    window.notice_box = box  # type: ignore[attr-defined]
    return box


def tell_when_shown(window: QMainWindow, messages: list[str]) -> None:
    """Like ``tell``, once the event loop runs, i.e. after the window appears."""
    if messages:
        QTimer.singleShot(0, window, lambda: tell(window, list(messages)))

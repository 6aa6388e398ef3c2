"""Telling the player something went wrong with their files, without blocking.

The message goes into a non-modal message box: the player sees it once and
can play on; tests never wait on a modal loop. It is not repeated in the
status bar, where a long one was cut off and outstayed the box.

Everything here is plain text: a file's name and its contents reach these
boxes, and Qt would render "<b>", "<img>" or a "<table>" from a crafted
.deal as markup (a fake password box). Nothing from outside is ever markup.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QPushButton, QWidget

from goodmeasure.gui.words import notice_words

# At most this many notices stay in the box; older ones give way.
MAX_NOTICES = 8


def plain_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None) -> QMessageBox:
    """A message box that shows ``text`` as it is, never as markup."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    return box


def plain_label(label: QLabel) -> QLabel:
    """``label`` set to show its text as it is."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def hold_width(label: QLabel, texts: list[str]) -> None:
    """Keep ``label`` at least as wide as the widest of ``texts`` (a status
    bar field that grows and shrinks with its text pushes its neighbours)."""
    margins = label.contentsMargins()
    widest = max(label.fontMetrics().horizontalAdvance(text) for text in texts)
    label.setMinimumWidth(widest + margins.left() + margins.right() + 4)


def plain_tip(text: str) -> str:
    """A tooltip showing ``text`` as it is (a tooltip renders what looks like markup)."""
    return GuiQt.convertFromPlainText(text) if text else ""


def tell(window: QMainWindow, messages: list[str]) -> QMessageBox | None:
    """Show ``messages`` now in one message box (added to one still open).

    A notice the open box already shows is not added again: one told on
    every deal grew the box to 87,000 characters in a long session.
    """
    box: QMessageBox | None = getattr(window, "notice_box", None)
    shown: list[str] = getattr(window, "notice_texts", [])
    if box is None or not box.isVisible():
        box, shown = None, []
    new = [m for m in dict.fromkeys(notice_words(m) for m in messages) if m not in shown]
    if not new:
        return box
    shown = [*shown, *new][-MAX_NOTICES:]
    window.notice_texts = shown  # type: ignore[attr-defined]
    text = "\n\n".join(shown)
    if box is not None:
        box.setText(text)
        return box
    box = plain_box(
        QMessageBox.Icon.Warning, QCoreApplication.translate("Notices", "goodmeasure"), text, window
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setModal(False)
    box.show()
    window.notice_box = box  # type: ignore[attr-defined]
    return box


def tell_when_shown(window: QMainWindow, messages: list[str]) -> None:
    """Like ``tell``, once the event loop runs, i.e. after the window appears."""
    if messages:
        QTimer.singleShot(0, window, lambda: tell(window, list(messages)))


class RuleNotice(QFrame):
    """A notice in a strip over the table's felt (over_table.py): words, one
    button that acts on them, and one that puts the notice away."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ruleNotice")
        self.setStyleSheet(
            "#ruleNotice { background: #fff4c2; border-bottom: 1px solid #c9a227; }"
            " #ruleNotice QLabel { color: #2b2100; }"
        )
        self.text = plain_label(QLabel(self))
        self.text.setWordWrap(True)
        self.act_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for button in (self.act_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.text, 1)
        row.addWidget(self.act_button)
        row.addWidget(self.close_button)
        self.hide()

    def announce(self, text: str, act: str, close: str) -> None:
        self.text.setText(text)
        self.act_button.setText(act)
        self.close_button.setText(close)
        self.show()

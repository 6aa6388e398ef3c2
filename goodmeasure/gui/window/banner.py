"""A notice for the table (won, no move left) with its buttons right there.

Non-modal: the player can still look at the cards, undo, or ignore it. It
lies over the felt, a strip across the table where no card shows (else
where it hides no card's index nor the hinted move), and never pushes or
rescales the table: showing and hiding it moves no card (issue 33). It finds
its place again whenever the table is laid out anew.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from goodmeasure.gui.table.over_table import OverTable


class Banner(QFrame):
    # One of its buttons was clicked (they take no keyboard focus: only the mouse).
    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: #14201a; border-top: 2px solid #ffd54a; }"
            " QLabel { color: white; } #bannerTitle { font-size: 18pt; font-weight: bold; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("bannerTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignVCenter)
        self.text = QLabel(self)
        self.text.setAlignment(Qt.AlignmentFlag.AlignVCenter)
        self.text.setWordWrap(True)
        for label in (self.title, self.text):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch()
        box = QHBoxLayout(self)
        box.setContentsMargins(20, 8, 20, 8)
        box.setSpacing(18)
        box.addWidget(self.title)
        box.addWidget(self.text, 1)
        box.addLayout(self._buttons)
        # Across the table, over the felt where the table says (over_table.py).
        self._over = OverTable(self, parent)
        self.hide()

    def announce(self, title: str, text: str, buttons: list[tuple[str, Callable[[], None]]]) -> None:
        self.title.setText(title)
        self.text.setText(text)
        while self._buttons.count() > 1:
            item = self._buttons.takeAt(1)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone at once, deleted later
                widget.deleteLater()
        for label, action in buttons:
            button = QPushButton(label, self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(self.clicked)
            button.clicked.connect(action)
            self._buttons.addWidget(button)
            # Shown now: a layout shows a child added to a visible notice only
            # on the next turn of the event loop, and till then it is hidden.
            button.show()
        self._buttons.addStretch()
        self.adjustSize()
        self.show()
        self._over.place()  # new words, a new height: already shown, no Show event comes

    def button(self, label: str) -> QPushButton | None:
        for child in self.findChildren(QPushButton):
            if child.text() == label and not child.isHidden():
                return child
        return None

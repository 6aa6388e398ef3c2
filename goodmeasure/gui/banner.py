"""A notice over the table (won, no move left) with its buttons right there.

Non-modal: the player can still look at the cards, undo, or ignore it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class Banner(QFrame):
    # One of its buttons was clicked (they take no keyboard focus: only the mouse).
    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(
            "#banner { background: rgba(20, 30, 25, 225); border: 2px solid #ffd54a;"
            " border-radius: 12px; }"
            " QLabel { color: white; } #bannerTitle { font-size: 20pt; font-weight: bold; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("bannerTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel(self)
        # Plain text: no words of ours are markup, and none from outside may be.
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch()
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 16, 24, 16)
        box.addWidget(self.title)
        box.addWidget(self.text)
        box.addLayout(self._buttons)
        parent.installEventFilter(self)
        self.hide()

    def announce(self, title: str, text: str, buttons: list[tuple[str, Callable[[], None]]]) -> None:
        self.title.setText(title)
        self.text.setText(text)
        while self._buttons.count() > 1:
            item = self._buttons.takeAt(1)
            if item is not None and item.widget() is not None:
                item.widget().hide()  # gone at once, deleted later
                item.widget().deleteLater()
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
        self._place()
        self.show()
        self.raise_()

    def button(self, label: str) -> QPushButton | None:
        for child in self.findChildren(QPushButton):
            if child.text() == label and not child.isHidden():
                return child
        return None

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(max(self.sizeHint().width(), 320), parent.width() - 40)
        self.resize(width, self.sizeHint().height())
        self.move((parent.width() - width) // 2, (parent.height() - self.height()) // 2)

    def event(self, event: QEvent) -> bool:
        # The style sheet's fonts apply when the notice is first shown, and
        # its layout then asks for more room: a notice announced before the
        # window appeared was sized without them.
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and not self.isHidden():
            self._place()
        return handled

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # isHidden, not isVisible: a notice announced before the window is
        # first shown (a stuck game resumed or opened) is not visible yet, and
        # was placed by the table's size then; it must follow the real one.
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self.isHidden():
            self._place()
        return False

"""The first-run pointer: one line in the game toolbar, above the table (never
over the cards, and taking no room from them), naming How to play and the
hint key. It stays, start after start, until the player closes it or uses
what it points at (How to play, a hint): settings.first_run_shown is set and
saved then. Quitting with it still up keeps it for the next start."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QFontMetricsF, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QMainWindow,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)


def _keys(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


class ElidedLabel(QLabel):
    """One line that, with less room than its words need, ends in an ellipsis
    and keeps the whole line as its tooltip and accessible name: cut short,
    never cut off mid-word without a sign (the pointer in a narrow window)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.whole = text
        self.setAccessibleName(text)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        # The room the whole line needs, whatever part of it shows now (its
        # width in fractions of a pixel, rounded up: else elidedText cuts it).
        margins = self.contentsMargins()
        line = math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.whole)) + 1
        width = line + margins.left() + margins.right()
        return QSize(width, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(1, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(
            self.whole, Qt.TextElideMode.ElideRight, self.contentsRect().width()
        )
        if shown != self.text():
            self.setText(shown)
        self.setToolTip("" if shown == self.whole else self.whole)


class WelcomeBar(QWidget):
    """``remember`` keeps (and saves) that the pointer was shown; ``gone``
    is True once it is dismissed."""

    def __init__(
        self, window: QMainWindow, howto: QAction, hint: QAction, remember: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self._window = window
        self._remember = remember
        self.gone = False
        self.in_toolbar: list[QAction] = []  # its separator and itself, once placed
        self.setObjectName("welcomeBar")
        text = self.tr("New here? %1 opens How to play; %2 shows a hint.")
        text = text.replace("%1", _keys(howto)).replace("%2", _keys(hint))
        self.label = ElidedLabel(text)
        self.howto = QToolButton()
        self.howto.setText(self.tr("How to play"))
        self.howto.setAutoRaise(True)
        self.howto.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.howto.clicked.connect(howto.trigger)
        self.close_button = QToolButton()
        self.close_button.setText("\u2715")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        self.close_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.howto)
        layout.addWidget(self.close_button)
        layout.addStretch(1)
        # It takes only the room the toolbar's buttons leave: a small window
        # cuts the pointer, never a button.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.label.setMinimumWidth(1)  # its text's width when there is room, less (and elided) when not
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Using what it points at (by key, menu or its button) is its purpose served.
        self._used = [howto, hint]
        for action in self._used:
            action.triggered.connect(self.dismiss)

    def dismiss(self) -> None:
        if self.gone:
            return
        for action in self._used:
            action.triggered.disconnect(self.dismiss)
        for action in self.in_toolbar:
            action.setVisible(False)
        self.hide()
        self.deleteLater()
        self.gone = True
        self._remember()


def show_welcome(
    window: QMainWindow, shown: bool, howto: QAction, hint: QAction, remember: Callable[[], None]
) -> WelcomeBar | None:
    """The pointer, if no window has shown it before (``shown``)."""
    if shown:
        return None
    bar = WelcomeBar(window, howto, hint, remember)
    tools = window.findChild(QToolBar, "gameToolBar")
    assert tools is not None  # the window's toolbar (actions.py) is made first
    bar.in_toolbar = [tools.addSeparator(), tools.addWidget(bar)]
    return bar

"""The first-run pointer: one line in the game toolbar, above the table (never
over the cards, and taking no room from them), naming How to play and the
hint key. It shows in the first
window only: settings.first_run_shown is set and saved when it is dismissed
or its window closes, so the next start does not show it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSizePolicy, QToolBar, QToolButton, QWidget

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def _keys(action) -> str:  # noqa: ANN001
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


class WelcomeBar(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.in_toolbar: list[QAction] = []  # its separator and itself, once placed
        self.setObjectName("welcomeBar")
        text = self.tr("New here? %1 opens How to play; %2 shows a hint.")
        text = text.replace("%1", _keys(window.howto_action)).replace("%2", _keys(window.hint_action))
        self.label = QLabel(text)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.howto = QToolButton()
        self.howto.setText(self.tr("How to play"))
        self.howto.setAutoRaise(True)
        self.howto.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.howto.clicked.connect(window.howto_action.trigger)
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
        self.label.setMinimumWidth(1)  # its text's width when there is room, less when not
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._window and event.type() == QEvent.Type.Close:
            self._remember()
        return False

    def _remember(self) -> None:
        self._window.settings.first_run_shown = True
        self._window._save_settings()

    def dismiss(self) -> None:
        self._window.removeEventFilter(self)
        for action in self.in_toolbar:
            action.setVisible(False)
        self.hide()
        self.deleteLater()
        self._window.welcome = None
        self._remember()


def show_welcome(window: MainWindow) -> WelcomeBar | None:
    """The pointer, if no window has shown it before."""
    if window.settings.first_run_shown:
        return None
    bar = WelcomeBar(window)
    tools = window.findChild(QToolBar, "gameToolBar")
    bar.in_toolbar = [tools.addSeparator(), tools.addWidget(bar)]
    return bar

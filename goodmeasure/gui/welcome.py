"""The first-run pointer: one line in the status bar, under the table (never
over the cards), naming How to play and the hint key. It shows in the first
window only (settings.first_run_shown) and goes when dismissed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def _keys(action) -> str:  # noqa: ANN001
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


class WelcomeBar(QWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.setObjectName("welcomeBar")
        text = self.tr("New here? %1 opens How to play; %2 shows a hint.")
        text = text.replace("%1", _keys(window.howto_action)).replace("%2", _keys(window.hint_action))
        self.label = QLabel(text)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.howto = QPushButton(self.tr("How to play"))
        self.howto.setFlat(True)
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

    def dismiss(self) -> None:
        self._window.statusBar().removeWidget(self)
        self.hide()
        self.deleteLater()
        self._window.welcome = None
        self._window._save_settings()


def show_welcome(window: MainWindow) -> WelcomeBar | None:
    """The pointer, if this is the first window ever; marks it shown (kept
    with the settings when they are next saved, at the latest on closing)."""
    if window.settings.first_run_shown:
        return None
    window.settings.first_run_shown = True
    bar = WelcomeBar(window)
    window.statusBar().addWidget(bar, 1)
    return bar

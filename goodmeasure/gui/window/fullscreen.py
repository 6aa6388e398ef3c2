"""Full screen, as Aisleriot and KPatience have it: F11 or View > Full screen
(Ctrl+Cmd+F on macOS) toggles it; the menu bar goes so the table has the
room, the toolbar keeps its buttons and gains one to leave; Escape leaves
it when no card is held (with a card in hand Escape puts the card back, as
ever). The choice is kept in the settings and the next start opens so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget


class FullScreen(QObject):
    """``action`` is the checkable View > Full screen; ``card_held`` says
    whether the table holds a card (Escape is the table's then); ``keep``
    saves the choice."""

    def __init__(
        self,
        window: QMainWindow,
        action: QAction,
        toolbar: QToolBar,
        card_held: Callable[[], bool],
        keep: Callable[[bool], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._action = action
        self._card_held = card_held
        self._keep = keep
        action.setCheckable(True)
        # In full screen the menu bar is gone: the toolbar offers the way out.
        self.leave_action = QAction(QCoreApplication.translate("MainWindow", "Leave full screen"), window)
        self.leave_action.triggered.connect(lambda: self.set_on(False))
        self.leave_action.setVisible(False)
        toolbar.addAction(self.leave_action)
        window.installEventFilter(self)

    @property
    def on(self) -> bool:
        return bool(self._window.windowState() & Qt.WindowState.WindowFullScreen)

    def toggle(self) -> None:
        self.set_on(not self.on)

    def set_on(self, on: bool, keep: bool = True) -> None:
        """Enter or leave full screen (``keep``: save the choice)."""
        window = self._window
        state = window.windowState()
        if on:
            state |= Qt.WindowState.WindowFullScreen
        else:
            state &= ~Qt.WindowState.WindowFullScreen
        window.setWindowState(state)
        self._show_chrome()
        if keep:
            self._keep(on)

    def _show_chrome(self) -> None:
        on = self.on
        self._window.menuBar().setVisible(not on)
        self.leave_action.setVisible(on)
        self._action.setChecked(on)

    def watch_keys(self, widget: QWidget) -> None:
        """Escape on ``widget`` (the table) leaves full screen when no card is held."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self._window and kind == QEvent.Type.WindowStateChange:
            # The window manager may change it too (its own key, a double-click).
            self._show_chrome()
            return False
        if (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and self.on
            and not self._card_held()
        ):
            self.set_on(False)
            return True
        return False

"""Nothing unnamed: every control of the window and of each of its dialogs
has a name a screen reader says (Qt's accessible name: its text, its label's
buddy, or one set for it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

pytestmark = pytest.mark.gui

CONTROLS = (
    QAbstractButton,
    QAbstractSlider,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QAbstractItemView,
    QTextEdit,
    QTabBar,
    QAbstractScrollArea,
)


def _part_of_another(widget: QWidget) -> bool:
    """A piece a named control reads out for itself: a scroll area's bars and
    viewport, a table's headers (their sections are named), a spin box's line."""
    parent = widget.parentWidget()
    if isinstance(widget, (QScrollBar, QHeaderView)) or isinstance(parent, QAbstractSpinBox):
        return True
    return isinstance(parent, QAbstractScrollArea) and widget is parent.viewport()


def unnamed(top: QWidget) -> list[str]:
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        control = isinstance(widget, CONTROLS) or widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        if not control or _part_of_another(widget) or not widget.isVisibleTo(top):
            continue
        access = QAccessible.queryAccessibleInterface(widget)
        name = "" if access is None else access.text(QAccessible.Text.Name)
        if not any(c.isalnum() for c in name):  # empty, or a symbol only ("\u2715")
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in {top.windowTitle()!r}")
    return found


def _unnamed_in_modal(qtbot, open_it) -> list[str]:  # noqa: ANN001
    seen: list[str] = []
    shown: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        seen.extend(unnamed(dialog))
        shown.append(True)
        dialog.close()

    QTimer.singleShot(0, look)
    open_it()
    qtbot.waitUntil(lambda: bool(shown))
    return seen


def test_the_window_has_no_unnamed_control(make_window):
    window = make_window(first_run_shown=False)  # the welcome bar's buttons too
    assert window.welcome is not None
    assert unnamed(window) == []


@pytest.mark.parametrize("action", ["settings", "number", "shortcuts", "about"])
def test_no_dialog_has_an_unnamed_control(window, qtbot, action):
    assert _unnamed_in_modal(qtbot, window.menu_actions[action].trigger) == []


def test_how_to_play_and_statistics_have_no_unnamed_control(window, qtbot):
    window.menu_actions["howto"].trigger()
    howto = next(
        w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle() == "How to play"
    )
    window.menu_actions["statistics"].trigger()
    qtbot.waitExposed(window.statistics_dialog)
    assert unnamed(howto) + unnamed(window.statistics_dialog) == []

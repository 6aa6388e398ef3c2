"""Helpers for the table tests: positions on the table, real mouse and key events."""

from __future__ import annotations

from driver import TableDriver
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from goodmeasure import engine
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.session.runner import Job

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


def start(window: MainWindow, text_or_position: str | engine.Position) -> engine.Position:
    """Put a position (``.deal`` text or Position) on the table and return it."""
    position = engine.read_deal(text_or_position) if isinstance(text_or_position, str) else text_or_position
    window.start_position(position)
    QApplication.processEvents()
    return window.position


def point(window: MainWindow, pile: tuple[str, int], index: int = -1) -> QPoint:
    """The viewport point over a card's showing part (or an empty slot)."""
    return TableDriver(window).point(pile, index)


def send_mouse(window: MainWindow, kind: QEvent.Type, at: QPoint, held: Qt.MouseButton) -> None:
    """A mouse event with the buttons held (QTest.mouseMove carries none)."""
    TableDriver(window).mouse(kind, at, held)


def drag(window: MainWindow, start_at: QPoint, end_at: QPoint, steps: int = 8) -> None:
    """Press, move in steps with the button held, release."""
    TableDriver(window).drag_points(start_at, end_at, steps)


def click(window: MainWindow, at: QPoint) -> None:
    TableDriver(window).click_point(at)


def double_click(window: MainWindow, at: QPoint) -> None:
    """What Qt delivers for a real double-click: press, release, press,
    double-click, release."""
    TableDriver(window).double_click_point(at)


def key(window: MainWindow, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    TableDriver(window).press(key, modifiers)


def move(text: str) -> engine.Move:
    return engine.parse_move(text)


class Answerer:
    """Answers the next modal question box by a real click on one of its
    buttons (ticking its check box first if asked to), and remembers its text."""

    def __init__(self, button: str, tick: bool = False) -> None:
        self.button = button
        self.tick = tick
        self.asked: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._answer)
        self._timer.start()

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        self.asked.append(box.text())
        if self.tick and box.checkBox() is not None:
            QTest.mouseClick(box.checkBox(), LEFT, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
        chosen = next(b for b in box.buttons() if b.text().replace("&", "") == self.button)
        QTest.mouseClick(chosen, LEFT)

    def stop(self) -> None:
        self._timer.stop()


def about_text(window: MainWindow) -> str:
    """Help > About's text as the player reads it: the box opened from its
    menu action and closed by a click on OK (a <br> is Unicode's line
    separator, a paragraph a newline)."""
    told = Answerer(QCoreApplication.translate("QPlatformTheme", "OK").replace("&", ""))
    try:
        window.menu_actions["about"].trigger()
    finally:
        told.stop()
    (html,) = told.asked
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def searches_settled(qtbot, window) -> None:
    """Every search asked for so far has run: a job queued behind them has
    come back (the runner runs its jobs one at a time, in order)."""
    with qtbot.waitSignal(window.hints.runner.delivered, timeout=20000):
        window.hints.runner.submit(Job(lambda cancelled: None, lambda answer: None))

"""Game > Deal number (Ctrl+G), after a daily deal too: the box opens with a
number it can take, a short title that fits, and the game in its words."""

from __future__ import annotations

import datetime

import pytest
from gui_helpers import LEFT, key
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog

from goodmeasure import engine
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui

DAY = datetime.date(2026, 12, 4)


def start_daily(window: MainWindow, game: str = "golf") -> int:
    number = engine.daily_start_number(DAY)
    assert number > 2**31 - 1  # past what an int box takes
    window.start_position(engine.deal(game, number), number, DAY)
    return number


class NumberAnswer:
    """Looks at the deal-number box when it opens, types ``number`` and clicks OK."""

    def __init__(self, number: int | None) -> None:
        self.number = number
        self.seen: dict[str, object] = {}
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._answer)
        self._timer.start()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            return
        self._timer.stop()
        title = f"{dialog.windowTitle()} \u2014 {QApplication.applicationDisplayName()}"
        self.seen = {
            "value": dialog.intValue(),
            "title": dialog.windowTitle(),
            "label": dialog.labelText(),
            "fits": dialog.width() > QFontMetrics(dialog.font()).horizontalAdvance(title) + 100,
        }
        buttons = dialog.findChild(QDialogButtonBox)
        if self.number is None:
            QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
            return
        dialog.setIntValue(self.number)
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def test_deal_number_after_a_daily_deal_opens_and_deals(window):
    start_daily(window)
    answer = NumberAnswer(42)
    key(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert answer.seen["value"] == 1
    assert window.number == 42 and window.daily is None
    assert window.position == engine.deal("golf", 42, window.position.game.options)


def test_deal_number_on_a_resumed_daily_game(qtbot, tmp_path):
    paths = StoragePaths.under(tmp_path / "home")
    settings = Settings(animation_speed="off", confirm_abandon=False, live_status=False)
    first = MainWindow(paths, settings)
    qtbot.addWidget(first)
    number = start_daily(first)
    first.play_move(engine.legal_moves(first.position)[0])
    first.close()
    again = MainWindow(paths, settings)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    assert again.daily == DAY and again.number == number
    answer = NumberAnswer(None)
    key(again, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert answer.seen["value"] == 1
    assert again.daily == DAY  # cancelled: the daily game goes on


def test_the_title_is_short_and_fits_and_the_label_names_the_game(window):
    window.start_deal("bakers-dozen", 1234)
    answer = NumberAnswer(None)
    key(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert answer.seen["value"] == 1234
    assert answer.seen["title"] == "Deal number"
    assert "Baker's Dozen" in str(answer.seen["label"])
    assert answer.seen["fits"]

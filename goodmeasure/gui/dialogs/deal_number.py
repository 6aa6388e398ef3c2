"""Game > Deal number: a deal of the game on the table, by its number."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLabel, QWidget

from goodmeasure import engine
from goodmeasure.gui.words import game_title


def deal_number_dialog(
    parent: QWidget, game: str, number: int | None, daily: datetime.date | None
) -> QInputDialog:
    """The dialog, offering the deal on the table's number.

    A daily deal's number (e.g. 20261204001) is the daily series', past
    what the box takes: the box then offers deal 1, as it does after a
    file. The title stays short and the dialog wide enough for it, with
    the window manager's " - goodmeasure" after it; the game is named in
    the label.
    """
    highest = min(engine.deals.MAX_DEAL_NUMBER, 2**31 - 1)
    if daily is not None or number is None or not 0 <= number <= highest:
        number = 1
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "Deal number"))
    dialog.setLabelText(
        QCoreApplication.translate("MainWindow", "Play deal number (%1):").replace("%1", game_title(game))
    )
    dialog.setInputMode(QInputDialog.InputMode.IntInput)
    dialog.setIntRange(0, highest)
    dialog.setIntValue(number)
    title = f"{dialog.windowTitle()} \u2014 {QApplication.applicationDisplayName()}"
    # The dialog's layout fixes its size to its contents': widen the label.
    label = dialog.findChild(QLabel)
    if label is not None:
        label.setMinimumWidth(dialog.fontMetrics().horizontalAdvance(title) + 160)
    return dialog


def ask_deal_number(
    parent: QWidget, game: str, number: int | None, daily: datetime.date | None
) -> int | None:
    """The number the player chose, or None if they cancelled."""
    dialog = deal_number_dialog(parent, game, number, daily)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        return dialog.intValue()
    return None

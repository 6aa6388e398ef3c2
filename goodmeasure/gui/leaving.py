"""Asking before a game in progress is abandoned, as desktop patience games
do: a stray Ctrl+N, or a file opened, should not cost the player their moves
and a lost game in the statistics."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from goodmeasure.session import Session


def ask_to_abandon(parent: QWidget, session: Session) -> tuple[bool, bool]:
    """Ask the player; (abandon, never ask again)."""
    # The moves in force, as the status bar and the statistics count them
    # (undone ones are not).
    text = QCoreApplication.translate("MainWindow", "Abandon the game in progress (moves made: %1)?")
    text = text.replace("%1", str(session.history.moves_made))
    if session.left_counts_as_lost():
        text += " " + QCoreApplication.translate("MainWindow", "It will count as a lost game.")
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Abandon the game?"),
        text,
        parent=parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    abandon = box.addButton(
        QCoreApplication.translate("MainWindow", "&Abandon game"), QMessageBox.ButtonRole.DestructiveRole
    )
    keep = box.addButton(
        QCoreApplication.translate("MainWindow", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    never = QCheckBox(QCoreApplication.translate("MainWindow", "Do not ask again"))
    box.setCheckBox(never)
    box.exec()
    if box.clickedButton() is not abandon:
        return False, False
    return True, never.isChecked()

"""Asking before a game in progress is abandoned, as desktop patience games
do: a stray Ctrl+N, or a file opened, should not cost the player their moves
and a lost game in the statistics."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from goodmeasure.session import Session


def ask_to_abandon(parent: QWidget, session: Session, opening: str | None = None) -> tuple[bool, bool]:
    """Ask the player; (abandon, never ask again). ``opening``: the file to
    be opened in its place, named in the question (a file handed over by a
    file manager was not picked in this window)."""
    # The moves in force, as the status bar and the statistics count them
    # (undone ones are not).
    moves = str(session.history.moves_made)
    if opening is None:
        text = QCoreApplication.translate("MainWindow", "Abandon the game in progress (moves made: %1)?")
        text = text.replace("%1", moves)
    else:
        # In one pass: a file's name may hold "%1" or "%2" of its own.
        text = QCoreApplication.translate(
            "MainWindow", "Abandon the game in progress (moves made: %1) to open %2?"
        )
        text = re.sub(r"%([12])", lambda m: moves if m[1] == "1" else Path(opening).name, text)
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

"""The Help menu's windows: how to play the game on the table, and About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from .howto import how_to_play


def show_how_to_play(parent: QWidget, game: str) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "How to play"))
    browser = QTextBrowser(dialog)
    browser.setHtml(how_to_play(game))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    box = QVBoxLayout(dialog)
    box.addWidget(browser)
    box.addWidget(buttons)
    dialog.resize(560, 520)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def show_about(parent: QWidget) -> None:
    from goodmeasure import __version__

    # Golf's stock lies face down: the games are ones of skill, not all open.
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About goodmeasure"),
        QCoreApplication.translate(
            "MainWindow",
            "<h3>goodmeasure %1</h3><p>Good Measure, Baker's Dozen, Golf and "
            "Gloucestershire: patience games of planning, with a solver that knows "
            "which deals can be won.</p>",
        ).replace("%1", __version__)
        + QCoreApplication.translate(
            "MainWindow",
            "<p>Code and the Blue lattice card back: MIT licence. Card art: Adrian "
            "Kennard's playing cards (www.me.uk/cards), public domain under CC0 1.0.</p>",
        ),
    )

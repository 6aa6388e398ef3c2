"""The Help menu's windows: how to play the game on the table, and About."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from goodmeasure.gui.dialogs.howto import how_to_play
from goodmeasure.gui.dialogs.screen_room import fit_to_screen
from goodmeasure.gui.dialogs.shortcuts import menu_words
from goodmeasure.gui.table.appearance import card_decks, deck_title
from goodmeasure.gui.table.cardart import CLASSIC
from goodmeasure.languages import OWN_NAMES


def show_how_to_play(parent: QWidget, game: str) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "How to play"))
    browser = QTextBrowser(dialog)
    browser.setHtml(how_to_play(game))
    browser.setAccessibleName(dialog.windowTitle())
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    box = QVBoxLayout(dialog)
    box.addWidget(browser)
    box.addWidget(buttons)
    fit_to_screen(dialog, QSize(560, 520))
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
        + QCoreApplication.translate("MainWindow", "<p>Code and the Blue lattice card back: MIT licence.</p>")
        + _decks_line()
        + _languages_line(),
    )


# Where each deck that resources/cards ships comes from, and its licence
# (resources/cards/README.md and each deck folder's LICENSE tell the same).
_KENNARD = QT_TRANSLATE_NOOP(
    "MainWindow",
    "%1: Adrian Kennard's playing cards (www.me.uk/cards), public domain under CC0 1.0.",
)
_OUR_OWN = QT_TRANSLATE_NOOP(
    "MainWindow", "%1: drawn for goodmeasure by its developers, public domain under CC0 1.0."
)
DECK_CREDITS = {CLASSIC: _KENNARD, "large-index": _OUR_OWN, "four-colour": _OUR_OWN}


def _decks_line() -> str:
    """Every shipped deck by the name Settings gives it, in Settings' order,
    with where its pictures come from and their licence."""
    lines = [
        QCoreApplication.translate("MainWindow", str(DECK_CREDITS[deck])).replace("%1", deck_title(deck))
        for deck in card_decks()
    ]
    heading = QCoreApplication.translate("MainWindow", "Card decks:")
    return f"<p>{escape(heading)}<br>{'<br>'.join(escape(line) for line in lines)}</p>"


def _languages_line() -> str:
    """The languages shipped, each in its own words, and where to choose one,
    from the words the menu and Settings already use."""
    where = " &gt; ".join(
        escape(menu_words(QCoreApplication.translate("MainWindow", text)))
        for text in ("&Settings", "&Settings...")
    )
    label = QCoreApplication.translate("SettingsDialog", "Language:")
    group = QCoreApplication.translate("SettingsDialog", "Appearance")
    names = ", ".join(OWN_NAMES.values())
    return f"<p>{escape(label)} {escape(names)} ({where} &gt; {escape(group)})</p>"

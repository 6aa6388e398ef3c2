"""Help > Keyboard shortcuts: every shortcut of the window's actions, in the
order of the actions' table (actions.py), each read from its action itself,
so the list cannot drift from the keys."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from goodmeasure.gui.window.actions import commands


def action_name(action: QAction) -> str:
    """The action's menu text without its mnemonic marker and dots."""
    return menu_words(action.text())


def menu_words(text: str) -> str:
    """A menu's or an item's text without its mnemonic marker and dots."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.removesuffix("...").removesuffix("\u2026").strip()


def shortcut_rows(actions: Mapping[str, QAction]) -> list[tuple[str, str]]:
    """(what, keys) for each of the window's actions (by name) that has a
    shortcut, in the order of the actions' table."""
    rows = []
    for command in commands():
        action = actions[command.name]
        keys = [s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()]
        keys = [key for key in keys if key]
        if keys:
            rows.append((action_name(action), ", ".join(keys)))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window: QWidget, actions: Mapping[str, QAction]) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(actions)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setAccessibleName(self.windowTitle())
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (name, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        note = QLabel(
            self.tr(
                "On the table, arrows or Tab move between piles and Space or Enter picks up "
                "and puts down a card: How to play tells the rest."
            )
        )
        note.setTextFormat(Qt.TextFormat.PlainText)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(460, 520)


def show_shortcuts(window: QWidget, actions: Mapping[str, QAction]) -> None:
    ShortcutsDialog(window, actions).exec()

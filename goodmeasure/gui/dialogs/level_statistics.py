"""The statistics dialog's rows per difficulty level: played, won, best."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from goodmeasure.engine.levels import LEVELS
from goodmeasure.gui.window.difficulty_menu import level_words
from goodmeasure.storage import GameStats


def level_row_texts(golf: bool, entry: GameStats) -> list[list[str]]:
    """One row per level: its name, games played, won, and the best result
    (fewest cards left in Golf, the best score elsewhere)."""
    rows = []
    for level in LEVELS:
        part = entry.levels.get(level)
        if part is None:
            rows.append([level_words(level), "0", "0", "\u2013"])
            continue
        best = part.fewest_cards_left if golf else part.best_score
        shown = "\u2013" if best is None else str(best)
        rows.append([level_words(level), str(part.played), str(part.won), shown])
    return rows


class LevelTable(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("LevelStatistics", "By difficulty (winnable and daily deals)"), parent
        )
        self.table = QTableWidget(len(LEVELS), 4, self)
        self.table.setObjectName("level_table")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # The level and the best result as wide as their words ("Le moins de
        # cartes restantes" was cut in French); the counts share the rest.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (0, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Four rows always: shown whole, never behind a scroll bar.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QVBoxLayout(self).addWidget(self.table)

    def show_game(self, key: str, entry: GameStats) -> None:
        golf = key.split("+")[0] == "golf"
        best = (
            QCoreApplication.translate("LevelStatistics", "Fewest cards left")
            if golf
            else QCoreApplication.translate("LevelStatistics", "Best score")
        )
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("LevelStatistics", "Level"),
                QCoreApplication.translate("LevelStatistics", "Played"),
                QCoreApplication.translate("LevelStatistics", "Won"),
                best,
            ]
        )
        for row, texts in enumerate(level_row_texts(golf, entry)):
            for column, text in enumerate(texts):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        # At least as wide as every column's words.
        self.table.setMinimumWidth(
            sum(
                max(header.sectionSizeHint(column), self.table.sizeHintForColumn(column))
                for column in range(self.table.columnCount())
            )
            + 2 * self.table.frameWidth()
        )
        self.table.setFixedHeight(
            header.sizeHint().height() + self.table.verticalHeader().length() + 2 * self.table.frameWidth()
        )

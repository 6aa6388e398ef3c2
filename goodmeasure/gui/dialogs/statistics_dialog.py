"""The Statistics dialog: one game (variant) at a time, the daily deal
results, and a Reset that asks first."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from goodmeasure.engine import GAME_NAMES
from goodmeasure.engine.games import DEFAULT_OPTIONS
from goodmeasure.gui.desktop.i18n import date_words
from goodmeasure.gui.dialogs.level_statistics import LevelTable
from goodmeasure.gui.dialogs.screen_room import ScrolledPart, fit_to_screen
from goodmeasure.gui.window.events import SessionEvents
from goodmeasure.gui.window.notices import plain_box, plain_label
from goodmeasure.gui.words import key_title
from goodmeasure.session import Changes, Keeper
from goodmeasure.storage import GameStats, Statistics, stats_key

# The rows of the per-game view, in order.
ROWS = (
    "played",
    "won",
    "win_rate",
    "current_streak",
    "best_streak",
    "best",
    "fastest_win",
    "fewest_moves",
    "assisted",
)

# The daily table grows for its words up to this width, then scrolls.
MAX_DAILY_WIDTH = 880


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "\u2013"
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def _number(value: int | None) -> str:
    return "\u2013" if value is None else str(value)


def stat_texts(key: str, entry: GameStats) -> dict[str, str]:
    """The shown value of each row for one game key."""
    golf = key.split("+")[0] == "golf"
    return {
        "played": str(entry.played),
        "won": str(entry.won),
        # No game played has no rate yet, as no record is shown as a dash.
        "win_rate": f"{entry.win_rate:.0%}" if entry.played else "\u2013",
        "current_streak": str(entry.current_streak),
        "best_streak": str(entry.best_streak),
        "best": _number(entry.fewest_cards_left if golf else entry.best_score),
        "fastest_win": clock(entry.fastest_win),
        "fewest_moves": _number(entry.fewest_moves),
        "assisted": str(entry.assisted),
    }


def row_titles(golf: bool) -> dict[str, str]:
    return {
        "played": QCoreApplication.translate("StatisticsDialog", "Played:"),
        "won": QCoreApplication.translate("StatisticsDialog", "Won:"),
        "win_rate": QCoreApplication.translate("StatisticsDialog", "Win rate:"),
        "current_streak": QCoreApplication.translate("StatisticsDialog", "Current streak:"),
        "best_streak": QCoreApplication.translate("StatisticsDialog", "Best streak:"),
        "best": QCoreApplication.translate("StatisticsDialog", "Fewest cards left:")
        if golf
        else QCoreApplication.translate("StatisticsDialog", "Best score:"),
        "fastest_win": QCoreApplication.translate("StatisticsDialog", "Fastest win:"),
        "fewest_moves": QCoreApplication.translate("StatisticsDialog", "Fewest moves in a win:"),
        "assisted": QCoreApplication.translate("StatisticsDialog", "Not counted above:"),
    }


class StatisticsDialog(QDialog):
    def __init__(
        self, keeper: Keeper, events: SessionEvents, current_key: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._keeper = keeper
        self.game = QComboBox()
        self.game.currentIndexChanged.connect(self.refresh)
        self._fill_games(current_key)

        self._titles: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        numbers = QGroupBox(self.tr("This game"))
        form = QFormLayout(numbers)
        for row in ROWS:
            self._titles[row] = plain_label(QLabel())
            self.values[row] = plain_label(QLabel())
            form.addRow(self._titles[row], self.values[row])
        rule = QLabel(
            self.tr(
                "Positions opened from a file, and games in which the solver played a move, "
                "are not counted as played or won, and set no record."
            )
        )
        plain_label(rule).setWordWrap(True)
        form.addRow(rule)

        self.daily = QTableWidget(0, 5)
        self.daily.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Game"), self.tr("Result"), self.tr("Moves"), self.tr("Time")]
        )
        self.daily.verticalHeader().hide()
        self.daily.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Over the table's whole width: the game's column takes what the
        # others, as wide as their words, leave.
        header = self.daily.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        daily_box = QGroupBox(self.tr("Daily deals"))
        QVBoxLayout(daily_box).addWidget(self.daily)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("&Reset..."))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.close)

        # Everything but the buttons scrolls when the screen is short: the
        # dialog asked for 700 px, and its buttons fell off a 1024x700 screen.
        content = QVBoxLayout()
        content.setContentsMargins(0, 0, 0, 0)
        content.addWidget(self.game)
        content.addWidget(numbers)
        self.levels = LevelTable(self)
        content.addWidget(self.levels)
        content.addWidget(daily_box)
        layout = QVBoxLayout(self)
        layout.addWidget(ScrolledPart(content, self))
        layout.addWidget(buttons)
        for label in self.findChildren(QLabel):  # the form rows' labels too
            plain_label(label)
        # Polished first: the tables' widths are measured in the style and
        # fonts they are shown in.
        self.ensurePolished()
        self.refresh()
        fit_to_screen(self, least=QSize(520, 0))
        # Non-modal: a game may end while the dialog is open.
        events.changed.connect(self._changed)

    @property
    def statistics(self) -> Statistics:
        return self._keeper.statistics

    def _fill_games(self, current_key: str) -> None:
        # Every game as it is dealt by default, and every variant that has
        # been played, the current one first chosen.
        defaults = [stats_key(game, DEFAULT_OPTIONS[game]) for game in GAME_NAMES]
        keys = list(dict.fromkeys([*defaults, *sorted(self.statistics.games), current_key]))
        self.game.blockSignals(True)
        self.game.clear()
        for key in keys:
            self.game.addItem(key_title(key), key)
        self.game.setCurrentIndex(max(0, self.game.findData(current_key)))
        self.game.blockSignals(False)

    @property
    def key(self) -> str:
        return str(self.game.currentData())

    def _changed(self, changes: Changes) -> None:
        if not changes.statistics:
            return
        self._fill_games(self.key)  # a newly played variant gets its entry
        self.refresh()

    def refresh(self) -> None:
        key = self.key
        golf = key.split("+")[0] == "golf"
        for row, title in row_titles(golf).items():
            self._titles[row].setText(title)
        for row, text in stat_texts(key, self.statistics.for_game(key)).items():
            self.values[row].setText(text)
        self.levels.show_game(key, self.statistics.for_game(key))
        self._fill_daily()

    def _fill_daily(self) -> None:
        rows = [
            (date, key, result)
            for date in sorted(self.statistics.daily, reverse=True)
            for key, result in sorted(self.statistics.daily[date].items())
        ]
        self.daily.setRowCount(len(rows))
        for index, (date, key, result) in enumerate(rows):
            won = self.tr("Won") if result.won else self.tr("Not won")
            # Stored as ISO (sorted by it above), shown as the player writes dates.
            shown_date = date_words(datetime.date.fromisoformat(date))
            for column, text in enumerate(
                (shown_date, key_title(key), won, str(result.moves), clock(result.seconds))
            ):
                self.daily.setItem(index, column, QTableWidgetItem(text))
        # Wide enough for every column's words (the game's column stretches).
        words = sum(
            max(self.daily.sizeHintForColumn(c), self.daily.horizontalHeader().sectionSizeHint(c))
            for c in range(self.daily.columnCount())
        )
        bar = self.daily.verticalScrollBar().sizeHint().width()
        self.daily.setMinimumWidth(min(words + bar + 2 * self.daily.frameWidth(), MAX_DAILY_WIDTH))

    def ask_reset(self) -> None:
        """Forget the shown game's statistics, if the player says so."""
        # Plain text: a variant's name comes from the statistics file.
        box = plain_box(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget all statistics of %1, daily results included?").replace(
                "%1", key_title(self.key)
            ),
            self,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() == QMessageBox.StandardButton.Yes:
            self._keeper.reset(self.key)
            self.refresh()
